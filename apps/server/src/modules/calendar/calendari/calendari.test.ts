import { calendarMessages as m } from '@halo/contract/calendar';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { API, ASL_TO3, calendarSuite, expectStatus } from '../calendar.test-suite.ts';
import { at, calendarBody, ROME } from '../calendar.test-utils.ts';

describe.each(testDatabases())('calendars on $name', (kind) => {
  const bed = calendarSuite(kind);
  const { as, newCalendar, book } = bed;

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
      expect((await bed.anonymous.get(`${API}/first-available/${interno.id}`)).status).toBe(401);
    });

    it('finds the calendars near a comune: of the ASLs serving it, and of the structures in it', async () => {
      const asl = await newCalendar({ nome: 'Calendario ASL vicino' });
      const ospedale = await newCalendar({
        nome: 'Calendario ospedale vicino',
        titolare: { tipo: 'struttura', codice: '010030' },
      });
      const comuneId = async (name: string) => {
        const found = expectStatus(
          await bed.anonymous.get(`/api/v1/public/gestioneregionale/comuni/search?q=${name}`),
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
      expect((await bed.anonymous.get(`${API}/asl`)).status).toBe(401);
    });
  });
});
