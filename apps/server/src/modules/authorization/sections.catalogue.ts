import type { Db } from '../../db/database.ts';
import { systemContext } from '../../http/write-context.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import { createGrantsService } from './grants.service.ts';

/**
 * What the catalogue sync and the modules' seeds ask of the authorization module: the sections the server's routes
 * are granted on (always there, whatever was deleted: they belong to the code), and first grants of demo groups.
 */
export interface SectionCatalogue {
  ensureSections(list: readonly { name: string; application: string; description: string }[]): Promise<void>;
  /** Grants `mask` on `section` to `groupName` unless the group already holds something there. */
  grantOnce(groupName: string, section: string, mask: number): Promise<void>;
}

/** The grants service for writes the server makes on its own at start: audited, without an actor. */
export function createSectionCatalogue(db: Db): SectionCatalogue {
  const grants = createGrantsService({ db, audit: createAuditLog({ db }) });
  return {
    ensureSections: (list) => grants.ensureSections(list, systemContext),
    grantOnce: (groupName, section, mask) =>
      grants.grantDefaults([{ group: groupName, section, mask }], systemContext),
  };
}
