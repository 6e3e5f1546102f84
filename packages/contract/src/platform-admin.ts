import { z } from 'zod';
import {
  adminMessages,
  adminSections,
  catalogueResponseHeaders,
  clientIdSchema,
  idParamsSchema,
  numericIdSchema,
  positionSchema,
  refIdSchema,
  versionSchema,
} from './admin.ts';
import { authorityNameSchema, groupSchema, roleNameSchema, roleSchema } from './authorization.ts';
import { screenComponents } from './components.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { manifests, type ScreenComponent } from './manifests.ts';
import { menuNodeSchema } from './menu.ts';
import { menuSchema } from './menu-admin.ts';
import { catalogueQuerySchema, pageQuerySchema, pageSchema } from './paging.ts';
import { ALL_PERMISSIONS, NO_PERMISSIONS, requires } from './permissions.ts';
import { applicationSchema, appRouteSchema, subRouteSchema } from './platform.ts';

/*
 * Platform administration (SPEC.md §7 "Platform admin"): applications and their services, modules, icons, routing
 * configuration, sections, roles, authorities, groups and the application's configuration (wsc), settings,
 * export/import and the "view as role" preview. Decisions in docs/adr/0004-administration-api.md. A module of its
 * own: the shell needs only platform.ts's calls, and this one's schemas load with the administration's screens.
 */

const a = adminSections;
const m = adminMessages;
const HALO = '/api/v1/halo';
const adminTags = ['platform admin'] as const;

const nome = z.string().trim().min(1, m.nome).max(60, m.nome);
const text = (max: number) => z.string().trim().max(max).default('');
export const iconNameSchema = z
  .string()
  .trim()
  .regex(/^it-[a-z0-9-]+$/, m.icon);
export const routePathSchema = z
  .string()
  .trim()
  .regex(/^\/[a-z0-9/_:-]*$/, m.path)
  .max(120, m.path);
const componentSchema = z.enum(screenComponents as [ScreenComponent, ...ScreenComponent[]], {
  error: m.component,
});
export const sectionNameSchema = z
  .string()
  .trim()
  .max(80, m.sectionName)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, m.sectionName);

// -- services ---------------------------------------------------------------------------------------------------

export const serviceSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    description: z.string(),
    basePath: z
      .string()
      .meta({ description: 'Percorso base delle sue chiamate (es. /api/v1/gestioneregionale)' }),
    base: z.boolean().meta({ description: 'Servizio di base della piattaforma' }),
    microservice: z.boolean().meta({ description: 'Eseguito come microservizio separato' }),
    version: z.number().int(),
  })
  .meta({ id: 'Service' });

const serviceFields = {
  nome,
  description: text(500),
  basePath: z
    .string()
    .trim()
    .regex(/^\/[a-z0-9/_-]*$/, m.basePath)
    .max(120, m.basePath),
  base: z.boolean().default(false),
  microservice: z.boolean().default(false),
};
export const serviceInputSchema = z.object(serviceFields).meta({ id: 'ServiceCreate' });
export const serviceUpdateSchema = z
  .object({ id: refIdSchema, ...serviceFields, version: versionSchema })
  .meta({ id: 'ServiceUpdate' });
export const serviceFlagSchema = z.object({ enabled: z.boolean() }).meta({ id: 'ServiceFlag' });

export type Service = z.infer<typeof serviceSchema>;
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

// -- applications -----------------------------------------------------------------------------------------------

export const applicationDetailSchema = z
  .object({
    ...applicationSchema.shape,
    version: z.number().int(),
    services: z.array(serviceSchema),
    configurationId: z.number().int().nullable().meta({ description: 'Id della configurazione (wsc)' }),
  })
  .meta({ id: 'ApplicationDetail' });

const applicationFields = {
  nome: z
    .string()
    .trim()
    .min(1, m.nome)
    .max(60, m.nome)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'-]*$/u, m.nome),
  description: text(500),
  icon: iconNameSchema,
  hasHomePublic: z.boolean().default(false),
};
export const applicationInputSchema = z
  .object({ ...applicationFields, clientId: clientIdSchema })
  .meta({ id: 'ApplicationCreate' });
export const applicationUpdateSchema = z
  .object({ id: refIdSchema, ...applicationFields, version: versionSchema })
  .meta({ id: 'ApplicationUpdate', description: 'Il client id non cambia: sezioni e ruoli vi sono legati' });
