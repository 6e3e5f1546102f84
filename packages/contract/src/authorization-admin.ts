import { z } from 'zod';
import {
  adminMessages,
  adminSections,
  catalogueResponseHeaders,
  clientIdSchema,
  identityIdParamsSchema,
  identityIdSchema,
  messageSchema,
  numericIdSchema,
  versionSchema,
} from './admin.ts';
import {
  authorityDetailSchema,
  authorityNameSchema,
  authoritySchema,
  emailSchema,
  groupDetailSchema,
  groupNameSchema,
  groupSchema,
  groupWithPermissionsSchema,
  roleNameSchema,
  roleSchema,
  usernameSchema,
  userSchema,
} from './authorization.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { catalogueQuerySchema, pageQuerySchema, pageSchema } from './paging.ts';
import { ALL_PERMISSIONS, NO_PERMISSIONS, publicAccess, requires } from './permissions.ts';

/*
 * The administration of the authorization service (SPEC.md §7 "Authorization", "Authorities"): the bodies, queries
 * and routes with which administrators manage users, groups, membership, roles, authorities and permissions. The
 * shapes (authorization.ts) are the platform's; these load with the administration's screens.
 */

const _m = adminMessages;
const s = adminSections;
const API = '/api/v1/authorization';
const tags = ['authorization'] as const;
const description = z.string().trim().max(200).default('');
const personName = z.string().trim().max(100).default('');

// ---------------------------------------------------------------------------------------------------------------
// Bodies

export const groupInputSchema = z
  .object({
    name: groupNameSchema,
    parentId: z.nullish(identityIdSchema).transform((v) => v ?? null),
    application: z.nullish(clientIdSchema).transform((v) => v ?? null),
    description,
  })
  .meta({ id: 'GroupCreate' });

export const groupUpdateSchema = z
  .object({
    id: identityIdSchema,
    name: groupNameSchema,
    application: z.nullish(clientIdSchema).transform((v) => v ?? null),
    description,
    version: versionSchema,
  })
  .meta({ id: 'GroupUpdate' });

const permissionFlagOrAll = z.enum(['DELETE', 'ACTION', 'UPDATE', 'WRITE', 'READ', 'LIST', 'ALL']);

export const permissionChangeSchema = z
  .object({
    idGruppo: identityIdSchema,
    section: z.string().trim().min(1).max(80),
    flag: permissionFlagOrAll.meta({ description: 'DELETE, ACTION, UPDATE, WRITE, READ, LIST, o ALL (63)' }),
  })
  .meta({ id: 'PermissionChange' });

export const permissionSetSchema = z
  .object({
    idGruppo: identityIdSchema,
    section: z.string().trim().min(1).max(80),
    mask: z.number().int().min(NO_PERMISSIONS).max(ALL_PERMISSIONS),
  })
  .meta({ id: 'PermissionSet' });

export const permissionRemoveSchema = z
  .object({ idGruppo: identityIdSchema, section: z.string().trim().min(1).max(80) })
  .meta({ id: 'PermissionRemove' });

export const permissionResultSchema = z
  .object({
    message: z.string().meta({ description: 'Messaggio di SPEC.md §8 da mostrare' }),
    group: z.string(),
    section: z.string(),
    mask: z.number().int(),
    flags: z.array(z.string()),
  })
  .meta({ id: 'PermissionResult' });

export const membershipChangeSchema = z
  .object({ idGruppo: identityIdSchema, idUser: identityIdSchema })
  .meta({ id: 'MembershipChange' });

const rolesRecord = z
  .record(clientIdSchema, z.array(roleNameSchema.or(authorityNameSchema)).max(50))
  .default({});

