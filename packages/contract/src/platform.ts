import { z } from 'zod/mini';
import { numericIdSchema } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import type { AppManifest } from './manifest.ts';
import { manifests } from './manifests.ts';
import { authenticatedAccess, publicAccess } from './permissions.ts';

/**
 * Built-in public home paths of the SPA (SPEC.md §2): the applications' public layouts. A returned route with one
 * of these paths merges with it.
 */
export const publicHomePaths: readonly string[] = (manifests as readonly AppManifest[]).flatMap((manifest) =>
  manifest.layout?.isPublic ? [manifest.layout.path] : [],
);

export const subRouteSchema = z
  .object({
    pathBase: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    component: z.string().check(z.minLength(1)),
  })
  .register(z.globalRegistry, { id: 'SubRoute' });

export const appRouteSchema = z
  .object({
    path: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    component: z.string().check(z.minLength(1)),
    subRoutes: z.array(subRouteSchema),
  })
  .register(z.globalRegistry, { id: 'AppRoute' });

/**
 * A route as the public routing call gives it: every application's routes, so that the SPA of a signed-out
 * visitor knows which paths need a sign-in (a bookmark) and, after it, which application a path belongs to.
 * Only `isPublic` routes open without a session (docs/adr/0012-deep-links.md).
 */
export const publicRouteSchema = z
  .extend(appRouteSchema, {
    /** The application the route belongs to. */
    idApp: z.number().check(z.int()),
    isPublic: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'PublicRoute' });

export const applicationSchema = z
  .object({
    id: z.number().check(z.int()),
    nome: z.string(),
    /** Identity client whose roles (resource_access.<clientId>.roles) give the user's role in the application. */
    clientId: z.string(),
    description: z.string(),
    icon: z.string(),
    /** The application has a public home page at `/<lowercase nome>` (SPEC.md §4). */
    hasHomePublic: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Application' });

export type AppRoute = z.infer<typeof appRouteSchema>;
export type PublicRoute = z.infer<typeof publicRouteSchema>;
export type Application = z.infer<typeof applicationSchema>;

const idParams = z.object({ id: numericIdSchema });

export const platformRoutes = defineRoutes({
  publicRouting: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/routing',
    access: publicAccess,
    summary: 'Rotte di tutte le applicazioni: quali sono pubbliche e a quale applicazione appartengono',
    tags: ['platform'],
    response: { 200: z.array(publicRouteSchema) },
  }),
  appRouting: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app/routing',
    access: authenticatedAccess,
    summary: "Rotte dell'applicazione consentite al ruolo dell'utente",
    tags: ['platform'],
    querystring: z.object({ idApp: numericIdSchema }),
    response: { 200: z.array(appRouteSchema) },
    errors: [403, 404],
  }),
  myApps: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app',
    access: authenticatedAccess,
    summary: "Applicazioni che l'utente può aprire",
    tags: ['platform'],
    response: { 200: z.array(applicationSchema) },
  }),
  appByToken: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app/bytoken',
    access: authenticatedAccess,
    summary: "Applicazioni concesse dal token dell'utente",
    tags: ['platform'],
    response: { 200: z.array(applicationSchema) },
    errors: [404],
  }),
  appByName: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app/getappbynome',
    access: publicAccess,
    summary: 'Applicazione per nome',
    tags: ['platform'],
    querystring: z.object({ nomeApp: z.string().check(z.minLength(1)) }),
    response: { 200: applicationSchema },
    errors: [404],
  }),
  appById: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app/byid/:id',
    access: authenticatedAccess,
    summary: 'Applicazione per id',
    tags: ['platform'],
    params: idParams,
    response: { 200: applicationSchema },
    errors: [404],
  }),
});

/** What the SPA needs to know at run time: where to sign in. */
export const clientConfigSchema = z
  .object({
    oidc: z.object({ issuer: z.string(), clientId: z.string() }),
    /** Inactivity (seconds) after which the SPA signs out, and how long before it asks "resta collegato?". */
    session: z.object({
      idleSeconds: z.number().check(z.int(), z.positive()),
      warnSeconds: z.number().check(z.int(), z.positive()),
    }),
    demo: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ClientConfig' });

export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const clientConfigRoute = defineRoute({
  operationId: 'clientConfig',
  method: 'GET',
  url: '/api/config',
  access: publicAccess,
  summary: "Configurazione dell'interfaccia (identity provider)",
  tags: ['platform'],
  response: { 200: clientConfigSchema },
});

export const principalSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    email: z.nullable(z.string()),
    name: z.nullable(z.string()),
    realmRoles: z.array(z.string()),
    clientRoles: z.record(z.string(), z.array(z.string())),
    groups: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'Principal' });

export const meRoute = defineRoute({
  operationId: 'me',
  method: 'GET',
  url: '/api/v1/halo/me',
  access: authenticatedAccess,
  summary: "L'utente autenticato, come lo vede il server",
  tags: ['platform'],
  response: { 200: principalSchema },
});

/** A user's flags per section, for the SPA to hide what they cannot do; sections where they hold none are left out. */
export const permissionMasksSchema = z
  .record(z.string(), z.number().check(z.int(), z.minimum(0), z.maximum(63)))
  .register(z.globalRegistry, { id: 'PermissionMasks' });
export type PermissionMasks = z.infer<typeof permissionMasksSchema>;

export const myPermissionsRoute = defineRoute({
  operationId: 'myPermissions',
  method: 'GET',
  url: '/api/v1/halo/me/permissions',
  access: authenticatedAccess,
  summary:
    "I permessi dell'utente per sezione (maschere di bit): l'interfaccia nasconde le azioni che non può fare, il server decide comunque",
  tags: ['platform'],
  response: { 200: permissionMasksSchema },
});