export const applicationServiceSchema = z
  .object({ idApp: refIdSchema, idService: refIdSchema })
  .meta({ id: 'ApplicationService' });

export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export type ApplicationInput = z.infer<typeof applicationInputSchema>;
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

// -- modules and icons ------------------------------------------------------------------------------------------

export const moduleSchema = z
  .object({
    component: z.string().meta({ description: 'Nome della schermata, da usare come component di una rotta' }),
    application: z.string().nullable().meta({ description: "Client id dell'applicazione che la contiene" }),
    routes: z.number().int().meta({ description: 'Rotte e sotto-rotte che la usano' }),
  })
  .meta({ id: 'Module' });

export type Module = z.infer<typeof moduleSchema>;

/** The application a screen belongs to: the manifest that lists it. */
export function moduleApplication(component: ScreenComponent): string | null {
  return (
    manifests.find((manifest) => (manifest.screens as readonly string[]).includes(component))?.clientId ??
    null
  );
}

// -- routing configuration --------------------------------------------------------------------------------------

export const routeConfigSchema = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    path: z.string(),
    name: z.string(),
    component: z.string(),
    isPublic: z.boolean(),
    position: z.number().int(),
    section: z.string().nullable().meta({
      description: 'Sezione: se presente, la rotta è visibile solo a chi ha READ su di essa (oltre al ruolo)',
    }),
    roles: z
      .array(z.string())
      .meta({ description: "Ruoli dell'applicazione che la vedono; vuoto: ogni ruolo" }),
    subRoutes: z.array(subRouteSchema),
    version: z.number().int(),
  })
  .meta({ id: 'RouteConfig' });

const subRouteInputSchema = z.object({
  pathBase: z
    .string()
    .trim()
    .regex(/^[a-z0-9:_-][a-z0-9/:_-]*$/, m.pathBase)
    .max(120, m.pathBase),
  name: nome,
  component: componentSchema,
});

const routeFields = {
  path: routePathSchema,
  name: nome,
  component: componentSchema,
  isPublic: z.boolean().default(false),
  position: z._default(positionSchema, 0),
  section: sectionNameSchema.nullish().transform((v) => v ?? null),
  roles: z
    .array(roleNameSchema)
    .max(30)
    .default([])
    .transform((roles) => [...new Set(roles)]),
  subRoutes: z.array(subRouteInputSchema).max(30).default([]),
};
function uniqueSubRoutes(value: { subRoutes: { pathBase: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  value.subRoutes.forEach((sub, index) => {
    if (seen.has(sub.pathBase)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subRoutes', index, 'pathBase'],
        message: 'Sotto-rotta ripetuta.',
      });
    }
    seen.add(sub.pathBase);
  });
}
export const routeConfigInputSchema = z
  .object({ applicationId: refIdSchema, ...routeFields })
  .superRefine(uniqueSubRoutes)
  .meta({ id: 'RouteConfigCreate' });
export const routeConfigUpdateSchema = z
  .object({ id: refIdSchema, ...routeFields, version: versionSchema })
  .superRefine(uniqueSubRoutes)
  .meta({ id: 'RouteConfigUpdate', description: "L'applicazione di una rotta non cambia" });

export type RouteConfig = z.infer<typeof routeConfigSchema>;
export type RouteConfigInput = z.infer<typeof routeConfigInputSchema>;
export type RouteConfigUpdate = z.infer<typeof routeConfigUpdateSchema>;

// -- sections ---------------------------------------------------------------------------------------------------

export const sectionSchema = z
  .object({
    name: z.string().meta({ description: 'Identificativo: <client id>.<nome> (es. prosa.progetti)' }),
    application: z.string().meta({ description: "Client id dell'applicazione" }),
    description: z.string(),
    system: z.boolean().meta({ description: 'Usata dalle chiamate del server: non si può eliminare' }),
  })
  .meta({ id: 'Section' });

export const sectionInputSchema = z
  .object({ name: sectionNameSchema, application: clientIdSchema, description: text(200) })
  .superRefine((value, ctx) => {
    if (!value.name.startsWith(`${value.application}.`)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: m.sectionPrefix });
    }
  })
  .meta({ id: 'SectionCreate' });

export type Section = z.infer<typeof sectionSchema>;
export type SectionInput = z.infer<typeof sectionInputSchema>;

