import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sections } from '../authorization/authorization.tables.ts';

export const platform = pgSchema('platform');

export const applications = platform.table(
  'applications',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    /** Identity client whose roles give the user's role in the application. */
    clientId: text('client_id').notNull().unique(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('it-app'),
    hasHomePublic: boolean('has_home_public').notNull().default(false),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('applications_nome_key').on(sql`lower(${t.nome})`)],
);

export const routes = platform.table(
  'routes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    component: text('component').notNull(),
    /** Also served to anonymous visitors by GET /api/v1/halo/routing. */
    isPublic: boolean('is_public').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** When set, only users holding READ on the section (or the application's admins) get the route. */
    section: text('section').references(() => sections.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [unique('routes_application_path_key').on(t.applicationId, t.path)],
);

export const subRoutes = platform.table(
  'sub_routes',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    pathBase: text('path_base').notNull(),
    name: text('name').notNull(),
    component: text('component').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('sub_routes_route_path_key').on(t.routeId, t.pathBase)],
);

/** Which roles of the application get a route. superadmin gets every route. */
export const routeRoles = platform.table(
  'route_roles',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.role] })],
);

/** Back-end services of the platform (SPEC.md §7 "services"), linked to the applications that use them. */
export const services = platform.table('services', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  description: text('description').notNull().default(''),
  basePath: text('base_path').notNull().unique(),
  base: boolean('base').notNull().default(false),
  microservice: boolean('microservice').notNull().default(false),
  version: integer('version').notNull().default(1),
});

export const applicationServices = platform.table(
  'application_services',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.serviceId] })],
);

/** An application's workspace configuration ("wsc"): one per application. */
export const configurations = platform.table('configurations', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique()
    .references(() => applications.id, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  description: text('description').notNull().default(''),
  homePath: text('home_path'),
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  version: integer('version').notNull().default(1),
});

/** Authorities (roles of the API client in the identity provider) an application enables. */
export const applicationAuthorities = platform.table(
  'application_authorities',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authority: text('authority').notNull(),
  },
  (t) => [unique('application_authorities_key').on(t.applicationId, t.authority)],
);

/** Platform-wide settings, one row per key (identity-provider, platform), each with its own version. */
export const settings = platform.table('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the catalogue sync installed from the applications' manifests (docs/adr/0009-application-kit.md): one row
 * per manifest item (an application, a route, a service link, a menu item …) with the row it made or adopted and
 * the values it last applied. An item with a row here is never created again, so what an administrator deleted
 * stays deleted; a row whose values still equal `applied` was not changed by anyone and follows the manifest.
 */
export const catalogueItems = platform.table('catalogue_items', {
  key: text('key').primaryKey(),
  rowId: integer('row_id').notNull(),
  applied: jsonb('applied').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
