import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { BrowserRouter, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { alertStore, raiseAlert } from '../alerts/alert.store.ts';
import { BootScreen } from '../layout/boot-screen.tsx';
import { NO_ROUTES_ALERT, planRouting, type RoutingPlan } from './route-rules.ts';
import { buildRouteTree, screensAt } from './route-tree.tsx';
import { ROUTING_UPDATE_EVENT, type RoutingUpdateDetail } from './routing-events.ts';
import { prefetchScreen } from './screen-route.tsx';

/** The routing rules name their alert by its Italian text (SPEC.md §8); shown in the user's language. */
const alertText = (alert: string): string =>
  alert === NO_ROUTES_ALERT ? i18n.t('shell:alerts.noRoutes') : alert;

/** The scope of the alerts a routing table raised: they belong to its application, and go with it. */
const ROUTING_ALERT_SCOPE = 'routing';

interface Built {
  routes: RouteObject[];
  /** Where the page goes once the new routes are drawn; null: it stays where it is. */
  target: string | null;
  replace: boolean;
}

/**
 * Owns the routing (docs/adr/0035-first-page.md). The route table depends on the session and the server's answer,
 * so it is rebuilt (at start, after choosing an application, when authentication is lost, on 'update routing');
 * one router (`Router`, the browser's history by default) lives through every rebuild and draws the latest table.
 */
export function RoutingHost({
  loadPlan,
  Router = BrowserRouter,
}: {
  /** `path`: where the rebuild is going (a `navigateTo`), when that is not the current address. */
  loadPlan: (path?: string) => Promise<RoutingPlan>;
  Router?: ComponentType<{ children?: ReactNode }>;
}) {
  return (
    <Router>
      <PlannedRoutes loadPlan={loadPlan} />
    </Router>
  );
}

function PlannedRoutes({ loadPlan }: { loadPlan: (path?: string) => Promise<RoutingPlan> }) {
  const [built, setBuilt] = useState<Built | null>(null);
  // Where the router is now and how it moves, for the rebuilds (which run outside rendering). The navigate
  // function changes with the address: kept in a ref, a move is made once per rebuild, not again at every page.
  const location = useLocation();
  const here = useRef(location.pathname);
  here.current = location.pathname;
  const move = useNavigate();
  const navigate = useRef(move);
  navigate.current = move;

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
      const target =
        plan.redirect ?? (detail.navigateTo === 'first-route' ? plan.firstPath : detail.navigateTo);
      // The page's layout and screen load together, not each after its parent has rendered.
      const going = target ? new URL(target, window.location.origin).pathname : here.current;
      for (const screen of screensAt(routes, going, !plan.signedOut))
        prefetchScreen(screen.name, screen.page);
      setBuilt({ routes, target: target ?? null, replace: plan.redirect !== null });
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
  }, [loadPlan]);

  // A rebuild that goes somewhere moves once its routes are drawn; the page is not drawn anew: what the user had
  // open keeps its state.
  useEffect(() => {
    if (built?.target) void navigate.current(built.target, { replace: built.replace });
  }, [built]);

  if (!built) return <BootScreen />;
  return <DrawnRoutes routes={built.routes} />;
}

function DrawnRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
