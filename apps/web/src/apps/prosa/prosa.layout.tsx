import { Outlet } from 'react-router';
import { CompleteProfileNotice } from './account/components/complete-profile-notice.tsx';
import { FeatureGate } from './account/components/feature-gate.tsx';
import { ProfileInitError, ProsaProfileProvider } from './account/prosa-profile.tsx';

/**
 * Layout of /prosa: public, because the portal's home is open to everyone; the portal's own routes under
 * it each require a session (the shell guards them). A signed-in user's Pro.Sa. profile is read here once and
 * shared with every screen (`useProsaProfile`).
 */
export function ProsaLayout() {
  return (
    <ProsaProfileProvider>
      <div className="halo-app-prosa">
        <ProfileInitError />
        <CompleteProfileNotice />
        <FeatureGate>
          <Outlet />
        </FeatureGate>
      </div>
    </ProsaProfileProvider>
  );
}
