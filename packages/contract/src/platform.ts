import { z } from 'zod';
import { defineRoute } from './http.ts';
import { authenticatedAccess, publicAccess } from './permissions.ts';

/** Built-in public home paths of the SPA (SPEC.md §2); a returned route with one of these paths merges with it. */
export const publicHomePaths = ['/prosa'] as const;

export const subRouteSchema = z
  .object({
    pathBase: z.string().min(1),
    name: z.string().min(1),
    component: z.string().min(1),
  })
  .meta({ id: 'SubRoute' });

export const appRouteSchema = z
  .object({
    path: z.string().min(1),
    name: z.string().min(1),
    component: z.string().min(1),
    subRoutes: z.array(subRouteSchema),
  })
  .meta({ id: 'AppRoute' });

export const applicationSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    /** Identity client whose roles (resource_access.<clientId>.roles) give the user's role in the application. */
    clientId: z.string(),
    description: z.string(),
    icon: z.string(),
    /** The application has a public home page at `/<lowercase nome>` (SPEC.md §4). */
    hasHomePublic: z.boolean(),
  })
  .meta({ id: 'Application' });

export type SubRoute = z.infer<typeof subRouteSchema>;
export type AppRoute = z.infer<typeof appRouteSchema>;
export type Application = z.infer<typeof applicationSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const platformRoutes = {
  publicRouting: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/routing',
    access: publicAccess,
    summary: 'Rotte pubbliche',
    tags: ['platform'],
    response: { 200: z.array(appRouteSchema) },
  }),
  appRouting: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app/routing',
    access: authenticatedAccess,
    summary: "Rotte dell'applicazione consentite al ruolo dell'utente",
    tags: ['platform'],
    querystring: z.object({ idApp: z.coerce.number().int().positive() }),
    response: { 200: z.array(appRouteSchema) },
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
  }),
  appByName: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app/getappbynome',
    access: publicAccess,
    summary: 'Applicazione per nome',
    tags: ['platform'],
    querystring: z.object({ nomeApp: z.string().min(1) }),
    response: { 200: applicationSchema },
  }),
  appById: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/app/byid/:id',
    access: authenticatedAccess,
    summary: 'Applicazione per id',
    tags: ['platform'],
    params: idParams,
    response: { 200: applicationSchema },
  }),
};

/** What the SPA needs to know at run time: where to sign in. */
export const clientConfigSchema = z
  .object({
    oidc: z.object({ issuer: z.string(), clientId: z.string() }),
    demo: z.boolean(),
  })
  .meta({ id: 'ClientConfig' });

export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const clientConfigRoute = defineRoute({
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
    email: z.string().nullable(),
    name: z.string().nullable(),
    realmRoles: z.array(z.string()),
    clientRoles: z.record(z.string(), z.array(z.string())),
    groups: z.array(z.string()),
  })
  .meta({ id: 'Principal' });

export const meRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/halo/me',
  access: authenticatedAccess,
  summary: "L'utente autenticato, come lo vede il server",
  tags: ['platform'],
  response: { 200: principalSchema },
});
