import { type StrokeRole, SUPERADMIN, SUPERADMIN_REALM_ROLE, strokeRoles } from '@halo/contract';
import { STROKE_APPLICATION } from '@halo/contract/stroke/scores';
import { useMemo } from 'react';
import { useAuth } from '../../shell/auth/auth-context.tsx';
import { accessTokenClaims } from '../../shell/auth/jwt-claims.ts';

/**
 * The signed-in person's roles in the stroke service, read as the server reads them (stroke.scope.ts): every role
 * of the `stroke` client in the token (a doctor may also be a caregiver), `admin` also for the platform's
 * superadmin; without a token, the session's role of the chosen application. The screens only offer what the
 * server would allow anyway.
 */
export function useStrokeRoles(): ReadonlySet<StrokeRole> {
  const { session } = useAuth();
  const { logged, bearerToken, appClientId, role } = session;
  return useMemo(() => {
    const roles = new Set<StrokeRole>();
    if (!logged) return roles;
    const claims = bearerToken ? accessTokenClaims(bearerToken) : {};
    const fromToken = claims.resource_access?.[STROKE_APPLICATION]?.roles;
    const claimed = fromToken ?? (appClientId === STROKE_APPLICATION && role ? [role] : []);
    for (const known of Object.values(strokeRoles)) if (claimed.includes(known)) roles.add(known);
    if (claims.realm_access?.roles?.includes(SUPERADMIN_REALM_ROLE) || role === SUPERADMIN) {
      roles.add(strokeRoles.admin);
    }
    return roles;
  }, [logged, bearerToken, appClientId, role]);
}

/** What the reader may do with patients' data: doctors and admins write, only a doctor reads the access log. */
export function useStrokeViewer() {
  const roles = useStrokeRoles();
  const admin = roles.has(strokeRoles.admin);
  const medico = roles.has(strokeRoles.medico);
  return {
    admin,
    medico,
    /** Edits a patient's data and factors. */
    writes: admin || medico,
    /** The contract's access log is the doctor's and the patient's (`strokeRoutes.accessi`), not the admin's. */
    readsAccessLog: medico,
  };
}
