import { calendarMessages as m } from '@halo/contract/calendar';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import {
  API,
  type CalendarUser,
  calendarSuite,
  expectStatus,
  METRICS_TOKEN,
} from '../calendar.test-suite.ts';
import { at } from '../calendar.test-utils.ts';

describe.each(testDatabases())('calendar bookings on $name', (kind) => {
  const bed = calendarSuite(kind);
  const { as, newCalendar, book } = bed;

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
          await bed.server.app.inject({
            url: '/metrics',
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
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
          await bed.server.app.inject({
            url: '/metrics',
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
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
    /** `user` joins the line for the slot at `inizio`, for someone else when `per` names them: 201, and the booking. */
    const joinLine = async (user: CalendarUser, calendarioId: number, inizio: string, per?: string) =>
      expectStatus(
        await book(user, { calendarioId, inizio, listaAttesa: true, ...(per ? { per: { nome: per } } : {}) }),
        201,
      );
    /** The slot at `inizio` as the citizen sees it on the calendar. */
    const slotSeen = async (calendarioId: number, inizio: string) =>
      expectStatus(
        await as.cittadino.get(`${API}/${calendarioId}?dal=${inizio.slice(0, 10)}`),
        200,
      ).disponibilita.slot.find((s: { inizio: string }) => s.inizio === inizio);
    /** The calendar's line as the operator manages it. */
    const lineManaged = async (calendarioId: number) =>
      expectStatus(
        await as['operatore.sanitario'].get(
          `${API}/events?ambito=gestite&calendarioId=${calendarioId}&stato=in-attesa`,
        ),
        200,
      ).items;

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
      const waiting = await joinLine('medico', calendar.id, inizio);
      expect(waiting).toMatchObject({ stato: 'in-attesa', posizioneAttesa: 1, offertaScadeIl: null });
      const second = await joinLine('operatore.sanitario', calendar.id, inizio, 'Bruno Gialli');
      expect(second.posizioneAttesa).toBe(2);
      expect(await slotSeen(calendar.id, inizio)).toMatchObject({ liberi: 0, inAttesa: 2 });

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
      expect(await slotSeen(calendar.id, inizio)).toMatchObject({ liberi: 0, inAttesa: 1 });
      const stillWaiting = await lineManaged(calendar.id);
      expect(stillWaiting).toMatchObject([{ id: second.id, posizioneAttesa: 1, offertaScadeIl: null }]);
    });

    it('passes the seat on when the one it was offered to turns it down', async () => {
      const calendar = await newCalendar();
      const inizio = at(7);
      const first = expectStatus(await book('cittadino', { calendarioId: calendar.id, inizio }), 201);
      const a = await joinLine('medico', calendar.id, inizio);
      const b = await joinLine('operatore.sanitario', calendar.id, inizio, 'Carla Blu');
      expectStatus(await as.cittadino.del(`${API}/events/delete/${first.id}`), 200);
      expectStatus(await as.medico.del(`${API}/events/delete/${a.id}`), 200);
      const agenda = await lineManaged(calendar.id);
      expect(agenda).toMatchObject([{ id: b.id }]);
      expect(agenda[0].offertaScadeIl).not.toBeNull();
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
