import { z } from 'zod';
import { healthenvReaders, healthenvTags, healthenvWriters, inquinanti } from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';

/**
 * The alerts (issue 17, docs/adr/0027): episodes over the information and alert thresholds, stations gone silent,
 * and the subscription of operators to their e-mails.
 */

export const allertaSchema = z
  .object({
    id: z.number().int(),
    postazioneId: z.number().int(),
    postazione: z.string().meta({ description: 'Nome completo della postazione' }),
    tipo: z.enum(['soglia', 'silenzio']),
    regola: z.string().nullable().meta({ description: 'Identificativo della soglia di allerta' }),
    livello: z.enum(['informazione', 'allarme']),
    inquinante: z.enum(inquinanti).nullable(),
    soglia: z.number().nullable(),
    unita: z.string().nullable(),
    valoreMassimo: z.number().nullable().meta({ description: 'Il valore più alto dell’episodio' }),
    inizio: z
      .string()
      .meta({ description: 'Inizio dell’episodio (primo periodo oltre soglia, o ultimo dato)' }),
    ultimo: z.string().meta({ description: 'L’ultimo periodo oltre soglia (o l’ultimo dato ricevuto)' }),
    chiusa: z.string().nullable().meta({ description: 'Quando l’episodio si è chiuso; null: in corso' }),
    notificata: z.string().nullable().meta({ description: 'Quando è partita la mail agli iscritti' }),
  })
  .meta({ id: 'HealthenvAllerta' });
export type Allerta = z.infer<typeof allertaSchema>;

export const iscrizioneSchema = z
  .object({ iscritto: z.boolean() })
  .strict()
  .meta({ id: 'HealthenvIscrizione' });
export const healthenvAllerteRoutes = defineRoutes({
  allerte: defineRoute({
    method: 'GET',
    url: '/api/healthenv/allerte',
    access: healthenvReaders,
    summary: 'Le allerte: episodi oltre soglia e postazioni silenti, le più recenti prima',
    tags: healthenvTags,
    querystring: z.object({
      postazioneId: z.coerce.number().int().positive().optional(),
      inCorso: z.stringbool().optional().meta({ description: 'true: solo gli episodi non chiusi' }),
    }),
    response: { 200: z.array(allertaSchema) },
  }),
  iscrizione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/allerte/iscrizione',
    access: healthenvWriters,
    summary: 'Se chi chiama riceve per posta le allerte',
    tags: healthenvTags,
    response: { 200: iscrizioneSchema },
  }),
  aggiornaIscrizione: defineRoute({
    method: 'PUT',
    url: '/api/healthenv/allerte/iscrizione',
    access: healthenvWriters,
    summary: 'Iscrive (o cancella) chi chiama dalle mail delle allerte',
    tags: healthenvTags,
    body: iscrizioneSchema,
    response: { 200: iscrizioneSchema },
  }),
});
