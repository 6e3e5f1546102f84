import { menuRoutes as api } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, route, writeRoute } from '../../http/route.ts';
import { principalOf } from '../../http/write-context.ts';
import { accessKeyOf } from '../../plugins/access-key.ts';
import { VISIBILITY_TABLES } from '../platform/platform.visibility.ts';
import type { MenuService } from './menu.service.ts';

/** SPEC.md §7 "Menu". */
export async function menuRoutes(app: FastifyInstance, deps: { service: MenuService }) {
  const { service } = deps;

  route(app, api.fathers, async (request) => service.fathers(request.query));
  route(app, api.fatherById, async (request) => service.father(request.params.id));
  route(app, api.children, async (request) => service.children(request.query));
  route(app, api.childById, async (request) => service.child(request.params.id));
  createRoute(app, api.fatherCreate, service.createFather);
  writeRoute(app, api.fatherUpdate, service.updateFather);
  createRoute(app, api.childCreate, service.createChild);
  writeRoute(app, api.childUpdate, service.updateChild);
  deleteRoute(app, api.fatherRemove, service.removeFather);
  deleteRoute(app, api.childRemove, service.removeChild);
  route(app, api.voci, async (request) => service.voci(request.query.idWsc));
  // The same for everyone with the same roles and groups: serialised once per access key (docs/adr/0032).
  route(app, api.filtered, async (request) => service.filtered(principalOf(request), request.query.idApp), {
    reference: {
      tables: ['menu.menus', 'menu.items', ...VISIBILITY_TABLES],
      vary: (request) => accessKeyOf(principalOf(request)),
    },
  });
  writeRoute(app, api.update, service.save);
  createRoute(app, api.create, service.create);
  route(app, api.list, async (request) => service.list(request.query.idApp));
  route(app, api.byId, async (request) => service.get(request.params.id));
  deleteRoute(app, api.remove, service.remove);
}
