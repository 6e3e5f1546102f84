import { z } from 'zod';
import { idParamsSchema, messageSchema, numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema } from '../paging.ts';
import { publicAccess, requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';

/**
 * Pro.Sa. events (issue 15; docs/adr/0020-prosa-eventi.md): dated events of a project or a campaign (talks, open
 * days, screening days) with a place and seats. Each event is a calendar of the calendar service with the
 * single-event configuration: people book a seat, join its waiting list and download the `.ics` through the
 * calendar's calls (`POST /api/v1/calendar/events` with the event's `calendarioId` and `inizio`).
 */

export const eventoMessages = {
  notFound: 'Evento non trovato.',
  parentNotFound: 'Progetto o campagna non trovati nel tuo ambito.',
  oneParent: 'Un evento appartiene a un progetto o a una campagna: indicare uno dei due.',
  times: "L'orario di fine deve seguire quello di inizio.",
  past: "L'evento deve essere nel futuro.",
  seatsBelow: (n: number) => `L'evento ha già ${n} prenotazioni: i posti non possono essere meno.`,
  booked: (n: number) =>
    `L'evento ha ${n} prenotazioni o persone in attesa: per eliminarlo vanno annullate, e le persone saranno avvisate.`,
  moved: (n: number) =>
    `L'evento ha ${n} prenotazioni o persone in attesa: l'orario non si cambia. Per un altro orario, crearne un altro.`,
  deleted: 'Evento eliminato.',
} as const;

const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Data e ora nel formato AAAA-MM-GGTHH:MM.')
  .meta({ description: 'Data e ora in Italia (Europe/Rome)' });

export const eventoSchema = z
  .object({
    id: z.number().int(),
    titolo: z.string(),
    descrizione: z.string(),
    luogo: z.string(),
    inizio: z.iso.datetime({ offset: true }),
    fine: z.iso.datetime({ offset: true }),
    posti: z.number().int(),
    liberi: z.number().int(),
    inAttesa: z.number().int(),
    progetto: z.object({ id: z.number().int(), titolo: z.string() }).nullable(),
    campagna: z.object({ id: z.number().int(), titolo: z.string() }).nullable(),
    aslId: z.number().int(),
    denominazioneAzienda: z.string(),
    tematiche: z.array(z.object({ id: z.number().int(), nome: z.string() })),
    calendarioId: z
      .number()
      .int()
      .meta({ description: 'Il calendario dove si prenota (POST /api/v1/calendar/events)' }),
    miaPrenotazione: z
      .object({ id: z.number().int(), stato: z.string() })
      .nullable()
      .meta({ description: 'La prenotazione di chi legge (anche in lista di attesa)' }),
    modificabile: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'EventoProsa' });
export type Evento = z.infer<typeof eventoSchema>;

const eventoFields = {
  titolo: z.string().trim().min(2, 'Indicare il titolo.').max(120),
  descrizione: z.string().trim().max(2000).default(''),
  luogo: z.string().trim().min(1, 'Indicare il luogo.').max(300),
  inizio: localDateTime,
  fine: localDateTime,
  posti: z.number({ error: 'Numero di posti non valido.' }).int().min(1, 'Almeno un posto.').max(10_000),
};

export const eventoCreateSchema = z
  .object({
    ...eventoFields,
    progettoId: z.nullable(refIdSchema).default(null),
    campagnaId: z.nullable(refIdSchema).default(null),
  })
  .strict()
  .meta({ id: 'EventoProsaCreate' });
export const eventoUpdateSchema = z
  .object({ id: refIdSchema, version: versionSchema, ...eventoFields })
  .strict()
  .meta({ id: 'EventoProsaUpdate' });
export type EventoCreate = z.infer<typeof eventoCreateSchema>;
export type EventoUpdate = z.infer<typeof eventoUpdateSchema>;

export const eventiQuerySchema = pageQuerySchema(['inizio', 'titolo']).extend({
  dal: z.iso
    .date({ error: 'Data non valida (AAAA-MM-GG).' })
    .optional()
    .meta({ description: 'Dal giorno (predefinito: oggi)' }),
  al: z.iso.date({ error: 'Data non valida (AAAA-MM-GG).' }).optional(),
  tema: z.optional(numericIdSchema),
  asl: z.optional(numericIdSchema),
  progetto: z.optional(numericIdSchema),
  campagna: z.optional(numericIdSchema),
});
export type EventiQuery = z.infer<typeof eventiQuerySchema>;
export const eventiPageSchema = pageSchema(eventoSchema, 'EventiProsaPage');

const API = '/api/prosa/eventi';
const tags = ['Pro.Sa. eventi'];
const { admin, operatore, responsabile, ente, cittadino } = prosaRoles;
const staff = [admin, operatore, responsabile];

export const prosaEventiRoutes = defineRoutes({
  eventiProsa: defineRoute({
    method: 'GET',
    url: API,
    access: requiresRole(PROSA_APPLICATION, [...staff, ente, cittadino]),
    summary:
      'Gli eventi di progetti e campagne pubblicati (e, per chi li gestisce, del proprio ambito), dal più vicino',
    tags,
    querystring: eventiQuerySchema,
    response: { 200: eventiPageSchema },
  }),
  eventiProsaPubblici: defineRoute({
    method: 'GET',
    url: '/api/public/prosa/eventi',
    access: publicAccess,
    summary: 'I prossimi eventi di progetti e campagne pubblicati, senza accesso',
    tags,
    querystring: eventiQuerySchema,
    response: { 200: eventiPageSchema },
  }),
  eventoProsa: defineRoute({
    method: 'GET',
    url: `${API}/byid/:id`,
    access: requiresRole(PROSA_APPLICATION, [...staff, ente, cittadino]),
    summary: 'Un evento con i posti liberi e la prenotazione di chi legge',
    tags,
    params: idParamsSchema,
    response: { 200: eventoSchema },
    errors: [404],
  }),
  aggiungiEventoProsa: defineRoute({
    method: 'POST',
    url: `${API}/add`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Un evento nuovo di un progetto o di una campagna del proprio ambito (e il suo calendario)',
    tags,
    body: eventoCreateSchema,
    response: { 201: eventoSchema },
    errors: [403],
  }),
  aggiornaEventoProsa: defineRoute({
    method: 'PUT',
    url: `${API}/update`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary: 'Modifica un evento (orari, luogo, posti): il calendario segue',
    tags,
    body: eventoUpdateSchema,
    response: { 200: eventoSchema },
    errors: [404, 409],
  }),
  eliminaEventoProsa: defineRoute({
    method: 'DELETE',
    url: `${API}/delete/:id`,
    access: requiresRole(PROSA_APPLICATION, staff),
    summary:
      'Elimina un evento; con prenotazioni solo con annullaPrenotazioni=true (le persone sono avvisate)',
    tags,
    params: idParamsSchema,
    querystring: z.object({
      annullaPrenotazioni: z
        .stringbool()
        .default(false)
        .meta({ description: 'Annulla le prenotazioni e avvisa' }),
    }),
    response: { 200: messageSchema },
    errors: [404, 409],
  }),
});
