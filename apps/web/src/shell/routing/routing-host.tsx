import { useEffect, useRef, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { alertStore, raiseAlert } from '../alerts/alert.store.ts';
import { BootScreen } from '../layout/boot-screen.tsx';
import { NO_ROUTES_ALERT, planRouting, type RoutingPlan } from './route-rules.ts';
import { buildRouteTree } from './route-tree.tsx';
import { ROUTING_UPDATE_EVENT, type RoutingUpdateDetail } from './routing-events.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The routing rules name their alert by its Italian text (SPEC.md §8); shown in the user's language. */
const alertText = (alert: string): string =>
  alert === NO_ROUTES_ALERT ? i18n.t('shell:alerts.noRoutes') : alert;

/** The scope of the alerts a routing table raised: they belong to its application, and go with it. */
const ROUTING_ALERT_SCOPE = 'routing';

const browserRouter = (routes: RouteObject[]): AppRouter => createBrowserRouter(routes);

interface Built {
  router: AppRouter;
  plan: RoutingPlan;
  /** Which build this is: the provider of a new router is a new one (see below). */
  build: number;
}

/**
 * Owns the data router. The route table depends on the session and the server's answer, so the router is
 * rebuilt (at start, after choosing an application, when authentication is lost, on 'update routing').
 */
export function RoutingHost({
  loadPlan,
  createRouter = browserRouter,
}: {
  /** `path`: where the rebuild is going (a `navigateTo`), when that is not the current address. */
  loadPlan: (path?: string) => Promise<RoutingPlan>;
  createRouter?: (routes: RouteObject[]) => AppRouter;
}) {
  const [built, setBuilt] = useState<Built | null>(null);
  const builds = useRef(0);

  useEffect(() => {
    let active = true;
    let generation = 0;
    const rebuild = async (detail: RoutingUpdateDetail) => {
      generation += 1;
      const mine = generation;
      let plan: RoutingPlan;
      try {
        // A rebuild that goes to a page plans for that page's application, not for the one being left.
        const going =
          detail.navigateTo && detail.navigateTo !== 'first-route' ? detail.navigateTo : undefined;
        plan = await loadPlan(going);
      } catch (error) {
        console.error('Costruzione delle rotte non riuscita.', error);
        plan = planRouting({ kind: 'application', application: { nome: null }, routes: null });
      }
      // Only the latest rebuild wins: an older answer arriving late must not replace a newer table.
      if (!active || mine !== generation) return;
      const router = createRouter(buildRouteTree(plan));
      builds.current += 1;
      setBuilt({ router, plan, build: builds.current });
      alertStore.clearScope(ROUTING_ALERT_SCOPE);
      if (plan.alert) raiseAlert(alertText(plan.alert), { kind: 'warning', scope: ROUTING_ALERT_SCOPE });
      const target =
        plan.redirect ?? (detail.navigateTo === 'first-route' ? plan.firstPath : detail.navigateTo);
      if (target) void router.navigate(target, { replace: plan.redirect !== null });
    };
    void rebuild({});
    const onUpdate = (event: Event) => {
      void rebuild((event as CustomEvent<RoutingUpdateDetail | null>).detail ?? {});
    };
    window.addEventListener(ROUTING_UPDATE_EVENT, onUpdate);
    return () => {
      active = false;
      window.removeEventListener(ROUTING_UPDATE_EVENT, onUpdate);
    };
  }, [loadPlan, createRouter]);

  // The replaced router stops listening to history once React has switched to the new one.
  useEffect(() => {
    const router = built?.router;
    return () => router?.dispose();
  }, [built?.router]);

  if (!built) return <BootScreen />;
  // React Router's provider keeps the state of the router it first rendered: given another router, it would go on
  // showing the old one's matches until the new one changes its own state (a rebuild that stays on its address, as
  // opening another application's link does, would show an empty page). Each build gets its own provider.
  return <RouterProvider key={built.build} router={built.router} />;
}
