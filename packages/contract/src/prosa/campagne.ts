import { z } from 'zod';
import { idParamsSchema, numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema } from '../paging.ts';
import { publicAccess, requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';
import { defineStates } from '../states.ts';

/**
 * Pro.Sa. campaigns and adhesions (issue 15; docs/adr/0017-prosa-campagne.md): time-bound prevention campaigns of
 * an authority (flu vaccination, screening, summer heat) for a target — age range, sex, territory, themes — with a
 * call to action. Citizens adhere and may withdraw; a campaign with seats takes as many adhesions as it has.
 * Staff write within their scope when their `campagne` feature is on; everyone reads what is published.
 */

export const campagnaMessages = {
  notFound: 'Campagna non trovata.',
  featureOff: 'La funzionalità Campagne non è attiva per il tuo profilo.',
  outOfScope: 'La campagna è fuori dal tuo ambito di operatività.',
  transition: (da: string, a: string) => `Una campagna «${da}» non può passare a «${a}».`,
  publishRole: 'Solo un responsabile o l’amministratore pubblicano o chiudono una campagna.',
  notEditable: 'Una campagna chiusa non si modifica più.',
  dates: 'La data di fine deve seguire quella di inizio.',
  ages: "L'età massima deve essere almeno quella minima.",
  themeUnknown: 'Tematica sconosciuta.',
  partUnknown: "Non registrato nell'organizzazione dell'azienda.",
  linkScheme: 'Indirizzo non valido: usare http o https.',
  capacityBelow: (n: number) => `La campagna ha già ${n} adesioni: i posti non possono essere meno.`,
  adesioneNotFound: 'Adesione non trovata.',
  onlyCitizens: 'Alle campagne aderiscono i cittadini registrati.',
  notOpen: 'La campagna non accoglie adesioni: non è pubblicata o è terminata.',
  full: 'La campagna è al completo.',
  already: 'Hai già aderito a questa campagna.',
  alreadyWithdrawn: "L'adesione è già stata ritirata.",
  age: (min: number | null, max: number | null) =>
    `La campagna è rivolta a chi ha ${min !== null && max !== null ? `tra ${min} e ${max}` : min !== null ? `almeno ${min}` : `al massimo ${max}`} anni.`,
  birthDate:
    'Per aderire indica la data di nascita nel tuo profilo: la campagna è rivolta a una fascia di età.',
  sex: (sesso: 'F' | 'M') => `La campagna è rivolta ${sesso === 'F' ? 'alle donne' : 'agli uomini'}.`,
  sexMissing: 'Per aderire indica il sesso nel tuo profilo: la campagna è rivolta a un sesso.',
  territory:
    "La campagna è rivolta a chi risiede nel territorio dell'azienda o del distretto che la promuove.",
} as const;

const m = campagnaMessages;

export const statiCampagna = defineStates([
  { codice: 'bozza', descrizione: 'Bozza', transizioni: ['pubblicata'] },
  { codice: 'pubblicata', descrizione: 'Pubblicata', transizioni: ['chiusa'] },
  { codice: 'chiusa', descrizione: 'Chiusa', transizioni: [] },
]);
export type StatoCampagna = (typeof statiCampagna)[number]['codice'];
export const statoCampagnaSchema = z.enum(
  statiCampagna.map((s) => s.codice) as [StatoCampagna, ...StatoCampagna[]],
  { error: 'Stato sconosciuto.' },
);

export const statiAdesione = ['attiva', 'ritirata'] as const;

const text = (max: number, required?: string) =>
  required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max).default('');
const isoDate = z.iso.date({ error: 'Data non valida (AAAA-MM-GG).' });
const age = z
  .number({ error: 'Età non valida.' })
  .int({ error: 'Età non valida.' })
  .min(0, 'Età non valida.')
  .max(120, 'Età non valida.')
  .nullable()
  .default(null);

export const criteriSchema = z
  .object({
    etaMin: age,
    etaMax: age,
    sesso: z.enum(['F', 'M'], { error: 'Indicare F o M.' }).nullable().default(null),
  })
  .strict()
  .meta({ id: 'CriteriCampagna', description: 'A chi si rivolge: fascia di età e sesso (nulli: tutti)' });

