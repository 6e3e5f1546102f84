import { z } from 'zod';
import { identityIdSchema, numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import { emailSchema, usernameSchema } from '../authorization.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema } from '../paging.ts';
import { requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles, tipologieOperatore } from '../prosa.ts';
import { livelli } from '../roles.ts';

/**
 * Pro.Sa.'s people (SPEC.md §3): the profiles of operators, managers, organisations (enti) and citizens, which
 * the SPA reads after sign-in to build the user's profile, and admin-prosa's management of operators and
 * managers (docs/adr/0015-prosa-organisation.md). A profile's `id` is its person's identity-provider id (the
 * token's `sub`).
 */

export const profileMessages = {
  notFound: 'Profilo non trovato.',
  outOfScope: 'Profilo fuori dal proprio ambito di operatività.',
  riferimentoRequired: (livello: string) => `Il livello ${livello} richiede un riferimento.`,
  riferimentoUnknown: "Il riferimento non è registrato nell'organizzazione dell'azienda.",
  distrettoUnknown: "Il distretto non è registrato nell'organizzazione dell'azienda.",
  aslNotJoined: "L'azienda non aderisce al portale.",
  usernameTaken: 'Nome utente o e-mail già in uso.',
  themeUnknown: 'Tematica sconosciuta.',
  subthemeParent: 'Ogni sottotematica scelta deve appartenere a una tematica scelta.',
} as const;

export const tipologiaSchema = z.enum(tipologieOperatore.map((t) => t.codice) as [string, ...string[]], {
  error: 'Tipologia di operatore sconosciuta.',
});
export const livelloSchema = z.enum(livelli, { error: 'Livello di operatività sconosciuto.' });
export const sessoSchema = z.enum(['F', 'M'], { error: 'Indicare F o M.' });

const funzionalitaSchema = z
  .object({ campagne: z.boolean(), progetti: z.boolean(), richieste: z.boolean(), suggerimenti: z.boolean() })
  .meta({
    id: 'FunzionalitaProsa',
    description: 'Le quattro funzionalità del portale per questo profilo (SPEC.md §6)',
  });

const territorioFields = {
  aslId: z.number().int().meta({ description: "L'azienda aderente (GET /api/prosa/asl/{id})" }),
  asl: z.string().meta({ description: 'Codice ASL (sei cifre)' }),
  denominazioneAzienda: z.string(),
  distretto: z
    .object({ id: z.number().int(), denominazione: z.string() })
    .nullable()
    .meta({ description: "Il distretto registrato nell'organizzazione dell'azienda" }),
};

export const operabilitaSchema = z
  .object({
    tipologia: z.string(),
    livello: livelloSchema,
    riferimento: z.object({ id: z.number().int(), denominazione: z.string() }).nullable().meta({
      description:
        'Il distretto, dipartimento o struttura (PO) di riferimento; per ASL e UO nulla (SPEC.md §6)',
    }),
    unita: z.string().nullable().meta({ description: "L'unità operativa, per il livello UO" }),
  })
  .meta({ id: 'Operabilita' });

export const operatoreProfiloSchema = z
  .object({
    id: identityIdSchema,
    ruolo: z.enum([prosaRoles.operatore, prosaRoles.responsabile]),
    username: z.string(),
    nome: z.string(),
    email: z.string().nullable(),
    ...territorioFields,
    operabilita: operabilitaSchema,
    funzionalita: funzionalitaSchema,
    version: z.number().int(),
  })
  .meta({ id: 'OperatoreProfilo' });

export const enteProfiloSchema = z
  .object({
    id: identityIdSchema,
    nome: z.string().meta({ description: "Il nome dell'ente" }),
    localita: z.string(),
    ...territorioFields,
    funzionalita: funzionalitaSchema,
    version: z.number().int(),
  })
  .meta({ id: 'EnteProfilo' });

export const cittadinoProfiloSchema = z
  .object({
    id: identityIdSchema,
    ...territorioFields,
    anagrafica: z.object({ dataNascita: z.string().nullable(), sesso: sessoSchema.nullable() }),
    eta: z.number().int().nullable().meta({ description: 'Anni compiuti, dalla data di nascita' }),
    tematichePref: z.array(z.number().int()),
    sottoTematichePrefer: z.array(z.number().int()),
    preferenze: z
      .object({ newsletter: z.boolean(), promemoria: z.boolean() })
      .meta({ description: 'Come il portale può contattare la persona' }),
    adesioni: z.array(z.number().int()).meta({ description: 'Le campagne a cui ha aderito' }),
    boarding: z
      .object({ id: z.number().int(), completato: z.boolean() })
      .meta({ description: 'Il percorso di benvenuto dopo il primo accesso (saltabile)' }),
    funzionalita: funzionalitaSchema,
    version: z.number().int(),
  })
  .meta({ id: 'CittadinoProfilo' });

/** Completed years on a day, from a birth date (both `AAAA-MM-GG`). */
export function etaAl(dataNascita: string, giorno: string): number {
  const years = Number(giorno.slice(0, 4)) - Number(dataNascita.slice(0, 4));
  return giorno.slice(5) < dataNascita.slice(5) ? years - 1 : years;
}

export type OperatoreProfilo = z.infer<typeof operatoreProfiloSchema>;
export type EnteProfilo = z.infer<typeof enteProfiloSchema>;
export type CittadinoProfilo = z.infer<typeof cittadinoProfiloSchema>;

const boundedIds = z.array(refIdSchema).max(50);

export const cittadinoPreferenzeSchema = z
  .object({
    version: versionSchema,
    tematichePref: boundedIds,
    sottoTematichePrefer: boundedIds,
    preferenze: z.object({ newsletter: z.boolean(), promemoria: z.boolean() }).strict(),
    boardingCompletato: z.boolean().meta({ description: 'Il percorso di benvenuto è finito (o saltato)' }),
  })
  .strict()
  .meta({ id: 'CittadinoPreferenze' });

export type CittadinoPreferenze = z.infer<typeof cittadinoPreferenzeSchema>;

const operabilitaInput = {
  ruolo: z.enum([prosaRoles.operatore, prosaRoles.responsabile], {
    error: 'Ruolo: operatore o responsabile.',
  }),
  tipologia: tipologiaSchema,
  livello: livelloSchema,
  aslId: refIdSchema,
  distrettoId: z.nullable(refIdSchema).default(null).meta({ description: 'Un distretto registrato (prosa)' }),
  riferimentoId: z.nullable(refIdSchema).default(null).meta({
    description:
      'DISTRETTO: un distretto registrato; DIPARTIMENTO: un dipartimento registrato; PO: una struttura registrata',
  }),
  unita: z.string().trim().max(200).nullable().default(null).meta({ description: 'Per il livello UO' }),
};

export const operatoreCreateSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    nome: z.string().trim().min(1, 'Indicare il nome.').max(100),
    cognome: z.string().trim().min(1, 'Indicare il cognome.').max(100),
    ...operabilitaInput,
  })
  .strict()
  .meta({ id: 'OperatoreCreate' });

