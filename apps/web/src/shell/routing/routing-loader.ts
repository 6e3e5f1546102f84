import {
  type Application,
  type AppRoute,
  applicationSchema,
  deriveRole,
  type MenuNode,
  menuRoutes,
  platformRoutes,
} from '@halo/contract';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';
import { createRouteCaller } from '../../lib/call-route.ts';
import type { HttpClient } from '../../lib/http.ts';
import { accessTokenClaims } from '../auth/jwt-claims.ts';
import type { Session, SessionStore } from '../auth/session.store.ts';
import { isServerDownResponse, planRouting, type RoutingPlan } from './route-rules.ts';

export interface PlatformRoutingApi {
  /** The user's applications per the token; null data on failure, with status and message. */
  appsByToken(): Promise<{ ok: boolean; status: number; message: string | null; apps: Application[] }>;
  /** Routes of an application for the user's role; null when they could not be fetched. */
  appRouting(idApp: number): Promise<AppRoute[] | null>;
  /** The application's menu as the user may see it; null when it could not be fetched. */
  appMenu(idApp: number): Promise<MenuNode[] | null>;
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
      const result = await callRoute(menuRoutes.filtered, { query: { idApp }, alert: false });
      return result.ok ? result.data : null;
    },
  };
}

/**
 * Gathers what the routing rules need for the current session and applies them. The hasHomePublic flag is
 * stored when the application has a public home or one of its routes merged with one (SPEC.md §2).
 */
export async function loadRoutingPlan(store: SessionStore, api: PlatformRoutingApi): Promise<RoutingPlan> {
  const session: Session = store.get();
  if (!session.logged) return planRouting({ kind: 'anonymous' });

  const byToken = await api.appsByToken();
  if (!byToken.ok && isServerDownResponse(byToken.status, byToken.message)) {
    return planRouting({ kind: 'server-down' });
  }
  // An application the token no longer grants is forgotten rather than half-opened.
  const stillGranted = !byToken.ok || byToken.apps.some((app) => app.id === session.appID);
  if (session.appID === null || !stillGranted) {
    if (session.appID !== null) {
      const { role, isAdmin } = deriveRole(accessTokenClaims(session.bearerToken), '');
      store.update({ appID: null, appName: null, appClientId: null, role, isAdmin, hasHomePublic: false });
    }
    return planRouting({ kind: 'no-application' });
  }

  const [routes, menu] = await Promise.all([api.appRouting(session.appID), api.appMenu(session.appID)]);
  const plan: RoutingPlan = {
    ...planRouting({ kind: 'application', application: { nome: session.appName }, routes }),
    ...(menu ? { menu } : {}),
  };
  if (routes !== null) {
    const granted = byToken.apps.find((app) => app.id === session.appID);
    const hasHomePublic = plan.hasHomePublic || (granted?.hasHomePublic ?? session.hasHomePublic);
    if (hasHomePublic !== session.hasHomePublic) store.update({ hasHomePublic });
  }
  return plan;
}
