import { z } from 'zod';
import { idParamsSchema, numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema, queryInPathSchema } from '../paging.ts';
import { publicAccess, requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';
import { defineStates } from '../states.ts';

/**
 * Pro.Sa. projects (issue 15; docs/adr/0016-prosa-progetti.md): health-promotion projects of an authority's teams,
 * classified by theme, target group and setting as DoRS's Pro.Sa. classifies them, with intervention sheets and a
 * publication workflow (draft → in review → published → closed). Staff write within their scope when their
 * `progetti` feature is on; everyone reads what is published.
 */

export const progettoMessages = {
  notFound: 'Progetto non trovato.',
  featureOff: 'La funzionalità Progetti non è attiva per il tuo profilo.',
  outOfScope: 'Il progetto è fuori dal tuo ambito di operatività.',
  noProfile: 'Profilo di operatore non trovato: chiedere all’amministratore di Pro.Sa.',
  transition: (da: string, a: string) => `Un progetto «${da}» non può passare a «${a}».`,
  publishRole: 'Solo un responsabile o l’amministratore pubblicano o rimandano in bozza un progetto.',
  notEditable: 'Si modificano solo i progetti in bozza o in revisione.',
  dates: 'La data di fine deve seguire quella di inizio.',
  themeUnknown: 'Tematica sconosciuta.',
  subthemeParent: 'Ogni sottotematica deve appartenere a una tematica scelta.',
  partUnknown: "Non registrato nell'organizzazione dell'azienda.",
  linkScheme: 'Indirizzo non valido: usare http o https.',
} as const;

const m = progettoMessages;

/** Target groups (DoRS Pro.Sa.'s "destinatari", grouped). */
export const destinatari = [
  { codice: 'BAMBINI', descrizione: 'Bambini (0-10 anni)' },
  { codice: 'ADOLESCENTI', descrizione: 'Adolescenti e giovani (11-24 anni)' },
  { codice: 'ADULTI', descrizione: 'Adulti' },
  { codice: 'ANZIANI', descrizione: 'Anziani (65 anni e più)' },
  { codice: 'GENITORI', descrizione: 'Genitori e famiglie' },
  { codice: 'GRAVIDANZA', descrizione: 'Donne in gravidanza' },
  { codice: 'LAVORATORI', descrizione: 'Lavoratori' },
  { codice: 'INSEGNANTI', descrizione: 'Insegnanti e educatori' },
  { codice: 'OPERATORI', descrizione: 'Operatori sanitari e sociali' },
  { codice: 'POPOLAZIONE', descrizione: 'Popolazione generale' },
] as const;

/** Settings (WHO's settings approach, as the national prevention plan's programmes use them). */
export const settings = [
  { codice: 'SCUOLA', descrizione: 'Scuola' },
  { codice: 'LAVORO', descrizione: 'Luoghi di lavoro' },
  { codice: 'COMUNITA', descrizione: 'Comunità' },
  { codice: 'SANITA', descrizione: 'Servizi sanitari' },
  { codice: 'FAMIGLIA', descrizione: 'Famiglia' },
] as const;

export const statiProgetto = defineStates([
  { codice: 'bozza', descrizione: 'Bozza', transizioni: ['revisione'] },
  { codice: 'revisione', descrizione: 'In revisione', transizioni: ['bozza', 'pubblicato'] },
  { codice: 'pubblicato', descrizione: 'Pubblicato', transizioni: ['chiuso'] },
  { codice: 'chiuso', descrizione: 'Chiuso', transizioni: [] },
]);

export type StatoProgetto = (typeof statiProgetto)[number]['codice'];

const codes = <T extends readonly { codice: string }[]>(list: T, message: string) =>
  z.enum(list.map((i) => i.codice) as [T[number]['codice'], ...T[number]['codice'][]], { error: message });

export const destinatarioSchema = codes(destinatari, 'Destinatario sconosciuto.');
export const settingSchema = codes(settings, 'Setting sconosciuto.');
export const statoProgettoSchema = codes(statiProgetto, 'Stato sconosciuto.');

const text = (max: number, required?: string) =>
  required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max).default('');
