import {
  ADMIN_APPLICATION,
  type Application,
  type ApplicationDetail,
  type ApplicationInput,
  type ApplicationUpdate,
  moduleApplication,
  type RolePreview,
  type RouteConfig,
  type RouteConfigInput,
  type RouteConfigUpdate,
  type Service,
  type ServiceInput,
  type ServiceUpdate,
  screenComponents,
} from '@halo/contract';
import type { CatalogueQuery } from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, found, NotFoundError, referenceDetails, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { AuthorizationService } from '../authorization/authorization.service.ts';
import { withIdentityUndo } from '../authorization/identity/identity.changes.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { createPlatformAdminRepository, type PlatformAdminRepository } from './platform.admin.repository.ts';
import { bootstrapItaliaIcons, checkIcon } from './platform.icons.ts';
import { createPlatformRepository } from './platform.repository.ts';
import type { RouteVisibility } from './platform.visibility.ts';
import { createPlatformWrites } from './platform.writes.ts';

/** What the catalogue's administration is built on. */
export interface CatalogueAdminDeps {
  db: Db;
  audit: AuditLog;
  visibility: RouteVisibility;
  authorization: AuthorizationService;
  identity: IdentityAdmin;
  menus: MenuService;
}

/**
 * The catalogue of the platform (SPEC.md §7 "Platform admin"): applications with their services, services,
 * the screens the SPA bundles, icons, and each application's routes, with the "view as role" preview. Rules:
 * versions checked on every update (409 when stale), references refused on delete (409 listing them) or
 * cascaded where the thing belongs to what is deleted, an audit row with every write.
 */