export const operatoreUpdateSchema = z
  .object({ id: identityIdSchema, version: versionSchema, ...operabilitaInput })
  .omit({ ruolo: true })
  .strict()
  .meta({ id: 'OperatoreUpdate' });

export type OperatoreCreate = z.infer<typeof operatoreCreateSchema>;
export type OperatoreUpdate = z.infer<typeof operatoreUpdateSchema>;

export const operatoriQuerySchema = pageQuerySchema(['nome', 'username', 'livello']).extend({
  ruolo: z.enum([prosaRoles.operatore, prosaRoles.responsabile]).optional(),
  asl: z.optional(numericIdSchema).meta({ description: "Solo i profili di quest'azienda aderente" }),
});
export const operatoriPageSchema = pageSchema(operatoreProfiloSchema, 'OperatoriPage');

const idParams = z.object({ id: identityIdSchema });

// ---------------------------------------------------------------------------------------------------------------
// Routes

const API = '/api/prosa';
const tags = ['Pro.Sa.'];
const { admin, operatore, responsabile, ente, cittadino } = prosaRoles;
const staff = [admin, operatore, responsabile];

export const prosaProfileRoutes = defineRoutes({
  operatore: defineRoute({
    method: 'GET',
    url: `${API}/operatore/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: "Il profilo di un operatore: il proprio, o nell'ambito di chi legge",
    tags,
    params: idParams,
    response: { 200: operatoreProfiloSchema },
    errors: [404],
  }),
  responsabile: defineRoute({
    method: 'GET',
    url: `${API}/responsabile/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: "Il profilo di un responsabile: il proprio, o nell'ambito di chi legge",
    tags,
    params: idParams,
    response: { 200: operatoreProfiloSchema },
    errors: [404],
  }),
  ente: defineRoute({
    method: 'GET',
    url: `${API}/enti/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, [...staff, ente]),
    summary: "Il profilo di un ente: il proprio, o nell'ambito di chi legge",
    tags,
    params: idParams,
    response: { 200: enteProfiloSchema },
    errors: [404],
  }),
  cittadino: defineRoute({
    method: 'GET',
    url: `${API}/cittadino/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, [...staff, cittadino]),
    summary: "Il profilo di un cittadino: il proprio, o nell'ambito di chi legge",
    tags,
    params: idParams,
    response: { 200: cittadinoProfiloSchema },
    errors: [404],
  }),
  preferenzeCittadino: defineRoute({
    method: 'PUT',
    url: `${API}/cittadino/preferenze`,
    access: requiresRole(PROSA_APPLICATION, [cittadino]),
    summary: 'Il cittadino sceglie tematiche e preferenze (percorso di benvenuto, Il mio profilo)',
    tags,
    body: cittadinoPreferenzeSchema,
    response: { 200: cittadinoProfiloSchema },
    errors: [404, 409],
  }),
  operatori: defineRoute({
    method: 'GET',
    url: `${API}/operatori`,
    access: requiresRole(PROSA_APPLICATION, [admin]),
    summary: 'Operatori e responsabili, con la loro operatività',
    tags,
    querystring: operatoriQuerySchema,
    response: { 200: operatoriPageSchema },
  }),
  creaOperatore: defineRoute({
    method: 'POST',
    url: `${API}/operatori`,
    access: requiresRole(PROSA_APPLICATION, [admin]),
    summary: "Crea un operatore o un responsabile: l'utente nel fornitore di identità e il suo profilo",
    tags,
    body: operatoreCreateSchema,
    response: { 201: operatoreProfiloSchema },
    errors: [409],
  }),
  aggiornaOperatore: defineRoute({
    method: 'PUT',
    url: `${API}/operatori`,
    access: requiresRole(PROSA_APPLICATION, [admin]),
    summary: "Cambia l'operatività di un operatore o responsabile",
    tags,
    body: operatoreUpdateSchema,
    response: { 200: operatoreProfiloSchema },
    errors: [404, 409],
  }),
});
