import { SUPERADMIN } from '@halo/contract';
import { prosaRoles } from '@halo/contract/prosa';
import { useAuth } from '../../shell/auth/auth-context.tsx';

/**
 * Whether the user builds the organisation of the joined authorities: admin-prosa (and superadmin, who passes
 * every role check), by the role in Pro.Sa. the session derived from the token (SPEC.md §6). Managers read it:
 * the server also lets a manager at level ASL change their own authority's departments, districts and
 * structures, which needs their profile's scope here before the screen can offer it. The screens only hide
 * what the server would refuse anyway (docs/adr/0015).
 */
export function useCanOrganise(): boolean {
  const { session } = useAuth();
  return session.role === prosaRoles.admin || session.role === SUPERADMIN;
}
