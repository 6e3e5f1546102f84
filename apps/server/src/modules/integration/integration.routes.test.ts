import {
  type EventType,
  eventTypes,
  integrationMessages as m,
  subscribableEventTypes,
  TEST_EVENT_TYPE,
} from '@halo/contract/integration';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, type ApiResponse, apiClient, paths } from '../../../test/api.ts';
import { testDatabases } from '../../../test/databases.ts';
import type { TestServer } from '../../../test/servers.ts';
import { demoToken, withServer } from '../../../test/suite.ts';
import { ValidationError } from '../../errors.ts';
import { verifyWebhook } from '../../events/webhook-signature.ts';
import { systemContext } from '../../http/write-context.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import { at, calendarBody } from '../calendar/calendar.test-utils.ts';
import { outboxEvents, subscriptions } from '../events/events.tables.ts';
import { type Received, startReceiver } from '../events/events.test-utils.ts';
import { createIntegrationService } from './integration.service.ts';

const API = '/api/v1/integration';
const SUBSCRIPTIONS = `${API}/subscriptions`;
const BOOKED: EventType = 'it.halo.calendar.booking.created';
const CANCELLED: EventType = 'it.halo.calendar.booking.cancelled';

/** The answer's body, once its status is the one expected (the body is in the failure, to say why). */
function ok(response: ApiResponse, status = 200) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

/** What a receiver's library checks: the signature of these bytes under `secret`, now. */
function verified(secret: string, { body, headers }: Received) {
  return verifyWebhook(
    secret,
    {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    },
    body,
    new Date(),
  );
}