// -- configurations (wsc), their roles and authorities ----------------------------------------------------------

export const applicationAuthoritySchema = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    authority: z.string(),
    description: z.string(),
  })
  .meta({ id: 'ApplicationAuthority' });

export const configurationSchema = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    clientId: z.string(),
    nome: z.string(),
    description: z.string(),
    homePath: z.string().nullable().meta({ description: "Rotta iniziale dell'applicazione" }),
    settings: z.record(z.string(), z.string()).meta({ description: 'Impostazioni libere chiave → valore' }),
    version: z.number().int(),
  })
  .meta({ id: 'Configuration' });

export const configurationDetailSchema = configurationSchema
  .extend({
    application: applicationSchema,
    sections: z.array(sectionSchema),
    roles: z.array(roleSchema),
    authorities: z.array(applicationAuthoritySchema),
    groups: z.array(groupSchema),
    menus: z.array(menuSchema),
  })
  .meta({ id: 'ConfigurationDetail' });

const settingsRecord = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/), z.string().max(500))
  .default({})
  .refine((record) => Object.keys(record).length <= 50, 'Al massimo 50 impostazioni.');
const configurationFields = {
  nome,
  description: text(500),
  homePath: routePathSchema.nullish().transform((v) => v ?? null),
  settings: settingsRecord,
};
export const configurationInputSchema = z
  .object({ applicationId: refIdSchema, ...configurationFields })
  .meta({ id: 'ConfigurationCreate' });
export const configurationUpdateSchema = z
  .object({ id: refIdSchema, ...configurationFields, version: versionSchema })
  .meta({ id: 'ConfigurationUpdate' });
export const configurationRoleInputSchema = z
  .object({ idWsc: refIdSchema, name: roleNameSchema, description: text(200) })
  .meta({ id: 'ConfigurationRoleCreate' });
export const configurationAuthorityInputSchema = z
  .object({
    idWsc: refIdSchema,
    authority: authorityNameSchema,
    description: text(200).meta({ description: "Usata se l'authority non esiste ancora e viene creata" }),
  })
  .meta({ id: 'ConfigurationAuthorityCreate' });

export type ApplicationAuthority = z.infer<typeof applicationAuthoritySchema>;
export type Configuration = z.infer<typeof configurationSchema>;
export type ConfigurationDetail = z.infer<typeof configurationDetailSchema>;
export type ConfigurationInput = z.infer<typeof configurationInputSchema>;
export type ConfigurationUpdate = z.infer<typeof configurationUpdateSchema>;

// -- settings ---------------------------------------------------------------------------------------------------

export const identityProviderSettingsSchema = z
  .object({
    issuer: z.string().nullable().meta({ description: 'Issuer salvato (null: mai configurato)' }),
    realm: z.string(),
    clientId: z.string(),
    verifiedAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Quando il documento di discovery è stato letto' }),
    version: z.number().int(),
    active: z
      .object({
        embedded: z.boolean(),
        issuer: z.string(),
        clientId: z.string(),
        identityAdmin: z.enum(['embedded', 'keycloak', 'none']),
      })
      .meta({ description: 'Il provider che il server sta usando ora (dalla configurazione di avvio)' }),
  })
  .meta({ id: 'IdentityProviderSettings' });

export const identityProviderInputSchema = z
  .object({
    issuer: z.url({ protocol: /^https?$/, error: "L'issuer deve essere un URL http(s)." }).trim(),
    realm: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,60}$/, 'Nome del realm non valido.'),
    clientId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,60}$/, 'Client id non valido.'),
    version: versionSchema,
  })
  .meta({ id: 'IdentityProviderUpdate' });

export const platformSettingsSchema = z
  .object({
    nomePiattaforma: z.string(),
    emailAssistenza: z.string().nullable(),
    applicazionePredefinita: z.string().nullable().meta({ description: 'Client id proposto dopo l’accesso' }),
    manutenzione: z.boolean().meta({
      description:
        "In manutenzione app/bytoken risponde 404 'Server non disponibile o in manutenzione.' (tranne al superadmin)",
    }),
    messaggioManutenzione: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'PlatformSettings' });

