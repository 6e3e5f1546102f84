import { z } from 'zod';
import { idParamsSchema, versionSchema } from '../admin.ts';
import { healthenvManifest } from '../healthenv.manifest.ts';
import { HEALTHENV_APPLICATION, INQUINANTI, type Inquinante, validitaMonitoraggio } from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { requiresRole } from '../permissions.ts';

/**
 * What the health-environment data answers (issue 17, docs/adr/0027): limits and exceedances of Directive
 * 2008/50/EC (D.Lgs. 155/2010) with the 2030 values of Directive (EU) 2024/2881 beside them, the European Air
 * Quality Index, series with coverage, alerts, and the bulk import of measurement records. Limits, index bands and
 * alert thresholds live in configuration (`soglie`), edited by the application's administrators; the defaults are
 * the values of REFERENCES.md §4.
 */

const inquinanti = Object.keys(INQUINANTI) as [Inquinante, ...Inquinante[]];

export const healthenvAnalisiMessages = {
  sogliaDuplicata: 'Soglia ripetuta per lo stesso inquinante, indicatore e norma.',
  bandeCrescenti: 'I limiti delle bande devono crescere da una banda alla successiva.',
  allertaDuplicata: 'Identificativo di allerta ripetuto.',
  versione: 'Le soglie sono state modificate da qualcun altro: ricaricare e riprovare.',
  periodo: 'Il periodo non può superare 366 giorni.',
  ordine: 'La fine del periodo precede l’inizio.',
  nessunSensore: 'La postazione non ha sensori per questo inquinante.',
  importErrori: 'Il file contiene righe non valide: nessun valore è stato importato.',
  importVuoto: 'Il file non contiene righe di dati.',
  importIntestazione:
    'Intestazione non valida: servono le colonne station_id, sensor_id, pollutant, value e date (o datetime).',
  importTroppeRighe: 'Al massimo 200.000 righe per file.',
  importato: 'Importazione completata.',
} as const;
const m = healthenvAnalisiMessages;

// ---------------------------------------------------------------------------------------------------------------
// Configuration: limits, index bands, alert thresholds, coverage, stale-station time

/** The averaging of a limit: an hour, a calendar day, the maximum daily 8-hour running mean, a calendar year. */
export const indicatori = [
  'media oraria',
  'media giornaliera',
  'massima media mobile 8 ore',
  'media annuale',
] as const;
export type Indicatore = (typeof indicatori)[number];

export const norme = ['2008/50/CE', '2024/2881'] as const;
export const tipiLimite = ['valore limite', 'valore obiettivo'] as const;

const fraction = (label: string) =>
  z
    .number({ error: `${label}: indicare una frazione tra 0,5 e 1.` })
    .min(0.5, `${label}: almeno 0,5.`)
    .max(1, `${label}: al massimo 1.`);
const concentration = z
  .number({ error: 'Soglia non valida.' })
  .positive('La soglia deve essere positiva.')
  .max(100_000, 'Soglia non plausibile.');

export const limiteSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]{1,40}$/, 'Identificativo: lettere, cifre, punto e trattino.'),
    inquinante: z.enum(inquinanti, { error: 'Inquinante non gestito.' }),
    indicatore: z.enum(indicatori, { error: 'Indicatore non gestito.' }),
    soglia: concentration.meta({ description: 'Nell’unità dell’inquinante' }),
    consentiti: z
      .number()
      .int()
      .min(0)
      .max(366)
      .nullable()
      .meta({ description: 'Superamenti consentiti nell’anno (ore o giorni); null: nessuno' }),
    norma: z.enum(norme),
    tipo: z.enum(tipiLimite),
    daVerificare: z
      .boolean()
      .meta({ description: 'Valore da verificare sul testo della direttiva (REFERENCES.md §4.2)' }),
  })
  .strict()
  .meta({ id: 'HealthenvLimite' });
export type Limite = z.infer<typeof limiteSchema>;

/** The pollutants of the European Air Quality Index, with the averaging each one uses. */
export const EAQI_MEDIE = { 'PM2.5': '24 ore', PM10: '24 ore', NO2: 'ora', O3: 'ora', SO2: 'ora' } as const;
export type InquinanteEaqi = keyof typeof EAQI_MEDIE;
/** Band 1 (good) … 6 (extremely poor); five upper edges divide them. */
export const BANDE_EAQI = [1, 2, 3, 4, 5, 6] as const;

const edges = z
  .array(concentration, { error: 'Cinque limiti di banda.' })
  .length(5, 'Cinque limiti di banda (buona … molto scadente).')
  .refine((e) => e.every((v, i) => i === 0 || v > (e[i - 1] ?? 0)), m.bandeCrescenti);

