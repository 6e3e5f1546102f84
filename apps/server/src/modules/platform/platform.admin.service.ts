import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  ADMIN_APPLICATION,
  type Application,
  type ApplicationAuthority,
  type ApplicationDetail,
  type ApplicationInput,
  type ApplicationUpdate,
  type Configuration,
  type ConfigurationDetail,
  type ConfigurationInput,
  type ConfigurationUpdate,
  type IdentityProviderInput,
  type IdentityProviderSettings,
  moduleApplication,
  type PlatformSettings,
  type PlatformSettingsInput,
  REALM,
  type RolePreview,
  type RouteConfig,
  type RouteConfigInput,
  type RouteConfigUpdate,
  type Section,
  type Service,
  type ServiceInput,
  type ServiceUpdate,
  screenComponents,
  WEB_CLIENT_ID,
} from '@halo/contract';
import type { Catalogue, CatalogueQuery } from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  ConflictError,
  type ErrorDetail,
  NotFoundError,
  StaleVersionError,
  ValidationError,
} from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { AuthorizationService } from '../authorization/authorization.service.ts';
import { withIdentityUndo } from '../authorization/identity/identity.changes.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { createPlatformAdminRepository, type PlatformAdminRepository } from './platform.admin.repository.ts';
import type { PlatformRepository } from './platform.repository.ts';
import type { RouteVisibility } from './platform.visibility.ts';

const MAX_LISTED = 50;

/** Bootstrap Italia's icon names, read once from the sprite sheet the SPA ships. */
let iconCache: string[] | undefined;
export function bootstrapItaliaIcons(): string[] {
  if (!iconCache) {
    const sprites = readFileSync(
      createRequire(import.meta.url).resolve('bootstrap-italia/dist/svg/sprites.svg'),
      'utf8',
    );
    iconCache = [...sprites.matchAll(/<symbol id="(it-[a-z0-9-]+)"/g)].map((m) => m[1] ?? '').sort();
  }
  return iconCache;
}

export const PLATFORM_SETTINGS_KEY = 'platform';
export const IDENTITY_PROVIDER_KEY = 'identity-provider';

const defaultPlatformSettings = {
  nomePiattaforma: 'Halo',
  emailAssistenza: null,
  applicazionePredefinita: null,
  manutenzione: false,
  messaggioManutenzione: '',
};

export interface ActiveIdentity {
  embedded: boolean;
  issuer: string;
  clientId: string;
  identityAdmin: 'embedded' | 'keycloak' | 'none';
}

/**
 * The platform administration (SPEC.md §7 "Platform admin"): applications, services, modules, icons, routing
 * configuration, configurations with their roles, authorities and groups, settings. Rules: versions checked on
 * every update (409 when stale), references refused on delete (409 listing them) or cascaded where the thing
 * belongs to what is deleted, an audit row with every write.
 */