export const platformSettingsInputSchema = z
  .object({
    nomePiattaforma: nome,
    emailAssistenza: z
      .string()
      .trim()
      .pipe(z.email(m.email))
      .nullish()
      .transform((v) => v ?? null),
    applicazionePredefinita: z.nullish(clientIdSchema).transform((v) => v ?? null),
    manutenzione: z.boolean(),
    messaggioManutenzione: text(300),
    version: versionSchema,
  })
  .meta({ id: 'PlatformSettingsUpdate' });

export type IdentityProviderSettings = z.infer<typeof identityProviderSettingsSchema>;
export type IdentityProviderInput = z.infer<typeof identityProviderInputSchema>;
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type PlatformSettingsInput = z.infer<typeof platformSettingsInputSchema>;

// -- outbox (demo mode) -----------------------------------------------------------------------------------------

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    link: z.string().nullable().meta({ description: 'Il link contenuto nel messaggio, da aprire in demo' }),
    kind: z.string(),
    allegati: z
      .array(z.object({ nome: z.string(), tipo: z.string(), contenuto: z.string() }))
      .meta({ description: 'I file allegati (il .ics di una prenotazione)' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' });

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

// -- export / import --------------------------------------------------------------------------------------------

const exportedChildItem = z.object({
  label: z.string().trim().min(1).max(60),
  icon: iconNameSchema.nullable(),
  routePath: routePathSchema.nullable().meta({ description: 'Percorso di una rotta esportata' }),
  enabled: z.boolean(),
});

/** An application's configuration as a portable JSON document: references by name and path, never by id. */
export const applicationExportSchema = z
  .object({
    format: z.literal('halo.application'),
    formatVersion: z.literal(1),
    exportedAt: z.iso.datetime(),
    application: z.object({
      nome: applicationFields.nome,
      clientId: clientIdSchema,
      description: z.string().max(500),
      icon: iconNameSchema,
      hasHomePublic: z.boolean(),
    }),
    configuration: z
      .object({
        nome,
        description: z.string().max(500),
        homePath: routePathSchema.nullable(),
        settings: settingsRecord,
      })
      .nullable(),
    services: z.array(z.string()).meta({ description: 'Percorsi base dei servizi collegati' }),
    roles: z.array(z.object({ name: roleNameSchema, description: z.string().max(200) })),
    authorities: z.array(z.object({ name: authorityNameSchema, description: z.string().max(200) })),
    sections: z.array(z.object({ name: sectionNameSchema, description: z.string().max(200) })),
    routes: z.array(
      z.object({
        path: routePathSchema,
        name: nome,
        component: componentSchema,
        isPublic: z.boolean(),
        position: positionSchema,
        section: sectionNameSchema.nullable(),
        roles: z.array(roleNameSchema),
        subRoutes: z.array(subRouteInputSchema),
      }),
    ),
    groups: z.array(
      z.object({
        path: z
          .string()
          .regex(/^(\/[^/]{1,60})+$/, 'Percorso di gruppo non valido.')
          .max(300),
        description: z.string().max(200),
      }),
    ),
    permissions: z.array(
      z.object({
        group: z.string().max(300),
        section: sectionNameSchema,
        mask: z.number().int().min(NO_PERMISSIONS).max(ALL_PERMISSIONS),
      }),
    ),
    menus: z.array(
      z.object({
        nome,
        description: z.string().max(200),
        items: z.array(exportedChildItem.extend({ children: z.array(exportedChildItem) })),
      }),
    ),
  })
  .meta({ id: 'ApplicationExport' });

export const importResultSchema = z
  .object({
    message: z.string(),
    application: applicationDetailSchema,
    created: z.object({ application: z.boolean(), groups: z.number().int(), roles: z.number().int() }),
  })
  .meta({ id: 'ImportResult' });

export type ApplicationExport = z.infer<typeof applicationExportSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;

// -- "view as role" ---------------------------------------------------------------------------------------------

export const rolePreviewSchema = z
  .object({
    application: applicationSchema,
    role: z.string(),
    routes: z.array(appRouteSchema),
    menu: z.array(menuNodeSchema),
  })
  .meta({ id: 'RolePreview' });

export type RolePreview = z.infer<typeof rolePreviewSchema>;

// -- routes -----------------------------------------------------------------------------------------------------

const idWsc = numericIdSchema.check(z.describe('Id della configurazione (wsc)'));

// The small catalogues answer arrays; `q`, `sort`, `page` and `size` work as catalogueQuerySchema says.
export const applicationListQuerySchema = catalogueQuerySchema(['nome', 'clientId']);
export const serviceListQuerySchema = catalogueQuerySchema(['nome', 'basePath']);
export const moduleListQuerySchema = catalogueQuerySchema(['component', 'application', 'routes']).extend({
  app: z.optional(clientIdSchema).meta({ description: "Solo le schermate dell'applicazione (client id)" }),
});
export const routeListQuerySchema = catalogueQuerySchema(['position', 'path', 'name']).extend({
  idApp: z.optional(numericIdSchema),
});
export const sectionListQuerySchema = catalogueQuerySchema(['name', 'application']).extend({
  idWs: z.optional(numericIdSchema),
  app: z.optional(clientIdSchema),
});

export const outboxPageSchema = pageSchema(outboxMessageSchema, 'OutboxPage');

export const platformAdminRoutes = defineRoutes({
  modules: defineRoute({
    method: 'GET',
    url: `${HALO}/modules`,
    access: requires(a.moduli, 'LIST'),
    summary: 'Moduli (schermate) che una rotta può nominare; cerca in nome e applicazione',
    tags: adminTags,
    querystring: moduleListQuerySchema,
    response: { 200: z.array(moduleSchema) },
    responseHeaders: catalogueResponseHeaders,
  }),
  icons: defineRoute({
    method: 'GET',
    url: `${HALO}/icon`,
    access: requires(a.applicazioni, 'LIST'),
    summary: 'Icone di Bootstrap Italia disponibili per applicazioni e voci di menu',
    tags: adminTags,
    response: { 200: z.array(z.string()) },
  }),

  // applications
  appList: defineRoute({
    method: 'GET',
    url: `${HALO}/app/all`,
    access: requires(a.applicazioni, 'LIST'),
    summary:
      'Tutte le applicazioni, per l’amministrazione (GET app dà solo quelle dell’utente); cerca in nome, client id e descrizione',
    tags: adminTags,
    querystring: applicationListQuerySchema,
    response: { 200: z.array(applicationSchema) },
    responseHeaders: catalogueResponseHeaders,
  }),
  appCreate: defineRoute({
    method: 'POST',
    url: `${HALO}/app/add`,
    access: requires(a.applicazioni, 'WRITE'),
    summary: 'Crea un’applicazione con la sua configurazione e il suo client',
    tags: adminTags,
    body: applicationInputSchema,
    response: { 201: applicationDetailSchema },
    errors: [409, 503],
  }),
  appUpdate: defineRoute({
    method: 'PUT',
    url: `${HALO}/app/update`,
    access: requires(a.applicazioni, 'UPDATE'),
    summary: 'Modifica un’applicazione (409 se la versione è cambiata)',
    tags: adminTags,
    body: applicationUpdateSchema,
    response: { 200: applicationDetailSchema },
    errors: [404, 409],
  }),
  appDelete: defineRoute({
    method: 'DELETE',
    url: `${HALO}/app/delete/:id`,
    access: requires(a.applicazioni, 'DELETE'),
    summary: 'Elimina un’applicazione senza sezioni, con rotte, menu e configurazione',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: applicationSchema },
    errors: [404, 409],
  }),
  appDetail: defineRoute({
    method: 'GET',
    url: `${HALO}/app/detail/:id`,
    access: requires(a.applicazioni, 'READ'),
    summary: 'Applicazione con versione, servizi e configurazione (per la modifica)',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: applicationDetailSchema },
    errors: [404],
  }),
  appAddService: defineRoute({
    method: 'PUT',
    url: `${HALO}/app/addservice`,
    access: requires(a.applicazioni, 'UPDATE'),
    summary: 'Collega un servizio all’applicazione',
    tags: adminTags,
    body: applicationServiceSchema,
    response: { 200: applicationDetailSchema },
    errors: [404],
  }),
  appRemoveService: defineRoute({
    method: 'PUT',
    url: `${HALO}/app/removeservice`,
    access: requires(a.applicazioni, 'UPDATE'),
    summary: 'Scollega un servizio dall’applicazione',
    tags: adminTags,
    body: applicationServiceSchema,
    response: { 200: applicationDetailSchema },
    errors: [404],
  }),
  appAuthorities: defineRoute({
    method: 'GET',
    url: `${HALO}/app/authority`,
    access: requires(a.authority, 'LIST'),
    summary: 'Authority abilitate per l’applicazione',
    tags: adminTags,
    querystring: z.object({ idApp: numericIdSchema }),
    response: { 200: z.array(applicationAuthoritySchema) },
    errors: [404, 503],
  }),
  appExport: defineRoute({
    method: 'GET',
    url: `${HALO}/app/export/:id`,
    access: requires(a.applicazioni, 'ACTION'),
    summary: 'Esporta la configurazione dell’applicazione (rotte, menu, sezioni, gruppi, permessi) in JSON',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: applicationExportSchema },
    errors: [404, 503],
  }),
  appImport: defineRoute({
    method: 'POST',
    url: `${HALO}/app/import`,
    access: requires(a.applicazioni, 'ACTION'),
    summary: 'Importa una configurazione esportata: tutto viene verificato prima di cambiare qualcosa',
    tags: adminTags,
    body: applicationExportSchema,
    response: { 200: importResultSchema },
    errors: [503],
  }),
  appPreview: defineRoute({
    method: 'GET',
    url: `${HALO}/app/preview`,
    access: requires(a.rotte, 'ACTION'),
    summary: "Vedi come: rotte e menu che un ruolo dell'applicazione riceve",
    tags: adminTags,
    querystring: z.object({ idApp: numericIdSchema, role: roleNameSchema }),
    response: { 200: rolePreviewSchema },
    errors: [404, 503],
  }),

  // services
  services: defineRoute({
    method: 'GET',
    url: `${HALO}/services`,
    access: requires(a.servizi, 'LIST'),
    summary: 'Servizi; cerca in nome, descrizione e percorso base',
    tags: adminTags,
    querystring: serviceListQuerySchema,
    response: { 200: z.array(serviceSchema) },
    responseHeaders: catalogueResponseHeaders,
  }),
  servicesByApplication: defineRoute({
    method: 'GET',
    url: `${HALO}/services/byapplication`,
    access: requires(a.servizi, 'LIST'),
    summary: 'Servizi collegati a un’applicazione',
    tags: adminTags,
    querystring: z.object({ idapp: numericIdSchema }),
    response: { 200: z.array(serviceSchema) },
    errors: [404],
  }),
  serviceById: defineRoute({
    method: 'GET',
    url: `${HALO}/services/byid/:id`,
    access: requires(a.servizi, 'READ'),
    summary: 'Servizio per id',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: serviceSchema },
    errors: [404],
  }),
  serviceCreate: defineRoute({
    method: 'POST',
    url: `${HALO}/services/add`,
    access: requires(a.servizi, 'WRITE'),
    summary: 'Crea un servizio',
    tags: adminTags,
    body: serviceInputSchema,
    response: { 201: serviceSchema },
    errors: [409],
  }),
  serviceUpdate: defineRoute({
    method: 'PUT',
    url: `${HALO}/services/update`,
    access: requires(a.servizi, 'UPDATE'),
    summary: 'Modifica un servizio',
    tags: adminTags,
    body: serviceUpdateSchema,
    response: { 200: serviceSchema },
    errors: [404, 409],
  }),
  serviceDelete: defineRoute({
    method: 'DELETE',
    url: `${HALO}/services/delete/:id`,
    access: requires(a.servizi, 'DELETE'),
    summary: 'Elimina un servizio non collegato ad alcuna applicazione',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: serviceSchema },
    errors: [404, 409],
  }),
  serviceBase: defineRoute({
    method: 'PUT',
    url: `${HALO}/services/:id/base`,
    access: requires(a.servizi, 'UPDATE'),
    summary: 'Attiva o disattiva il flag di servizio di base',
    tags: adminTags,
    params: idParamsSchema,
    body: serviceFlagSchema,
    response: { 200: serviceSchema },
    errors: [404],
  }),
  serviceMicroservice: defineRoute({
    method: 'PUT',
    url: `${HALO}/services/:id/microservice`,
    access: requires(a.servizi, 'UPDATE'),
    summary: 'Attiva o disattiva il flag di microservizio',
    tags: adminTags,
    params: idParamsSchema,
    body: serviceFlagSchema,
    response: { 200: serviceSchema },
    errors: [404],
  }),

  // routing configuration
  routes: defineRoute({
    method: 'GET',
    url: `${HALO}/conf/routing`,
    access: requires(a.rotte, 'LIST'),
    summary:
      'Rotte configurate (di un’applicazione con idApp); cerca in percorso, nome, modulo, sezione e ruoli',
    tags: adminTags,
    querystring: routeListQuerySchema,
    response: { 200: z.array(routeConfigSchema) },
    responseHeaders: catalogueResponseHeaders,
  }),
  routeById: defineRoute({
    method: 'GET',
    url: `${HALO}/conf/routing/:id`,
    access: requires(a.rotte, 'READ'),
    summary: 'Rotta per id',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: routeConfigSchema },
    errors: [404],
  }),
  routeCreate: defineRoute({
    method: 'POST',
    url: `${HALO}/conf/routing/add`,
    access: requires(a.rotte, 'WRITE'),
    summary: 'Crea una rotta con ruoli e sotto-rotte',
    tags: adminTags,
    body: routeConfigInputSchema,
    response: { 201: routeConfigSchema },
    errors: [409],
  }),
  routeUpdate: defineRoute({
    method: 'PUT',
    url: `${HALO}/conf/routing/update`,
    access: requires(a.rotte, 'UPDATE'),
    summary: 'Modifica una rotta (409 se la versione è cambiata)',
    tags: adminTags,
    body: routeConfigUpdateSchema,
    response: { 200: routeConfigSchema },
    errors: [404, 409],
  }),
  routeDelete: defineRoute({
    method: 'DELETE',
    url: `${HALO}/conf/routing/delete/:id`,
    access: requires(a.rotte, 'DELETE'),
    summary: 'Elimina una rotta non usata da voci di menu',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: routeConfigSchema },
    errors: [404, 409],
  }),

  // sections
  sections: defineRoute({
    method: 'GET',
    url: `${HALO}/conf/sezione`,
    access: requires(a.sezioni, 'LIST'),
    summary:
      'Sezioni (di una configurazione con idWs, di un’applicazione con app=<client id>); cerca in nome e descrizione',
    tags: adminTags,
    querystring: sectionListQuerySchema,
    response: { 200: z.array(sectionSchema) },
    responseHeaders: catalogueResponseHeaders,
    errors: [404],
  }),
  sectionCreate: defineRoute({
    method: 'POST',
    url: `${HALO}/conf/sezione/add`,
    access: requires(a.sezioni, 'WRITE'),
    summary: 'Crea una sezione',
    tags: adminTags,
    body: sectionInputSchema,
    response: { 201: sectionSchema },
    errors: [409],
  }),
  sectionDelete: defineRoute({
    method: 'DELETE',
    url: `${HALO}/conf/sezione/delete/:id`,
    access: requires(a.sezioni, 'DELETE'),
    summary: 'Elimina una sezione non usata da rotte né dal server, con i permessi concessi su di essa',
    tags: adminTags,
    params: z.object({ id: sectionNameSchema.meta({ description: 'Nome della sezione' }) }),
    response: { 200: sectionSchema },
    errors: [404, 409],
  }),

  // roles, authorities and groups of a configuration
  configurationRoleCreate: defineRoute({
    method: 'POST',
    url: `${HALO}/conf/ruoli/add`,
    access: requires(a.ruoli, 'WRITE'),
    summary: "Crea un ruolo dell'applicazione della configurazione",
    tags: adminTags,
    body: configurationRoleInputSchema,
    response: { 201: roleSchema },
    errors: [404, 409, 503],
  }),
  configurationRoleDelete: defineRoute({
    method: 'DELETE',
    url: `${HALO}/conf/ruoli/delete/:id`,
    access: requires(a.ruoli, 'DELETE'),
    summary: 'Elimina un ruolo non usato da rotte (gli utenti lo perdono)',
    tags: adminTags,
    params: z.object({ id: z.string().trim().min(1).max(64) }),
    response: { 200: roleSchema },
    errors: [404, 409, 503],
  }),
  configurationAuthorityCreate: defineRoute({
    method: 'POST',
    url: `${HALO}/conf/authority/add`,
    access: requires(a.authority, 'WRITE'),
    summary: "Abilita un'authority per l'applicazione (creandola nel provider se manca)",
    tags: adminTags,
    body: configurationAuthorityInputSchema,
    response: { 201: applicationAuthoritySchema },
    errors: [404, 409, 503],
  }),
  configurationAuthorityDelete: defineRoute({
    method: 'DELETE',
    url: `${HALO}/conf/authority/delete/:id`,
    access: requires(a.authority, 'DELETE'),
    summary: "Disabilita un'authority per l'applicazione",
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: applicationAuthoritySchema },
    errors: [404, 503],
  }),
  configurationGroups: defineRoute({
    method: 'GET',
    url: `${HALO}/conf/gruppi`,
    access: requires(a.gruppi, 'LIST'),
    summary: "Gruppi dell'applicazione della configurazione, con i loro permessi sulle sue sezioni",
    tags: adminTags,
    querystring: z.object({ idWsc }),
    response: {
      200: z.array(
        groupSchema.extend({
          permissions: z.array(z.object({ section: z.string(), mask: z.number().int() })),
        }),
      ),
    },
    errors: [404, 503],
  }),

  // configurations
  configurations: defineRoute({
    method: 'GET',
    url: `${HALO}/conf`,
    access: requires(a.configurazioni, 'LIST'),
    summary: 'Configurazioni (filtro per testo con q, una sola con idWs)',
    tags: adminTags,
    querystring: z.object({ q: z.string().trim().max(100).optional(), idWs: z.optional(numericIdSchema) }),
    response: { 200: z.array(configurationSchema) },
  }),
  configurationById: defineRoute({
    method: 'GET',
    url: `${HALO}/conf/byid/:id`,
    access: requires(a.configurazioni, 'READ'),
    summary: 'Configurazione con applicazione, sezioni, ruoli, authority, gruppi e menu',
    tags: adminTags,
    params: idParamsSchema,
    response: { 200: configurationDetailSchema },
    errors: [404, 503],
  }),
  configurationCreate: defineRoute({
    method: 'POST',
    url: `${HALO}/conf/wsc/add`,
    access: requires(a.configurazioni, 'WRITE'),
    summary: 'Crea la configurazione di un’applicazione che non ne ha',
    tags: adminTags,
    body: configurationInputSchema,
    response: { 201: configurationSchema },
    errors: [409],
  }),
  configurationUpdate: defineRoute({
    method: 'PUT',
    url: `${HALO}/conf/wsc/update`,
    access: requires(a.configurazioni, 'UPDATE'),
    summary: 'Modifica una configurazione (409 se la versione è cambiata)',
    tags: adminTags,
    body: configurationUpdateSchema,
    response: { 200: configurationSchema },
    errors: [404, 409],
  }),

  // settings
  identityProvider: defineRoute({
    method: 'GET',
    url: `${HALO}/settings/identity-provider`,
    access: requires(a.impostazioni, 'READ'),
    summary: 'Provider di identità: configurazione salvata e quella in uso',
    tags: adminTags,
    response: { 200: identityProviderSettingsSchema },
  }),
  identityProviderUpdate: defineRoute({
    method: 'PUT',
    url: `${HALO}/settings/identity-provider`,
    access: requires(a.impostazioni, 'UPDATE'),
    summary: 'Salva il provider di identità dopo averne letto il documento di discovery',
    tags: adminTags,
    body: identityProviderInputSchema,
    response: { 200: identityProviderSettingsSchema },
    errors: [409],
  }),
  platformSettings: defineRoute({
    method: 'GET',
    url: `${HALO}/settings/platform`,
    access: requires(a.impostazioni, 'READ'),
    summary: 'Impostazioni della piattaforma',
    tags: adminTags,
    response: { 200: platformSettingsSchema },
  }),
  platformSettingsUpdate: defineRoute({
    method: 'PUT',
    url: `${HALO}/settings/platform`,
    access: requires(a.impostazioni, 'UPDATE'),
    summary: 'Modifica le impostazioni della piattaforma (409 se la versione è cambiata)',
    tags: adminTags,
    body: platformSettingsInputSchema,
    response: { 200: platformSettingsSchema },
    errors: [409],
  }),

  // outbox
  outbox: defineRoute({
    method: 'GET',
    url: `${HALO}/mail/outbox`,
    access: requires(a.posta, 'LIST'),
    summary:
      'Posta in uscita: i messaggi non spediti via SMTP, con i loro link (solo in modalità dimostrativa)',
    tags: adminTags,
    querystring: pageQuerySchema(['createdAt']),
    response: { 200: outboxPageSchema },
    errors: [404],
  }),
});
