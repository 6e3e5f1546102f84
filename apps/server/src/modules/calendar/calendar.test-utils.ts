import { DateTime } from 'luxon';

export const ROME = 'Europe/Rome';

/**
 * A calendar for tests and benchmarks: open every day 07:00–21:00 in 30-minute appointments of one seat, bookable at
 * once, holidays open (the day of the week never matters); `changes` and `conf` override the calendar and its
 * configuration.
 */
export function calendarBody(changes: Record<string, unknown> = {}, conf: Record<string, unknown> = {}) {
  return {
    id: '-1',
    nome: `Ambulatorio di prova ${Math.random().toString(36).slice(2, 8)}`,
    tipo: 'ambulatorio',
    titolare: { tipo: 'asl', codice: '010203' },
    tipoAccesso: 'pubblico',
    gruppiOperatori: ['/calendario/operatori'],
    configurazione: {
      tipo: 'slot',
      orari: [1, 2, 3, 4, 5, 6, 7].map((giorno) => ({ giorno, dalle: '07:00', alle: '21:00' })),
      durataMinuti: 30,
      posti: 1,
      orizzonteGiorni: 60,
      preavvisoMinuti: 0,
      termineAnnullamentoMinuti: 0,
      chiusure: [],
      festivitaChiuse: false,
      promemoriaOre: 24,
      offertaMinuti: 120,
      ...conf,
    },
    ...changes,
  };
}

/** A slot start `days` from today at `time`, in Rome, as the API writes it. */
export function at(days: number, time = '10:00'): string {
  const [hour, minute] = time.split(':').map(Number);
  return (
    DateTime.now()
      .setZone(ROME)
      .startOf('day')
      .plus({ days })
      .set({ hour, minute })
      .toISO({ suppressMilliseconds: true }) ?? ''
  );
}