export const sogliaAllertaSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]{1,40}$/, 'Identificativo: lettere, cifre, punto e trattino.'),
    inquinante: z.enum(inquinanti, { error: 'Inquinante non gestito.' }),
    indicatore: z.enum(['media oraria', 'media giornaliera'], {
      error: 'Indicatore: media oraria o giornaliera.',
    }),
    soglia: concentration,
    consecutivi: z
      .number({ error: 'Periodi consecutivi: da 1 a 24.' })
      .int()
      .min(1, 'Periodi consecutivi: da 1 a 24.')
      .max(24, 'Periodi consecutivi: da 1 a 24.')
      .meta({ description: 'Ore (o giorni) consecutive sopra soglia che aprono l’episodio' }),
    livello: z.enum(['informazione', 'allarme']),
  })
  .strict()
  .meta({ id: 'HealthenvSogliaAllerta' });
export type SogliaAllerta = z.infer<typeof sogliaAllertaSchema>;

const sogliaFields = {
  coperturaGiornaliera: fraction('Copertura minima giornaliera').meta({
    description: 'Frazione minima di ore valide perché una media giornaliera valga (0,75)',
  }),
  coperturaAnnuale: fraction('Copertura minima annuale').meta({
    description: 'Frazione minima di giorni validi perché una media annuale valga (0,9)',
  }),
  limiti: z.array(limiteSchema).max(100),
  bandeEaqi: z
    .object({ 'PM2.5': edges, PM10: edges, NO2: edges, O3: edges, SO2: edges })
    .strict()
    .meta({ description: 'Per inquinante, i limiti superiori delle bande 1–5 (oltre: banda 6)' }),
  allerte: z.array(sogliaAllertaSchema).max(50),
  silenzioOre: z
    .number({ error: 'Ore di silenzio: da 1 a 8760.' })
    .int()
    .min(1, 'Ore di silenzio: da 1 a 8760.')
    .max(8760, 'Ore di silenzio: da 1 a 8760.')
    .meta({ description: 'Ore senza valori dopo le quali una postazione attiva è segnalata come silente' }),
};

function checkUnique<T>(
  items: readonly T[],
  key: (item: T) => string,
  ctx: z.RefinementCtx,
  path: string,
  message: string,
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [path, i], message });
    seen.add(k);
  });
}

export const soglieUpdateSchema = z
  .object({ ...sogliaFields, version: versionSchema })
  .strict()
  .superRefine((s, ctx) => {
    checkUnique(
      s.limiti,
      (l) => `${l.inquinante}|${l.indicatore}|${l.norma}`,
      ctx,
      'limiti',
      m.sogliaDuplicata,
    );
    checkUnique(s.limiti, (l) => l.id, ctx, 'limiti', m.sogliaDuplicata);
    checkUnique(s.allerte, (a) => a.id, ctx, 'allerte', m.allertaDuplicata);
  })
  .meta({ id: 'HealthenvSoglieUpdate' });
export type SoglieUpdate = z.infer<typeof soglieUpdateSchema>;

export const soglieSchema = z
  .object({ ...sogliaFields, version: z.number().int(), aggiornate: z.string().nullable() })
  .meta({ id: 'HealthenvSoglie' });
export type Soglie = z.infer<typeof soglieSchema>;

const limite = (
  id: string,
  inquinante: Inquinante,
  indicatore: Indicatore,
  soglia: number,
  consentiti: number | null,
  norma: (typeof norme)[number],
  extra: { tipo?: Limite['tipo']; daVerificare?: boolean } = {},
): Limite => ({
  id,
  inquinante,
  indicatore,
  soglia,
  consentiti,
  norma,
  tipo: extra.tipo ?? 'valore limite',
  daVerificare: extra.daVerificare ?? false,
});

/**
 * The defaults: REFERENCES.md §4.1 (Directive 2008/50/EC, D.Lgs. 155/2010; metals and BaP of Directive
 * 2004/107/EC as target values), §4.2 (Directive (EU) 2024/2881, 2030, "VERIFY" rows marked to verify), §4.3 (the
 * EAQI bands as Open-Meteo and Copernicus implement them) and the information/alert thresholds of §4.1.
 */
