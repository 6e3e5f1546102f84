import {
  type Application,
  type AppRoute,
  deriveRole,
  hasFlag,
  type Principal,
  roleClaimsOf,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import type { PlatformReads } from './platform.reads.ts';
import { type AccessRoute, createPlatformRepository } from './platform.repository.ts';

export interface VisibleRoutes {
  role: string | null;
  /** The routes the user may open, in their configured order. */
  routes: AppRoute[];
  routeIds: Set<number>;
}

/**
 * Who gets which route (SPEC.md §2, §6; docs/adr/0004-administration-api.md): superadmin and the application's
 * admin get every route; anyone else gets a route when
 * - its roles include the user's role in the application (no roles listed: any role, or no role when the route
 *   has a section), and
 * - it has no section, or the user's groups hold READ on it.
 * A route with a section and no roles is how a group permission opens a route to users without a role there.
 */
/** What the visible routes of a principal are computed from: a change to any of these drops what is kept. */
export const VISIBILITY_TABLES = [
  'platform.applications',
  'platform.routes',
  'platform.sub_routes',
  'platform.route_roles',
  'authz.sections',
  'authz.group_permissions',
];

export function createRouteVisibility(deps: {
  db: Db;
  permissions: PermissionResolver;
  reads?: PlatformReads;
}) {
  const repository = deps.reads ?? createPlatformRepository(deps.db);

  /** The routes of `all` that the principal may open, given their masks on the routes' sections. */
  function allowedRoutes(
    principal: Principal,
    application: Application,
    all: AccessRoute[],
    masks: Map<string, number>,
  ): VisibleRoutes {
    const derived = deriveRole(roleClaimsOf(principal), application.clientId);
    if (derived.isSuperadmin || derived.isAdmin) {
      return { role: derived.role, routes: all.map((r) => r.route), routeIds: new Set(all.map((r) => r.id)) };
    }
    const allowed = (route: AccessRoute) => {
      const byRole =
        route.roles.length === 0
          ? derived.role !== null || route.section !== null
          : derived.role !== null && route.roles.includes(derived.role);
      const bySection = route.section === null || hasFlag(masks.get(route.section) ?? 0, 'READ');
      return byRole && bySection;
    };
    const kept = all.filter(allowed);
    return { role: derived.role, routes: kept.map((r) => r.route), routeIds: new Set(kept.map((r) => r.id)) };
  }

  const sectionsOf = (routes: AccessRoute[]) =>
    routes.map((r) => r.section).filter((s): s is string => s !== null);

  async function visible(principal: Principal, application: Application): Promise<VisibleRoutes> {
    const all = await repository.routesWithAccess(application.id);
    const masks = await deps.permissions.masksFor(principal, sectionsOf(all));
    return allowedRoutes(principal, application, all, masks);
  }

  /**
   * The applications among `applications` where the principal may open at least one route: the same rule as
   * `visible`, for all of them in a handful of queries (the application chooser asks at every routing rebuild).
   */
  async function withVisibleRoutes(
    principal: Principal,
    applications: readonly Application[],
  ): Promise<Set<number>> {
    const byApplication = await repository.routesWithAccessOf(applications.map((a) => a.id));
    const masks = await deps.permissions.masksFor(principal, sectionsOf([...byApplication.values()].flat()));
    return new Set(
      applications
        .filter(
          (app) => allowedRoutes(principal, app, byApplication.get(app.id) ?? [], masks).routes.length > 0,
        )
        .map((app) => app.id),
    );
  }

  /**
   * The application with this id and what the principal may open of it: 404 when there is none, 403 when the
   * principal has neither a role nor a route there. The routing and the menu of an application answer alike.
   */
  async function opened(
    principal: Principal,
    applicationId: number,
  ): Promise<VisibleRoutes & { application: Application }> {
    const application = await repository.findApplication(applicationId);
    if (!application) {
      throw new NotFoundError('Applicazione non trovata.');
    }
    const seen = await visible(principal, application);
    if (!seen.role && seen.routes.length === 0) {
      throw new ForbiddenError('Nessun ruolo assegnato per questa applicazione.');
    }
    return { ...seen, application };
  }

  return {
    visible,
    opened,
    withVisibleRoutes,
    /** A principal standing for a role of the application, with no group: the "view as role" preview. */
    principalForRole(application: Application, role: string): Principal {
      return {
        userId: 'anteprima',
        username: 'anteprima',
        email: null,
        name: null,
        realmRoles: [],
        clientRoles: { [application.clientId]: [role] },
        groups: [],
      };
    },
  };
}

export type RouteVisibility = ReturnType<typeof createRouteVisibility>;
