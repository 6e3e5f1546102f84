import {
  type Application,
  type AppRoute,
  deriveRole,
  hasFlag,
  type Principal,
  roleClaimsOf,
} from '@halo/contract';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import type { AccessRoute, PlatformRepository } from './platform.repository.ts';

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
export function createRouteVisibility(deps: {
  repository: PlatformRepository;
  permissions: PermissionResolver;
}) {
  async function visible(principal: Principal, application: Application): Promise<VisibleRoutes> {
    const derived = deriveRole(roleClaimsOf(principal), application.clientId);
    const all = await deps.repository.routesWithAccess(application.id);
    if (derived.isSuperadmin || derived.isAdmin) {
      return { role: derived.role, routes: all.map((r) => r.route), routeIds: new Set(all.map((r) => r.id)) };
    }
    const masks = new Map<string, number>();
    for (const section of new Set(all.map((r) => r.section).filter((s): s is string => s !== null))) {
      masks.set(section, await deps.permissions.maskFor(principal, section));
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

  return {
    visible,
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
