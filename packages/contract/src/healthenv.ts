import { z } from 'zod';
import { idParamsSchema, messageSchema, refIdSchema, versionSchema } from './admin.ts';
import { healthenvManifest } from './healthenv.manifest.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { requiresRole } from './permissions.ts';

/**
 * Health-environment monitoring (issue 17, docs/adr/0026): stations (postazioni) with their sensors, one pollutant
 * each, and the measurement records (monitoraggi) of a sensor, hourly or daily. The vocabulary of station type and
 * area is the EEA's (e-reporting codelists), as the seed files write it.
 */

export const HEALTHENV_APPLICATION = healthenvManifest.clientId;

export const healthenvMessages = {
  postazioneNotFound: 'Postazione non trovata.',
  sensoreNotFound: 'Sensore non trovato.',
  codiceTaken: 'Esiste già una postazione con questo codice.',
  sensoreTaken: 'Esiste già un sensore con questo codice.',
  sensoreRipetuto: 'Codice del sensore ripetuto nella richiesta.',
  sensoreAltrui: 'Il sensore non appartiene a questa postazione.',
  sensoreConMonitoraggi:
    'Il sensore ha monitoraggi registrati: non si può togliere (chiuderne il periodo di attività lo conserva).',
  inquinanteFisso: 'L’inquinante di un sensore esistente non cambia: aggiungere un nuovo sensore.',
  versione: 'La postazione è stata modificata da qualcun altro: ricaricare e riprovare.',
  comune: 'Comune non trovato tra i dati regionali (codice ISTAT).',
  conMonitoraggi:
    'La postazione ha monitoraggi registrati: non si può eliminare. Archiviarla (archivia=true) conserva i dati.',
  eliminata: 'Postazione eliminata.',
  archiviata: 'Postazione archiviata: i suoi monitoraggi restano consultabili.',
  postazioneArchiviata: 'La postazione è archiviata: non riceve nuovi monitoraggi.',
  duplicato: 'Esiste già un valore di questo sensore per lo stesso istante.',
  futuro: 'Il periodo non è ancora concluso: un valore si registra a periodo finito.',
  inattivo: 'Il sensore non era attivo in quel periodo.',
  unita: 'Unità di misura diversa da quella del sensore.',
  codiceMancante: 'Codice di valore mancante (es. -999): un valore assente non si registra.',
  negativo: 'Una concentrazione non può essere negativa.',
  impossibile: 'Valore fisicamente implausibile per questo inquinante.',
} as const;
const m = healthenvMessages;

/** Units of concentration the sensors use (CO in mg/m³, metals and benzo(a)pyrene in ng/m³). */
export const unitaMisura = ['µg/m³', 'mg/m³', 'ng/m³'] as const;
type Unita = (typeof unitaMisura)[number];

/**
 * The pollutants a sensor measures: name, the unit their values are recorded in, and the ceiling above which a
 * value is refused as physically implausible for ambient air (a broken analyser, a unit mistake). The ceilings
 * are far above any limit or observed episode; they are not limits (docs/adr/0026).
 */
