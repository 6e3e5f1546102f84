import type { Slot } from '@halo/contract/calendar/calendari';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, localDateOf, localeOf, wallClock } from './calendar.time.ts';

/**
 * A slot or a booking in words: 'martedì 1 dicembre 2026, 08:30–08:45', on its calendar's clocks (`zone`; none: as
 * the server wrote its times).
 */
export function useWhen(): (range: Pick<Slot, 'inizio' | 'fine'>, zone?: string) => string {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.resolvedLanguage);
  return (range, zone) => {
    const clock = (iso: string) =>
      zone ? { date: localDateOf(iso, zone), time: formatTime(iso, zone, locale) } : wallClock(iso);
    const start = clock(range.inizio);
    return t('booking.common.timeRange', {
      day: formatDay(start.date, locale),
      from: start.time,
      to: clock(range.fine).time,
    });
  };
}
