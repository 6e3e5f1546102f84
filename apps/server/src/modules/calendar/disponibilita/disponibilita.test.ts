import { type Configurazione, defaultConfiguration } from '@halo/contract/calendar/calendari';
import { describe, expect, it } from 'vitest';
import {
  availabilityAt,
  closureOn,
  isoInZone,
  isoWithOffset,
  localDateOf,
  nationalHolidays,
  slotsBetween,
  slotsOn,
} from './disponibilita.ts';

const ROME = 'Europe/Rome';

/** Open every day at the hours given, hourly slots, holidays not closed unless asked. */
function everyDay(dalle: string, alle: string, changes: Partial<Configurazione> = {}): Configurazione {
  return {
    ...defaultConfiguration,
    orari: [1, 2, 3, 4, 5, 6, 7].map((giorno) => ({ giorno, dalle, alle })),
    durataMinuti: 60,
    festivitaChiuse: false,
    ...changes,
  } as Configurazione;
}

/** The starts as the API writes them (with the offset each slot carries), checked against Luxon's own. */
const starts = (conf: Configurazione, date: string) =>
  slotsOn(conf, ROME, date).slots.map((slot) => {
    const written = isoWithOffset(slot.start, slot.startOffset);
    expect(written).toBe(isoInZone(slot.start, ROME));
    expect(isoWithOffset(slot.end, slot.endOffset)).toBe(isoInZone(slot.end, ROME));
    return written;
  });

describe('availability across daylight-saving changes', () => {
  it.each([
    {
      does: 'has no slot in the hour that does not exist on the last Sunday of March',
      // 28 March 2027: at 02:00 the clocks go to 03:00; the night from 00:00 to 06:00 lasts five hours.
      date: '2027-03-28',
      expected: [
        '2027-03-28T00:00:00+01:00',
        '2027-03-28T01:00:00+01:00',
        '2027-03-28T03:00:00+02:00',
        '2027-03-28T04:00:00+02:00',
        '2027-03-28T05:00:00+02:00',
      ],
    },
    {
      does: 'holds the repeated hour twice on the last Sunday of October',
      // 31 October 2027: at 03:00 the clocks go back to 02:00; the night from 00:00 to 06:00 lasts seven hours.
      date: '2027-10-31',
      expected: [
        '2027-10-31T00:00:00+02:00',
        '2027-10-31T01:00:00+02:00',
        '2027-10-31T02:00:00+02:00',
        '2027-10-31T02:00:00+01:00',
        '2027-10-31T03:00:00+01:00',
        '2027-10-31T04:00:00+01:00',
        '2027-10-31T05:00:00+01:00',
      ],
    },
  ])('$does', ({ date, expected }) => {
    expect(starts(everyDay('00:00', '06:00'), date)).toEqual(expected);
  });

  it('keeps daytime hours in local time on both sides of the change', () => {
    const conf = everyDay('08:30', '10:30', { durataMinuti: 30 });
    expect(starts(conf, '2027-03-27')[0]).toBe('2027-03-27T08:30:00+01:00');
    expect(starts(conf, '2027-03-28')[0]).toBe('2027-03-28T08:30:00+02:00');
    expect(starts(conf, '2027-10-31')).toHaveLength(4);
    expect(starts(conf, '2027-10-31')[0]).toBe('2027-10-31T08:30:00+01:00');
  });
});

describe('opening hours', () => {
  it('splits each range of a weekday into whole appointments, several ranges a day', () => {
    const conf: Configurazione = {
      ...defaultConfiguration,
      festivitaChiuse: false,
      orari: [
        { giorno: 2, dalle: '14:00', alle: '15:00' },
        { giorno: 2, dalle: '08:30', alle: '09:20' },
      ],
      durataMinuti: 20,
      posti: 3,
    };
    // 2 March 2027 is a Tuesday; the morning's last 10 minutes make no appointment.
    const { slots } = slotsOn(conf, ROME, '2027-03-02');
    expect(slots.map((s) => isoInZone(s.start, ROME).slice(11, 16))).toEqual([
      '08:30',
      '08:50',
      '14:00',
      '14:20',
      '14:40',
    ]);
    expect(slots.every((s) => s.posti === 3 && s.titolo === null)).toBe(true);
    expect(slotsOn(conf, ROME, '2027-03-03').slots).toEqual([]);
  });

  it('places dated events in their own zone with their seats', () => {
    const conf: Configurazione = {
      ...defaultConfiguration,
      tipo: 'evento',
      eventi: [
        { codice: 'a', titolo: 'Incontro', inizio: '2027-05-10T17:00', fine: '2027-05-10T19:00', posti: 30 },
      ],
    } as Configurazione;
    const [slot] = slotsOn(conf, ROME, '2027-05-10').slots;
    expect(slot && isoInZone(slot.start, ROME)).toBe('2027-05-10T17:00:00+02:00');
    expect(slot && isoInZone(slot.end, ROME)).toBe('2027-05-10T19:00:00+02:00');
    expect(slot?.posti).toBe(30);
    expect(slot?.titolo).toBe('Incontro');
    expect(slotsOn(conf, ROME, '2027-05-11').slots).toEqual([]);
  });
});

