import { z } from 'zod';
import { defineRoute, defineRoutes, MAX_INTEGER } from './http.ts';
import { publicAccess, requires } from './permissions.ts';
import { regionalSections } from './regional.manifest.ts';

/**
 * Regional data (SPEC.md §3, §7 "Regional data"): countries, regions, provinces, comuni, neighbourhoods, health
 * authorities (ASL), districts, departments, hospital sites and operating units. Decisions on the calls SPEC.md
 * leaves open are in docs/adr/0003-regional-data-api.md.
 */

export { regionalSections } from './regional.manifest.ts';

/** Italian field messages, shared by the server's validation and the SPA's forms. */
export const regionalMessages = {
  denominazione: 'La denominazione è obbligatoria.',
  denominazioneLunga: 'La denominazione può avere al massimo 200 caratteri.',
  codiceRegione: 'Il codice regione è di tre cifre (codice del Ministero della Salute, es. 010).',
  codiceIstatRegione: 'Il codice ISTAT della regione è di due cifre (es. 01).',
  codiciMinisteriali: 'Indicare da uno a cinque codici ministeriali diversi, di tre cifre ciascuno.',
  sigla: 'La sigla della provincia è di due lettere maiuscole (es. TO).',
  codiceIstatProvincia: 'Il codice ISTAT della provincia è di tre cifre (es. 001).',
  codiceIstatComune: 'Il codice ISTAT del comune è di sei cifre (es. 001272).',
  codiceCatastale: 'Il codice catastale è una lettera maiuscola seguita da tre cifre (es. H501).',
  codiceAsl: "Il codice ASL è di sei cifre: tre della regione e tre dell'azienda (es. 010203).",
  prefissoAsl: 'Le prime tre cifre del codice ASL devono coincidere con il codice della regione.',
  codiceAzienda: "Il codice dell'azienda è di tre cifre (es. 203).",
  codiceDistretto: 'Il codice del distretto ha da uno a dieci lettere o cifre.',
  codiceStruttura:
    'Il codice struttura è di sei cifre: tre della regione e tre della struttura (es. 010030).',
  subcodice: 'Il subcodice dello stabilimento è di due cifre (es. 01).',
  prefissoStruttura:
    "Le prime tre cifre del codice struttura devono coincidere con quelle del codice dell'ASL.",
  cap: 'Il CAP è di cinque cifre.',
  id: 'Identificativo non valido.',
  version: 'Versione del record mancante o non valida: ricaricare i dati.',
  genitoreUnita: 'Indicare il dipartimento o il presidio ospedaliero di appartenenza.',
  ricerca: 'Scrivere da 1 a 60 caratteri.',
  limite: 'Il limite è un numero da 1 a 100.',
} as const;

const m = regionalMessages;

// ---------------------------------------------------------------------------------------------------------------
// Field schemas

const idSchema = z.coerce
  .number({ error: m.id })
  .int({ error: m.id })
  .positive({ error: m.id })
  .max(MAX_INTEGER, { error: m.id });
const refIdSchema = z
  .number({ error: m.id })
  .int({ error: m.id })
  .positive({ error: m.id })
  .max(MAX_INTEGER, { error: m.id });
const versionSchema = z
  .number({ error: m.version })
  .int({ error: m.version })
  .positive({ error: m.version })
  .max(MAX_INTEGER, { error: m.version })
  .meta({ description: 'Versione letta: la modifica fallisce con 409 se nel frattempo è cambiata' });
const denominazione = z.string().trim().min(1, m.denominazione).max(200, m.denominazioneLunga);

export const codiceRegioneSchema = z
  .string()
  .trim()
  .regex(/^\d{3}$/, m.codiceRegione);
export const codiceIstatRegioneSchema = z
  .string()
  .trim()
  .regex(/^\d{2}$/, m.codiceIstatRegione);
export const siglaProvinciaSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, m.sigla);
export const codiceIstatProvinciaSchema = z
  .string()
  .trim()
  .regex(/^\d{3}$/, m.codiceIstatProvincia);
export const codiceIstatComuneSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, m.codiceIstatComune);
export const codiceCatastaleSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][0-9]{3}$/, m.codiceCatastale);
export const codiceAslSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, m.codiceAsl);
export const codiceAziendaSchema = z
  .string()
  .trim()
  .regex(/^\d{3}$/, m.codiceAzienda);
export const codiceStrutturaSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, m.codiceStruttura);
const subcodiceSchema = z
  .string()
  .trim()
  .regex(/^\d{2}$/, m.subcodice);
const codiceDistrettoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,10}$/, m.codiceDistretto);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------------------------------
// Entities (responses)

export const nazioneSchema = z
  .object({
    id: z.number().int(),
    codiceIso2: z.string().meta({ description: 'ISO 3166-1 alpha-2 (IT, FR, …)' }),
    codiceIso3: z.string().meta({ description: 'ISO 3166-1 alpha-3 (ITA, FRA, …)' }),
    codiceNumerico: z.string().meta({ description: 'ISO 3166-1 numerico (380, 250, …)' }),
    denominazione: z.string().meta({ description: 'Nome italiano' }),
    codiceBelfiore: z.string().nullable().meta({
      description: 'Codice Belfiore (Z…) dello Stato estero, come nel codice fiscale; null per Italia',
    }),
  })
  .meta({ id: 'Nazione' });

