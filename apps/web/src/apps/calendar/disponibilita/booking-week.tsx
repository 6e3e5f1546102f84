import type { Disponibilita, Slot } from '@halo/contract/calendar/calendari';
import { Button, Icon } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays, formatDay, formatTime, localDateOf, localeOf } from '../calendar.time.ts';
import './booking-week.css';

export type SlotState = 'mine' | 'mine-waiting' | 'free' | 'full' | 'unavailable';

/**
 * The user's own place first (booked, or waiting: not booked again, the slot leads to it); then free seats to
 * book; full, where one can join the waiting list; not bookable (notice, horizon, inactive).
 */
export function slotState(slot: Slot): SlotState {
  if (slot.prenotatoDaMe) return 'mine';
  if (slot.inAttesaDaMe) return 'mine-waiting';
  if (!slot.prenotabile) return 'unavailable';
  return slot.liberi > 0 ? 'free' : 'full';
}

const stateIcons: Record<SlotState, string> = {
  mine: 'it-calendar',
  'mine-waiting': 'it-clock',
  free: 'it-check-circle',
  full: 'it-clock',
  unavailable: 'it-ban',
};

/** Where the user's own bookings are: a slot they hold leads there. */
export const BOOKINGS_PATH = '/calendario/prenotazioni';

