import { deriveRole, type RouteAccess, SUPERADMIN } from '@halo/contract';
import { HEALTHENV_APPLICATION } from '@halo/contract/healthenv';
import { useMemo } from 'react';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { accessTokenClaims } from '../../../shell/auth/jwt-claims.ts';

/**
 * The signed-in person's role in the health-environment application, read as the server reads it
 * (access-control.ts: the first role of the `healthenv` client in the token, superadmin passing every rule);
 * without a token, the session's role of the chosen application.
 */
export function useHealthenvRole(): string | null {
  const { session } = useAuth();
  const { logged, bearerToken, appClientId, role } = session;
  return useMemo(() => {
    if (!logged) return null;
    if (bearerToken) {
      const derived = deriveRole(accessTokenClaims(bearerToken), HEALTHENV_APPLICATION);
      if (derived.role !== null) return derived.role;
    }
    return appClientId === HEALTHENV_APPLICATION || role === SUPERADMIN ? role : null;
  }, [logged, bearerToken, appClientId, role]);
}

/**
 * Whether the person may make a call of the contract: its role rule holds for their role. The routes of this
 * application all declare roles; the screens hide what the server would refuse, the server still decides.
 */
export function useHealthenvAccess() {
  const role = useHealthenvRole();
  return useMemo(
    () => ({
      role,
      canCall: ({ access }: { access: RouteAccess }) =>
        access.kind !== 'role' || role === SUPERADMIN || (role !== null && access.roles.includes(role)),
    }),
    [role],
  );
}
