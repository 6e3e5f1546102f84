import { eventTypes, TEST_EVENT_TYPE } from '@halo/contract/integration';
import { fhirEventResources, fhirResourceTypes, fhirMessages as m } from '@halo/contract/integration-fhir';
import { eq } from 'drizzle-orm';
import type { Appointment, Bundle, OperationOutcome, RiskAssessment } from 'fhir/r4.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, expectStatus as ok, paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { withCallers } from '../../../../test/suite.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ValidationError } from '../../../errors.ts';
import { r4Problems } from '../../../fhir/validate.test-utils.ts';
import { systemContext } from '../../../http/write-context.ts';
import { createAuditLog } from '../../audit/audit.service.ts';
import { at, calendarBody } from '../../calendar/calendar.test-utils.ts';
import { createEventsRepository } from '../../events/events.repository.ts';
import { noRiskFactors } from '../../stroke/stroke.demo.ts';
import { invitedDoctor, invitedPatient } from '../../stroke/stroke.test-utils.ts';
import { createFhirClient } from './fhir.client.ts';
import { createFhirService } from './fhir.service.ts';
import { fhirAdapterOf } from './fhir.setup.ts';
import { fhirConnections } from './fhir.tables.ts';
import { type FhirReceiver, startFhirReceiver } from './fhir.test-utils.ts';

const API = '/api/v1/integration/fhir';
const CONNECTIONS = `${API}/connections`;
const JWKS = `${API}/jwks.json`;
const TOKEN = 'token-segreto-del-cup-0123456789';

