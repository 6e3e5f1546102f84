import type { IncomingHttpHeaders } from 'node:http';
import type { EventType } from '@halo/contract/integration';
import { asc, eq } from 'drizzle-orm';
import { bodyOf, listenOnLoopback } from '../../../test/loopback.ts';
import type { Db } from '../../db/database.ts';
import { outboxEvents } from './events.tables.ts';

/** The events of a type in the outbox, oldest first: what the changes wrote, as a subscription would get them. */
export async function outboxOf(db: Db, type: EventType) {
  return db
    .select({
      type: outboxEvents.type,
      source: outboxEvents.source,
      subject: outboxEvents.subject,
      time: outboxEvents.time,
      data: outboxEvents.data,
      personal: outboxEvents.personal,
    })
    .from(outboxEvents)
    .where(eq(outboxEvents.type, type))
    .orderBy(asc(outboxEvents.seq));
}

/** What an endpoint received: the body as sent and its headers; `answer` decides the status of the next ones. */
export interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** An endpoint of a subscribing system on loopback, keeping what it receives. */
export async function startReceiver() {
  const received: Received[] = [];
  let answer = (_body: string) => 204;
  const server = await listenOnLoopback(async (request, response) => {
    const body = await bodyOf(request);
    received.push({ body, headers: request.headers });
    response.statusCode = answer(body);
    response.end();
  });
  return {
    url: `${server.origin}/halo-events`,
    received,
    answerWith(next: (body: string) => number) {
      answer = next;
    },
    close: server.close,
  };
}
