import { authorizationRoutes as api, authoritiesRoutes, type PermissionFlag } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { catalogueReply } from '../../http/catalogue.ts';
import { createRoute, deleteRoute, route, writeRoute } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import type { AuthorizationService } from './authorization.service.ts';

/** SPEC.md §7 "Authorization" and "Authorities". */
export async function authorizationRoutes(app: FastifyInstance, deps: { service: AuthorizationService }) {
  const { service } = deps;

  route(app, api.groups, async (request) => service.listGroups(request.query));
  route(app, api.groupById, async (request) => service.getGroup(request.params.id));
  createRoute(app, api.groupCreate, service.createGroup);
  writeRoute(app, api.groupUpdate, service.updateGroup);
  deleteRoute(app, api.groupDelete, service.deleteGroup);
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
  writeRoute(app, api.addPermissions, service.setMask);
  writeRoute(app, api.removePermissions, service.clearMask);
  route(app, api.groupsFiltered, async (request) => service.groupsWithPermissionsOn(request.query.idapp));

  createRoute(app, api.roleCreate, service.createRole);
  route(app, api.rolesByApp, async (request) => service.rolesOfApplication(request.query.id));
  route(app, api.realmRoles, async () => service.realmRoles());

  route(app, api.users, async (request) => service.listUsers(request.query));
  route(app, api.userById, async (request) => service.getUser(request.params.id));
  createRoute(app, api.userCreate, service.createUser);
  writeRoute(app, api.userUpdate, service.updateUser);
  deleteRoute(app, api.userDelete, service.deleteUser);

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
