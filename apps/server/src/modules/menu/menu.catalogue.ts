import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { menuItems, menus } from './menu.tables.ts';

/**
 * What the catalogue sync asks of the menu module to install an application's default menu. Each call finds the
 * piece by its natural key (so an installation seeded before the sync existed keeps its rows) or creates it.
 */
export interface MenuCatalogue {
  /** The application's menu: its first one, or a new 'Menu principale'. */
  ensureMenu(applicationId: number): Promise<number>;
  /** A parent item of the menu with this label and no route. */
  ensureGroup(menuId: number, group: { label: string; icon: string; position: number }): Promise<number>;
  /** An item opening this route, under `parentId` (null: top level). */
  ensureItem(
    menuId: number,
    item: { parentId: number | null; label: string; routeId: number; position: number },
  ): Promise<number>;
}

export const DEFAULT_MENU_NAME = 'Menu principale';

export function createMenuCatalogue(db: Db): MenuCatalogue {
  return {
    async ensureMenu(applicationId) {
      const [existing] = await db
        .select({ id: menus.id })
        .from(menus)
        .where(eq(menus.applicationId, applicationId))
        .orderBy(menus.id)
        .limit(1);
      if (existing) return existing.id;
      const [created] = await db
        .insert(menus)
        .values({ applicationId, nome: DEFAULT_MENU_NAME })
        .returning({ id: menus.id });
      return required(created, 'menu').id;
    },

    async ensureGroup(menuId, group) {
      const [existing] = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(
          and(
            eq(menuItems.menuId, menuId),
            isNull(menuItems.parentId),
            isNull(menuItems.routeId),
            eq(menuItems.label, group.label),
          ),
        )
        .limit(1);
      if (existing) return existing.id;
      const [created] = await db
        .insert(menuItems)
        .values({ menuId, label: group.label, icon: group.icon, position: group.position })
        .returning({ id: menuItems.id });
      await touch(db, menuId);
      return required(created, 'menu group').id;
    },

    async ensureItem(menuId, item) {
      const [existing] = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.menuId, menuId), eq(menuItems.routeId, item.routeId)))
        .limit(1);
      if (existing) return existing.id;
      const [created] = await db
        .insert(menuItems)
        .values({ menuId, ...item })
        .returning({ id: menuItems.id });
      await touch(db, menuId);
      return required(created, 'menu item').id;
    },
  };
}

/** A change to a menu's items makes a copy of the menu read before it stale (menu.repository's rule). */
async function touch(db: Db, menuId: number) {
  await db
    .update(menus)
    .set({ version: sql`${menus.version} + 1`, updatedAt: new Date() })
    .where(eq(menus.id, menuId));
}
