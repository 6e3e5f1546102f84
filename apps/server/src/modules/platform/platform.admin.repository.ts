import type { Application, Configuration, Module, RouteConfig, Service, ServiceInput } from '@halo/contract';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type Catalogue,
  type CatalogueQuery,
  containsPattern,
  lowerText,
  recordset,
  selectCatalogue,
} from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { rowBy, rowsBy, valueWhere } from '../../db/lookup.ts';
import { required } from '../../db/rows.ts';
import { updateMovingVersion, updateVersioned } from '../../db/versioned.ts';
import { applicationColumns } from './platform.repository.ts';
import {
  applicationAuthorities,
  applicationServices,
  applications,
  configurations,
  routeRoles,
  routes,
  services,
  settings,
  subRoutes,
} from './platform.tables.ts';

const serviceColumns = {
  id: services.id,
  nome: services.nome,
  description: services.description,
  basePath: services.basePath,
  base: services.base,
  microservice: services.microservice,
  version: services.version,
};

const configurationColumns = {
  id: configurations.id,
  applicationId: configurations.applicationId,
  clientId: applications.clientId,
  nome: configurations.nome,
  description: configurations.description,
  homePath: configurations.homePath,
  settings: configurations.settings,
  version: configurations.version,
};

export interface RouteValues {
  path: string;
  name: string;
  component: string;
  isPublic: boolean;
  position: number;
  section: string | null;
  roles: string[];
  subRoutes: { pathBase: string; name: string; component: string }[];
}

const routeColumns = {
  id: routes.id,
  applicationId: routes.applicationId,
  path: routes.path,
  name: routes.name,
  component: routes.component,
  isPublic: routes.isPublic,
  position: routes.position,
  section: routes.section,
  version: routes.version,
};

type RouteRow = Omit<RouteConfig, 'roles' | 'subRoutes'>;

/** What an administrator (or an import) writes of an application, and of its configuration. */
type ApplicationValues = Pick<Application, 'nome' | 'description' | 'icon' | 'hasHomePublic'>;
type ConfigurationValues = Pick<Configuration, 'nome' | 'description' | 'homePath' | 'settings'>;

/** The columns of a route's own row (its roles and sub-routes are rows of their own). */
function routeFields(values: RouteValues) {
  const { path, name, component, isPublic, position, section } = values;
  return { path, name, component, isPublic, position, section };
}

/** A route's roles, space-separated, for the search. */
const routeRoleNames = sql`(select string_agg(${routeRoles.role}, ' ') from ${routeRoles} where ${routeRoles.routeId} = ${routes.id})`;

