import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

export const authz = pg.pgSchema('authz');

/** A section of an application: the unit permissions are granted on (DESIGN.md §3). */
export const sections = authz.table('sections', {
  name: pg.text('name').primaryKey(),
  application: pg.text('application').notNull(),
  description: col.blankText('description'),
});

/**
 * The last verify-email / set-password message sent to each user, whichever identity provider sent it: the user
 * list shows when it was sent and whether its link has expired.
 */
export const accountMail = authz.table('account_mail', {
  userId: pg.text('user_id').primaryKey(),
  kind: pg.text('kind').notNull(),
  sentAt: col.instant('sent_at').notNull(),
  expiresAt: col.instant('expires_at').notNull(),
});

/**
 * Access revoked at once (issue 11): an access token of the user issued before `not_before` (logout, the user
 * disabled or deleted, a group taken away) is refused on the next call, instead of living out its 300 s.
 */
export const revocations = authz.table('revocations', {
  userId: pg.text('user_id').primaryKey(),
  notBefore: col.instant('not_before').notNull(),
});

/** What a group may do on a section, as a mask of SPEC.md §6's bit flags. */
export const groupPermissions = authz.table(
  'group_permissions',
  {
    groupName: pg.text('group_name').notNull(),
    section: pg
      .text('section')
      .notNull()
      .references(() => sections.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    mask: pg.integer('mask').notNull(),
    version: col.version(),
    updatedAt: col.updatedAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.groupName, t.section] }),
    pg.check('group_permissions_mask_range', sql`${t.mask} between 0 and 63`),
  ],
);
