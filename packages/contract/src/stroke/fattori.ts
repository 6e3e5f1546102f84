import { z } from 'zod';
import { idParamsSchema, refIdSchema, versionSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { requiresRole } from '../permissions.ts';
import { nihssInputSchema, punteggiSchema, STROKE_APPLICATION } from './scores.ts';

/**
 * A patient's clinical factors (one record per stroke event) and risk factors (one record per patient), and the
 * append-only histories of the scores computed from them (SPEC.md §7 "Stroke" and "Score history"; issue 16;
 * docs/adr/0024). Saving follows SPEC.md §5: `id` present → update, else create; each save is dated and writes
 * the scores it changes with their inputs and the algorithms' version, so any past value can be explained.
 */

export const fattoriMessages = {
  clinicalNotFound: 'Fattori clinici non trovati.',
  riskExists: 'I fattori di rischio del paziente esistono già: aggiornarli.',
  riskNotFound: 'Fattori di rischio non trovati.',
  futureDate: "La data dell'evento non può essere futura.",
  diastolic: 'La pressione diastolica deve essere minore della sistolica.',
} as const;
const m = fattoriMessages;

const flag = z.boolean({ error: 'Indicare sì o no.' }).default(false);
const pressure = (min: number, max: number) =>
  z
    .number({ error: 'Pressione non valida.' })
    .int({ error: 'Pressione non valida.' })
    .min(min, `Pressione non valida: da ${min} a ${max} mmHg.`)
    .max(max, `Pressione non valida: da ${min} a ${max} mmHg.`)
    .nullable()
    .default(null);

export const tipiIctus = ['ischemico', 'emorragico', 'tia', 'non determinato'] as const;

/** Modified Rankin Scale (van Swieten 1988): the grades and their Italian descriptions. */
export const MRS_GRADES = [
  'Nessun sintomo',
  'Nessuna disabilità significativa nonostante i sintomi',
  'Disabilità lieve: autonomo, ma non svolge tutte le attività precedenti',
  'Disabilità moderata: richiede qualche aiuto, cammina senza assistenza',
  'Disabilità moderatamente grave: non cammina né provvede a sé senza assistenza',
  'Disabilità grave: allettato, incontinente, richiede assistenza continua',
  'Deceduto',
] as const;

const clinicalFields = {
  pazienteId: refIdSchema,
  tipoIctus: z.enum(tipiIctus, { error: 'Tipo di ictus non valido.' }),
  dataEvento: z.iso.date({ error: 'Data non valida (AAAA-MM-GG).' }),
  nihssIngresso: nihssInputSchema.nullable().default(null),
  nihssDimissione: nihssInputSchema.nullable().default(null),
  mrs: z
    .number({ error: 'mRS non valido.' })
    .int({ error: 'mRS non valido.' })
    .min(0, 'mRS: da 0 a 6.')
    .max(6, 'mRS: da 0 a 6.')
    .nullable()
    .default(null),
  trombolisi: flag,
  trombectomia: flag,
  pressioneSistolica: pressure(60, 300),
  pressioneDiastolica: pressure(30, 200),
  fibrillazioneAtriale: flag,
  note: z.string().trim().max(2000).default(''),
};

const diastolicBelowSystolic = (f: {
  pressioneSistolica: number | null;
  pressioneDiastolica: number | null;
}) =>
  f.pressioneSistolica === null ||
  f.pressioneDiastolica === null ||
  f.pressioneDiastolica < f.pressioneSistolica;
const diastolicRule = { message: m.diastolic, path: ['pressioneDiastolica'] };

export const fattoriCliniciSaveSchema = z
  .object({
    id: z.optional(refIdSchema).meta({ description: 'Presente: aggiorna quel record; assente: ne crea uno' }),
    version: z.optional(versionSchema).meta({ description: 'Obbligatoria con id' }),
    ...clinicalFields,
  })
  .strict()
  .refine(diastolicBelowSystolic, diastolicRule)
  .refine((f) => f.id === undefined || f.version !== undefined, {
    message: 'Indicare la versione letta.',
    path: ['version'],
  })
  .meta({ id: 'StrokeFattoriCliniciSave' });
export type FattoriCliniciSave = z.infer<typeof fattoriCliniciSaveSchema>;

export const fattoriCliniciSchema = z
  .object({
    id: z.number().int(),
    pazienteId: z.number().int(),
    tipoIctus: z.enum(tipiIctus),
    dataEvento: z.string(),
    nihssIngresso: nihssInputSchema.nullable(),
    nihssDimissione: nihssInputSchema.nullable(),
    mrs: z.number().int().nullable(),
    trombolisi: z.boolean(),
    trombectomia: z.boolean(),
    pressioneSistolica: z.number().int().nullable(),
    pressioneDiastolica: z.number().int().nullable(),
    fibrillazioneAtriale: z.boolean(),
    note: z.string(),
    registratoIl: z.string(),
    aggiornatoIl: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'StrokeFattoriClinici' });
export type FattoriClinici = z.infer<typeof fattoriCliniciSchema>;

const riskFields = {
  pazienteId: refIdSchema,
  ipertensione: flag,
  ipertensioneNonControllata: flag.meta({ description: 'Pressione sistolica > 160 mmHg (HAS-BLED)' }),
  pressioneSistolica: pressure(60, 300).meta({ description: 'Ultima misura, mmHg (Framingham)' }),
  terapiaAntipertensiva: flag,
  diabete: flag,
  fibrillazioneAtriale: flag,
  fumo: flag,
  dislipidemia: flag,
  pregressoIctusTiaTromboembolia: flag,
  malattiaVascolare: flag.meta({ description: 'Infarto, arteriopatia periferica, placca aortica' }),
  malattiaCardiovascolare: flag.meta({ description: 'Coronaropatia, claudicatio, scompenso (Framingham)' }),
  scompensoCardiaco: flag,
  ipertrofiaVentricolareSinistra: flag,
  funzioneRenaleAlterata: flag,
  funzioneEpaticaAlterata: flag,
  sanguinamento: flag,
  inrLabile: flag,
  farmaci: flag.meta({ description: 'Antiaggreganti o FANS' }),
  alcol: flag.meta({ description: '≥ 8 unità a settimana' }),
};

export const fattoriRischioSaveSchema = z
  .object({
    id: z.optional(refIdSchema),
    version: z.optional(versionSchema),
    ...riskFields,
  })
  .strict()
  .refine((f) => f.id === undefined || f.version !== undefined, {
    message: 'Indicare la versione letta.',
    path: ['version'],
  })
  .meta({ id: 'StrokeFattoriRischioSave' });
export type FattoriRischioSave = z.infer<typeof fattoriRischioSaveSchema>;

const riskOutput = Object.fromEntries(
  Object.entries(riskFields)
    .filter(([key]) => key !== 'pazienteId' && key !== 'pressioneSistolica')
    .map(([key]) => [key, z.boolean()]),
) as { [K in Exclude<keyof typeof riskFields, 'pazienteId' | 'pressioneSistolica'>]: z.ZodBoolean };

export const fattoriRischioSchema = z
  .object({
    id: z.number().int(),
    pazienteId: z.number().int(),
    pressioneSistolica: z.number().int().nullable(),
    ...riskOutput,
    aggiornatoIl: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'StrokeFattoriRischio' });
export type FattoriRischio = z.infer<typeof fattoriRischioSchema>;

/** What a patient's card shows: the factors and the latest scores computed from them. */
export const fattoriPazienteSchema = z
  .object({
    clinici: z.array(fattoriCliniciSchema).meta({ description: 'Gli eventi, dal più recente' }),
    rischio: fattoriRischioSchema.nullable(),
    punteggi: punteggiSchema.meta({
      description:
        "I punteggi di oggi dai fattori attuali; nihss: quello dell'ultimo evento, alla dimissione se registrato, altrimenti all'ingresso",
    }),
    mrs: z.number().int().nullable().meta({ description: "L'mRS dell'ultimo evento" }),
    nonCalcolati: z
      .array(
        z.object({
          punteggio: z.enum(['cha2ds2vasc', 'cha2ds2va', 'hasbled', 'framingham']),
          motivo: z.string(),
        }),
      )
      .meta({ description: 'I punteggi che mancano, e perché (es. Framingham sotto i 54 anni)' }),
  })
  .meta({ id: 'StrokeFattoriPaziente' });
export type FattoriPaziente = z.infer<typeof fattoriPazienteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Histories

export const punteggiIctus = ['nihssIngresso', 'nihssDimissione', 'mrs'] as const;
export const punteggiPredizione = ['cha2ds2vasc', 'cha2ds2va', 'hasbled', 'framingham'] as const;

export const storicoVoceSchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'Quando è stato calcolato (il salvataggio dei fattori)' }),
    punteggio: z.enum([...punteggiIctus, ...punteggiPredizione]),
    valore: z.number().meta({ description: 'Il punteggio (NIHSS totale, punti, grado mRS…)' }),
    risultato: z
      .record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()]))
      .meta({ description: 'Tutto il risultato (rischi, gravità…)' }),
    input: z
      .record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()]))
      .meta({ description: 'Gli ingressi usati: con questi e la versione il valore si ricalcola' }),
    algoritmo: z.string().meta({ description: 'La versione degli algoritmi' }),
    fonte: z.object({
      tipo: z.enum(['fattoriClinici', 'fattoriRischio']),
      id: z.number().int(),
      version: z.number().int(),
    }),
    autore: z.string().meta({ description: 'Chi ha salvato i fattori' }),
  })
  .meta({ id: 'StrokeStoricoVoce' });
