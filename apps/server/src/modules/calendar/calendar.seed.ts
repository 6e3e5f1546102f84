import { ALL_PERMISSIONS, permissionFlags } from '@halo/contract';
import { aslName } from '@halo/contract/asl-name';
import { calendarSections, DEFAULT_TIME_ZONE } from '@halo/contract/calendar';
import { type Configurazione, defaultConfiguration } from '@halo/contract/calendar/calendari';
import { DateTime } from 'luxon';
import type { Db } from '../../db/database.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { createCalendarRepository, type NewCalendarRow } from './calendar.repository.ts';
import { localDateOf, type SlotCandidate, slotsBetween } from './disponibilita/disponibilita.ts';

/** The demo group whose members work the demo calendars' agendas (operatore.sanitario). */
export const DEMO_CALENDAR_OPERATORS = '/calendario/operatori';
const DEMO_ASL = '010203';
const PINEROLO = '010030';

/** The rules every demo calendar keeps from the default configuration (horizon, notice, deadline, holidays…). */
const { tipo: _tipo, orari: _orari, durataMinuti: _durata, posti: _posti, ...common } = defaultConfiguration;

/**
 * Demo calendars of ASL TO3 on real structures (issue 13): a vaccination clinic at Pinerolo's hospital, a screening
 * clinic of the ASL, and prevention meetings with limited seats; some bookings for `cittadino` and an agenda for
 * `operatore.sanitario`. Seeded once, in demo mode only; the events are dated from the day of the seed.
 */
