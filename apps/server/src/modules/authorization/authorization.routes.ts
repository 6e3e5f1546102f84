import { authorizationRoutes as api, authoritiesRoutes, type PermissionFlag } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { catalogueReply } from '../../http/catalogue.ts';
import { route } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import type { AuthorizationService } from './authorization.service.ts';

/** SPEC.md §7 "Authorization" and "Authorities". */
export async function authorizationRoutes(app: FastifyInstance, deps: { service: AuthorizationService }) {
  const { service } = deps;

  route(app, api.groups, async (request) => service.listGroups(request.query));
  route(app, api.groupById, async (request) => service.getGroup(request.params.id));
  route(app, api.groupCreate, async (request, reply) => {
    reply.status(201);
    return service.createGroup(request.body, writeContext(request));
  });
  route(app, api.groupUpdate, async (request) => service.updateGroup(request.body, writeContext(request)));
  route(app, api.groupDelete, async (request) =>
    service.deleteGroup(request.params.id, writeContext(request)),
  );
  route(app, api.permissionAdd, async (request) =>
    service.grantFlag(
      { ...request.body, flag: request.body.flag as PermissionFlag | 'ALL' },
      writeContext(request),
    ),
  );
  route(app, api.permissionRemove, async (request) =>
    service.revokeFlag(
      { ...request.body, flag: request.body.flag as PermissionFlag | 'ALL' },
      writeContext(request),
    ),
  );
  route(app, api.addUser, async (request) =>
    service.addMember(request.body.idGruppo, request.body.idUser, writeContext(request)),
  );
  route(app, api.removeUser, async (request) =>
    service.removeMember(request.body.idGruppo, request.body.idUser, writeContext(request)),
  );
  route(app, api.addPermissions, async (request) => service.setMask(request.body, writeContext(request)));
  route(app, api.removePermissions, async (request) =>
    service.clearMask(request.body, writeContext(request)),
  );
  route(app, api.groupsFiltered, async (request) => service.groupsWithPermissionsOn(request.query.idapp));

  route(app, api.roleCreate, async (request, reply) => {
    reply.status(201);
    return service.createRole(request.body, writeContext(request));
  });
  route(app, api.rolesByApp, async (request) => service.rolesOfApplication(request.query.id));
  route(app, api.realmRoles, async () => service.realmRoles());

  route(app, api.users, async (request) => service.listUsers(request.query));
  route(app, api.userById, async (request) => service.getUser(request.params.id));
  route(app, api.userCreate, async (request, reply) => {
    reply.status(201);
    return service.createUser(request.body, writeContext(request));
  });
  route(app, api.userUpdate, async (request) => service.updateUser(request.body, writeContext(request)));
  route(app, api.userDelete, async (request) => service.deleteUser(request.params.id, writeContext(request)));

  route(app, api.authorityBe, async (request) => service.authority(request.query.authority));
  route(app, api.resendEmail, async (request) =>
    service.resendEmail(request.query.email, writeContext(request)),
  );
  // Anyone may ask, so the call is rate-limited per address (and answers the same whether the address exists).
  route(
    app,
    api.resendEmailPublic,
    async (request) => service.resendEmailPublic(request.query.email, writeContext(request)),
    { rateLimit: { max: 5, timeWindow: '1 minute' } },
  );
  route(app, api.authorityRemove, async (request) =>
    service.removeAuthority(request.params.name, writeContext(request)),
  );

  route(app, authoritiesRoutes.all, async (request, reply) =>
    catalogueReply(reply, await service.authoritiesCatalogue(request.query)),
  );
}
