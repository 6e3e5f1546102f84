import { calendarFeedRoutes as contract } from '@halo/contract/calendar/feed';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf } from '../../../http/write-context.ts';
import type { CalendarService } from '../calendar.service.ts';

/** The type of an iCalendar answer: a booking's file, a private feed. */
export const ICS = 'text/calendar; charset=utf-8';

export async function feedRoutes(app: FastifyInstance, { service }: { service: CalendarService }) {
  route(app, contract.feed, async (request) => service.feedStatus(principalOf(request)));
  route(app, contract.creaFeed, async (request, reply) => {
    reply.status(201);
    return service.createFeed(principalOf(request));
  });
  route(app, contract.revocaFeed, async (request) => service.revokeFeed(principalOf(request)));
  // Public: the address is the credential (unguessable, revocable). Calendar applications poll it.
  route(
    app,
    contract.leggiFeed,
    async (request, reply) => {
      const text = await service.feedIcs(request.params.token);
      return reply.type(ICS).header('cache-control', 'private, max-age=300').send(Buffer.from(text));
    },
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );
}
