import type { Db } from '../../db/database.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { EventsService } from '../events/events.service.ts';
import { createGrantsService } from './grants.service.ts';
import { createGroupsService } from './groups.service.ts';
import type { IdentityAdmin } from './identity/identity.port.ts';
import type { PlatformLookup } from './platform.port.ts';
import type { Revocations } from './revocations.ts';
import { createSectionsService } from './sections.service.ts';
import { createUsersService } from './users.service.ts';

/**
 * The authorization module as the rest of the server reaches it (SPEC.md §6, §7 "Authorization"), one concern a
 * file: groups and their permissions, users, sections with roles and authorities, and the grants applications
 * bring with them (`grants`, for seeds, the catalogue and imports). Groups, users and roles live in the identity
 * provider (through the port); sections and permissions in this module's tables, which no other module reads.
 */
export function createAuthorizationService(deps: {
  db: Db;
  identity: IdentityAdmin;
  audit: AuditLog;
  platform: PlatformLookup;
  /** Access revoked at once when a user is disabled, deleted or taken out of a group. */
  revocations: Pick<Revocations, 'revokeUser'>;
  /** The API's client: its client roles are the authorities. */
  apiClientId: string;
  /** Sections the server's own routes are declared on: they cannot be deleted. */
  systemSections: () => Set<string>;
  clock?: () => Date;
  /** The outbox: users created are told to the subscriptions (docs/adr/0047). */
  events?: Pick<EventsService, 'emit'>;
}) {
  return {
    ...createGroupsService(deps),
    ...createUsersService(deps),
    ...createSectionsService(deps),
    grants: createGrantsService(deps),
  };
}

export type AuthorizationService = ReturnType<typeof createAuthorizationService>;
