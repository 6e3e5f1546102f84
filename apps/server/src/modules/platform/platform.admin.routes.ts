import { platformAdminRoutes as api } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { catalogueReply } from '../../http/catalogue.ts';
import { route } from '../../http/route.ts';
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
  route(app, api.appCreate, async (request, reply) => {
    reply.status(201);
    return service.createApplication(request.body, writeContext(request));
  });
  route(app, api.appUpdate, async (request) =>
    service.updateApplication(request.body, writeContext(request)),
  );
  route(app, api.appDelete, async (request) =>
    service.deleteApplication(request.params.id, writeContext(request)),
  );
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
  route(app, api.appImport, async (request) =>
    transfer.importApplication(request.body, writeContext(request)),
  );
  route(app, api.appPreview, async (request) => service.preview(request.query.idApp, request.query.role));

  route(app, api.services, async (request, reply) =>
    catalogueReply(reply, await service.listServices(request.query)),
  );
  route(app, api.servicesByApplication, async (request) =>
    service.servicesOfApplication(request.query.idapp),
  );
  route(app, api.serviceById, async (request) => service.getService(request.params.id));
  route(app, api.serviceCreate, async (request, reply) => {
    reply.status(201);
    return service.createService(request.body, writeContext(request));
  });
  route(app, api.serviceUpdate, async (request) =>
    service.updateService(request.body, writeContext(request)),
  );
  route(app, api.serviceDelete, async (request) =>
    service.deleteService(request.params.id, writeContext(request)),
  );
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
  route(app, api.routeCreate, async (request, reply) => {
    reply.status(201);
    return service.createRoute(request.body, writeContext(request));
  });
  route(app, api.routeUpdate, async (request) => service.updateRoute(request.body, writeContext(request)));
  route(app, api.routeDelete, async (request) =>
    service.deleteRoute(request.params.id, writeContext(request)),
  );

  route(app, api.sections, async (request, reply) =>
    catalogueReply(reply, await service.listSections(request.query)),
  );
  route(app, api.sectionCreate, async (request, reply) => {
    reply.status(201);
    return authorization.createSection(request.body, writeContext(request));
  });
  route(app, api.sectionDelete, async (request) =>
    authorization.deleteSection(request.params.id, writeContext(request)),
  );

  route(app, api.configurationRoleCreate, async (request, reply) => {
    reply.status(201);
    return service.createConfigurationRole(request.body, writeContext(request));
  });
  route(app, api.configurationRoleDelete, async (request) =>
    authorization.deleteRole(request.params.id, writeContext(request)),
  );
  route(app, api.configurationAuthorityCreate, async (request, reply) => {
    reply.status(201);
    return service.createConfigurationAuthority(request.body, writeContext(request));
  });
  route(app, api.configurationAuthorityDelete, async (request) =>
    service.deleteConfigurationAuthority(request.params.id, writeContext(request)),
  );
  route(app, api.configurationGroups, async (request) => service.configurationGroups(request.query.idWsc));

  route(app, api.configurations, async (request) => service.listConfigurations(request.query));
  route(app, api.configurationById, async (request) => service.configuration(request.params.id));
  route(app, api.configurationCreate, async (request, reply) => {
    reply.status(201);
    return service.createConfiguration(request.body, writeContext(request));
  });
  route(app, api.configurationUpdate, async (request) =>
    service.updateConfiguration(request.body, writeContext(request)),
  );

  route(app, api.identityProvider, async () => service.identityProviderSettings());
  route(app, api.identityProviderUpdate, async (request) =>
    service.updateIdentityProvider(request.body, writeContext(request)),
  );
  route(app, api.platformSettings, async () => service.platformSettings());
  route(app, api.platformSettingsUpdate, async (request) =>
    service.updatePlatformSettings(request.body, writeContext(request)),
  );

  route(app, api.outbox, async (request) => deps.mailer.outboxPage(request.query));
}
