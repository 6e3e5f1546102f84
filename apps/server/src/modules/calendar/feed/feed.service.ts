import { createHash, randomBytes } from 'node:crypto';
import type { Principal } from '@halo/contract';
import { calendarMessages as m } from '@halo/contract/calendar';
import { NotFoundError } from '../../../errors.ts';
import { type CalendarAccess, operates } from '../calendar.access.ts';
import type { CalendarParts } from '../calendar.parts.ts';
import { type BookingViews, ownerLabelOf } from '../calendar.views.ts';
import { bookingsIcs } from '../prenotazioni/prenotazioni.ics.ts';
import { createFeedsRepository } from './feed.repository.ts';

/** Where private feeds answer: the token follows. */
export const FEED_PATH = '/api/v1/calendar/feed';

/** Only the digest of a feed's token is stored: a copy of the database does not give anyone's feed. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Bookings as iCalendar (RFC 5545): one booking's file, and each person's private feed, the address calendar
 * applications subscribe to (its token is the credential, shown once, revocable).
 */
export function createFeedsService(
  { deps, repo, now }: CalendarParts,
  { access, views }: { access: CalendarAccess; views: BookingViews },
) {
  const feeds = createFeedsRepository(deps.db);
  const { masks } = access;
  const { bookingViews, oneBookingView } = views;

  return {
    /** A booking as an iCalendar file, for who it is for and who operates its calendar. */
    async bookingIcs(principal: Principal, id: number): Promise<string> {
      const row = await repo.findBooking(id);
      const calendar = row && (await repo.findCalendar(row.calendarId));
      const mask = await masks(principal);
      if (
        !row ||
        !calendar ||
        (row.forSubject !== principal.userId && !operates(calendar, principal, mask))
      ) {
        throw new NotFoundError(m.bookingNotFound);
      }
      return bookingsIcs([{ booking: await oneBookingView(row, principal), luogo: ownerLabelOf(calendar) }], {
        nome: calendar.nome,
        publicUrl: deps.publicUrl,
      });
    },

    async feedStatus(principal: Principal) {
      const createdAt = await feeds.feedOf(principal.userId);
      return { attivo: !!createdAt, creatoIl: createdAt?.toISOString() ?? null, url: null };
    },

    /** A new private feed (the old address stops answering); its address is in this answer only. */
    async createFeed(principal: Principal) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = await feeds.saveFeed(principal.userId, digest(token));
      return {
        attivo: true,
        creatoIl: createdAt.toISOString(),
        url: `${deps.publicUrl}${FEED_PATH}/${token}`,
      };
    },

    async revokeFeed(principal: Principal) {
      await feeds.deleteFeed(principal.userId);
      return { attivo: false, creatoIl: null, url: null };
    },

    /** The feed of the person a token belongs to: their bookings from 30 days ago on, cancelled ones marked so. */
    async feedIcs(token: string): Promise<string> {
      const subject = await feeds.feedSubject(digest(token));
      if (!subject) throw new NotFoundError('Feed non trovato o revocato.');
      const from = new Date(now().getTime() - 30 * 86_400_000);
      const { items } = await repo.listBookings({
        forSubject: subject,
        from,
        newestFirst: false,
        offset: 0,
        limit: 1000,
      });
      const views = await bookingViews(items, null);
      const places = new Map<number, string>();
      for (const id of new Set(items.map((b) => b.calendarId))) {
        const found = await repo.findCalendar(id);
        places.set(id, found ? ownerLabelOf(found) : '');
      }
      return bookingsIcs(
        views.map((booking) => ({ booking, luogo: places.get(booking.calendarioId) ?? '' })),
        { nome: 'Le mie prenotazioni – Halo', publicUrl: deps.publicUrl },
      );
    },
  };
}
