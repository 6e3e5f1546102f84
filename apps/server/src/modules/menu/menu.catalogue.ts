import type { Db } from '../../db/database.ts';
import type { MenuCatalogue } from '../platform/platform.sync.ts';
import { createMenuRepository } from './menu.repository.ts';

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
