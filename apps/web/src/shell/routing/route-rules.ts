/**
 * The dynamic-routing rules of SPEC.md §2 as pure functions: returned routes, session state and flags in,
 * planned routes and redirect decisions out. route-tree.tsx turns a plan into React Router objects.
 */
import {
  type Application,
  type AppManifest,
  type AppRoute,
  errorMessages,
  type ManifestLayout,
  type ManifestPage,
  type MenuNode,
  manifests,
  type PermissionMasks,
  type PublicRoute,
  publicHomePaths,
} from '@halo/contract';
import { matchPath } from 'react-router';

/** The shell's own routes (SPEC.md §2). */
export const staticPaths = {
  notFound: '/404',
  unauthorized: '/unauthorized',
  serverProblems: '/serverproblems',
  apps: '/apps',
  home: '/',
  oidcCallback: '/oidc/callback',
} as const;

/** The applications' layouts (`/prosa`, `/healthenv`) and built-in pages (the invitation callbacks …). */
export const appLayouts: readonly ManifestLayout[] = (manifests as readonly AppManifest[]).flatMap(
  (manifest) => (manifest.layout ? [manifest.layout] : []),
);
export const appPages: readonly ManifestPage[] = (manifests as readonly AppManifest[]).flatMap(
  (manifest) => manifest.pages ?? [],
);

/**
 * Built-in routes a visitor without a session can open. Public homes come first: an unknown path of an
 * unauthenticated visitor goes to the first of them.
 */
export const builtInPublicPaths: readonly string[] = [
  ...publicHomePaths,
  staticPaths.notFound,
  staticPaths.unauthorized,
  staticPaths.serverProblems,
  ...appPages.filter((page) => page.isPublic).map((page) => page.path),
  staticPaths.oidcCallback,
];

/** Built-in routes that need a session. */
export const builtInAuthenticatedPaths: readonly string[] = [
  staticPaths.apps,
  staticPaths.home,
  ...appLayouts.filter((layout) => !layout.isPublic).map((layout) => layout.path),
  ...appPages.filter((page) => !page.isPublic).map((page) => page.path),
];

/** Built-in layouts whose path a returned route may lie under (their pages render inside the layout). */
export const builtInLayoutPaths: readonly string[] = appLayouts.map((layout) => layout.path);

export const NO_ROUTES_ALERT = 'Non ci sono rotte salvate nel sistema. Solo la Home è disponibile.';
/** The message of SPEC.md §8 that marks the server as down (the contract's `unavailable` text). */
export const SERVER_DOWN_MESSAGE = errorMessages.unavailable;

export interface PlannedRoute {
  /** Route name (sub-routes: parent name + sub-route name). */
  name: string;
  path: string;
  /** Screen name, resolved through the screen registry (an unknown one shows the 404 page). */
  component: string;
  /** Returned routes need a session; a signed-out visitor opens only the public ones. */
  authenticated: boolean;
  /** Name of the returned item a sub-route belongs to; null for the item itself. */
  parent: string | null;
}

export interface MergedHome {
  /** The built-in public home path the returned route matched. */
  path: string;
  name: string;
}

export interface RoutingPlan {
  /** Returned routes (and their sub-routes), flattened, in server order. */
  routes: PlannedRoute[];
  /** Returned routes that matched a built-in public home: the built-in route is kept and marked. */
  mergedHomes: MergedHome[];
  /** A returned route matched a built-in public home path (stored as the hasHomePublic flag). */
  hasHomePublic: boolean;
  /** Where the application opens: its first returned route. */
  firstPath: string;
  /** Where unknown paths redirect. */
  fallback: string;
  /** Alert to raise once the routing is built. */
  alert: string | null;
  /** Leave the current page for this one as soon as the routing is built. */
  redirect: string | null;
  /**
   * A signed-out visitor's plan: its routes are there only so that a bookmark leads to the sign-in (docs/adr/0012),
   * not to be listed in the header.
   */
  signedOut?: boolean;
  /** The application's menu as the user may see it; absent or empty: the header lists the routes. */
  menu?: readonly MenuNode[];
  /** The user's flags per section; absent when not read (screens then show every action, the server decides). */
  permissions?: PermissionMasks;
  /**
   * Signed in: which application every path belongs to, the applications the user may open, and the one this
   * plan was built for, so that an address of another application switches to it (docs/adr/0030).
   */
  applications?: ApplicationsContext;
}