export function createCatalogueAdminService(deps: CatalogueAdminDeps) {
  const { authorization, identity } = deps;
  const repo = createPlatformAdminRepository(deps.db);
  const platform = createPlatformRepository(deps.db);
  const { write, record, updateAudited } = createPlatformWrites(deps);

  async function mustApplication(id: number) {
    return found(await platform.findApplication(id), 'Applicazione non trovata.');
  }

  async function applicationDetail(id: number): Promise<ApplicationDetail> {
    const application = await mustApplication(id);
    const [version, services, configuration] = await Promise.all([
      repo.applicationVersion(id),
      repo.listServices(id),
      repo.configurationOfApplication(id),
    ]);
    return { ...application, version: version ?? 1, services, configurationId: configuration?.id ?? null };
  }

  async function mustService(id: number) {
    return found(await repo.findService(id), 'Servizio non trovato.');
  }

  /**
   * Links a service to an application or unlinks it (`change`), both checked to exist first: the application's
   * version moves on and the change is audited, in one transaction; the answer is the application as it is now.
   */
  async function changeServiceLink(
    link: { applicationId: number; serviceId: number; ctx: WriteContext; action: string },
    change: (tx: PlatformAdminRepository) => Promise<void>,
  ): Promise<ApplicationDetail> {
    const { applicationId, serviceId, ctx, action } = link;
    await mustApplication(applicationId);
    await mustService(serviceId);
    await write(async (tx, txDb) => {
      await change(tx);
      await tx.touchApplication(applicationId);
      await record(ctx, 'applicazione', applicationId, action, { serviceId }, txDb);
    });
    return applicationDetail(applicationId);
  }

  async function mustRoute(id: number) {
    return found(await repo.findRoute(id), 'Rotta non trovata.');
  }

  async function checkSection(section: string | null, application: Application, path: string) {
    if (section === null) {
      return;
    }
    const sections = await authorization.listSections({ application: application.clientId });
    if (!sections.some((s) => s.name === section)) {
      throw new ValidationError([
        { path, message: "La sezione non esiste o non è dell'applicazione della rotta." },
      ]);
    }
  }

  return {
    // modules and icons -------------------------------------------------------------------------------------------
    modules(query: CatalogueQuery<'component' | 'application' | 'routes'> & { app?: string }) {
      const bundled = screenComponents.map((component) => ({
        component,
        application: moduleApplication(component),
      }));
      return repo.modulesCatalogue(bundled, query.app, query);
    },

    icons: async () => bootstrapItaliaIcons(),

    // applications ------------------------------------------------------------------------------------------------
    listApplications: (query: CatalogueQuery<'nome' | 'clientId'>) => repo.applicationsCatalogue(query),
    applicationDetail,

    /**
     * A new application comes with its configuration and its identity client (with the role `admin`). The client
     * is made first and taken back if the database refuses the application, so neither side is left half done.
     */
    async createApplication(input: ApplicationInput, ctx: WriteContext): Promise<ApplicationDetail> {
      checkIcon(input.icon, 'body.icon');
      const id = await withIdentityUndo(identity, `creation of ${input.clientId}`, async (changes) => {
        await changes.ensureClient(input.clientId, input.nome);
        if (!(await changes.listClientRoles(input.clientId)).some((r) => r.name === 'admin')) {
          await changes.createClientRole(input.clientId, 'admin', `Amministratore di ${input.nome}`);
        }
        return write(async (tx, txDb) => {
          const created = await tx.insertApplication(input);
          await tx.insertConfiguration({
            applicationId: created,
            nome: input.nome,
            description: input.description,
            homePath: null,
            settings: {},
          });
          await record(ctx, 'applicazione', created, 'create', { clientId: input.clientId }, txDb);
          return created;
        });
      });
      return applicationDetail(id);
    },

    async updateApplication(input: ApplicationUpdate, ctx: WriteContext): Promise<ApplicationDetail> {
      checkIcon(input.icon, 'body.icon');
      await mustApplication(input.id);
      const { id, version, ...values } = input;
      await updateAudited(ctx, 'applicazione', id, version, (tx) =>
        tx.updateApplication(id, version, values),
      );
      return applicationDetail(input.id);
    },

    /**
     * Refused (409) for the administration itself and while sections of the application exist (they carry
     * permissions); its routes, menus, configuration and links go with it.
     */
    async deleteApplication(id: number, ctx: WriteContext): Promise<Application> {
      const application = await mustApplication(id);
      if (application.clientId === ADMIN_APPLICATION) {
        throw new ConflictError("L'applicazione di amministrazione non si può eliminare.", [
          { path: 'params.id', message: application.nome },
        ]);
      }
      const sections = await authorization.listSections({ application: application.clientId });
      if (sections.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare l'applicazione: ha ancora ${sections.length} sezioni (con i loro permessi).`,
          referenceDetails(
            sections.map((s) => ({ id: s.name, label: s.description || s.name })),
            'sezioni',
          ),
        );
      }
      await write(async (_tx, txDb) => {
        // Menu items point at routes (RESTRICT): the menus go first, then the application with its routes.
        await deps.menus.replaceMenus(txDb, id, [], new Map());
        await createPlatformAdminRepository(txDb).deleteApplication(id);
        await record(ctx, 'applicazione', id, 'delete', { clientId: application.clientId }, txDb);
      });
      return application;
    },

    addService(applicationId: number, serviceId: number, ctx: WriteContext): Promise<ApplicationDetail> {
      return changeServiceLink({ applicationId, serviceId, ctx, action: 'service-add' }, async (tx) => {
        await tx.linkService(applicationId, serviceId);
      });
    },

    removeService(applicationId: number, serviceId: number, ctx: WriteContext): Promise<ApplicationDetail> {
      return changeServiceLink({ applicationId, serviceId, ctx, action: 'service-remove' }, async (tx) => {
        if (!(await tx.unlinkService(applicationId, serviceId))) {
          throw new NotFoundError("Il servizio non è collegato all'applicazione.");
        }
      });
    },

    // services ----------------------------------------------------------------------------------------------------
    listServices: (query: CatalogueQuery<'nome' | 'basePath'>) => repo.servicesCatalogue(query),
    async servicesOfApplication(applicationId: number): Promise<Service[]> {
      await mustApplication(applicationId);
      return repo.listServices(applicationId);
    },
    getService: (id: number) => mustService(id),

    async createService(input: ServiceInput, ctx: WriteContext): Promise<Service> {
      const id = await write(async (tx, txDb) => {
        const created = await tx.insertService(input);
        await record(ctx, 'servizio', created, 'create', {}, txDb);
        return created;
      });
      return mustService(id);
    },

    async updateService(input: ServiceUpdate, ctx: WriteContext): Promise<Service> {
      await mustService(input.id);
      const { id, version, ...values } = input;
      await updateAudited(ctx, 'servizio', id, version, (tx) => tx.updateService(id, version, values));
      return mustService(input.id);
    },

    async setServiceFlag(id: number, flag: 'base' | 'microservice', enabled: boolean, ctx: WriteContext) {
      await mustService(id);
      await write(async (tx, txDb) => {
        await tx.setServiceFlag(id, flag, enabled);
        await record(ctx, 'servizio', id, 'update', { [flag]: enabled }, txDb);
      });
      return mustService(id);
    },

    async deleteService(id: number, ctx: WriteContext): Promise<Service> {
      const service = await mustService(id);
      const users = await repo.applicationsUsingService(id);
      if (users.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare il servizio: è collegato a ${users.length} applicazioni.`,
          users.map((a) => ({ path: `applicazioni.${a.id}`, message: a.nome })),
        );
      }
      await write(async (tx, txDb) => {
        await tx.deleteService(id);
        await record(ctx, 'servizio', id, 'delete', {}, txDb);
      });
      return service;
    },

    // routing configuration ---------------------------------------------------------------------------------------
    listRoutes: (applicationId?: number) => repo.listRoutes(applicationId),
    routesCatalogue: (
      applicationId: number | undefined,
      query: CatalogueQuery<'position' | 'path' | 'name'>,
    ) => repo.routesCatalogue(applicationId, query),
    getRoute: (id: number) => mustRoute(id),

    async createRoute(input: RouteConfigInput, ctx: WriteContext): Promise<RouteConfig> {
      const application = await platform.findApplication(input.applicationId);
      if (!application) {
        throw new ConflictError("L'applicazione indicata non esiste.", [
          { path: 'body.applicationId', message: "L'applicazione indicata non esiste." },
        ]);
      }
      await checkSection(input.section, application, 'body.section');
      const id = await write(async (tx, txDb) => {
        const created = await tx.insertRoute(input.applicationId, input);
        await record(ctx, 'rotta', created, 'create', { applicationId: input.applicationId }, txDb);
        return created;
      });
      return mustRoute(id);
    },

    async updateRoute(input: RouteConfigUpdate, ctx: WriteContext): Promise<RouteConfig> {
      const current = await mustRoute(input.id);
      await checkSection(input.section, await mustApplication(current.applicationId), 'body.section');
      await updateAudited(ctx, 'rotta', input.id, input.version, (tx) =>
        tx.updateRoute(input.id, input.version, input),
      );
      return mustRoute(input.id);
    },

    /** Refused (409) while menu items open the route; its roles and sub-routes go with it. */
    async deleteRoute(id: number, ctx: WriteContext): Promise<RouteConfig> {
      const route = await mustRoute(id);
      const items = await deps.menus.itemsUsingRoute(id);
      if (items.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare la rotta: è aperta da ${items.length} voci di menu.`,
          referenceDetails(
            items.map((i) => ({ id: i.id, label: i.label })),
            'vociMenu',
          ),
        );
      }
      await write(async (tx, txDb) => {
        await tx.deleteRoute(id);
        await record(ctx, 'rotta', id, 'delete', { path: route.path }, txDb);
      });
      return route;
    },

    // "view as role" ----------------------------------------------------------------------------------------------
    async preview(applicationId: number, role: string): Promise<RolePreview> {
      const application = await mustApplication(applicationId);
      const known =
        role === 'admin' ||
        (await identity.listClientRoles(application.clientId)).some((r) => r.name === role) ||
        (await repo.listRoutes(applicationId)).some((r) => r.roles.includes(role));
      if (!known) {
        throw new NotFoundError("Ruolo non trovato per l'applicazione.");
      }
      const principal = deps.visibility.principalForRole(application, role);
      const { routes, routeIds } = await deps.visibility.visible(principal, application);
      return { application, role, routes, menu: await deps.menus.forRoutes(application, routeIds) };
    },
  };
}