export const SOGLIE_PREDEFINITE: Omit<Soglie, 'version' | 'aggiornate'> = {
  coperturaGiornaliera: 0.75,
  coperturaAnnuale: 0.9,
  limiti: [
    limite('SO2-ora', 'SO2', 'media oraria', 350, 24, '2008/50/CE'),
    limite('SO2-giorno', 'SO2', 'media giornaliera', 125, 3, '2008/50/CE'),
    limite('NO2-ora', 'NO2', 'media oraria', 200, 18, '2008/50/CE'),
    limite('NO2-anno', 'NO2', 'media annuale', 40, null, '2008/50/CE'),
    limite('PM10-giorno', 'PM10', 'media giornaliera', 50, 35, '2008/50/CE'),
    limite('PM10-anno', 'PM10', 'media annuale', 40, null, '2008/50/CE'),
    limite('PM2.5-anno', 'PM2.5', 'media annuale', 25, null, '2008/50/CE'),
    limite('C6H6-anno', 'C6H6', 'media annuale', 5, null, '2008/50/CE'),
    limite('CO-8h', 'CO', 'massima media mobile 8 ore', 10, null, '2008/50/CE'),
    limite('Pb-anno', 'Pb', 'media annuale', 500, null, '2008/50/CE'),
    limite('O3-8h', 'O3', 'massima media mobile 8 ore', 120, 25, '2008/50/CE', { tipo: 'valore obiettivo' }),
    limite('As-anno', 'As', 'media annuale', 6, null, '2008/50/CE', { tipo: 'valore obiettivo' }),
    limite('Cd-anno', 'Cd', 'media annuale', 5, null, '2008/50/CE', { tipo: 'valore obiettivo' }),
    limite('Ni-anno', 'Ni', 'media annuale', 20, null, '2008/50/CE', { tipo: 'valore obiettivo' }),
    limite('BaP-anno', 'BaP', 'media annuale', 1, null, '2008/50/CE', { tipo: 'valore obiettivo' }),
    limite('2030-PM2.5-anno', 'PM2.5', 'media annuale', 10, null, '2024/2881'),
    limite('2030-PM2.5-giorno', 'PM2.5', 'media giornaliera', 25, 18, '2024/2881', { daVerificare: true }),
    limite('2030-PM10-anno', 'PM10', 'media annuale', 20, null, '2024/2881', { daVerificare: true }),
    limite('2030-PM10-giorno', 'PM10', 'media giornaliera', 45, 18, '2024/2881', { daVerificare: true }),
    limite('2030-NO2-anno', 'NO2', 'media annuale', 20, null, '2024/2881'),
    limite('2030-NO2-giorno', 'NO2', 'media giornaliera', 50, 18, '2024/2881', { daVerificare: true }),
    limite('2030-NO2-ora', 'NO2', 'media oraria', 200, 3, '2024/2881', { daVerificare: true }),
    limite('2030-SO2-anno', 'SO2', 'media annuale', 20, null, '2024/2881', { daVerificare: true }),
    limite('2030-SO2-giorno', 'SO2', 'media giornaliera', 50, 18, '2024/2881', { daVerificare: true }),
    limite('2030-SO2-ora', 'SO2', 'media oraria', 350, 3, '2024/2881', { daVerificare: true }),
    limite('2030-C6H6-anno', 'C6H6', 'media annuale', 3.4, null, '2024/2881'),
    limite('2030-CO-8h', 'CO', 'massima media mobile 8 ore', 10, null, '2024/2881', { daVerificare: true }),
    limite('2030-CO-giorno', 'CO', 'media giornaliera', 4, 18, '2024/2881', { daVerificare: true }),
    limite('2030-O3-8h', 'O3', 'massima media mobile 8 ore', 120, 18, '2024/2881', {
      tipo: 'valore obiettivo',
      daVerificare: true,
    }),
  ],
  bandeEaqi: {
    'PM2.5': [10, 20, 25, 50, 75],
    PM10: [20, 40, 50, 100, 150],
    NO2: [40, 90, 120, 230, 340],
    O3: [50, 100, 130, 240, 380],
    SO2: [100, 200, 350, 500, 750],
  },
  allerte: [
    {
      id: 'O3-informazione',
      inquinante: 'O3',
      indicatore: 'media oraria',
      soglia: 180,
      consecutivi: 1,
      livello: 'informazione',
    },
    {
      id: 'O3-allarme',
      inquinante: 'O3',
      indicatore: 'media oraria',
      soglia: 240,
      consecutivi: 1,
      livello: 'allarme',
    },
    {
      id: 'NO2-allarme',
      inquinante: 'NO2',
      indicatore: 'media oraria',
      soglia: 400,
      consecutivi: 3,
      livello: 'allarme',
    },
    {
      id: 'SO2-allarme',
      inquinante: 'SO2',
      indicatore: 'media oraria',
      soglia: 500,
      consecutivi: 3,
      livello: 'allarme',
    },
    {
      id: 'PM10-giorno',
      inquinante: 'PM10',
      indicatore: 'media giornaliera',
      soglia: 50,
      consecutivi: 1,
      livello: 'informazione',
    },
  ],
  silenzioOre: 48,
};

