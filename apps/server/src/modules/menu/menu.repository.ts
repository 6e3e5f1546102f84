import type { Menu, MenuChildItem } from '@halo/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstId, required } from '../../db/rows.ts';
import { updateMovingVersion, updateVersioned } from '../../db/versioned.ts';
import { menuItems, menus } from './menu.tables.ts';

export interface ItemValues {
  label: string;
  icon: string | null;
  routeId: number | null;
  enabled: boolean;
  position: number;
}

const itemColumns = {
  id: menuItems.id,
  menuId: menuItems.menuId,
  parentId: menuItems.parentId,
  label: menuItems.label,
  icon: menuItems.icon,
  routeId: menuItems.routeId,
  enabled: menuItems.enabled,
  position: menuItems.position,
  version: menuItems.version,
};

const menuColumns = {
  id: menus.id,
  applicationId: menus.applicationId,
  nome: menus.nome,
  description: menus.description,
  version: menus.version,
  updatedAt: menus.updatedAt,
};

export type MenuRow = Omit<Menu, 'updatedAt'> & { updatedAt: Date };

/** An item as stored: the path of the route it opens is the platform's, added by the service. */
export type ItemRow = Omit<MenuChildItem, 'path'>;

/** SQL of the menu module. */
export function createMenuRepository(db: Db) {
  function itemsWhere(where: ReturnType<typeof and>): Promise<ItemRow[]> {
    return db
      .select(itemColumns)
      .from(menuItems)
      .where(where)
      .orderBy(asc(menuItems.position), asc(menuItems.id));
  }

  return {
    listMenus(applicationId?: number): Promise<MenuRow[]> {
      return db
        .select(menuColumns)
        .from(menus)
        .where(applicationId === undefined ? undefined : eq(menus.applicationId, applicationId))
        .orderBy(asc(menus.applicationId), asc(menus.id));
    },

    async findMenu(id: number): Promise<MenuRow | undefined> {
      const [row] = await db.select(menuColumns).from(menus).where(eq(menus.id, id));
      return row;
    },

    async insertMenu(values: { applicationId: number; nome: string; description: string }): Promise<number> {
      const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
      return required(row, 'row').id;
    },

    /** An application's first menu, if it has one. */
    firstMenuOf(applicationId: number): Promise<number | undefined> {
      return firstId(
        db
          .select({ id: menus.id })
          .from(menus)
          .where(eq(menus.applicationId, applicationId))
          .orderBy(menus.id)
          .limit(1),
      );
    },

    /** A menu of an application with this name and no description. */
    async insertNamedMenu(applicationId: number, nome: string): Promise<number> {
      const [created] = await db.insert(menus).values({ applicationId, nome }).returning({ id: menus.id });
      return required(created, 'menu').id;
    },

    /** Renames the menu if it is still at `version`, bumping it. */
    updateMenu(id: number, version: number, values: { nome: string; description: string }): Promise<void> {
      return updateVersioned(
        db,
        menus,
        { id, version },
        { ...values, updatedAt: new Date() },
        'Menu non trovato.',
      );
    },

    /** Any change to a menu's items makes a copy of the menu read before it stale. */
    async touchMenu(id: number): Promise<void> {
      await db
        .update(menus)
        .set({ version: sql`${menus.version} + 1`, updatedAt: new Date() })
        .where(eq(menus.id, id));
    },

    async deleteMenu(id: number): Promise<void> {
      await db.delete(menus).where(eq(menus.id, id));
    },

    itemsOfMenus(menuIds: number[]): Promise<ItemRow[]> {
      if (menuIds.length === 0) {
        return Promise.resolve([]);
      }
      return itemsWhere(and(inArray(menuItems.menuId, menuIds)));
    },

    async findItem(id: number): Promise<ItemRow | undefined> {
      return (await itemsWhere(and(eq(menuItems.id, id))))[0];
    },

    childrenOf(parentIds: number[]): Promise<ItemRow[]> {
      if (parentIds.length === 0) {
        return Promise.resolve([]);
      }
      return itemsWhere(and(inArray(menuItems.parentId, parentIds)));
    },

    /** A parent item of the menu with this label and no route (a group of the catalogue's default menu). */
    findGroup(menuId: number, label: string): Promise<number | undefined> {
      return firstId(
        db
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(
            and(
              eq(menuItems.menuId, menuId),
              isNull(menuItems.parentId),
              isNull(menuItems.routeId),
              eq(menuItems.label, label),
            ),
          )
          .limit(1),
      );
    },

    /** An item of the menu opening this route, if any. */
    findItemOpening(menuId: number, routeId: number): Promise<number | undefined> {
      return firstId(
        db
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(and(eq(menuItems.menuId, menuId), eq(menuItems.routeId, routeId)))
          .limit(1),
      );
    },

    /** A top-level item without a route, enabled. */
    async insertGroup(
      menuId: number,
      group: { label: string; icon: string; position: number },
    ): Promise<number> {
      const [created] = await db
        .insert(menuItems)
        .values({ menuId, label: group.label, icon: group.icon, position: group.position })
        .returning({ id: menuItems.id });
      return required(created, 'menu group').id;
    },

    /** An item opening a route, without an icon, enabled. */
    async insertRouteItem(
      menuId: number,
      item: { parentId: number | null; label: string; routeId: number; position: number },
    ): Promise<number> {
      const [created] = await db
        .insert(menuItems)
        .values({ menuId, ...item })
        .returning({ id: menuItems.id });
      return required(created, 'menu item').id;
    },

    async nextPosition(menuId: number, parentId: number | null): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${menuItems.position}), -1)::int + 1` })
        .from(menuItems)
        .where(
          and(
            eq(menuItems.menuId, menuId),
            parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
          ),
        );
      return row?.next ?? 0;
    },

    async insertItem(menuId: number, parentId: number | null, values: ItemValues): Promise<number> {
      const [row] = await db
        .insert(menuItems)
        .values({ menuId, parentId, ...values })
        .returning({ id: menuItems.id });
      return required(row, 'row').id;
    },

    /**
     * Updates an item if `version` is given and still current; without it, unconditionally (the items of a menu
     * saved whole, whose version the menu's own carries).
     */
    async updateItem(
      id: number,
      parentId: number | null,
      values: ItemValues,
      version?: number,
    ): Promise<void> {
      if (version !== undefined) {
        await updateVersioned(
          db,
          menuItems,
          { id, version },
          { parentId, ...values },
          'Voce di menu non trovata.',
        );
        return;
      }
      await updateMovingVersion(db, menuItems, id, { parentId, ...values });
    },

    async deleteItems(ids: number[]): Promise<void> {
      if (ids.length > 0) {
        await db.delete(menuItems).where(inArray(menuItems.id, ids));
      }
    },

    itemsUsingRoute(routeId: number) {
      return db
        .select({ id: menuItems.id, label: menuItems.label, menuId: menuItems.menuId })
        .from(menuItems)
        .where(eq(menuItems.routeId, routeId));
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
