import { Outlet } from 'react-router';

/**
 * Layout of /prosa: public, because the portal's home is open to everyone; the portal's own routes under
 * it each require a session (the shell guards them).
 */
export function ProsaLayout() {
  return (
    <div className="halo-app-prosa">
      <Outlet />
    </div>
  );
}
