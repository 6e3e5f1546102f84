import {
  type Application,
  type AppRoute,
  applicationSchema,
  deriveRole,
  type MenuNode,
  myPermissionsRoute,
  type PermissionMasks,
  type PublicRoute,
  platformRoutes,
  userMenuRoutes,
} from '@halo/contract';
import { z } from 'zod/mini';
import { i18n } from '../../i18n/i18n.ts';
import { createRouteCaller } from '../../lib/call-route.ts';
import type { HttpClient } from '../../lib/http.ts';
import { applicationSession } from '../auth/auth-rules.ts';
import { accessTokenClaims } from '../auth/jwt-claims.ts';
import type { Session, SessionStore } from '../auth/session.store.ts';
import {
  decidePath,
  isServerDownResponse,
  normalizePath,
  ownerOf,
  planRouting,
  type RoutingPlan,
  staticPaths,
} from './route-rules.ts';

export interface PlatformRoutingApi {
  /** The user's applications per the token; null data on failure, with status and message. */
  appsByToken(): Promise<{ ok: boolean; status: number; message: string | null; apps: Application[] }>;
  /** Routes of an application for the user's role; null when they could not be fetched. */
  appRouting(idApp: number): Promise<AppRoute[] | null>;
  /** The application's menu as the user may see it; null when it could not be fetched. */
  appMenu(idApp: number): Promise<MenuNode[] | null>;
  /** Every application's routes, public or not, with their application; empty when they could not be read. */
  knownRoutes(): Promise<PublicRoute[]>;
  /** The user's flags per section; null when they could not be read. */
  permissions(): Promise<PermissionMasks | null>;
}

export function createPlatformRoutingApi(client: HttpClient): PlatformRoutingApi {
  const { callRoute } = createRouteCaller(client);
  return {
    async appsByToken() {
      const result = await client.request<unknown>(platformRoutes.appByToken.url);
      const parsed = z.array(applicationSchema).safeParse(result.data);
      return {
        ok: result.ok,
        status: result.status,
        message: result.message,
        apps: result.ok && parsed.success ? parsed.data : [],
      };
    },
    async appRouting(idApp) {
      const result = await callRoute(platformRoutes.appRouting, {
        query: { idApp },
        errorMessage: i18n.t('shell:alerts.routesError'),
      });
      return result.ok ? result.data : null;
    },
    async appMenu(idApp) {
      // The routes still give a navigation: a menu that cannot be read is not worth an alert.
      const result = await callRoute(userMenuRoutes.filtered, { query: { idApp }, alert: false });
      return result.ok ? result.data : null;
    },
    async permissions() {
      // Without them every action shows and the server decides: not worth an alert.
      const result = await callRoute(myPermissionsRoute, { alert: false });
      return result.ok ? result.data : null;
    },
    async knownRoutes() {
      // Without them a bookmark lands on the public home, as it did before: not worth an alert.
      const result = await callRoute(platformRoutes.publicRouting, { alert: false });
      return (result.ok ? result.data : null) ?? [];
    },
  };
}

function withApplications(
  plan: RoutingPlan,
  known: PublicRoute[],
  granted: Application[],
  current: number | null,
): RoutingPlan {
  return known.length > 0 ? { ...plan, applications: { known, granted, current } } : plan;
}

/** Paths that only choose where to go: a signed-in user with one application goes straight into it. */
const LANDING_PATHS = new Set<string>([staticPaths.home, staticPaths.apps]);

/**
 * Gathers what the routing rules need for the current session and applies them. The hasHomePublic flag is
 * stored when the application has a public home or one of its routes merged with one (SPEC.md §2).
 *
 * Without a chosen application (just signed in), the application is chosen for the user when the address
 * belongs to one of theirs (a deep link) or when they have only one; from `/` or `/apps` they then go to its
 * first route, and with several applications `/` leads to the chooser (docs/adr/0012-deep-links.md).
 */
export async function loadRoutingPlan(
  store: SessionStore,
  api: PlatformRoutingApi,
  currentPath: () => string = () => staticPaths.apps,
): Promise<RoutingPlan> {
  const session: Session = store.get();
  if (!session.logged) return planRouting({ kind: 'anonymous', known: await api.knownRoutes() });

  // Which application each path belongs to is read with the user's applications: an address of another of theirs
  // opens in that application (docs/adr/0030).
  const [byToken, known] = await Promise.all([api.appsByToken(), api.knownRoutes()]);
  if (!byToken.ok && isServerDownResponse(byToken.status, byToken.message)) {
    return planRouting({ kind: 'server-down' });
  }
  const path = normalizePath(currentPath());
  // An application the token no longer grants is forgotten rather than half-opened.
  const stillGranted = !byToken.ok || byToken.apps.some((app) => app.id === session.appID);
  let redirect: string | null = null;
  if (session.appID === null || !stillGranted) {
    if (session.appID !== null) {
      const { role, isAdmin } = deriveRole(accessTokenClaims(session.bearerToken), '');
      store.update({ appID: null, appName: null, appClientId: null, role, isAdmin, hasHomePublic: false });
    }
    const owner = byToken.apps.length > 0 ? ownerOf(path, known) : null;
    const chosen =
      byToken.apps.find((app) => app.id === owner) ??
      (byToken.apps.length === 1 ? byToken.apps[0] : undefined);
    if (!chosen) {
      const plan = withApplications(planRouting({ kind: 'no-application' }), known, byToken.apps, null);
      return path === staticPaths.home && byToken.apps.length > 0
        ? { ...plan, redirect: staticPaths.apps }
        : plan;
    }
    store.update(applicationSession(chosen, store.get().bearerToken));
    if (LANDING_PATHS.has(path)) redirect = 'first-route';
  } else {
    // The address belongs to another application of the user's (a mail's link, a bookmark): open it there.
    const decision = decidePath(path, { known, granted: byToken.apps, current: session.appID });
    if (decision.kind === 'switch') store.update(applicationSession(decision.app, session.bearerToken));
  }
  const appID = store.get().appID as number;

  const [routes, menu, permissions] = await Promise.all([
    api.appRouting(appID),
    api.appMenu(appID),
    api.permissions(),
  ]);
  const routed = planRouting({ kind: 'application', application: { nome: store.get().appName }, routes });
  const plan: RoutingPlan = {
    ...withApplications(routed, known, byToken.apps, appID),
    ...(menu ? { menu } : {}),
    ...(permissions ? { permissions } : {}),
    ...(redirect && routes !== null ? { redirect: routed.firstPath } : {}),
  };
  if (routes !== null) {
    const granted = byToken.apps.find((app) => app.id === appID);
    const hasHomePublic = plan.hasHomePublic || (granted?.hasHomePublic ?? store.get().hasHomePublic);
    if (hasHomePublic !== store.get().hasHomePublic) store.update({ hasHomePublic });
  }
  return plan;
}
