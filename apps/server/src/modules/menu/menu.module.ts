import type { ServerModule } from '../server-module.ts';
import { menuRoutes } from './menu.routes.ts';
import type { MenuService } from './menu.service.ts';

/** Menus (core): the applications' menus and the one each user gets. */
export const menuModule: ServerModule<{ service: MenuService }> = {
  name: 'menu',
  register: menuRoutes,
};
