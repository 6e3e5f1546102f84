import { menuRoutes as api } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
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
  route(app, api.fatherCreate, async (request, reply) => {
    reply.status(201);
    return service.createFather(request.body, writeContext(request));
  });
  route(app, api.fatherUpdate, async (request) => service.updateFather(request.body, writeContext(request)));
  route(app, api.childCreate, async (request, reply) => {
    reply.status(201);
    return service.createChild(request.body, writeContext(request));
  });
  route(app, api.childUpdate, async (request) => service.updateChild(request.body, writeContext(request)));
  route(app, api.fatherRemove, async (request) =>
    service.removeFather(request.params.id, writeContext(request)),
  );
  route(app, api.childRemove, async (request) =>
    service.removeChild(request.params.id, writeContext(request)),
  );
  route(app, api.voci, async (request) => service.voci(request.query.idWsc));
  // The same for everyone with the same roles and groups: serialised once per access key (docs/adr/0032).
  route(app, api.filtered, async (request) => service.filtered(principalOf(request), request.query.idApp), {
    reference: {
      tables: ['menu.menus', 'menu.items', ...VISIBILITY_TABLES],
      vary: (request) => accessKeyOf(principalOf(request)),
    },
  });
  route(app, api.update, async (request) => service.save(request.body, writeContext(request)));
  route(app, api.create, async (request, reply) => {
    reply.status(201);
    return service.create(request.body, writeContext(request));
  });
  route(app, api.list, async (request) => service.list(request.query.idApp));
  route(app, api.byId, async (request) => service.get(request.params.id));
  route(app, api.remove, async (request) => service.remove(request.params.id, writeContext(request)));
}
