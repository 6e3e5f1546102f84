import { useEffect, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { alertStore, raiseAlert } from '../alerts/alert.store.ts';
import { BootScreen } from '../layout/boot-screen.tsx';
import { NO_ROUTES_ALERT, planRouting, type RoutingPlan } from './route-rules.ts';
import { buildRouteTree, screensAt } from './route-tree.tsx';
import { ROUTING_UPDATE_EVENT, type RoutingUpdateDetail } from './routing-events.ts';
import { prefetchScreen } from './screen-route.tsx';

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
  /** Where the new router goes once the provider listens to it; null: where it is. */
  target: string | null;
  replace: boolean;
  /** It replaced another router, whose state the provider still holds. */
  replaced: boolean;
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
      const routes = buildRouteTree(plan);
      const router = createRouter(routes);
      const target =
        plan.redirect ?? (detail.navigateTo === 'first-route' ? plan.firstPath : detail.navigateTo);
      // The page's layout and screen load together, not each after its parent has rendered.
      const going = new URL(target ?? window.location.href, window.location.origin).pathname;
      for (const screen of screensAt(routes, going, !plan.signedOut))
        prefetchScreen(screen.name, screen.page);
      setBuilt((previous) => ({
        router,
        plan,
        target: target ?? null,
        replace: plan.redirect !== null,
        replaced: previous !== null,
      }));
      alertStore.clearScope(ROUTING_ALERT_SCOPE);
      if (plan.alert) raiseAlert(alertText(plan.alert), { kind: 'warning', scope: ROUTING_ALERT_SCOPE });
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

  // React Router's provider keeps the state of the first router it rendered and listens to a new one only from
  // its next change: a rebuild that stayed on its address (another application opened by a link) went on showing
  // the old router's matches, an empty page. So each new router moves once the provider listens to it (the
  // provider subscribes in a layout effect, before this effect runs): to its target, or to where it is. The page
  // is not drawn anew: what the user had open keeps its state.
  useEffect(() => {
    if (!built) return;
    const { router, target, replace, replaced } = built;
    // The first router is the provider's own state already: only a replacing one that stays needs the move.
    if (target === null && !replaced) return;
    const { pathname, search, hash } = router.state.location;
    void router.navigate(target ?? `${pathname}${search}${hash}`, { replace: target === null || replace });
  }, [built]);

  // The replaced router stops listening to history once React has switched to the new one.
  useEffect(() => {
    const router = built?.router;
    return () => router?.dispose();
  }, [built?.router]);

  if (!built) return <BootScreen />;
  return <RouterProvider router={built.router} />;
}
