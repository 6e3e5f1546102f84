import type { Authority } from '@halo/contract';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import {
  type Catalogue,
  type CatalogueQuery,
  lowerText,
  recordset,
  selectCatalogue,
} from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { rowBy, valueWhere } from '../../db/lookup.ts';
import type { Watched } from '../../db/read-cache.ts';
import { accountMail, groupPermissions, revocations, sections } from './authorization.tables.ts';

export type SectionRow = typeof sections.$inferSelect;
export type PermissionRow = { groupName: string; section: string; application: string; mask: number };

/** What a read cache of the sections watches. */
export const SECTIONS_TABLES: readonly Watched[] = [sections];
/** What a read cache of the permissions groups hold watches. */
export const PERMISSIONS_TABLES: readonly Watched[] = [groupPermissions];
/** The table of the revocations, notified row by row (keyed by user id). */
export const REVOCATIONS_TABLE: Watched = revocations;

/**
 * SQL of the authorization module: sections, the permissions groups hold on them, account mail, revocations.
 * Functions run on the handle the repository was made with: made with a transaction, they run in it.
 */
export function createAuthorizationRepository(db: Db) {
  return {
    listSections(filter: { application?: string } = {}): Promise<SectionRow[]> {
      return db
        .select()
        .from(sections)
        .where(filter.application ? eq(sections.application, filter.application) : undefined)
        .orderBy(asc(sections.application), asc(sections.name));
    },

    /** The sections (of one application, or all), searched on name and description; by application by default. */
    sectionsCatalogue(
      filter: { application?: string },
      query: CatalogueQuery<'name' | 'application'>,
    ): Promise<Catalogue<SectionRow>> {
      return selectCatalogue(db, db.select().from(sections).$dynamic(), query, {
        search: [sections.name, sections.description],
        sorts: { name: lowerText(sections.name), application: sections.application },
        defaultOrder: [asc(sections.application)],
        key: sections.name,
        filter: filter.application ? eq(sections.application, filter.application) : undefined,
      });
    },

    /**
     * The authorities (kept by the identity provider, given in its order), searched on name and description by
     * the same SQL as the lists kept here.
     */
    authoritiesCatalogue(
      authorities: Authority[],
      query: CatalogueQuery<'name'>,
    ): Promise<Catalogue<Authority>> {
      const held = recordset(
        'authorities',
        { name: 'text', description: 'text', position: 'integer' },
        authorities.map((a, position) => ({ name: a.name, description: a.description, position })),
      );
      const name = held.column('name');
      const description = held.column('description');
      return selectCatalogue(
        db,
        db
          .select({ name: sql<string>`${name}`, description: sql<string>`coalesce(${description}, '')` })
          .from(held.from)
          .$dynamic(),
        query,
        {
          search: [name, description],
          sorts: { name: lowerText(name) },
          defaultOrder: [asc(held.column('position'))],
          key: name,
        },
      );
    },

    findSection: rowBy(db, sections, sections.name),

    async insertSection(values: SectionRow): Promise<void> {
      await db.insert(sections).values(values);
    },

    /** Sections created when missing; existing ones keep what administrators changed. Answers those created. */
    async ensureSections(rows: SectionRow[]): Promise<string[]> {
      if (rows.length === 0) {
        return [];
      }
      const created = await db
        .insert(sections)
        .values(rows)
        .onConflictDoNothing()
        .returning({ name: sections.name });
      return created.map((row) => row.name);
    },

    /** Sections created, or their description replaced. */
    async upsertSections(rows: SectionRow[]): Promise<void> {
      for (const row of rows) {
        await db
          .insert(sections)
          .values(row)
          .onConflictDoUpdate({ target: sections.name, set: { description: row.description } });
      }
    },

    /** Permissions given when the group holds none on the section yet. Answers those given. */
    async ensurePermissions(rows: { groupName: string; section: string; mask: number }[]) {
      if (rows.length === 0) {
        return [];
      }
      return db
        .insert(groupPermissions)
        .values(rows)
        .onConflictDoNothing()
        .returning({ groupName: groupPermissions.groupName, section: groupPermissions.section });
    },

    async deleteSection(name: string): Promise<number> {
      const removed = await db.delete(groupPermissions).where(eq(groupPermissions.section, name)).returning();
      await db.delete(sections).where(eq(sections.name, name));
      return removed.length;
    },

    /** Permissions by group path, with each section's application. */
    permissionsOf(groupNames: string[], application?: string): Promise<PermissionRow[]> {
      if (groupNames.length === 0) {
        return Promise.resolve([]);
      }
      return db
        .select({
          groupName: groupPermissions.groupName,
          section: groupPermissions.section,
          application: sections.application,
          mask: groupPermissions.mask,
        })
        .from(groupPermissions)
        .innerJoin(sections, eq(sections.name, groupPermissions.section))
        .where(
          and(
            inArray(groupPermissions.groupName, groupNames),
            application ? eq(sections.application, application) : undefined,
          ),
        )
        .orderBy(asc(groupPermissions.groupName), asc(groupPermissions.section));
    },

    /** Groups holding a permission on an application's sections. */
    async groupNamesWithPermissionsOn(application: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ groupName: groupPermissions.groupName })
        .from(groupPermissions)
        .innerJoin(sections, eq(sections.name, groupPermissions.section))
        .where(and(eq(sections.application, application), sql`${groupPermissions.mask} > 0`));
      return rows.map((r) => r.groupName);
    },

    async maskOf(groupName: string, section: string): Promise<number> {
      const [row] = await db
        .select({ mask: groupPermissions.mask })
        .from(groupPermissions)
        .where(and(eq(groupPermissions.groupName, groupName), eq(groupPermissions.section, section)));
      return row?.mask ?? 0;
    },

    /**
     * Applies a change to a mask in one statement (`mask | flag`, `mask & ~flag`, or a new mask), so two admins
     * toggling different flags at once both keep their change. A mask reaching 0 removes the row.
     */
    async changeMask(
      groupName: string,
      section: string,
      change: { or?: number; and?: number; set?: number },
    ) {
      const initial = change.set ?? (change.or ?? 0) & (change.and ?? 63);
      const next =
        change.set !== undefined
          ? sql`${change.set}`
          : sql`(${groupPermissions.mask} | ${change.or ?? 0}) & ${change.and ?? 63}`;
      const [row] = await db
        .insert(groupPermissions)
        .values({ groupName, section, mask: initial })
        .onConflictDoUpdate({
          target: [groupPermissions.groupName, groupPermissions.section],
          set: { mask: next, version: sql`${groupPermissions.version} + 1`, updatedAt: new Date() },
        })
        .returning({ mask: groupPermissions.mask });
      const mask = row?.mask ?? 0;
      if (mask === 0) {
        await db
          .delete(groupPermissions)
          .where(and(eq(groupPermissions.groupName, groupName), eq(groupPermissions.section, section)));
      }
      return mask;
    },

    async removePermissionsOfGroup(path: string): Promise<number> {
      const removed = await db
        .delete(groupPermissions)
        .where(
          sql`${groupPermissions.groupName} = ${path} or left(${groupPermissions.groupName}, ${path.length + 1}) = ${`${path}/`}`,
        )
        .returning();
      return removed.length;
    },

    /** A group renamed in the identity provider: its permissions (and its sub-groups') follow the new path. */
    async renameGroupPermissions(oldPath: string, newPath: string): Promise<void> {
      await db
        .update(groupPermissions)
        .set({ groupName: newPath })
        .where(eq(groupPermissions.groupName, oldPath));
      await db
        .update(groupPermissions)
        .set({ groupName: sql`${newPath} || substr(${groupPermissions.groupName}, ${oldPath.length + 1})` })
        .where(like(groupPermissions.groupName, `${oldPath.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`));
    },

    /** Every section's application, by section name. */
    async sectionApplications(): Promise<Map<string, string>> {
      const rows = await db.select({ name: sections.name, application: sections.application }).from(sections);
      return new Map(rows.map((row) => [row.name, row.application]));
    },

    /** What the groups are granted, section by section (only the sections where they hold something). */
    async grantsOf(groups: readonly string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({
          section: groupPermissions.section,
          granted: sql<number>`bit_or(${groupPermissions.mask})::int`,
        })
        .from(groupPermissions)
        .where(inArray(groupPermissions.groupName, [...groups]))
        .groupBy(groupPermissions.section);
      return new Map(rows.map((row) => [row.section, row.granted]));
    },

    /** The instant before which the user's tokens are refused, if any. */
    revokedBefore(userId: string): Promise<Date | undefined> {
      return valueWhere(db, revocations.notBefore, eq(revocations.userId, userId));
    },

    /** Refuses the user's tokens issued before `at` (or before a later instant already recorded). */
    async revoke(userId: string, at: Date): Promise<void> {
      await db
        .insert(revocations)
        .values({ userId, notBefore: at })
        .onConflictDoUpdate({
          target: revocations.userId,
          set: { notBefore: sql`greatest(${revocations.notBefore}, excluded.not_before)` },
        });
    },

    /**
     * Takes a transaction-level advisory lock on `key` within `namespace`, held until the transaction the
     * repository was made with ends.
     */
    async lockInTransaction(namespace: number, key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${namespace}, hashtext(${key}))`);
    },

    async recordAccountMail(userId: string, kind: string, sentAt: Date, expiresAt: Date): Promise<void> {
      await db
        .insert(accountMail)
        .values({ userId, kind, sentAt, expiresAt })
        .onConflictDoUpdate({ target: accountMail.userId, set: { kind, sentAt, expiresAt } });
    },

    accountMailOf(userIds: string[]) {
      if (userIds.length === 0) {
        return Promise.resolve([]);
      }
      return db.select().from(accountMail).where(inArray(accountMail.userId, userIds));
    },

    async forgetAccountMail(userId: string): Promise<void> {
      await db.delete(accountMail).where(eq(accountMail.userId, userId));
    },
  };
}

export type AuthorizationRepository = ReturnType<typeof createAuthorizationRepository>;