/** The FHIR adapter (docs/adr/0048-fhir-adapter.md): what the screen «Adattatore FHIR» calls, and its worker. */
describe.each(testDatabases())('the FHIR adapter on $name', (kind) => {
  let receiver: FhirReceiver;
  let calendarId: number;

  const t = withCallers({ on: kind }, async ({ admin }) => {
    calendarId = ok(await admin.post('/api/v1/calendar', calendarBody()), 201).id;
  });
  const { admin, citizen, anonymous } = t;
  beforeAll(async () => {
    receiver = await startFhirReceiver();
  });
  afterAll(() => receiver?.close());
  beforeEach(async () => {
    await t.server.database.db.delete(fhirConnections);
    receiver.reset();
  });

  const connection = (changes: Record<string, unknown> = {}) => ({
    nome: 'Repository regionale',
    baseUrl: receiver.baseUrl,
    autenticazione: { tipo: 'nessuna' },
    risorse: ['Appointment'],
    ...changes,
  });
  const create = async (changes: Record<string, unknown> = {}) =>
    ok(await admin.post(CONNECTIONS, connection(changes)), 201);
  const log = async (id: number, query = '') => ok(await admin.get(`${CONNECTIONS}/${id}/messages${query}`));
  const audited = async (id: number) =>
    ok(await admin.get(`/api/v1/logs?entity=integration.connessione-fhir&entityId=${id}&sort=at`)).items;
  const adapter = () => fhirAdapterOf(t.server.app);
  /** What the worker of a replica sends at `now`, round after round as it does. */
  const deliverAll = async (now = new Date()) => {
    while ((await adapter().deliverDue({ now, jitter: () => 0.5 })) > 0);
  };
  /** A booking made by the citizen through the calendar's API, a few days ahead. */
  let day = 1;
  const book = async () =>
    ok(
      await citizen.post('/api/v1/calendar/events', {
        id: '-1',
        calendarioId: calendarId,
        inizio: at(day++, '11:30'),
      }),
      201,
    ) as { id: number };
  const sentAppointments = () =>
    receiver.received.map((r) => {
      const [entry] = r.bundle.entry ?? [];
      return [entry?.request?.url, (entry?.resource as Appointment | undefined)?.status];
    });

  it('refuses an anonymous caller and a user without the section; the JWKS is public', async () => {
    const { id } = await create();
    const calls: [keyof ApiClient, string, object?][] = [
      ['get', CONNECTIONS],
      ['get', `${CONNECTIONS}/${id}`],
      ['post', CONNECTIONS, connection()],
      ['put', `${CONNECTIONS}/${id}`, { ...connection(), version: 1 }],
      ['del', `${CONNECTIONS}/${id}`],
      ['post', `${CONNECTIONS}/${id}/keys`],
      ['post', `${CONNECTIONS}/${id}/test`],
      ['get', `${CONNECTIONS}/${id}/messages`],
      ['post', `${CONNECTIONS}/${id}/messages/1/resend`],
    ];
    const send = (client: ApiClient, [method, url, body]: (typeof calls)[number]) =>
      method === 'post' || method === 'put' ? client[method](url, body) : client[method](url);
    for (const call of calls) {
      expect((await send(anonymous, call)).status, `${call[0]} ${call[1]}`).toBe(401);
      expect((await send(citizen, call)).status, `${call[0]} ${call[1]}`).toBe(403);
    }
    expect(ok(await admin.get(`${CONNECTIONS}/${id}`)).version).toBe(1);
    expect(receiver.received).toHaveLength(0);
    expect(ok(await anonymous.get(JWKS))).toEqual({ keys: [] });
  });

  it('creates, reads, lists, changes and deletes a connection; a bearer token is never answered', async () => {
    const created = await create({
      baseUrl: `${receiver.baseUrl}/`,
      autenticazione: { tipo: 'bearer', token: TOKEN },
      risorse: ['Appointment', 'RiskAssessment', 'Appointment'],
    });
    const id = created.id;
    expect(created).toEqual({
      id,
      nome: 'Repository regionale',
      baseUrl: receiver.baseUrl,
      autenticazione: { tipo: 'bearer', tokenImpostato: true },
      risorse: ['Appointment', 'RiskAssessment'],
      attiva: true,
      version: 1,
      creataIl: expect.any(String),
      aggiornataIl: expect.any(String),
      messaggi: { pending: 0, sent: 0, failed: 0, parked: 0 },
      ultimoInvio: null,
    });
    const read = ok(await admin.get(`${CONNECTIONS}/${id}`));
    expect(read).toEqual(created);
    const listed = ok(await admin.get(`${CONNECTIONS}?q=regionale&size=5`));
    expect(listed).toMatchObject({ total: 1, page: 1, size: 5, items: [created] });
    expect(ok(await admin.get(`${CONNECTIONS}?attiva=false`)).total).toBe(0);

    // An edit that leaves the token empty keeps it: the server still receives it.
    const changed = ok(
      await admin.put(`${CONNECTIONS}/${id}`, {
        ...connection({ nome: 'Repository (sospeso)', attiva: false }),
        autenticazione: { tipo: 'bearer', token: '' },
        version: 1,
      }),
    );
    expect(changed).toMatchObject({ nome: 'Repository (sospeso)', attiva: false, version: 2 });
    expect(changed.autenticazione).toEqual({ tipo: 'bearer', tokenImpostato: true });
    receiver.expect({ kind: 'bearer', token: TOKEN });
    expect(ok(await admin.post(`${CONNECTIONS}/${id}/test`))).toMatchObject({ ok: true, stato: 200 });

    const answers = [created, read, listed, changed, ...(await audited(id))];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(TOKEN);

    const deleted = ok(await admin.del(`${CONNECTIONS}/${id}`));
    expect(deleted).toEqual({ id, messaggiEliminati: 0 });
    expect((await admin.get(`${CONNECTIONS}/${id}`)).status).toBe(404);
    expect((await admin.del(`${CONNECTIONS}/${id}`)).status).toBe(404);
    expect((await audited(id)).map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'update',
      'test',
      'delete',
    ]);
  });

  it('refuses a change made on a stale version (409), and what does not exist (404)', async () => {
    const { id } = await create();
    const url = `${CONNECTIONS}/${id}`;
    ok(await admin.put(url, { ...connection({ nome: 'Prima' }), version: 1 }));
    expect(paths(await admin.put(url, { ...connection({ nome: 'Seconda' }), version: 1 }), 409)).toEqual([
      'body.version',
    ]);
    expect(ok(await admin.get(url)).nome).toBe('Prima');
    expect((await admin.put(`${CONNECTIONS}/999999`, { ...connection(), version: 1 })).status).toBe(404);
    for (const call of ['keys', 'test', 'messages/1/resend']) {
      expect((await admin.post(`${CONNECTIONS}/999999/${call}`)).status, call).toBe(404);
    }
    expect((await admin.get(`${CONNECTIONS}/999999/messages`)).status).toBe(404);
    expect((await admin.post(`${url}/messages/999999/resend`)).status).toBe(404);
  });

  it('answers 400 with the field paths on a bad connection, and creates nothing', async () => {
    const refused: [Record<string, unknown>, string[]][] = [
      [{ nome: '  ' }, ['body.nome']],
      [{ baseUrl: 'http://fhir.example.org/r4' }, ['body.baseUrl']],
      [{ baseUrl: 'ftp://fhir.example.org/r4' }, ['body.baseUrl']],
      [{ baseUrl: 'https://utente:password@fhir.example.org/r4' }, ['body.baseUrl']],
      [{ risorse: [] }, ['body.risorse']],
      [{ risorse: ['Appointment', 'Patient'] }, ['body.risorse.1']],
      [{ autenticazione: { tipo: 'certificato' } }, ['body.autenticazione.tipo']],
      [{ autenticazione: { tipo: 'bearer' } }, ['body.autenticazione.token']],
      [{ autenticazione: { tipo: 'bearer', token: '   ' } }, ['body.autenticazione.token']],
      [{ autenticazione: { tipo: 'smart' } }, ['body.autenticazione.clientId']],
      [
        { autenticazione: { tipo: 'smart', clientId: 'halo', tokenUrl: 'ftp://auth.example.org' } },
        ['body.autenticazione.tokenUrl'],
      ],
      [{ autenticazione: { tipo: 'smart', clientId: 'halo', scope: '' } }, ['body.autenticazione.scope']],
      [{ attiva: 'sì' }, ['body.attiva']],
    ];
    for (const [changes, expected] of refused) {
      expect(paths(await admin.post(CONNECTIONS, connection(changes)), 400), JSON.stringify(changes)).toEqual(
        expected,
      );
    }
    const refusal = await admin.post(CONNECTIONS, connection({ autenticazione: { tipo: 'bearer' } }));
    expect(refusal.body.details[0].message).toBe(m.tokenRequired);
    // A token left empty is kept only when there is one to keep.
    const { id } = await create();
    const change = { ...connection({ autenticazione: { tipo: 'bearer', token: '' } }), version: 1 };
    expect(paths(await admin.put(`${CONNECTIONS}/${id}`, change), 400)).toEqual([
      'body.autenticazione.token',
    ]);
    expect(ok(await admin.get(CONNECTIONS)).total).toBe(1);
  });

  it('sends over plain HTTP only to loopback, and never in production', async () => {
    const production = createFhirService({
      db: t.server.database.db,
      audit: createAuditLog({ db: t.server.database.db }),
      client: createFhirClient(),
      publicUrl: 'https://halo.example.it',
      production: true,
    });
    const input = {
      nome: 'In produzione',
      baseUrl: 'http://localhost:9/fhir',
      autenticazione: {
        tipo: 'smart' as const,
        clientId: 'halo',
        tokenUrl: 'http://localhost:9/token',
        scope: 's',
      },
      risorse: ['Appointment' as const],
      attiva: true,
    };
    const refusal = await production.create(input, systemContext).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).details.map((d) => d.path)).toEqual([
      'body.baseUrl',
      'body.autenticazione.tokenUrl',
    ]);
    const made = await production.create(
      { ...input, baseUrl: 'https://fhir.example.it/r4', autenticazione: { tipo: 'nessuna' } },
      systemContext,
    );
    expect(made.baseUrl).toBe('https://fhir.example.it/r4');
  });

  it('makes a key pair for a SMART connection, publishes its public key, and replaces it on request', async () => {
    const plain = await create();
    expect((await admin.post(`${CONNECTIONS}/${plain.id}/keys`)).status).toBe(409);
    const smart = await create({
      nome: 'Con SMART',
      autenticazione: { tipo: 'smart', clientId: 'halo-client' },
    });
    expect(smart.autenticazione).toEqual({
      tipo: 'smart',
      clientId: 'halo-client',
      tokenUrl: null,
      scope: 'system/*.write',
      kid: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      jwksUrl: `${t.server.baseUrl}${JWKS}`,
      chiaveCreataIl: expect.any(String),
    });
    const jwks = ok(await anonymous.get(JWKS));
    expect(jwks.keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-384',
        x: expect.any(String),
        y: expect.any(String),
        kid: smart.autenticazione.kid,
        alg: 'ES384',
        use: 'sig',
        key_ops: ['verify'],
      },
    ]);
    // An edit keeps the key; a new pair replaces it in the JWKS, the version unchanged.
    const edited = ok(
      await admin.put(`${CONNECTIONS}/${smart.id}`, {
        ...connection({
          nome: 'Con SMART',
          autenticazione: { tipo: 'smart', clientId: 'halo-2', scope: 'system/Appointment.write' },
        }),
        version: 1,
      }),
    );
    expect(edited.autenticazione.kid).toBe(smart.autenticazione.kid);
    const rotated = ok(await admin.post(`${CONNECTIONS}/${smart.id}/keys`));
    expect(rotated.version).toBe(2);
    expect(rotated.autenticazione.kid).not.toBe(smart.autenticazione.kid);
    expect(ok(await anonymous.get(JWKS)).keys.map((k: { kid: string }) => k.kid)).toEqual([
      rotated.autenticazione.kid,
    ]);
    // No private part anywhere an answer goes.
    for (const answer of [jwks, rotated, ok(await admin.get(CONNECTIONS))]) {
      expect(JSON.stringify(answer)).not.toMatch(/"d"\s*:/);
    }
    // Leaving SMART drops the keys.
    ok(await admin.put(`${CONNECTIONS}/${smart.id}`, { ...connection(), version: 2 }));
    expect(ok(await anonymous.get(JWKS)).keys).toEqual([]);
    expect((await audited(smart.id)).map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'update',
      'rotate-keys',
      'update',
    ]);
  });

  it('tests a connection: a Halo server’s metadata, a refusal with its OperationOutcome, no server at all', async () => {
    const halo = await create({ nome: 'Un altro Halo', baseUrl: `${t.server.baseUrl}/fhir/r4` });
    expect(ok(await admin.post(`${CONNECTIONS}/${halo.id}/test`))).toEqual({
      ok: true,
      stato: 200,
      fhirVersion: '4.0.1',
      software: expect.stringMatching(/^Halo/),
      errore: null,
      outcome: null,
    });
    const refused = await create({ autenticazione: { tipo: 'bearer', token: 'sbagliato' } });
    receiver.expect({ kind: 'bearer', token: TOKEN });
    const answer = ok(await admin.post(`${CONNECTIONS}/${refused.id}/test`));
    expect(answer).toMatchObject({
      ok: false,
      stato: 401,
      fhirVersion: null,
      errore: expect.stringContaining('401'),
    });
    expect((answer.outcome as OperationOutcome).issue[0]?.code).toBe('login');
    const nobody = await create({ baseUrl: 'http://127.0.0.1:9/fhir' });
    expect(ok(await admin.post(`${CONNECTIONS}/${nobody.id}/test`))).toMatchObject({
      ok: false,
      stato: null,
      errore: expect.stringMatching(/^errore di rete/),
    });
  });

  it('pushes a booking made through the calendar as a transaction of its Appointment, and its cancellation', async () => {
    const { id } = await create();
    await create({ nome: 'Solo punteggi', risorse: ['RiskAssessment'] });
    await create({ nome: 'Sospesa', attiva: false });
    const booking = await book();
    const queued = await log(id);
    expect(queued.items).toEqual([
      {
        id: expect.any(Number),
        evento: expect.any(String),
        tipo: 'it.halo.calendar.booking.created',
        soggetto: `prenotazioni/${booking.id}`,
        risorsa: 'Appointment',
        istante: expect.any(String),
        stato: 'pending',
        tentativi: 0,
        ultimoStato: null,
        ultimoEsito: null,
        outcome: null,
        inviato: null,
        prossimoTentativo: expect.any(String),
      },
    ]);
    await deliverAll();
    expect(receiver.received).toHaveLength(1);
    const [sent] = receiver.received;
    expect(sent?.contentType).toBe('application/fhir+json');
    expect(sent?.authorization).toBeUndefined();
    const bundle = sent?.bundle as Bundle;
    expect(r4Problems(bundle)).toEqual([]);
    expect(bundle.identifier).toEqual({
      system: 'urn:ietf:rfc:3986',
      value: `urn:uuid:${queued.items[0].evento}`,
    });
    expect(bundle.entry?.[0]).toMatchObject({
      fullUrl: `${receiver.baseUrl}/Appointment/prenotazione-${booking.id}`,
      request: { method: 'PUT', url: `Appointment/prenotazione-${booking.id}` },
      resource: { resourceType: 'Appointment', id: `prenotazione-${booking.id}`, status: 'booked' },
    });
    expect((await log(id)).items[0]).toMatchObject({
      stato: 'sent',
      tentativi: 1,
      ultimoStato: 200,
      ultimoEsito: 'HTTP 200',
      inviato: expect.any(String),
      prossimoTentativo: null,
    });

    ok(await citizen.del(`/api/v1/calendar/events/delete/${booking.id}?motivo=Impegno`));
    await deliverAll();
    expect(sentAppointments()).toEqual([
      [`Appointment/prenotazione-${booking.id}`, 'booked'],
      [`Appointment/prenotazione-${booking.id}`, 'cancelled'],
    ]);
    const logged = await log(id, '?stato=sent&size=1');
    expect(logged).toMatchObject({ total: 2, size: 1 });
    expect(logged.items[0].tipo).toBe('it.halo.calendar.booking.cancelled');
    expect(ok(await admin.get(`${CONNECTIONS}/${id}`))).toMatchObject({
      messaggi: { pending: 0, sent: 2, failed: 0, parked: 0 },
      ultimoInvio: expect.any(String),
    });
    expect((await admin.get(`${CONNECTIONS}/${id}/messages?stato=perso`)).status).toBe(400);
  });

  it('retries a refused message from 30 s, keeping the OperationOutcome, until the server recovers', async () => {
    const { id } = await create();
    const booking = await book();
    receiver.failNext(2);
    const t0 = new Date();
    await deliverAll(t0);
    const [failed] = (await log(id)).items;
    expect(failed).toMatchObject({
      stato: 'failed',
      tentativi: 1,
      ultimoStato: 500,
      ultimoEsito: 'HTTP 500',
    });
    expect(failed.outcome).toEqual({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'exception', diagnostics: 'Archivio non disponibile.' }],
    });
    expect(Date.parse(failed.prossimoTentativo) - t0.getTime()).toBe(30_000);
    expect((await admin.post(`${CONNECTIONS}/${id}/messages/${failed.id}/resend`)).status).toBe(409);
    await deliverAll(new Date(t0.getTime() + 29_000));
    expect(receiver.received).toHaveLength(1);
    await deliverAll(new Date(t0.getTime() + 30_000));
    const [again] = (await log(id)).items;
    expect(again).toMatchObject({ stato: 'failed', tentativi: 2 });
    expect(Date.parse(again.prossimoTentativo) - t0.getTime()).toBe(90_000);
    await deliverAll(new Date(t0.getTime() + 90_000));
    expect((await log(id)).items[0]).toMatchObject({
      stato: 'sent',
      tentativi: 3,
      ultimoStato: 200,
      outcome: null,
    });
    expect(receiver.received.map((r) => r.bundle.entry?.[0]?.request?.url)).toEqual(
      Array(3).fill(`Appointment/prenotazione-${booking.id}`),
    );
  });

  it('parks a message after a day of refusals, and sends it again on "Reinvia"', async () => {
    const { id } = await create();
    await book();
    receiver.failNext(1000);
    const t0 = new Date();
    await deliverAll(t0);
    await deliverAll(new Date(t0.getTime() + 25 * 3_600_000));
    const [parked] = (await log(id, '?stato=parked')).items;
    expect(parked).toMatchObject({
      stato: 'parked',
      tentativi: 2,
      ultimoStato: 500,
      prossimoTentativo: null,
    });
    await deliverAll(new Date(t0.getTime() + 26 * 3_600_000));
    expect(receiver.received).toHaveLength(2);

    receiver.failNext(0);
    const resent = ok(await admin.post(`${CONNECTIONS}/${id}/messages/${parked.id}/resend`));
    expect(resent).toMatchObject({ id: parked.id, stato: 'pending', tentativi: 2 });
    expect((await admin.post(`${CONNECTIONS}/${id}/messages/${parked.id}/resend`)).status).toBe(409);
    await deliverAll();
    expect((await log(id)).items[0]).toMatchObject({ stato: 'sent', tentativi: 3 });
    // Another connection's message, or none, is not this one's to resend.
    const other = await create({ nome: 'Altra' });
    expect((await admin.post(`${CONNECTIONS}/${other.id}/messages/${parked.id}/resend`)).status).toBe(404);
    expect((await audited(id)).map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'resend',
    ]);
  });

  it('authenticates by SMART Backend Services: a token from the discovered endpoint, kept, asked again when refused', async () => {
    const smart = await create({ autenticazione: { tipo: 'smart', clientId: 'halo-regione' } });
    receiver.expect({ kind: 'smart', clientId: 'halo-regione', jwksUrl: smart.autenticazione.jwksUrl });
    expect(ok(await admin.post(`${CONNECTIONS}/${smart.id}/test`))).toMatchObject({
      ok: true,
      fhirVersion: '4.0.1',
    });
    await book();
    await book();
    await deliverAll();
    expect(receiver.received).toHaveLength(2);
    // The check's token, kept: both messages went with it.
    expect(receiver.tokenRequests).toEqual([
      { clientId: 'halo-regione', kid: smart.autenticazione.kid, scope: 'system/*.write' },
    ]);
    expect(new Set(receiver.received.map((r) => r.authorization)).size).toBe(1);
    // The server forgets its tokens: the refused message is retried with a new one.
    receiver.revokeTokens();
    await book();
    const t0 = new Date();
    await deliverAll(t0);
    expect((await log(smart.id)).items[0]).toMatchObject({ stato: 'failed', ultimoStato: 401 });
    await deliverAll(new Date(t0.getTime() + 60_000));
    expect((await log(smart.id)).items[0]).toMatchObject({ stato: 'sent', tentativi: 2 });
    expect(receiver.tokenRequests).toHaveLength(2);
    // After a new key pair, an assertion signed with the old key gets no token; the new one does.
    const [before] = await t.server.database.db
      .select()
      .from(fhirConnections)
      .where(eq(fhirConnections.id, smart.id));
    ok(await admin.post(`${CONNECTIONS}/${smart.id}/keys`));
    expect(await createFhirClient().check(before as typeof fhirConnections.$inferSelect)).toMatchObject({
      ok: false,
      stato: 400,
      errore: 'token non ottenuto: HTTP 400 (invalid_client)',
    });
    expect(ok(await admin.post(`${CONNECTIONS}/${smart.id}/test`))).toMatchObject({ ok: true });
  });

  it('sends each message once with two workers claiming together, each subject in order', async () => {
    const { id } = await create();
    const bookings = [];
    for (let i = 0; i < 4; i++) bookings.push(await book());
    for (const booking of bookings.slice(0, 2)) {
      ok(await citizen.del(`/api/v1/calendar/events/delete/${booking.id}?motivo=Impegno`));
    }
    expect((await log(id)).total).toBe(6);
    const worker = async () => {
      let sent = 0;
      for (let round = 0; round < 20; round++) {
        const n = await adapter().deliverDue({ now: new Date(), limit: 2 });
        sent += n;
        if (n === 0 && (await log(id, '?stato=pending')).total === 0) break;
      }
      return sent;
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a + b).toBe(6);
    // Each event once, and a booking's creation before its cancellation.
    const events = new Map<string, { tipo: string; soggetto: string }>(
      (await log(id)).items.map((item: { evento: string; tipo: string; soggetto: string }) => [
        `urn:uuid:${item.evento}`,
        item,
      ]),
    );
    const sent = receiver.received.map((r) => events.get(r.bundle.identifier?.value ?? ''));
    expect(sent).toHaveLength(6);
    expect(new Set(sent).size).toBe(6);
    for (const booking of bookings.slice(0, 2)) {
      expect(sent.filter((e) => e?.soggetto === `prenotazioni/${booking.id}`).map((e) => e?.tipo)).toEqual([
        'it.halo.calendar.booking.created',
        'it.halo.calendar.booking.cancelled',
      ]);
    }
    expect((await log(id, '?stato=sent')).total).toBe(6);
  });

  it("pushes each risk score a doctor records as its RiskAssessment, read as the adapter on the patient's list", async () => {
    const { id } = await create({ nome: 'Registro ictus', risorse: ['RiskAssessment'] });
    const doctor = (await invitedDoctor(t.server, admin, 'fhir.adattatore')).client;
    const { paziente } = await invitedPatient(t.server, doctor, 'fhir.rischio', {
      dataNascita: '1950-03-01',
    });
    ok(
      await doctor.post('/api/stroke/paziente/fattoririschio', { pazienteId: paziente.id, ...noRiskFactors }),
      201,
    );
    const history = ok(await doctor.get(`/v1/ms/prediction/user?id=${paziente.id}`)) as { id: number }[];
    expect((await log(id)).total).toBe(history.length);
    await deliverAll();
    const sent = receiver.received.map((r) => r.bundle.entry?.[0]?.resource as RiskAssessment);
    expect(sent.map((r) => r.id).sort()).toEqual(history.map((entry) => `punteggio-${entry.id}`).sort());
    for (const r of receiver.received) expect(r4Problems(r.bundle)).toEqual([]);
    expect(sent[0]?.subject).toEqual({ reference: `Patient/${paziente.id}` });
    const reads = ok(
      await admin.get(`/api/v1/logs?entity=stroke.paziente&entityId=${paziente.id}&kind=reads`),
    ).items.filter((entry: { actorUsername: string }) => entry.actorUsername === 'halo-fhir-adapter');
    expect(reads).toHaveLength(1);
    expect(reads[0].details).toMatchObject({ ruolo: 'admin', cosa: 'fhir' });
  });

  it('writes a message for the events of the resources chosen only, as the contract lists them', async () => {
    const all = await create({ nome: 'Tutto', risorse: fhirResourceTypes });
    const scores = await create({ nome: 'Punteggi', risorse: ['RiskAssessment'] });
    const mapped = Object.keys(fhirEventResources) as (keyof typeof fhirEventResources)[];
    await inTransaction(t.server.database.db, async (tx) => {
      for (const type of [...eventTypes].reverse()) {
        // Its data names nothing Halo holds: each message is parked, nothing is sent.
        const data = { voce: 999_999, prenotazione: 999_999, paziente: 999_999 };
        await t.server.app.events.emit(
          tx,
          { type, source: '/prova', subject: `prove/${type}`, data },
          new Date(),
        );
      }
      // A test event is for its subscription only.
      const test = await createEventsRepository(tx).insertSubscription({
        nome: 'Prova',
        url: receiver.baseUrl,
        secret: 'whsec_prova',
        tipi: ['it.halo.calendar.booking.created'],
      });
      await t.server.app.events.emit(
        tx,
        { type: TEST_EVENT_TYPE, source: '/integration', subject: 'x', data: {}, onlySubscription: test.id },
        new Date(),
      );
    });
    const queued = (await log(all.id)).items.map((item: { risorsa: string; tipo: string }) => [
      item.tipo,
      item.risorsa,
    ]);
    expect(queued.sort()).toEqual(mapped.map((type) => [type, fhirEventResources[type]]).sort());
    expect((await log(scores.id)).items.map((item: { tipo: string }) => item.tipo)).toEqual([
      'it.halo.stroke.score.recorded',
    ]);
    await deliverAll();
    expect((await log(scores.id)).items[0]).toMatchObject({
      stato: 'parked',
      ultimoEsito: 'RiskAssessment/punteggio-999999 non trovata in Halo',
    });
    expect((await log(all.id, '?stato=parked')).total).toBe(mapped.length);
    expect(receiver.received).toHaveLength(0);
  });
});
