import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import { createCaregiversService } from './caregivers/caregivers.service.ts';
import type { InvitiService } from './inviti/inviti.service.ts';
import { createMediciService } from './medici/medici.service.ts';
import { createPazientiService } from './pazienti/pazienti.service.ts';
import { createAccounts } from './stroke.accounts.ts';
import type { StrokeEvents } from './stroke.events.ts';
import { createPersoneRepository } from './stroke.persone.repository.ts';
import type { StrokeScope } from './stroke.scope.ts';

export interface PersoneDeps {
  db: Db;
  /** Reads kept until their tables change on any replica (docs/adr/0032); absent, every read is made. */
  cache?: ReadCache;
  audit: AuditLog;
  identity: IdentityAdmin;
  scope: StrokeScope;
  inviti: InvitiService;
  clock?: () => Date;
  /** The outbox: an account made for an invitation is told to the subscriptions (docs/adr/0047). */
  events?: Pick<StrokeEvents, 'emit'>;
}

/**
 * The people of the stroke service (docs/adr/0023): the doctors, patients and caregivers features share the
 * rows of people (stroke.persone.repository.ts) and the steps that make their accounts (stroke.accounts.ts).
 * Accounts are made through the identity port, disabled until the invitation is confirmed.
 */
export function createPersone(deps: PersoneDeps) {
  const repo = createPersoneRepository(deps.db);
  const parts = {
    ...deps,
    repo,
    now: deps.clock ?? (() => new Date()),
    accounts: createAccounts(deps),
  };
  return {
    repo,
    medici: createMediciService(parts),
    pazienti: createPazientiService(parts),
    caregivers: createCaregiversService(parts),
  };
}
