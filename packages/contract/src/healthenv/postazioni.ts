import { z } from 'zod';
import { idParamsSchema, messageSchema, refIdSchema, versionSchema } from '../admin.ts';
import {
  dayField,
  healthenvReaders,
  healthenvTags,
  healthenvWriters,
  INQUINANTI,
  type Inquinante,
  inquinanti,
  healthenvMessages as m,
  periodiMonitoraggio,
  tipiPostazione,
  type Unita,
  unitaMisura,
  validitaMonitoraggio,
  zonePostazione,
} from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';

/**
 * Stations (postazioni) with their sensors, one pollutant each (issue 17, docs/adr/0026): the list, one station
 * with each sensor's latest value, and the writes of the application's operators.
 */

export const sensoreSchema = z
  .object({
    id: z.number().int(),
    codice: z.string().meta({ description: 'Codice del sensore presso il gestore (es. IdSensore ARPA)' }),
    inquinante: z.enum(inquinanti),
    unita: z.enum(unitaMisura),
    nomeFonte: z.string().nullable().meta({ description: 'Il nome del sensore presso il gestore' }),
    attivoDal: z.string().nullable(),
    attivoAl: z.string().nullable().meta({ description: 'null: ancora attivo (o non noto)' }),
  })
  .meta({ id: 'HealthenvSensore' });
export type Sensore = z.infer<typeof sensoreSchema>;

const postazioneFields = {
  id: z.number().int(),
  codice: z.string().meta({ description: 'Codice EEA della stazione (es. IT1016A)' }),
  nome: z.string().meta({ description: 'Come lo scrive il gestore' }),
  nomeCompleto: z.string().meta({ description: '"<comune> - <nome>" quando il nome non cita il comune' }),
  lat: z.number(),
  lon: z.number(),
  altitudine: z.number().nullable().meta({ description: 'Metri sul livello del mare' }),
  comune: z.object({ codiceIstat: z.string(), nome: z.string() }),
  provincia: z.string().meta({ description: 'Sigla' }),
  regione: z.string(),
  tipo: z.enum(tipiPostazione),
  zona: z.enum(zonePostazione),
  zonaQualitaAria: z
    .string()
    .nullable()
    .meta({ description: 'Zona o agglomerato della zonizzazione regionale' }),
  gestore: z.string().meta({ description: 'Chi gestisce la stazione e pubblica i dati' }),
  codiceGestore: z.string().nullable(),
  attivaDal: z.string().nullable(),
  attivaAl: z.string().nullable(),
  archiviata: z.string().nullable().meta({ description: 'Quando è stata archiviata (i dati restano)' }),
  version: z.number().int(),
};

export const postazioneSchema = z
  .object({ ...postazioneFields, sensori: z.array(sensoreSchema) })
  .meta({ id: 'HealthenvPostazione' });
export type Postazione = z.infer<typeof postazioneSchema>;

const ultimoValoreSchema = z
  .object({
    periodo: z.enum(periodiMonitoraggio),
    inizio: z.string(),
    data: z.string().nullable(),
    valore: z.number(),
    validita: z.enum(validitaMonitoraggio),
  })
  .meta({ id: 'HealthenvUltimoValore' });

export const postazioneDettaglioSchema = z
  .object({
    ...postazioneFields,
    sensori: z.array(
      sensoreSchema.extend({
        monitoraggi: z.number().int(),
        ultimo: ultimoValoreSchema.nullable().meta({ description: 'Il valore più recente del sensore' }),
      }),
    ),
  })
  .meta({ id: 'HealthenvPostazioneDettaglio' });
export type PostazioneDettaglio = z.infer<typeof postazioneDettaglioSchema>;

const unitaDi = (inquinante: Inquinante): Unita => INQUINANTI[inquinante].unita;