export interface ApplicationsContext {
  known: readonly PublicRoute[];
  granted: readonly Application[];
  /** The application of this plan; null when none is chosen yet. */
  current: number | null;
}

/**
 * What an address means for a signed-in user (docs/adr/0030): a path of the plan's application or of none
 * (`here`), a path of another application they may open (`switch` to it, keeping the address), or a path of an
 * application they may not open (`elsewhere`: said so, never a silent redirect).
 */
export type PathDecision =
  | { kind: 'here'; owner: number | null }
  | { kind: 'switch'; app: Application }
  | { kind: 'elsewhere'; owner: number };

export function decidePath(pathname: string, context: ApplicationsContext): PathDecision {
  const owner = ownerOf(pathname, context.known);
  if (owner === null || owner === context.current) return { kind: 'here', owner };
  const app = context.granted.find((candidate) => candidate.id === owner);
  return app ? { kind: 'switch', app } : { kind: 'elsewhere', owner };
}

export type RoutingInput =
  /**
   * No session: the built-in public routes, the public returned ones, and every other path an application knows
   * as a route that sends the visitor to sign in (a bookmark survives the sign-in).
   */
  | { kind: 'anonymous'; known?: readonly PublicRoute[] }
  /** Signed in, no application chosen yet. */
  | { kind: 'no-application' }
  /** The server said it is down or under maintenance. */
  | { kind: 'server-down' }
  /** Signed in with an application; `routes` is null when fetching them failed. */
  | { kind: 'application'; application: { nome: string | null }; routes: AppRoute[] | null };

/** Leading slash, no repeated or trailing slashes: `'prosa//campagne/'` → `'/prosa/campagne'`. */
export function normalizePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** A sub-route's path: parent path + '/' + pathBase. */
export function subRoutePath(parentPath: string, pathBase: string): string {
  return normalizePath(`${parentPath}/${pathBase}`);
}

/** A sub-route's name: parent name followed by the sub-route's name. */
export function subRouteName(parentName: string, subName: string): string {
  return `${parentName}${subName}`;
}

/** Each returned item becomes an authenticated route, followed by its sub-routes. */
export function flattenAppRoute(route: AppRoute): PlannedRoute[] {
  const parentPath = normalizePath(route.path);
  return [
    { name: route.name, path: parentPath, component: route.component, authenticated: true, parent: null },
    ...route.subRoutes.map(
      (sub): PlannedRoute => ({
        name: subRouteName(route.name, sub.name),
        path: subRoutePath(parentPath, sub.pathBase),
        component: sub.component,
        authenticated: true,
        parent: route.name,
      }),
    ),
  ];
}

export function isPublicHomePath(path: string): boolean {
  return (publicHomePaths as readonly string[]).includes(normalizePath(path));
}

/** The built-in layout a path renders inside, if any (`/prosa/campagne` → `/prosa`). */
export function layoutPathFor(path: string): string | null {
  const normalized = normalizePath(path);
  return builtInLayoutPaths.find((layout) => normalized.startsWith(`${layout}/`)) ?? null;
}

/** The application's public home when it has one, else the platform home. */
export function homeFor(application: { nome: string | null }): string {
  const own = application.nome ? normalizePath(application.nome.trim().toLowerCase()) : null;
  return own && isPublicHomePath(own) ? own : staticPaths.home;
}

