import { authenticatedAccess, defineRoute, publicAccess } from '@halo/contract';
import { z } from 'zod';

const itemSchema = z.object({ id: z.number(), nome: z.string() });

/**
 * The routes of a made-up area (`/api/v1/prova/…`) the tests of the route callers and hooks call: a list, a
 * record, a creation, a deletion, a write with a header, a write with a query.
 */
export const provaRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/api/v1/prova/voci',
    access: publicAccess,
    summary: 'Voci',
    tags: ['prova'],
    querystring: z.object({
      q: z.string().optional(),
      page: z.coerce.number().optional(),
      size: z.coerce.number().optional(),
    }),
    response: { 200: z.array(itemSchema) },
  }),
  byCode: defineRoute({
    method: 'GET',
    url: '/api/v1/prova/voci/:codice/figli/:id',
    access: authenticatedAccess,
    summary: 'Voce',
    tags: ['prova'],
    params: z.object({ codice: z.string(), id: z.coerce.number() }),
    response: { 200: itemSchema },
  }),
  create: defineRoute({
    method: 'POST',
    url: '/api/v1/prova/voci/add',
    access: authenticatedAccess,
    summary: 'Crea una voce',
    tags: ['prova'],
    body: z.object({ nome: z.string().trim().min(1), note: z.string().default('') }),
    response: { 201: itemSchema },
  }),
  one: defineRoute({
    method: 'GET',
    url: '/api/v1/prova/voci/:id',
    access: authenticatedAccess,
    summary: 'Una voce',
    tags: ['prova'],
    params: z.object({ id: z.coerce.number() }),
    response: { 200: itemSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    url: '/api/v1/prova/voci/delete/:id',
    access: authenticatedAccess,
    summary: 'Elimina una voce',
    tags: ['prova'],
    params: z.object({ id: z.coerce.number() }),
    response: { 200: itemSchema },
  }),
  signed: defineRoute({
    method: 'POST',
    url: '/api/v1/prova/firmata',
    access: publicAccess,
    summary: 'Una scrittura con una prova nell’intestazione',
    tags: ['prova'],
    headers: z.object({ 'x-prova': z.string() }),
    body: z.object({ nome: z.string() }),
    response: { 201: itemSchema },
  }),
  resend: defineRoute({
    method: 'POST',
    url: '/api/v1/prova/invia',
    access: authenticatedAccess,
    summary: 'Invia di nuovo',
    tags: ['prova'],
    querystring: z.object({ email: z.string() }),
    response: { 200: z.object({ message: z.string() }) },
  }),
};
