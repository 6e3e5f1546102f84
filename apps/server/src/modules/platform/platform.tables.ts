import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgSchema,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