export const userInputSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    firstName: personName,
    lastName: personName,
    enabled: z.boolean().default(true),
    realmRoles: z.array(roleNameSchema).max(20).default([]),
    clientRoles: rolesRecord,
    groups: z.array(identityIdSchema).max(50).default([]).meta({ description: 'Id dei gruppi' }),
    attributes: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/), z.string().max(200)).default({}),
    sendMail: z
      .boolean()
      .default(true)
      .meta({ description: "Invia subito il messaggio per verificare l'e-mail e impostare la password" }),
  })
  .meta({ id: 'UserCreate' });

export const userUpdateSchema = z
  .object({
    id: identityIdSchema,
    email: emailSchema,
    firstName: personName,
    lastName: personName,
    enabled: z.boolean(),
    realmRoles: z.array(roleNameSchema).max(20),
    clientRoles: rolesRecord,
    attributes: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/), z.string().max(200)).default({}),
    version: versionSchema,
  })
  .meta({ id: 'UserUpdate' });

export const roleInputSchema = z
  .object({ application: clientIdSchema, name: roleNameSchema, description })
  .meta({ id: 'RoleCreate' });

export const resendResultSchema = z
  .object({ message: z.string(), sentAt: z.iso.datetime(), expiresAt: z.iso.datetime() })
  .meta({ id: 'ResendResult' });

export type GroupInput = z.infer<typeof groupInputSchema>;
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;
export type UserInput = z.infer<typeof userInputSchema>;
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export type RoleInput = z.infer<typeof roleInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Queries

export const groupListQuerySchema = pageQuerySchema(['name', 'path', 'memberCount']).extend({
  all: z.stringbool().optional().meta({ description: 'true: tutti i gruppi in una pagina' }),
  app: z.optional(clientIdSchema).meta({ description: "Solo i gruppi dell'applicazione (client id)" }),
});
export const userListQuerySchema = pageQuerySchema(['username', 'email', 'lastName', 'createdAt']).extend({
  enabled: z.stringbool().optional(),
});
const emailQuery = z.object({ email: emailSchema });

export const groupPageSchema = pageSchema(groupSchema, 'GroupPage');
export const userPageSchema = pageSchema(userSchema, 'UserPage');

// ---------------------------------------------------------------------------------------------------------------
// Routes

