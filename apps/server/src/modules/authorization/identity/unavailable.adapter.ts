import { AppError } from '../../../errors.ts';
import type { IdentityAdmin } from './identity.port.ts';

/**
 * With an external issuer and no Keycloak admin credentials, identity administration cannot work: every call
 * answers 503 with what to configure, while the rest of the platform keeps working.
 */
export function createUnavailableIdentityAdmin(): IdentityAdmin {
  const unavailable = () => {
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      'Amministrazione delle identità non configurata: impostare KEYCLOAK_ADMIN_CLIENT_ID e KEYCLOAK_ADMIN_CLIENT_SECRET.',
    );
  };
  return new Proxy({ kind: 'keycloak' } as IdentityAdmin, {
    get(target, property) {
      return property === 'kind' ? target.kind : async () => unavailable();
    },
  });
}
