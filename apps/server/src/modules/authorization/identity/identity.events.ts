import type { NewEvent } from '../../events/events.service.ts';
import type { IdentityUser } from './identity.port.ts';

/** Where the platform's events come from (CloudEvents `source`, docs/adr/0047): its path. */
export const PLATFORM_SOURCE = '/platform';

/**
 * The event of a user created (docs/adr/0047), whichever call made it: the user's id and whether the account is
 * enabled. The name, address and roles, and the application that made the account (which tells what the person
 * is, a stroke patient say), go only to the subscriptions granted personal data. Written by the caller in the
 * transaction of the rows it makes with the user, which removes the user again when they fail.
 */
export function userCreatedEvent(user: IdentityUser, origine: string): NewEvent {
  return {
    type: 'it.halo.platform.user.created',
    source: PLATFORM_SOURCE,
    subject: `utenti/${user.id}`,
    data: { utente: user.id, abilitato: user.enabled },
    personal: {
      username: user.username,
      nome: user.firstName,
      cognome: user.lastName,
      email: user.email,
      origine,
      ruoli: { realm: user.realmRoles, client: user.clientRoles },
    },
  };
}