/** SQL of the platform administration: applications, services, routes, configurations, authorities, settings. */
export function createPlatformAdminRepository(db: Db) {
  async function routesWhere(where: SQL | undefined): Promise<RouteConfig[]> {
    return withChildren(
      await db
        .select(routeColumns)
        .from(routes)
        .where(where)
        .orderBy(asc(routes.applicationId), asc(routes.position), asc(routes.id)),
    );
  }

  /** The routes with their roles and sub-routes, in the order given. */
  async function withChildren(rows: RouteRow[]): Promise<RouteConfig[]> {
    if (rows.length === 0) {
      return [];
    }
    const ids = rows.map((r) => r.id);
    const [roleRows, subRows] = await Promise.all([
      db.select().from(routeRoles).where(inArray(routeRoles.routeId, ids)).orderBy(asc(routeRoles.role)),
      db
        .select()
        .from(subRoutes)
        .where(inArray(subRoutes.routeId, ids))
        .orderBy(asc(subRoutes.position), asc(subRoutes.id)),
    ]);
    return rows.map((row) => ({
      ...row,
      roles: roleRows.filter((r) => r.routeId === row.id).map((r) => r.role),
      subRoutes: subRows
        .filter((s) => s.routeId === row.id)
        .map((s) => ({ pathBase: s.pathBase, name: s.name, component: s.component })),
    }));
  }

  /** The configurations, with their application's client id, that a condition finds. */
  function configurationsWhere(where: SQL | undefined) {
    return db
      .select(configurationColumns)
      .from(configurations)
      .innerJoin(applications, eq(applications.id, configurations.applicationId))
      .where(where);
  }

  async function writeRouteChildren(routeId: number, values: RouteValues) {
    await db.delete(routeRoles).where(eq(routeRoles.routeId, routeId));
    await db.delete(subRoutes).where(eq(subRoutes.routeId, routeId));
    if (values.roles.length > 0) {
      await db.insert(routeRoles).values(values.roles.map((role) => ({ routeId, role })));
    }
    if (values.subRoutes.length > 0) {
      await db
        .insert(subRoutes)
        .values(values.subRoutes.map((sub, position) => ({ routeId, ...sub, position })));
    }
  }

  return {
    // applications ------------------------------------------------------------------------------------------------
    /** Every application, searched on nome, client id and description; in the platform's order by default. */
    applicationsCatalogue(query: CatalogueQuery<'nome' | 'clientId'>): Promise<Catalogue<Application>> {
      return selectCatalogue(db, db.select(applicationColumns).from(applications).$dynamic(), query, {
        search: [applications.nome, applications.clientId, applications.description],
        sorts: { nome: lowerText(applications.nome), clientId: applications.clientId },
        defaultOrder: [asc(applications.position)],
        key: applications.id,
      });
    },

    async findApplicationByClientId(clientId: string): Promise<Application | undefined> {
      const [row] = await db
        .select(applicationColumns)
        .from(applications)
        .where(eq(applications.clientId, clientId));
      return row;
    },

    applicationVersion(id: number): Promise<number | undefined> {
      return valueWhere(db, applications.version, eq(applications.id, id));
    },

    async insertApplication(values: Omit<Application, 'id'>): Promise<number> {
      const [{ position } = { position: 0 }] = await db
        .select({ position: sql<number>`coalesce(max(${applications.position}), -1)::int + 1` })
        .from(applications);
      const [row] = await db
        .insert(applications)
        .values({ ...values, position })
        .returning({ id: applications.id });
      return required(row, 'row').id;
    },

    updateApplication(id: number, version: number, values: ApplicationValues): Promise<void> {
      return updateVersioned(db, applications, { id, version }, values, 'Applicazione non trovata.');
    },

    /** An imported application's values over the existing one's, moving its version on. */
    async replaceApplication(id: number, values: ApplicationValues): Promise<void> {
      await updateMovingVersion(db, applications, id, values);
    },

    applicationNames(): Promise<{ clientId: string; nome: string }[]> {
      return db.select({ clientId: applications.clientId, nome: applications.nome }).from(applications);
    },

    async touchApplication(id: number): Promise<void> {
      await db
        .update(applications)
        .set({ version: sql`${applications.version} + 1` })
        .where(eq(applications.id, id));
    },

    async deleteApplication(id: number): Promise<void> {
      await db.delete(applications).where(eq(applications.id, id));
    },

    applicationsWithAuthority(authority: string) {
      return db
        .select({ id: applications.id, nome: applications.nome, clientId: applications.clientId })
        .from(applicationAuthorities)
        .innerJoin(applications, eq(applications.id, applicationAuthorities.applicationId))
        .where(eq(applicationAuthorities.authority, authority))
        .orderBy(asc(applications.nome));
    },

    // services ----------------------------------------------------------------------------------------------------
    listServices(applicationId?: number): Promise<Service[]> {
      if (applicationId === undefined) {
        return db.select(serviceColumns).from(services).orderBy(asc(services.nome));
      }
      return db
        .select(serviceColumns)
        .from(services)
        .innerJoin(applicationServices, eq(applicationServices.serviceId, services.id))
        .where(eq(applicationServices.applicationId, applicationId))
        .orderBy(asc(services.nome));
    },

    /** Every service, searched on nome, description and base path; by nome by default. */
    servicesCatalogue(query: CatalogueQuery<'nome' | 'basePath'>): Promise<Catalogue<Service>> {
      return selectCatalogue(db, db.select(serviceColumns).from(services).$dynamic(), query, {
        search: [services.nome, services.description, services.basePath],
        sorts: { nome: lowerText(services.nome), basePath: services.basePath },
        defaultOrder: [asc(services.nome)],
        key: services.id,
      });
    },

    async findService(id: number): Promise<Service | undefined> {
      const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, id));
      return row;
    },

    async insertService(values: ServiceInput): Promise<number> {
      const [row] = await db.insert(services).values(values).returning({ id: services.id });
      return required(row, 'row').id;
    },

    updateService(id: number, version: number, values: Partial<ServiceInput>): Promise<void> {
      return updateVersioned(db, services, { id, version }, values, 'Servizio non trovato.');
    },

    async setServiceFlag(id: number, flag: 'base' | 'microservice', enabled: boolean): Promise<void> {
      await db
        .update(services)
        .set({ [flag]: enabled, version: sql`${services.version} + 1` })
        .where(eq(services.id, id));
    },

    async deleteService(id: number): Promise<void> {
      await db.delete(services).where(eq(services.id, id));
    },

    applicationsUsingService(serviceId: number) {
      return db
        .select({ id: applications.id, nome: applications.nome })
        .from(applicationServices)
        .innerJoin(applications, eq(applications.id, applicationServices.applicationId))
        .where(eq(applicationServices.serviceId, serviceId));
    },

    async linkService(applicationId: number, serviceId: number): Promise<void> {
      await db.insert(applicationServices).values({ applicationId, serviceId }).onConflictDoNothing();
    },

    async unlinkAllServices(applicationId: number): Promise<void> {
      await db.delete(applicationServices).where(eq(applicationServices.applicationId, applicationId));
    },

    async unlinkService(applicationId: number, serviceId: number): Promise<boolean> {
      const rows = await db
        .delete(applicationServices)
        .where(
          and(
            eq(applicationServices.applicationId, applicationId),
            eq(applicationServices.serviceId, serviceId),
          ),
        )
        .returning();
      return rows.length > 0;
    },

    // routes ------------------------------------------------------------------------------------------------------
    listRoutes(applicationId?: number): Promise<RouteConfig[]> {
      return routesWhere(applicationId === undefined ? undefined : eq(routes.applicationId, applicationId));
    },

    /**
     * The routes (of one application, or all), searched on path, name, component, section and roles; by
     * application and position by default.
     */
    async routesCatalogue(
      applicationId: number | undefined,
      query: CatalogueQuery<'position' | 'path' | 'name'>,
    ): Promise<Catalogue<RouteConfig>> {
      const page = await selectCatalogue(db, db.select(routeColumns).from(routes).$dynamic(), query, {
        search: [routes.path, routes.name, routes.component, routes.section, routeRoleNames],
        sorts: { position: routes.position, path: routes.path, name: lowerText(routes.name) },
        defaultOrder: [asc(routes.applicationId), asc(routes.position)],
        key: routes.id,
        filter: applicationId === undefined ? undefined : eq(routes.applicationId, applicationId),
      });
      return { items: await withChildren(page.items), total: page.total };
    },

    async findRoute(id: number): Promise<RouteConfig | undefined> {
      return (await routesWhere(eq(routes.id, id)))[0];
    },

    async insertRoute(applicationId: number, values: RouteValues): Promise<number> {
      const [row] = await db
        .insert(routes)
        .values({ applicationId, ...routeFields(values) })
        .returning({ id: routes.id });
      const id = required(row, 'row').id;
      await writeRouteChildren(id, values);
      return id;
    },

    async updateRoute(id: number, version: number, values: RouteValues): Promise<void> {
      await updateVersioned(db, routes, { id, version }, routeFields(values), 'Rotta non trovata.');
      await writeRouteChildren(id, values);
    },

    async deleteRoute(id: number): Promise<void> {
      await db.delete(routes).where(eq(routes.id, id));
    },

    /** Every route of the application, with their roles and sub-routes. */
    async deleteRoutesOf(applicationId: number): Promise<void> {
      await db.delete(routes).where(eq(routes.applicationId, applicationId));
    },

    routesUsingSection(section: string) {
      return db.select({ id: routes.id, path: routes.path }).from(routes).where(eq(routes.section, section));
    },

    routesUsingRole(applicationId: number, role: string) {
      return db
        .select({ id: routes.id, path: routes.path })
        .from(routes)
        .innerJoin(routeRoles, eq(routeRoles.routeId, routes.id))
        .where(and(eq(routes.applicationId, applicationId), eq(routeRoles.role, role)));
    },

    /**
     * The screens the SPA bundles (given in their order, with their application) and how many routes and
     * sub-routes use each, searched on component and application.
     */
    modulesCatalogue(
      modules: { component: string; application: string | null }[],
      application: string | undefined,
      query: CatalogueQuery<'component' | 'application' | 'routes'>,
    ): Promise<Catalogue<Module>> {
      const bundled = recordset(
        'modules',
        { component: 'text', application: 'text', position: 'integer' },
        modules.map((m, position) => ({ ...m, position })),
      );
      const component = bundled.column('component');
      const app = bundled.column('application');
      const uses = sql`coalesce(usage.n, 0)::int`;
      const usage = sql`(select component, count(*)::int as n from (select ${routes.component} as component from ${routes} union all select ${subRoutes.component} from ${subRoutes}) used group by component) usage`;
      return selectCatalogue(
        db,
        db
          .select({
            component: sql<string>`${component}`,
            application: sql<string | null>`${app}`,
            routes: sql<number>`${uses}`,
          })
          .from(sql`${bundled.from} left join ${usage} on usage.component = ${component}`)
          .$dynamic(),
        query,
        {
          search: [component, app],
          sorts: { component: lowerText(component), application: app, routes: uses },
          defaultOrder: [asc(bundled.column('position'))],
          key: component,
          filter: application === undefined ? undefined : sql`${app} = ${application}`,
        },
      );
    },

    // configurations ----------------------------------------------------------------------------------------------
    listConfigurations(filter: { q?: string; id?: number }): Promise<Configuration[]> {
      const conditions = [
        filter.id !== undefined ? eq(configurations.id, filter.id) : undefined,
        filter.q ? ilike(configurations.nome, containsPattern(filter.q)) : undefined,
      ];
      return configurationsWhere(and(...conditions)).orderBy(
        asc(applications.position),
        asc(configurations.id),
      );
    },

    async findConfiguration(id: number): Promise<Configuration | undefined> {
      return (await configurationsWhere(eq(configurations.id, id)))[0];
    },

    async configurationOfApplication(applicationId: number): Promise<Configuration | undefined> {
      return (await configurationsWhere(eq(configurations.applicationId, applicationId)))[0];
    },

    async insertConfiguration(values: Omit<Configuration, 'id' | 'version' | 'clientId'>): Promise<number> {
      const [row] = await db.insert(configurations).values(values).returning({ id: configurations.id });
      return required(row, 'row').id;
    },

    /** The application's configuration as an import gives it, created when it has none. */
    async upsertConfiguration(applicationId: number, values: ConfigurationValues): Promise<void> {
      await db
        .insert(configurations)
        .values({ applicationId, ...values })
        .onConflictDoUpdate({ target: configurations.applicationId, set: { ...values } });
    },

    updateConfiguration(id: number, version: number, values: ConfigurationValues): Promise<void> {
      return updateVersioned(db, configurations, { id, version }, values, 'Configurazione non trovata.');
    },

    // application authorities -------------------------------------------------------------------------------------
    listApplicationAuthorities: rowsBy(
      db,
      applicationAuthorities,
      applicationAuthorities.applicationId,
      asc(applicationAuthorities.authority),
    ),

    findApplicationAuthority: rowBy(db, applicationAuthorities, applicationAuthorities.id),

    async insertApplicationAuthority(applicationId: number, authority: string): Promise<number> {
      const [row] = await db
        .insert(applicationAuthorities)
        .values({ applicationId, authority })
        .returning({ id: applicationAuthorities.id });
      return required(row, 'row').id;
    },

    async removeAllAuthorities(applicationId: number): Promise<void> {
      await db.delete(applicationAuthorities).where(eq(applicationAuthorities.applicationId, applicationId));
    },

    async deleteApplicationAuthority(id: number): Promise<void> {
      await db.delete(applicationAuthorities).where(eq(applicationAuthorities.id, id));
    },

    // settings ----------------------------------------------------------------------------------------------------
    getSetting: rowBy(db, settings, settings.key),

    /** Writes a setting if it is still at `version` (0: not there yet); false when someone wrote it meanwhile. */
    async putSetting(key: string, version: number, value: Record<string, unknown>): Promise<boolean> {
      if (version === 0) {
        const rows = await db.insert(settings).values({ key, value }).onConflictDoNothing().returning();
        return rows.length > 0;
      }
      const rows = await db
        .update(settings)
        .set({ value, version: sql`${settings.version} + 1`, updatedAt: new Date() })
        .where(and(eq(settings.key, key), eq(settings.version, version)))
        .returning();
      return rows.length > 0;
    },
  };
}

export type PlatformAdminRepository = ReturnType<typeof createPlatformAdminRepository>;
