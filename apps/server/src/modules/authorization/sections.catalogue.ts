import type { Db } from '../../db/database.ts';
import { groupPermissions, sections } from './authorization.tables.ts';

/**
 * What the catalogue sync and the modules' seeds ask of the authorization module: the sections the server's routes
 * are granted on (always there, whatever was deleted: they belong to the code), and first grants of demo groups.
 */
export interface SectionCatalogue {
  ensureSections(list: readonly { name: string; application: string; description: string }[]): Promise<void>;
  /** Grants `mask` on `section` to `groupName` unless the group already holds something there. */
  grantOnce(groupName: string, section: string, mask: number): Promise<void>;
}

export function createSectionCatalogue(db: Db): SectionCatalogue {
  return {
    async ensureSections(list) {
      if (list.length === 0) return;
      await db
        .insert(sections)
        .values(list.map(({ name, application, description }) => ({ name, application, description })))
        .onConflictDoNothing();
    },
    async grantOnce(groupName, section, mask) {
      await db.insert(groupPermissions).values({ groupName, section, mask }).onConflictDoNothing();
    },
  };
}
