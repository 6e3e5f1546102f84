import type { Calendario } from '@halo/contract/calendar/calendari';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stateLabel } from '../calendar.api.ts';
import { addDays, formatDay, formatTime, type LocalDate, localDateOf, localeOf } from '../calendar.time.ts';

/**
 * A week of a calendar's agenda: seven columns (stacked on narrow screens), each day with how many bookings it has
 * and a compact list (time, name, state). A day opens in the day view.
 */
export function ManageAgendaWeek({
  calendario,
  monday,
  bookings,
  closures,
  onOpenDay,
}: {
  calendario: Calendario;
  monday: LocalDate;
  bookings: readonly Prenotazione[];
  /** The closed days of the week and why. */
  closures: readonly { data: string; motivo: string }[];
  onOpenDay: (date: LocalDate) => void;
}) {
  const zone = calendario.fusoOrario;
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const byDay = new Map<LocalDate, Prenotazione[]>(days.map((day) => [day, []]));
  for (const b of bookings) {
    if (b.stato === 'annullato') continue;
    byDay.get(localDateOf(b.inizio, zone))?.push(b);
  }
  return (
    <div className="row g-3">
      {days.map((day) => (
        <WeekDay
          key={day}
          day={day}
          zone={zone}
          bookings={(byDay.get(day) ?? []).sort((a, b) => Date.parse(a.inizio) - Date.parse(b.inizio))}
          closures={closures.filter((c) => c.data === day).map((c) => c.motivo)}
          onOpen={() => onOpenDay(day)}
        />
      ))}
    </div>
  );
}

function WeekDay({
  day,
  zone,
  bookings,
  closures,
  onOpen,
}: {
  day: LocalDate;
  zone: string;
  bookings: readonly Prenotazione[];
  closures: readonly string[];
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const headingId = useId();
  return (
    <section className="col-12 col-lg" aria-labelledby={headingId}>
      <div className="border rounded p-2 h-100">
        <h3 id={headingId} className="h6 mb-1">
          {formatDay(day, locale, 'short')}
        </h3>
        <p className="small mb-2">
          {bookings.length === 0
            ? t('manage.agenda.weekView.none')
            : t('manage.agenda.weekView.count', { count: bookings.length })}
        </p>
        {closures.map((motivo) => (
          <p key={motivo} className="small mb-2">
            {t('manage.agenda.closed', { motivo })}
          </p>
        ))}
        {bookings.length > 0 ? (
          <ul className="list-unstyled small mb-2">
            {bookings.map((b) => (
              <li key={b.id} className="mb-1">
                {t('manage.agenda.weekView.item', {
                  time: formatTime(b.inizio, zone, locale),
                  name: b.per.nome,
                  state: stateLabel(b.stato),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          aria-label={t('manage.agenda.weekView.openLabel', { date: formatDay(day, locale) })}
          onClick={onOpen}
        >
          {t('manage.agenda.weekView.open')}
        </button>
      </div>
    </section>
  );
}
