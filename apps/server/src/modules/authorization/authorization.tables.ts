import { sql } from 'drizzle-orm';
import { check, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const authz = pgSchema('authz');

/** A section of an application: the unit permissions are granted on (DESIGN.md §3). */
export const sections = authz.table('sections', {
  name: text('name').primaryKey(),
  application: text('application').notNull(),
  description: text('description').notNull().default(''),
});

/**
 * The last verify-email / set-password message sent to each user, whichever identity provider sent it: the user
 * list shows when it was sent and whether its link has expired.
 */
export const accountMail = authz.table('account_mail', {
  userId: text('user_id').primaryKey(),
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Access revoked at once (issue 11): an access token of the user issued before `not_before` (logout, the user
 * disabled or deleted, a group taken away) is refused on the next call, instead of living out its 300 s.
 */
export const revocations = authz.table('revocations', {
  userId: text('user_id').primaryKey(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
});

/** What a group may do on a section, as a mask of SPEC.md §6's bit flags. */
export const groupPermissions = authz.table(
  'group_permissions',
  {
    groupName: text('group_name').notNull(),
    section: text('section')
      .notNull()
      .references(() => sections.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    mask: integer('mask').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupName, t.section] }),
    check('group_permissions_mask_range', sql`${t.mask} between 0 and 63`),
  ],
);
