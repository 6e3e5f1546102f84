import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HealthenvLayout } from '../../apps/healthenv/healthenv.layout.tsx';
import { ProsaLayout } from '../../apps/prosa/prosa.layout.tsx';
import { ComunePickerPage } from '../../apps/regional/pages/comune-picker.page.tsx';
import { InvitationCallbackPage } from '../../apps/stroke/pages/invitation-callback.page.tsx';
import { AppsChooserPage } from '../apps-chooser/apps-chooser.page.tsx';
import { OidcCallbackPage } from '../auth/oidc-callback.page.tsx';
import { RouteErrorPage } from '../errors/route-error-page.tsx';
import { NotFoundPage, ServerProblemsPage, UnauthorizedPage } from '../errors/status-pages.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import {
  layoutPathFor,
  type PlannedRoute,
  type RoutingPlan,
  safeFallback,
  staticPaths,
} from './route-rules.ts';
import { ScreenRoute } from './screen-route.tsx';

function authenticated(element: ReactNode): ReactNode {
  return <RequireAuth>{element}</RequireAuth>;
}

function plannedRoute(route: PlannedRoute, { guard }: { guard: boolean }): RouteObject {
  const screen = <ScreenRoute name={route.component} />;
  return {
    id: `dynamic:${route.path}`,
    path: route.path,
    element: guard ? authenticated(screen) : screen,
    handle: { name: route.name },
  };
}

const builtInExact = new Set<string>([
  staticPaths.home,
  staticPaths.apps,
  staticPaths.prosa,
  staticPaths.healthenv,
  staticPaths.notFound,
  staticPaths.unauthorized,
  staticPaths.serverProblems,
  staticPaths.oidcCallback,
  staticPaths.strokeCallbackMedico,
  staticPaths.strokeCallbackPaziente,
  staticPaths.strokeCallbackCaregiver,
]);

/** React Router objects for a routing plan: the static routes of SPEC.md §2 plus the returned ones. */
export function buildRouteTree(plan: RoutingPlan): RouteObject[] {
  // A returned path equal to a built-in one keeps the built-in route (merged); it is not declared twice.
  const dynamic = plan.routes.filter((route) => !builtInExact.has(route.path));
  const under = (layout: string) => dynamic.filter((route) => layoutPathFor(route.path) === layout);
  const topLevel = dynamic.filter((route) => layoutPathFor(route.path) === null);

  return [
    {
      id: 'root',
      element: <AppLayout plan={plan} />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: staticPaths.notFound, element: <NotFoundPage /> },
        { path: staticPaths.unauthorized, element: <UnauthorizedPage /> },
        { path: staticPaths.serverProblems, element: <ServerProblemsPage /> },
        { path: staticPaths.oidcCallback, element: <OidcCallbackPage /> },
        { path: staticPaths.strokeCallbackMedico, element: <InvitationCallbackPage kind="medico" /> },
        { path: staticPaths.strokeCallbackPaziente, element: <InvitationCallbackPage kind="paziente" /> },
        { path: staticPaths.strokeCallbackCaregiver, element: <InvitationCallbackPage kind="caregiver" /> },
        { path: staticPaths.regionalPicker, element: <ComunePickerPage /> },
        { path: staticPaths.apps, element: authenticated(<AppsChooserPage />) },
        { path: staticPaths.home, element: authenticated(<ScreenRoute name="PlatformHome" />) },
        {
          path: staticPaths.prosa,
          element: <ProsaLayout />,
          children: [
            { index: true, element: <ScreenRoute name="ProsaHome" /> },
            // The layout is public, so each returned page under it carries its own guard.
            ...under(staticPaths.prosa).map((route) => plannedRoute(route, { guard: true })),
          ],
        },
        {
          path: staticPaths.healthenv,
          element: <HealthenvLayout />,
          children: [
            { index: true, element: <ScreenRoute name="HealthenvHome" /> },
            ...under(staticPaths.healthenv).map((route) => plannedRoute(route, { guard: false })),
          ],
        },
        ...topLevel.map((route) => plannedRoute(route, { guard: true })),
        { path: '*', element: <Navigate to={safeFallback(plan)} replace /> },
      ],
    },
  ];
}
