import { z } from 'zod/mini';
import { numericIdSchema } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { authenticatedAccess } from './permissions.ts';

/**
 * The menu a user sees (SPEC.md §7 "Menu"): an application's items the user may open. The shell loads it first,
 * so it is written with `zod/mini` and apart from the menus' administration (`menu-admin.ts`;
 * docs/adr/0035-first-page.md).
 */

/** What a user sees: only items they may open, parents with at least one visible child or their own route. */
export const menuNodeSchema = z
  .object({
    id: z.number().check(z.int()),
    label: z.string(),
    icon: z.nullable(z.string()),
    path: z.nullable(z.string()),
    children: z.array(
      z.object({
        id: z.number().check(z.int()),
        label: z.string(),
        icon: z.nullable(z.string()),
        path: z.nullable(z.string()),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'MenuNode' });

export type MenuNode = z.infer<typeof menuNodeSchema>;

export const userMenuRoutes = defineRoutes({
  filtered: defineRoute({
    method: 'GET',
    url: '/api/v1/menu/filtred',
    access: authenticatedAccess,
    summary: "Il menu dell'applicazione per l'utente: solo le voci che può aprire",
    tags: ['menu'],
    querystring: z.object({ idApp: numericIdSchema.check(z.describe("Id dell'applicazione")) }),
    response: { 200: z.array(menuNodeSchema) },
    errors: [403, 404],
  }),
});
