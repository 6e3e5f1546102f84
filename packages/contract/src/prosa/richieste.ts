import { z } from 'zod';
import { idParamsSchema, numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema } from '../paging.ts';
import { requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';
import { defineStates } from '../states.ts';
import { destinatarioSchema, settingSchema } from './progetti.ts';

/**
 * Pro.Sa. requests (issue 15; docs/adr/0018-prosa-richieste.md): an organisation or a citizen asks their health
 * authority for an intervention (a school asks for a health-education course); staff in scope handle it through a
 * state machine, and every change is kept in its history, audited and mailed.
 */

export const richiestaMessages = {
  notFound: 'Richiesta non trovata.',
  featureOff: 'La funzionalità Richieste non è attiva per il tuo profilo.',
  onlyRequesters: 'Le richieste si inviano da un profilo di ente o di cittadino.',
  transition: (da: string, a: string) => `Una richiesta «${da}» non può passare a «${a}».`,
  onlyRequester: 'Solo chi ha inviato la richiesta può ritirarla.',
  onlyStaff: "Le richieste le gestiscono gli operatori dell'azienda.",
  reason: 'Indicare il motivo del rifiuto.',
  dates: 'La data di fine deve seguire quella di inizio.',
  themeUnknown: 'Tematica sconosciuta.',
} as const;

export const statiRichiesta = defineStates([
  { codice: 'inviata', descrizione: 'Inviata', transizioni: ['presa_in_carico', 'ritirata'] },
  { codice: 'presa_in_carico', descrizione: 'Presa in carico', transizioni: ['accettata', 'rifiutata'] },
  { codice: 'accettata', descrizione: 'Accettata', transizioni: ['completata'] },
  { codice: 'rifiutata', descrizione: 'Rifiutata', transizioni: [] },
  { codice: 'completata', descrizione: 'Completata', transizioni: [] },
  { codice: 'ritirata', descrizione: 'Ritirata da chi l’ha inviata', transizioni: [] },
]);
export type StatoRichiesta = (typeof statiRichiesta)[number]['codice'];
export const statoRichiestaSchema = z.enum(
  statiRichiesta.map((s) => s.codice) as [StatoRichiesta, ...StatoRichiesta[]],
  { error: 'Stato sconosciuto.' },
);

const isoDate = z.iso.date({ error: 'Data non valida (AAAA-MM-GG).' });

export const richiestaSchema = z
  .object({
    id: z.number().int(),
    oggetto: z.string(),
    descrizione: z.string(),
    tematica: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    destinatari: z.array(z.string()),
    setting: z.string().nullable(),
    dal: z.string().nullable().meta({ description: 'Periodo preferito: dal' }),
    al: z.string().nullable().meta({ description: 'Periodo preferito: al' }),
    aslId: z.number().int(),
    denominazioneAzienda: z.string(),
    distretto: z.object({ id: z.number().int(), denominazione: z.string() }).nullable(),
    richiedente: z.object({ tipo: z.enum(['ente', 'cittadino']), nome: z.string() }),
    mia: z.boolean().meta({ description: 'Chi legge è chi ha inviato la richiesta' }),
    stato: statoRichiestaSchema,
    assegnatario: z.string().nullable().meta({ description: "L'operatore che l'ha presa in carico" }),
    azioni: z
      .array(statoRichiestaSchema)
      .meta({ description: 'Gli stati a cui chi legge può portare la richiesta ora' }),
    storia: z.array(
      z.object({ stato: statoRichiestaSchema, nota: z.string(), chi: z.string(), quando: z.string() }),
    ),
    inviata: z.string(),
    aggiornata: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Richiesta' });
export type Richiesta = z.infer<typeof richiestaSchema>;

export const richiestaCreateSchema = z
  .object({
    oggetto: z.string().trim().min(1, "Indicare l'oggetto.").max(200),
    descrizione: z.string().trim().min(1, 'Descrivere la richiesta.').max(4000),
    tematica: z.nullable(refIdSchema).default(null),
    destinatari: z.array(destinatarioSchema).min(1, 'Scegliere almeno un destinatario.').max(10),
    setting: settingSchema.nullable().default(null),
    dal: isoDate.nullable().default(null),
    al: isoDate.nullable().default(null),
  })
  .strict()
  .meta({
    id: 'RichiestaCreate',
    description: "Va all'azienda (e al distretto) del profilo di chi la invia",
  });
export type RichiestaCreate = z.infer<typeof richiestaCreateSchema>;

export const richiestaUpdateSchema = z
  .object({
    id: refIdSchema,
    version: versionSchema,
    stato: statoRichiestaSchema,
    nota: z
      .string()
      .trim()
      .max(2000)
      .default('')
      .meta({ description: 'Per chi ha inviato: obbligatoria nel rifiuto' }),
  })
  .strict()
  .meta({ id: 'RichiestaUpdate' });
export type RichiestaUpdate = z.infer<typeof richiestaUpdateSchema>;

export const richiesteQuerySchema = pageQuerySchema(['oggetto', 'inviata', 'aggiornata']).extend({
  stato: statoRichiestaSchema.optional(),
  tema: z.optional(numericIdSchema).meta({ description: 'Una tematica' }),
});
export type RichiesteQuery = z.infer<typeof richiesteQuerySchema>;
export const richiestePageSchema = pageSchema(richiestaSchema, 'RichiestePage');

export const conteggiRichiesteSchema = z
  .array(z.object({ stato: statoRichiestaSchema, n: z.number().int() }))
  .meta({ id: 'ConteggiRichieste', description: 'Ogni stato, anche a zero, nell’ordine del percorso' });
export type ConteggiRichieste = z.infer<typeof conteggiRichiesteSchema>;

const API = '/api/prosa/richieste';
const tags = ['Pro.Sa. richieste'];
const { admin, operatore, responsabile, ente, cittadino } = prosaRoles;
const everyone = [admin, operatore, responsabile, ente, cittadino];

export const prosaRichiesteRoutes = defineRoutes({
  richieste: defineRoute({
    method: 'GET',
    url: API,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary: "Le richieste: le proprie per enti e cittadini, quelle dell'ambito per gli operatori",
    tags,
    querystring: richiesteQuerySchema,
    response: { 200: richiestePageSchema },
    errors: [403],
  }),
  conteggiRichieste: defineRoute({
    method: 'GET',
    url: `${API}/conteggi`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary:
      'Quante richieste ha ogni stato tra quelle che la ricerca trova (testo, tematica), nello stesso ambito',
    tags,
    querystring: richiesteQuerySchema.pick({ q: true, tema: true }),
    response: { 200: conteggiRichiesteSchema },
    errors: [403],
  }),
  richiesta: defineRoute({
    method: 'GET',
    url: `${API}/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary: 'Una richiesta con la sua storia',
    tags,
    params: idParamsSchema,
    response: { 200: richiestaSchema },
    errors: [403, 404],
  }),
  inviaRichiesta: defineRoute({
    method: 'POST',
    url: `${API}/add`,
    access: requiresRole(PROSA_APPLICATION, [ente, cittadino]),
    summary: 'Un ente o un cittadino chiede un intervento alla propria azienda sanitaria',
    tags,
    body: richiestaCreateSchema,
    response: { 201: richiestaSchema },
    errors: [403],
  }),
  aggiornaRichiesta: defineRoute({
    method: 'PUT',
    url: `${API}/update`,
    access: requiresRole(PROSA_APPLICATION, everyone),
    summary:
      'Fa avanzare una richiesta: presa in carico, accettata o rifiutata (con motivo), completata; chi l’ha inviata la ritira',
    tags,
    body: richiestaUpdateSchema,
    response: { 200: richiestaSchema },
    errors: [403, 404, 409],
  }),
});
