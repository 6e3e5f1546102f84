import { z } from 'zod';
import { idParamsSchema, numericIdSchema, refIdSchema } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { authenticatedAccess, publicAccess, requiresRole } from './permissions.ts';
import { codiceAslSchema } from './regional.ts';
import type { livelli } from './roles.ts';

/**
 * Pro.Sa., the prevention portal (SPEC.md §7 **Prevention app**, docs/adr/0015-prosa-organisation.md): the theme
 * tree, the operator types and levels, and the organisation of the health authorities that joined the portal —
 * which references the regional data and the structures, never copies them.
 */

export const PROSA_APPLICATION = 'prosa';

/** Pro.Sa.'s roles (SPEC.md §6). */
export const prosaRoles = {
  admin: 'admin-prosa',
  operatore: 'operatore',
  responsabile: 'responsabile',
  ente: 'ente',
  cittadino: 'cittadino',
} as const;

const everyone = Object.values(prosaRoles);

// ---------------------------------------------------------------------------------------------------------------
// Messages

export const prosaMessages = {
  userInitError: 'Errore inizializzazione Utente in Pro.Sa.',
  themeNotFound: 'Tematica non trovata.',
  aslNotFound: 'Azienda sanitaria non trovata tra quelle aderenti al portale.',
  aslUnknown: (codice: string) => `L'ASL ${codice} non esiste nei dati regionali.`,
  aslAlreadyJoined: (nome: string) => `${nome} aderisce già al portale.`,
  aslInUse: (elenco: string) => `L'azienda non può essere rimossa: ${elenco}. Rimuoverli prima.`,
  dipartimentoUnknown: 'Dipartimento non trovato nei dati regionali.',
  dipartimentoOtherAsl: "Il dipartimento appartiene a un'altra ASL.",
  dipartimentoAlready: "Il dipartimento è già registrato per l'azienda.",
  distrettoUnknown: 'Distretto non trovato nei dati regionali.',
  distrettoOtherAsl: "Il distretto appartiene a un'altra ASL.",
  distrettoAlready: "Il distretto è già registrato per l'azienda.",
  strutturaUnknown: 'Struttura non trovata.',
  strutturaOtherAsl: "La struttura appartiene a un'altra ASL.",
  strutturaAlready: "La struttura è già registrata per l'azienda.",
  notRegistered: "Elemento non trovato nell'organizzazione.",
  partInUse: (chi: string) => `Non si può togliere: è il riferimento di ${chi}.`,
  outOfScope: "Si può modificare solo l'organizzazione della propria azienda.",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Themes

export const tematicaSchema = z
  .object({
    id: z.number().int(),
    codice: z.string().meta({ description: 'Codice stabile della tematica (ALIMENTAZIONE, FUMO, …)' }),
    nome: z.string(),
    descrizione: z.string(),
    idPadre: z.number().int().nullable().meta({ description: 'La tematica di cui è sottotematica' }),
    sottotematiche: z.number().int().meta({ description: 'Quante sottotematiche ha' }),
  })
  .meta({ id: 'Tematica' });

export type Tematica = z.infer<typeof tematicaSchema>;

export const subtematicaQuerySchema = z.object({ idPadre: numericIdSchema });

// ---------------------------------------------------------------------------------------------------------------
// Operator types and levels

export const codiceDescrizioneSchema = z
  .object({ codice: z.string(), descrizione: z.string() })
  .meta({ id: 'CodiceDescrizione' });

/** Operator types (SPEC.md §3 `tipologia`): only a SANITARIO operator has the portal's features (§6). */
export const tipologieOperatore = [
  { codice: 'SANITARIO', descrizione: 'Operatore sanitario' },
  { codice: 'AMMINISTRATIVO', descrizione: 'Operatore amministrativo' },
  { codice: 'TECNICO', descrizione: 'Operatore tecnico' },
  { codice: 'SOCIALE', descrizione: 'Operatore sociale' },
] as const;

/** Operability levels (SPEC.md §6), with what the reference names at each. */
export const livelliOperabilita: { codice: (typeof livelli)[number]; descrizione: string }[] = [
  { codice: 'ASL', descrizione: "Tutta l'azienda sanitaria" },
  { codice: 'DISTRETTO', descrizione: 'Un distretto' },
  { codice: 'DIPARTIMENTO', descrizione: 'Un dipartimento' },
  { codice: 'PO', descrizione: 'Un presidio (struttura)' },
  { codice: 'UO', descrizione: 'Una unità operativa' },
];

// ---------------------------------------------------------------------------------------------------------------
// Organisation

export const dipartimentoAderenteSchema = z
  .object({
    id: z.number().int(),
    aslId: z.number().int(),
    dipartimentoId: z.number().int().meta({ description: 'Il dipartimento nei dati regionali' }),
    denominazione: z.string(),
    distretto: z.string().nullable().meta({ description: 'Il distretto del dipartimento' }),
  })
  .meta({ id: 'DipartimentoAderente' });

export const distrettoAderenteSchema = z
  .object({
    id: z.number().int(),
    aslId: z.number().int(),
    distrettoId: z.number().int().meta({ description: 'Il distretto nei dati regionali' }),
    denominazione: z.string(),
  })
  .meta({ id: 'DistrettoAderente' });

export const strutturaAderenteSchema = z
  .object({
    id: z.number().int(),
    aslId: z.number().int(),
    codiceAsl: z.string(),
    strutturaId: z.number().int().meta({ description: 'La struttura (GET /api/v1/strutture/byid/{id})' }),
    denominazione: z.string(),
    tipologia: z.string(),
    codiceComune: z.string(),
  })
  .meta({ id: 'StrutturaAderente' });

export const aziendaAderenteSchema = z
  .object({
    id: z.number().int(),
    codiceAsl: z.string(),
    denominazioneAzienda: z.string(),
    codiceRegione: z.string(),
    aderenteDal: z.string().meta({ description: 'Quando ha aderito al portale (ISO 8601)' }),
    dipartimenti: z.number().int(),
    distretti: z.number().int(),
    strutture: z.number().int(),
  })
  .meta({ id: 'AziendaAderente' });

export const aziendaDettaglioSchema = aziendaAderenteSchema
  .omit({ dipartimenti: true, distretti: true, strutture: true })
  .extend({
    dipartimenti: z.array(dipartimentoAderenteSchema),
    distretti: z.array(distrettoAderenteSchema),
    strutture: z.array(strutturaAderenteSchema),
  })
  .meta({ id: 'AziendaDettaglio' });

export type AziendaAderente = z.infer<typeof aziendaAderenteSchema>;
export type AziendaDettaglio = z.infer<typeof aziendaDettaglioSchema>;
export type DipartimentoAderente = z.infer<typeof dipartimentoAderenteSchema>;
export type DistrettoAderente = z.infer<typeof distrettoAderenteSchema>;
export type StrutturaAderente = z.infer<typeof strutturaAderenteSchema>;

/** What an authority could still register: the regional departments and districts and the structures of its ASL. */
export const candidatiSchema = z
  .object({
    dipartimenti: z.array(
      z.object({ id: z.number().int(), denominazione: z.string(), distretto: z.string().nullable() }),
    ),
    distretti: z.array(z.object({ id: z.number().int(), denominazione: z.string() })),
    strutture: z.array(
      z.object({
        id: z.number().int(),
        codiceStruttura: z.string(),
        denominazione: z.string(),
        tipologia: z.string(),
      }),
    ),
  })
  .meta({ id: 'CandidatiOrganizzazione' });

export type Candidati = z.infer<typeof candidatiSchema>;

export const aziendeQuerySchema = pageQuerySchema(['denominazioneAzienda', 'codiceAsl', 'aderenteDal']);
export const aziendePageSchema = pageSchema(aziendaAderenteSchema, 'AziendeAderentiPage');

export const aziendaAddSchema = z.object({ codiceAsl: codiceAslSchema }).strict().meta({ id: 'AziendaAdd' });
export const dipartimentoAddSchema = z
  .object({ aslId: refIdSchema, dipartimentoId: refIdSchema })
  .strict()
  .meta({ id: 'DipartimentoAdd' });
export const distrettoAddSchema = z
  .object({ aslId: refIdSchema, distrettoId: refIdSchema })
  .strict()
  .meta({ id: 'DistrettoAdd' });
export const strutturaAddSchema = z
  .object({ aslId: refIdSchema, strutturaId: refIdSchema })
  .strict()
  .meta({ id: 'StrutturaAdd' });

export const struttureAderentiQuerySchema = z.object({
  asl: z.optional(numericIdSchema).meta({ description: "Solo le strutture di quest'azienda aderente" }),
});

export const codiceAslParamsSchema = z.object({ codiceAsl: codiceAslSchema });

// ---------------------------------------------------------------------------------------------------------------
// Routes

const API = '/api/prosa';
const PUBLIC = '/api/public/prosa';
const tags = ['Pro.Sa.'];
/** Who builds an authority's organisation: admin-prosa, and a manager at level ASL their own authority's. */
const organisers = [prosaRoles.admin, prosaRoles.responsabile];

export const prosaRoutes = defineRoutes({
  tematiche: defineRoute({
    method: 'GET',
    url: `${PUBLIC}/tematiche`,
    access: publicAccess,
    summary: 'Le tematiche di salute (primo livello)',
    tags,
    response: { 200: z.array(tematicaSchema) },
  }),
  subtematiche: defineRoute({
    method: 'GET',
    url: `${PUBLIC}/subtematica`,
    access: publicAccess,
    summary: 'Le sottotematiche di una tematica',
    tags,
    querystring: subtematicaQuerySchema,
    response: { 200: z.array(tematicaSchema) },
    errors: [404],
  }),
  aziendaPubblica: defineRoute({
    method: 'GET',
    url: `${PUBLIC}/asl/:codiceAsl`,
    access: publicAccess,
    summary:
      "Un'azienda aderente con dipartimenti, distretti e strutture, per la home pubblica («trova la tua ASL»)",
    tags,
    params: codiceAslParamsSchema,
    response: { 200: aziendaDettaglioSchema },
    errors: [404],
  }),
  tipologieOperatore: defineRoute({
    method: 'GET',
    url: `${API}/tipologia/all`,
    access: authenticatedAccess,
    summary: 'Tipologie di operatore',
    tags,
    response: { 200: z.array(codiceDescrizioneSchema) },
  }),
  livelli: defineRoute({
    method: 'GET',
    url: `${API}/livello/all`,
    access: authenticatedAccess,
    summary: 'Livelli di operatività',
    tags,
    response: { 200: z.array(codiceDescrizioneSchema) },
  }),
  aziende: defineRoute({
    method: 'GET',
    url: `${API}/asl`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary: 'Le aziende sanitarie aderenti al portale',
    tags,
    querystring: aziendeQuerySchema,
    response: { 200: aziendePageSchema },
  }),
  azienda: defineRoute({
    method: 'GET',
    url: `${API}/asl/:id`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary: "Un'azienda aderente con dipartimenti, distretti e strutture registrati",
    tags,
    params: idParamsSchema,
    response: { 200: aziendaDettaglioSchema },
    errors: [404],
  }),
  candidati: defineRoute({
    method: 'GET',
    url: `${API}/asl/candidati/:id`,
    access: requiresRole(PROSA_APPLICATION, organisers),
    summary: "Dipartimenti, distretti e strutture dell'ASL non ancora registrati nell'organizzazione",
    tags,
    params: idParamsSchema,
    response: { 200: candidatiSchema },
    errors: [404],
  }),
  aggiungiAzienda: defineRoute({
    method: 'POST',
    url: `${API}/asl/add`,
    access: requiresRole(PROSA_APPLICATION, [prosaRoles.admin]),
    summary: "Un'ASL dei dati regionali aderisce al portale",
    tags,
    body: aziendaAddSchema,
    response: { 201: aziendaAderenteSchema },
    errors: [409],
  }),
  rimuoviAzienda: defineRoute({
    method: 'DELETE',
    url: `${API}/asl/remove/:id`,
    access: requiresRole(PROSA_APPLICATION, [prosaRoles.admin]),
    summary: "Un'azienda lascia il portale (409 finché qualcosa vi fa riferimento)",
    tags,
    params: idParamsSchema,
    response: { 200: aziendaAderenteSchema },
    errors: [404, 409],
  }),
  aggiungiDipartimento: defineRoute({
    method: 'POST',
    url: `${API}/dipartimento/add`,
    access: requiresRole(PROSA_APPLICATION, organisers),
    summary: "Registra un dipartimento dei dati regionali nell'organizzazione di un'azienda",
    tags,
    body: dipartimentoAddSchema,
    response: { 201: dipartimentoAderenteSchema },
    errors: [409],
  }),
  rimuoviDipartimento: defineRoute({
    method: 'DELETE',
    url: `${API}/dipartimento/remove/:id`,
    access: requiresRole(PROSA_APPLICATION, organisers),
    summary: "Toglie un dipartimento dall'organizzazione",
    tags,
    params: idParamsSchema,
    response: { 200: dipartimentoAderenteSchema },
    errors: [404, 409],
  }),
  aggiungiDistretto: defineRoute({
    method: 'POST',
    url: `${API}/distretto/add`,
    access: requiresRole(PROSA_APPLICATION, organisers),
    summary: "Registra un distretto dei dati regionali nell'organizzazione di un'azienda",
    tags,
    body: distrettoAddSchema,
    response: { 201: distrettoAderenteSchema },
    errors: [409],
  }),
  rimuoviDistretto: defineRoute({
    method: 'DELETE',
    url: `${API}/distretto/delete/:id`,
    access: requiresRole(PROSA_APPLICATION, organisers),
    summary: "Toglie un distretto dall'organizzazione",
    tags,
    params: idParamsSchema,
    response: { 200: distrettoAderenteSchema },
    errors: [404, 409],
  }),
  struttureAderenti: defineRoute({
    method: 'GET',
    url: `${API}/struttura`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary: 'Le strutture registrate, di tutte le aziende o di una (?asl)',
    tags,
    querystring: struttureAderentiQuerySchema,
    response: { 200: z.array(strutturaAderenteSchema) },
    errors: [404],
  }),
  aggiungiStruttura: defineRoute({
    method: 'POST',
    url: `${API}/struttura/add`,
    access: requiresRole(PROSA_APPLICATION, organisers),
    summary: "Registra una struttura nell'organizzazione di un'azienda",
    tags,
    body: strutturaAddSchema,
    response: { 201: strutturaAderenteSchema },
    errors: [409],
  }),
  rimuoviStruttura: defineRoute({
    method: 'DELETE',
    url: `${API}/struttura/delete/:id`,
    access: requiresRole(PROSA_APPLICATION, organisers),
    summary: "Toglie una struttura dall'organizzazione",
    tags,
    params: idParamsSchema,
    response: { 200: strutturaAderenteSchema },
    errors: [404, 409],
  }),
});
