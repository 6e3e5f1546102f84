import {
  type Application,
  type AppRoute,
  applicationSchema,
  appRouteSchema,
  deriveRole,
  type MenuNode,
  menuNodeSchema,
  menuRoutes,
  platformRoutes,
} from '@halo/contract';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';
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
      const url = `${platformRoutes.appRouting.url}?idApp=${encodeURIComponent(idApp)}`;
      const result = await client.request<unknown>(url);
      const parsed = z.array(appRouteSchema).safeParse(result.data);
      if (!result.ok || !parsed.success) {
        client.report(result.ok ? { ...result, ok: false } : result, i18n.t('shell:alerts.routesError'));
        return null;
      }
      return parsed.data;
    },
    async appMenu(idApp) {
      const url = `${menuRoutes.filtered.url}?idApp=${encodeURIComponent(idApp)}`;
      const result = await client.request<unknown>(url);
      const parsed = z.array(menuNodeSchema).safeParse(result.data);
      // The routes still give a navigation: a menu that cannot be read is not worth an alert.
      return result.ok && parsed.success ? parsed.data : null;
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
