import { z } from 'zod';
import { defineRoute, defineRoutes } from '../http.ts';
import { requiresRole } from '../permissions.ts';

/**
 * The clinical scores of stroke care (issue 16; ../shared/data/REFERENCES.md §3) as pure functions, and the
 * calculator call that answers them: CHA2DS2-VASc and CHA2DS2-VA (Lip 2010; ESC 2024) with the annual risk of
 * Friberg 2012, HAS-BLED (Pisters 2010) with its bleeds per 100 patient-years, the NIH Stroke Scale (Brott 1989)
 * with its conventional severity bands, and the Framingham Stroke Risk Profile (Wolf 1991, D'Agostino 1994) from
 * the points tables in `FRAMINGHAM` (whose women's values carry caveats to verify, kept with them and shown with
 * every women's result). A stored score names `ALGORITHM_VERSION`, so it can be explained and recomputed.
 */

export const STROKE_APPLICATION = 'stroke';
/** The version of these functions, stored with every score computed from them. */
export const ALGORITHM_VERSION = 'punteggi-2026.11';

const flag = z.boolean({ error: 'Indicare sì o no.' }).default(false);
const age = (min: number) =>
  z
    .number({ error: 'Età non valida.' })
    .int({ error: 'Età non valida.' })
    .min(min, `Età non valida: almeno ${min} anni.`)
    .max(120, 'Età non valida.');
const sex = z.enum(['M', 'F'], { error: 'Sesso: M o F.' });

// ---------------------------------------------------------------------------------------------------------------
// CHA2DS2-VASc and CHA2DS2-VA

export const cha2ds2vascInputSchema = z
  .object({
    sesso: sex,
    eta: age(18),
    scompensoCardiaco: flag,
    ipertensione: flag,
    diabete: flag,
    pregressoIctusTiaTromboembolia: flag,
    malattiaVascolare: flag,
  })
  .strict()
  .meta({ id: 'Cha2ds2vascInput' });
export type Cha2ds2vascInput = z.infer<typeof cha2ds2vascInputSchema>;

/** Friberg 2012, patients without oral anticoagulation, by score 0–9: ischaemic stroke, and stroke/TIA/embolism. */
const FRIBERG_ISCHAEMIC = [0.2, 0.6, 2.2, 3.2, 4.8, 7.2, 9.7, 11.2, 10.8, 12.2];
const FRIBERG_STROKE_TIA_EMBOLISM = [0.3, 0.9, 2.9, 4.6, 6.7, 10.0, 13.6, 15.7, 15.2, 17.4];

/** CHA2DS2-VA (ESC 2024): CHA2DS2-VASc without the sex category. */
export function cha2ds2va(input: Omit<Cha2ds2vascInput, 'sesso'>): { punteggio: number } {
  const points =
    (input.scompensoCardiaco ? 1 : 0) +
    (input.ipertensione ? 1 : 0) +
    (input.eta >= 75 ? 2 : input.eta >= 65 ? 1 : 0) +
    (input.diabete ? 1 : 0) +
    (input.pregressoIctusTiaTromboembolia ? 2 : 0) +
    (input.malattiaVascolare ? 1 : 0);
  return { punteggio: points };
}

