import type { Db } from '../../db/database.ts';
import { createMenuRepository } from './menu.repository.ts';

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
  const repo = createMenuRepository(db);
  return {
    async ensureMenu(applicationId) {
      const existing = await repo.firstMenuOf(applicationId);
      if (existing !== undefined) return existing;
      return repo.insertNamedMenu(applicationId, DEFAULT_MENU_NAME);
    },

    async ensureGroup(menuId, group) {
      const existing = await repo.findGroup(menuId, group.label);
      if (existing !== undefined) return existing;
      const created = await repo.insertGroup(menuId, group);
      await repo.touchMenu(menuId);
      return created;
    },

    async ensureItem(menuId, item) {
      const existing = await repo.findItemOpening(menuId, item.routeId);
      if (existing !== undefined) return existing;
      const created = await repo.insertRouteItem(menuId, item);
      await repo.touchMenu(menuId);
      return created;
    },
  };
}
