import type { Principal } from '@halo/contract';
import type { FastifyRequest } from 'fastify';
import type { Appointment, Reference, Schedule, Slot } from 'fhir/r4.js';
import { DateTime } from 'luxon';
import type { Db } from '../../../db/database.ts';
import { NotFoundError } from '../../../errors.ts';
import type { SearchPage } from '../../../fhir/bundle.ts';
import { invalidParameter } from '../../../fhir/outcome.ts';
import type { FhirRegistry, ResourceProvider } from '../../../fhir/provider.ts';
import {
  type Criteria,
  type DateValue,
  matchesDate,
  matchesToken,
  type ParsedSearch,
  type ReferenceValue,
  SERVER_ZONE,
  searchOfId,
  searchParam,
} from '../../../fhir/search.ts';
import { principalOf } from '../../../http/write-context.ts';
import type { StructuresService } from '../../structures/structures.service.ts';
import type { CalendarRow } from '../calendar.repository.ts';
import type { CalendarService } from '../calendar.service.ts';
import { ownerLabelOf } from '../calendar.views.ts';
import { createCalendarFhirRepository, type StructureCriteria } from './fhir.repository.ts';
import {
  APPOINTMENT_STATUS,
  appointmentOf,
  CALENDAR_TYPE,
  SCHEDULE_PREFIX,
  SLOT_STATUS,
  scheduleOf,
  slotOfId,
  slotResourceOf,
} from './fhir.resources.ts';

/*
 * The calendar module's FHIR R4 resources (docs/adr/0046-fhir.md, "Calendar's providers"): its calendars
 * (Schedule), the slots of their availability (Slot) and its bookings (Appointment). Who sees what is the module's
 * rule, taken from its service: the calendars the calendar list shows the caller, the slots the booking screen
 * shows them, the bookings of their own and of the calendars they operate, as the bookings' list gives them.
 * The module records no reads in the audit log (only its writes), so neither does its FHIR API.
 */

/** R4's targets of Schedule.actor and Appointment.participant.actor: Halo's calendar owners are Locations only. */
const ACTOR_TARGETS = [
  'Location',
  'Patient',
  'Practitioner',
  'PractitionerRole',
  'RelatedPerson',
  'Device',
  'HealthcareService',
];

/** At most this many days of slots per search: a month, as a month of availability is what the screen reads. */
export const MAX_SLOT_DAYS = 31;
/** At most this many calendars' slots per search: each is a window of availability computed. */
export const MAX_SLOT_SCHEDULES = 20;

const DAY = 86_400_000;

/**
 * Calendars' owners as references: a structure as the Location `struttura-<id>` the structures' provider serves
 * (its id, not its ministerial code, which is what a calendar holds); an ASL, a unit or a person by name only,
 * since R4 allows no Organization as a Schedule's actor or an Appointment's participant.
 */
function createOwners(structures: StructuresService) {
  /** The references of one answer: each structure looked up once, as a page names few. */
  function referencesOf() {
    const ids = new Map<string, Promise<number | undefined>>();
    const structureId = (code: string) => {
      let id = ids.get(code);
      if (!id) {
        id = structures.list({ q: code }).then((list) => list.find((s) => s.codiceStruttura === code)?.id);
        ids.set(code, id);
      }
      return id;
    };
    return async (row: Pick<CalendarRow, 'ownerKind' | 'ownerRef' | 'ownerLabel'>): Promise<Reference> => {
      const display = ownerLabelOf(row);
      const id = row.ownerKind === 'struttura' ? await structureId(row.ownerRef) : undefined;
      return id === undefined ? { display } : { reference: `Location/struttura-${id}`, display };
    };
  }

  /** An `actor` search as the structures' codes it names (null: a reference to nothing a calendar is owned by). */
  async function actorCriteria(
    criteria: Criteria<ReferenceValue> | undefined,
  ): Promise<StructureCriteria | undefined> {
    if (!criteria) return undefined;
    const codeOf = async (ref: ReferenceValue) => {
      const match = ref.type === 'Location' ? /^struttura-(\d{1,9})$/.exec(ref.id) : null;
      if (!match) return null;
      const found = await structures.detail(Number(match[1])).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
      return found?.codiceStruttura ?? null;
    };
    return Promise.all(criteria.map((values) => Promise.all(values.map(codeOf))));
  }

  return { referencesOf, actorCriteria };
}

