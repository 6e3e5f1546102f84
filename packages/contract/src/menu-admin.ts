import { z } from 'zod';
import {
  adminMessages,
  adminSections,
  idParamsSchema,
  numericIdSchema,
  positionSchema,
  refIdSchema,
  versionSchema,
} from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { userMenuRoutes } from './menu.ts';
import { requires } from './permissions.ts';

/**
 * Menus' administration (SPEC.md §7 "Menu"; what a user sees of them is `menu.ts`): an application has menus (menu groups); a menu has parent items ("father") and
 * child items under them. An item opens a route of the application; a user gets only the items whose route they
 * may open. Decisions in docs/adr/0004-administration-api.md.
 */

const s = adminSections;
const API = '/api/v1/menu';
const tags = ['menu'] as const;

const label = z.string().trim().min(1, 'L’etichetta è obbligatoria.').max(60);
const icon = z
  .string()
  .trim()
  .regex(/^it-[a-z0-9-]+$/, adminMessages.icon)
  .nullish()
  .transform((v) => v ?? null);
const routeId = z
  .nullish(refIdSchema)
  .transform((v) => v ?? null)
  .meta({ description: "Rotta aperta dalla voce (dell'applicazione del menu); null per una voce-titolo" });

export const menuChildItemSchema = z
  .object({
    id: z.number().int(),
    menuId: z.number().int(),
    parentId: z.number().int().nullable(),
    label: z.string(),
    icon: z.string().nullable(),
    routeId: z.number().int().nullable(),
    path: z.string().nullable().meta({ description: 'Percorso della rotta collegata' }),
    enabled: z.boolean(),
    position: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'MenuChildItem' });

export const menuFatherItemSchema = menuChildItemSchema
  .extend({ children: z.array(menuChildItemSchema) })
  .meta({ id: 'MenuFatherItem' });

export const menuSchema = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    nome: z.string(),
    description: z.string(),
    version: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Menu' });

export const menuDetailSchema = menuSchema
  .extend({ items: z.array(menuFatherItemSchema) })
  .meta({ id: 'MenuDetail' });

export type MenuChildItem = z.infer<typeof menuChildItemSchema>;
export type MenuFatherItem = z.infer<typeof menuFatherItemSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type MenuDetail = z.infer<typeof menuDetailSchema>;

export const menuInputSchema = z
  .object({
    applicationId: refIdSchema,
    nome: z.string().trim().min(1, adminMessages.nome).max(60, adminMessages.nome),
    description: z.string().trim().max(200).default(''),
  })
  .meta({ id: 'MenuCreate' });

const treeChild = z.object({
  id: z.optional(refIdSchema).meta({ description: 'Assente per una voce nuova' }),
  label,
  icon,
  routeId,
  enabled: z.boolean().default(true),
});

export const menuUpdateSchema = z
  .object({
    id: refIdSchema,
    nome: z.string().trim().min(1, adminMessages.nome).max(60, adminMessages.nome),
    description: z.string().trim().max(200).default(''),
    version: versionSchema,
    items: z
      .array(treeChild.extend({ children: z.array(treeChild).max(100).default([]) }))
      .max(100)
      .meta({
        description:
          "L'albero intero nell'ordine voluto: le voci senza id si creano, quelle assenti si eliminano",
      }),
  })
  .meta({ id: 'MenuUpdate' });

export const menuSaveResultSchema = z
  .object({ message: z.string(), menu: menuDetailSchema })
  .meta({ id: 'MenuSaveResult' });

export const fatherInputSchema = z
  .object({
    menuId: refIdSchema,
    label,
    icon,
    routeId,
    enabled: z.boolean().default(true),
    position: z.optional(positionSchema).meta({ description: 'Assente: in fondo' }),
  })
  .meta({ id: 'MenuFatherCreate' });

export const fatherUpdateSchema = z
  .object({
    id: refIdSchema,
    label,
    icon,
    routeId,
    enabled: z.boolean(),
    position: positionSchema,
    version: versionSchema,
  })
  .meta({ id: 'MenuFatherUpdate' });

export const childInputSchema = z
  .object({
    parentId: refIdSchema,
    label,
    icon,
    routeId: refIdSchema,
    enabled: z.boolean().default(true),
    position: z.optional(positionSchema),
  })
  .meta({ id: 'MenuChildCreate' });

export const childUpdateSchema = z
  .object({
    id: refIdSchema,
    parentId: refIdSchema,
    label,
    icon,
    routeId: refIdSchema,
    enabled: z.boolean(),
    position: positionSchema,
    version: versionSchema,
  })
  .meta({ id: 'MenuChildUpdate' });

export type MenuInput = z.infer<typeof menuInputSchema>;
export type MenuUpdate = z.infer<typeof menuUpdateSchema>;
export type FatherInput = z.infer<typeof fatherInputSchema>;
export type FatherUpdate = z.infer<typeof fatherUpdateSchema>;
export type ChildInput = z.infer<typeof childInputSchema>;
export type ChildUpdate = z.infer<typeof childUpdateSchema>;

const idWsc = numericIdSchema.check(
  z.meta({ description: 'Id della configurazione (wsc) dell’applicazione' }),
);

