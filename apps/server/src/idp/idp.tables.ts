import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The embedded identity provider's own schema: its users, keys and protocol state survive restarts. */
export const idp = pgSchema('idp');

export const users = idp.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64url), null until the user sets one. */
    passwordHash: text('password_hash'),
    enabled: boolean('enabled').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    realmRoles: text('realm_roles').array().notNull().default(sql`'{}'::text[]`),
    clientRoles: jsonb('client_roles').$type<Record<string, string[]>>().notNull().default({}),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * Groups, identified by their full path as in Keycloak's `groups` claim (`/prosa/operatori`). A group's parent is
 * the group whose path is its own minus the last segment.
 */
export const groups = idp.table('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  path: text('path').notNull().unique(),
  /** Client id of the application the group belongs to (a group attribute in Keycloak). */
  application: text('application'),
  description: text('description').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Group membership: read at every token issue, so a change shows up at the user's next refresh. */
export const groupMembers = idp.table(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * Realm roles (client_id null) and client roles, as Keycloak keeps them. The roles a user holds stay in
 * `users.realm_roles` and `users.client_roles`, which the token claims are made of.
 */
export const roles = idp.table(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('roles_client_name_key').on(sql`coalesce(${t.clientId}, '')`, t.name)],
);

/** One-time links that let a user verify their e-mail and set a password (Keycloak's action tokens). */
export const actionTokens = idp.table(
  'action_tokens',
  {
    /** SHA-256 of the token: the token itself is only in the link that was sent. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actions: text('actions').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_tokens_user_idx').on(t.userId)],
);

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions…), one row each. */
export const oidcPayloads = idp.table(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Signing keys (private JWKs). Kept in the database so tokens stay valid across restarts and replicas. */
export const signingKeys = idp.table('signing_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Generated secrets (cookie signing keys), created once at first start. */
export const secrets = idp.table('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempts per user name since the last success (each counted before its password is checked), to slow
 * down password guessing and lock the name out for a while (Keycloak's brute-force detection).
 */
export const loginFailures = idp.table('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** Until when attempts on this name are refused without checking the password. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
