import { z } from 'zod';
import { numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import { CALENDAR_API as API, bookingStateCodes, NEW_ID, calendarTags as tags } from '../calendar.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageSchema } from '../paging.ts';
import { authenticatedAccess } from '../permissions.ts';
import { bookingStateSchema } from './calendari.ts';

/**
 * Bookings ("events", SPEC.md §7): a seat in a slot for oneself or, by an operator, for someone else; the waiting
 * list when the slot is full; their states and history, and one booking as an iCalendar file.
 */

const personaSchema = z
  .object({
    nome: z.string().trim().min(2).max(120),
    email: z.email().max(200).nullable().default(null),
  })
  .meta({ id: 'PersonaPrenotazione' });

const note = z.string().trim().max(1000);

export const prenotazioneCreateSchema = z
  .object({
    id: z.union([z.literal(NEW_ID), z.literal(-1)]).optional(),
    calendarioId: refIdSchema,
    inizio: z.iso.datetime({ offset: true, error: 'Istante ISO 8601 con fuso orario.' }),
    note: note.default(''),
    listaAttesa: z
      .boolean()
      .default(false)
      .meta({ description: 'Se il posto è pieno, mettersi in lista di attesa' }),
    per: personaSchema
      .optional()
      .meta({ description: 'Per conto di chi (solo operatori del calendario); senza, per sé' }),
  })
  .meta({ id: 'PrenotazioneCreate' });

export const prenotazioneUpdateSchema = z
  .object({
    id: refIdSchema,
    version: versionSchema,
    stato: z.enum(bookingStateCodes).optional(),
    inizio: z.iso.datetime({ offset: true }).optional().meta({ description: 'Spostare a un altro orario' }),
    note: note.optional(),
    motivo: z.string().trim().max(300).optional().meta({ description: 'Perché cambia (storia)' }),
  })
  .meta({ id: 'PrenotazioneUpdate' });

export const storiaPrenotazioneSchema = z
  .object({
    da: z.string().nullable(),
    a: z.string(),
    il: z.iso.datetime(),
    autore: z.string().nullable(),
    motivo: z.string().nullable(),
  })
  .meta({ id: 'StoriaPrenotazione' });

export const prenotazioneSchema = z
  .object({
    id: z.number().int(),
    calendarioId: z.number().int(),
    calendarioNome: z.string(),
    inizio: z.iso.datetime({ offset: true }),
    fine: z.iso.datetime({ offset: true }),
    titolo: z.string().nullable(),
    stato: z.enum(bookingStateCodes),
    prenotataDa: z.string().meta({ description: 'Nome utente di chi ha prenotato' }),
    per: z.object({ nome: z.string(), email: z.string().nullable() }),
    mia: z.boolean().meta({ description: 'La prenotazione è per chi chiede' }),
    note: z.string(),
    posizioneAttesa: z.number().int().nullable(),
    offertaScadeIl: z.iso.datetime().nullable().meta({
      description: 'Chi è in lista di attesa ha un posto offerto fino a questo istante',
    }),
    annullabileFinoAl: z.iso.datetime().nullable(),
    version: z.number().int(),
    creataIl: z.iso.datetime(),
    storia: z.array(storiaPrenotazioneSchema),
  })
  .meta({ id: 'Prenotazione' });

export const prenotazioniQuerySchema = z.object({
  calendarioId: z.optional(numericIdSchema),
  dal: z.iso.datetime({ offset: true }).optional().meta({ description: 'Dall’istante (incluso)' }),
  al: z.iso.datetime({ offset: true }).optional().meta({ description: 'All’istante (escluso)' }),
  stato: z.enum(bookingStateCodes).optional(),
  ambito: z
    .enum(['mie', 'gestite'])
    .default('mie')
    .meta({ description: 'mie: le proprie; gestite: quelle dei calendari che si gestiscono' }),
  ordine: z.enum(['inizio', '-inizio']).default('inizio'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(50),
});

export const prenotazioniPageSchema = pageSchema(prenotazioneSchema, 'PaginaPrenotazioni');

export const annullaQuerySchema = z.object({ motivo: z.string().trim().max(300).optional() });

export type Prenotazione = z.infer<typeof prenotazioneSchema>;

export const calendarPrenotazioniRoutes = defineRoutes({
  statiEvento: defineRoute({
    method: 'GET',
    url: `${API}/events/states`,
    access: authenticatedAccess,
    summary: 'Stati di una prenotazione e i passaggi ammessi',
    tags,
    response: { 200: z.array(bookingStateSchema) },
  }),
  eventi: defineRoute({
    method: 'GET',
    url: `${API}/events`,
    access: authenticatedAccess,
    summary: 'Prenotazioni: le proprie, o quelle dei calendari che si gestiscono',
    tags,
    querystring: prenotazioniQuerySchema,
    response: { 200: prenotazioniPageSchema },
    errors: [403, 404],
  }),
  prenota: defineRoute({
    method: 'POST',
    url: `${API}/events`,
    access: authenticatedAccess,
    summary: 'Prenota un posto (id -1), o si mette in lista di attesa se è pieno',
    tags,
    body: prenotazioneCreateSchema,
    response: { 201: prenotazioneSchema },
    errors: [403, 404, 409],
  }),
  aggiornaEvento: defineRoute({
    method: 'PUT',
    url: `${API}/events`,
    access: authenticatedAccess,
    summary: 'Cambia lo stato, l’orario o le note di una prenotazione',
    tags,
    body: prenotazioneUpdateSchema,
    response: { 200: prenotazioneSchema },
    errors: [403, 404, 409],
  }),
  annullaEvento: defineRoute({
    method: 'DELETE',
    url: `${API}/events/delete/:id`,
    access: authenticatedAccess,
    summary: 'Annulla una prenotazione (entro il termine di annullamento)',
    tags,
    params: z.object({ id: numericIdSchema }),
    querystring: annullaQuerySchema,
    response: { 200: prenotazioneSchema },
    errors: [403, 404, 409],
  }),
  icsEvento: defineRoute({
    method: 'GET',
    url: `${API}/events/ics/:id`,
    access: authenticatedAccess,
    summary: 'Una prenotazione come file iCalendar (text/calendar), da aggiungere alla propria agenda',
    tags,
    params: z.object({ id: numericIdSchema }),
    response: { 200: z.string().meta({ description: 'text/calendar' }) },
    errors: [404],
  }),
});
