import { z } from 'zod';
import { CALENDAR_API as API, calendarTags as tags } from '../calendar.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { authenticatedAccess, publicAccess } from '../permissions.ts';
// After the bookings' schemas, where the OpenAPI document (which lists schemas in the order they are made) has
// always had the feed's.
import './prenotazioni.ts';

/**
 * A person's private iCalendar feed of their bookings (issue 13): calendar applications subscribe to its address,
 * which is the credential — shown once, when made; only a digest of it is kept.
 */

export const feedSchema = z
  .object({
    attivo: z.boolean(),
    creatoIl: z.iso.datetime().nullable(),
    url: z.string().nullable().meta({ description: 'L’indirizzo del feed: solo nella risposta che lo crea' }),
  })
  .meta({ id: 'FeedCalendario' });

export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type Feed = z.infer<typeof feedSchema>;

export const calendarFeedRoutes = defineRoutes({
  feed: defineRoute({
    method: 'GET',
    url: `${API}/feed`,
    access: authenticatedAccess,
    summary: 'Se chi chiede ha un feed iCalendar privato delle sue prenotazioni',
    tags,
    response: { 200: feedSchema },
  }),
  creaFeed: defineRoute({
    method: 'POST',
    url: `${API}/feed`,
    access: authenticatedAccess,
    summary: 'Crea il feed iCalendar privato (revoca quello precedente) e ne dà l’indirizzo',
    tags,
    response: { 201: feedSchema },
  }),
  revocaFeed: defineRoute({
    method: 'DELETE',
    url: `${API}/feed`,
    access: authenticatedAccess,
    summary: 'Revoca il feed iCalendar privato: il suo indirizzo non risponde più',
    tags,
    response: { 200: feedSchema },
  }),
  leggiFeed: defineRoute({
    method: 'GET',
    url: `${API}/feed/:token`,
    access: publicAccess,
    summary: 'Il feed iCalendar privato (l’indirizzo stesso è la credenziale)',
    tags,
    params: z.object({ token: z.string().regex(FEED_TOKEN) }),
    response: { 200: z.string().meta({ description: 'text/calendar' }) },
    errors: [404],
  }),
});