export const regioneSchema = z
  .object({
    id: z.number().int(),
    codiceRegione: z.string().meta({
      description:
        'Codice del Ministero della Salute (010 … 200). Trentino-Alto Adige, che il Ministero divide nelle province autonome 041 e 042, ha 040',
    }),
    codiceIstat: z.string().meta({ description: 'Codice ISTAT della regione (01 … 20)' }),
    denominazioneRegione: z.string(),
    codiciMinisteriali: z.array(z.string()).meta({
      description:
        'Codici del Ministero con cui sono registrate le ASL della regione (041 e 042 per il Trentino)',
    }),
    version: z.number().int(),
  })
  .meta({ id: 'Regione' });

export const provinciaSchema = z
  .object({
    id: z.number().int(),
    sigla: z.string(),
    codiceIstat: z.string().meta({ description: 'Codice ISTAT della provincia (001 … 111)' }),
    denominazione: z.string(),
    codiceRegione: z.string().meta({ description: 'codiceRegione della regione di appartenenza' }),
    version: z.number().int(),
  })
  .meta({ id: 'Provincia' });

export const comuneSchema = z
  .object({
    id: z.number().int(),
    codiceIstat: z.string(),
    denominazione: z.string(),
    siglaProvincia: z.string(),
    codiceCatastale: z.string().meta({ description: 'Codice catastale (Belfiore), es. H501 per Roma' }),
    popolazione2011: z.number().int().nullable().meta({ description: 'Censimento ISTAT 2011, se noto' }),
    version: z.number().int(),
  })
  .meta({ id: 'Comune' });

export const quartiereSchema = z
  .object({
    id: z.number().int(),
    denominazione: z.string(),
    comuneId: z.number().int(),
    demo: z.boolean().meta({ description: 'Dato dimostrativo, non reale' }),
    version: z.number().int(),
  })
  .meta({ id: 'Quartiere' });

export const aslSchema = z
  .object({
    id: z.number().int(),
    codiceAsl: z.string().meta({ description: 'Sei cifre: codice regione (3) + codice azienda (3)' }),
    codiceRegione: z.string().meta({ description: 'Prime tre cifre del codice ASL (codice ministeriale)' }),
    codiceAzienda: z.string().meta({ description: 'Ultime tre cifre del codice ASL' }),
    regioneId: z.number().int(),
    denominazioneAzienda: z.string(),
    indirizzo: z.string().nullable(),
    cap: z.string().nullable(),
    comuneSedeIstat: z.string().nullable().meta({ description: 'Codice ISTAT del comune della sede legale' }),
    version: z.number().int(),
  })
  .meta({ id: 'Asl' });

export const distrettoSchema = z
  .object({
    id: z.number().int(),
    codiceDistretto: z.string().nullable(),
    distrettoSanitario: z.string().meta({ description: 'Nome del distretto sanitario' }),
    codiceAsl: z.string(),
    comuniAnnessi: z.array(z.number().int()).meta({ description: 'Id dei comuni del distretto' }),
    demo: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'Distretto' });

export const dipartimentoSchema = z
  .object({
    id: z.number().int(),
    denominazione: z.string(),
    distrettoId: z.number().int(),
    codiceAsl: z.string(),
    demo: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'Dipartimento' });

export const presidioOspedalieroSchema = z
  .object({
    id: z.number().int(),
    codiceStruttura: z.string(),
    subcodice: z.string(),
    codicePresidio: z.string().meta({ description: 'codiceStruttura.subcodice, es. 010030.01' }),
    denominazione: z.string(),
    codiceRegione: z.string().meta({ description: 'Prime tre cifre del codice struttura' }),
    codiceAsl: z
      .string()
      .nullable()
      .meta({ description: "ASL territoriale, se la struttura è nell'elenco attuale" }),
    distrettoId: z.number().int().nullable(),
    demo: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'PresidioOspedaliero' });

export const unitaOperativaSchema = z
  .object({
    id: z.number().int(),
    denominazione: z.string(),
    dipartimentoId: z.number().int().nullable(),
    presidioId: z.number().int().nullable(),
    codiceAsl: z.string().nullable(),
    demo: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'UnitaOperativa' });

export type Nazione = z.infer<typeof nazioneSchema>;
export type Regione = z.infer<typeof regioneSchema>;
export type Provincia = z.infer<typeof provinciaSchema>;
export type Comune = z.infer<typeof comuneSchema>;
export type Quartiere = z.infer<typeof quartiereSchema>;
export type Asl = z.infer<typeof aslSchema>;
export type Distretto = z.infer<typeof distrettoSchema>;
export type Dipartimento = z.infer<typeof dipartimentoSchema>;
export type PresidioOspedaliero = z.infer<typeof presidioOspedalieroSchema>;
export type UnitaOperativa = z.infer<typeof unitaOperativaSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Create and update bodies. An update is the whole record plus the version it was read at.