export function createPlatformAdminService(deps: {
  db: Db;
  audit: AuditLog;
  platform: PlatformRepository;
  visibility: RouteVisibility;
  authorization: AuthorizationService;
  identity: IdentityAdmin;
  menus: MenuService;
  active: ActiveIdentity;
  fetch?: typeof fetch;
  clock?: () => Date;
}) {
  const { db, audit, authorization, identity } = deps;
  const repo = createPlatformAdminRepository(db);
  const now = deps.clock ?? (() => new Date());
  const fetcher = deps.fetch ?? fetch;

  function write<T>(fn: (tx: PlatformAdminRepository, txDb: Db) => Promise<T>): Promise<T> {
    return inTransaction(db, (txDb) => fn(createPlatformAdminRepository(txDb), txDb), translate);
  }

  /**
   * An optimistic update (ADR 0004, `updateVersioned`: 409 when the row is not at `version` any more), audited
   * with the version it moved from and to, in the same transaction.
   */
  function updateAudited(
    ctx: WriteContext,
    entity: string,
    id: number,
    version: number,
    update: (tx: PlatformAdminRepository) => Promise<void>,
  ): Promise<void> {
    return write(async (tx, txDb) => {
      await update(tx);
      await record(ctx, entity, id, 'update', { before: { version }, after: { version: version + 1 } }, txDb);
    });
  }

  function translate(error: unknown): unknown {
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') {
      const byConstraint: Record<string, ErrorDetail> = {
        applications_nome_key: { path: 'body.nome', message: "Esiste già un'applicazione con questo nome." },
        applications_client_id_unique: {
          path: 'body.clientId',
          message: "Esiste già un'applicazione con questo client id.",
        },
        routes_application_path_key: {
          path: 'body.path',
          message: "L'applicazione ha già una rotta con questo percorso.",
        },
        services_base_path_unique: {
          path: 'body.basePath',
          message: 'Esiste già un servizio con questo percorso base.',
        },
        configurations_application_id_unique: {
          path: 'body.applicationId',
          message: "L'applicazione ha già una configurazione.",
        },
        application_authorities_key: { path: 'body.authority', message: "L'authority è già abilitata." },
      };
      const detail = byConstraint[pg.constraint ?? ''];
      return new ConflictError(
        detail?.message ?? 'Esiste già un record con questi dati.',
        detail ? [detail] : [],
      );
    }
    if (pg?.code === '23503' || pg?.code === '23001') {
      if (pg.constraint === 'routes_section_sections_name_fk') {
        return new ConflictError('La sezione indicata non esiste.', [
          { path: 'body.section', message: 'La sezione indicata non esiste.' },
        ]);
      }
      return new ConflictError('Operazione non possibile: ci sono ancora dati collegati.', [
        { path: pg.table ?? 'dati', message: `Record collegati in ${pg.table ?? 'altri dati'}` },
      ]);
    }
    return error;
  }

  function record(
    ctx: WriteContext,
    entity: string,
    entityId: string | number,
    action: string,
    details: Record<string, unknown>,
    txDb: Db = db,
  ) {
    return audit.record(
      { actor: ctx.actor, entity, entityId, action, details, requestId: ctx.requestId },
      txDb,
    );
  }

  async function mustApplication(id: number) {
    const application = await deps.platform.findApplication(id);
    if (!application) {
      throw new NotFoundError('Applicazione non trovata.');
    }
    return application;
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

  function checkIcon(icon: string, path: string) {
    if (!bootstrapItaliaIcons().includes(icon)) {
      throw new ValidationError([{ path, message: "Icona sconosciuta: scegliere un'icona dall'elenco." }]);
    }
  }

  async function mustService(id: number) {
    const service = await repo.findService(id);
    if (!service) {
      throw new NotFoundError('Servizio non trovato.');
    }
    return service;
  }

  async function mustRoute(id: number) {
    const route = await repo.findRoute(id);
    if (!route) {
      throw new NotFoundError('Rotta non trovata.');
    }
    return route;
  }

  async function mustConfiguration(id: number) {
    const configuration = await repo.findConfiguration(id);
    if (!configuration) {
      throw new NotFoundError('Configurazione non trovata.');
    }
    return configuration;
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

  async function setting<T extends Record<string, unknown>>(key: string, defaults: T) {
    let row = await repo.getSetting(key);
    if (!row) {
      await repo.putSetting(key, 0, defaults);
      row = await repo.getSetting(key);
    }
    return { value: { ...defaults, ...(row?.value ?? {}) } as T, version: row?.version ?? 1 };
  }

  async function identityProviderSettings(): Promise<IdentityProviderSettings> {
    const { value, version } = await setting(IDENTITY_PROVIDER_KEY, {
      issuer: null as string | null,
      realm: REALM,
      clientId: WEB_CLIENT_ID,
      verifiedAt: null as string | null,
    });
    return { ...value, version, active: deps.active };
  }

  /** Reads the issuer's discovery document: the settings are saved only if it answers as an OpenID provider. */
  async function checkDiscovery(input: IdentityProviderInput) {
    const issuer = input.issuer.replace(/\/$/, '');
    const fail = (message: string): never => {
      throw new ValidationError([{ path: 'body.issuer', message }]);
    };
    let document: Record<string, unknown>;
    try {
      const response = await fetcher(`${issuer}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) {
        fail(`Il documento di discovery risponde ${response.status}.`);
      }
      document = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof ValidationError) {
        throw error;
      }
      return fail("Impossibile leggere il documento di discovery dell'issuer.");
    }
    if (typeof document.issuer !== 'string' || document.issuer.replace(/\/$/, '') !== issuer) {
      fail('Il documento di discovery dichiara un issuer diverso.');
    }
    for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri']) {
      if (typeof document[field] !== 'string') {
        fail(`Il documento di discovery non indica ${field}.`);
      }
    }
    const realm = /\/realms\/([^/]+)$/.exec(issuer)?.[1];
    if (realm && decodeURIComponent(realm) !== input.realm) {
      throw new ValidationError([
        { path: 'body.realm', message: "Il realm non corrisponde a quello dell'issuer." },
      ]);
    }
    return issuer;
  }

  async function applicationAuthorities(applicationId: number): Promise<ApplicationAuthority[]> {
    await mustApplication(applicationId);
    const links = await repo.listApplicationAuthorities(applicationId);
    const all = await authorization.authorities();
    return links.map((link) => ({
      ...link,
      description: all.find((a) => a.name === link.authority)?.description ?? '',
    }));
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
          sections
            .slice(0, MAX_LISTED)
            .map((s) => ({ path: `sezioni.${s.name}`, message: s.description || s.name })),
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

    async addService(
      applicationId: number,
      serviceId: number,
      ctx: WriteContext,
    ): Promise<ApplicationDetail> {
      await mustApplication(applicationId);
      await mustService(serviceId);
      await write(async (tx, txDb) => {
        await tx.linkService(applicationId, serviceId);
        await tx.touchApplication(applicationId);
        await record(ctx, 'applicazione', applicationId, 'service-add', { serviceId }, txDb);
      });
      return applicationDetail(applicationId);
    },

    async removeService(
      applicationId: number,
      serviceId: number,
      ctx: WriteContext,
    ): Promise<ApplicationDetail> {
      await mustApplication(applicationId);
      await mustService(serviceId);
      await write(async (tx, txDb) => {
        if (!(await tx.unlinkService(applicationId, serviceId))) {
          throw new NotFoundError("Il servizio non è collegato all'applicazione.");
        }
        await tx.touchApplication(applicationId);
        await record(ctx, 'applicazione', applicationId, 'service-remove', { serviceId }, txDb);
      });
      return applicationDetail(applicationId);
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
      const application = await deps.platform.findApplication(input.applicationId);
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
          items.slice(0, MAX_LISTED).map((i) => ({ path: `vociMenu.${i.id}`, message: i.label })),
        );
      }
      await write(async (tx, txDb) => {
        await tx.deleteRoute(id);
        await record(ctx, 'rotta', id, 'delete', { path: route.path }, txDb);
      });
      return route;
    },

    // sections ----------------------------------------------------------------------------------------------------
    async listSections(
      filter: { idWs?: number; app?: string } & CatalogueQuery<'name' | 'application'>,
    ): Promise<Catalogue<Section>> {
      let application = filter.app;
      if (filter.idWs !== undefined) {
        application = (await mustConfiguration(filter.idWs)).clientId;
      }
      return authorization.sectionsCatalogue({ application }, filter);
    },

    // roles, authorities and groups of a configuration -------------------------------------------------------------
    async createConfigurationRole(
      input: { idWsc: number; name: string; description: string },
      ctx: WriteContext,
    ) {
      const configuration = await mustConfiguration(input.idWsc);
      return authorization.createRole(
        { application: configuration.clientId, name: input.name, description: input.description },
        ctx,
      );
    },

    async createConfigurationAuthority(
      input: { idWsc: number; authority: string; description: string },
      ctx: WriteContext,
    ): Promise<ApplicationAuthority> {
      const configuration = await mustConfiguration(input.idWsc);
      const authority = await authorization.ensureAuthority(input.authority, input.description, ctx);
      const id = await write(async (tx, txDb) => {
        const created = await tx.insertApplicationAuthority(configuration.applicationId, input.authority);
        await record(
          ctx,
          'applicazione',
          configuration.applicationId,
          'authority-add',
          { authority: input.authority },
          txDb,
        );
        return created;
      });
      return {
        id,
        applicationId: configuration.applicationId,
        authority: input.authority,
        description: authority.description,
      };
    },

    async deleteConfigurationAuthority(id: number, ctx: WriteContext): Promise<ApplicationAuthority> {
      const link = await repo.findApplicationAuthority(id);
      if (!link) {
        throw new NotFoundError('Authority non abilitata.');
      }
      await write(async (tx, txDb) => {
        await tx.deleteApplicationAuthority(id);
        await record(
          ctx,
          'applicazione',
          link.applicationId,
          'authority-remove',
          { authority: link.authority },
          txDb,
        );
      });
      const description =
        (await authorization.authorities()).find((a) => a.name === link.authority)?.description ?? '';
      return { ...link, description };
    },

    applicationAuthorities,

    async configurationGroups(idWsc: number) {
      const configuration = await mustConfiguration(idWsc);
      return (await authorization.groupsOfApplication(configuration.clientId)).map((group) => ({
        ...group,
        permissions: group.permissions.map((p) => ({ section: p.section, mask: p.mask })),
      }));
    },

    // configurations ----------------------------------------------------------------------------------------------
    listConfigurations: (filter: { q?: string; idWs?: number }) =>
      repo.listConfigurations({ q: filter.q, id: filter.idWs }),

    async configuration(id: number): Promise<ConfigurationDetail> {
      const configuration = await mustConfiguration(id);
      const application = await mustApplication(configuration.applicationId);
      const [sections, roles, authorities, groups, menus] = await Promise.all([
        authorization.listSections({ application: application.clientId }),
        authorization.rolesOfClient(application.clientId),
        applicationAuthorities(application.id),
        authorization.groupsOfApplication(application.clientId),
        deps.menus.menusOfApplication(application.id),
      ]);
      return {
        ...configuration,
        application,
        sections,
        roles,
        authorities,
        groups: groups.map(({ permissions: _permissions, ...group }) => group),
        menus,
      };
    },

    async createConfiguration(input: ConfigurationInput, ctx: WriteContext): Promise<Configuration> {
      if (!(await deps.platform.findApplication(input.applicationId))) {
        throw new ConflictError("L'applicazione indicata non esiste.", [
          { path: 'body.applicationId', message: "L'applicazione indicata non esiste." },
        ]);
      }
      const id = await write(async (tx, txDb) => {
        const created = await tx.insertConfiguration(input);
        await record(ctx, 'configurazione', created, 'create', { applicationId: input.applicationId }, txDb);
        return created;
      });
      return mustConfiguration(id);
    },

    async updateConfiguration(input: ConfigurationUpdate, ctx: WriteContext): Promise<Configuration> {
      await mustConfiguration(input.id);
      const { id, version, ...values } = input;
      await updateAudited(ctx, 'configurazione', id, version, (tx) =>
        tx.updateConfiguration(id, version, values),
      );
      return mustConfiguration(input.id);
    },

    async applicationOfConfiguration(idWsc: number): Promise<Application | undefined> {
      const configuration = await repo.findConfiguration(idWsc);
      return configuration ? deps.platform.findApplication(configuration.applicationId) : undefined;
    },

    // settings ----------------------------------------------------------------------------------------------------
    identityProviderSettings,

    async updateIdentityProvider(
      input: IdentityProviderInput,
      ctx: WriteContext,
    ): Promise<IdentityProviderSettings> {
      const current = await identityProviderSettings();
      if (current.version !== input.version) {
        throw new StaleVersionError();
      }
      const issuer = await checkDiscovery(input);
      await write(async (tx, txDb) => {
        const value = {
          issuer,
          realm: input.realm,
          clientId: input.clientId,
          verifiedAt: now().toISOString(),
        };
        if (!(await tx.putSetting(IDENTITY_PROVIDER_KEY, input.version, value))) {
          throw new StaleVersionError();
        }
        await record(
          ctx,
          'impostazioni',
          IDENTITY_PROVIDER_KEY,
          'update',
          { version: input.version + 1 },
          txDb,
        );
      });
      return identityProviderSettings();
    },

    async platformSettings(): Promise<PlatformSettings> {
      const { value, version } = await setting(PLATFORM_SETTINGS_KEY, defaultPlatformSettings);
      return { ...value, version } as PlatformSettings;
    },

    async updatePlatformSettings(input: PlatformSettingsInput, ctx: WriteContext): Promise<PlatformSettings> {
      await setting(PLATFORM_SETTINGS_KEY, defaultPlatformSettings);
      if (
        input.applicazionePredefinita &&
        !(await repo.findApplicationByClientId(input.applicazionePredefinita))
      ) {
        throw new ValidationError([
          { path: 'body.applicazionePredefinita', message: 'Applicazione sconosciuta.' },
        ]);
      }
      const { version, ...value } = input;
      await write(async (tx, txDb) => {
        if (!(await tx.putSetting(PLATFORM_SETTINGS_KEY, version, value))) {
          throw new StaleVersionError();
        }
        await record(ctx, 'impostazioni', PLATFORM_SETTINGS_KEY, 'update', { version: version + 1 }, txDb);
      });
      const { value: saved, version: newVersion } = await setting(
        PLATFORM_SETTINGS_KEY,
        defaultPlatformSettings,
      );
      return { ...saved, version: newVersion } as PlatformSettings;
    },

    async maintenance(): Promise<boolean> {
      const row = await repo.getSetting(PLATFORM_SETTINGS_KEY);
      return row?.value.manutenzione === true;
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

    repository: repo,
    authorization,
  };
}

export type PlatformAdminService = ReturnType<typeof createPlatformAdminService>;
