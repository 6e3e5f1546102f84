import { Outlet } from 'react-router';
import { RequireAuth } from '../../shell/routing/require-auth.tsx';

/** Layout of /healthenv: the whole health-environment area needs a session (SPEC.md §2). */
export function HealthenvLayout() {
  return (
    <RequireAuth>
      <div className="halo-app-healthenv">
        <Outlet />
      </div>
    </RequireAuth>
  );
}
