import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../db/columns.ts';

/** The embedded identity provider's own schema: its users, keys and protocol state survive restarts. */
export const idp = pg.pgSchema('idp');

export const users = idp.table(
  'users',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    username: pg.text('username').notNull(),
    email: pg.text('email'),
    firstName: col.blankText('first_name'),
    lastName: col.blankText('last_name'),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64url), null until the user sets one. */
    passwordHash: pg.text('password_hash'),
    enabled: pg.boolean('enabled').notNull().default(true),
    emailVerified: col.flag('email_verified'),
    realmRoles: pg.text('realm_roles').array().notNull().default(sql`'{}'::text[]`),
    clientRoles: pg.jsonb('client_roles').$type<Record<string, string[]>>().notNull().default({}),
    attributes: pg.jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    ...col.versionedStamps(),
  },
  (t) => [
    pg.uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    pg.uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * Groups, identified by their full path as in Keycloak's `groups` claim (`/prosa/operatori`). A group's parent is
 * the group whose path is its own minus the last segment.
 */
export const groups = idp.table('groups', {
  id: pg.uuid('id').primaryKey().defaultRandom(),
  name: pg.text('name').notNull(),
  path: pg.text('path').notNull().unique(),
  /** Client id of the application the group belongs to (a group attribute in Keycloak). */
  application: pg.text('application'),
  description: col.blankText('description'),
  ...col.versionedStamps(),
});

/** The user a row belongs to: it goes with them. */
const userRef = () =>
  pg
    .uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Group membership: read at every token issue, so a change shows up at the user's next refresh. */
export const groupMembers = idp.table(
  'group_members',
  {
    groupId: pg
      .uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (t) => [pg.primaryKey({ columns: [t.groupId, t.userId] }), pg.index('group_members_user_idx').on(t.userId)],
);

/**
 * Realm roles (client_id null) and client roles, as Keycloak keeps them. The roles a user holds stay in
 * `users.realm_roles` and `users.client_roles`, which the token claims are made of.
 */
export const roles = idp.table(
  'roles',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    clientId: pg.text('client_id'),
    name: pg.text('name').notNull(),
    description: col.blankText('description'),
  },
  (t) => [pg.uniqueIndex('roles_client_name_key').on(sql`coalesce(${t.clientId}, '')`, t.name)],
);

/** One-time links that let a user verify their e-mail and set a password (Keycloak's action tokens). */
export const actionTokens = idp.table(
  'action_tokens',
  {
    /** SHA-256 of the token: the token itself is only in the link that was sent. */
    tokenHash: pg.text('token_hash').primaryKey(),
    userId: userRef(),
    actions: pg.text('actions').array().notNull(),
    expiresAt: col.instant('expires_at').notNull(),
    consumedAt: col.instant('consumed_at'),
    createdAt: col.createdAt(),
  },
  (t) => [pg.index('action_tokens_user_idx').on(t.userId)],
);

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions…), one row each. */
export const oidcPayloads = idp.table(
  'oidc_payloads',
  {
    model: pg.text('model').notNull(),
    id: pg.text('id').notNull(),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: pg.text('grant_id'),
    userCode: pg.text('user_code'),
    uid: pg.text('uid'),
    expiresAt: col.instant('expires_at'),
    consumedAt: col.instant('consumed_at'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.model, t.id] }),
    pg.index('oidc_payloads_grant_id_idx').on(t.grantId),
    pg.index('oidc_payloads_uid_idx').on(t.uid),
    pg.index('oidc_payloads_user_code_idx').on(t.userCode),
    pg.index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Signing keys (private JWKs). Kept in the database so tokens stay valid across restarts and replicas. */
export const signingKeys = idp.table('signing_keys', {
  kid: pg.text('kid').primaryKey(),
  jwk: pg.jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: col.createdAt(),
});

/** Generated secrets (cookie signing keys), created once at first start. */
export const secrets = idp.table('secrets', {
  name: pg.text('name').primaryKey(),
  value: pg.text('value').notNull(),
  createdAt: col.createdAt(),
});

/**
 * Sign-in attempts per user name since the last success (each counted before its password is checked), to slow
 * down password guessing and lock the name out for a while (Keycloak's brute-force detection).
 */
export const loginFailures = idp.table('login_failures', {
  key: pg.text('key').primaryKey(),
  count: pg.integer('count').notNull().default(0),
  lastFailureAt: col.stampedNow('last_failure_at'),
  /** Until when attempts on this name are refused without checking the password. */
  lockedUntil: col.instant('locked_until'),
});