export const adesioneSchema = z
  .object({
    id: z.number().int(),
    campagnaId: z.number().int(),
    titolo: z.string().meta({ description: 'Il titolo della campagna' }),
    dal: z.string(),
    al: z.string(),
    stato: z.enum(statiAdesione),
    aderito: z.string(),
    ritirato: z.string().nullable(),
  })
  .meta({ id: 'Adesione' });
export type Adesione = z.infer<typeof adesioneSchema>;

export const campagnaSchema = z
  .object({
    id: z.number().int(),
    titolo: z.string(),
    descrizione: z.string(),
    invito: z.string().meta({ description: "L'invito all'azione: cosa fare e dove" }),
    linkInvito: z.string().nullable(),
    aslId: z.number().int(),
    asl: z.string(),
    denominazioneAzienda: z.string(),
    distretto: z
      .object({ id: z.number().int(), denominazione: z.string() })
      .nullable()
      .meta({ description: "Il territorio, se è un solo distretto (nullo: tutta l'azienda)" }),
    dipartimento: z.object({ id: z.number().int(), denominazione: z.string() }).nullable(),
    tematiche: z.array(z.object({ id: z.number().int(), nome: z.string() })),
    criteri: z.object({
      etaMin: z.number().int().nullable(),
      etaMax: z.number().int().nullable(),
      sesso: z.enum(['F', 'M']).nullable(),
    }),
    dal: z.string(),
    al: z.string(),
    capienza: z.number().int().nullable().meta({ description: 'Posti (nullo: senza limite)' }),
    postiDisponibili: z.number().int().nullable(),
    aderenti: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Adesioni attive: per chi gestisce la campagna, o se ha posti limitati' }),
    stato: statoCampagnaSchema,
    miaAdesione: adesioneSchema
      .nullable()
      .meta({ description: "L'adesione di chi legge, se è un cittadino" }),
    modificabile: z.boolean(),
    version: z.number().int(),
    aggiornato: z.string(),
  })
  .meta({ id: 'Campagna' });
export type Campagna = z.infer<typeof campagnaSchema>;

