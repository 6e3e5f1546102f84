import { z } from 'zod';
import { idParamsSchema, numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema, queryInPathSchema } from '../paging.ts';
import { requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';

/**
 * Pro.Sa. suggestions (issue 15; docs/adr/0019-prosa-suggerimenti-preferiti.md): citizens and organisations propose
 * topics or improvements to their authority; staff in scope answer, publicly (everyone with the feature reads the
 * suggestion and its answer) or privately (only the proposer).
 */

export const suggerimentoMessages = {
  notFound: 'Suggerimento non trovato.',
  featureOff: 'La funzionalità Suggerimenti non è attiva per il tuo profilo.',
  onlyProposers: 'I suggerimenti si inviano da un profilo di ente o di cittadino.',
  onlyStaff: "Ai suggerimenti rispondono gli operatori dell'azienda.",
  themeUnknown: 'Tematica sconosciuta.',
  notPublishable: 'Chi ha inviato il suggerimento non ha acconsentito a pubblicarlo: rispondere in privato.',
} as const;

export const suggerimentoSchema = z
  .object({
    id: z.number().int(),
    titolo: z.string(),
    testo: z.string(),
    tematica: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    aslId: z.number().int(),
    denominazioneAzienda: z.string(),
    autore: z
      .string()
      .nullable()
      .meta({ description: "Chi lo ha inviato: il nome dell'ente; di un cittadino solo per chi gestisce" }),
    mio: z.boolean(),
    pubblicabile: z
      .boolean()
      .meta({ description: 'Chi lo ha inviato acconsente a pubblicarlo con la risposta' }),
    stato: z.enum(['inviato', 'risposto']),
    risposta: z.string().nullable(),
    rispostaPubblica: z.boolean(),
    rispostoIl: z.string().nullable(),
    inviato: z.string(),
    rispondibile: z.boolean().meta({ description: 'Chi legge può rispondere' }),
    version: z.number().int(),
  })
  .meta({ id: 'Suggerimento' });
export type Suggerimento = z.infer<typeof suggerimentoSchema>;

export const suggerimentoCreateSchema = z
  .object({
    titolo: z.string().trim().min(1, 'Indicare un titolo.').max(200),
    testo: z.string().trim().min(1, 'Scrivere il suggerimento.').max(2000),
    tematica: z.nullable(refIdSchema).default(null),
    pubblicabile: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'SuggerimentoCreate', description: "Va all'azienda del profilo di chi lo invia" });
export type SuggerimentoCreate = z.infer<typeof suggerimentoCreateSchema>;

export const rispostaSchema = z
  .object({
    id: refIdSchema,
    version: versionSchema,
    risposta: z.string().trim().min(1, 'Scrivere la risposta.').max(4000),
    pubblica: z
      .boolean()
      .meta({ description: 'true: la leggono tutti; false: solo chi ha inviato il suggerimento' }),
  })
  .strict()
  .meta({ id: 'SuggerimentoRisposta' });
export type Risposta = z.infer<typeof rispostaSchema>;

export const suggerimentiQuerySchema = pageQuerySchema(['titolo', 'inviato']).extend({
  tema: z.optional(numericIdSchema).meta({ description: 'Una tematica' }),
  stato: z.enum(['inviato', 'risposto']).optional(),
  mie: z.stringbool().optional().meta({ description: 'true: solo i propri' }),
});
export type SuggerimentiQuery = z.infer<typeof suggerimentiQuerySchema>;
export const suggerimentiPageSchema = pageSchema(suggerimentoSchema, 'SuggerimentiPage');

const API = '/api/prosa/suggerimenti';
const tags = ['Pro.Sa. suggerimenti'];
const { admin, operatore, responsabile, ente, cittadino } = prosaRoles;
const staff = [admin, operatore, responsabile];

export const prosaSuggerimentiRoutes = defineRoutes({
  suggerimentiPerPercorso: defineRoute({
    method: 'GET',
    url: `${API}/:query`,
    access: requiresRole(PROSA_APPLICATION, [...staff, ente, cittadino]),
    summary:
      'La stessa ricerca nella forma di SPEC.md §7 (suggerimenti/{query}): la query nel percorso, codificata o come testo da cercare',
    tags,
    params: queryInPathSchema,
    querystring: suggerimentiQuerySchema,
    response: { 200: suggerimentiPageSchema },
    errors: [403],
  }),
  suggerimenti: defineRoute({
    method: 'GET',
    url: API,
    access: requiresRole(PROSA_APPLICATION, [...staff, ente, cittadino]),
    summary:
      "I suggerimenti: quelli con risposta pubblica, i propri e, per chi gestisce, quelli dell'ambito (SPEC.md §7's suggerimenti/{query}: suggerimentiPerPercorso)",
    tags,
    querystring: suggerimentiQuerySchema,
    response: { 200: suggerimentiPageSchema },
    errors: [403],
  }),
  suggerimento: defineRoute({
    method: 'GET',
    url: `${API}/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, [...staff, ente, cittadino]),
    summary: 'Un suggerimento con la sua risposta',
    tags,
    params: idParamsSchema,
    response: { 200: suggerimentoSchema },
    errors: [403, 404],
  }),
  inviaSuggerimento: defineRoute({
    method: 'POST',
    url: `${API}/add`,
    access: requiresRole(PROSA_APPLICATION, [ente, cittadino]),
    summary: 'Un cittadino o un ente propone un tema o un miglioramento alla propria azienda',
    tags,
    body: suggerimentoCreateSchema,
    response: { 201: suggerimentoSchema },
    errors: [403],
  }),
  rispondi: defineRoute({
    method: 'PUT',
    url: `${API}/risposta`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Risponde a un suggerimento (o corregge la risposta), in pubblico o in privato',
    tags,
    body: rispostaSchema,
    response: { 200: suggerimentoSchema },
    errors: [404, 409],
  }),
});