/** The subscriptions' API (docs/adr/0047-event-subscriptions.md): what the screen «Integrazioni» calls. */
describe.each(testDatabases())('event subscriptions on $name', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let citizen: ApiClient;
  let anonymous: ApiClient;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  withServer({ on: kind }, async (started) => {
    server = started;
    admin = apiClient(server.app, await demoToken(server, 'superadmin'));
    citizen = apiClient(server.app, await demoToken(server, 'cittadino'));
    anonymous = apiClient(server.app);
  });
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());
  beforeEach(async () => {
    await server.database.db.delete(subscriptions);
    await server.database.db.delete(outboxEvents);
    receiver.received.length = 0;
    receiver.answerWith(() => 204);
  });

  const subscription = (changes: Record<string, unknown> = {}) => ({
    nome: 'CUP regionale',
    url: receiver.url,
    tipi: [BOOKED],
    ...changes,
  });
  const create = async (changes: Record<string, unknown> = {}) =>
    ok(await admin.post(SUBSCRIPTIONS, subscription(changes)), 201) as {
      sottoscrizione: { id: number; version: number };
      secret: string;
    };
  /** What the worker of a replica sends now, round after round as it does. */
  const deliverAll = async (now = new Date()) => {
    while ((await server.app.events.deliverDue({ now })) > 0);
  };
  const log = async (id: number, query = '') =>
    ok(await admin.get(`${SUBSCRIPTIONS}/${id}/deliveries${query}`));
  const audited = async (id: number) =>
    ok(await admin.get(`/api/v1/logs?entity=integration.sottoscrizione&entityId=${id}&sort=at`)).items.map(
      (entry: { action: string }) => entry.action,
    );

  it('refuses an anonymous caller and a user without the section', async () => {
    const { sottoscrizione } = await create();
    const calls: [keyof ApiClient, string, object?][] = [
      ['get', `${API}/event-types`],
      ['get', SUBSCRIPTIONS],
      ['get', `${SUBSCRIPTIONS}/${sottoscrizione.id}`],
      ['post', SUBSCRIPTIONS, subscription()],
      ['put', `${SUBSCRIPTIONS}/${sottoscrizione.id}`, { ...subscription(), version: 1 }],
      ['del', `${SUBSCRIPTIONS}/${sottoscrizione.id}`],
      ['post', `${SUBSCRIPTIONS}/${sottoscrizione.id}/secret`],
      ['get', `${SUBSCRIPTIONS}/${sottoscrizione.id}/deliveries`],
      ['post', `${SUBSCRIPTIONS}/${sottoscrizione.id}/deliveries/1/replay`],
      ['post', `${SUBSCRIPTIONS}/${sottoscrizione.id}/test`],
    ];
    const send = (client: ApiClient, [method, url, body]: (typeof calls)[number]) =>
      method === 'post' || method === 'put' ? client[method](url, body) : client[method](url);
    for (const call of calls) {
      expect((await send(anonymous, call)).status, `${call[0]} ${call[1]}`).toBe(401);
      expect((await send(citizen, call)).status, `${call[0]} ${call[1]}`).toBe(403);
    }
    // Nothing was changed by the refused calls.
    expect(ok(await admin.get(`${SUBSCRIPTIONS}/${sottoscrizione.id}`)).version).toBe(1);
    expect((await log(sottoscrizione.id)).total).toBe(0);
  });

  it('lists the event types with their Italian and English names; the test event is not subscribed to', async () => {
    const types = ok(await admin.get(`${API}/event-types`));
    expect(types.map((t: { tipo: string }) => t.tipo)).toEqual(eventTypes);
    expect(types.find((t: { tipo: string }) => t.tipo === BOOKED)).toEqual({
      tipo: BOOKED,
      etichetta: { it: 'Prenotazione effettuata', en: 'Booking made' },
      sottoscrivibile: true,
    });
    expect(types.filter((t: { sottoscrivibile: boolean }) => !t.sottoscrivibile)).toEqual([
      {
        tipo: TEST_EVENT_TYPE,
        etichetta: { it: 'Evento di prova', en: 'Test event' },
        sottoscrivibile: false,
      },
    ]);
  });

  it('creates, reads, lists, changes and deletes a subscription, its secret shown only when made', async () => {
    const created = await create({ tipi: [BOOKED, CANCELLED, BOOKED], ritentaPerOre: 48 });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = created.sottoscrizione.id;
    expect(created.sottoscrizione).toEqual({
      id,
      nome: 'CUP regionale',
      url: receiver.url,
      tipi: [BOOKED, CANCELLED],
      datiPersonali: false,
      attiva: true,
      ritentaPerOre: 48,
      version: 1,
      creataIl: expect.any(String),
      aggiornataIl: expect.any(String),
      consegne: { pending: 0, delivered: 0, parked: 0 },
      ultimaConsegna: null,
      inErrore: 0,
    });

    const read = ok(await admin.get(`${SUBSCRIPTIONS}/${id}`));
    expect(read).toEqual(created.sottoscrizione);
    const listed = ok(await admin.get(`${SUBSCRIPTIONS}?q=cup&size=5`));
    expect(listed).toMatchObject({ total: 1, page: 1, size: 5, items: [created.sottoscrizione] });
    for (const answer of [read, listed]) expect(JSON.stringify(answer)).not.toContain('whsec_');
    expect(ok(await admin.get(`${SUBSCRIPTIONS}?attiva=false`)).total).toBe(0);

    const changed = ok(
      await admin.put(`${SUBSCRIPTIONS}/${id}`, {
        ...subscription({ nome: 'CUP regionale (sospeso)', attiva: false, datiPersonali: true }),
        version: 1,
      }),
    );
    expect(changed).toMatchObject({ nome: 'CUP regionale (sospeso)', attiva: false, datiPersonali: true });
    expect(changed.version).toBe(2);
    expect(changed.tipi).toEqual([BOOKED]);
    expect(
      ok(await admin.get(`${SUBSCRIPTIONS}?attiva=false`)).items.map((s: { id: number }) => s.id),
    ).toEqual([id]);

    const deleted = ok(await admin.del(`${SUBSCRIPTIONS}/${id}`));
    expect(deleted).toEqual({ id, consegneEliminate: 0 });
    expect((await admin.get(`${SUBSCRIPTIONS}/${id}`)).status).toBe(404);
    expect((await admin.del(`${SUBSCRIPTIONS}/${id}`)).status).toBe(404);
    expect(await audited(id)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a change made on a version read before another change (409), and a missing subscription (404)', async () => {
    const { sottoscrizione } = await create();
    const url = `${SUBSCRIPTIONS}/${sottoscrizione.id}`;
    ok(await admin.put(url, { ...subscription({ nome: 'Prima modifica' }), version: 1 }));
    const stale = await admin.put(url, { ...subscription({ nome: 'Seconda modifica' }), version: 1 });
    expect(paths(stale, 409)).toEqual(['body.version']);
    expect(ok(await admin.get(url)).nome).toBe('Prima modifica');
    expect((await admin.put(`${SUBSCRIPTIONS}/999999`, { ...subscription(), version: 1 })).status).toBe(404);
    for (const call of ['secret', 'test']) {
      expect((await admin.post(`${SUBSCRIPTIONS}/999999/${call}`)).status, call).toBe(404);
    }
    expect((await admin.get(`${SUBSCRIPTIONS}/999999/deliveries`)).status).toBe(404);
  });

  it('answers 400 with the field paths on a bad subscription, and creates nothing', async () => {
    const refused: [Record<string, unknown>, string[]][] = [
      [{ nome: undefined }, ['body.nome']],
      [{ nome: '   ' }, ['body.nome']],
      [{ url: 'http://example.org/eventi' }, ['body.url']],
      [{ url: 'http://localhost.example.org/eventi' }, ['body.url']],
      [{ url: 'ftp://example.org/eventi' }, ['body.url']],
      [{ url: 'non è un indirizzo' }, ['body.url']],
      [{ url: 'https://utente:password@example.org/eventi' }, ['body.url']],
      [{ tipi: [] }, ['body.tipi']],
      [{ tipi: [BOOKED, 'it.halo.calendar.booking.lost'] }, ['body.tipi.1']],
      [{ tipi: [TEST_EVENT_TYPE] }, ['body.tipi.0']],
      [{ ritentaPerOre: 0 }, ['body.ritentaPerOre']],
      [{ ritentaPerOre: 169 }, ['body.ritentaPerOre']],
      [{ ritentaPerOre: 1.5 }, ['body.ritentaPerOre']],
    ];
    for (const [changes, expected] of refused) {
      expect(
        paths(await admin.post(SUBSCRIPTIONS, subscription(changes)), 400),
        JSON.stringify(changes),
      ).toEqual(expected);
    }
    const refusal = await admin.post(SUBSCRIPTIONS, subscription({ tipi: [TEST_EVENT_TYPE] }));
    expect(refusal.body.details[0].message).toBe(m.testType);
    const made = await create();
    const change = subscription({ version: 1, url: 'http://example.org' });
    expect(paths(await admin.put(`${SUBSCRIPTIONS}/${made.sottoscrizione.id}`, change), 400)).toEqual([
      'body.url',
    ]);
    expect(ok(await admin.get(SUBSCRIPTIONS)).total).toBe(1);
  });

  it('sends to plain HTTP only on loopback, and never in production', async () => {
    for (const url of ['http://localhost:9/eventi', 'http://127.0.0.1:9/eventi', 'http://[::1]:9/eventi']) {
      ok(await admin.post(SUBSCRIPTIONS, subscription({ url })), 201);
    }
    ok(await admin.post(SUBSCRIPTIONS, subscription({ url: 'https://cup.example.org/halo' })), 201);
    const production = createIntegrationService({
      db: server.database.db,
      events: server.app.events,
      audit: createAuditLog({ db: server.database.db }),
      production: true,
    });
    const input: Omit<Parameters<typeof production.create>[0], 'url'> = {
      nome: 'In produzione',
      tipi: [BOOKED],
      datiPersonali: false,
      attiva: true,
      ritentaPerOre: 24,
    };
    const refusal = await production
      .create({ ...input, url: 'http://localhost:9/eventi' }, systemContext)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).details).toEqual([{ path: 'body.url', message: m.urlProduction }]);
    const made = await production.create({ ...input, url: 'https://cup.example.org/halo' }, systemContext);
    expect(made.sottoscrizione.url).toBe('https://cup.example.org/halo');
    expect(ok(await admin.get(SUBSCRIPTIONS)).total).toBe(5);
  });

  it("logs a subscription's deliveries of a booking, newest first, by state and a page at a time", async () => {
    const { sottoscrizione } = await create({ tipi: [BOOKED, CANCELLED] });
    const calendar = ok(await admin.post('/api/v1/calendar', calendarBody()), 201);
    const booked = ok(
      await citizen.post('/api/v1/calendar/events', { id: '-1', calendarioId: calendar.id, inizio: at(2) }),
      201,
    );
    ok(await citizen.del(`/api/v1/calendar/events/delete/${booked.id}?motivo=Impegno`));

    const queued = await log(sottoscrizione.id);
    expect(queued.total).toBe(2);
    expect(queued.items.map((d: { tipo: string }) => d.tipo)).toEqual([CANCELLED, BOOKED]);
    expect(queued.items[1]).toEqual({
      id: expect.any(Number),
      evento: expect.any(String),
      tipo: BOOKED,
      soggetto: `prenotazioni/${booked.id}`,
      istante: expect.any(String),
      stato: 'pending',
      tentativi: 0,
      ultimoEsito: null,
      consegnata: null,
      prossimoTentativo: expect.any(String),
    });

    await deliverAll();
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual(
      [...queued.items].reverse().map((d: { evento: string }) => d.evento),
    );
    const delivered = await log(sottoscrizione.id, '?stato=delivered&size=1');
    expect(delivered).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(delivered.items).toEqual([
      {
        ...queued.items[0],
        stato: 'delivered',
        tentativi: 1,
        ultimoEsito: 'HTTP 204',
        consegnata: expect.any(String),
        prossimoTentativo: null,
      },
    ]);
    expect((await log(sottoscrizione.id, '?stato=delivered&size=1&page=2')).items[0].tipo).toBe(BOOKED);
    expect((await log(sottoscrizione.id, '?stato=pending')).total).toBe(0);
    expect((await admin.get(`${SUBSCRIPTIONS}/${sottoscrizione.id}/deliveries?stato=perse`)).status).toBe(
      400,
    );
    const health = ok(await admin.get(`${SUBSCRIPTIONS}/${sottoscrizione.id}`));
    expect(health.consegne).toEqual({ pending: 0, delivered: 2, parked: 0 });
    expect(health.inErrore).toBe(0);
    expect(health.ultimaConsegna).toBe(delivered.items[0].consegnata);
  });

  it('parks a delivery its endpoint keeps refusing, and sends it again on replay', async () => {
    const { sottoscrizione } = await create({ ritentaPerOre: 1 });
    const id = sottoscrizione.id;
    const test = ok(await admin.post(`${SUBSCRIPTIONS}/${id}/test`), 201);
    receiver.answerWith(() => 500);
    const t0 = new Date();
    await deliverAll(t0);
    expect((await log(id)).items[0]).toMatchObject({
      stato: 'pending',
      tentativi: 1,
      ultimoEsito: 'HTTP 500',
    });
    expect(ok(await admin.get(`${SUBSCRIPTIONS}/${id}`))).toMatchObject({
      consegne: { pending: 1, delivered: 0, parked: 0 },
      inErrore: 1,
      ultimaConsegna: null,
    });
    const replay = (delivery: number = test.id) =>
      admin.post(`${SUBSCRIPTIONS}/${id}/deliveries/${delivery}/replay`);
    expect((await replay()).status).toBe(409);

    // Past its hour: the next try would fall after it, so the delivery is parked (the dead letter).
    await deliverAll(new Date(t0.getTime() + 2 * 3_600_000));
    const [parked] = (await log(id, '?stato=parked')).items;
    expect(parked).toMatchObject({ id: test.id, stato: 'parked', tentativi: 2, prossimoTentativo: null });
    await deliverAll(new Date(t0.getTime() + 3 * 3_600_000));
    expect(receiver.received).toHaveLength(2);

    const replayed = ok(await replay());
    expect(replayed).toMatchObject({ id: test.id, stato: 'pending', tentativi: 2, ultimoEsito: 'HTTP 500' });
    expect(Date.parse(replayed.prossimoTentativo)).toBeLessThanOrEqual(Date.now());
    expect((await replay()).status).toBe(409);
    // A new retry period starts with the replay: failing again, it is retried, not parked at once.
    const t1 = new Date();
    await deliverAll(t1);
    expect(receiver.received).toHaveLength(3);
    expect((await log(id)).items[0]).toMatchObject({ stato: 'pending', tentativi: 3 });
    receiver.answerWith(() => 204);
    await deliverAll(new Date(t1.getTime() + 5 * 60_000));
    expect(receiver.received).toHaveLength(4);
    expect((await log(id)).items[0]).toMatchObject({
      stato: 'delivered',
      tentativi: 4,
      ultimoEsito: 'HTTP 204',
    });

    // Another subscription's delivery, or none, is not this one's to replay.
    const other = await create({ nome: 'Altro sistema' });
    expect(
      (await admin.post(`${SUBSCRIPTIONS}/${other.sottoscrizione.id}/deliveries/${test.id}/replay`)).status,
    ).toBe(404);
    expect((await replay(999_999)).status).toBe(404);
    expect(await audited(id)).toEqual(['create', 'test', 'replay']);
  });

  it('sends a test event to that subscription only, even while suspended, signed with its secret', async () => {
    const suspended = await create({ nome: 'Da provare', attiva: false, url: `${receiver.url}?prova` });
    const other = await create({ nome: 'Altro sistema', tipi: subscribableEventTypes });
    const id = suspended.sottoscrizione.id;
    const queued = ok(await admin.post(`${SUBSCRIPTIONS}/${id}/test`), 201);
    expect(queued).toMatchObject({
      tipo: TEST_EVENT_TYPE,
      soggetto: `sottoscrizioni/${id}`,
      stato: 'pending',
      tentativi: 0,
    });
    await deliverAll();
    expect(receiver.received).toHaveLength(1);
    const [received] = receiver.received as [Received];
    expect(received.headers['webhook-id']).toBe(queued.evento);
    expect(verified(suspended.secret, received)).toBe('valid');
    expect(verified(other.secret, received)).toBe('bad-signature');
    expect(JSON.parse(received.body)).toEqual({
      specversion: '1.0',
      id: queued.evento,
      source: '/integration',
      type: TEST_EVENT_TYPE,
      subject: `sottoscrizioni/${id}`,
      time: queued.istante,
      datacontenttype: 'application/json',
      data: { sottoscrizione: id, prova: true },
    });
    expect((await log(other.sottoscrizione.id)).total).toBe(0);
    expect((await log(id)).items[0]).toMatchObject({ id: queued.id, stato: 'delivered' });
  });

  it('replaces the secret: shown once, it signs what is sent next, and the old one no longer verifies', async () => {
    const { sottoscrizione, secret } = await create();
    const rotated = ok(await admin.post(`${SUBSCRIPTIONS}/${sottoscrizione.id}/secret`));
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.sottoscrizione).toMatchObject({ id: sottoscrizione.id, version: 1 });
    expect(JSON.stringify(ok(await admin.get(`${SUBSCRIPTIONS}/${sottoscrizione.id}`)))).not.toContain(
      'whsec_',
    );
    ok(await admin.post(`${SUBSCRIPTIONS}/${sottoscrizione.id}/test`), 201);
    await deliverAll();
    const [received] = receiver.received as [Received];
    expect(verified(rotated.secret, received)).toBe('valid');
    expect(verified(secret, received)).toBe('bad-signature');
    expect(await audited(sottoscrizione.id)).toEqual(['create', 'rotate-secret', 'test']);
  });
});