/** Previous, current and next week; none before the current one (the server has no slots there). */
export function WeekNavigation({
  week,
  thisWeek,
  onWeek,
  children,
}: {
  week: string;
  thisWeek: string;
  onWeek: (monday: string) => void;
  /** More ways to move (the first available day), after the three buttons. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.resolvedLanguage);
  // Not `disabled`: the button the user just pressed keeps the focus when it reaches the first week.
  const atStart = week <= thisWeek;
  return (
    <>
      <nav aria-label={t('booking.home.week.navigation')} className="d-flex flex-wrap gap-2 mb-3">
        <Button
          color="primary"
          outline
          size="sm"
          type="button"
          className={atStart ? 'disabled' : undefined}
          aria-disabled={atStart || undefined}
          onClick={() => {
            if (!atStart) onWeek(addDays(week, -7));
          }}
        >
          <Icon icon="it-chevron-left" size="sm" color="primary" aria-hidden="true" />
          {t('booking.home.week.previous')}
        </Button>
        <Button color="primary" outline size="sm" type="button" onClick={() => onWeek(thisWeek)}>
          {t('booking.home.week.current')}
        </Button>
        <Button color="primary" outline size="sm" type="button" onClick={() => onWeek(addDays(week, 7))}>
          {t('booking.home.week.next')}
          <Icon icon="it-chevron-right" size="sm" color="primary" aria-hidden="true" />
        </Button>
        {children}
      </nav>
      <p className="fw-semibold" aria-live="polite">
        {t('booking.home.week.range', {
          from: formatDay(week, locale, 'day'),
          to: formatDay(addDays(week, 6), locale),
        })}
      </p>
    </>
  );
}

/**
 * The seven days of a week from Monday, each with its slots as buttons that say their time and their state in
 * words (with an icon, never by colour alone), or why the day is closed. Times are those of the calendar's zone.
 */
export function BookingWeek({
  week,
  zone,
  disponibilita,
  onChoose,
}: {
  /** The Monday (local date). */
  week: string;
  zone: string;
  disponibilita: Pick<Disponibilita, 'slot' | 'chiusure'>;
  onChoose: (slot: Slot) => void;
}) {
  const { t } = useTranslation('calendar');
  const days = Array.from({ length: 7 }, (_, index) => addDays(week, index));
  const slotsOf = new Map<string, Slot[]>();
  for (const slot of disponibilita.slot) {
    const day = localDateOf(slot.inizio, zone);
    slotsOf.set(day, [...(slotsOf.get(day) ?? []), slot]);
  }
  return (
    <ul className="booking-week list-unstyled mb-0" aria-label={t('booking.home.week.days')}>
      {days.map((day) => (
        <BookingDay
          key={day}
          day={day}
          zone={zone}
          slots={slotsOf.get(day) ?? []}
          closure={disponibilita.chiusure.find((c) => c.data === day)?.motivo ?? null}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
}

function BookingDay({
  day,
  zone,
  slots,
  closure,
  onChoose,
}: {
  day: string;
  zone: string;
  slots: Slot[];
  closure: string | null;
  onChoose: (slot: Slot) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.resolvedLanguage);
  const dayName = formatDay(day, locale, 'day');
  let content: ReactNode;
  if (closure !== null) {
    content = (
      <p className="d-flex gap-1 align-items-start mb-0">
        <Icon icon="it-ban" size="sm" aria-hidden="true" />
        <span>{t('booking.home.week.closed', { reason: closure })}</span>
      </p>
    );
  } else if (slots.length === 0) {
    content = <p className="mb-0">{t('booking.home.week.none')}</p>;
  } else {
    content = (
      <ul className="booking-day-slots list-unstyled mb-0">
        {slots.map((slot) => (
          <li key={slot.inizio}>
            <SlotButton slot={slot} zone={zone} dayName={dayName} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <li>
      <h3 className="h6 mb-2">{dayName}</h3>
      {content}
    </li>
  );
}

function SlotButton({
  slot,
  zone,
  dayName,
  onChoose,
}: {
  slot: Slot;
  zone: string;
  dayName: string;
  onChoose: (slot: Slot) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.resolvedLanguage);
  const state = slotState(slot);
  let words: string;
  if (state === 'mine') words = t('booking.home.week.mine');
  else if (state === 'mine-waiting') words = t('booking.home.week.mineWaiting');
  else if (state === 'free') words = t('booking.home.week.free', { count: slot.liberi });
  else if (state === 'full') words = t('booking.home.week.full');
  else if (slot.motivo) words = t('booking.home.week.notBookable', { reason: slot.motivo });
  else words = t('booking.home.week.notBookableNoReason');
  // Spaces between the parts, so the name reads as the text shows ("08:30 2 posti liberi").
  const heading = (
    <>
      <span className="booking-slot-time">{formatTime(slot.inizio, zone, locale)}</span>{' '}
      {slot.titolo ? (
        <>
          <span className="d-block">{slot.titolo}</span>{' '}
        </>
      ) : null}
    </>
  );
  if (state === 'mine' || state === 'mine-waiting') {
    // Not a button that books again: a link to the booking, with the same look as the other slots.
    return (
      <Link
        to={BOOKINGS_PATH}
        className={`btn btn-outline-primary btn-sm booking-slot booking-slot-${state}`}
      >
        {heading}
        <span className="booking-slot-state">
          <Icon icon={stateIcons[state]} size="sm" color="primary" aria-hidden="true" />
          <span className="fw-semibold">{words}</span>
        </span>{' '}
        <span className="d-block">{t('booking.home.week.seeBooking')}</span>
        <span className="visually-hidden">, {dayName}</span>
      </Link>
    );
  }
  const waiting =
    state === 'full' && slot.inAttesa > 0 ? t('booking.home.week.waiting', { count: slot.inAttesa }) : null;
  return (
    <Button
      type="button"
      color={state === 'free' ? 'primary' : 'secondary'}
      outline
      size="sm"
      className={`booking-slot booking-slot-${state}`}
      disabled={state === 'unavailable'}
      onClick={() => onChoose(slot)}
    >
      {heading}
      <span className="booking-slot-state">
        <Icon icon={stateIcons[state]} size="sm" aria-hidden="true" />
        <span>{words}</span>
      </span>
      {waiting ? (
        <>
          {' '}
          <span className="d-block">{waiting}</span>
        </>
      ) : null}
      {/* The name is the visible words (WCAG 2.5.3), then the day: tabbing from slot to slot still says which day. */}
      <span className="visually-hidden">, {dayName}</span>
    </Button>
  );
}
