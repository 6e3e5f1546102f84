import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';
import { sections } from '../authorization/authorization.tables.ts';

/** The application a row of the platform belongs to: it goes with the application (CASCADE). */
function applicationRef() {
  return col.requiredRef('application_id', () => applications.id, 'cascade');
}

export const platform = pg.pgSchema('platform');

export const applications = platform.table(
  'applications',
  {
    id: col.serialId(),
    nome: pg.text('nome').notNull(),
    /** Identity client whose roles give the user's role in the application. */
    clientId: pg.text('client_id').notNull().unique(),
    description: col.blankText('description'),
    icon: pg.text('icon').notNull().default('it-app'),
    hasHomePublic: col.flag('has_home_public'),
    position: col.position(),
    version: col.version(),
  },
  (t) => [pg.uniqueIndex('applications_nome_key').on(sql`lower(${t.nome})`)],
);

export const routes = platform.table(
  'routes',
  {
    id: col.serialId(),
    applicationId: applicationRef(),
    path: pg.text('path').notNull(),
    name: pg.text('name').notNull(),
    component: pg.text('component').notNull(),
    /** Also served to anonymous visitors by GET /api/v1/halo/routing. */
    isPublic: col.flag('is_public'),
    position: col.position(),
    /** When set, only users holding READ on the section (or the application's admins) get the route. */
    section: pg
      .text('section')
      .references(() => sections.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    version: col.version(),
  },
  (t) => [pg.unique('routes_application_path_key').on(t.applicationId, t.path)],
);

export const subRoutes = platform.table(
  'sub_routes',
  {
    id: col.serialId(),
    routeId: col.requiredRef('route_id', () => routes.id, 'cascade'),
    pathBase: pg.text('path_base').notNull(),
    name: pg.text('name').notNull(),
    component: pg.text('component').notNull(),
    position: col.position(),
  },
  (t) => [pg.unique('sub_routes_route_path_key').on(t.routeId, t.pathBase)],
);

/** Which roles of the application get a route. superadmin gets every route. */
export const routeRoles = platform.table(
  'route_roles',
  {
    routeId: col.requiredRef('route_id', () => routes.id, 'cascade'),
    role: pg.text('role').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.routeId, t.role] })],
);

/** Back-end services of the platform (SPEC.md §7 "services"), linked to the applications that use them. */
export const services = platform.table('services', {
  id: col.serialId(),
  nome: pg.text('nome').notNull(),
  description: col.blankText('description'),
  basePath: pg.text('base_path').notNull().unique(),
  base: col.flag('base'),
  microservice: col.flag('microservice'),
  version: col.version(),
});

export const applicationServices = platform.table(
  'application_services',
  {
    applicationId: applicationRef(),
    serviceId: col.requiredRef('service_id', () => services.id, 'restrict'),
  },
  (t) => [pg.primaryKey({ columns: [t.applicationId, t.serviceId] })],
);

/** An application's workspace configuration ("wsc"): one per application. */
export const configurations = platform.table('configurations', {
  id: col.serialId(),
  applicationId: pg
    .integer('application_id')
    .notNull()
    .unique()
    .references(() => applications.id, { onDelete: 'cascade' }),
  nome: pg.text('nome').notNull(),
  description: col.blankText('description'),
  homePath: pg.text('home_path'),
  settings: pg.jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  version: col.version(),
});

/** Authorities (roles of the API client in the identity provider) an application enables. */
export const applicationAuthorities = platform.table(
  'application_authorities',
  {
    id: col.serialId(),
    applicationId: applicationRef(),
    authority: pg.text('authority').notNull(),
  },
  (t) => [pg.unique('application_authorities_key').on(t.applicationId, t.authority)],
);

/** Platform-wide settings, one row per key (identity-provider, platform), each with its own version. */
export const settings = platform.table('settings', {
  key: pg.text('key').primaryKey(),
  value: pg.jsonb('value').$type<Record<string, unknown>>().notNull(),
  version: col.version(),
  updatedAt: col.updatedAt(),
});

/**
 * What the catalogue sync installed from the applications' manifests (docs/adr/0009-application-kit.md): one row
 * per manifest item (an application, a route, a service link, a menu item …) with the row it made or adopted and
 * the values it last applied. An item with a row here is never created again, so what an administrator deleted
 * stays deleted; a row whose values still equal `applied` was not changed by anyone and follows the manifest.
 */
export const catalogueItems = platform.table('catalogue_items', {
  key: pg.text('key').primaryKey(),
  rowId: pg.integer('row_id').notNull(),
  applied: pg.jsonb('applied').$type<unknown>().notNull(),
  updatedAt: col.updatedAt(),
});