/** The calendars a search of slots asks for (`schedule`, required): the ids every occurrence names. */
function schedulesAsked(search: ParsedSearch): number[] {
  const criteria = search.references.get('schedule');
  if (!criteria?.length) {
    throw invalidParameter(
      'schedule',
      'La ricerca degli slot richiede il calendario: schedule=Schedule/calendario-[id].',
    );
  }
  let asked: number[] | undefined;
  for (const values of criteria) {
    const ids = values.flatMap((ref) => {
      const match = ref.type === 'Schedule' ? /^calendario-(\d{1,9})$/.exec(ref.id) : null;
      return match ? [Number(match[1])] : [];
    });
    asked = asked ? asked.filter((id) => ids.includes(id)) : [...new Set(ids)];
  }
  if ((asked ?? []).length > MAX_SLOT_SCHEDULES) {
    throw invalidParameter('schedule', `Al massimo ${MAX_SLOT_SCHEDULES} calendari per ricerca di slot.`);
  }
  return asked ?? [];
}

/**
 * The instants a search of slots covers (`start`, required): every occurrence AND-ed, the values of one OR-ed (so
 * bounding no more than the widest of them); it must be closed on both sides and at most MAX_SLOT_DAYS days long,
 * counted as days in Italy (a month with the change of daylight saving is a month).
 */
