import type { ManifestLayout, ManifestPage } from '@halo/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { OidcCallbackPage } from '../auth/oidc-callback.page.tsx';
import { RouteErrorBoundary } from '../errors/route-error-page.tsx';
import { NotFoundPage, ServerProblemsPage, UnauthorizedPage } from '../errors/status-pages.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { ScreenLoading } from '../layout/screen-loading.tsx';
import { UnmatchedPath } from './application-switch.tsx';
import { RequireAuth } from './require-auth.tsx';
import {
  appLayouts,
  appPages,
  layoutPathFor,
  type PlannedRoute,
  type RoutingPlan,
  staticPaths,
} from './route-rules.ts';
import { ScreenRoute } from './screen-route.tsx';

/** The applications chooser: a page of signed-in users, loaded with the first of them (docs/adr/0035-first-page.md). */
const AppsChooserPage = lazy(() =>
  import('../apps-chooser/apps-chooser.page.tsx').then((module) => ({ default: module.AppsChooserPage })),
);

function authenticated(element: ReactNode): ReactNode {
  return <RequireAuth>{element}</RequireAuth>;
}

/** The screen a route draws, in its `handle`: what `screensAt` reads to load it before the route renders. */
export interface ScreenHandle {
  screen: { name: string; page: boolean; guarded: boolean };
}

/** A route's element drawing a screen, behind the sign-in when `guarded`, and the handle that names it. */
function drawn(name: string, { page = false, guarded = false } = {}) {
  const screen = <ScreenRoute name={name} page={page} />;
  const handle: ScreenHandle = { screen: { name, page, guarded } };
  return { element: guarded ? authenticated(screen) : screen, handle };
}

function plannedRoute(route: PlannedRoute, { guard }: { guard: boolean }): RouteObject {
  const { element, handle } = drawn(route.component, { guarded: guard && route.authenticated });
  return { id: `dynamic:${route.path}`, path: route.path, element, handle: { name: route.name, ...handle } };
}

/** A built-in page of a manifest (an invitation callback …). */
function pageRoute(page: ManifestPage): RouteObject {
  return { path: page.path, ...drawn(page.component, { page: true, guarded: !page.isPublic }) };
}

/** A manifest's layout, its home at its path and the returned routes under it. */
function layoutRoute(layout: ManifestLayout, routes: PlannedRoute[]): RouteObject {
  return {
    path: layout.path,
    ...drawn(layout.component, { page: true, guarded: !layout.isPublic }),
    children: [
      { index: true, ...drawn(layout.home) },
      // Under a public layout each returned page carries its own guard; under a guarded one it needs none.
      ...routes.map((route) => plannedRoute(route, { guard: layout.isPublic })),
    ],
  };
}

const builtInExact = new Set<string>([
  ...Object.values(staticPaths),
  ...appLayouts.map((layout) => layout.path),
  ...appPages.map((page) => page.path),
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
      element: (
        <RouteErrorBoundary>
          <AppLayout plan={plan} />
        </RouteErrorBoundary>
      ),
      children: [
        { path: staticPaths.notFound, element: <NotFoundPage /> },
        { path: staticPaths.unauthorized, element: <UnauthorizedPage /> },
        { path: staticPaths.serverProblems, element: <ServerProblemsPage /> },
        { path: staticPaths.oidcCallback, element: <OidcCallbackPage /> },
        ...appPages.map(pageRoute),
        {
          path: staticPaths.apps,
          element: authenticated(
            <Suspense fallback={<ScreenLoading />}>
              <AppsChooserPage />
            </Suspense>,
          ),
        },
        { path: staticPaths.home, ...drawn('PlatformHome', { guarded: true }) },
        ...appLayouts.map((layout) => layoutRoute(layout, under(layout.path))),
        ...topLevel.map((route) => plannedRoute(route, { guard: true })),
        { path: '*', element: <UnmatchedPath plan={plan} /> },
      ],
    },
  ];
}

/**
 * The screens the routes matching `path` draw (a layout and its page), those a visitor may see unless `signedIn`
 * (a route under a guarded one is guarded too): loaded as soon as the routes are known, side by side, rather than
 * each when its parent has rendered.
 */
export function screensAt(routes: RouteObject[], path: string, signedIn: boolean): ScreenHandle['screen'][] {
  let guarded = false;
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const screen = (route.handle as Partial<ScreenHandle> | undefined)?.screen;
    if (!screen) return [];
    guarded ||= screen.guarded;
    return signedIn || !guarded ? [screen] : [];
  });
}