// ---------------------------------------------------------------------------------------------------------------
// Exceedances, series, index

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

const annoSchema = z.coerce
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

export const indicePostazioneSchema = z
  .object({
    postazioneId: z.number().int(),
    banda: z
      .number()
      .int()
      .min(1)
      .max(6)
      .nullable()
      .meta({ description: '1 buona … 6 estremamente scadente' }),
    inquinante: z.enum(inquinanti).nullable().meta({ description: 'L’inquinante peggiore' }),
    istante: z.string().nullable().meta({ description: 'L’ora (o il giorno) a cui si riferisce l’indice' }),
    aggiornato: z
      .boolean()
      .meta({ description: 'false: nessun valore nelle ultime ore di silenzio configurate' }),
    valori: z.array(
      z.object({
        inquinante: z.enum(inquinanti),
        media: z.enum(['ora', '24 ore', 'giorno']),
        valore: z.number(),
        banda: z.number().int().min(1).max(6),
      }),
    ),
  })
  .meta({ id: 'HealthenvIndicePostazione' });
export type IndicePostazione = z.infer<typeof indicePostazioneSchema>;

export const rapportoPostazioneSchema = z
  .object({
    postazioneId: z.number().int(),
    codice: z.string(),
    nomeCompleto: z.string(),
    provincia: z.string(),
    regione: z.string(),
    righe: z.array(superamentoSchema),
  })
  .meta({ id: 'HealthenvRapportoPostazione' });

export const mappaSchema = z
  .object({
    tileUrl: z
      .string()
      .nullable()
      .meta({ description: 'Modello URL delle tessere ({z}/{x}/{y}); null: solo il contorno delle regioni' }),
    attribuzione: z.string().nullable(),
  })
  .meta({ id: 'HealthenvMappa' });

// ---------------------------------------------------------------------------------------------------------------
// Alerts

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

// ---------------------------------------------------------------------------------------------------------------
// Bulk import

/**
 * The CSV of `measurements-2022.csv`: `station_id, sensor_id, pollutant, date, value, unit, validity, qc_flag,
 * source`, comma-separated, header first; an hourly value gives `datetime` (its start, ISO 8601 with offset)
 * instead of `date`. `validity`: `VA`/`valid` → valid, `NV`/`invalid` → invalid, `PR`/`provisional` → provisional,
 * empty → the request's `validitaPredefinita`.
 */
export const importSchema = z
  .object({
    csv: z
      .string({ error: 'Allegare il file CSV.' })
      .min(1, 'Allegare il file CSV.')
      .max(16 * 1024 * 1024, 'File troppo grande (al massimo 16 MB).'),
    anteprima: z
      .boolean()
      .default(false)
      .meta({ description: 'true: controlla e riepiloga, senza scrivere' }),
    sostituisci: z
      .boolean()
      .default(false)
      .meta({ description: 'true: un valore già presente per sensore e istante è sostituito' }),
    validitaPredefinita: z
      .enum(validitaMonitoraggio, { error: 'Validità: valid, invalid o provisional.' })
      .default('provisional')
      .meta({ description: 'La validità delle righe con la colonna validity vuota' }),
    fonte: z.string().trim().min(1).max(100).default('importazione CSV'),
  })
  .strict()
  .meta({ id: 'HealthenvImport' });
export type ImportRequest = z.input<typeof importSchema>;

export const erroreRigaSchema = z
  .object({
    riga: z.number().int().meta({ description: 'Numero di riga nel file (1 = intestazione)' }),
    colonna: z.string().nullable(),
    messaggio: z.string(),
  })
  .meta({ id: 'HealthenvErroreRiga' });
export type ErroreRiga = z.infer<typeof erroreRigaSchema>;

export const importEsitoSchema = z
  .object({
    importato: z.boolean().meta({ description: 'false per un’anteprima' }),
    righe: z.number().int(),
    nuove: z.number().int(),
    sostituite: z.number().int(),
    errori: z.array(erroreRigaSchema).meta({ description: 'Al più 1000, in ordine di riga' }),
    erroriTotali: z.number().int(),
    postazioni: z.number().int().meta({ description: 'Postazioni interessate' }),
    da: z.string().nullable(),
    a: z.string().nullable(),
    esempio: z
      .array(
        z.object({
          riga: z.number().int(),
          postazione: z.string(),
          sensore: z.string(),
          inquinante: z.enum(inquinanti),
          periodo: z.enum(periodiSerie),
          inizio: z.string(),
          valore: z.number(),
          validita: z.enum(validitaMonitoraggio),
        }),
      )
      .meta({ description: 'Le prime 20 righe valide, come saranno registrate' }),
  })
  .meta({ id: 'HealthenvImportEsito' });
