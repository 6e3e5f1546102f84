import { calendarMessages as m } from '@halo/contract/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type ApiResponse, apiClient, paths } from '../../../test/api.ts';
import { testDatabases } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../../test/servers.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { at, calendarBody, ROME } from './calendar.test-utils.ts';

const API = '/api/v1/calendar';
const ASL_TO3 = '010203';

type User = 'superadmin' | 'operatore.sanitario' | 'cittadino' | 'medico';

function expectStatus(response: ApiResponse, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

const METRICS_TOKEN = 'metrics-token-of-the-calendar-tests-0123456789';

describe.each(testDatabases())('calendar on $name', (kind) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  const as = {} as Record<User, ApiClient>;
  let anonymous: ApiClient;

  beforeAll(async () => {
    const opened = await kind.open();
    drop = opened.drop;
    server = await startServer({ database: opened.database, env: { METRICS_TOKEN } });
    for (const user of ['superadmin', 'operatore.sanitario', 'cittadino', 'medico'] as const) {
      as[user] = apiClient(
        server.app,
        (await signIn(server.baseUrl, user, DEMO_PASSWORD)).tokens.access_token,
      );
    }
    anonymous = apiClient(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await drop?.();
  });

  async function newCalendar(changes: Record<string, unknown> = {}, conf: Record<string, unknown> = {}) {
    return expectStatus(await as.superadmin.post(API, calendarBody(changes, conf)), 201);
  }

  const book = (user: User, body: Record<string, unknown>) =>
    as[user].post(`${API}/events`, { id: '-1', ...body });

  describe('catalogues', () => {
    it('answers the configuration defaults, configuration types, calendar types and booking states', async () => {
      const conf = expectStatus(await as.cittadino.get(`${API}/conf`), 200);
      expect(conf.fusoOrario).toBe(ROME);
      expect(conf.predefinita.tipo).toBe('slot');
      expect(conf.tipiAccesso.map((t: { codice: string }) => t.codice)).toEqual([
        'pubblico',
        'riservato',
        'interno',
      ]);
      expect(conf.tipiTitolare).toEqual(['asl', 'struttura', 'unita-operativa', 'persona']);
      const confTypes = expectStatus(await as.cittadino.get(`${API}/conf/types`), 200);
      expect(confTypes.map((t: { codice: string }) => t.codice)).toEqual(['slot', 'evento']);
      const types = expectStatus(await as.cittadino.get(`${API}/types`), 200);
      expect(types.map((t: { codice: string }) => t.codice)).toEqual(
        expect.arrayContaining(['ambulatorio', 'vaccinazioni', 'screening', 'consultorio', 'evento']),
      );
      const states = expectStatus(await as.cittadino.get(`${API}/events/states`), 200);
      expect(states.find((s: { codice: string }) => s.codice === 'prenotato').transizioni).toContain(
        'arrivato',
      );
      expect(states.find((s: { codice: string }) => s.codice === 'completato').transizioni).toEqual([]);
    });

    it('answers 401 without a token on every call', async () => {
      for (const [method, url] of [
        ['get', `${API}/conf`],
        ['get', `${API}/conf/types`],
        ['get', `${API}/types`],
        ['get', `${API}/events/states`],
        ['get', `${API}/events`],
        ['post', `${API}/events`],
        ['put', `${API}/events`],
        ['del', `${API}/events/delete/1`],
        ['get', API],
        ['get', `${API}/1`],
        ['post', API],
        ['put', API],
        ['del', `${API}/delete/1`],
      ] as const) {
        expect((await anonymous[method](url)).status, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('calendars', () => {
    it('creates a calendar on a real owner, and it is bookable at once', async () => {
      const created = await newCalendar();
      expect(created.titolare).toEqual({
        tipo: 'asl',
        codice: ASL_TO3,
        denominazione: expect.stringContaining('TO3'),
      });
      expect(created.codiceAsl).toBe(ASL_TO3);
      expect(created.fusoOrario).toBe(ROME);
      expect(created.version).toBe(1);
      const detail = expectStatus(
        await as.cittadino.get(`${API}/${created.id}?dal=${at(1).slice(0, 10)}`),
        200,
      );
      expect(detail.disponibilita.dal).toBe(at(1).slice(0, 10));
      expect(detail.disponibilita.al).toBe(at(7).slice(0, 10));
      expect(detail.disponibilita.slot).toHaveLength(7 * 28);
      expect(detail.disponibilita.slot[0]).toMatchObject({
        inizio: at(1, '07:00'),
        fine: at(1, '07:30'),
        posti: 1,
        liberi: 1,
        inAttesa: 0,
        prenotabile: true,
        motivo: null,
      });
    });

    it('resolves owners of every kind and refuses unknown ones', async () => {
      const struttura = await newCalendar({ titolare: { tipo: 'struttura', codice: '010030' } });
      expect(struttura.titolare.denominazione).toMatch(/PINEROLO/i);
      expect(struttura.codiceAsl).toBe(ASL_TO3);
      const persona = await newCalendar({ titolare: { tipo: 'persona', codice: 'medico' } });
      expect(persona.titolare.denominazione).not.toBe('');
      for (const titolare of [
        { tipo: 'asl', codice: '999999' },
        { tipo: 'struttura', codice: '999999' },
        { tipo: 'unita-operativa', codice: '999999' },
        { tipo: 'persona', codice: 'nessuno.così' },
      ]) {
        expect(paths(await as.superadmin.post(API, calendarBody({ titolare })), 400)).toEqual([
          'body.titolare.codice',
        ]);
      }
    });

    it('answers 400 with the field paths on bad calendars, and creates nothing', async () => {
      const before = expectStatus(await as.superadmin.get(API), 200).length;
      expect(paths(await as.superadmin.post(API, calendarBody({ nome: '' })), 400)).toEqual(['body.nome']);
      expect(
        paths(
          await as.superadmin.post(
            API,
            calendarBody({}, { orari: [{ giorno: 1, dalle: '12:00', alle: '09:00' }] }),
          ),
          400,
        ),
      ).toEqual(['body.configurazione.orari.0.alle']);
      const overlapping = [
        { giorno: 1, dalle: '08:00', alle: '12:00' },
        { giorno: 1, dalle: '11:00', alle: '13:00' },
      ];
      expect(paths(await as.superadmin.post(API, calendarBody({}, { orari: overlapping })), 400)).toEqual([
        'body.configurazione.orari',
      ]);
      expect(paths(await as.superadmin.post(API, calendarBody({ tipoAccesso: 'riservato' })), 400)).toEqual([
        'body.gruppi',
      ]);
      expect(
        paths(await as.superadmin.post(API, calendarBody({ fusoOrario: 'Europe/Atlantide' })), 400),
      ).toEqual(['body.fusoOrario']);
      expect(paths(await as.superadmin.post(API, calendarBody({ tipo: 'altro' })), 400)).toEqual([
        'body.tipo',
      ]);
      expect(expectStatus(await as.superadmin.get(API), 200)).toHaveLength(before);
    });

    it('keeps calendar writes to who holds the flags', async () => {
      expect((await as.cittadino.post(API, calendarBody())).status).toBe(403);
      // The demo operator reads calendars but does not write them.
      expect((await as['operatore.sanitario'].post(API, calendarBody())).status).toBe(403);
      const created = await newCalendar();
      expect(
        (await as['operatore.sanitario'].put(API, { ...calendarBody(), id: created.id, version: 1 })).status,
      ).toBe(403);
      expect((await as.cittadino.del(`${API}/delete/${created.id}`)).status).toBe(403);
    });

    it('updates at the version read: a stale version is 409, an unknown id 404', async () => {
      const created = await newCalendar();
      const update = { ...calendarBody({ nome: 'Ambulatorio rinominato' }), id: created.id, version: 1 };
      const updated = expectStatus(await as.superadmin.put(API, update), 200);
      expect(updated).toMatchObject({ nome: 'Ambulatorio rinominato', version: 2 });
      expect(paths(await as.superadmin.put(API, update), 409)).toEqual(['body.version']);
      expect((await as.superadmin.put(API, { ...update, id: 999_999 })).status).toBe(404);
      // A new configuration is what availability follows at once.
      const closed = { ...calendarBody({}, { orari: [] }), id: created.id, version: 2 };
      expectStatus(await as.superadmin.put(API, closed), 200);
      const detail = expectStatus(await as.cittadino.get(`${API}/${created.id}`), 200);
      expect(detail.disponibilita.slot).toEqual([]);
    });

    it('lists the calendars one may book or operate, by type, ASL and name', async () => {
      const pubblico = await newCalendar({ nome: 'Consultorio familiare di prova', tipo: 'consultorio' });
      const interno = await newCalendar({ nome: 'Agenda interna di prova', tipoAccesso: 'interno' });
      const riservato = await newCalendar({
        nome: 'Riservato di prova',
        tipoAccesso: 'riservato',
        gruppi: ['/prosa/cittadini'],
      });
      const altri = await newCalendar({
        nome: 'Riservato ad altri',
        tipoAccesso: 'riservato',
        gruppi: ['/nessuno'],
      });
      const ids = (list: { id: number }[]) => list.map((c) => c.id);

      const citizen = ids(expectStatus(await as.cittadino.get(API), 200));
      expect(citizen).toContain(pubblico.id);
      expect(citizen).toContain(riservato.id);
      expect(citizen).not.toContain(interno.id);
      expect(citizen).not.toContain(altri.id);
      expect((await as.cittadino.get(`${API}/${interno.id}`)).status).toBe(404);
      expect((await as.cittadino.get(`${API}/${altri.id}`)).status).toBe(404);

      const operator = expectStatus(await as['operatore.sanitario'].get(`${API}?gestiti=true`), 200);
      expect(ids(operator)).toContain(interno.id);
      expect(operator.every((c: { gestibile: boolean }) => c.gestibile)).toBe(true);
      expect(ids(expectStatus(await as.cittadino.get(`${API}?gestiti=true`), 200))).toEqual([]);

      expect(ids(expectStatus(await as.cittadino.get(`${API}?tipo=consultorio`), 200))).toEqual([
        pubblico.id,
      ]);
      expect(ids(expectStatus(await as.cittadino.get(`${API}?q=familiare di`), 200))).toEqual([pubblico.id]);
      expect(ids(expectStatus(await as.cittadino.get(`${API}?codiceAsl=${ASL_TO3}`), 200))).toContain(
        pubblico.id,
      );
      expect(expectStatus(await as.cittadino.get(`${API}?codiceAsl=010101`), 200)).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ id: pubblico.id })]),
      );
      expect(paths(await as.cittadino.get(`${API}?codiceAsl=abc`), 400)).toEqual(['querystring.codiceAsl']);
    });

    it('answers availability windows of 1 to 62 days, 404 for unknown calendars', async () => {
      const created = await newCalendar();
      const dal = at(1).slice(0, 10);
      expect(
        paths(await as.cittadino.get(`${API}/${created.id}?dal=${dal}&al=${at(70).slice(0, 10)}`), 400),
      ).toEqual(['querystring.al']);
      expect(
        paths(await as.cittadino.get(`${API}/${created.id}?dal=${at(3).slice(0, 10)}&al=${dal}`), 400),
      ).toEqual(['querystring.al']);
      expect(paths(await as.cittadino.get(`${API}/${created.id}?dal=ieri`), 400)).toEqual([
        'querystring.dal',
      ]);
      expect((await as.cittadino.get(`${API}/999999`)).status).toBe(404);
      expect(paths(await as.cittadino.get(`${API}/abc`), 400)).toEqual(['params.id']);
      const month = expectStatus(
        await as.cittadino.get(`${API}/${created.id}?dal=${dal}&al=${at(31).slice(0, 10)}`),
        200,
      );
      expect(month.disponibilita.slot).toHaveLength(31 * 28);
    });

    it('marks slots inside the notice or beyond the horizon as not bookable, with the reason', async () => {
      const created = await newCalendar({}, { orizzonteGiorni: 2, preavvisoMinuti: 2 * 1440 });
      const detail = expectStatus(
        await as.cittadino.get(`${API}/${created.id}?dal=${at(1).slice(0, 10)}&al=${at(4).slice(0, 10)}`),
        200,
      );
      const on = (days: number) =>
        detail.disponibilita.slot.find((s: { inizio: string }) => s.inizio === at(days, '10:00'));
      expect(on(1)).toMatchObject({ prenotabile: false, motivo: m.minNotice(2880) });
      expect(on(4)).toMatchObject({ prenotabile: false, motivo: m.beyondHorizon(2) });
    });
  });

  describe('bookings', () => {
    it('books a free slot for oneself, with its history, and shows it among one’s own', async () => {
      const calendar = await newCalendar();
      const booked = expectStatus(
        await book('cittadino', { calendarioId: calendar.id, inizio: at(2), note: 'Prima visita' }),
        201,
      );
      expect(booked).toMatchObject({
        calendarioId: calendar.id,
        calendarioNome: calendar.nome,
        inizio: at(2),
        fine: at(2, '10:30'),
        stato: 'prenotato',
        prenotataDa: 'cittadino',
        mia: true,
        note: 'Prima visita',
        posizioneAttesa: null,
        version: 1,
      });
      expect(booked.storia).toEqual([
        { da: null, a: 'prenotato', il: expect.any(String), autore: 'cittadino', motivo: null },
      ]);
      const mine = expectStatus(await as.cittadino.get(`${API}/events?calendarioId=${calendar.id}`), 200);
      expect(mine.items.map((b: { id: number }) => b.id)).toEqual([booked.id]);
      expect(mine.items[0].storia).toEqual(booked.storia);
      const audited = expectStatus(
        await as.superadmin.get(`/api/v1/logs?entity=calendar.prenotazione&entityId=${booked.id}`),
        200,
      );
      expect(audited.items).toMatchObject([
        {
          action: 'create',
          actorUsername: 'cittadino',
          details: { calendario: calendar.id, stato: 'prenotato', perConto: false },
        },
      ]);
      const theirs = expectStatus(await as.medico.get(`${API}/events?calendarioId=${calendar.id}`), 200);
      expect(theirs.items).toEqual([]);
      const agenda = expectStatus(
        await as['operatore.sanitario'].get(`${API}/events?ambito=gestite&calendarioId=${calendar.id}`),
        200,
      );
      expect(agenda.items).toMatchObject([{ id: booked.id, mia: false }]);
      expect(
        (await as.cittadino.get(`${API}/events?ambito=gestite&calendarioId=${calendar.id}`)).status,
      ).toBe(403);
      const detail = expectStatus(
        await as.cittadino.get(`${API}/${calendar.id}?dal=${at(2).slice(0, 10)}`),
        200,
      );
      expect(detail.disponibilita.slot.find((s: { inizio: string }) => s.inizio === at(2))).toMatchObject({
        liberi: 0,
        inAttesa: 0,
      });
    });

    it('refuses a second place for the same person in one slot, and a full slot with a clear 409', async () => {
      const calendar = await newCalendar();
      const audited = async () =>
        expectStatus(await as.superadmin.get('/api/v1/logs?entity=calendar.prenotazione&size=1'), 200).total;
      expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio: at(3) }), 201);
      const before = await audited();
      const conflicts = async (reason: string) => {
        const text = (
          await server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        ).body;
        return Number(
          new RegExp(`^halo_booking_conflicts_total\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(text)?.[1] ??
            0,
        );
      };
      const [overlapsBefore, fullBefore] = [await conflicts('overlap'), await conflicts('slot-full')];
      const again = await book('cittadino', { calendarioId: calendar.id, inizio: at(3), listaAttesa: true });
      expect(paths(again, 409)).toEqual(['body.inizio']);
      expect(again.body.message).toBe(m.overlap);
      const full = await book('medico', { calendarioId: calendar.id, inizio: at(3) });
      expect(paths(full, 409)).toEqual(['body.inizio']);
      expect(full.body.message).toBe(m.slotFull);
      // Refused, nothing written: no booking, no audit row; each refusal counted by the metrics.
      expect(await audited()).toBe(before);
      expect(await conflicts('overlap')).toBe(overlapsBefore + 1);
      expect(await conflicts('slot-full')).toBe(fullBefore + 1);
      if (kind.name === 'postgres') {
        // PostgreSQL's queries are timed by operation.
        const text = (
          await server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        ).body;
        expect(text).toMatch(/^halo_db_query_duration_seconds_count\{operation="SELECT"\} [1-9]\d*$/m);
        expect(text).toMatch(/^halo_db_query_duration_seconds_count\{operation="INSERT"\} [1-9]\d*$/m);
      }
      const agenda = expectStatus(
        await as['operatore.sanitario'].get(`${API}/events?ambito=gestite&calendarioId=${calendar.id}`),
        200,
      );
      expect(agenda.total).toBe(1);
    });

    it('answers 400 with the reason for the past, closed days, hours off, horizon and notice', async () => {
      const calendar = await newCalendar(
        {},
        {
          orizzonteGiorni: 10,
          preavvisoMinuti: 1440,
          chiusure: [{ dal: at(5).slice(0, 10), al: at(5).slice(0, 10), motivo: 'Disinfestazione' }],
        },
      );
      const reason = async (inizio: string) => {
        const answer = await book('cittadino', { calendarioId: calendar.id, inizio });
        expect(paths(answer, 400)).toEqual(['body.inizio']);
        return answer.body.message;
      };
      expect(await reason(at(-1))).toBe(m.past);
      expect(await reason(at(5))).toBe(m.closed('Disinfestazione'));
      expect(await reason(at(3, '10:10'))).toBe(m.outsideHours);
      expect(await reason(at(3, '22:00'))).toBe(m.outsideHours);
      expect(await reason(at(12))).toBe(m.beyondHorizon(10));
      // Two hours from now, on the hour: within the day of notice whatever the time the test runs (a fixed
      // hour of tomorrow is more than a day ahead in the small hours), refused for the notice or the hours.
      const soon = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000).toISOString();
      expect(await reason(soon)).toMatch(/preavviso|orario/);
      expect(await reason(at(0, '23:30'))).toMatch(/preavviso|orario|passato/);
      expect(
        paths(await book('cittadino', { calendarioId: calendar.id, inizio: '2027-01-01 10:00' }), 400),
      ).toEqual(['body.inizio']);
      expect(paths(await book('cittadino', { calendarioId: 'x', inizio: at(3) }), 400)).toEqual([
        'body.calendarioId',
      ]);
      const mine = expectStatus(await as.cittadino.get(`${API}/events?calendarioId=${calendar.id}`), 200);
      expect(mine.total).toBe(0);
    });

    it('refuses bookings on inactive, internal and reserved calendars to who may not book them', async () => {
      const inactive = await newCalendar({ attivo: false });
      expect((await book('superadmin', { calendarioId: inactive.id, inizio: at(2) })).status).toBe(409);
      const interno = await newCalendar({ tipoAccesso: 'interno' });
      expect((await book('cittadino', { calendarioId: interno.id, inizio: at(2) })).status).toBe(404);
      expectStatus(
        await book('operatore.sanitario', {
          calendarioId: interno.id,
          inizio: at(2),
          per: { nome: 'Anna Neri' },
        }),
        201,
      );
      const riservato = await newCalendar({ tipoAccesso: 'riservato', gruppi: ['/stroke/medici'] });
      expect((await book('cittadino', { calendarioId: riservato.id, inizio: at(2) })).status).toBe(404);
      expectStatus(await book('medico', { calendarioId: riservato.id, inizio: at(2) }), 201);
      const pubblico = await newCalendar();
      const onBehalf = await book('cittadino', {
        calendarioId: pubblico.id,
        inizio: at(2),
        per: { nome: 'Qualcun Altro' },
      });
      expect(onBehalf.status).toBe(403);
      expect(onBehalf.body.message).toBe(m.onBehalfOnly);
      expect((await book('cittadino', { calendarioId: 999_999, inizio: at(2) })).status).toBe(404);
    });

    it('moves a booking through the states the server allows, each change in its history', async () => {
      const calendar = await newCalendar();
      const booked = expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio: at(4) }), 201);
      const operator = as['operatore.sanitario'];
      // The person may not mark themselves arrived.
      expect(
        (await as.cittadino.put(`${API}/events`, { id: booked.id, version: 1, stato: 'arrivato' })).status,
      ).toBe(403);
      const arrived = expectStatus(
        await operator.put(`${API}/events`, { id: booked.id, version: 1, stato: 'arrivato' }),
        200,
      );
      expect(arrived).toMatchObject({ stato: 'arrivato', version: 2, annullabileFinoAl: null });
      const stale = await operator.put(`${API}/events`, { id: booked.id, version: 1, stato: 'completato' });
      expect(paths(stale, 409)).toEqual(['body.version']);
      const done = expectStatus(
        await operator.put(`${API}/events`, {
          id: booked.id,
          version: 2,
          stato: 'completato',
          motivo: 'Visita svolta',
        }),
        200,
      );
      expect(done.storia.map((h: { da: string | null; a: string }) => `${h.da}→${h.a}`)).toEqual([
        'null→prenotato',
        'prenotato→arrivato',
        'arrivato→completato',
      ]);
      expect(done.storia[2]).toMatchObject({ autore: 'operatore.sanitario', motivo: 'Visita svolta' });
      const back = await operator.put(`${API}/events`, { id: booked.id, version: 3, stato: 'annullato' });
      expect(paths(back, 409)).toEqual(['body.stato']);
      expect(back.body.message).toBe(m.transition('completato', 'annullato'));
      expect(
        (await operator.put(`${API}/events`, { id: 999_999, version: 1, stato: 'arrivato' })).status,
      ).toBe(404);
      expect((await as.medico.put(`${API}/events`, { id: booked.id, version: 3, note: 'x' })).status).toBe(
        404,
      );
      expect(
        paths(await operator.put(`${API}/events`, { id: booked.id, version: 3, stato: 'boh' }), 400),
      ).toEqual(['body.stato']);
    });

    it('moves a booking to another free slot, and frees the old one', async () => {
      const calendar = await newCalendar();
      const booked = expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio: at(5) }), 201);
      const moved = expectStatus(
        await as.cittadino.put(`${API}/events`, { id: booked.id, version: 1, inizio: at(5, '11:00') }),
        200,
      );
      expect(moved).toMatchObject({ inizio: at(5, '11:00'), stato: 'prenotato' });
      expectStatus(await book('medico', { calendarioId: calendar.id, inizio: at(5) }), 201);
      const onto = await as.cittadino.put(`${API}/events`, { id: booked.id, version: 2, inizio: at(5) });
      expect(onto.status).toBe(409);
      expect(onto.body.message).toBe(m.slotFull);
    });

    it('cancels within the deadline; after it the person gets 409, the operator may still cancel', async () => {
      const calendar = await newCalendar({}, { termineAnnullamentoMinuti: 3 * 1440 });
      const late = expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio: at(2) }), 201);
      expect(late.annullabileFinoAl).toBe(new Date(Date.parse(at(2)) - 3 * 86_400_000).toISOString());
      const refused = await as.cittadino.del(`${API}/events/delete/${late.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.cancelDeadline(3 * 1440));
      const early = expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio: at(9) }), 201);
      const cancelled = expectStatus(
        await as.cittadino.del(`${API}/events/delete/${early.id}?motivo=Impegno`),
        200,
      );
      expect(cancelled.stato).toBe('annullato');
      expect(cancelled.storia.at(-1)).toMatchObject({ da: 'prenotato', a: 'annullato', motivo: 'Impegno' });
      // The slot is free again.
      expectStatus(await book('medico', { calendarioId: calendar.id, inizio: at(9) }), 201);
      expectStatus(await as['operatore.sanitario'].del(`${API}/events/delete/${late.id}`), 200);
      expect((await as.cittadino.del(`${API}/events/delete/999999`)).status).toBe(404);
      expect((await as.medico.del(`${API}/events/delete/${early.id}`)).status).toBe(404);
    });
  });

  describe('waiting list', () => {
    it('offers a freed seat to the first in line, who accepts it; the second keeps waiting', async () => {
      const calendar = await newCalendar();
      const inizio = at(6);
      const first = expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio }), 201);
      const notFull = await book('medico', {
        calendarioId: calendar.id,
        inizio: at(6, '11:00'),
        listaAttesa: true,
      });
      expect(expectStatus(notFull, 201).stato).toBe('prenotato');
      const waiting = expectStatus(
        await book('medico', { calendarioId: calendar.id, inizio, listaAttesa: true }),
        201,
      );
      expect(waiting).toMatchObject({ stato: 'in-attesa', posizioneAttesa: 1, offertaScadeIl: null });
      const second = expectStatus(
        await book('operatore.sanitario', {
          calendarioId: calendar.id,
          inizio,
          listaAttesa: true,
          per: { nome: 'Bruno Gialli' },
        }),
        201,
      );
      expect(second.posizioneAttesa).toBe(2);
      const detail = expectStatus(
        await as.cittadino.get(`${API}/${calendar.id}?dal=${inizio.slice(0, 10)}`),
        200,
      );
      expect(detail.disponibilita.slot.find((s: { inizio: string }) => s.inizio === inizio)).toMatchObject({
        liberi: 0,
        inAttesa: 2,
      });

      expectStatus(await as.cittadino.del(`${API}/events/delete/${first.id}`), 200);
      const offered = expectStatus(
        await as.medico.get(`${API}/events?calendarioId=${calendar.id}&stato=in-attesa`),
        200,
      ).items[0];
      expect(offered.offertaScadeIl).not.toBeNull();
      expect(Date.parse(offered.offertaScadeIl) - Date.now()).toBeGreaterThan(115 * 60_000);
      // The held seat is nobody else's meanwhile.
      expect((await book('superadmin', { calendarioId: calendar.id, inizio })).status).toBe(409);

      const accepted = expectStatus(
        await as.medico.put(`${API}/events`, {
          id: offered.id,
          version: offered.version,
          stato: 'prenotato',
        }),
        200,
      );
      expect(accepted).toMatchObject({ stato: 'prenotato', offertaScadeIl: null });
      const after = expectStatus(
        await as.cittadino.get(`${API}/${calendar.id}?dal=${inizio.slice(0, 10)}`),
        200,
      );
      expect(after.disponibilita.slot.find((s: { inizio: string }) => s.inizio === inizio)).toMatchObject({
        liberi: 0,
        inAttesa: 1,
      });
      const stillWaiting = expectStatus(
        await as['operatore.sanitario'].get(
          `${API}/events?ambito=gestite&calendarioId=${calendar.id}&stato=in-attesa`,
        ),
        200,
      ).items;
      expect(stillWaiting).toMatchObject([{ id: second.id, posizioneAttesa: 1, offertaScadeIl: null }]);
    });

    it('passes the seat on when the one it was offered to turns it down', async () => {
      const calendar = await newCalendar();
      const inizio = at(7);
      const first = expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio }), 201);
      const a = expectStatus(
        await book('medico', { calendarioId: calendar.id, inizio, listaAttesa: true }),
        201,
      );
      const b = expectStatus(
        await book('operatore.sanitario', {
          calendarioId: calendar.id,
          inizio,
          listaAttesa: true,
          per: { nome: 'Carla Blu' },
        }),
        201,
      );
      expectStatus(await as.cittadino.del(`${API}/events/delete/${first.id}`), 200);
      expectStatus(await as.medico.del(`${API}/events/delete/${a.id}`), 200);
      const agenda = expectStatus(
        await as['operatore.sanitario'].get(
          `${API}/events?ambito=gestite&calendarioId=${calendar.id}&stato=in-attesa`,
        ),
        200,
      ).items;
      expect(agenda).toMatchObject([{ id: b.id }]);
      expect(agenda[0].offertaScadeIl).not.toBeNull();
    });
  });

  describe('deleting a calendar', () => {
    it('refuses while future bookings exist, saying how many; cancels them all when asked', async () => {
      const calendar = await newCalendar();
      expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio: at(8) }), 201);
      expectStatus(await book('medico', { calendarioId: calendar.id, inizio: at(8, '12:00') }), 201);
      const refused = await as.superadmin.del(`${API}/delete/${calendar.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.futureBookings(2));
      expect((await as.cittadino.get(`${API}/${calendar.id}`)).status).toBe(200);
      const deleted = expectStatus(
        await as.superadmin.del(`${API}/delete/${calendar.id}?annullaPrenotazioni=true`),
        200,
      );
      expect(deleted).toEqual({ id: calendar.id, prenotazioniAnnullate: 2 });
      expect((await as.cittadino.get(`${API}/${calendar.id}`)).status).toBe(404);
      expect((await as.superadmin.del(`${API}/delete/${calendar.id}`)).status).toBe(404);
      const empty = await newCalendar();
      expect(expectStatus(await as.superadmin.del(`${API}/delete/${empty.id}`), 200)).toEqual({
        id: empty.id,
        prenotazioniAnnullate: 0,
      });
    });
  });

  describe('what the citizen looks for (issue 29)', () => {
    const day = (days: number) => at(days).slice(0, 10);
    const slotAt = (detail: { disponibilita: { slot: { inizio: string }[] } }, inizio: string) =>
      detail.disponibilita.slot.find((s) => s.inizio === inizio);

    it('tells the person, per slot, the place they already hold, booked or waiting; nobody else', async () => {
      const calendar = await newCalendar({}, { posti: 1 });
      expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio: at(2) }), 201);
      expectStatus(await book('medico', { calendarioId: calendar.id, inizio: at(2, '11:00') }), 201);
      expectStatus(
        await book('cittadino', { calendarioId: calendar.id, inizio: at(2, '11:00'), listaAttesa: true }),
        201,
      );
      const mine = expectStatus(await as.cittadino.get(`${API}/${calendar.id}?dal=${day(2)}`), 200);
      expect(slotAt(mine, at(2))).toMatchObject({ liberi: 0, prenotatoDaMe: true, inAttesaDaMe: false });
      expect(slotAt(mine, at(2, '11:00'))).toMatchObject({
        liberi: 0,
        inAttesa: 1,
        prenotatoDaMe: false,
        inAttesaDaMe: true,
      });
      expect(slotAt(mine, at(2, '10:30'))).toMatchObject({ prenotatoDaMe: false, inAttesaDaMe: false });
      const theirs = expectStatus(await as.medico.get(`${API}/${calendar.id}?dal=${day(2)}`), 200);
      expect(slotAt(theirs, at(2))).toMatchObject({ prenotatoDaMe: false, inAttesaDaMe: false });
      expect(slotAt(theirs, at(2, '11:00'))).toMatchObject({ prenotatoDaMe: true, inAttesaDaMe: false });
    });

    it('answers the first day with a free slot the person may book, past closures, full and own slots', async () => {
      // Closed for the next two weeks: the first free day is the fifteenth.
      const closed = await newCalendar({}, { chiusure: [{ dal: day(0), al: day(14), motivo: 'Lavori' }] });
      const first = expectStatus(await as.cittadino.get(`${API}/first-available/${closed.id}`), 200);
      expect(first).toEqual({ dal: day(0), al: day(60), data: day(15), inizio: at(15, '07:00') });
      // From a later day, and within a shorter search.
      expect(
        expectStatus(await as.cittadino.get(`${API}/first-available/${closed.id}?dal=${day(20)}`), 200),
      ).toMatchObject({ dal: day(20), data: day(20), inizio: at(20, '07:00') });
      expect(
        expectStatus(await as.cittadino.get(`${API}/first-available/${closed.id}?giorni=10`), 200),
      ).toEqual({ dal: day(0), al: day(9), data: null, inizio: null });

      // One event of one seat: the one who holds it, and whoever comes next, have nothing free to book.
      const eventDay = day(40);
      const events = await newCalendar(
        {},
        {
          tipo: 'evento',
          eventi: [
            {
              codice: 'a',
              titolo: 'Incontro',
              inizio: `${eventDay}T18:00`,
              fine: `${eventDay}T19:00`,
              posti: 2,
            },
          ],
        },
      );
      const url = `${API}/first-available/${events.id}`;
      expect(expectStatus(await as.cittadino.get(url), 200)).toMatchObject({ data: eventDay });
      expectStatus(await book('cittadino', { calendarioId: events.id, inizio: at(40, '18:00') }), 201);
      expect(expectStatus(await as.cittadino.get(url), 200)).toMatchObject({ data: null, inizio: null });
      expect(expectStatus(await as.medico.get(url), 200)).toMatchObject({ data: eventDay });
      expectStatus(await book('medico', { calendarioId: events.id, inizio: at(40, '18:00') }), 201);
      expect(expectStatus(await as['operatore.sanitario'].get(url), 200)).toMatchObject({ data: null });

      // Beyond the calendar's horizon nothing is looked for.
      const far = await newCalendar(
        {},
        { orizzonteGiorni: 5, chiusure: [{ dal: day(0), al: day(30), motivo: 'X' }] },
      );
      expect(expectStatus(await as.cittadino.get(`${API}/first-available/${far.id}`), 200)).toEqual({
        dal: day(0),
        al: day(5),
        data: null,
        inizio: null,
      });
    });

    it('reads the first free day with the availability read’s rules: 404, 400 with paths, 401', async () => {
      const interno = await newCalendar({ tipoAccesso: 'interno' });
      expect((await as.cittadino.get(`${API}/first-available/${interno.id}`)).status).toBe(404);
      expect(
        expectStatus(await as['operatore.sanitario'].get(`${API}/first-available/${interno.id}`), 200),
      ).toMatchObject({ data: expect.any(String) });
      expect((await as.cittadino.get(`${API}/first-available/999999`)).status).toBe(404);
      const response = await as.cittadino.get(`${API}/first-available/${interno.id}?giorni=366`);
      expect(paths(response, 400)).toEqual(['querystring.giorni']);
      expect(response.body.details[0].message).toBe('Un numero di giorni da 1 a 365.');
      expect(paths(await as.cittadino.get(`${API}/first-available/${interno.id}?dal=domani`), 400)).toEqual([
        'querystring.dal',
      ]);
      expect((await anonymous.get(`${API}/first-available/${interno.id}`)).status).toBe(401);
    });

    it('finds the calendars near a comune: of the ASLs serving it, and of the structures in it', async () => {
      const asl = await newCalendar({ nome: 'Calendario ASL vicino' });
      const ospedale = await newCalendar({
        nome: 'Calendario ospedale vicino',
        titolare: { tipo: 'struttura', codice: '010030' },
      });
      const comuneId = async (name: string) => {
        const found = expectStatus(
          await anonymous.get(`/api/v1/public/gestioneregionale/comuni/search?q=${name}`),
          200,
        );
        return found.find((c: { denominazione: string }) => c.denominazione === name).id as number;
      };
      const ids = async (comune: number | string) =>
        expectStatus(await as.cittadino.get(`${API}?comune=${comune}`), 200).map((c: { id: number }) => c.id);
      // Pinerolo: the hospital is there, and ASL TO3 serves it.
      expect(await ids(await comuneId('Pinerolo'))).toEqual(expect.arrayContaining([asl.id, ospedale.id]));
      // Collegno: ASL TO3 has its seat there (its hospital of Pinerolo belongs to ASL TO3 too).
      expect(await ids(await comuneId('Collegno'))).toContain(asl.id);
      const roma = await ids(await comuneId('Roma'));
      expect(roma).not.toContain(asl.id);
      expect(roma).not.toContain(ospedale.id);
      expect(await ids(99_999_999)).toEqual([]);
      expect(paths(await as.cittadino.get(`${API}?comune=Pinerolo`), 400)).toEqual(['querystring.comune']);
    });

    it('lists the ASLs of the calendars one may see by their full name, as the holders read', async () => {
      const calendar = await newCalendar();
      expect(calendar.titolare.denominazione).toBe('ASL TO3');
      const asls = expectStatus(await as.cittadino.get(`${API}/asl`), 200);
      expect(asls).toContainEqual({ codiceAsl: ASL_TO3, denominazione: 'ASL TO3' });
      expect(new Set(asls.map((a: { codiceAsl: string }) => a.codiceAsl)).size).toBe(asls.length);
      expect((await anonymous.get(`${API}/asl`)).status).toBe(401);
    });
  });

  describe('no double booking under concurrency', () => {
    async function race(seats: number, attempts: number) {
      const calendar = await newCalendar({ tipoAccesso: 'interno' }, { posti: seats });
      const inizio = at(10);
      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          book('operatore.sanitario', { calendarioId: calendar.id, inizio, per: { nome: `Persona ${i}` } }),
        ),
      );
      const agenda = expectStatus(
        await as['operatore.sanitario'].get(
          `${API}/events?ambito=gestite&calendarioId=${calendar.id}&size=500`,
        ),
        200,
      );
      return { answers, agenda };
    }

    it('200 people at once on one seat: exactly one booked, 199 told the seat is taken', async () => {
      const { answers, agenda } = await race(1, 200);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(199);
      expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set([m.slotFull]));
      expect(agenda.total).toBe(1);
    });

    it('200 people at once on three seats: exactly three booked', async () => {
      const { answers, agenda } = await race(3, 200);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(197);
      expect(agenda.total).toBe(3);
    });

    it('one person booking one slot many times at once holds one place', async () => {
      const calendar = await newCalendar({}, { posti: 50 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => book('cittadino', { calendarioId: calendar.id, inizio: at(11) })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
        new Set([m.overlap]),
      );
      const detail = expectStatus(
        await as.cittadino.get(`${API}/${calendar.id}?dal=${at(11).slice(0, 10)}`),
        200,
      );
      expect(detail.disponibilita.slot.find((s: { inizio: string }) => s.inizio === at(11)).liberi).toBe(49);
    });
  });
});
