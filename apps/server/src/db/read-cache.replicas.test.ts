import { permissionFlags } from '@halo/contract';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { decodeJwt, endpoints, signIn } from '../../test/oidc-client.ts';
import { newWebhookSecret } from '../events/webhook-signature.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';
import { backdateRevocation } from '../modules/authorization/revocations.test-utils.ts';
import { at, calendarBody } from '../modules/calendar/calendar.test-utils.ts';
import { startReceiver } from '../modules/events/events.test-utils.ts';
import { type Replica as Server, withTwoReplicas } from './replicas.test-utils.ts';

const url = process.env.TEST_DATABASE_URL;

/** Polls `check` until it holds; fails unless it does within `ms` of the change (the replicas' promise). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The caches of docs/adr/0032-read-caches.md are correct across replicas: two server processes on one
 * PostgreSQL, as behind a load balancer (one public address, the issuer of both), each keeping revocations,
 * permission masks, routes and menus in memory. What an administrator changes through one is enforced by the
 * other within a second, after the other has served (and kept) the state before the change.
 */
describe.runIf(url)('caches of two server processes on one PostgreSQL', () => {
  let a: Server;
  let b: Server;
  let superadmin: string;
  let databaseUrl: string;

  // Both run the event worker every second, as replicas do (docs/adr/0047): the last test reads what they send.
  withTwoReplicas(url ?? '', 'halo_caches', { EVENTS_INTERVAL: '1' }, async (started) => {
    ({ a, b } = started);
    databaseUrl = started.database.url;
    superadmin = (await signIn(a.baseUrl, 'superadmin', DEMO_PASSWORD)).tokens.access_token;
  });

  async function call(
    server: Server,
    token: string,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  const status = async (server: Server, token: string, path: string) =>
    (await call(server, token, path)).status;

  it("enforces a permission taken from a group through the other process's cache", async () => {
    const group = await call(a, superadmin, '/api/v1/authorization/gruppo/add', {
      method: 'POST',
      body: { name: 'lettori-log-repliche', description: 'Leggono il log' },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const granted = await call(a, superadmin, '/api/v1/authorization/gruppo/addperm', {
      method: 'PUT',
      body: {
        idGruppo: group.body.id,
        section: 'halo.log',
        mask: permissionFlags.READ | permissionFlags.LIST,
      },
    });
    expect(granted.status).toBe(200);
    const reader = await signIn(a.baseUrl, 'cittadino', DEMO_PASSWORD);
    const member = await call(a, superadmin, '/api/v1/authorization/gruppo/adduser', {
      method: 'PUT',
      body: { idGruppo: group.body.id, idUser: decodeJwt(reader.tokens.access_token).sub },
    });
    expect(member.status).toBe(200);
    // A token carrying the group, signed in after the membership changed (its second backdated, not waited for).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await backdateRevocation(client, decodeJwt(reader.tokens.access_token).sub as string);
    } finally {
      await client.end();
    }
    const token = (await signIn(a.baseUrl, 'cittadino', DEMO_PASSWORD)).tokens.access_token;
    expect(await status(b, token, '/api/v1/logs?page=1&size=5')).toBe(200);
    expect(await status(b, token, '/api/v1/logs?page=1&size=5')).toBe(200);

    const removed = await call(a, superadmin, '/api/v1/authorization/groups/removeperm', {
      method: 'PUT',
      body: { idGruppo: group.body.id, section: 'halo.log' },
    });
    expect(removed.status).toBe(200);
    await within(1000, async () => (await status(b, token, '/api/v1/logs?page=1&size=5')) === 403);
    expect(await status(a, token, '/api/v1/logs?page=1&size=5')).toBe(403);
  });

  it('refuses on the other process the token of a user disabled through one', async () => {
    const { tokens } = await signIn(a.baseUrl, 'medico', DEMO_PASSWORD);
    expect(await status(b, tokens.access_token, '/api/v1/halo/app')).toBe(200);
    const id = decodeJwt(tokens.access_token).sub as string;
    const { body: user } = await call(a, superadmin, `/api/v1/authorization/user/byid/${id}`);
    const { email, firstName, lastName, realmRoles, clientRoles, attributes, version } = user;
    const disabled = await call(a, superadmin, '/api/v1/authorization/user/update', {
      method: 'PUT',
      body: { id, email, firstName, lastName, enabled: false, realmRoles, clientRoles, attributes, version },
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    await within(1000, async () => (await status(b, tokens.access_token, '/api/v1/halo/app')) === 401);
  });

  it('refuses on the other process the token of a session ended through one', async () => {
    const { browser, tokens } = await signIn(a.baseUrl, 'operatore.sanitario', DEMO_PASSWORD);
    expect(await status(b, tokens.access_token, '/api/v1/halo/app')).toBe(200);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${a.baseUrl}/prosa`,
    });
    const confirm = await browser.request(`${endpoints(a.baseUrl).logout}?${params}`);
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(await confirm.text());
    const fields = new URLSearchParams();
    for (const [, name, value] of (form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(name ?? '', value ?? '');
    }
    const done = await browser.request(new URL(form?.[1] ?? '', a.baseUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(done.status).toBe(303);
    await within(1000, async () => (await status(b, tokens.access_token, '/api/v1/halo/app')) === 401);
  });

  it("shows a route and a menu entry saved through one process in the other's navigation", async () => {
    const citizen = (await signIn(a.baseUrl, 'cittadino', DEMO_PASSWORD)).tokens.access_token;
    const apps = await call(b, citizen, '/api/v1/halo/app/bytoken');
    const prosa = (apps.body as { id: number; nome: string }[]).find((app) => app.nome === 'Prosa');
    expect(prosa).toBeDefined();
    const routing = `/api/v1/halo/app/routing?idApp=${prosa?.id}`;
    const menu = `/api/v1/menu/filtred?idApp=${prosa?.id}`;
    const before = await call(b, citizen, routing);
    expect(before.status).toBe(200);
    expect((await call(b, citizen, menu)).status).toBe(200);

    const created = await call(a, superadmin, '/api/v1/halo/conf/routing/add', {
      method: 'POST',
      body: {
        applicationId: prosa?.id,
        path: '/prosa/prova-repliche',
        name: 'Prova repliche',
        component: (before.body as { component: string }[])[0]?.component,
        position: 99,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paths = async () => (await call(b, citizen, routing)).body.map((r: { path: string }) => r.path);
    await within(1000, async () => (await paths()).includes('/prosa/prova-repliche'));

    const menus = await call(a, superadmin, `/api/v1/menu?idApp=${prosa?.id}`);
    const item = await call(a, superadmin, '/api/v1/menu/conf/father/add', {
      method: 'POST',
      body: { menuId: menus.body[0].id, label: 'Voce delle repliche', routeId: created.body.id },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const labels = async () => JSON.stringify((await call(b, citizen, menu)).body);
    await within(1000, async () => (await labels()).includes('Voce delle repliche'));
  });

  it("shows a booking made through one process in the other's month of availability", async () => {
    const citizen = (await signIn(a.baseUrl, 'cittadino', DEMO_PASSWORD)).tokens.access_token;
    const calendars = (await call(b, citizen, '/api/v1/calendar')).body as { id: number; nome: string }[];
    const clinic = calendars.find((c) => c.nome.startsWith('Vaccinazioni'));
    expect(clinic).toBeDefined();
    const day = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
        new Date(Date.now() + days * 86_400_000),
      );
    const month = `/api/v1/calendar/${clinic?.id}?dal=${day(1)}&al=${day(31)}`;
    type Slot = { inizio: string; liberi: number; prenotabile: boolean; prenotatoDaMe: boolean };
    const slots = async () => (await call(b, citizen, month)).body.disponibilita.slot as Slot[];
    // Read twice, so that process b serves the month from memory before the booking.
    await slots();
    const free = (await slots()).find((s) => s.prenotabile && s.liberi > 0);
    if (!free) throw new Error('no bookable slot in the demo clinic’s month');

    const booked = await call(a, citizen, '/api/v1/calendar/events', {
      method: 'POST',
      body: { calendarioId: clinic?.id, inizio: free.inizio },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await within(1000, async () => {
      const now = (await slots()).find((s) => s.inizio === free.inizio);
      return now?.liberi === free.liberi - 1 && now.prenotatoDaMe;
    });
  });

  it('shows a patient changed through one process in the list of patients on the other', async () => {
    // The stroke service's admin (the demo doctor was disabled above) reads every doctor's patients.
    const doctor = superadmin;
    const list = '/api/stroke/medico/pazienti';
    type Patient = {
      id: number;
      version: number;
      nome: string;
      cognome: string;
      telefono: string | null;
      codiceFiscale: string;
      dataNascita: string;
      sesso: 'M' | 'F';
    };
    const patients = async () => (await call(b, doctor, list)).body.items as Patient[];
    await patients();
    const [patient] = await patients();
    if (!patient) throw new Error('the demo doctor has no patient');

    const { id, version, nome, cognome, telefono, codiceFiscale, dataNascita, sesso } = patient;
    const changed = await call(a, doctor, '/api/stroke/paziente', {
      method: 'PUT',
      body: { id, version, nome: `${nome} Maria`, cognome, telefono, codiceFiscale, dataNascita, sesso },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await within(1000, async () => (await patients()).some((p) => p.id === id && p.nome === `${nome} Maria`));
  });

  it('books one seat raced through both processes once, and both then show it taken', async () => {
    // The superadmin books on others' behalf (a calendar without operator groups: the bookings flag is enough);
    // the demo operator's session was ended above, and a sign-in in that second would be refused.
    const operator = superadmin;
    const created = await call(a, superadmin, '/api/v1/calendar', {
      method: 'POST',
      body: calendarBody({ gruppiOperatori: [] }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const start = at(3);
    const month = `/api/v1/calendar/${created.body.id}?dal=${start.slice(0, 10)}&al=${start.slice(0, 10)}`;
    const seat = async (server: Server) =>
      (
        (await call(server, operator, month)).body.disponibilita.slot as { inizio: string; liberi: number }[]
      ).find((slot) => slot.inizio === start)?.liberi;
    // Both processes keep the day with its free seat before the race.
    for (const server of [a, b, a, b]) expect(await seat(server)).toBe(1);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        call(n % 2 === 0 ? a : b, operator, '/api/v1/calendar/events', {
          method: 'POST',
          body: { calendarioId: created.body.id, inizio: start, per: { nome: `Persona ${n}` } },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(199);
    for (const server of [a, b]) await within(1000, async () => (await seat(server)) === 0);
  });

  it('sends each booking event once, in order per booking, with both processes running the event worker', async () => {
    const receiver = await startReceiver();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO events.subscriptions (nome, url, secret, tipi) VALUES ('CUP', $1, $2, $3)`,
        [
          receiver.url,
          newWebhookSecret(),
          ['it.halo.calendar.booking.created', 'it.halo.calendar.booking.cancelled'],
        ],
      );
      const created = await call(a, superadmin, '/api/v1/calendar', {
        method: 'POST',
        body: calendarBody({ gruppiOperatori: [] }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // Six bookings made through either process, each cancelled through the other one.
      const booked: number[] = [];
      for (let n = 0; n < 6; n++) {
        const answer = await call(n % 2 === 0 ? a : b, superadmin, '/api/v1/calendar/events', {
          method: 'POST',
          body: {
            calendarioId: created.body.id,
            inizio: at(4, `${10 + n}:00`),
            per: { nome: `Persona ${n}` },
          },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        booked.push(answer.body.id);
        const cancelled = await call(
          n % 2 === 0 ? b : a,
          superadmin,
          `/api/v1/calendar/events/delete/${answer.body.id}`,
          {
            method: 'DELETE',
          },
        );
        expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      }
      await within(20_000, async () => receiver.received.length >= 12);
      const events = receiver.received.map(
        (r) => JSON.parse(r.body) as { id: string; type: string; subject: string },
      );
      expect(events).toHaveLength(12);
      expect(new Set(events.map((e) => e.id)).size).toBe(12);
      for (const id of booked) {
        expect(events.filter((e) => e.subject === `prenotazioni/${id}`).map((e) => e.type)).toEqual([
          'it.halo.calendar.booking.created',
          'it.halo.calendar.booking.cancelled',
        ]);
      }
    } finally {
      await client.end();
      await receiver.close();
    }
  });
});