export type ImportEsito = z.infer<typeof importEsitoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes

const tags = ['healthenv'] as const;
const readers = requiresRole(HEALTHENV_APPLICATION, healthenvManifest.roles);
const writers = requiresRole(HEALTHENV_APPLICATION, ['admin', 'operatore']);
const admins = requiresRole(HEALTHENV_APPLICATION, ['admin']);

const day = (label: string) => z.iso.date({ error: `${label}: data non valida (AAAA-MM-GG).` });

export const healthenvAnalisiRoutes = defineRoutes({
  superamentiPostazione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/:id/superamenti',
    access: readers,
    summary:
      'I superamenti dell’anno di una postazione: una riga per inquinante e indicatore (D.Lgs. 155/2010 e valori 2030)',
    tags,
    params: idParamsSchema,
    querystring: z.object({ anno: annoSchema }),
    response: { 200: z.array(superamentoSchema) },
    errors: [404],
  }),
  seriePostazione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/postazioni/:id/serie',
    access: readers,
    summary: 'La serie di un inquinante di una postazione: valori orari o medie giornaliere con copertura',
    tags,
    params: idParamsSchema,
    querystring: z
      .object({
        inquinante: z.enum(inquinanti, { error: 'Inquinante non gestito.' }),
        da: day('Inizio'),
        a: day('Fine').meta({ description: 'Compreso' }),
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
  indice: defineRoute({
    method: 'GET',
    url: '/api/healthenv/indice',
    access: readers,
    summary: 'L’indice europeo di qualità dell’aria di ogni postazione attiva, all’ultimo dato disponibile',
    tags,
    response: { 200: z.array(indicePostazioneSchema) },
  }),
  rapporto: defineRoute({
    method: 'GET',
    url: '/api/healthenv/rapporto',
    access: readers,
    summary: 'Il rapporto annuale: i superamenti dell’anno di ogni postazione',
    tags,
    querystring: z.object({ anno: annoSchema }),
    response: { 200: z.array(rapportoPostazioneSchema) },
  }),
  mappa: defineRoute({
    method: 'GET',
    url: '/api/healthenv/mappa',
    access: readers,
    summary: 'Le tessere della mappa (configurazione del server)',
    tags,
    response: { 200: mappaSchema },
  }),
  soglieAria: defineRoute({
    method: 'GET',
    url: '/api/healthenv/soglie',
    access: readers,
    summary: 'Limiti, bande dell’indice, soglie di allerta, coperture minime e tempo di silenzio',
    tags,
    response: { 200: soglieSchema },
  }),
  aggiornaSoglieAria: defineRoute({
    method: 'PUT',
    url: '/api/healthenv/soglie',
    access: admins,
    summary: 'Aggiorna le soglie (409 se nel frattempo le ha cambiate qualcun altro)',
    tags,
    body: soglieUpdateSchema,
    response: { 200: soglieSchema },
    errors: [409],
  }),
  allerte: defineRoute({
    method: 'GET',
    url: '/api/healthenv/allerte',
    access: readers,
    summary: 'Le allerte: episodi oltre soglia e postazioni silenti, le più recenti prima',
    tags,
    querystring: z.object({
      postazioneId: z.coerce.number().int().positive().optional(),
      inCorso: z.stringbool().optional().meta({ description: 'true: solo gli episodi non chiusi' }),
    }),
    response: { 200: z.array(allertaSchema) },
  }),
  iscrizione: defineRoute({
    method: 'GET',
    url: '/api/healthenv/allerte/iscrizione',
    access: writers,
    summary: 'Se chi chiama riceve per posta le allerte',
    tags,
    response: { 200: iscrizioneSchema },
  }),
  aggiornaIscrizione: defineRoute({
    method: 'PUT',
    url: '/api/healthenv/allerte/iscrizione',
    access: writers,
    summary: 'Iscrive (o cancella) chi chiama dalle mail delle allerte',
    tags,
    body: iscrizioneSchema,
    response: { 200: iscrizioneSchema },
  }),
  importa: defineRoute({
    method: 'POST',
    url: '/api/healthenv/monitoraggi/import',
    access: writers,
    summary:
      'Importa un CSV di monitoraggi in una sola transazione (anteprima: solo controllo); righe non valide: 400 e nulla cambia',
    tags,
    body: importSchema,
    response: { 200: importEsitoSchema },
    errors: [409],
  }),
});