const withVersion = { version: versionSchema };

const regioneFields = {
  codiceRegione: codiceRegioneSchema,
  codiceIstat: codiceIstatRegioneSchema,
  denominazioneRegione: denominazione,
  codiciMinisteriali: z
    .array(codiceRegioneSchema)
    .min(1, m.codiciMinisteriali)
    .max(5, m.codiciMinisteriali)
    .refine((codes) => new Set(codes).size === codes.length, m.codiciMinisteriali)
    .optional()
    .meta({ description: 'Se assente: il solo codiceRegione' }),
};
export const regioneInputSchema = z.object(regioneFields).meta({ id: 'RegioneCreate' });
export const regioneUpdateSchema = z
  .object({ ...regioneFields, ...withVersion })
  .meta({ id: 'RegioneUpdate' });

const provinciaFields = {
  sigla: siglaProvinciaSchema,
  codiceIstat: codiceIstatProvinciaSchema,
  denominazione,
  codiceRegione: codiceRegioneSchema,
};
export const provinciaInputSchema = z.object(provinciaFields).meta({ id: 'ProvinciaCreate' });
export const provinciaUpdateSchema = z
  .object({ ...provinciaFields, ...withVersion })
  .meta({ id: 'ProvinciaUpdate' });

const comuneFields = {
  codiceIstat: codiceIstatComuneSchema,
  denominazione,
  siglaProvincia: siglaProvinciaSchema,
  codiceCatastale: codiceCatastaleSchema,
  popolazione2011: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
};
export const comuneInputSchema = z.object(comuneFields).meta({ id: 'ComuneCreate' });
export const comuneUpdateSchema = z.object({ ...comuneFields, ...withVersion }).meta({ id: 'ComuneUpdate' });

const quartiereFields = { denominazione, comuneId: refIdSchema };
export const quartiereInputSchema = z.object(quartiereFields).meta({ id: 'QuartiereCreate' });
export const quartiereUpdateSchema = z
  .object({ ...quartiereFields, ...withVersion })
  .meta({ id: 'QuartiereUpdate' });

const aslFields = {
  codiceAsl: codiceAslSchema,
  codiceRegione: codiceRegioneSchema.meta({
    description: 'Codice ministeriale della regione: deve coincidere con le prime tre cifre del codice ASL',
  }),
  denominazioneAzienda: denominazione,
  indirizzo: optionalText(200),
  cap: z
    .string()
    .trim()
    .regex(/^\d{5}$/, m.cap)
    .nullish()
    .transform((v) => v ?? null),
  comuneSedeIstat: codiceIstatComuneSchema.nullish().transform((v) => v ?? null),
};
/** The rule of SPEC.md §3: the first three characters of the ASL code are the region code. */
function aslPrefixRule(value: { codiceAsl: string; codiceRegione: string }, ctx: z.RefinementCtx) {
  if (value.codiceAsl.slice(0, 3) !== value.codiceRegione) {
    ctx.addIssue({ code: 'custom', path: ['codiceAsl'], message: m.prefissoAsl });
  }
}
export const aslInputSchema = z.object(aslFields).superRefine(aslPrefixRule).meta({ id: 'AslCreate' });
export const aslUpdateSchema = z
  .object({ ...aslFields, ...withVersion })
  .superRefine(aslPrefixRule)
  .meta({ id: 'AslUpdate' });

const distrettoFields = {
  codiceDistretto: codiceDistrettoSchema.nullish().transform((v) => v ?? null),
  distrettoSanitario: denominazione,
  codiceAsl: codiceAslSchema,
  comuniAnnessi: z
    .array(refIdSchema)
    .max(500)
    .default([])
    .transform((ids) => [...new Set(ids)]),
};
export const distrettoInputSchema = z.object(distrettoFields).meta({ id: 'DistrettoCreate' });
export const distrettoUpdateSchema = z
  .object({ ...distrettoFields, ...withVersion })
  .meta({ id: 'DistrettoUpdate' });

const dipartimentoFields = { denominazione, distrettoId: refIdSchema };
export const dipartimentoInputSchema = z.object(dipartimentoFields).meta({ id: 'DipartimentoCreate' });
export const dipartimentoUpdateSchema = z
  .object({ ...dipartimentoFields, ...withVersion })
  .meta({ id: 'DipartimentoUpdate' });

const presidioFields = {
  codiceStruttura: codiceStrutturaSchema,
  subcodice: subcodiceSchema,
  denominazione,
  codiceAsl: codiceAslSchema.nullish().transform((v) => v ?? null),
  distrettoId: z.nullish(refIdSchema).transform((v) => v ?? null),
};
function presidioPrefixRule(
  value: { codiceStruttura: string; codiceAsl: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.codiceAsl && value.codiceAsl.slice(0, 3) !== value.codiceStruttura.slice(0, 3)) {
    ctx.addIssue({ code: 'custom', path: ['codiceStruttura'], message: m.prefissoStruttura });
  }
}
export const presidioOspedalieroInputSchema = z
  .object(presidioFields)
  .superRefine(presidioPrefixRule)
  .meta({ id: 'PresidioOspedalieroCreate' });