export const authorizationRoutes = defineRoutes({
  // groups
  groups: defineRoute({
    method: 'GET',
    url: `${API}/gruppo`,
    access: requires(s.gruppi, 'LIST'),
    summary: "Gruppi (tutti con all=true, di un'applicazione con app=<client id>), paginati",
    tags,
    querystring: groupListQuerySchema,
    response: { 200: groupPageSchema },
    errors: [503],
  }),
  groupById: defineRoute({
    method: 'GET',
    url: `${API}/gruppo/byid/:id`,
    access: requires(s.gruppi, 'READ'),
    summary: 'Gruppo con membri, sotto-gruppi e permessi',
    tags,
    params: identityIdParamsSchema,
    response: { 200: groupDetailSchema },
    errors: [404, 503],
  }),
  groupCreate: defineRoute({
    method: 'POST',
    url: `${API}/gruppo/add`,
    access: requires(s.gruppi, 'WRITE'),
    summary: 'Crea un gruppo (sotto-gruppo con parentId)',
    tags,
    body: groupInputSchema,
    response: { 201: groupSchema },
    errors: [404, 409, 503],
  }),
  groupUpdate: defineRoute({
    method: 'PUT',
    url: `${API}/gruppo/update`,
    access: requires(s.gruppi, 'UPDATE'),
    summary: 'Modifica un gruppo (409 se la versione letta non è più quella attuale)',
    tags,
    body: groupUpdateSchema,
    response: { 200: groupSchema },
    errors: [404, 409, 503],
  }),
  groupDelete: defineRoute({
    method: 'DELETE',
    url: `${API}/gruppo/delete/:id`,
    access: requires(s.gruppi, 'DELETE'),
    summary: 'Elimina un gruppo senza membri né sotto-gruppi (i suoi permessi con lui)',
    tags,
    params: identityIdParamsSchema,
    response: { 200: groupSchema },
    errors: [404, 409, 503],
  }),
  permissionAdd: defineRoute({
    method: 'PUT',
    url: `${API}/gruppo/perm/add`,
    access: requires(s.permessi, 'UPDATE'),
    summary: 'Abilita un permesso (o tutti con ALL) del gruppo sulla sezione',
    tags,
    body: permissionChangeSchema,
    response: { 200: permissionResultSchema },
    errors: [404, 503],
  }),
  permissionRemove: defineRoute({
    method: 'PUT',
    url: `${API}/gruppo/perm/remove`,
    access: requires(s.permessi, 'UPDATE'),
    summary: 'Rimuove un permesso (o tutti con ALL) del gruppo sulla sezione',
    tags,
    body: permissionChangeSchema,
    response: { 200: permissionResultSchema },
    errors: [404, 503],
  }),
  addUser: defineRoute({
    method: 'PUT',
    url: `${API}/gruppo/adduser`,
    access: requires(s.gruppi, 'UPDATE'),
    summary: "Aggiunge l'utente al gruppo (visibile nel token al prossimo rinnovo)",
    tags,
    body: membershipChangeSchema,
    response: { 200: groupDetailSchema },
    errors: [404, 503],
  }),
  removeUser: defineRoute({
    method: 'PUT',
    url: `${API}/gruppo/removeuser`,
    access: requires(s.gruppi, 'UPDATE'),
    summary: "Toglie l'utente dal gruppo",
    tags,
    body: membershipChangeSchema,
    response: { 200: groupDetailSchema },
    errors: [404, 503],
  }),
  addPermissions: defineRoute({
    method: 'PUT',
    url: `${API}/gruppo/addperm`,
    access: requires(s.permessi, 'UPDATE'),
    summary: 'Imposta in una volta tutti i permessi del gruppo sulla sezione (maschera 0–63)',
    tags,
    body: permissionSetSchema,
    response: { 200: permissionResultSchema },
    errors: [404, 503],
  }),
  removePermissions: defineRoute({
    method: 'PUT',
    url: `${API}/groups/removeperm`,
    access: requires(s.permessi, 'UPDATE'),
    summary: 'Toglie al gruppo ogni permesso sulla sezione',
    tags,
    body: permissionRemoveSchema,
    response: { 200: permissionResultSchema },
    errors: [404, 503],
  }),
  groupsFiltered: defineRoute({
    method: 'GET',
    url: `${API}/groups/filtred`,
    access: requires(s.gruppi, 'LIST'),
    summary: "Gruppi con almeno un permesso sulle sezioni dell'applicazione, con quei permessi",
    tags,
    querystring: z.object({ idapp: numericIdSchema.check(z.describe("Id dell'applicazione")) }),
    response: { 200: z.array(groupWithPermissionsSchema) },
    errors: [404, 503],
  }),

  // roles
  roleCreate: defineRoute({
    method: 'POST',
    url: '/v1/authorization/roles/add',
    access: requires(s.ruoli, 'WRITE'),
    summary: "Crea un ruolo dell'applicazione (ruolo del suo client)",
    tags,
    body: roleInputSchema,
    response: { 201: roleSchema },
    errors: [409, 503],
  }),
  rolesByApp: defineRoute({
    method: 'GET',
    url: `${API}/roles/byapp`,
    access: requires(s.ruoli, 'LIST'),
    summary: "Ruoli dell'applicazione",
    tags,
    querystring: z.object({ id: numericIdSchema.check(z.describe("Id dell'applicazione")) }),
    response: { 200: z.array(roleSchema) },
    errors: [404, 503],
  }),
  realmRoles: defineRoute({
    method: 'GET',
    url: `${API}/roles/realm`,
    access: requires(s.ruoli, 'LIST'),
    summary: 'Ruoli del realm (app-admin = superadmin)',
    tags,
    response: { 200: z.array(roleSchema) },
    errors: [503],
  }),

  // users
  users: defineRoute({
    method: 'GET',
    url: `${API}/user`,
    access: requires(s.utenti, 'LIST'),
    summary: 'Utenti, paginati, con ricerca (q) e stato del messaggio di accesso',
    tags,
    querystring: userListQuerySchema,
    response: { 200: userPageSchema },
    errors: [503],
  }),
  userById: defineRoute({
    method: 'GET',
    url: `${API}/user/byid/:id`,
    access: requires(s.utenti, 'READ'),
    summary: 'Utente per id',
    tags,
    params: identityIdParamsSchema,
    response: { 200: userSchema },
    errors: [404, 503],
  }),
  userCreate: defineRoute({
    method: 'POST',
    url: `${API}/user/add`,
    access: requires(s.utenti, 'WRITE'),
    summary: "Crea un utente e (sendMail) gli invia il link per verificare l'e-mail e impostare la password",
    tags,
    body: userInputSchema,
    response: { 201: userSchema },
    errors: [409, 503],
  }),
  userUpdate: defineRoute({
    method: 'PUT',
    url: `${API}/user/update`,
    access: requires(s.utenti, 'UPDATE'),
    summary: 'Modifica un utente: dati, abilitazione, ruoli (409 se la versione è cambiata)',
    tags,
    body: userUpdateSchema,
    response: { 200: userSchema },
    errors: [404, 409, 503],
  }),
  userDelete: defineRoute({
    method: 'DELETE',
    url: `${API}/user/delete/:id`,
    access: requires(s.utenti, 'DELETE'),
    summary: 'Elimina un utente (non se stessi)',
    tags,
    params: identityIdParamsSchema,
    response: { 200: userSchema },
    errors: [404, 409, 503],
  }),

  // identity provider
  authorityBe: defineRoute({
    method: 'GET',
    url: `${API}/keycloak/authoritybe`,
    access: requires(s.authority, 'READ'),
    summary: "Un'authority come la vede il provider di identità, con utenti e applicazioni",
    tags,
    querystring: z.object({ authority: authorityNameSchema }),
    response: { 200: authorityDetailSchema },
    errors: [404, 503],
  }),
  resendEmail: defineRoute({
    method: 'POST',
    url: `${API}/keycloak/resendemail`,
    access: requires(s.utenti, 'ACTION'),
    summary: "Reinvia all'utente il link per verificare l'e-mail e impostare la password",
    tags,
    querystring: emailQuery,
    response: { 200: resendResultSchema },
    errors: [404, 409, 503],
  }),
  resendEmailPublic: defineRoute({
    method: 'POST',
    url: `${API}/public/resendemail`,
    access: publicAccess,
    summary: 'Richiesta pubblica del link di accesso (non dice se l’indirizzo esiste)',
    tags,
    querystring: emailQuery,
    response: { 200: messageSchema },
    errors: [503],
  }),
  authorityRemove: defineRoute({
    method: 'DELETE',
    url: '/v1/authorization/authority/remove/:name',
    access: requires(s.authority, 'DELETE'),
    summary: "Elimina un'authority non più abilitata da alcuna applicazione",
    tags,
    params: z.object({ name: authorityNameSchema }),
    response: { 200: authoritySchema },
    errors: [404, 409, 503],
  }),
});

export const authorityListQuerySchema = catalogueQuerySchema(['name']);

export const authoritiesRoutes = defineRoutes({
  all: defineRoute({
    method: 'GET',
    url: '/api/v1/utenza/auth/all',
    access: requires(s.authority, 'LIST'),
    summary: 'Tutte le authority; cerca in nome e descrizione',
    tags: ['authorities'],
    querystring: authorityListQuerySchema,
    response: { 200: z.array(authoritySchema) },
    responseHeaders: catalogueResponseHeaders,
    errors: [503],
  }),
});