const isoDate = z.iso.date({ error: 'Data non valida (AAAA-MM-GG).' });
const link = z
  .url({ error: m.linkScheme })
  .max(500)
  .refine((value) => /^https?:\/\//i.test(value), m.linkScheme);

export const interventoSchema = z
  .object({
    id: z.number().int(),
    setting: z.string(),
    destinatari: z.array(z.string()),
    dal: z.string(),
    al: z.string().nullable(),
    luogo: z.string(),
    descrizione: z.string(),
  })
  .meta({ id: 'Intervento' });

export const progettoSchema = z
  .object({
    id: z.number().int(),
    titolo: z.string(),
    sintesi: z.string(),
    obiettivi: z.string(),
    aslId: z.number().int(),
    asl: z.string(),
    denominazioneAzienda: z.string(),
    distretto: z.object({ id: z.number().int(), denominazione: z.string() }).nullable(),
    dipartimento: z.object({ id: z.number().int(), denominazione: z.string() }).nullable(),
    tematiche: z.array(z.object({ id: z.number().int(), nome: z.string() })),
    sottotematiche: z.array(z.object({ id: z.number().int(), nome: z.string() })),
    destinatari: z.array(z.string()),
    setting: z.array(z.string()),
    dal: z.string(),
    al: z.string().nullable(),
    partner: z.array(z.string()),
    link: z.array(z.string()),
    stato: statoProgettoSchema,
    interventi: z.array(interventoSchema),
    modificabile: z
      .boolean()
      .meta({ description: 'Chi legge può modificarlo (ambito, funzionalità, stato)' }),
    version: z.number().int(),
    aggiornato: z.string(),
  })
  .meta({ id: 'Progetto' });

export type Progetto = z.infer<typeof progettoSchema>;

const progettoFields = {
  titolo: text(200, 'Indicare il titolo.'),
  sintesi: text(2000, 'Indicare una sintesi.'),
  obiettivi: text(4000),
  aslId: refIdSchema,
  distrettoId: z.nullable(refIdSchema).default(null).meta({ description: 'Un distretto registrato' }),
  dipartimentoId: z.nullable(refIdSchema).default(null).meta({ description: 'Un dipartimento registrato' }),
  tematiche: z.array(refIdSchema).min(1, 'Scegliere almeno una tematica.').max(10),
  sottotematiche: z.array(refIdSchema).max(30).default([]),
  destinatari: z.array(destinatarioSchema).min(1, 'Scegliere almeno un destinatario.').max(10),
  setting: z.array(settingSchema).min(1, 'Scegliere almeno un setting.').max(5),
  dal: isoDate,
  al: isoDate.nullable().default(null),
  partner: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  link: z.array(link).max(10).default([]),
};

export const progettoCreateSchema = z.object(progettoFields).strict().meta({ id: 'ProgettoCreate' });
export const progettoUpdateSchema = z
  .object({ id: refIdSchema, version: versionSchema, ...progettoFields })
  .strict()
  .meta({ id: 'ProgettoUpdate' });
export const progettoStatoSchema = z
  .object({ id: refIdSchema, version: versionSchema, stato: statoProgettoSchema })
  .strict()
  .meta({ id: 'ProgettoStato' });
export const interventoCreateSchema = z
  .object({
    setting: settingSchema,
    destinatari: z.array(destinatarioSchema).min(1, 'Scegliere almeno un destinatario.').max(10),
    dal: isoDate,
    al: isoDate.nullable().default(null),
    luogo: text(300, 'Indicare il luogo.'),
    descrizione: text(2000),
  })
  .strict()
  .meta({ id: 'InterventoCreate' });

export type ProgettoCreate = z.infer<typeof progettoCreateSchema>;
export type ProgettoUpdate = z.infer<typeof progettoUpdateSchema>;
export type InterventoCreate = z.infer<typeof interventoCreateSchema>;

export const progettiQuerySchema = pageQuerySchema(['titolo', 'dal', 'aggiornato']).extend({
  tema: z.optional(numericIdSchema).meta({ description: 'Una tematica (o sottotematica)' }),
  destinatario: destinatarioSchema.optional(),
  setting: settingSchema.optional(),
  asl: z.optional(numericIdSchema).meta({ description: "Un'azienda aderente" }),
  stato: statoProgettoSchema.optional(),
});
export type ProgettiQuery = z.infer<typeof progettiQuerySchema>;
export const progettiPageSchema = pageSchema(progettoSchema, 'ProgettiPage');

const interventoParams = z.object({ id: numericIdSchema, interventoId: numericIdSchema });

const API = '/api/prosa/progetti';
const tags = ['Pro.Sa. progetti'];
const { admin, operatore, responsabile, ente, cittadino } = prosaRoles;
const staff = [admin, operatore, responsabile];
const everyone = [...staff, ente, cittadino];

export const prosaProgettiRoutes = defineRoutes({
  progetti: defineRoute({
    method: 'GET',
    url: API,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary:
      'Cerca i progetti (testo in italiano, tematica, destinatario, setting, azienda, stato): i pubblicati e, per chi li scrive, quelli del proprio ambito',
    tags,
    querystring: progettiQuerySchema,
    response: { 200: progettiPageSchema },
    errors: [403],
  }),
  progettiPerPercorso: defineRoute({
    method: 'GET',
    url: `${API}/:query`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary:
      'La stessa ricerca nella forma di SPEC.md §7 (progetti/{query}): la query nel percorso, codificata o come testo da cercare',
    tags,
    params: queryInPathSchema,
    querystring: progettiQuerySchema,
    response: { 200: progettiPageSchema },
    errors: [403],
  }),
  progettiPubblici: defineRoute({
    method: 'GET',
    url: '/api/public/prosa/progetti',
    access: publicAccess,
    summary: 'Cerca tra i progetti pubblicati, senza accesso',
    tags,
    querystring: progettiQuerySchema.omit({ stato: true }),
    response: { 200: progettiPageSchema },
  }),
  progetto: defineRoute({
    method: 'GET',
    url: `${API}/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary: 'Un progetto con le sue schede di intervento',
    tags,
    params: idParamsSchema,
    response: { 200: progettoSchema },
    errors: [403, 404],
  }),
  aggiungiProgetto: defineRoute({
    method: 'POST',
    url: `${API}/add`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Un progetto nuovo, in bozza, nel proprio ambito',
    tags,
    body: progettoCreateSchema,
    response: { 201: progettoSchema },
  }),
  aggiornaProgetto: defineRoute({
    method: 'PUT',
    url: `${API}/update`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Modifica un progetto in bozza o in revisione (alla versione letta)',
    tags,
    body: progettoUpdateSchema,
    response: { 200: progettoSchema },
    errors: [404, 409],
  }),
  statoProgetto: defineRoute({
    method: 'PUT',
    url: `${API}/stato`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Fa avanzare un progetto nel percorso di pubblicazione',
    tags,
    body: progettoStatoSchema,
    response: { 200: progettoSchema },
    errors: [404, 409],
  }),
  aggiungiIntervento: defineRoute({
    method: 'POST',
    url: `${API}/byid/:id/interventi`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Aggiunge una scheda di intervento (setting, destinatari, date, luogo)',
    tags,
    params: idParamsSchema,
    body: interventoCreateSchema,
    response: { 201: progettoSchema },
    errors: [404, 409],
  }),
  rimuoviIntervento: defineRoute({
    method: 'DELETE',
    url: `${API}/byid/:id/interventi/:interventoId`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Toglie una scheda di intervento',
    tags,
    params: interventoParams,
    response: { 200: progettoSchema },
    errors: [404, 409],
  }),
});