export type StoricoVoce = z.infer<typeof storicoVoceSchema>;

export const storicoQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'Identificativo non valido.' })
    .int({ error: 'Identificativo non valido.' })
    .positive({ error: 'Identificativo non valido.' })
    .max(2_147_483_647, { error: 'Identificativo non valido.' })
    .meta({ description: 'Il paziente' }),
});

const { admin, medico, paziente, caregiver } = {
  admin: 'admin',
  medico: 'medico',
  paziente: 'paziente',
  caregiver: 'caregiver',
} as const;
const tags = ['stroke'] as const;
const readers = requiresRole(STROKE_APPLICATION, [admin, medico, paziente, caregiver]);
const writers = requiresRole(STROKE_APPLICATION, [admin, medico]);

const save = <B extends z.ZodType, R extends z.ZodType>(
  method: 'POST' | 'PUT',
  url: string,
  body: B,
  response: R,
  what: string,
) =>
  defineRoute({
    method,
    url,
    access: writers,
    summary: `${method === 'POST' ? 'Salva' : 'Aggiorna'} ${what} (SPEC.md §5: con id aggiorna, senza crea) e registra i punteggi che cambiano`,
    tags,
    body,
    response: { 200: response, 201: response },
    errors: [404, 409],
  });

export const strokeFattoriRoutes = defineRoutes({
  fattori: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/fattori',
    access: readers,
    summary: 'I fattori clinici e di rischio di un paziente e gli ultimi punteggi. Lettura registrata',
    tags,
    params: idParamsSchema,
    response: { 200: fattoriPazienteSchema },
    errors: [403, 404],
  }),
  creaFattoriClinici: save(
    'POST',
    '/api/stroke/paziente/fattoriclinici',
    fattoriCliniciSaveSchema,
    fattoriCliniciSchema,
    'i fattori clinici di un evento',
  ),
  aggiornaFattoriClinici: save(
    'PUT',
    '/api/stroke/paziente/fattoriclinici',
    fattoriCliniciSaveSchema,
    fattoriCliniciSchema,
    'i fattori clinici di un evento',
  ),
  creaFattoriRischio: save(
    'POST',
    '/api/stroke/paziente/fattoririschio',
    fattoriRischioSaveSchema,
    fattoriRischioSchema,
    'i fattori di rischio',
  ),
  aggiornaFattoriRischio: save(
    'PUT',
    '/api/stroke/paziente/fattoririschio',
    fattoriRischioSaveSchema,
    fattoriRischioSchema,
    'i fattori di rischio',
  ),
  storicoIctus: defineRoute({
    method: 'GET',
    url: '/v1/ms/stroke/user',
    access: readers,
    summary: 'Lo storico dei punteggi dell’ictus di un paziente (NIHSS, mRS), dal più vecchio',
    tags,
    querystring: storicoQuerySchema,
    response: { 200: z.array(storicoVoceSchema) },
    errors: [403, 404],
  }),
  storicoPredizione: defineRoute({
    method: 'GET',
    url: '/v1/ms/prediction/user',
    access: readers,
    summary:
      'Lo storico delle predizioni di rischio di un paziente (CHA2DS2-VASc, CHA2DS2-VA, HAS-BLED, Framingham), dal più vecchio',
    tags,
    querystring: storicoQuerySchema,
    response: { 200: z.array(storicoVoceSchema) },
    errors: [403, 404],
  }),
});