export function cha2ds2vasc(input: Cha2ds2vascInput) {
  const punteggio = cha2ds2va(input).punteggio + (input.sesso === 'F' ? 1 : 0);
  return {
    punteggio,
    rischioIctusIschemicoAnnuoPct: FRIBERG_ISCHAEMIC[punteggio] ?? null,
    rischioIctusTiaEmboliaAnnuoPct: FRIBERG_STROKE_TIA_EMBOLISM[punteggio] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// HAS-BLED

export const hasbledInputSchema = z
  .object({
    eta: age(18),
    ipertensioneNonControllata: flag.meta({ description: 'Pressione sistolica > 160 mmHg' }),
    funzioneRenaleAlterata: flag,
    funzioneEpaticaAlterata: flag,
    pregressoIctus: flag,
    sanguinamento: flag.meta({ description: 'Storia di sanguinamento o predisposizione' }),
    inrLabile: flag.meta({ description: 'TTR < 60%' }),
    farmaci: flag.meta({ description: 'Antiaggreganti o FANS' }),
    alcol: flag.meta({ description: '≥ 8 unità a settimana' }),
  })
  .strict()
  .meta({ id: 'HasbledInput' });
export type HasbledInput = z.infer<typeof hasbledInputSchema>;

/** Pisters 2010: bleeds per 100 patient-years by score 0–5 (above 5: too few patients to say). */
const PISTERS_BLEEDS = [1.13, 1.02, 1.88, 3.72, 8.7, 12.5];

export function hasbled(input: HasbledInput) {
  const punteggio = [
    input.ipertensioneNonControllata,
    input.funzioneRenaleAlterata,
    input.funzioneEpaticaAlterata,
    input.pregressoIctus,
    input.sanguinamento,
    input.inrLabile,
    input.eta > 65,
    input.farmaci,
    input.alcol,
  ].filter(Boolean).length;
  return {
    punteggio,
    altoRischio: punteggio >= 3,
    sanguinamentiPer100PazientiAnno: PISTERS_BLEEDS[punteggio] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// NIH Stroke Scale

/** The 15 scored items and their maxima (Brott 1989); 42 in all. */
export const NIHSS_ITEMS = {
  '1a': 3,
  '1b': 2,
  '1c': 2,
  '2': 2,
  '3': 3,
  '4': 3,
  '5a': 4,
  '5b': 4,
  '6a': 4,
  '6b': 4,
  '7': 2,
  '8': 2,
  '9': 3,
  '10': 2,
  '11': 2,
} as const;
export type NihssItem = keyof typeof NIHSS_ITEMS;

const item = (max: number) =>
  z
    .number({ error: 'Valore non valido.' })
    .int({ error: 'Valore non valido.' })
    .min(0, 'Valore non valido.')
    .max(max, `Valore non valido: da 0 a ${max}.`)
    .default(0);

export const nihssInputSchema = z
  .object(
    Object.fromEntries(Object.entries(NIHSS_ITEMS).map(([code, max]) => [code, item(max)])) as {
      [K in NihssItem]: ReturnType<typeof item>;
    },
  )
  .strict()
  .meta({ id: 'NihssInput', description: 'Le voci non indicate valgono 0 (UN per amputazione: 0)' });
export type NihssInput = z.infer<typeof nihssInputSchema>;

export const nihssBands = ['nessun sintomo', 'lieve', 'moderato', 'moderato-grave', 'grave'] as const;
export type NihssBand = (typeof nihssBands)[number];

export function nihss(input: Partial<NihssInput>): { totale: number; gravita: NihssBand } {
  const totale = (Object.keys(NIHSS_ITEMS) as NihssItem[]).reduce((sum, code) => sum + (input[code] ?? 0), 0);
  const gravita: NihssBand =
    totale === 0
      ? 'nessun sintomo'
      : totale <= 4
        ? 'lieve'
        : totale <= 15
          ? 'moderato'
          : totale <= 20
            ? 'moderato-grave'
            : 'grave';
  return { totale, gravita };
}

// ---------------------------------------------------------------------------------------------------------------
// Framingham Stroke Risk Profile

/**
 * The points tables (Synthea's transcription of D'Agostino 1994, REFERENCES.md §3.5): each `…Edges` list holds the
 * lower edges of the bins scoring 1, 2, … points (below the first: 0; a value on an edge is in the bin it opens).
 * The women's tables carry the caveats below, to verify against the paper before clinical use.
 */
export const FRAMINGHAM = {
  M: {
    ageEdges: [57, 60, 63, 66, 69, 73, 76, 79, 82, 85],
    sbpUntreatedEdges: [106, 116, 126, 136, 146, 156, 166, 176, 186, 196],
    sbpTreatedEdges: [106, 113, 118, 124, 130, 136, 143, 151, 162, 177],
    diabetes: 2,
    smoking: 3,
    cvd: 4,
    atrialFibrillation: 4,
    lvh: 5,
    riskByPoints: [
      3, 3, 4, 4, 5, 5, 6, 7, 8, 10, 11, 13, 15, 17, 20, 22, 26, 29, 33, 37, 42, 47, 52, 57, 63, 68, 74, 79,
      84, 88,
    ],
  },
  F: {
    ageEdges: [57, 60, 63, 65, 68, 71, 74, 77, 79, 82],
    sbpUntreatedEdges: [95, 107, 119, 131, 144, 156, 168, 181, 193, 205],
    sbpTreatedEdges: [95, 107, 114, 120, 126, 132, 140, 149, 161, 205],
    diabetes: 3,
    smoking: 3,
    cvd: 2,
    atrialFibrillation: 6,
    lvh: 5,
    riskByPoints: [
      1, 1, 2, 2, 2, 3, 4, 4, 5, 6, 8, 9, 11, 13, 16, 19, 23, 27, 32, 37, 43, 50, 57, 64, 71, 78, 84,
    ],
  },
  /** Shown with every women's result (REFERENCES.md §3.5, "VERIFY"). */
  caveats: [
    'Tabelle per le donne da verificare sull’articolo del 1994 prima dell’uso clinico.',
    'Pressione sistolica delle donne: la trascrizione assegna 1 punto tra 95 e 106 mmHg; l’articolo probabilmente 0.',
    'Ipertrofia ventricolare sinistra nelle donne: la trascrizione assegna 5 punti; l’articolo probabilmente 4.',
  ],
  /** Ages the profile was made for (54–85 and over). */
  minAge: 54,
} as const;

export const framinghamInputSchema = z
  .object({
    sesso: sex,
    eta: age(FRAMINGHAM.minAge),
    pressioneSistolica: z
      .number({ error: 'Pressione non valida.' })
      .int({ error: 'Pressione non valida.' })
      .min(60, 'Pressione non valida: da 60 a 300 mmHg.')
      .max(300, 'Pressione non valida: da 60 a 300 mmHg.'),
    terapiaAntipertensiva: flag,
    diabete: flag,
    fumo: flag,
    malattiaCardiovascolare: flag,
    fibrillazioneAtriale: flag,
    ipertrofiaVentricolareSinistra: flag,
  })
  .strict()
  .meta({ id: 'FraminghamInput' });
export type FraminghamInput = z.infer<typeof framinghamInputSchema>;

const pointsOf = (edges: readonly number[], value: number) => edges.filter((edge) => value >= edge).length;

export function framingham(input: FraminghamInput) {
  const table = FRAMINGHAM[input.sesso];
  const punti =
    pointsOf(table.ageEdges, input.eta) +
    pointsOf(
      input.terapiaAntipertensiva ? table.sbpTreatedEdges : table.sbpUntreatedEdges,
      input.pressioneSistolica,
    ) +
    (input.diabete ? table.diabetes : 0) +
    (input.fumo ? table.smoking : 0) +
    (input.malattiaCardiovascolare ? table.cvd : 0) +
    (input.fibrillazioneAtriale ? table.atrialFibrillation : 0) +
    (input.ipertrofiaVentricolareSinistra ? table.lvh : 0);
  // The tables start at 1 point and end at their last row: totals beyond either end take that end's risk.
  const risks = table.riskByPoints;
  const rischio = risks[Math.min(Math.max(punti, 1), risks.length) - 1] ?? null;
  return { punti, rischioIctus10AnniPct: rischio };
}

// ---------------------------------------------------------------------------------------------------------------
// The calculator call

export const calcolaPunteggiSchema = z
  .object({
    cha2ds2vasc: cha2ds2vascInputSchema.optional(),
    hasbled: hasbledInputSchema.optional(),
    nihss: nihssInputSchema.optional(),
    framingham: framinghamInputSchema.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((block) => block !== undefined), {
    message: 'Indicare almeno un punteggio da calcolare.',
  })
  .meta({ id: 'CalcolaPunteggi' });
export type CalcolaPunteggi = z.infer<typeof calcolaPunteggiSchema>;

export const punteggiSchema = z
  .object({
    cha2ds2vasc: z
      .object({
        punteggio: z.number().int(),
        rischioIctusIschemicoAnnuoPct: z.number().nullable(),
        rischioIctusTiaEmboliaAnnuoPct: z.number().nullable(),
      })
      .optional(),
    cha2ds2va: z.object({ punteggio: z.number().int() }).optional(),
    hasbled: z
      .object({
        punteggio: z.number().int(),
        altoRischio: z.boolean(),
        sanguinamentiPer100PazientiAnno: z
          .number()
          .nullable()
          .meta({ description: 'Nullo sopra 5 (Pisters 2010)' }),
      })
      .optional(),
    nihss: z.object({ totale: z.number().int(), gravita: z.enum(nihssBands) }).optional(),
    framingham: z
      .object({ punti: z.number().int(), rischioIctus10AnniPct: z.number().nullable() })
      .optional()
      .meta({ description: 'Per le donne le tabelle hanno avvertenze da verificare (FRAMINGHAM.caveats)' }),
  })
  .meta({ id: 'Punteggi', description: `Calcolati con gli algoritmi ${ALGORITHM_VERSION} (ADR 0022)` });
export type Punteggi = z.infer<typeof punteggiSchema>;

/** Every block asked, computed. */
export function calcolaPunteggi(input: CalcolaPunteggi): Punteggi {
  return {
    ...(input.cha2ds2vasc && {
      cha2ds2vasc: cha2ds2vasc(input.cha2ds2vasc),
      cha2ds2va: cha2ds2va(input.cha2ds2vasc),
    }),
    ...(input.hasbled && { hasbled: hasbled(input.hasbled) }),
    ...(input.nihss && { nihss: nihss(input.nihss) }),
    ...(input.framingham && { framingham: framingham(input.framingham) }),
  };
}

export const strokeScoreRoutes = defineRoutes({
  calcolaPunteggi: defineRoute({
    method: 'POST',
    url: '/api/stroke/punteggi/calcola',
    access: requiresRole(STROKE_APPLICATION, ['medico', 'admin']),
    summary:
      'Calcola CHA2DS2-VASc (e CHA2DS2-VA), HAS-BLED, NIHSS e il profilo di rischio di Framingham dai blocchi indicati',
    tags: ['stroke'],
    body: calcolaPunteggiSchema,
    response: { 200: punteggiSchema },
    errors: [403],
  }),
});