export const presidioOspedalieroUpdateSchema = z
  .object({ ...presidioFields, ...withVersion })
  .superRefine(presidioPrefixRule)
  .meta({ id: 'PresidioOspedalieroUpdate' });

const unitaFields = {
  denominazione,
  dipartimentoId: z.nullish(refIdSchema).transform((v) => v ?? null),
  presidioId: z.nullish(refIdSchema).transform((v) => v ?? null),
};
function unitaParentRule(
  value: { dipartimentoId: number | null; presidioId: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.dipartimentoId === null && value.presidioId === null) {
    ctx.addIssue({ code: 'custom', path: ['dipartimentoId'], message: m.genitoreUnita });
  }
}
export const unitaOperativaInputSchema = z
  .object(unitaFields)
  .superRefine(unitaParentRule)
  .meta({ id: 'UnitaOperativaCreate' });
export const unitaOperativaUpdateSchema = z
  .object({ ...unitaFields, ...withVersion })
  .superRefine(unitaParentRule)
  .meta({ id: 'UnitaOperativaUpdate' });

export type RegioneInput = z.infer<typeof regioneInputSchema>;
export type ProvinciaInput = z.infer<typeof provinciaInputSchema>;
export type ComuneInput = z.infer<typeof comuneInputSchema>;
export type QuartiereInput = z.infer<typeof quartiereInputSchema>;
export type AslInput = z.infer<typeof aslInputSchema>;
export type DistrettoInput = z.infer<typeof distrettoInputSchema>;
export type DipartimentoInput = z.infer<typeof dipartimentoInputSchema>;
export type PresidioOspedalieroInput = z.infer<typeof presidioOspedalieroInputSchema>;
export type UnitaOperativaInput = z.infer<typeof unitaOperativaInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Query and path parameters

const idParams = z.object({ id: idSchema });
const allQuery = z.object({
  all: z.stringbool().optional().meta({ description: 'Compatibilità: la lista è comunque completa' }),
});
const codRegioneQuery = z.object({ codRegione: codiceRegioneSchema });
const siglaQuery = z.object({ sigla: siglaProvinciaSchema });
const comuneQuery = z.object({ comune: idSchema.meta({ description: 'Id del comune' }) });
const codiceAslQuery = z.object({ codiceAsl: codiceAslSchema });
const aslCodesQuery = z.object({
  codRegione: codiceRegioneSchema
    .optional()
    .meta({ description: 'codiceRegione della regione (040 = entrambe le ASL del Trentino) o prefisso ASL' }),
  codAzienda: codiceAziendaSchema.optional(),
  codiceAsl: codiceAslSchema.optional(),
});
const searchQuery = z.object({
  q: z.string().trim().min(1, m.ricerca).max(60, m.ricerca).meta({
    description: 'Inizio del nome (o di una sua parola), codice ISTAT (anche parziale) o codice catastale',
  }),
  limit: z.coerce.number({ error: m.limite }).int(m.limite).min(1, m.limite).max(100, m.limite).default(20),
});

/** Maximum length of a comune search answer. */
export const COMUNI_SEARCH_MAX = 100;

/** What a delete answers: the record as it was. */
const deleted = <T extends z.ZodType>(schema: T) => ({ 200: schema });

// ---------------------------------------------------------------------------------------------------------------
// Routes: public reads (no token, cacheable)

const PUBLIC = '/api/v1/public/gestioneregionale';
const tagsPublic = ['gestioneregionale (pubblico)'] as const;

