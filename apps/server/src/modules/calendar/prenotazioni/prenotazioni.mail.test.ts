import { calendarMessages as m } from '@halo/contract/calendar';
import { asc, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, expectStatus as ok } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { signIn } from '../../../../test/oidc-client.ts';
import { startServer, type TestServer, testConfig } from '../../../../test/servers.ts';
import { demoClients } from '../../../../test/suite.ts';
import { DEMO_PASSWORD } from '../../../idp/demo-users.ts';
import { outbox } from '../../mail/mail.tables.ts';
import { at, calendarBody } from '../calendar.test-utils.ts';

const API = '/api/v1/calendar';

type User = 'superadmin' | 'operatore.sanitario' | 'cittadino' | 'medico';

describe.each(testDatabases())('calendar mails, .ics, feeds and jobs on $name', (kind) => {
  let server: TestServer;
  let replica: TestServer;
  let drop: () => Promise<void>;
  const as = {} as Record<User, ApiClient>;

  beforeAll(async () => {
    const opened = await kind.openSeeded(testConfig());
    drop = opened.drop;
    server = await startServer({ database: opened.database });
    // A second server on the same database: another replica, with its own job worker.
    replica = await startServer({ database: opened.database });
    Object.assign(
      as,
      await demoClients(server, ['superadmin', 'operatore.sanitario', 'cittadino', 'medico']),
    );
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
    await drop?.();
  });

  async function newCalendar(conf: Record<string, unknown> = {}) {
    return ok(
      await as.superadmin.post(
        API,
        calendarBody({ titolare: { tipo: 'struttura', codice: '010030' } }, conf),
      ),
      201,
    );
  }

  const mails = (to: string, kindLike = 'calendar.%') =>
    server.database.db
      .select()
      .from(outbox)
      .where(like(outbox.kind, kindLike))
      .orderBy(asc(outbox.id))
      .then((rows) => rows.filter((row) => row.to === to));

  it('mails the confirmation and the cancellation with the booking as an .ics', async () => {
    const calendar = await newCalendar();
    const before = (await mails('cittadino@example.org')).length;
    const booked = ok(
      await as.cittadino.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio: at(3) }),
      201,
    );
    ok(await as.cittadino.del(`${API}/events/delete/${booked.id}`));
    const sent = (await mails('cittadino@example.org')).slice(before);
    expect(sent.map((mail) => mail.kind)).toEqual(['calendar.prenotata', 'calendar.annullata']);
    const [confirmation, cancellation] = sent;
    expect(confirmation?.subject).toBe(`Halo: Prenotazione confermata: ${calendar.nome}`);
    expect(confirmation?.text).toContain('Gentile');
    expect(confirmation?.attachments).toHaveLength(1);
    const ics = confirmation?.attachments[0];
    expect(ics?.filename).toBe(`prenotazione-${booked.id}.ics`);
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain('METHOD:PUBLISH');
    expect(ics?.content).toContain(
      `DTSTART:${DateTime.fromISO(at(3)).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    );
    expect(ics?.content).toContain('STATUS:CONFIRMED');
    expect(ics?.content).toMatch(/UID:prenotazione-\d+@127\.0\.0\.1/);
    expect(cancellation?.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(cancellation?.attachments[0]?.content).toContain('STATUS:CANCELLED');
    // The demo outbox of the administration shows the files too.
    const page = ok(await as.superadmin.get('/api/v1/halo/mail/outbox?size=50'));
    const shown = page.items.find((mail: { id: number }) => mail.id === confirmation?.id);
    expect(shown.allegati).toEqual([
      {
        nome: `prenotazione-${booked.id}.ics`,
        tipo: expect.stringContaining('text/calendar'),
        contenuto: ics?.content,
      },
    ]);
  });

  it('answers a booking’s .ics to who it is for and its operators, 404 to others', async () => {
    const calendar = await newCalendar();
    const booked = ok(
      await as.cittadino.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio: at(4) }),
      201,
    );
    const response = await server.app.inject({
      url: `${API}/events/ics/${booked.id}`,
      headers: {
        authorization: `Bearer ${(await signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD)).tokens.access_token}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="prenotazione-${booked.id}.ics"`,
    );
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(response.body).toContain(calendar.nome);
    expect((await as['operatore.sanitario'].get(`${API}/events/ics/${booked.id}`)).status).toBe(200);
    expect((await as.medico.get(`${API}/events/ics/${booked.id}`)).status).toBe(404);
    expect((await as.cittadino.get(`${API}/events/ics/999999`)).status).toBe(404);
  });

  it('gives a private feed address once, which answers the person’s bookings until revoked', async () => {
    expect(ok(await as.medico.get(`${API}/feed`))).toEqual({ attivo: false, creatoIl: null, url: null });
    const calendar = await newCalendar();
    ok(await as.medico.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio: at(5) }), 201);
    const created = ok(await as.medico.post(`${API}/feed`), 201);
    expect(created.url).toMatch(new RegExp(`^${server.baseUrl}/api/v1/calendar/feed/[A-Za-z0-9_-]{43}$`));
    const status = ok(await as.medico.get(`${API}/feed`));
    expect(status).toEqual({ attivo: true, creatoIl: created.creatoIl, url: null });

    const path = new URL(created.url).pathname;
    const feed = await server.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain(calendar.nome);
    expect(feed.body).not.toContain('cittadino');

    // A new address revokes the old one; revoking leaves none.
    const renewed = ok(await as.medico.post(`${API}/feed`), 201);
    expect(renewed.url).not.toBe(created.url);
    expect((await server.app.inject({ url: path })).statusCode).toBe(404);
    ok(await as.medico.del(`${API}/feed`));
    expect((await server.app.inject({ url: new URL(renewed.url).pathname })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `${API}/feed/troppo-corto` })).statusCode).toBe(400);
  });

  it('sends a reminder once, even with two workers taking due jobs at the same time', async () => {
    const calendar = await newCalendar({ promemoriaOre: 24 });
    const booked = ok(
      await as.cittadino.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio: at(6) }),
      201,
    );
    const reminders = async () =>
      (await mails('cittadino@example.org', 'calendar.promemoria')).filter((mail) =>
        mail.attachments[0]?.content.includes(`UID:prenotazione-${booked.id}@`),
      );
    // Not due yet the day before the day before.
    await server.app.jobs.runDue(new Date(Date.parse(at(4))));
    expect(await reminders()).toHaveLength(0);
    const due = new Date(Date.parse(at(6)) - 23 * 3_600_000);
    await Promise.all([
      server.app.jobs.runDue(due),
      replica.app.jobs.runDue(due),
      server.app.jobs.runDue(due),
      replica.app.jobs.runDue(due),
    ]);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendario\/prenotazioni$/);
    expect(sent[0]?.subject).toContain(`Promemoria: ${calendar.nome}`);
    expect(sent[0]?.attachments[0]?.content).toContain(`UID:prenotazione-${booked.id}@`);
    await server.app.jobs.runDue(new Date(Date.parse(at(6)) - 3_600_000));
    expect(await reminders()).toHaveLength(1);
  });

  it('sends no reminder for a booking cancelled or moved before it', async () => {
    const calendar = await newCalendar({ promemoriaOre: 48 });
    const ours = new Set<number>();
    const reminders = async () =>
      (await mails('medico@example.org', 'calendar.promemoria')).filter((mail) =>
        [...ours].some((id) => mail.attachments[0]?.content.includes(`UID:prenotazione-${id}@`)),
      );
    const cancelled = ok(
      await as.medico.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio: at(8) }),
      201,
    );
    ours.add(cancelled.id);
    ok(await as.medico.del(`${API}/events/delete/${cancelled.id}`));
    const moved = ok(
      await as.medico.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio: at(8, '12:00') }),
      201,
    );
    ours.add(moved.id);
    ok(
      await as.medico.put(`${API}/events`, { id: moved.id, version: moved.version, inizio: at(9, '12:00') }),
    );
    // Past the first two reminders' time (48 hours before 10:00 and 12:00 of day 8), before the moved one's.
    await server.app.jobs.runDue(new Date(Date.parse(at(7, '11:00'))));
    expect(await reminders()).toHaveLength(0);
    await server.app.jobs.runDue(new Date(Date.parse(at(7, '12:30'))));
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attachments[0]?.content).toContain(`UID:prenotazione-${moved.id}@`);
  });

  it('offers a freed seat by mail with its link; when the offer lapses it goes to the next in line', async () => {
    const calendar = await newCalendar({ offertaMinuti: 30 });
    const inizio = at(10);
    const first = ok(
      await as.medico.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio }),
      201,
    );
    const waiting = ok(
      await as.cittadino.post(`${API}/events`, {
        id: '-1',
        calendarioId: calendar.id,
        inizio,
        listaAttesa: true,
      }),
      201,
    );
    const next = ok(
      await as['operatore.sanitario'].post(`${API}/events`, {
        id: '-1',
        calendarioId: calendar.id,
        inizio,
        listaAttesa: true,
        per: { nome: 'Elena Viola', email: 'elena.viola@example.org' },
      }),
      201,
    );
    expect((await mails('cittadino@example.org', 'calendar.in-attesa')).at(-1)?.text).toContain(
      'posizione 1',
    );
    ok(await as.medico.del(`${API}/events/delete/${first.id}`));
    const offer = (await mails('cittadino@example.org', 'calendar.posto-offerto')).at(-1);
    expect(offer?.link).toBe(`${server.baseUrl}/calendario/prenotazioni?offerta=${waiting.id}`);

    // Not taken in time: the person leaves the list, the next one gets the seat offered.
    await server.app.jobs.runDue(new Date(Date.now() + 31 * 60_000));
    const mine = ok(await as.cittadino.get(`${API}/events?calendarioId=${calendar.id}`)).items[0];
    expect(mine).toMatchObject({ stato: 'annullato' });
    expect(mine.storia.at(-1)).toMatchObject({ da: 'in-attesa', a: 'annullato', motivo: 'offerta scaduta' });
    const late = await as.cittadino.put(`${API}/events`, {
      id: waiting.id,
      version: mine.version,
      stato: 'prenotato',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(m.transition('annullato', 'prenotato'));
    expect((await mails('elena.viola@example.org', 'calendar.posto-offerto')).at(-1)?.link).toContain(
      `offerta=${next.id}`,
    );
    const agenda = ok(
      await as['operatore.sanitario'].get(
        `${API}/events?ambito=gestite&calendarioId=${calendar.id}&stato=in-attesa`,
      ),
    ).items;
    expect(agenda).toMatchObject([{ id: next.id }]);
    expect(agenda[0].offertaScadeIl).not.toBeNull();
  });

  it('tells everyone booked when a calendar is deleted with its bookings', async () => {
    const calendar = await newCalendar();
    ok(
      await as.cittadino.post(`${API}/events`, { id: '-1', calendarioId: calendar.id, inizio: at(12) }),
      201,
    );
    const before = (await mails('cittadino@example.org', 'calendar.annullata')).length;
    ok(await as.superadmin.del(`${API}/delete/${calendar.id}?annullaPrenotazioni=true`));
    expect((await mails('cittadino@example.org', 'calendar.annullata')).length).toBe(before + 1);
  });
});