export const INQUINANTI = {
  PM10: { nome: 'PM10', unita: 'µg/m³', massimo: 2000 },
  'PM2.5': { nome: 'PM2,5', unita: 'µg/m³', massimo: 2000 },
  TSP: { nome: 'Particolato totale sospeso', unita: 'µg/m³', massimo: 5000 },
  NO2: { nome: 'Biossido di azoto', unita: 'µg/m³', massimo: 2000 },
  NOx: { nome: 'Ossidi di azoto', unita: 'µg/m³', massimo: 5000 },
  O3: { nome: 'Ozono', unita: 'µg/m³', massimo: 1000 },
  SO2: { nome: 'Biossido di zolfo', unita: 'µg/m³', massimo: 5000 },
  CO: { nome: 'Monossido di carbonio', unita: 'mg/m³', massimo: 100 },
  C6H6: { nome: 'Benzene', unita: 'µg/m³', massimo: 500 },
  NH3: { nome: 'Ammoniaca', unita: 'µg/m³', massimo: 5000 },
  BC: { nome: 'Black carbon', unita: 'µg/m³', massimo: 500 },
  As: { nome: 'Arsenico', unita: 'ng/m³', massimo: 10_000 },
  Cd: { nome: 'Cadmio', unita: 'ng/m³', massimo: 10_000 },
  Ni: { nome: 'Nichel', unita: 'ng/m³', massimo: 10_000 },
  Pb: { nome: 'Piombo', unita: 'ng/m³', massimo: 50_000 },
  BaP: { nome: 'Benzo(a)pirene', unita: 'ng/m³', massimo: 1000 },
} as const satisfies Record<string, { nome: string; unita: Unita; massimo: number }>;
export type Inquinante = keyof typeof INQUINANTI;
const inquinanti = Object.keys(INQUINANTI) as [Inquinante, ...Inquinante[]];

export const tipiPostazione = ['traffic', 'background', 'industrial'] as const;
export const zonePostazione = ['urban', 'suburban', 'rural'] as const;
/** Averaging period of a record: one hour, or one calendar day in local standard time (UTC+01:00). */
export const periodiMonitoraggio = ['ora', 'giorno'] as const;
/** Validity of a record: only `valid` values count in means and exceedances; `provisional` awaits validation. */
export const validitaMonitoraggio = ['valid', 'invalid', 'provisional'] as const;

/** Missing-value codes of data loggers and exchange formats, refused with their own message. */
export const CODICI_VALORE_MANCANTE = [-99, -999, -9999, -99999] as const;

// ---------------------------------------------------------------------------------------------------------------
// Stations and sensors

const day = (label: string) => z.iso.date({ error: `${label}: data non valida (AAAA-MM-GG).` });

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
  attivoDal: day('Inizio attività').nullable().default(null),
  attivoAl: day('Fine attività').nullable().default(null),
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
  attivaDal: day('Inizio attività').nullable().default(null),
  attivaAl: day('Fine attività').nullable().default(null),
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

// ---------------------------------------------------------------------------------------------------------------
// Measurement records

const valoreSchema = z.number({ error: 'Valore non valido.' }).superRefine((v, ctx) => {
  if ((CODICI_VALORE_MANCANTE as readonly number[]).includes(v)) {
    ctx.addIssue({ code: 'custom', message: m.codiceMancante });
  } else if (v < 0) {
    ctx.addIssue({ code: 'custom', message: m.negativo });
  }
});

const recordFields = {
  sensoreId: refIdSchema,
  valore: valoreSchema.meta({ description: 'Media del periodo, nell’unità del sensore' }),
  unita: z
    .enum(unitaMisura, { error: 'Unità di misura non gestita.' })
    .optional()
    .meta({ description: 'Se presente deve essere quella del sensore' }),
  validita: z
    .enum(validitaMonitoraggio, { error: 'Validità: valid, invalid o provisional.' })
    .default('provisional'),
  fonte: z.string().trim().min(1).max(100).default('inserimento manuale'),
  sostituisci: z
    .boolean()
    .default(false)
    .meta({ description: 'true: sostituisce il valore già registrato per lo stesso sensore e istante' }),
};

export const monitoraggioCreateSchema = z
  .discriminatedUnion(
    'periodo',
    [
      z
        .object({
          periodo: z.literal('giorno'),
          data: day('Giorno').meta({ description: 'Giorno di calendario in ora solare (UTC+01:00)' }),
          ...recordFields,
        })
        .strict(),
      z
        .object({
          periodo: z.literal('ora'),
          inizio: z.iso
            .datetime({ offset: true, error: 'Inizio non valido (ISO 8601 con fuso).' })
            .refine((t) => Date.parse(t) % 3_600_000 === 0, 'Un valore orario inizia allo scoccare dell’ora.')
            .meta({ description: 'Inizio dell’ora di media' }),
          ...recordFields,
        })
        .strict(),
    ],
    { error: 'Periodo: ora o giorno.' },
  )
  .meta({ id: 'HealthenvMonitoraggioCreate' });