function emptyPlan(fallback: string, extra: Partial<RoutingPlan> = {}): RoutingPlan {
  return {
    routes: [],
    mergedHomes: [],
    hasHomePublic: false,
    firstPath: fallback,
    fallback,
    alert: null,
    redirect: null,
    ...extra,
  };
}

export function planRouting(input: RoutingInput): RoutingPlan {
  switch (input.kind) {
    case 'anonymous': {
      const plan = emptyPlan(builtInPublicPaths[0] ?? staticPaths.notFound, { signedOut: true });
      const seen = new Set<string>(publicHomePaths);
      for (const route of input.known ?? []) {
        for (const planned of flattenAppRoute(route)) {
          if (seen.has(planned.path)) continue;
          seen.add(planned.path);
          plan.routes.push({ ...planned, authenticated: !route.isPublic });
        }
      }
      return plan;
    }
    case 'no-application':
      return emptyPlan(staticPaths.apps);
    case 'server-down':
      return emptyPlan(staticPaths.serverProblems, { redirect: staticPaths.serverProblems });
    case 'application': {
      if (input.routes === null) return emptyPlan(staticPaths.serverProblems);
      if (input.routes.length === 0) {
        return emptyPlan(homeFor(input.application), { alert: NO_ROUTES_ALERT });
      }
      const mergedHomes: MergedHome[] = [];
      const routes: PlannedRoute[] = [];
      for (const item of input.routes) {
        const [parent, ...subs] = flattenAppRoute(item);
        if (!parent) continue;
        if (isPublicHomePath(parent.path)) {
          mergedHomes.push({ path: parent.path, name: parent.name });
          routes.push(...subs);
        } else {
          routes.push(parent, ...subs);
        }
      }
      const firstPath = normalizePath(input.routes[0]?.path ?? staticPaths.home);
      return {
        routes,
        mergedHomes,
        hasHomePublic: mergedHomes.length > 0,
        firstPath,
        fallback: firstPath,
        alert: null,
        redirect: null,
      };
    }
  }
}

/** The application a path belongs to, by the routes (and sub-routes) every application declares. */
export function ownerOf(pathname: string, known: readonly PublicRoute[]): number | null {
  const path = normalizePath(pathname);
  const owner = known.find((route) =>
    flattenAppRoute(route).some((planned) => matchPath({ path: planned.path, end: true }, path) !== null),
  );
  return owner?.idApp ?? null;
}

/** Paths the built route tree answers, for checking that a redirect target exists. */
export function knownPaths(plan: RoutingPlan): Set<string> {
  return new Set([...builtInPublicPaths, ...builtInAuthenticatedPaths, ...plan.routes.map((r) => r.path)]);
}

/** A fallback that no route answers would redirect forever: the 404 page takes its place. */
export function safeFallback(plan: RoutingPlan): string {
  return knownPaths(plan).has(plan.fallback) ? plan.fallback : staticPaths.notFound;
}

export type GateDecision = 'render' | 'login';

/** A route marked authenticated sends a visitor without a session to login. */
export function gateRoute(requiresAuth: boolean, logged: boolean): GateDecision {
  return requiresAuth && !logged ? 'login' : 'render';
}

/** SPEC.md §8: app-by-token answering 404 with the maintenance message means the server is down. */
export function isServerDownResponse(status: number, message: string | null): boolean {
  return status === 404 && (message ?? '').includes(SERVER_DOWN_MESSAGE);
}

/**
 * A navigation scrolls to the top when the page changes; a hash change (skip link) must not, nor the first page of
 * a load (`previousPathname` null): the browser placed it (at the top, at an anchor, where a reload left it), and
 * a visitor may already have scrolled the page rendered at build time that the app takes over (shell/prerendered.ts).
 */
export function shouldScrollToTop(previousPathname: string | null, nextPathname: string): boolean {
  return previousPathname !== null && previousPathname !== nextPathname;
}