function startWindow(criteria: Criteria<DateValue> | undefined): { from: number; to: number } {
  let from = Number.NEGATIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  for (const values of criteria ?? []) {
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const value of values) {
      low = Math.min(low, value.negate ? Number.NEGATIVE_INFINITY : (value.from ?? Number.NEGATIVE_INFINITY));
      high = Math.max(high, value.negate ? Number.POSITIVE_INFINITY : (value.to ?? Number.POSITIVE_INFINITY));
    }
    from = Math.max(from, low);
    to = Math.min(to, high);
  }
  if (!Number.isFinite(from) || !Number.isFinite(to)) {
    throw invalidParameter(
      'start',
      `La ricerca degli slot richiede un periodo di inizio chiuso, di al massimo ${MAX_SLOT_DAYS} giorni: start=geAAAA-MM-GG&start=ltAAAA-MM-GG.`,
    );
  }
  const inItaly = (ms: number) => DateTime.fromMillis(ms, { zone: SERVER_ZONE });
  if (inItaly(to).diff(inItaly(from), 'days').days > MAX_SLOT_DAYS) {
    throw invalidParameter('start', `Il periodo di start supera i ${MAX_SLOT_DAYS} giorni: restringerlo.`);
  }
  return { from, to };
}

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Registers the calendar module's providers: Schedule, Slot, Appointment. */
export function provideCalendarFhir(
  fhir: FhirRegistry,
  deps: { db: Db; calendar: CalendarService; structures: StructuresService },
) {
  const repo = createCalendarFhirRepository(deps.db);
  const owners = createOwners(deps.structures);
  const { calendar } = deps;

  /** The calendars a caller may see, as the calendar list shows them (calendar.access.ts's `maySee`). */
  const visibleCalendars = (principal: Principal) => calendar.listCalendars(principal, {});

  async function searchSchedules(
    request: FastifyRequest,
    search: ParsedSearch,
  ): Promise<SearchPage<Schedule>> {
    const principal = principalOf(request);
    const [visible, actors] = await Promise.all([
      visibleCalendars(principal),
      owners.actorCriteria(search.references.get('actor')),
    ]);
    const { rows, total } = await repo.schedules(
      visible.map((c) => c.id),
      search,
      actors,
    );
    const referenceOf = owners.referencesOf();
    const at = new Date();
    const resources = await Promise.all(rows.map(async (row) => scheduleOf(row, await referenceOf(row), at)));
    return { resources, total };
  }

  /**
   * The slots of the calendars asked for in the window asked for, as the booking screen computes them for the
   * caller (the calendar's availability, from now on: past slots are not served); a calendar the caller may not
   * see gives none.
   */
  async function searchSlots(request: FastifyRequest, search: ParsedSearch): Promise<SearchPage<Slot>> {
    const principal = principalOf(request);
    const asked = schedulesAsked(search);
    const criteria = search.dates.get('start') ?? [];
    const { from, to } = startWindow(criteria);
    if (to <= from || asked.length === 0) return { resources: [], total: 0 };
    // Local dates around the window in any zone: a day either side of its UTC dates.
    const window = { dal: utcDate(from - DAY), al: utcDate(to - 1 + DAY) };
    const details = await Promise.all(
      asked.map((id) =>
        calendar.getCalendar(principal, id, window).catch((error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        }),
      ),
    );
    const statuses = search.tokens.get('status') ?? [];
    const slots: { start: number; calendarId: number; resource: Slot }[] = [];
    for (const detail of details) {
      if (!detail) continue;
      for (const candidate of detail.disponibilita.slot) {
        const start = Date.parse(candidate.inizio);
        if (!criteria.every((values) => values.some((value) => matchesDate(value, start)))) continue;
        const resource = slotResourceOf(detail, candidate);
        const status = { system: SLOT_STATUS, code: resource.status };
        if (!statuses.every((values) => values.some((token) => matchesToken(token, status)))) continue;
        if (search.ids && !search.ids.includes(resource.id as string)) continue;
        slots.push({ start, calendarId: detail.id, resource });
      }
    }
    slots.sort((a, b) => a.start - b.start || a.calendarId - b.calendarId);
    const page = slots.slice(search.offset, search.offset + search.count);
    return { resources: page.map((s) => s.resource), total: slots.length };
  }

  /** The bookings a caller may read: their own, and those of the calendars they operate (`gestibile`). */
  async function searchAppointments(
    request: FastifyRequest,
    search: ParsedSearch,
  ): Promise<SearchPage<Appointment>> {
    const principal = principalOf(request);
    const [visible, actors] = await Promise.all([
      visibleCalendars(principal),
      owners.actorCriteria(search.references.get('actor')),
    ]);
    const operated = visible.filter((c) => c.gestibile).map((c) => c.id);
    const { rows, total } = await repo.appointments({ subject: principal.userId, operated }, search, actors);
    const referenceOf = owners.referencesOf();
    const resources = await Promise.all(
      rows.map(async (row) => appointmentOf(row.booking, row.calendar, await referenceOf(row.calendar))),
    );
    return { resources, total };
  }

  const schedule: ResourceProvider<Schedule> = {
    type: 'Schedule',
    documentation: 'I calendari che il chiamante può vedere (prenotare o gestire)',
    searchParams: [
      searchParam(
        'actor',
        'reference',
        'Schedule-actor',
        'La struttura titolare del calendario (Location/struttura-[id])',
        ACTOR_TARGETS,
      ),
      searchParam('active', 'token', 'Schedule-active', 'Calendario attivo (true, false)'),
      searchParam(
        'service-type',
        'token',
        'Schedule-service-type',
        `Il tipo di calendario (${CALENDAR_TYPE})`,
      ),
    ],
    search: searchSchedules,
    async read(request, id) {
      if (!id.startsWith(SCHEDULE_PREFIX)) return undefined;
      return (await searchSchedules(request, searchOfId(id))).resources[0];
    },
  };

  const slot: ResourceProvider<Slot> = {
    type: 'Slot',
    documentation: `Gli orari prenotabili di un calendario, calcolati come nella prenotazione: la ricerca richiede schedule e un periodo di start di al massimo ${MAX_SLOT_DAYS} giorni`,
    searchParams: [
      searchParam('schedule', 'reference', 'Slot-schedule', 'Il calendario (obbligatorio)', ['Schedule']),
      searchParam(
        'start',
        'date',
        'Slot-start',
        `Inizio dello slot: un periodo chiuso di al massimo ${MAX_SLOT_DAYS} giorni (obbligatorio)`,
      ),
      searchParam('status', 'token', 'Slot-status', 'free, busy (pieno), busy-unavailable (non prenotabile)'),
    ],
    search: searchSlots,
    async read(request, id) {
      const asked = slotOfId(id);
      if (!asked) return undefined;
      const search = searchOfId(id, {
        references: new Map([
          ['schedule', [[{ type: 'Schedule', id: `${SCHEDULE_PREFIX}${asked.calendarId}` }]]],
        ]),
        dates: new Map([['start', [[{ prefix: 'eq', from: asked.start, to: asked.start + 60_000 }]]]]),
      });
      return (await searchSlots(request, search)).resources[0];
    },
  };

  const appointment: ResourceProvider<Appointment> = {
    type: 'Appointment',
    documentation: 'Le prenotazioni del chiamante e quelle dei calendari che gestisce',
    searchParams: [
      searchParam('date', 'date', 'clinical-date', "Inizio dell'appuntamento"),
      searchParam(
        'status',
        'token',
        'Appointment-status',
        `Lo stato (${APPOINTMENT_STATUS}): booked (prenotato o confermato), waitlist, arrived, fulfilled, noshow, cancelled`,
      ),
      searchParam(
        'actor',
        'reference',
        'Appointment-actor',
        'La struttura titolare del calendario (Location/struttura-[id])',
        ACTOR_TARGETS,
      ),
    ],
    search: searchAppointments,
    async read(request, id) {
      return (await searchAppointments(request, searchOfId(id))).resources[0];
    },
  };

  fhir.provide(schedule as ResourceProvider);
  fhir.provide(slot as ResourceProvider);
  fhir.provide(appointment as ResourceProvider);
}
