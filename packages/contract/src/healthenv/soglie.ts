import { z } from 'zod';
import { versionSchema } from '../admin.ts';
import {
  healthenvAdmins,
  healthenvReaders,
  healthenvTags,
  type Inquinante,
  inquinanti,
} from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';

/**
 * The configuration the analyses use (issue 17, docs/adr/0027): limits and target values of Directive 2008/50/EC
 * (D.Lgs. 155/2010) with the 2030 values of Directive (EU) 2024/2881 beside them, the European Air Quality Index
 * bands, alert thresholds, minimum coverages and the stale-station time. Edited by the application's
 * administrators; the defaults are the values of REFERENCES.md §4.
 */

export const healthenvSoglieMessages = {
  sogliaDuplicata: 'Soglia ripetuta per lo stesso inquinante, indicatore e norma.',
  bandeCrescenti: 'I limiti delle bande devono crescere da una banda alla successiva.',
  allertaDuplicata: 'Identificativo di allerta ripetuto.',
  versione: 'Le soglie sono state modificate da qualcun altro: ricaricare e riprovare.',
} as const;
const m = healthenvSoglieMessages;

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
export const healthenvSoglieRoutes = defineRoutes({
  soglieAria: defineRoute({
    method: 'GET',
    url: '/api/healthenv/soglie',
    access: healthenvReaders,
    summary: 'Limiti, bande dell’indice, soglie di allerta, coperture minime e tempo di silenzio',
    tags: healthenvTags,
    response: { 200: soglieSchema },
  }),
  aggiornaSoglieAria: defineRoute({
    method: 'PUT',
    url: '/api/healthenv/soglie',
    access: healthenvAdmins,
    summary: 'Aggiorna le soglie (409 se nel frattempo le ha cambiate qualcun altro)',
    tags: healthenvTags,
    body: soglieUpdateSchema,
    response: { 200: soglieSchema },
    errors: [409],
  }),
});