export const regionalPublicRoutes = defineRoutes(
  {
    nazioni: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/nazioni`,
      access: publicAccess,
      summary: 'Nazioni (ISO 3166, nomi italiani, codice Belfiore)',
      tags: tagsPublic,
      response: { 200: z.array(nazioneSchema) },
    }),
    regioni: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/regioni`,
      access: publicAccess,
      summary: 'Regioni',
      tags: tagsPublic,
      response: { 200: z.array(regioneSchema) },
    }),
    provinceByCodiceRegione: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/province/bycodiceregione`,
      access: publicAccess,
      summary: 'Province di una regione',
      tags: tagsPublic,
      querystring: codRegioneQuery,
      response: { 200: z.array(provinciaSchema) },
    }),
    comuniBySigla: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/comuni/bysigla`,
      access: publicAccess,
      summary: 'Comuni di una provincia',
      tags: tagsPublic,
      querystring: siglaQuery,
      response: { 200: z.array(comuneSchema) },
    }),
    comuniSearch: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/comuni/search`,
      access: publicAccess,
      summary: 'Ricerca dei comuni per nome, codice ISTAT o codice catastale',
      tags: tagsPublic,
      querystring: searchQuery,
      response: { 200: z.array(comuneSchema) },
    }),
    quartieriByComune: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/quartieri/bycomune`,
      access: publicAccess,
      summary: 'Quartieri di un comune',
      tags: tagsPublic,
      querystring: comuneQuery,
      response: { 200: z.array(quartiereSchema) },
    }),
    aslByCodes: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/asl/bycodes`,
      access: publicAccess,
      summary: 'Aziende sanitarie di una regione',
      tags: tagsPublic,
      querystring: codRegioneQuery,
      response: { 200: z.array(aslSchema) },
    }),
    distrettiByCodiceAsl: defineRoute({
      method: 'GET',
      url: `${PUBLIC}/distretti/getbycodiceasl`,
      access: publicAccess,
      summary: "Distretti sanitari di un'ASL",
      tags: tagsPublic,
      querystring: codiceAslQuery,
      response: { 200: z.array(distrettoSchema) },
    }),
  },
  { prefix: 'public' },
);

// ---------------------------------------------------------------------------------------------------------------
// Routes: authenticated reads and writes

const API = '/api/v1/gestioneregionale';
const tags = ['gestioneregionale'] as const;
const s = regionalSections;

export const regionalRoutes = defineRoutes({
  // countries (read only: they come from ISO 3166)
  nazioni: defineRoute({
    method: 'GET',
    url: `${API}/nazioni`,
    access: requires(s.nazioni, 'LIST'),
    summary: 'Nazioni',
    tags,
    response: { 200: z.array(nazioneSchema) },
  }),

  // regions
  regioni: defineRoute({
    method: 'GET',
    url: `${API}/regione`,
    access: requires(s.regioni, 'LIST'),
    summary: 'Regioni',
    tags,
    response: { 200: z.array(regioneSchema) },
  }),
  regioneById: defineRoute({
    method: 'GET',
    url: `${API}/regione/byid/:id`,
    access: requires(s.regioni, 'READ'),
    summary: 'Regione per id',
    tags,
    params: idParams,
    response: { 200: regioneSchema },
    errors: [404],
  }),
  regioneCreate: defineRoute({
    method: 'POST',
    url: `${API}/regione/create`,
    access: requires(s.regioni, 'WRITE'),
    summary: 'Crea una regione',
    tags,
    body: regioneInputSchema,
    response: { 201: regioneSchema },
    errors: [409],
  }),
  regioneUpdate: defineRoute({
    method: 'POST',
    url: `${API}/regione/update/:id`,
    access: requires(s.regioni, 'UPDATE'),
    summary: 'Modifica una regione',
    tags,
    params: idParams,
    body: regioneUpdateSchema,
    response: { 200: regioneSchema },
    errors: [404, 409],
  }),
  regioneDelete: defineRoute({
    method: 'POST',
    url: `${API}/regione/delete/:id`,
    access: requires(s.regioni, 'DELETE'),
    summary: 'Elimina una regione senza province né ASL',
    tags,
    params: idParams,
    response: deleted(regioneSchema),
    errors: [404, 409],
  }),

  // provinces
  province: defineRoute({
    method: 'GET',
    url: `${API}/province`,
    access: requires(s.province, 'LIST'),
    summary: 'Province (tutte, o di una regione)',
    tags,
    querystring: allQuery.extend({ codRegione: codiceRegioneSchema.optional() }),
    response: { 200: z.array(provinciaSchema) },
  }),
  provinciaBySigla: defineRoute({
    method: 'GET',
    url: `${API}/province/bysigla/:sigla`,
    access: requires(s.province, 'READ'),
    summary: 'Provincia per sigla',
    tags,
    params: z.object({ sigla: siglaProvinciaSchema }),
    response: { 200: provinciaSchema },
    errors: [404],
  }),
  provinciaByDenominazione: defineRoute({
    method: 'GET',
    url: `${API}/province/bydenominazioneprovincia/:name`,
    access: requires(s.province, 'READ'),
    summary: 'Provincia per denominazione (maiuscole e accenti indifferenti)',
    tags,
    params: z.object({ name: z.string().trim().min(1, m.denominazione).max(200) }),
    response: { 200: provinciaSchema },
    errors: [404],
  }),
  provinciaCreate: defineRoute({
    method: 'POST',
    url: `${API}/province/create`,
    access: requires(s.province, 'WRITE'),
    summary: 'Crea una provincia',
    tags,
    body: provinciaInputSchema,
    response: { 201: provinciaSchema },
    errors: [409],
  }),
  provinciaUpdate: defineRoute({
    method: 'POST',
    url: `${API}/province/update/:id`,
    access: requires(s.province, 'UPDATE'),
    summary: 'Modifica una provincia (la nuova sigla passa ai suoi comuni)',
    tags,
    params: idParams,
    body: provinciaUpdateSchema,
    response: { 200: provinciaSchema },
    errors: [404, 409],
  }),
  provinciaDelete: defineRoute({
    method: 'POST',
    url: `${API}/province/delete/:id`,
    access: requires(s.province, 'DELETE'),
    summary: 'Elimina una provincia senza comuni',
    tags,
    params: idParams,
    response: deleted(provinciaSchema),
    errors: [404, 409],
  }),

  // comuni
  comuni: defineRoute({
    method: 'GET',
    url: `${API}/comuni`,
    access: requires(s.comuni, 'LIST'),
    summary: 'Comuni (tutti, o di una provincia)',
    tags,
    querystring: allQuery.extend({ siglaProvincia: siglaProvinciaSchema.optional() }),
    response: { 200: z.array(comuneSchema) },
  }),
  comuneByCodiceCatastale: defineRoute({
    method: 'GET',
    url: `${API}/comuni/bycodcatastale/:code`,
    access: requires(s.comuni, 'READ'),
    summary: 'Comune per codice catastale',
    tags,
    params: z.object({ code: codiceCatastaleSchema }),
    response: { 200: comuneSchema },
    errors: [404],
  }),
  comuneById: defineRoute({
    method: 'GET',
    url: `${API}/comuni/byid/:id`,
    access: requires(s.comuni, 'READ'),
    summary: 'Comune per id',
    tags,
    params: idParams,
    response: { 200: comuneSchema },
    errors: [404],
  }),
  comuneCreate: defineRoute({
    method: 'POST',
    url: `${API}/comuni/create`,
    access: requires(s.comuni, 'WRITE'),
    summary: 'Crea un comune',
    tags,
    body: comuneInputSchema,
    response: { 201: comuneSchema },
    errors: [409],
  }),
  comuneUpdate: defineRoute({
    method: 'POST',
    url: `${API}/comune/update/:id`,
    access: requires(s.comuni, 'UPDATE'),
    summary: 'Modifica un comune',
    tags,
    params: idParams,
    body: comuneUpdateSchema,
    response: { 200: comuneSchema },
    errors: [404, 409],
  }),
  comuneDelete: defineRoute({
    method: 'POST',
    url: `${API}/comune/delete/:id`,
    access: requires(s.comuni, 'DELETE'),
    summary: 'Elimina un comune senza quartieri, distretti o strutture',
    tags,
    params: idParams,
    response: deleted(comuneSchema),
    errors: [404, 409],
  }),

  // neighbourhoods
  quartieri: defineRoute({
    method: 'GET',
    url: `${API}/quartieri`,
    access: requires(s.quartieri, 'LIST'),
    summary: 'Tutti i quartieri',
    tags,
    querystring: allQuery,
    response: { 200: z.array(quartiereSchema) },
  }),
  quartieriByComune: defineRoute({
    method: 'GET',
    url: `${API}/quartieri/bycomune`,
    access: requires(s.quartieri, 'LIST'),
    summary: 'Quartieri di un comune',
    tags,
    querystring: comuneQuery,
    response: { 200: z.array(quartiereSchema) },
  }),
  quartiereById: defineRoute({
    method: 'GET',
    url: `${API}/quartieri/byid/:id`,
    access: requires(s.quartieri, 'READ'),
    summary: 'Quartiere per id',
    tags,
    params: idParams,
    response: { 200: quartiereSchema },
    errors: [404],
  }),
  quartiereCreate: defineRoute({
    method: 'POST',
    url: `${API}/quartieri/create`,
    access: requires(s.quartieri, 'WRITE'),
    summary: 'Crea un quartiere',
    tags,
    body: quartiereInputSchema,
    response: { 201: quartiereSchema },
    errors: [409],
  }),
  quartiereUpdate: defineRoute({
    method: 'POST',
    url: `${API}/quartieri/update/:id`,
    access: requires(s.quartieri, 'UPDATE'),
    summary: 'Modifica un quartiere',
    tags,
    params: idParams,
    body: quartiereUpdateSchema,
    response: { 200: quartiereSchema },
    errors: [404, 409],
  }),
  quartiereDelete: defineRoute({
    method: 'POST',
    url: `${API}/quartieri/delete/:id`,
    access: requires(s.quartieri, 'DELETE'),
    summary: 'Elimina un quartiere',
    tags,
    params: idParams,
    response: deleted(quartiereSchema),
    errors: [404, 409],
  }),

  // health authorities
  aslByCodiceRegione: defineRoute({
    method: 'GET',
    url: `${API}/asl/bycoderegione`,
    access: requires(s.asl, 'LIST'),
    summary: 'Aziende sanitarie di una regione',
    tags,
    querystring: codRegioneQuery,
    response: { 200: z.array(aslSchema) },
  }),
  aslByCodes: defineRoute({
    method: 'GET',
    url: `${API}/asl/bycodes`,
    access: requires(s.asl, 'LIST'),
    summary: 'Aziende sanitarie per codici (regione, azienda, ASL); senza filtri tutte',
    tags,
    querystring: aslCodesQuery,
    response: { 200: z.array(aslSchema) },
  }),
  aslById: defineRoute({
    method: 'GET',
    url: `${API}/asl/byid/:id`,
    access: requires(s.asl, 'READ'),
    summary: 'Azienda sanitaria per id',
    tags,
    params: idParams,
    response: { 200: aslSchema },
    errors: [404],
  }),
  aslCreate: defineRoute({
    method: 'POST',
    url: `${API}/asl/create`,
    access: requires(s.asl, 'WRITE'),
    summary: 'Crea un’azienda sanitaria',
    tags,
    body: aslInputSchema,
    response: { 201: aslSchema },
    errors: [409],
  }),
  aslUpdate: defineRoute({
    method: 'POST',
    url: `${API}/asl/update/:id`,
    access: requires(s.asl, 'UPDATE'),
    summary: 'Modifica un’azienda sanitaria (il nuovo codice passa a distretti, presidi e strutture)',
    tags,
    params: idParams,
    body: aslUpdateSchema,
    response: { 200: aslSchema },
    errors: [404, 409],
  }),
  aslDelete: defineRoute({
    method: 'POST',
    url: `${API}/asl/delete/:id`,
    access: requires(s.asl, 'DELETE'),
    summary: 'Elimina un’azienda sanitaria senza distretti, presidi o strutture',
    tags,
    params: idParams,
    response: deleted(aslSchema),
    errors: [404, 409],
  }),

  // districts
  distretti: defineRoute({
    method: 'GET',
    url: `${API}/distretti`,
    access: requires(s.distretti, 'LIST'),
    summary: 'Tutti i distretti',
    tags,
    querystring: allQuery,
    response: { 200: z.array(distrettoSchema) },
  }),
  distrettiByCodiceAsl: defineRoute({
    method: 'GET',
    url: `${API}/distretti/bycodiceasl`,
    access: requires(s.distretti, 'LIST'),
    summary: "Distretti di un'ASL",
    tags,
    querystring: codiceAslQuery,
    response: { 200: z.array(distrettoSchema) },
  }),
  distrettiByProvincia: defineRoute({
    method: 'GET',
    url: `${API}/distretti/byprovincia`,
    access: requires(s.distretti, 'LIST'),
    summary: 'Distretti con almeno un comune annesso nella provincia',
    tags,
    querystring: z.object({ siglaProvincia: siglaProvinciaSchema }),
    response: { 200: z.array(distrettoSchema) },
  }),
  distrettiByComuneAnnesso: defineRoute({
    method: 'GET',
    url: `${API}/distretti/bycomuneannesso/:id`,
    access: requires(s.distretti, 'LIST'),
    summary: 'Distretti che comprendono il comune (id del comune)',
    tags,
    params: idParams,
    response: { 200: z.array(distrettoSchema) },
  }),
  distrettoById: defineRoute({
    method: 'GET',
    url: `${API}/distretti/byid/:id`,
    access: requires(s.distretti, 'READ'),
    summary: 'Distretto per id',
    tags,
    params: idParams,
    response: { 200: distrettoSchema },
    errors: [404],
  }),
  distrettoCreate: defineRoute({
    method: 'POST',
    url: `${API}/distretti/create`,
    access: requires(s.distretti, 'WRITE'),
    summary: "Crea un distretto sotto un'ASL",
    tags,
    body: distrettoInputSchema,
    response: { 201: distrettoSchema },
    errors: [409],
  }),
  distrettoUpdate: defineRoute({
    method: 'POST',
    url: `${API}/distretti/update/:id`,
    access: requires(s.distretti, 'UPDATE'),
    summary: 'Modifica un distretto',
    tags,
    params: idParams,
    body: distrettoUpdateSchema,
    response: { 200: distrettoSchema },
    errors: [404, 409],
  }),
  distrettoDelete: defineRoute({
    method: 'POST',
    url: `${API}/distretti/delete/:id`,
    access: requires(s.distretti, 'DELETE'),
    summary: 'Elimina un distretto senza dipartimenti né presidi',
    tags,
    params: idParams,
    response: deleted(distrettoSchema),
    errors: [404, 409],
  }),

  // departments
  dipartimenti: defineRoute({
    method: 'GET',
    url: `${API}/dipartimenti`,
    access: requires(s.dipartimenti, 'LIST'),
    summary: "Dipartimenti (tutti, di un distretto o di un'ASL)",
    tags,
    querystring: z.object({
      distretto: idSchema.optional().meta({ description: 'Id del distretto' }),
      codiceAsl: codiceAslSchema.optional(),
    }),
    response: { 200: z.array(dipartimentoSchema) },
  }),
  dipartimentoById: defineRoute({
    method: 'GET',
    url: `${API}/dipartimenti/byid/:id`,
    access: requires(s.dipartimenti, 'READ'),
    summary: 'Dipartimento per id',
    tags,
    params: idParams,
    response: { 200: dipartimentoSchema },
    errors: [404],
  }),
  dipartimentoCreate: defineRoute({
    method: 'POST',
    url: `${API}/dipartimenti/create`,
    access: requires(s.dipartimenti, 'WRITE'),
    summary: 'Crea un dipartimento sotto un distretto',
    tags,
    body: dipartimentoInputSchema,
    response: { 201: dipartimentoSchema },
    errors: [409],
  }),
  dipartimentoUpdate: defineRoute({
    method: 'POST',
    url: `${API}/dipartimenti/update/:id`,
    access: requires(s.dipartimenti, 'UPDATE'),
    summary: 'Modifica un dipartimento',
    tags,
    params: idParams,
    body: dipartimentoUpdateSchema,
    response: { 200: dipartimentoSchema },
    errors: [404, 409],
  }),
  dipartimentoDelete: defineRoute({
    method: 'POST',
    url: `${API}/dipartimenti/delete/:id`,
    access: requires(s.dipartimenti, 'DELETE'),
    summary: 'Elimina un dipartimento senza unità operative',
    tags,
    params: idParams,
    response: deleted(dipartimentoSchema),
    errors: [404, 409],
  }),

  // hospital sites
  presidiOspedalieri: defineRoute({
    method: 'GET',
    url: `${API}/presidiospedalieri`,
    access: requires(s.presidiOspedalieri, 'LIST'),
    summary: "Presidi ospedalieri (tutti, o di una regione, un'ASL, un distretto, una struttura)",
    tags,
    querystring: z.object({
      codRegione: codiceRegioneSchema.optional(),
      codiceAsl: codiceAslSchema.optional(),
      distretto: idSchema.optional().meta({ description: 'Id del distretto' }),
      codiceStruttura: codiceStrutturaSchema.optional(),
    }),
    response: { 200: z.array(presidioOspedalieroSchema) },
  }),
  presidioOspedalieroById: defineRoute({
    method: 'GET',
    url: `${API}/presidiospedalieri/byid/:id`,
    access: requires(s.presidiOspedalieri, 'READ'),
    summary: 'Presidio ospedaliero per id',
    tags,
    params: idParams,
    response: { 200: presidioOspedalieroSchema },
    errors: [404],
  }),
  presidioOspedalieroCreate: defineRoute({
    method: 'POST',
    url: `${API}/presidiospedalieri/create`,
    access: requires(s.presidiOspedalieri, 'WRITE'),
    summary: 'Crea un presidio ospedaliero',
    tags,
    body: presidioOspedalieroInputSchema,
    response: { 201: presidioOspedalieroSchema },
    errors: [409],
  }),
  presidioOspedalieroUpdate: defineRoute({
    method: 'POST',
    url: `${API}/ospedaliero/update/:id`,
    access: requires(s.presidiOspedalieri, 'UPDATE'),
    summary: 'Modifica un presidio ospedaliero',
    tags,
    params: idParams,
    body: presidioOspedalieroUpdateSchema,
    response: { 200: presidioOspedalieroSchema },
    errors: [404, 409],
  }),
  presidioOspedalieroDelete: defineRoute({
    method: 'POST',
    url: `${API}/presidiospedalieri/delete/:id`,
    access: requires(s.presidiOspedalieri, 'DELETE'),
    summary: 'Elimina un presidio ospedaliero senza unità operative',
    tags,
    params: idParams,
    response: deleted(presidioOspedalieroSchema),
    errors: [404, 409],
  }),

  // operating units
  unitaOperative: defineRoute({
    method: 'GET',
    url: `${API}/unitaoperative`,
    access: requires(s.unitaOperative, 'LIST'),
    summary: "Unità operative (tutte, o di un dipartimento, un presidio, un'ASL)",
    tags,
    querystring: z.object({
      dipartimento: idSchema.optional().meta({ description: 'Id del dipartimento' }),
      presidio: idSchema.optional().meta({ description: 'Id del presidio ospedaliero' }),
      codiceAsl: codiceAslSchema.optional(),
    }),
    response: { 200: z.array(unitaOperativaSchema) },
  }),
  unitaOperativaById: defineRoute({
    method: 'GET',
    url: `${API}/unitaoperative/byid/:id`,
    access: requires(s.unitaOperative, 'READ'),
    summary: 'Unità operativa per id',
    tags,
    params: idParams,
    response: { 200: unitaOperativaSchema },
    errors: [404],
  }),
  unitaOperativaCreate: defineRoute({
    method: 'POST',
    url: `${API}/unitaoperative/create`,
    access: requires(s.unitaOperative, 'WRITE'),
    summary: 'Crea un’unità operativa sotto un dipartimento e/o un presidio',
    tags,
    body: unitaOperativaInputSchema,
    response: { 201: unitaOperativaSchema },
    errors: [409],
  }),
  unitaOperativaUpdate: defineRoute({
    method: 'POST',
    url: `${API}/unitaoperative/update/:id`,
    access: requires(s.unitaOperative, 'UPDATE'),
    summary: 'Modifica un’unità operativa',
    tags,
    params: idParams,
    body: unitaOperativaUpdateSchema,
    response: { 200: unitaOperativaSchema },
    errors: [404, 409],
  }),
  unitaOperativaDelete: defineRoute({
    method: 'POST',
    url: `${API}/unitaoperative/delete/:id`,
    access: requires(s.unitaOperative, 'DELETE'),
    summary: 'Elimina un’unità operativa',
    tags,
    params: idParams,
    response: deleted(unitaOperativaSchema),
    errors: [404, 409],
  }),
});