const sensoreBase = z.object({
  inquinante: z.enum(inquinanti, { error: 'Inquinante non gestito.' }),
  unita: z.enum(unitaMisura, { error: 'Unità di misura non gestita.' }).optional(),
  codice: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Codice del sensore: lettere, cifre, . _ - (max 40).')
    .optional()
    .meta({ description: 'Se assente: <codice postazione>-<inquinante>' }),
  nomeFonte: z.string().trim().max(200).nullable().default(null),
  attivoDal: dayField('Inizio attività').nullable().default(null),
  attivoAl: dayField('Fine attività').nullable().default(null),
});

function sensoreRules(s: z.infer<typeof sensoreBase>, ctx: z.RefinementCtx) {
  if (s.unita !== undefined && s.unita !== unitaDi(s.inquinante)) {
    ctx.addIssue({
      code: 'custom',
      path: ['unita'],
      message: `Per ${s.inquinante} l’unità è ${unitaDi(s.inquinante)}.`,
    });
  }
  if (s.attivoDal && s.attivoAl && s.attivoAl < s.attivoDal) {
    ctx.addIssue({ code: 'custom', path: ['attivoAl'], message: 'La fine precede l’inizio.' });
  }
}

export const sensoreCreateSchema = sensoreBase
  .strict()
  .superRefine(sensoreRules)
  .meta({ id: 'HealthenvSensoreCreate' });