const menuAdminRoutes = defineRoutes({
  fathers: defineRoute({
    method: 'GET',
    url: `${API}/conf/father`,
    access: requires(s.menu, 'LIST'),
    summary: 'Voci padre con i loro figli (di una configurazione con idWsc, di un menu con idMenu)',
    tags,
    querystring: z.object({ idWsc: z.optional(idWsc), idMenu: z.optional(numericIdSchema) }),
    response: { 200: z.array(menuFatherItemSchema) },
    errors: [404],
  }),
  fatherById: defineRoute({
    method: 'GET',
    url: `${API}/conf/father/:id`,
    access: requires(s.menu, 'READ'),
    summary: 'Voce padre con i figli',
    tags,
    params: idParamsSchema,
    response: { 200: menuFatherItemSchema },
    errors: [404],
  }),
  children: defineRoute({
    method: 'GET',
    url: `${API}/conf/child`,
    access: requires(s.menu, 'LIST'),
    summary: 'Voci figlie (di un padre con idFather, di una configurazione con idWsc)',
    tags,
    querystring: z.object({ idFather: z.optional(numericIdSchema), idWsc: z.optional(idWsc) }),
    response: { 200: z.array(menuChildItemSchema) },
    errors: [404],
  }),
  childById: defineRoute({
    method: 'GET',
    url: `${API}/conf/child/:id`,
    access: requires(s.menu, 'READ'),
    summary: 'Voce figlia',
    tags,
    params: idParamsSchema,
    response: { 200: menuChildItemSchema },
    errors: [404],
  }),
  fatherCreate: defineRoute({
    method: 'POST',
    url: `${API}/conf/father/add`,
    access: requires(s.menu, 'WRITE'),
    summary: 'Crea una voce padre',
    tags,
    body: fatherInputSchema,
    response: { 201: menuFatherItemSchema },
    errors: [409],
  }),
  fatherUpdate: defineRoute({
    method: 'PUT',
    url: `${API}/conf/father/update`,
    access: requires(s.menu, 'UPDATE'),
    summary: 'Modifica una voce padre',
    tags,
    body: fatherUpdateSchema,
    response: { 200: menuFatherItemSchema },
    errors: [404, 409],
  }),
  childCreate: defineRoute({
    method: 'POST',
    url: `${API}/conf/child/add`,
    access: requires(s.menu, 'WRITE'),
    summary: 'Crea una voce figlia',
    tags,
    body: childInputSchema,
    response: { 201: menuChildItemSchema },
    errors: [409],
  }),
  childUpdate: defineRoute({
    method: 'PUT',
    url: `${API}/conf/child/update`,
    access: requires(s.menu, 'UPDATE'),
    summary: 'Modifica (o sposta sotto un altro padre) una voce figlia',
    tags,
    body: childUpdateSchema,
    response: { 200: menuChildItemSchema },
    errors: [404, 409],
  }),
  fatherRemove: defineRoute({
    method: 'DELETE',
    url: `${API}/conf/father/remove/:id`,
    access: requires(s.menu, 'DELETE'),
    summary: 'Elimina una voce padre con i suoi figli',
    tags,
    params: idParamsSchema,
    response: { 200: menuFatherItemSchema },
    errors: [404],
  }),
  childRemove: defineRoute({
    method: 'DELETE',
    url: `${API}/conf/child/remove/:id`,
    access: requires(s.menu, 'DELETE'),
    summary: 'Elimina una voce figlia',
    tags,
    params: idParamsSchema,
    response: { 200: menuChildItemSchema },
    errors: [404],
  }),
  voci: defineRoute({
    method: 'GET',
    url: '/api/v1/halo/conf/voci',
    access: requires(s.menu, 'LIST'),
    summary: 'Menu della configurazione con tutte le loro voci',
    tags,
    querystring: z.object({ idWsc }),
    response: { 200: z.array(menuDetailSchema) },
    errors: [404],
  }),
  update: defineRoute({
    method: 'PUT',
    url: `${API}/update`,
    access: requires(s.menu, 'UPDATE'),
    summary: "Salva un menu intero (ordine, padri e figli); 409 se la versione letta non è più l'attuale",
    tags,
    body: menuUpdateSchema,
    response: { 200: menuSaveResultSchema },
    errors: [404, 409],
  }),
  create: defineRoute({
    method: 'POST',
    url: `${API}/add`,
    access: requires(s.menu, 'WRITE'),
    summary: "Crea un menu (gruppo di voci) dell'applicazione",
    tags,
    body: menuInputSchema,
    response: { 201: menuDetailSchema },
    errors: [409],
  }),
  list: defineRoute({
    method: 'GET',
    url: API,
    access: requires(s.menu, 'LIST'),
    summary: "Menu (gruppi di voci), tutti o di un'applicazione",
    tags,
    querystring: z.object({ idApp: z.optional(numericIdSchema) }),
    response: { 200: z.array(menuSchema) },
  }),
  byId: defineRoute({
    method: 'GET',
    url: `${API}/:id`,
    access: requires(s.menu, 'READ'),
    summary: 'Menu con le sue voci',
    tags,
    params: idParamsSchema,
    response: { 200: menuDetailSchema },
    errors: [404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    url: `${API}/delete/:id`,
    access: requires(s.menu, 'DELETE'),
    summary: 'Elimina un menu con tutte le sue voci',
    tags,
    params: idParamsSchema,
    response: { 200: menuSchema },
    errors: [404],
  }),
});

/** Every call of the menus, the administration's and the user's, as the server registers them. */
export const menuRoutes = { ...menuAdminRoutes, ...userMenuRoutes };