const link = z
  .url({ error: m.linkScheme })
  .max(500)
  .refine((value) => /^https?:\/\//i.test(value), m.linkScheme);

const campagnaFields = {
  titolo: text(200, 'Indicare il titolo.'),
  descrizione: text(4000, 'Indicare una descrizione.'),
  invito: text(1000, "Indicare l'invito all'azione."),
  linkInvito: link.nullable().default(null),
  aslId: refIdSchema,
  distrettoId: z
    .nullable(refIdSchema)
    .default(null)
    .meta({ description: "Un distretto registrato (nullo: tutta l'azienda)" }),
  dipartimentoId: z.nullable(refIdSchema).default(null),
  tematiche: z.array(refIdSchema).min(1, 'Scegliere almeno una tematica.').max(10),
  criteri: criteriSchema.default({ etaMin: null, etaMax: null, sesso: null }),
  dal: isoDate,
  al: isoDate,
  capienza: z
    .number({ error: 'Numero di posti non valido.' })
    .int({ error: 'Numero di posti non valido.' })
    .min(1, 'Almeno un posto.')
    .max(1_000_000, 'Numero di posti non valido.')
    .nullable()
    .default(null),
};

export const campagnaCreateSchema = z.object(campagnaFields).strict().meta({ id: 'CampagnaCreate' });
export const campagnaUpdateSchema = z
  .object({ id: refIdSchema, version: versionSchema, ...campagnaFields })
  .strict()
  .meta({ id: 'CampagnaUpdate' });
export const campagnaStatoSchema = z
  .object({ id: refIdSchema, version: versionSchema, stato: statoCampagnaSchema })
  .strict()
  .meta({ id: 'CampagnaStato' });
export type CampagnaCreate = z.infer<typeof campagnaCreateSchema>;
export type CampagnaUpdate = z.infer<typeof campagnaUpdateSchema>;

export const campagneQuerySchema = pageQuerySchema(['titolo', 'dal', 'al', 'aggiornato']).extend({
  tema: z.optional(numericIdSchema).meta({ description: 'Una tematica' }),
  asl: z.optional(numericIdSchema).meta({ description: "Un'azienda aderente" }),
  stato: statoCampagnaSchema.optional(),
  inCorso: z.stringbool().optional().meta({ description: 'true: solo quelle non ancora terminate' }),
});
export type CampagneQuery = z.infer<typeof campagneQuerySchema>;
export const campagnePageSchema = pageSchema(campagnaSchema, 'CampagnePage');

export const adesioneAddSchema = z.object({ campagnaId: refIdSchema }).strict().meta({ id: 'AdesioneAdd' });
export const adesioneRitiraSchema = z.object({ id: refIdSchema }).strict().meta({ id: 'AdesioneRitira' });

const API = '/api/prosa/campagne';
const tags = ['Pro.Sa. campagne'];
const { admin, operatore, responsabile, ente, cittadino } = prosaRoles;
const staff = [admin, operatore, responsabile];
const everyone = [...staff, ente, cittadino];

export const prosaCampagneRoutes = defineRoutes({
  campagne: defineRoute({
    method: 'GET',
    url: API,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary:
      'Cerca le campagne (testo in italiano, tematica, azienda, stato, in corso): le pubblicate e, per chi le gestisce, quelle del proprio ambito',
    tags,
    querystring: campagneQuerySchema,
    response: { 200: campagnePageSchema },
    errors: [403],
  }),
  campagnePubbliche: defineRoute({
    method: 'GET',
    url: '/api/public/prosa/campagne',
    access: publicAccess,
    summary: 'Cerca tra le campagne pubblicate, senza accesso',
    tags,
    querystring: campagneQuerySchema.omit({ stato: true }),
    response: { 200: campagnePageSchema },
  }),
  campagna: defineRoute({
    method: 'GET',
    url: `${API}/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary: "Una campagna, con l'adesione di chi legge",
    tags,
    params: idParamsSchema,
    response: { 200: campagnaSchema },
    errors: [403, 404],
  }),
  aggiungiCampagna: defineRoute({
    method: 'POST',
    url: `${API}/add`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Una campagna nuova, in bozza, nel proprio ambito',
    tags,
    body: campagnaCreateSchema,
    response: { 201: campagnaSchema },
  }),
  aggiornaCampagna: defineRoute({
    method: 'PUT',
    url: `${API}/update`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Modifica una campagna in bozza o pubblicata (alla versione letta)',
    tags,
    body: campagnaUpdateSchema,
    response: { 200: campagnaSchema },
    errors: [404, 409],
  }),
  statoCampagna: defineRoute({
    method: 'PUT',
    url: `${API}/stato`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Pubblica o chiude una campagna',
    tags,
    body: campagnaStatoSchema,
    response: { 200: campagnaSchema },
    errors: [404, 409],
  }),
  aderisci: defineRoute({
    method: 'POST',
    url: '/api/prosa/cittadino/adesione/add',
    access: requiresRole(PROSA_APPLICATION, [cittadino]),
    summary:
      'Il cittadino aderisce a una campagna pubblicata e non terminata, se rientra nei destinatari e ci sono posti',
    tags,
    body: adesioneAddSchema,
    response: { 201: adesioneSchema },
    errors: [403, 404, 409],
  }),
  ritiraAdesione: defineRoute({
    method: 'PUT',
    url: '/api/prosa/cittadino/adesione/ritira',
    access: requiresRole(PROSA_APPLICATION, [cittadino]),
    summary: 'Il cittadino ritira la sua adesione: il posto torna libero',
    tags,
    body: adesioneRitiraSchema,
    response: { 200: adesioneSchema },
    errors: [403, 404, 409],
  }),
  mieAdesioni: defineRoute({
    method: 'GET',
    url: '/api/prosa/cittadino/adesioni',
    access: requiresRole(PROSA_APPLICATION, [cittadino]),
    summary: 'Le adesioni del cittadino, attive e ritirate, dalla più recente',
    tags,
    response: { 200: z.array(adesioneSchema) },
    errors: [403],
  }),
});
