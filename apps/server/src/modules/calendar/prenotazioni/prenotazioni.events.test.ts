import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { newWebhookSecret, verifyWebhook } from '../../../events/webhook-signature.ts';
import { createEventsRepository } from '../../events/events.repository.ts';
import { subscriptions } from '../../events/events.tables.ts';
import { startReceiver } from '../../events/events.test-utils.ts';
import { API, calendarSuite, expectStatus } from '../calendar.test-suite.ts';
import { at } from '../calendar.test-utils.ts';

/** Bookings made and cancelled, told to the subscriptions as CloudEvents (docs/adr/0047-event-subscriptions.md). */
describe.each(testDatabases())('calendar events on $name', (kind) => {
  const bed = calendarSuite(kind);
  const secret = newWebhookSecret();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());
  beforeEach(async () => {
    await bed.server.database.db.delete(subscriptions);
    receiver.received.length = 0;
  });

  const subscribe = (values: Partial<typeof subscriptions.$inferInsert> = {}) =>
    createEventsRepository(bed.server.database.db).insertSubscription({
      nome: 'CUP regionale',
      url: receiver.url,
      secret,
      tipi: ['it.halo.calendar.booking.created', 'it.halo.calendar.booking.cancelled'],
      ...values,
    });
  /**
   * What the worker of a replica sends now, round after round as it does (one event of a subject per round), as the
   * receiver read it, checked against the signature.
   */
  async function delivered() {
    while ((await bed.server.app.events.deliverDue({ now: new Date() })) > 0);
    return receiver.received.map(({ body, headers }) => {
      const signed = {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      };
      expect(verifyWebhook(secret, signed, body, new Date())).toBe('valid');
      return JSON.parse(body) as {
        type: string;
        subject: string;
        source: string;
        data: Record<string, unknown>;
      };
    });
  }

  it('tells of a booking made and cancelled, in order, with ids and states only', async () => {
    await subscribe();
    const calendar = await bed.newCalendar();
    const booked = expectStatus(
      await bed.book('cittadino', { calendarioId: calendar.id, inizio: at(2) }),
      201,
    );
    expectStatus(await bed.as.cittadino.del(`${API}/events/delete/${booked.id}?motivo=Impegno`), 200);
    const events = await delivered();
    expect(events.map((e) => [e.type, e.subject, e.source])).toEqual([
      ['it.halo.calendar.booking.created', `prenotazioni/${booked.id}`, '/calendar'],
      ['it.halo.calendar.booking.cancelled', `prenotazioni/${booked.id}`, '/calendar'],
    ]);
    expect(events[0]?.data).toEqual({
      prenotazione: booked.id,
      calendario: calendar.id,
      stato: 'prenotato',
      inizio: expect.any(String),
      fine: expect.any(String),
    });
    expect(Date.parse(String(events[0]?.data.inizio))).toBe(Date.parse(at(2)));
    expect(events[1]?.data).toEqual({ prenotazione: booked.id, calendario: calendar.id, da: 'prenotato' });
  });

  it("adds the person's name and address only for a subscription granted personal data", async () => {
    await subscribe({ datiPersonali: true, tipi: ['it.halo.calendar.booking.created'] });
    const calendar = await bed.newCalendar();
    const booked = expectStatus(
      await bed.book('cittadino', { calendarioId: calendar.id, inizio: at(3) }),
      201,
    );
    const [event] = await delivered();
    expect(event?.data).toMatchObject({ prenotazione: booked.id, persona: expect.any(String) });
    expect(event?.data.email).toBe('cittadino@example.org');
  });

  it('tells nothing of a booking refused: the statement that would write it writes no event', async () => {
    await subscribe();
    const calendar = await bed.newCalendar({}, { posti: 1 });
    expectStatus(await bed.book('cittadino', { calendarioId: calendar.id, inizio: at(4) }), 201);
    const full = await bed.book('medico', { calendarioId: calendar.id, inizio: at(4) });
    expect(full.status).toBe(409);
    expect((await delivered()).map((e) => e.type)).toEqual(['it.halo.calendar.booking.created']);
  });
});
