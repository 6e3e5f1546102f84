import type { Calendario, CalendarioDettaglio, Slot as ScreenSlot } from '@halo/contract/calendar/calendari';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import type {
  Appointment,
  Bundle,
  CapabilityStatement,
  FhirResource,
  OperationOutcome,
  Schedule,
  Slot,
} from 'fhir/r4.js';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesFrom, resourcesOf, withFhirServer } from '../../../fhir/fhir.test-utils.ts';
import { r4Problems } from '../../../fhir/validate.test-utils.ts';
import { calendarBody } from '../calendar.test-utils.ts';

/*
 * The calendar module's FHIR R4 resources on the demo data (docs/adr/0046-fhir.md, "Calendar's providers"): the
 * calendars, their slots and the bookings read and searched by the citizen, the operator, the superadmin and a user
 * of another application; the slots equal to what the booking screen shows; every Bundle valid against R4.
 */

const API = '/api/v1/calendar';
const ROME = 'Europe/Rome';
type User = 'cittadino' | 'operatore.sanitario' | 'superadmin' | 'medico';

describe('calendars through /fhir/r4', () => {
  const fhir = withFhirServer();
  const caller = (user: User) => fhir.caller(user);
  const read = <R = FhirResource>(user: User, path: string) => fhir.read<R>(user, path);
  /** A search that answers 200 with every resource valid against R4, the Bundle too. */
  async function search(user: User, query: string): Promise<Bundle> {
    const bundle = await fhir.search(user, query);
    expect(r4Problems(bundle)).toEqual([]);
    return bundle;
  }
  const resources = resourcesOf;
  /** The demo calendars' ids, by the start of their names. */
  const demo = { clinic: 0, screening: 0, meetings: 0 };
  /** The numeric id of the clinic's structure (Pinerolo's hospital), as its Location is named. */
  let pinerolo = 0;
  const ids = (bundle: Bundle) => resources(bundle).map((r) => r.id);
  async function expectNotFound(user: User, path: string) {
    const refused = await read<OperationOutcome>(user, path);
    expect([refused.status, refused.body.resourceType, refused.body.issue?.[0]?.code]).toEqual([
      404,
      'OperationOutcome',
      'not-found',
    ]);
  }
  async function expectRefused(query: string, parameter: string, text: RegExp) {
    const refused = await read<OperationOutcome>('cittadino', query);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(r4Problems(refused.body)).toEqual([]);
    expect(refused.body.issue?.[0]).toMatchObject({ code: 'invalid', expression: [parameter] });
    expect(refused.body.issue?.[0]?.diagnostics).toMatch(text);
  }
  /** What the booking screen shows `user` of a calendar, from `dal` to `al` (local dates). */
  async function screen(user: User, id: number, dal: string, al: string): Promise<ScreenSlot[]> {
    const answer = await (await caller(user)).get<CalendarioDettaglio>(`${API}/${id}?dal=${dal}&al=${al}`);
    expect(answer.status).toBe(200);
    return answer.body.disponibilita.slot;
  }
  const today = () => DateTime.now().setZone(ROME).startOf('day');
  const isoDay = (days: number) => today().plus({ days }).toISODate() as string;

  beforeAll(async () => {
    const admin = await caller('superadmin');
    const calendars = (await admin.get<Calendario[]>(API)).body;
    const named = (start: string) => calendars.find((c) => c.nome.startsWith(start))?.id ?? 0;
    demo.clinic = named('Vaccinazioni adulti');
    demo.screening = named('Screening mammografico');
    demo.meetings = named('Incontri di prevenzione');
    expect(Object.values(demo).every((id) => id > 0)).toBe(true);
    const structures = (
      await admin.get<{ id: number; codiceStruttura: string }[]>('/api/v1/strutture?q=010030')
    ).body;
    pinerolo = structures.find((s) => s.codiceStruttura === '010030')?.id ?? 0;
    expect(pinerolo).toBeGreaterThan(0);
  });

  it('lists Schedule, Slot and Appointment with their search parameters in the metadata', async () => {
    const answer = await fhir.anonymous<CapabilityStatement>('metadata');
    expect(answer.status).toBe(200);
    expect(r4Problems(answer.body)).toEqual([]);
    const served = new Map(
      (answer.body.rest?.[0]?.resource ?? []).map((r) => [r.type, (r.searchParam ?? []).map((p) => p.name)]),
    );
    expect(served.get('Schedule')).toEqual(['_id', 'actor', 'active', 'service-type']);
    expect(served.get('Slot')).toEqual(['_id', 'schedule', 'start', 'status']);
    expect(served.get('Appointment')).toEqual(['_id', 'date', 'status', 'actor']);
  });

  it('gives every caller the calendars they may see as Schedules, with their owner and horizon', async () => {
    for (const user of ['cittadino', 'operatore.sanitario', 'superadmin', 'medico'] as const) {
      const bundle = await search(user, 'Schedule?_count=100');
      expect(ids(bundle)).toEqual(
        expect.arrayContaining([demo.clinic, demo.screening, demo.meetings].map((id) => `calendario-${id}`)),
      );
    }
    const [clinic, screening] = resources<Schedule>(
      await search('cittadino', `Schedule?_id=calendario-${demo.clinic},calendario-${demo.screening}`),
    ).sort((a, b) =>
      a.id === `calendario-${demo.clinic}` ? -1 : b.id === `calendario-${demo.clinic}` ? 1 : 0,
    );
    expect(clinic).toMatchObject({
      active: true,
      serviceType: [
        { coding: [{ system: 'urn:halo:calendar:tipo', code: 'vaccinazioni' }], text: 'Vaccinazioni' },
      ],
      actor: [{ reference: `Location/struttura-${pinerolo}` }],
    });
    expect(clinic?.actor[0]?.display).toBeTruthy();
    // An ASL's calendar names it only: R4 allows no Organization as a Schedule's actor.
    expect(screening?.actor).toEqual([{ display: 'ASL TO3' }]);
    // The booking horizon of the demo's slot calendars: today and the 60 days after it.
    const horizon = clinic?.planningHorizon ?? {};
    const days = DateTime.fromISO(horizon.end as string).diff(
      DateTime.fromISO(horizon.start as string),
      'days',
    );
    expect([
      DateTime.fromISO(horizon.start as string)
        .setZone(ROME)
        .toISODate(),
      days.days,
    ]).toEqual([isoDay(0), 61]);
    const byId = await read<Schedule>('cittadino', `Schedule/calendario-${demo.clinic}`);
    expect([byId.status, byId.body]).toEqual([200, clinic]);
  });

  it('filters the Schedules by owner, state and type', async () => {
    const found = async (query: string) => ids(await search('superadmin', `Schedule?${query}&_count=100`));
    expect(await found(`actor=Location/struttura-${pinerolo}`)).toEqual([`calendario-${demo.clinic}`]);
    expect(await found(`actor=struttura-${pinerolo}`)).toEqual([`calendario-${demo.clinic}`]);
    expect(await found('actor=Location/struttura-999999')).toEqual([]);
    expect(await found('actor=Practitioner/struttura-1')).toEqual([]);
    expect(await found('service-type=vaccinazioni')).toEqual([`calendario-${demo.clinic}`]);
    expect(await found('service-type=urn:halo:calendar:tipo|screening')).toEqual([
      `calendario-${demo.screening}`,
    ]);
    expect(await found('service-type=http://snomed.info/sct|screening')).toEqual([]);
    const all = await search('superadmin', 'Schedule?_count=0');
    expect((await search('superadmin', 'Schedule?active=true&_count=0')).total).toBe(all.total);
    expect(await found('active=false')).toEqual([]);
  });

  it('hides an internal calendar from whoever does not operate it: empty searches, 404 reads', async () => {
    const admin = await caller('superadmin');
    const created = await admin.post(
      API,
      calendarBody({ tipoAccesso: 'interno', gruppiOperatori: ['/calendario/operatori'] }),
    );
    expect(created.status).toBe(201);
    const id = `calendario-${created.body.id}`;
    const window = `start=ge${isoDay(3)}&start=lt${isoDay(4)}`;
    for (const user of ['cittadino', 'medico'] as const) {
      await expectNotFound(user, `Schedule/${id}`);
      expect((await search(user, `Schedule?_id=${id}`)).total).toBe(0);
      expect((await search(user, `Slot?schedule=${id}&${window}`)).total).toBe(0);
      await expectNotFound(user, `Slot/${id}-${isoDay(3).replace(/-/g, '')}0900`);
    }
    for (const user of ['operatore.sanitario', 'superadmin'] as const) {
      expect(ids(await search(user, `Schedule?_id=${id}`))).toEqual([id]);
      // Open 07:00–21:00 in half hours: 28 slots a day.
      expect((await search(user, `Slot?schedule=Schedule/${id}&${window}`)).total).toBe(28);
    }
  });

  it('refuses a search of slots without a calendar or a closed window of at most 31 days', async () => {
    const schedule = `schedule=calendario-${demo.clinic}`;
    await expectRefused(`Slot?start=ge${isoDay(1)}&start=lt${isoDay(2)}`, 'schedule', /calendario/);
    await expectRefused(`Slot?${schedule}`, 'start', /periodo di inizio chiuso/);
    await expectRefused(`Slot?${schedule}&start=ge${isoDay(1)}`, 'start', /31 giorni/);
    await expectRefused(`Slot?${schedule}&start=ne${isoDay(1)}`, 'start', /31 giorni/);
    await expectRefused(`Slot?${schedule}&start=ge${isoDay(1)}&start=lt${isoDay(33)}`, 'start', /31 giorni/);
    await expectRefused(`Slot?${schedule}&start=lt${isoDay(1)},ge${isoDay(2)}`, 'start', /31 giorni/);
    // A month is a month, October's extra hour of daylight saving included; 31 days of it too.
    const year = today().month < 10 ? today().year : today().year + 1;
    const october = await search('cittadino', `Slot?${schedule}&start=${year}-10&_count=0`);
    expect(october.total).toBeGreaterThan(0);
    const days = `start=ge${year}-10-01&start=lt${year}-11-01&_count=0`;
    expect((await search('cittadino', `Slot?${schedule}&${days}`)).total).toBe(october.total);
    await expectRefused(`Slot?${schedule}&start=ge${year}-10-01&start=lt${year}-11-02`, 'start', /31 giorni/);
  });

  it("gives the clinic's slots as the booking screen shows them: free, busy, not bookable", async () => {
    /** The status a slot of the screen has as a Slot: full is busy, not bookable busy-unavailable. */
    const statusOf = (s: ScreenSlot) =>
      s.liberi === 0 ? 'busy' : s.prenotabile ? 'free' : 'busy-unavailable';
    const clinicSlots = (from: number, to: number, query = '') =>
      search(
        'cittadino',
        `Slot?schedule=calendario-${demo.clinic}&start=ge${isoDay(from)}&start=lt${isoDay(to)}${query}`,
      );
    // From today (its first slots within the notice) to beyond the 60-day horizon.
    for (const [from, to] of [
      [0, 14],
      [50, 64],
    ] as const) {
      const shown = await screen('cittadino', demo.clinic, isoDay(from), isoDay(to - 1));
      const bundle = await clinicSlots(from, to, '&_count=100');
      expect(bundle.total).toBe(shown.length);
      const slots = resources<Slot>(bundle);
      expect(slots.map((s) => ({ start: s.start, end: s.end, status: s.status }))).toEqual(
        shown.slice(0, 100).map((s) => ({ start: s.inizio, end: s.fine, status: statusOf(s) })),
      );
      expect(slots[0]?.schedule.reference).toBe(`Schedule/calendario-${demo.clinic}`);
      for (const status of ['free', 'busy', 'busy-unavailable']) {
        const { total } = await clinicSlots(from, to, `&status=${status}&_count=0`);
        expect([status, total]).toEqual([status, shown.filter((s) => statusOf(s) === status).length]);
      }
    }
    // The demo's bookings fill single seats in the next fortnight; a week beyond the horizon is not bookable.
    expect((await clinicSlots(0, 14, '&status=busy&_count=0')).total).toBeGreaterThanOrEqual(5);
    expect((await clinicSlots(62, 69, '&status=free&_count=0')).total).toBe(0);
    expect((await clinicSlots(62, 69, '&status=busy-unavailable&_count=0')).total).toBeGreaterThan(0);
  });

  it('reads a slot by its id, filters slots by instants and pages them', async () => {
    const window = `schedule=calendario-${demo.clinic}&start=ge${isoDay(20)}&start=lt${isoDay(27)}`;
    const first = await search('operatore.sanitario', `Slot?${window}&_count=5`);
    const total = first.total as number;
    expect(total).toBeGreaterThan(5);
    const slot = resources<Slot>(first)[0] as Slot;
    const startUtc = DateTime.fromISO(slot.start).toUTC();
    expect(slot.id).toBe(`calendario-${demo.clinic}-${startUtc.toFormat('yyyyMMddHHmm')}`);
    const byId = await read<Slot>('operatore.sanitario', `Slot/${slot.id}`);
    expect([byId.status, byId.body]).toEqual([200, slot]);
    await expectNotFound(
      'operatore.sanitario',
      `Slot/calendario-${demo.clinic}-${startUtc.plus({ minutes: 1 }).toFormat('yyyyMMddHHmm')}`,
    );
    await expectNotFound('operatore.sanitario', `Slot/calendario-${demo.clinic}-202613400900`);

    // Walk the pages: every slot once.
    const seen: (string | undefined)[] = [];
    for await (const page of pagesFrom(first, (query) => search('operatore.sanitario', query))) {
      seen.push(...ids(page));
    }
    expect([seen.length, new Set(seen).size]).toEqual([total, total]);

    // The instants of one slot, with a zone or in Italy's.
    const count = async (query: string) =>
      (await search('operatore.sanitario', `Slot?${window}&${query}&_count=0`)).total;
    const at = encodeURIComponent(slot.start);
    expect(await count(`start=${at}`)).toBe(1);
    expect(await count(`start=le${at}`)).toBe(1);
    expect(await count(`start=gt${at}`)).toBe(total - 1);
    expect(await count(`start=ne${at}`)).toBe(total - 1);
    const local = DateTime.fromISO(slot.start).setZone(ROME);
    expect(await count(`start=${local.toFormat("yyyy-MM-dd'T'HH:mm")}`)).toBe(1);
    expect(await count(`start=${startUtc.toFormat("yyyy-MM-dd'T'HH:mm")}Z`)).toBe(1);
  });

  it("gives the citizen their own bookings only, the operator and the superadmin their calendars' bookings", async () => {
    const mine = await search('cittadino', 'Appointment?_count=100');
    const own = (await (await caller('cittadino')).get<{ total: number }>(`${API}/events?size=500`)).body;
    expect(mine.total).toBe(own.total);
    expect(mine.total).toBeGreaterThanOrEqual(2);
    const appointments = resources<Appointment>(mine);
    for (const appointment of appointments) {
      expect(appointment.participant[0]).toEqual({
        actor: { display: 'Chiara Cittadina' },
        status: 'accepted',
      });
    }
    expect(appointments.map((a) => a.status).sort()).toEqual(['booked', 'fulfilled']);
    const fulfilled = appointments.find((a) => a.status === 'fulfilled') as Appointment;
    expect(fulfilled).toMatchObject({
      serviceType: [{ coding: [{ code: 'screening' }] }],
      participant: [{ actor: { display: 'Chiara Cittadina' } }, { actor: { display: 'ASL TO3' } }],
    });
    const booked = appointments.find((a) => a.status === 'booked') as Appointment;
    expect(booked.participant[1]?.actor?.reference).toBe(`Location/struttura-${pinerolo}`);
    // The slot it holds is the clinic's, busy.
    const slot = await read<Slot>('cittadino', booked.slot?.[0]?.reference as string);
    expect([slot.status, slot.body.start, slot.body.status]).toEqual([200, booked.start, 'busy']);
    const byId = await read<Appointment>('cittadino', `Appointment/${booked.id}`);
    expect([byId.status, byId.body]).toEqual([200, booked]);

    for (const user of ['operatore.sanitario', 'superadmin'] as const) {
      const managed = (
        await (await caller(user)).get<{ total: number }>(`${API}/events?ambito=gestite&size=500`)
      ).body;
      const bundle = await search(user, 'Appointment?_count=100');
      expect([user, bundle.total]).toEqual([user, managed.total]);
      const people = new Set(resources<Appointment>(bundle).map((a) => a.participant[0]?.actor?.display));
      expect([...people]).toEqual(
        expect.arrayContaining(['Chiara Cittadina', 'Mario Rossi', 'Paola Ferrari']),
      );
    }
    const others = resources<Appointment>(await search('operatore.sanitario', 'Appointment?_count=100')).find(
      (a) => a.participant[0]?.actor?.display === 'Mario Rossi',
    ) as Appointment;
    await expectNotFound('cittadino', `Appointment/${others.id}`);
  });

  it('shows a user of another application no bookings', async () => {
    const none = await search('medico', 'Appointment');
    expect([none.total, none.entry ?? []]).toEqual([0, []]);
    const booked = resources<Appointment>(await search('cittadino', 'Appointment'))[0] as Appointment;
    await expectNotFound('medico', `Appointment/${booked.id}`);
    await expectNotFound('medico', 'Appointment/prenotazione-999999');
    await expectNotFound('medico', 'Appointment/calendario-1');
  });

  it('filters bookings by start date, status and owner', async () => {
    const count = async (user: User, query: string) =>
      (await search(user, `Appointment?${query}&_count=0`)).total;
    // The citizen's screening is past and fulfilled, their vaccination ahead.
    expect(await count('cittadino', `date=lt${isoDay(0)}`)).toBe(1);
    expect(await count('cittadino', `date=ge${isoDay(0)}&date=lt${isoDay(15)}`)).toBe(1);
    expect(await count('cittadino', 'status=fulfilled')).toBe(1);
    expect(await count('cittadino', 'status=http://hl7.org/fhir/appointmentstatus|booked')).toBe(1);
    expect(await count('cittadino', 'status=cancelled,noshow')).toBe(0);
    expect(await count('cittadino', 'status=http://snomed.info/sct|booked')).toBe(0);

    const all = resources<Appointment>(await search('operatore.sanitario', 'Appointment?_count=100'));
    const atClinic = all.filter(
      (a) => a.participant[1]?.actor?.reference === `Location/struttura-${pinerolo}`,
    );
    expect(atClinic.length).toBeGreaterThanOrEqual(5);
    const byActor = await search(
      'operatore.sanitario',
      `Appointment?actor=Location/struttura-${pinerolo}&_count=100`,
    );
    expect(ids(byActor)).toEqual(atClinic.map((a) => a.id));
    const first = atClinic[0] as Appointment;
    const day = DateTime.fromISO(first.start as string)
      .setZone(ROME)
      .toISODate();
    const ofDay = all.filter(
      (a) =>
        DateTime.fromISO(a.start as string)
          .setZone(ROME)
          .toISODate() === day,
    );
    expect(await count('operatore.sanitario', `date=${day}`)).toBe(ofDay.length);
    expect(await count('operatore.sanitario', `date=ne${day}`)).toBe(all.length - ofDay.length);
  });

  it("puts the citizen on the full meeting's waiting list: a waitlist Appointment, its Slot busy", async () => {
    const shown = await screen('cittadino', demo.meetings, isoDay(0), isoDay(30));
    const full = shown.find((s) => s.titolo === 'Primo soccorso pediatrico') as ScreenSlot;
    expect(full.liberi).toBe(0);
    const booked = await (await caller('cittadino')).post<Prenotazione>(`${API}/events`, {
      id: '-1',
      calendarioId: demo.meetings,
      inizio: full.inizio,
      listaAttesa: true,
    });
    expect([booked.status, booked.body.stato]).toEqual([201, 'in-attesa']);
    const waiting = await read<Appointment>('cittadino', `Appointment/prenotazione-${booked.body.id}`);
    expect(waiting.body).toMatchObject({
      status: 'waitlist',
      description: 'Primo soccorso pediatrico',
      start: full.inizio,
      end: full.fine,
    });
    const slot = await read<Slot>('cittadino', waiting.body.slot?.[0]?.reference as string);
    expect(slot.body).toMatchObject({ status: 'busy', start: full.inizio });
    expect(slot.body.comment).toMatch(
      /Primo soccorso pediatrico; Posti liberi: 0 su 2; In lista di attesa: 1/,
    );
    expect((await search('cittadino', 'Appointment?status=waitlist')).total).toBe(1);
  });
});
