import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';
import { applications, routes } from '../platform/platform.tables.ts';

export const menu = pg.pgSchema('menu');

/** A menu (menu group) of an application. Its version changes with any change to its items. */
export const menus = menu.table(
  'menus',
  {
    id: col.serialId(),
    applicationId: col.requiredRef('application_id', () => applications.id, 'cascade'),
    nome: pg.text('nome').notNull(),
    description: col.blankText('description'),
    version: col.version(),
    updatedAt: col.updatedAt(),
  },
  (t) => [pg.uniqueIndex('menus_application_nome_key').on(t.applicationId, sql`lower(${t.nome})`)],
);

/** Parent items (parent_id null) and their child items. An item opens a route of the menu's application. */
export const menuItems = menu.table(
  'items',
  {
    id: col.serialId(),
    menuId: col.requiredRef('menu_id', () => menus.id, 'cascade'),
    parentId: col.optionalRef('parent_id', (): pg.AnyPgColumn => menuItems.id, 'cascade'),
    label: pg.text('label').notNull(),
    icon: pg.text('icon'),
    routeId: col.optionalRef('route_id', () => routes.id, 'restrict'),
    enabled: pg.boolean('enabled').notNull().default(true),
    position: col.position(),
    version: col.version(),
  },
  (t) => [
    pg.index('items_menu_idx').on(t.menuId),
    pg.index('items_parent_idx').on(t.parentId),
    pg.index('items_route_idx').on(t.routeId),
  ],
);
