import type { Application, AppRoute, PublicRoute } from '@halo/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { applications, routeRoles, routes, subRoutes } from './platform.tables.ts';

/** An application as the contract shows it (platform.repository.ts and the administration read it alike). */
export const applicationColumns = {
  id: applications.id,
  nome: applications.nome,
  clientId: applications.clientId,
  description: applications.description,
  icon: applications.icon,
  hasHomePublic: applications.hasHomePublic,
};

/** The tables the catalogue's reads come from: a change to any of them changes what they answer. */
export const CATALOGUE_TABLES = [applications, routes, subRoutes, routeRoles];

export interface AccessRoute {
  id: number;
  section: string | null;
  roles: string[];
  route: AppRoute;
}

export function createPlatformRepository(db: Db) {
  /** Routes with their sub-routes, in their configured order. */
  async function withSubRoutes(
    rows: { id: number; path: string; name: string; component: string }[],
  ): Promise<AppRoute[]> {
    if (rows.length === 0) {
      return [];
    }
    const subs = await db
      .select()
      .from(subRoutes)
      .where(
        inArray(
          subRoutes.routeId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(subRoutes.position), asc(subRoutes.id));
    return rows.map((route) => ({
      path: route.path,
      name: route.name,
      component: route.component,
      subRoutes: subs
        .filter((s) => s.routeId === route.id)
        .map((s) => ({ pathBase: s.pathBase, name: s.name, component: s.component })),
    }));
  }

  const routeColumns = { id: routes.id, path: routes.path, name: routes.name, component: routes.component };
  const routeOrder = [asc(routes.position), asc(routes.id)];

  /** The routes of each application, with what opens them, in their configured order: three queries. */
  async function routesWithAccessOf(applicationIds: readonly number[]): Promise<Map<number, AccessRoute[]>> {
    const byApplication = new Map<number, AccessRoute[]>(applicationIds.map((id) => [id, []]));
    if (applicationIds.length === 0) {
      return byApplication;
    }
    const rows = await db
      .select({ ...routeColumns, section: routes.section, applicationId: routes.applicationId })
      .from(routes)
      .where(inArray(routes.applicationId, [...applicationIds]))
      .orderBy(...routeOrder);
    if (rows.length === 0) {
      return byApplication;
    }
    const roleRows = await db
      .select()
      .from(routeRoles)
      .where(
        inArray(
          routeRoles.routeId,
          rows.map((r) => r.id),
        ),
      );
    const withSubs = await withSubRoutes(rows);
    rows.forEach((row, index) => {
      byApplication.get(row.applicationId)?.push({
        id: row.id,
        section: row.section,
        roles: roleRows.filter((r) => r.routeId === row.id).map((r) => r.role),
        route: withSubs[index] as AppRoute,
      });
    });
    return byApplication;
  }

  return {
    listApplications(): Promise<Application[]> {
      return db
        .select(applicationColumns)
        .from(applications)
        .orderBy(asc(applications.position), asc(applications.id));
    },

    async countApplications(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(applications);
      return row?.n ?? 0;
    },

    async findApplication(id: number): Promise<Application | undefined> {
      const [row] = await db.select(applicationColumns).from(applications).where(eq(applications.id, id));
      return row;
    },

    async findApplicationByName(nome: string): Promise<Application | undefined> {
      const [row] = await db
        .select(applicationColumns)
        .from(applications)
        .where(sql`lower(${applications.nome}) = lower(${nome})`);
      return row;
    },

    /** Every route of the application with what decides who gets it: its roles and its section. */
    routesWithAccessOf,

    async routesWithAccess(applicationId: number): Promise<AccessRoute[]> {
      return (await routesWithAccessOf([applicationId])).get(applicationId) ?? [];
    },

    /** Route id → path, of one application's routes or of the routes given. */
    async routePaths(filter: { applicationId: number } | { ids: number[] }): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: routes.id, path: routes.path })
        .from(routes)
        .where(
          'applicationId' in filter
            ? eq(routes.applicationId, filter.applicationId)
            : inArray(routes.id, filter.ids),
        );
      return new Map(rows.map((r) => [r.id, r.path]));
    },

    /** Every route of every application, with its application and whether it opens without a session. */
    async publicRoutes(): Promise<PublicRoute[]> {
      const rows = await db
        .select({ ...routeColumns, isPublic: routes.isPublic, idApp: routes.applicationId })
        .from(routes)
        .innerJoin(applications, eq(applications.id, routes.applicationId))
        .orderBy(asc(applications.position), ...routeOrder);
      const withSubs = await withSubRoutes(rows);
      return rows.map((row, index) => ({
        ...(withSubs[index] as AppRoute),
        idApp: row.idApp,
        isPublic: row.isPublic,
      }));
    },
  };
}