const postazioneBase = z.object({
  codice: z
    .string({ error: 'Indicare il codice della stazione.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{2,12}$/, 'Codice della stazione non valido (codice EEA, es. IT1016A).'),
  nome: z.string({ error: 'Indicare il nome.' }).trim().min(1, 'Indicare il nome.').max(200),
  lat: z
    .number({ error: 'Latitudine non valida.' })
    .min(35, 'Latitudine fuori dal territorio italiano (35–47,5).')
    .max(47.5, 'Latitudine fuori dal territorio italiano (35–47,5).'),
  lon: z
    .number({ error: 'Longitudine non valida.' })
    .min(6, 'Longitudine fuori dal territorio italiano (6–19).')
    .max(19, 'Longitudine fuori dal territorio italiano (6–19).'),
  altitudine: z
    .number({ error: 'Altitudine non valida.' })
    .min(-10, 'Altitudine non plausibile.')
    .max(4810, 'Altitudine non plausibile.')
    .nullable()
    .default(null),
  codiceIstatComune: z
    .string({ error: 'Indicare il comune.' })
    .regex(/^\d{6}$/, 'Codice ISTAT del comune: sei cifre (es. 015146).'),
  tipo: z.enum(tipiPostazione, { error: 'Tipo di stazione: traffic, background o industrial.' }),
  zona: z.enum(zonePostazione, { error: 'Zona: urban, suburban o rural.' }),
  zonaQualitaAria: z.string().trim().max(40).nullable().default(null),
  gestore: z.string({ error: 'Indicare il gestore.' }).trim().min(1, 'Indicare il gestore.').max(200),
  codiceGestore: z.string().trim().max(60).nullable().default(null),
  attivaDal: dayField('Inizio attività').nullable().default(null),
  attivaAl: dayField('Fine attività').nullable().default(null),
  sensori: z.array(sensoreCreateSchema).max(50, 'Al massimo 50 sensori.').default([]),
});

export const postazioneCreateSchema = postazioneBase
  .strict()
  .superRefine((p, ctx) => {
    if (p.attivaDal && p.attivaAl && p.attivaAl < p.attivaDal) {
      ctx.addIssue({ code: 'custom', path: ['attivaAl'], message: 'La fine precede l’inizio.' });
    }
    const seen = new Set<string>();
    p.sensori.forEach((s, i) => {
      const codice = s.codice ?? `${p.codice}-${s.inquinante}`;
      if (seen.has(codice)) {
        ctx.addIssue({ code: 'custom', path: ['sensori', i, 'codice'], message: m.sensoreRipetuto });
      }
      seen.add(codice);
    });
  })
  .meta({ id: 'HealthenvPostazioneCreate' });
export type PostazioneCreate = z.infer<typeof postazioneCreateSchema>;

/**
 * The whole station again, with its `version`: the sensors listed with their `id` are kept (their pollutant never
 * changes, their code, name and active period may), those without `id` are added, those left out are removed —
 * a 409 when one of them has records (archive the station, or end the sensor's active period instead).
 */
export const postazioneUpdateSchema = z
  .object({
    nome: postazioneBase.shape.nome,
    lat: postazioneBase.shape.lat,
    lon: postazioneBase.shape.lon,
    altitudine: postazioneBase.shape.altitudine,
    codiceIstatComune: postazioneBase.shape.codiceIstatComune,
    tipo: postazioneBase.shape.tipo,
    zona: postazioneBase.shape.zona,
    zonaQualitaAria: postazioneBase.shape.zonaQualitaAria,
    gestore: postazioneBase.shape.gestore,
    codiceGestore: postazioneBase.shape.codiceGestore,
    attivaDal: postazioneBase.shape.attivaDal,
    attivaAl: postazioneBase.shape.attivaAl,
    sensori: z
      .array(
        sensoreBase
          .extend({ id: z.optional(refIdSchema) })
          .strict()
          .superRefine(sensoreRules),
      )
      .max(50, 'Al massimo 50 sensori.'),
    version: versionSchema,
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.attivaDal && p.attivaAl && p.attivaAl < p.attivaDal) {
      ctx.addIssue({ code: 'custom', path: ['attivaAl'], message: 'La fine precede l’inizio.' });
    }
    const ids = new Set<number>();
    const codes = new Set<string>();
    p.sensori.forEach((s, i) => {
      if (s.id !== undefined) {
        if (ids.has(s.id))
          ctx.addIssue({ code: 'custom', path: ['sensori', i, 'id'], message: m.sensoreRipetuto });
        ids.add(s.id);
      }
      if (s.codice !== undefined) {
        if (codes.has(s.codice)) {
          ctx.addIssue({ code: 'custom', path: ['sensori', i, 'codice'], message: m.sensoreRipetuto });
        }
        codes.add(s.codice);
      }
    });
  })
  .meta({ id: 'HealthenvPostazioneUpdate' });
export type PostazioneUpdate = z.infer<typeof postazioneUpdateSchema>;
export const healthenvPostazioniRoutes = defineRoutes({
  postazioni: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/all',
    access: healthenvReaders,
    summary: 'Le postazioni di monitoraggio con i loro sensori',
    tags: healthenvTags,
    querystring: z.object({
      archiviate: z.stringbool().optional().meta({ description: 'true: anche le postazioni archiviate' }),
    }),
    response: { 200: z.array(postazioneSchema) },
  }),
  postazione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/:id',
    access: healthenvReaders,
    summary: 'Una postazione con i sensori e il loro ultimo valore',
    tags: healthenvTags,
    params: idParamsSchema,
    response: { 200: postazioneDettaglioSchema },
    errors: [404],
  }),
  aggiungiPostazione: defineRoute({
    method: 'POST',
    url: '/api/healthenv/postazione/add',
    access: healthenvWriters,
    summary: 'Crea una postazione con i suoi sensori',
    tags: healthenvTags,
    body: postazioneCreateSchema,
    response: { 201: postazioneSchema },
    errors: [409],
  }),
  modificaPostazione: defineRoute({
    method: 'PUT',
    url: '/api/healthenv/postazioni/:id',
    access: healthenvWriters,
    summary:
      'Modifica una postazione e i suoi sensori (409 se la versione è cambiata o se si toglie un sensore con monitoraggi)',
    tags: healthenvTags,
    params: idParamsSchema,
    body: postazioneUpdateSchema,
    response: { 200: postazioneSchema },
    errors: [404, 409],
  }),
  eliminaPostazione: defineRoute({
    method: 'DELETE',
    url: '/api/healthenv/postazioni/delete/:id',
    access: healthenvWriters,
    summary:
      'Elimina una postazione senza monitoraggi (409 se ne ha); con archivia=true la archivia e ne conserva i dati',
    tags: healthenvTags,
    params: idParamsSchema,
    querystring: z.object({
      archivia: z.stringbool().optional().meta({ description: 'true: archivia invece di eliminare' }),
    }),
    response: { 200: messageSchema },
    errors: [404, 409],
  }),
});
