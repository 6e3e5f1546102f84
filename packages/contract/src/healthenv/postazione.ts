import { z } from 'zod';
import { idParamsSchema } from '../admin.ts';
import { dayField, healthenvReaders, healthenvTags, inquinanti } from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { indicatori, limiteSchema, norme, tipiLimite } from './soglie.ts';

/**
 * What one station's data answers (issue 17, docs/adr/0027): the year's exceedances of every limit, and a
 * pollutant's series with its coverage.
 */

export const healthenvPostazioneMessages = {
  periodo: 'Il periodo non può superare 366 giorni.',
  ordine: 'La fine del periodo precede l’inizio.',
  nessunSensore: 'La postazione non ha sensori per questo inquinante.',
} as const;
const m = healthenvPostazioneMessages;

export const superamentoSchema = z
  .object({
    inquinante: z.enum(inquinanti),
    indicatore: z.enum(indicatori),
    soglia: z.number(),
    unita: z.string(),
    superamenti: z.number().int().nullable().meta({
      description:
        'Ore o giorni sopra soglia con valori validi (media annuale: 0 o 1); null quando i dati non lo permettono (es. limite orario su medie giornaliere)',
    }),
    consentiti: z.number().int().nullable(),
    media: z.number().nullable().meta({
      description: 'Media dell’anno dei valori dell’indicatore (ore, medie giornaliere o massimi 8 ore)',
    }),
    massimo: z.number().nullable().meta({ description: 'Il valore più alto dell’indicatore nell’anno' }),
    copertura: z
      .number()
      .meta({ description: 'Frazione dell’anno (trascorso) coperta da valori validi dell’indicatore, 0–1' }),
    valido: z.boolean().meta({ description: 'La copertura raggiunge il minimo richiesto' }),
    norma: z.enum(norme),
    tipo: z.enum(tipiLimite),
    daVerificare: z.boolean(),
    limite: z.string().meta({ description: 'Identificativo della soglia in configurazione' }),
  })
  .meta({ id: 'HealthenvSuperamento' });
export type Superamento = z.infer<typeof superamentoSchema>;

export const annoSchema = z.coerce
  .number({ error: 'Anno non valido.' })
  .int('Anno non valido.')
  .min(1990, 'Anno non valido (dal 1990).')
  .max(2100, 'Anno non valido.');

export const periodiSerie = ['ora', 'giorno'] as const;

/**
 * A series travels as columns (a year of hours is 8,760 periods: as objects it was 850 KB of JSON, as columns under
 * 60 KB): period `i` starts at `inizio + i × passo`, and `valori[i]` is its value. Every period of [da, a] has its
 * place, so a missing hour or day is a `null` where it falls.
 */
export const serieSchema = z
  .object({
    postazioneId: z.number().int(),
    inquinante: z.enum(inquinanti),
    unita: z.string(),
    periodo: z.enum(periodiSerie),
    da: z.string(),
    a: z.string(),
    inizio: z.string().meta({
      description:
        'Inizio del primo periodo (ISO 8601, UTC): la mezzanotte di `da` in ora solare (UTC+01:00)',
    }),
    passo: z
      .number()
      .int()
      .meta({ description: 'Secondi da un periodo al successivo: 3600 (ora) o 86400 (giorno)' }),
    valori: z.array(z.number().nullable()).meta({
      description:
        'Un valore per periodo, da `inizio` a passi di `passo` fino alla fine di `a`; null: nessun valore (o, per le medie giornaliere, copertura insufficiente)',
    }),
    provvisori: z.array(z.number().int()).meta({
      description:
        'Gli indici (in `valori`) dei periodi con valori provvisori, non ancora validati; gli altri valori sono validi',
    }),
    copertura: z.array(z.number()).nullable().meta({
      description:
        'Per le medie giornaliere, la frazione delle ore di ogni giorno con valori (1 per un valore giornaliero, 0 senza dati); null per i valori orari',
    }),
    riepilogo: z.object({
      valori: z.number().int().meta({ description: 'Periodi con un valore valido' }),
      media: z.number().nullable(),
      minimo: z.number().nullable(),
      massimo: z.number().nullable(),
      copertura: z.number().meta({ description: 'Frazione del periodo coperta da valori validi' }),
    }),
    limiti: z
      .array(limiteSchema)
      .meta({ description: 'Le soglie della stessa media, da tracciare sul grafico' }),
  })
  .meta({ id: 'HealthenvSerie' });
export type Serie = z.infer<typeof serieSchema>;
export const healthenvPostazioneRoutes = defineRoutes({
  superamentiPostazione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/:id/superamenti',
    access: healthenvReaders,
    summary:
      'I superamenti dell’anno di una postazione: una riga per inquinante e indicatore (D.Lgs. 155/2010 e valori 2030)',
    tags: healthenvTags,
    params: idParamsSchema,
    querystring: z.object({ anno: annoSchema }),
    response: { 200: z.array(superamentoSchema) },
    errors: [404],
  }),
  seriePostazione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/:id/serie',
    access: healthenvReaders,
    summary: 'La serie di un inquinante di una postazione: valori orari o medie giornaliere con copertura',
    tags: healthenvTags,
    params: idParamsSchema,
    querystring: z
      .object({
        inquinante: z.enum(inquinanti, { error: 'Inquinante non gestito.' }),
        da: dayField('Inizio'),
        a: dayField('Fine').meta({ description: 'Compreso' }),
        periodo: z.enum(periodiSerie, { error: 'Periodo: ora o giorno.' }).default('giorno'),
      })
      .superRefine((q, ctx) => {
        if (q.a < q.da) ctx.addIssue({ code: 'custom', path: ['a'], message: m.ordine });
        else if (Date.parse(q.a) - Date.parse(q.da) > 365 * 86_400_000) {
          ctx.addIssue({ code: 'custom', path: ['a'], message: m.periodo });
        }
      }),
    response: { 200: serieSchema },
    errors: [404],
  }),
});
