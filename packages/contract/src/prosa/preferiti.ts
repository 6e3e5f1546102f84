import { z } from 'zod';
import { messageSchema, numericIdSchema, refIdSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';

/**
 * Pro.Sa. favourites (issue 15; docs/adr/0019-prosa-suggerimenti-preferiti.md): a citizen or an organisation stars
 * projects and campaigns (and, with them, events) to find them again.
 */

export const tipiPreferito = ['progetto', 'campagna'] as const;
export type TipoPreferito = (typeof tipiPreferito)[number];
const tipoSchema = z.enum(tipiPreferito, { error: 'Tipo sconosciuto: progetto o campagna.' });

export const preferitoMessages = {
  notFound: 'Non trovato tra i progetti e le campagne pubblicati.',
  removed: 'Tolto dai preferiti.',
} as const;

export const preferitoSchema = z
  .object({
    tipo: tipoSchema,
    id: z.number().int(),
    titolo: z.string(),
    denominazioneAzienda: z.string(),
    dal: z.string(),
    al: z.string().nullable(),
    stato: z.string(),
    aggiunto: z.string(),
  })
  .meta({ id: 'Preferito' });
export type Preferito = z.infer<typeof preferitoSchema>;

const API = '/api/prosa/preferiti';
const tags = ['Pro.Sa. preferiti'];
const people = [prosaRoles.ente, prosaRoles.cittadino];

export const prosaPreferitiRoutes = defineRoutes({
  preferiti: defineRoute({
    method: 'GET',
    url: API,
    access: requiresRole(PROSA_APPLICATION, people),
    summary: 'I preferiti di chi legge, dal più recente (quelli non più pubblicati non compaiono)',
    tags,
    response: { 200: z.array(preferitoSchema) },
  }),
  aggiungiPreferito: defineRoute({
    method: 'POST',
    url: `${API}/add`,
    access: requiresRole(PROSA_APPLICATION, people),
    summary:
      'Aggiunge ai preferiti un progetto o una campagna pubblicati (una seconda volta non cambia nulla)',
    tags,
    body: z.object({ tipo: tipoSchema, id: refIdSchema }).strict().meta({ id: 'PreferitoAdd' }),
    response: { 201: preferitoSchema },
    errors: [404],
  }),
  togliPreferito: defineRoute({
    method: 'DELETE',
    url: `${API}/:tipo/:id`,
    access: requiresRole(PROSA_APPLICATION, people),
    summary: 'Toglie dai preferiti',
    tags,
    params: z.object({ tipo: tipoSchema, id: numericIdSchema }),
    response: { 200: messageSchema },
    errors: [404],
  }),
});