describe('closures and national holidays', () => {
  it('knows the Italian national holidays from the maintained package, Easter Monday included', () => {
    const days = nationalHolidays(2027);
    for (const date of [
      '2027-01-01',
      '2027-01-06',
      '2027-03-29', // Easter Monday 2027
      '2027-04-25',
      '2027-05-01',
      '2027-06-02',
      '2027-08-15',
      '2027-11-01',
      '2027-12-08',
      '2027-12-25',
      '2027-12-26',
    ]) {
      expect(days.has(date), date).toBe(true);
    }
    expect(days.has('2027-03-30')).toBe(false);
  });

  it('closes holidays by default, and opens them when told', () => {
    const conf = everyDay('09:00', '11:00', { festivitaChiuse: true });
    expect(slotsOn(conf, ROME, '2027-06-02')).toEqual({ slots: [], closed: expect.any(String) });
    expect(slotsOn({ ...conf, festivitaChiuse: false }, ROME, '2027-06-02').slots).toHaveLength(2);
  });

  it('closes the days of a closure with its reason, and lists them in a window', () => {
    const conf = everyDay('09:00', '11:00', {
      chiusure: [{ dal: '2027-08-09', al: '2027-08-13', motivo: 'Ferie estive' }],
    });
    expect(closureOn(conf, '2027-08-09')).toBe('Ferie estive');
    expect(closureOn(conf, '2027-08-13')).toBe('Ferie estive');
    expect(closureOn(conf, '2027-08-14')).toBeNull();
    const { slots, closures } = slotsBetween(conf, ROME, '2027-08-08', '2027-08-14');
    expect(closures.map((c) => c.data)).toEqual([
      '2027-08-09',
      '2027-08-10',
      '2027-08-11',
      '2027-08-12',
      '2027-08-13',
    ]);
    expect(slots.map((s) => localDateOf(s.start, ROME))).toEqual([
      '2027-08-08',
      '2027-08-08',
      '2027-08-14',
      '2027-08-14',
    ]);
  });
});

describe('writing instants with their offset', () => {
  it('writes the local time and the offset of any zone, across midnight', () => {
    const instant = Date.UTC(2027, 0, 1, 23, 30, 15);
    expect(isoWithOffset(instant, -300)).toBe('2027-01-01T18:30:15-05:00');
    expect(isoWithOffset(instant, 330)).toBe('2027-01-02T05:00:15+05:30');
    expect(isoWithOffset(instant, 0)).toBe('2027-01-01T23:30:15+00:00');
    expect(isoInZone(instant, 'America/New_York')).toBe('2027-01-01T18:30:15-05:00');
    expect(localDateOf(instant, 'Asia/Kolkata')).toBe('2027-01-02');
  });
});

describe('how long a window of availability stays what it is', () => {
  // Open 09:00–12:00 every day in hourly slots of 2 seats, bookable from 90 minutes ahead up to 2 days ahead.
  const calendar = {
    attivo: true,
    fusoOrario: ROME,
    configurazione: everyDay('09:00', '12:00', { preavvisoMinuti: 90, orizzonteGiorni: 2, posti: 2 }),
  };
  const { slots, closures } = slotsBetween(calendar.configurazione, ROME, '2027-05-10', '2027-05-14');
  const window = {
    slots,
    closures,
    counts: { taken: new Map([[Date.parse('2027-05-11T09:00:00+02:00'), 1]]), waiting: new Map() },
    own: [{ start: Date.parse('2027-05-11T10:00:00+02:00'), state: 'prenotato' as const }],
  };
  const availability = (iso: string) =>
    availabilityAt(calendar, window, '2027-05-10', '2027-05-14', new Date(iso));

  it('ends when the next slot starts, the next comes within the notice, or the day changes', () => {
    // At 08:00 the next slot starts at 09:00, and the first one beyond the notice (09:30) is the 10:00 one: 08:30.
    expect(new Date(availability('2027-05-10T08:00:00+02:00').until)).toEqual(
      new Date('2027-05-10T08:30:00+02:00'),
    );
    // At 08:45 the 09:00 slot is the next to start; the 11:00 one comes within the notice at 09:30.
    expect(new Date(availability('2027-05-10T08:45:00+02:00').until)).toEqual(
      new Date('2027-05-10T09:00:00+02:00'),
    );
    // After the day's last slot, the next change is midnight (the horizon moves a day).
    expect(new Date(availability('2027-05-10T13:00:00+02:00').until)).toEqual(
      new Date('2027-05-11T00:00:00+02:00'),
    );
  });

  it('is the same at any instant before `until`, and not at `until`', () => {
    for (const from of [
      '2027-05-10T08:00:00+02:00',
      '2027-05-10T10:15:00+02:00',
      '2027-05-10T12:30:00+02:00',
    ]) {
      const first = availability(from);
      const last = availabilityAt(calendar, window, '2027-05-10', '2027-05-14', new Date(first.until - 1));
      expect(last.disponibilita).toEqual(first.disponibilita);
      const next = availabilityAt(
        calendar,
        window,
        '2027-05-10',
        '2027-05-14',
        new Date(first.until + 60_000),
      );
      expect(next.disponibilita).not.toEqual(first.disponibilita);
    }
  });

  it('counts the seats taken and the places the person holds', () => {
    const { slot } = availability('2027-05-10T20:00:00+02:00').disponibilita;
    expect(slot[0]).toMatchObject({
      inizio: '2027-05-11T09:00:00+02:00',
      posti: 2,
      liberi: 1,
      prenotabile: true,
      prenotatoDaMe: false,
    });
    expect(slot[1]).toMatchObject({ inizio: '2027-05-11T10:00:00+02:00', liberi: 2, prenotatoDaMe: true });
    // Beyond the horizon (the 12th is bookable until its end; the 13th is not).
    expect(slot.find((s) => s.inizio.startsWith('2027-05-13'))?.prenotabile).toBe(false);
  });
});