export async function seedCalendar(db: Db, options: ModuleSeedOptions): Promise<void> {
  if (!options.demo) return;
  await options.grantOnce(DEMO_CALENDAR_OPERATORS, calendarSections.prenotazioni, ALL_PERMISSIONS);
  await options.grantOnce(
    DEMO_CALENDAR_OPERATORS,
    calendarSections.calendari,
    permissionFlags.LIST | permissionFlags.READ,
  );
  const repo = createCalendarRepository(db);
  if ((await repo.listCalendars({})).length > 0) return;

  const { regional, structures } = options.services;
  const asl = await regional.findAslByCodice(DEMO_ASL);
  const struttura = (await structures.list({ q: PINEROLO })).find((s) => s.codiceStruttura === PINEROLO);
  if (!asl || !struttura) return;

  const today = DateTime.now().setZone(DEFAULT_TIME_ZONE).startOf('day');
  const weekday = (n: number) => today.plus({ days: ((n - today.weekday + 7) % 7) + 7 });
  const at = (day: DateTime, time: string) => `${day.toISODate()}T${time}`;

  const base = {
    descrizione: '',
    tipoAccesso: 'pubblico',
    gruppi: [],
    gruppiOperatori: [DEMO_CALENDAR_OPERATORS],
    fusoOrario: DEFAULT_TIME_ZONE,
    attivo: true,
  } satisfies Partial<NewCalendarRow>;
  const vaccini: Configurazione = {
    tipo: 'slot',
    orari: [
      ...[1, 2, 3, 4, 5].map((giorno) => ({ giorno, dalle: '08:30', alle: '12:30' })),
      { giorno: 2, dalle: '14:00', alle: '16:00' },
      { giorno: 4, dalle: '14:00', alle: '16:00' },
    ],
    durataMinuti: 15,
    posti: 1,
    ...common,
  };
  const screening: Configurazione = {
    tipo: 'slot',
    orari: [1, 3, 5].map((giorno) => ({ giorno, dalle: '09:00', alle: '13:00' })),
    durataMinuti: 20,
    posti: 2,
    ...common,
  };
  const incontri: Configurazione = {
    tipo: 'evento',
    eventi: [
      {
        codice: 'alimentazione',
        titolo: 'Alimentazione sana in famiglia',
        inizio: at(weekday(2), '17:00'),
        fine: at(weekday(2), '19:00'),
        posti: 30,
      },
      {
        codice: 'fumo',
        titolo: 'Smettere di fumare: il percorso del centro antifumo',
        inizio: at(weekday(4), '17:30'),
        fine: at(weekday(4), '19:00'),
        posti: 20,
      },
      {
        codice: 'primo-soccorso',
        titolo: 'Primo soccorso pediatrico',
        inizio: at(weekday(3), '18:00'),
        fine: at(weekday(3), '20:00'),
        posti: 2,
      },
    ],
    ...common,
    preavvisoMinuti: 0,
  };

  // Looked up before the transaction: the embedded database has one connection, which the transaction holds.
  const operator = (await options.demoUserId('operatore.sanitario')) ?? 'demo';
  const citizen = await options.demoUserId('cittadino');
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const clinic = await repo.insertCalendar(
      {
        ...base,
        nome: 'Vaccinazioni adulti – Ospedale di Pinerolo',
        descrizione:
          'Vaccinazioni raccomandate per adulti e anziani (antinfluenzale, anti-pneumococcica, richiami).',
        tipo: 'vaccinazioni',
        ownerKind: 'struttura',
        ownerRef: PINEROLO,
        ownerLabel: struttura.denominazione,
        codiceAsl: struttura.codiceAsl,
        configurazione: vaccini,
      },
      tx,
    );
    const mammografia = await repo.insertCalendar(
      {
        ...base,
        nome: 'Screening mammografico – ASL TO3',
        descrizione:
          'Mammografia di screening per le donne dai 45 ai 74 anni (programma Prevenzione Serena).',
        tipo: 'screening',
        ownerKind: 'asl',
        ownerRef: DEMO_ASL,
        ownerLabel: aslName(asl.denominazioneAzienda),
        codiceAsl: DEMO_ASL,
        configurazione: screening,
      },
      tx,
    );
    const meetings = await repo.insertCalendar(
      {
        ...base,
        nome: 'Incontri di prevenzione – ASL TO3',
        descrizione: 'Incontri aperti alla cittadinanza, a posti limitati.',
        tipo: 'evento',
        ownerKind: 'asl',
        ownerRef: DEMO_ASL,
        ownerLabel: aslName(asl.denominazioneAzienda),
        codiceAsl: DEMO_ASL,
        configurazione: incontri,
      },
      tx,
    );

    async function book(
      calendarId: number,
      slot: SlotCandidate,
      person: { subject: string | null; name: string; email: string | null },
      state: 'prenotato' | 'completato' = 'prenotato',
    ) {
      const start = new Date(slot.start);
      await repo.takeSeat(calendarId, start, slot.posti, tx);
      const booking = await repo.insertBooking(
        {
          calendarId,
          slotStart: start,
          slotEnd: new Date(slot.end),
          titolo: slot.titolo,
          state,
          bookedBySubject: person.subject ?? operator,
          bookedByUsername: person.subject ? 'cittadino' : 'operatore.sanitario',
          forSubject: person.subject,
          forKey: person.subject ? `sub:${person.subject}` : `nome:${person.name.toLowerCase()}`,
          forName: person.name,
          forEmail: person.email,
        },
        tx,
      );
      await repo.addHistory(
        { bookingId: booking.id, from: null, to: 'prenotato', actor: booking.bookedByUsername },
        tx,
      );
      if (state !== 'prenotato') {
        await repo.addHistory(
          { bookingId: booking.id, from: 'prenotato', to: state, actor: 'operatore.sanitario' },
          tx,
        );
      }
    }

    // The operator's agenda: the next open day of the clinic, a few people booked on their behalf.
    const upcoming = slotsBetween(
      vaccini,
      DEFAULT_TIME_ZONE,
      today.plus({ days: 1 }).toISODate() ?? '',
      today.plus({ days: 14 }).toISODate() ?? '',
    ).slots;
    const firstDay = upcoming[0] && localDateOf(upcoming[0].start, DEFAULT_TIME_ZONE);
    const agenda = upcoming.filter((slot) => localDateOf(slot.start, DEFAULT_TIME_ZONE) === firstDay);
    const people = ['Mario Rossi', 'Lucia Bianchi', 'Giovanni Verdi', 'Francesca Russo'];
    for (const [index, name] of people.entries()) {
      const slot = agenda[index * 2];
      if (slot) await book(clinic.id, slot, { subject: null, name, email: null });
    }
    // The meeting that is full, so its waiting list can be tried.
    const full = slotsBetween(
      incontri,
      DEFAULT_TIME_ZONE,
      today.toISODate() ?? '',
      today.plus({ days: 30 }).toISODate() ?? '',
    ).slots.find((slot) => slot.titolo === 'Primo soccorso pediatrico');
    if (full) {
      await book(meetings.id, full, { subject: null, name: 'Paola Ferrari', email: null });
      await book(meetings.id, full, { subject: null, name: 'Stefano Colombo', email: null });
    }
    if (citizen) {
      const person = { subject: citizen, name: 'Chiara Cittadina', email: 'cittadino@example.org' };
      const later = upcoming.filter((slot) => localDateOf(slot.start, DEFAULT_TIME_ZONE) !== firstDay);
      const next = later[later.length > 6 ? 6 : 0];
      if (next) await book(clinic.id, next, person);
      // A past screening, fulfilled.
      const past = slotsBetween(
        screening,
        DEFAULT_TIME_ZONE,
        today.minus({ days: 30 }).toISODate() ?? '',
        today.minus({ days: 20 }).toISODate() ?? '',
      ).slots[2];
      if (past) await book(mammografia.id, past, person, 'completato');
    }
  });
}
