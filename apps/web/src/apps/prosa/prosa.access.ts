import { SUPERADMIN } from '@halo/contract';
import { prosaRoles } from '@halo/contract/prosa';
import { useAuth } from '../../shell/auth/auth-context.tsx';
import { useOptionalProsaProfile } from './account/prosa-profile.tsx';

/**
 * Whether the user builds the organisation (docs/adr/0015): admin-prosa (and superadmin, who passes every role
 * check) everywhere; given an authority, also a manager at level ASL of that authority, from their profile. The
 * screens only hide what the server would refuse anyway.
 */
export function useCanOrganise(aslId?: number): boolean {
  const { session } = useAuth();
  const profile = useOptionalProsaProfile()?.profile;
  if (session.role === prosaRoles.admin || session.role === SUPERADMIN) return true;
  if (aslId === undefined || session.role !== prosaRoles.responsabile || !profile) return false;
  return (
    profile.ruolo === 'responsabile' &&
    profile.data.operabilita.livello === 'ASL' &&
    profile.data.aslId === aslId
  );
}