export type MonitoraggioCreate = z.infer<typeof monitoraggioCreateSchema>;

export const monitoraggioSchema = z
  .object({
    id: z.number().int(),
    sensoreId: z.number().int(),
    postazioneId: z.number().int(),
    inquinante: z.enum(inquinanti),
    periodo: z.enum(periodiMonitoraggio),
    inizio: z.string(),
    fine: z.string(),
    data: z.string().nullable().meta({ description: 'Il giorno, per un valore giornaliero' }),
    valore: z.number(),
    unita: z.enum(unitaMisura),
    validita: z.enum(validitaMonitoraggio),
    fonte: z.string(),
    segnalazione: z.string().nullable().meta({ description: 'Controlli di plausibilità della fonte' }),
  })
  .meta({ id: 'HealthenvMonitoraggio' });
export type Monitoraggio = z.infer<typeof monitoraggioSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes

const tags = ['healthenv'] as const;
/** Every role of the application reads; the same roles write until the manifest grows a reader-only one. */
const readers = requiresRole(HEALTHENV_APPLICATION, healthenvManifest.roles);
const writers = requiresRole(HEALTHENV_APPLICATION, ['admin', 'operatore']);

export const healthenvRoutes = defineRoutes({
  postazioni: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/all',
    access: readers,
    summary: 'Le postazioni di monitoraggio con i loro sensori',
    tags,
    querystring: z.object({
      archiviate: z.stringbool().optional().meta({ description: 'true: anche le postazioni archiviate' }),
    }),
    response: { 200: z.array(postazioneSchema) },
  }),
  postazione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/:id',
    access: readers,
    summary: 'Una postazione con i sensori e il loro ultimo valore',
    tags,
    params: idParamsSchema,
    response: { 200: postazioneDettaglioSchema },
    errors: [404],
  }),
  aggiungiPostazione: defineRoute({
    method: 'POST',
    url: '/api/healthenv/postazione/add',
    access: writers,
    summary: 'Crea una postazione con i suoi sensori',
    tags,
    body: postazioneCreateSchema,
    response: { 201: postazioneSchema },
    errors: [409],
  }),
  modificaPostazione: defineRoute({
    method: 'PUT',
    url: '/api/healthenv/postazioni/:id',
    access: writers,
    summary:
      'Modifica una postazione e i suoi sensori (409 se la versione è cambiata o se si toglie un sensore con monitoraggi)',
    tags,
    params: idParamsSchema,
    body: postazioneUpdateSchema,
    response: { 200: postazioneSchema },
    errors: [404, 409],
  }),
  eliminaPostazione: defineRoute({
    method: 'DELETE',
    url: '/api/healthenv/postazioni/delete/:id',
    access: writers,
    summary:
      'Elimina una postazione senza monitoraggi (409 se ne ha); con archivia=true la archivia e ne conserva i dati',
    tags,
    params: idParamsSchema,
    querystring: z.object({
      archivia: z.stringbool().optional().meta({ description: 'true: archivia invece di eliminare' }),
    }),
    response: { 200: messageSchema },
    errors: [404, 409],
  }),
  aggiungiMonitoraggio: defineRoute({
    method: 'POST',
    url: '/api/healthenv/monitoraggio/add',
    access: writers,
    summary:
      'Registra un valore orario o giornaliero di un sensore (201); con sostituisci: true sostituisce quello già presente (200)',
    tags,
    body: monitoraggioCreateSchema,
    response: { 200: monitoraggioSchema, 201: monitoraggioSchema },
    errors: [409],
  }),
});
