import { z } from 'zod';
import { idParamsSchema, refIdSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { publicAccess, requiresRole } from '../permissions.ts';
import { STROKE_APPLICATION } from './scores.ts';

/**
 * Wearable devices of stroke patients, their measurements, the doctor's thresholds and the alerts they raise
 * (issue 16, docs/adr/0025). Codes from REFERENCES.md §5: LOINC with UCUM units; blood pressure is one panel with
 * two components; the irregular-rhythm classification follows the HL7 PHR IG codes. A gateway sends batches with a
 * per-device token (header `x-device-token`), revocable; a batch with any value out of range is refused whole.
 */

export const dispositiviMessages = {
  deviceNotFound: 'Dispositivo non trovato.',
  alertNotFound: 'Allerta non trovata.',
  token: 'Token del dispositivo mancante, revocato o non valido.',
  future: 'Misurazione nel futuro: controllare l’orologio del dispositivo.',
  period: 'Il periodo deve finire dopo l’inizio.',
  periodRequired: 'Per i passi giornalieri indicare il periodo (inizio e fine).',
  bpOrder: 'La pressione diastolica deve essere minore della sistolica.',
  serialTaken: 'Un dispositivo con questo numero di serie è già registrato.',
} as const;
const m = dispositiviMessages;

/** The measurements the service accepts: LOINC code → name, UCUM unit and plausible range. */
export const MISURE = {
  '8867-4': { nome: 'Frequenza cardiaca', unita: '/min', min: 20, max: 250 },
  '85354-9': { nome: 'Pressione arteriosa', unita: 'mm[Hg]', min: 20, max: 300 },
  '59408-5': { nome: 'Saturazione di ossigeno (SpO2)', unita: '%', min: 50, max: 100 },
  '8310-5': { nome: 'Temperatura corporea', unita: 'Cel', min: 30, max: 45 },
  '41950-7': { nome: 'Passi nelle 24 ore', unita: '/d', min: 0, max: 100_000 },
  ritmo: { nome: 'Classificazione del ritmo cardiaco', unita: '', min: 0, max: 0 },
} as const;
export type CodiceMisura = keyof typeof MISURE;
export const codiciMisura = Object.keys(MISURE) as [CodiceMisura, ...CodiceMisura[]];
/** Components of the blood-pressure panel (85354-9). */
export const BP_COMPONENTS = { sistolica: '8480-6', diastolica: '8462-4' } as const;
/** The rhythm classifications a device algorithm reports (HL7 PHR IG, as Apple HealthKit). */
export const classificazioniRitmo = ['sinusRhythm', 'atrialFibrillation', 'inconclusive'] as const;

export const tipiDispositivo = [
  'smartwatch',
  'sfigmomanometro',
  'pulsossimetro',
  'termometro',
  'contapassi',
  'altro',
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Devices

export const dispositivoSchema = z
  .object({
    id: z.number().int(),
    pazienteId: z.number().int(),
    tipo: z.enum(tipiDispositivo),
    modello: z.string(),
    seriale: z.string(),
    tokenAttivo: z.boolean().meta({ description: 'Il gateway può inviare misurazioni' }),
    ultimaMisura: z.string().nullable(),
    misurazioni: z.number().int(),
    registratoIl: z.string(),
  })
  .meta({ id: 'StrokeDispositivo' });
export type Dispositivo = z.infer<typeof dispositivoSchema>;

export const dispositivoCreateSchema = z
  .object({
    tipo: z.enum(tipiDispositivo, { error: 'Tipo di dispositivo non valido.' }),
    modello: z.string().trim().min(1, 'Indicare il modello.').max(100),
    seriale: z.string().trim().min(1, 'Indicare il numero di serie.').max(100),
  })
  .strict()
  .meta({ id: 'StrokeDispositivoCreate' });
export type DispositivoCreate = z.infer<typeof dispositivoCreateSchema>;

/** A device with its new token, shown once: the gateway keeps it, the server only its hash. */
export const dispositivoTokenSchema = z
  .object({ dispositivo: dispositivoSchema, token: z.string() })
  .meta({ id: 'StrokeDispositivoToken' });

// ---------------------------------------------------------------------------------------------------------------
// Measurements

const instant = z.iso.datetime({ offset: true, error: 'Istante non valido (ISO 8601 con fuso).' });

const inRange = (codice: CodiceMisura) => {
  const { min, max, unita } = MISURE[codice];
  return z
    .number({ error: 'Valore non valido.' })
    .min(min, `Valore fuori intervallo: da ${min} a ${max} ${unita}.`)
    .max(max, `Valore fuori intervallo: da ${min} a ${max} ${unita}.`);
};

const timing = { inizio: instant, fine: instant.optional() };

export const misurazioneInSchema = z
  .discriminatedUnion(
    'codice',
    [
      z.object({ codice: z.literal('8867-4'), valore: inRange('8867-4'), ...timing }).strict(),
      z
        .object({
          codice: z.literal('85354-9'),
          sistolica: inRange('85354-9'),
          diastolica: inRange('85354-9'),
          ...timing,
        })
        .strict()
        .refine((bp) => bp.diastolica < bp.sistolica, { message: m.bpOrder, path: ['diastolica'] }),
      z.object({ codice: z.literal('59408-5'), valore: inRange('59408-5'), ...timing }).strict(),
      z.object({ codice: z.literal('8310-5'), valore: inRange('8310-5'), ...timing }).strict(),
      z
        .object({
          codice: z.literal('41950-7'),
          valore: inRange('41950-7').int('Numero di passi intero.'),
          ...timing,
        })
        .strict()
        .refine((steps) => steps.fine !== undefined, { message: m.periodRequired, path: ['fine'] }),
      z
        .object({ codice: z.literal('ritmo'), classificazione: z.enum(classificazioniRitmo), ...timing })
        .strict(),
    ],
    { error: 'Codice di misurazione non gestito.' },
  )
  .refine((x) => x.fine === undefined || Date.parse(x.fine) > Date.parse(x.inizio), {
    message: m.period,
    path: ['fine'],
  });
export type MisurazioneIn = z.infer<typeof misurazioneInSchema>;

export const ingestSchema = z
  .object({ misurazioni: z.array(misurazioneInSchema).min(1, 'Nessuna misurazione.').max(1000) })
  .strict()
  .meta({
    id: 'StrokeIngest',
    description: 'Fino a 1000 misurazioni; una sola fuori intervallo rifiuta il lotto',
  });

export const ingestResultSchema = z
  .object({
    ricevute: z.number().int(),
    registrate: z.number().int(),
    duplicate: z
      .number()
      .int()
      .meta({ description: 'Già presenti (stesso dispositivo, codice e istante): ignorate' }),
  })
  .meta({ id: 'StrokeIngestResult' });

export const ingestHeadersSchema = z.object({
  'x-device-token': z.string().min(20).max(200).meta({ description: 'Il token del dispositivo' }),
});

export const misurazioneSchema = z
  .object({
    id: z.number().int(),
    dispositivoId: z.number().int(),
    codice: z.enum(codiciMisura),
    inizio: z.string(),
    fine: z.string().nullable(),
    valore: z.number().nullable(),
    sistolica: z.number().nullable(),
    diastolica: z.number().nullable(),
    classificazione: z.enum(classificazioniRitmo).nullable(),
    unita: z.string(),
  })
  .meta({ id: 'StrokeMisurazione' });
export type Misurazione = z.infer<typeof misurazioneSchema>;

export const misurazioniQuerySchema = z.object({
  codice: z.enum(codiciMisura).optional(),
  dal: instant.optional(),
  al: instant.optional(),
  limite: z.coerce.number().int().min(1).max(10_000).default(2000),
});

// ---------------------------------------------------------------------------------------------------------------
// Thresholds and alerts

export const tipiAllerta = [
  'sistolicaAlta',
  'diastolicaAlta',
  'frequenzaAlta',
  'frequenzaBassa',
  'spo2Bassa',
  'temperaturaAlta',
  'ritmoIrregolare',
] as const;
export type TipoAllerta = (typeof tipiAllerta)[number];

const threshold = (min: number, max: number) => z.number().min(min).max(max).nullable().default(null);

export const soglieFields = {
  sistolicaMax: threshold(90, 260).meta({ description: 'mm[Hg]: sopra, allerta' }),
  diastolicaMax: threshold(50, 160),
  frequenzaMax: threshold(60, 220),
  frequenzaMin: threshold(25, 80),
  spo2Min: threshold(70, 99),
  temperaturaMax: threshold(36, 42),
  ritmoIrregolare: z
    .boolean()
    .default(true)
    .meta({ description: 'Allerta a un ritmo classificato fibrillazione atriale' }),
};

export const soglieSchema = z
  .object({
    pazienteId: z.number().int(),
    sistolicaMax: z.number().nullable(),
    diastolicaMax: z.number().nullable(),
    frequenzaMax: z.number().nullable(),
    frequenzaMin: z.number().nullable(),
    spo2Min: z.number().nullable(),
    temperaturaMax: z.number().nullable(),
    ritmoIrregolare: z.boolean(),
    version: z.number().int().meta({ description: '0: non ancora impostate (valgono le predefinite)' }),
  })
  .meta({ id: 'StrokeSoglie' });
export type Soglie = z.infer<typeof soglieSchema>;

/** The thresholds a patient has until the doctor sets theirs. */
export const SOGLIE_PREDEFINITE = {
  sistolicaMax: 180,
  diastolicaMax: 110,
  frequenzaMax: 120,
  frequenzaMin: 40,
  spo2Min: 92,
  temperaturaMax: 38.5,
  ritmoIrregolare: true,
} as const;

export const soglieSaveSchema = z
  .object({ pazienteId: refIdSchema, version: z.number().int().min(0), ...soglieFields })
  .strict()
  .meta({ id: 'StrokeSoglieSave', description: 'version 0 la prima volta' });
export type SoglieSave = z.infer<typeof soglieSaveSchema>;

export const allertaSchema = z
  .object({
    id: z.number().int(),
    paziente: z.object({ id: z.number().int(), nome: z.string(), cognome: z.string() }),
    tipo: z.enum(tipiAllerta),
    soglia: z.number().nullable(),
    valore: z.number().nullable().meta({ description: 'Il valore peggiore dell’episodio' }),
    iniziata: z.string(),
    ultima: z.string().meta({ description: 'L’ultima misurazione oltre la soglia' }),
    chiusa: z.string().nullable().meta({ description: 'Quando una misurazione è tornata nei limiti' }),
    vista: z.string().nullable().meta({ description: 'Quando il medico l’ha presa in visione' }),
  })
  .meta({ id: 'StrokeAllerta' });
export type Allerta = z.infer<typeof allertaSchema>;

export const allerteQuerySchema = z.object({
  aperte: z.stringbool().optional().meta({ description: 'true: solo gli episodi in corso' }),
});

// ---------------------------------------------------------------------------------------------------------------
// Routes

const tags = ['stroke'] as const;
const readers = requiresRole(STROKE_APPLICATION, ['admin', 'medico', 'paziente', 'caregiver']);
const managers = requiresRole(STROKE_APPLICATION, ['admin', 'medico', 'paziente']);
const doctors = requiresRole(STROKE_APPLICATION, ['admin', 'medico']);
const deviceParams = z.object({ id: idParamsSchema.shape.id, dispositivoId: idParamsSchema.shape.id });

export const strokeDispositiviRoutes = defineRoutes({
  dispositivi: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/dispositivi',
    access: readers,
    summary: 'I dispositivi indossabili di un paziente',
    tags,
    params: idParamsSchema,
    response: { 200: z.array(dispositivoSchema) },
    errors: [403, 404],
  }),
  registraDispositivo: defineRoute({
    method: 'POST',
    url: '/api/stroke/paziente/:id/dispositivi',
    access: managers,
    summary: 'Registra un dispositivo del paziente e ne crea il token (mostrato una sola volta)',
    tags,
    params: idParamsSchema,
    body: dispositivoCreateSchema,
    response: { 201: dispositivoTokenSchema },
    errors: [404, 409],
  }),
  nuovoToken: defineRoute({
    method: 'POST',
    url: '/api/stroke/paziente/:id/dispositivi/:dispositivoId/token',
    access: managers,
    summary: 'Un nuovo token per il dispositivo: il precedente smette di valere',
    tags,
    params: deviceParams,
    response: { 200: dispositivoTokenSchema },
    errors: [404],
  }),
  revocaToken: defineRoute({
    method: 'DELETE',
    url: '/api/stroke/paziente/:id/dispositivi/:dispositivoId/token',
    access: managers,
    summary: 'Revoca il token del dispositivo: le sue misurazioni restano, non ne arrivano altre',
    tags,
    params: deviceParams,
    response: { 200: dispositivoSchema },
    errors: [404],
  }),
  ingest: defineRoute({
    method: 'POST',
    url: '/api/stroke/dispositivi/misurazioni',
    access: publicAccess,
    summary:
      'Il gateway di un dispositivo invia un lotto di misurazioni (header x-device-token); i duplicati sono ignorati',
    tags,
    headers: ingestHeadersSchema,
    body: ingestSchema,
    response: { 200: ingestResultSchema },
    errors: [401],
  }),
  misurazioni: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/misurazioni',
    access: readers,
    summary: 'Le misurazioni di un paziente, per codice e periodo, dalla più vecchia',
    tags,
    params: idParamsSchema,
    querystring: misurazioniQuerySchema,
    response: { 200: z.array(misurazioneSchema) },
    errors: [403, 404],
  }),
  soglie: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/soglie',
    access: readers,
    summary: 'Le soglie di allerta del paziente (le predefinite finché il medico non le imposta)',
    tags,
    params: idParamsSchema,
    response: { 200: soglieSchema },
    errors: [403, 404],
  }),
  salvaSoglie: defineRoute({
    method: 'PUT',
    url: '/api/stroke/paziente/soglie',
    access: doctors,
    summary: 'Il medico imposta le soglie di allerta del paziente',
    tags,
    body: soglieSaveSchema,
    response: { 200: soglieSchema },
    errors: [404, 409],
  }),
  allertePaziente: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/allerte',
    access: readers,
    summary: 'Gli episodi di allerta di un paziente, dal più recente',
    tags,
    params: idParamsSchema,
    querystring: allerteQuerySchema,
    response: { 200: z.array(allertaSchema) },
    errors: [403, 404],
  }),
  allerteMedico: defineRoute({
    method: 'GET',
    url: '/api/stroke/allerte',
    access: doctors,
    summary: 'Le allerte dei pazienti del medico collegato (l’admin: di tutti), prima quelle in corso',
    tags,
    querystring: allerteQuerySchema,
    response: { 200: z.array(allertaSchema) },
  }),
  allertaVista: defineRoute({
    method: 'PUT',
    url: '/api/stroke/allerte/:id/vista',
    access: doctors,
    summary: 'Il medico prende in visione un’allerta',
    tags,
    params: idParamsSchema,
    response: { 200: allertaSchema },
    errors: [404],
  }),
  fhir: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/fhir',
    access: readers,
    summary:
      'Il paziente in FHIR R4: Bundle di Patient, RelatedPerson, Device, Observation (vital-signs) e RiskAssessment',
    tags,
    params: idParamsSchema,
    response: { 200: z.looseObject({ resourceType: z.literal('Bundle') }).meta({ id: 'FhirBundle' }) },
    errors: [403, 404],
  }),
});
