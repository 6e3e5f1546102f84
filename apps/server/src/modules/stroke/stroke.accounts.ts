import { type InvitoTipo, strokeMessages as m } from '@halo/contract/stroke';
import { STROKE_APPLICATION } from '@halo/contract/stroke/scores';
import type { Db } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError } from '../../errors.ts';
import { userCreatedEvent } from '../authorization/identity/identity.events.ts';
import type { IdentityAdmin, IdentityUser } from '../authorization/identity/identity.port.ts';
import type { InvitoRow } from './inviti/inviti.repository.ts';
import { type InvitiService, inviterName } from './inviti/inviti.service.ts';
import type { StrokeEvents } from './stroke.events.ts';
import type { PersoneRepository } from './stroke.persone.repository.ts';
import type { StrokeViewer } from './stroke.scope.ts';

export const emailTaken = () =>
  new ConflictError(m.emailTaken, [{ path: 'body.email', message: m.emailTaken }]);

/** A unique violation of an address or a codice fiscale, as the 409 the form shows on that field. */
export function uniqueConflict(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    if (pg.constraint?.includes('codice_fiscale')) {
      const message = 'Esiste già un paziente con questo codice fiscale.';
      throw new ConflictError(message, [{ path: 'body.codiceFiscale', message }]);
    }
    throw emailTaken();
  }
  throw error;
}

/** What the rows of an invited person write: their result and the invitation issued with them. */
export type InviteWrite<T> = (
  tx: Db,
  user: IdentityUser,
) => Promise<{ result: T; invito: { row: InvitoRow; code: string } }>;

/**
 * The accounts of the service's doctors, patients and caregivers at the identity provider (docs/adr/0023): made
 * with the invitation, disabled until it is confirmed, and kept in step with the service's records.
 */
export function createAccounts(deps: {
  db: Db;
  identity: IdentityAdmin;
  inviti: InvitiService;
  events?: Pick<StrokeEvents, 'emit'>;
  clock?: () => Date;
}) {
  const now = deps.clock ?? (() => new Date());
  return {
    /** Keeps the account's names and address in step with the service's record. */
    async syncAccount(subject: string, person: { nome: string; cognome: string; email: string }) {
      const user = await deps.identity.getUser(subject);
      if (
        !user ||
        (user.firstName === person.nome && user.lastName === person.cognome && user.email === person.email)
      )
        return;
      await deps.identity.updateUser(
        user.id,
        {
          email: person.email,
          firstName: person.nome,
          lastName: person.cognome,
          enabled: user.enabled,
          realmRoles: user.realmRoles,
          clientRoles: user.clientRoles,
          attributes: user.attributes,
        },
        user.version,
      );
    },

    /**
     * Creates the account, then the service's rows in one transaction (the invitation with them, and the event of
     * the account when it is new), then mails it. If the rows fail, an account made for them is removed again.
     */
    async invite<T>(
      tipo: InvitoTipo,
      person: { nome: string; cognome: string; email: string },
      write: InviteWrite<T>,
      who: StrokeViewer,
    ): Promise<T> {
      const { user, created } = await deps.inviti.account(tipo, person);
      let written: { result: T; invito: { row: InvitoRow; code: string } };
      try {
        written = await inTransaction(deps.db, async (tx) => {
          const rows = await write(tx, user);
          if (created) await deps.events?.emit(tx, userCreatedEvent(user, STROKE_APPLICATION), now());
          return rows;
        });
      } catch (error) {
        if (created) await deps.identity.deleteUser(user.id).catch(() => undefined);
        uniqueConflict(error);
      }
      await deps.inviti.mail(
        written.invito.row,
        written.invito.code,
        { nome: person.nome, email: person.email, username: user.username },
        inviterName(who, tipo),
      );
      return written.result;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** What the services of doctors, patients and caregivers are built on (stroke.persone.ts makes it). */
export interface PeopleParts {
  db: Db;
  repo: PersoneRepository;
  inviti: InvitiService;
  accounts: Accounts;
  now: () => Date;
}

/** A person's contact, as the views of doctors, patients and caregivers show it. */
export function contactOf(person: {
  id: number;
  nome: string;
  cognome: string;
  email: string;
  telefono: string | null;
}) {
  return {
    id: person.id,
    nome: person.nome,
    cognome: person.cognome,
    email: person.email,
    telefono: person.telefono,
  };
}
