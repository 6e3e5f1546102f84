/**
 * An application's manifest (docs/adding-an-application.md): everything the platform needs to know about an
 * application, declared once, beside its contract. The shell, the server's catalogue sync and the i18n setup read
 * manifests; none of them names an application (openmrs-esm-core's `routes.json`, Backstage's plugin `register`).
 */

/** Titles people read, per language of the SPA (the routing keeps `nome`). */
export interface LocalizedText {
  it: string;
  en: string;
}

/** A sub-route of a default route (SPEC.md §2: pathBase, name, component). */
export interface ManifestSubRoute<S extends string = string> {
  pathBase: string;
  name: string;
  component: S;
}

/** A route the application ships with: who gets it by default and which screen it shows. */
export interface ManifestRoute<S extends string = string> {
  path: string;
  name: string;
  component: S;
  /** Roles of the application that get the route (superadmin gets every route). */
  roles: readonly string[];
  /** Reachable without signing in (the application's public home, SPEC.md §2). */
  isPublic?: boolean;
  /** Only users holding READ on this section (or the application's admins) get the route. */
  section?: string;
  /** Installed only in demo mode. */
  demoOnly?: boolean;
  subRoutes?: readonly ManifestSubRoute<S>[];
}

/**
 * The layout the application's pages render in, at its home path (SPEC.md §2: `/prosa` public, `/healthenv`
 * authenticated), with the screen shown at that path. Returned routes under the path render inside it.
 */
export interface ManifestLayout<S extends string = string> {
  path: string;
  component: S;
  home: S;
  /** Open to visitors without a session (a public home, SPEC.md §4); its pages still need one. */
  isPublic: boolean;
}

/** A page the SPA always has, outside the server's routing (SPEC.md §2's public invitation callback pages). */
export interface ManifestPage<S extends string = string> {
  path: string;
  component: S;
  isPublic: boolean;
}

/** A permission section of the application's calls (SPEC.md §6): a group is granted flags on it. */
export interface ManifestSection {
  name: string;
  description: string;
}

/** A parent item of the default menu and the route paths listed under it. */
export interface ManifestMenuGroup {
  label: string;
  icon: string;
  paths: readonly string[];
}

/** A service (SPEC.md §7 "services") the application brings, and the other applications that use it too. */
export interface ManifestService {
  nome: string;
  basePath: string;
  description: string;
  base: boolean;
  microservice: boolean;
  /** Identity clients of the other applications the service is listed for; 'all' for every application. */
  alsoFor?: readonly string[] | 'all';
}

export interface AppManifest<S extends string = string> {
  /**
   * The application's domain name, the same in its three places (STYLE.md §1): `packages/contract/src/<name>.ts`,
   * `apps/server/src/modules/<name>/`, `apps/web/src/apps/<name>/`.
   */
  name: string;
  /** The SPA's i18n namespaces of the application (registered by `apps/web/src/apps/<name>/<name>.i18n.ts`). */
  namespaces: readonly string[];
  /** Identity client whose roles give the user's role in the application (resource_access.<clientId>.roles). */
  clientId: string;
  /** The name the routing uses (SPEC.md §4: the public home is `/<lowercase nome>`). */
  nome: string;
  title: LocalizedText;
  /** Installed only in demo mode. */
  demoOnly?: boolean;
  /** The client roles the application knows; `admin` passes every check of its sections. */
  roles: readonly string[];
  /** The names of the screens the SPA bundles for it (each route's `component` is one of them). */
  screens: readonly S[];
  layout?: ManifestLayout<S>;
  pages?: readonly ManifestPage<S>[];
  /**
   * The path of the application's public self-registration page, when it has one: the embedded provider's
   * sign-in page then offers "Registrati" there (Keycloak shows the same link on its own page).
   */
  registrationPath?: string;
  /**
   * The English of every label the catalogue seeds (route, sub-route and menu-group names, Italian as written
   * there): the SPA shows them in English to an English user while they are as seeded; a label an administrator
   * wrote stays as written. A test checks none is missing.
   */
  labelsEn?: Readonly<Record<string, string>>;
}

/**
 * What the catalogue sync installs for an application besides its manifest (docs/adr/0035-first-page.md): the
 * description and icon of its card, its permission sections, its default routes and menu, its services. The
 * server reads it; the SPA's first download carries only the manifest.
 */
export interface CatalogueParts<S extends string = string> {
  description: string;
  /** A Bootstrap Italia icon name (e.g. `it-calendar`). */
  icon: string;
  hasHomePublic: boolean;
  sections: readonly ManifestSection[];
  routes: readonly ManifestRoute<S>[];
  /** The default menu's groups; without it the default menu lists the routes in order. */
  menu?: readonly ManifestMenuGroup[];
  services?: readonly ManifestService[];
}

/** An application as the catalogue sync installs it: its manifest and its catalogue parts. */
export type AppCatalogue<S extends string = string> = AppManifest<S> & CatalogueParts<S>;

/** Declares a manifest. */
export function defineManifest<const S extends string, const M extends AppManifest<S>>(
  manifest: M & AppManifest<S>,
): M {
  return manifest;
}

/**
 * Declares an application's catalogue parts beside its manifest, checking that every route names one of the
 * manifest's screens. Without side effects: a bundle that reads only the manifest leaves the catalogue out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCatalogue<const M extends AppManifest, const C extends CatalogueParts<ScreensOf<M>>>(
  manifest: M,
  parts: C & CatalogueParts<ScreensOf<M>>,
): M & C {
  return { ...manifest, ...parts };
}

/** The screen names of a manifest: what its routes may show. */
export type ScreensOf<M> = M extends { screens: readonly (infer S)[] } ? S : never;

/** The components of a manifest's layout and pages: bundled beside its screens, never named by a route. */
export type PagesOf<M> =
  | (M extends { layout: { component: infer L; home: unknown } } ? L : never)
  | (M extends { pages: readonly { component: infer P }[] } ? P : never);
