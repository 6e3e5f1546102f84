import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenedDatabase, testDatabases } from '../../../test/databases.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { newWebhookSecret, verifyWebhook } from '../../events/webhook-signature.ts';
import { createEventsRepository } from './events.repository.ts';
import { createEventsService, type NewEvent } from './events.service.ts';
import { deliveries, outboxEvents, subscriptions } from './events.tables.ts';
import { startReceiver } from './events.test-utils.ts';

const booking = (id: number, data: Record<string, unknown> = {}): NewEvent => ({
  type: 'it.halo.calendar.booking.created',
  source: '/calendar',
  subject: `prenotazioni/${id}`,
  data: { prenotazione: id, ...data },
  personal: { persona: 'Mario Rossi' },
});

describe.each(testDatabases())('the event outbox and its deliveries on $name', (kind) => {
  let opened: OpenedDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const secret = newWebhookSecret();
  const t0 = new Date('2026-11-29T10:00:00Z');

  beforeAll(async () => {
    opened = await kind.open();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await opened?.drop();
  });
  beforeEach(async () => {
    await opened.database.db.delete(subscriptions);
    await opened.database.db.delete(outboxEvents);
    receiver.received.length = 0;
    receiver.answerWith(() => 204);
  });

  const subscribe = (values: Partial<typeof subscriptions.$inferInsert> = {}) =>
    createEventsRepository(opened.database.db).insertSubscription({
      nome: 'Sistema regionale',
      url: receiver.url,
      secret,
      tipi: ['it.halo.calendar.booking.created'],
      ...values,
    });
  const service = () => createEventsService({ db: opened.database.db });
  const emit = (event: NewEvent, at = t0) =>
    inTransaction(opened.database.db, (tx) => service().emit(tx, event, at));
  const states = async () =>
    (await opened.database.db.select().from(deliveries).orderBy(deliveries.seq)).map((d) => d.stato);

  it('writes an event only with its change: a transaction rolled back leaves none, and no delivery', async () => {
    await subscribe();
    await expect(
      inTransaction(opened.database.db, async (tx) => {
        await service().emit(tx, booking(1), t0);
        throw new Error('la modifica non va a buon fine');
      }),
    ).rejects.toThrow('la modifica');
    expect(await opened.database.db.select().from(outboxEvents)).toEqual([]);
    expect(await states()).toEqual([]);
    await emit(booking(2));
    expect((await opened.database.db.select().from(outboxEvents)).map((e) => e.subject)).toEqual([
      'prenotazioni/2',
    ]);
  });

  it('queues a delivery for each active subscription to the type, none for the others', async () => {
    const wanted = await subscribe();
    await subscribe({ nome: 'Altro', tipi: ['it.halo.stroke.score.recorded'] });
    await subscribe({ nome: 'Sospesa', attiva: false });
    await emit(booking(3));
    const rows = await opened.database.db.select().from(deliveries);
    expect(rows.map((d) => [d.subscriptionId, d.subject, d.stato])).toEqual([
      [wanted.id, 'prenotazioni/3', 'pending'],
    ]);
  });

  it('sends a signed CloudEvent the receiver can verify, with personal fields only where granted', async () => {
    const plain = await subscribe();
    await subscribe({ nome: 'Con dati personali', url: `${receiver.url}?personali`, datiPersonali: true });
    const id = await emit(booking(4));
    expect(await service().deliverDue({ now: t0 })).toBe(2);
    expect(await states()).toEqual(['delivered', 'delivered']);
    expect(receiver.received).toHaveLength(2);
    for (const { body, headers } of receiver.received) {
      expect(headers['content-type']).toBe('application/cloudevents+json; charset=utf-8');
      expect(headers['webhook-id']).toBe(id);
      const signed = {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      };
      expect(verifyWebhook(secret, signed, body, t0)).toBe('valid');
      expect(verifyWebhook(secret, signed, `${body} `, t0)).toBe('bad-signature');
      expect(verifyWebhook(secret, signed, body, new Date(t0.getTime() + 6 * 60_000))).toBe('expired');
    }
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.find((b) => b.data.persona === undefined)).toEqual({
      specversion: '1.0',
      id,
      source: '/calendar',
      type: 'it.halo.calendar.booking.created',
      subject: 'prenotazioni/4',
      time: t0.toISOString(),
      datacontenttype: 'application/json',
      data: { prenotazione: 4 },
    });
    expect(bodies.find((b) => b.data.persona)?.data).toEqual({ prenotazione: 4, persona: 'Mario Rossi' });
    expect(plain.datiPersonali).toBe(false);
    // Nothing is due any more.
    expect(await service().deliverDue({ now: new Date(t0.getTime() + 3600_000) })).toBe(0);
  });

  it('tries a failing endpoint again, doubling the wait, and parks the delivery after its period', async () => {
    await subscribe({ ritentaPerOre: 1 });
    await emit(booking(5));
    receiver.answerWith(() => 503);
    const round = (seconds: number) =>
      service().deliverDue({ now: new Date(t0.getTime() + seconds * 1000), jitter: () => 0.5 });
    expect(await round(0)).toBe(1);
    const [first] = await opened.database.db.select().from(deliveries);
    expect(first).toMatchObject({ stato: 'pending', tentativi: 1, ultimoEsito: 'HTTP 503' });
    expect(first?.prossimoTentativo).toEqual(new Date(t0.getTime() + 30_000));
    expect(await round(29)).toBe(0);
    expect(await round(30)).toBe(1);
    const [second] = await opened.database.db.select().from(deliveries);
    expect(second?.prossimoTentativo).toEqual(new Date(t0.getTime() + 30_000 + 60_000));
    // Far past the hour: the next try would fall after it, so it is parked, kept with its last answer.
    expect(await round(3 * 3600)).toBe(1);
    expect(await states()).toEqual(['parked']);
    expect(await round(4 * 3600)).toBe(0);
  });

  it('keeps the deliveries of a suspended subscription until it is active again', async () => {
    const subscription = await subscribe();
    await emit(booking(8));
    await opened.database.db.update(subscriptions).set({ attiva: false });
    expect(await service().deliverDue({ now: t0 })).toBe(0);
    expect(await states()).toEqual(['pending']);
    await opened.database.db.update(subscriptions).set({ attiva: true });
    expect(await service().deliverDue({ now: t0 })).toBe(1);
    expect(receiver.received.map((r) => JSON.parse(r.body).subject)).toEqual(['prenotazioni/8']);
    expect(subscription.attiva).toBe(true);
  });

  it("keeps a subject's deliveries in order: a later event waits while an earlier one is retried", async () => {
    await subscribe();
    await emit(booking(6, { stato: 'prenotata' }));
    await emit(booking(6, { stato: 'annullata' }));
    await emit(booking(7));
    receiver.answerWith((body) => (JSON.parse(body).data.stato === 'prenotata' ? 500 : 204));
    expect(await service().deliverDue({ now: t0, jitter: () => 0.5 })).toBe(2);
    expect(receiver.received.map((r) => JSON.parse(r.body).subject)).toEqual([
      'prenotazioni/6',
      'prenotazioni/7',
    ]);
    expect(await states()).toEqual(['pending', 'pending', 'delivered']);
    receiver.answerWith(() => 204);
    expect(await service().deliverDue({ now: new Date(t0.getTime() + 10_000) })).toBe(0);
    const later = new Date(t0.getTime() + 60_000);
    expect(await service().deliverDue({ now: later })).toBe(1);
    expect(await service().deliverDue({ now: later })).toBe(1);
    expect(receiver.received.slice(2).map((r) => JSON.parse(r.body).data.stato)).toEqual([
      'prenotata',
      'annullata',
    ]);
    expect(await states()).toEqual(['delivered', 'delivered', 'delivered']);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('two delivery workers on one PostgreSQL', () => {
  const kind = testDatabases().find((k) => k.name === 'postgres');
  let opened: OpenedDatabase;
  let other: Database;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    opened = (await kind?.open()) as OpenedDatabase;
    // The second worker's own pool, as another replica's.
    other = await openDatabase({ url: opened.url });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await other?.close();
    await opened?.drop();
  });

  it('sends every event once, each subject in order, with both workers claiming at the same time', async () => {
    const repo = createEventsRepository(opened.database.db);
    await repo.insertSubscription({
      nome: 'Sistema regionale',
      url: receiver.url,
      secret: newWebhookSecret(),
      tipi: ['it.halo.calendar.booking.created'],
    });
    const writer = createEventsService({ db: opened.database.db });
    const t0 = new Date();
    for (let i = 0; i < 40; i++) {
      await inTransaction(opened.database.db, (tx) =>
        writer.emit(tx, { ...booking(i % 4, { n: i }), personal: undefined }, t0),
      );
    }
    // Each worker claims at most three at a time, so both have work while the other's requests are in flight.
    const worker = (db: Database) => async () => {
      const service = createEventsService({ db: db.db });
      let sent = 0;
      for (let round = 0; round < 200; round++) {
        const n = await service.deliverDue({ now: new Date(), limit: 3 });
        sent += n;
        const left = await opened.database.db.$count(deliveries, ne(deliveries.stato, 'delivered'));
        if (n === 0 && left === 0) break;
      }
      return sent;
    };
    const [a, b] = await Promise.all([worker(opened.database)(), worker(other)()]);
    expect(a + b).toBe(40);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const seen = receiver.received.map(
      (r) => JSON.parse(r.body) as { id: string; subject: string; data: { n: number } },
    );
    expect(new Set(seen.map((e) => e.id)).size).toBe(40);
    expect(seen).toHaveLength(40);
    for (const subject of ['prenotazioni/0', 'prenotazioni/1', 'prenotazioni/2', 'prenotazioni/3']) {
      const order = seen.filter((e) => e.subject === subject).map((e) => e.data.n);
      expect(order).toEqual([...order].sort((x, y) => x - y));
      expect(order).toHaveLength(10);
    }
  });
});
