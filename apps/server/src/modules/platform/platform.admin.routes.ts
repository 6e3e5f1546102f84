import { platformAdminRoutes as api } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { catalogueReply } from '../../http/catalogue.ts';
import { createRoute, deleteRoute, route, writeRoute } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
import type { AuthorizationService } from '../authorization/authorization.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { PlatformAdminService } from './platform.admin.service.ts';
import type { TransferService } from './platform.transfer.ts';

/** SPEC.md §7 "Platform admin" (the administration calls under /api/v1/halo). */
export async function platformAdminRoutes(
  app: FastifyInstance,
  deps: {
    service: PlatformAdminService;
    transfer: TransferService;
    authorization: AuthorizationService;
    mailer: Mailer;
  },
) {
  const { service, transfer, authorization } = deps;

  route(app, api.modules, async (request, reply) =>
    catalogueReply(reply, await service.modules(request.query)),
  );
  route(app, api.icons, async () => service.icons());

  route(app, api.appList, async (request, reply) =>
    catalogueReply(reply, await service.listApplications(request.query)),
  );
  createRoute(app, api.appCreate, service.createApplication);
  writeRoute(app, api.appUpdate, service.updateApplication);
  deleteRoute(app, api.appDelete, service.deleteApplication);
  route(app, api.appDetail, async (request) => service.applicationDetail(request.params.id));
  route(app, api.appAddService, async (request) =>
    service.addService(request.body.idApp, request.body.idService, writeContext(request)),
  );
  route(app, api.appRemoveService, async (request) =>
    service.removeService(request.body.idApp, request.body.idService, writeContext(request)),
  );
  route(app, api.appAuthorities, async (request) => service.applicationAuthorities(request.query.idApp));
  route(app, api.appExport, async (request, reply) => {
    const document = await transfer.exportApplication(request.params.id);
    reply.header(
      'content-disposition',
      `attachment; filename="halo-${document.application.clientId}-${document.exportedAt.slice(0, 10)}.json"`,
    );
    return document;
  });
  writeRoute(app, api.appImport, transfer.importApplication);
  route(app, api.appPreview, async (request) => service.preview(request.query.idApp, request.query.role));

  route(app, api.services, async (request, reply) =>
    catalogueReply(reply, await service.listServices(request.query)),
  );
  route(app, api.servicesByApplication, async (request) =>
    service.servicesOfApplication(request.query.idapp),
  );
  route(app, api.serviceById, async (request) => service.getService(request.params.id));
  createRoute(app, api.serviceCreate, service.createService);
  writeRoute(app, api.serviceUpdate, service.updateService);
  deleteRoute(app, api.serviceDelete, service.deleteService);
  route(app, api.serviceBase, async (request) =>
    service.setServiceFlag(request.params.id, 'base', request.body.enabled, writeContext(request)),
  );
  route(app, api.serviceMicroservice, async (request) =>
    service.setServiceFlag(request.params.id, 'microservice', request.body.enabled, writeContext(request)),
  );

  route(app, api.routes, async (request, reply) =>
    catalogueReply(reply, await service.routesCatalogue(request.query.idApp, request.query)),
  );
  route(app, api.routeById, async (request) => service.getRoute(request.params.id));
  createRoute(app, api.routeCreate, service.createRoute);
  writeRoute(app, api.routeUpdate, service.updateRoute);
  deleteRoute(app, api.routeDelete, service.deleteRoute);

  route(app, api.sections, async (request, reply) =>
    catalogueReply(reply, await service.listSections(request.query)),
  );
  createRoute(app, api.sectionCreate, authorization.createSection);
  deleteRoute(app, api.sectionDelete, authorization.deleteSection);

  createRoute(app, api.configurationRoleCreate, service.createConfigurationRole);
  deleteRoute(app, api.configurationRoleDelete, authorization.deleteRole);
  createRoute(app, api.configurationAuthorityCreate, service.createConfigurationAuthority);
  deleteRoute(app, api.configurationAuthorityDelete, service.deleteConfigurationAuthority);
  route(app, api.configurationGroups, async (request) => service.configurationGroups(request.query.idWsc));

  route(app, api.configurations, async (request) => service.listConfigurations(request.query));
  route(app, api.configurationById, async (request) => service.configuration(request.params.id));
  createRoute(app, api.configurationCreate, service.createConfiguration);
  writeRoute(app, api.configurationUpdate, service.updateConfiguration);

  route(app, api.identityProvider, async () => service.identityProviderSettings());
  writeRoute(app, api.identityProviderUpdate, service.updateIdentityProvider);
  route(app, api.platformSettings, async () => service.platformSettings());
  writeRoute(app, api.platformSettingsUpdate, service.updatePlatformSettings);

  route(app, api.outbox, async (request) => deps.mailer.outboxPage(request.query));
}
