import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications, routes } from '../platform/platform.tables.ts';

export const menu = pgSchema('menu');

/** A menu (menu group) of an application. Its version changes with any change to its items. */
export const menus = menu.table(
  'menus',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menus_application_nome_key').on(t.applicationId, sql`lower(${t.nome})`)],
);

/** Parent items (parent_id null) and their child items. An item opens a route of the menu's application. */
export const menuItems = menu.table(
  'items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    icon: text('icon'),
    routeId: integer('route_id').references(() => routes.id, { onDelete: 'restrict' }),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('items_menu_idx').on(t.menuId),
    index('items_parent_idx').on(t.parentId),
    index('items_route_idx').on(t.routeId),
  ],
);
