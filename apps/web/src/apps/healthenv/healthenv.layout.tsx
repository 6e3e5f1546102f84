import { Outlet } from 'react-router';

/** Layout of /healthenv: the shell asks for a session before showing it (the manifest's layout is not public). */
export function HealthenvLayout() {
  return (
    <div className="halo-app-healthenv">
      <Outlet />
    </div>
  );
}
