import { holdsSeat } from '@halo/contract/calendar';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, formatDay, type LocalDate, localDateOf, localeOf, startOfWeek } from '../calendar.time.ts';

/** One week of a calendar's bookings (by the day they are for, in the calendar's zone). */
export interface WeekFigures {
  /** Its Monday. */
  week: LocalDate;
  /** Bookings not cancelled (waiting list included). */
  prenotazioni: number;
  /** Bookings holding a seat (booked, confirmed, arrived, fulfilled, no-show). */
  posti: number;
  completati: number;
  nonPresentati: number;
  annullati: number;
}

const SERIES = ['prenotazioni', 'posti', 'completati', 'nonPresentati'] as const;
type Series = (typeof SERIES)[number];

/**
 * The bookings counted per week, every week from `from`'s to the last one with a booking (or `to`'s), empty weeks
 * included: a week without bookings is a figure too.
 */
export function weeklyFigures(
  bookings: readonly Prenotazione[],
  zone: string,
  from: LocalDate,
  to: LocalDate,
): WeekFigures[] {
  const weeks = new Map<LocalDate, WeekFigures>();
  const empty = (week: LocalDate): WeekFigures => ({
    week,
    prenotazioni: 0,
    posti: 0,
    completati: 0,
    nonPresentati: 0,
    annullati: 0,
  });
  let last = startOfWeek(to);
  for (const b of bookings) {
    const week = startOfWeek(localDateOf(b.inizio, zone));
    if (week > last) last = week;
  }
  for (let week = startOfWeek(from); week <= last; week = addDays(week, 7)) weeks.set(week, empty(week));
  for (const b of bookings) {
    const figures = weeks.get(startOfWeek(localDateOf(b.inizio, zone)));
    if (!figures) continue;
    if (b.stato === 'annullato') {
      figures.annullati += 1;
      continue;
    }
    figures.prenotazioni += 1;
    if (holdsSeat(b.stato)) figures.posti += 1;
    if (b.stato === 'completato') figures.completati += 1;
    if (b.stato === 'non-presentato') figures.nonPresentati += 1;
  }
  return [...weeks.values()];
}

/** No-shows out of the bookings whose outcome is known (fulfilled or not shown); null when none is known yet. */
export function noShowRate(week: WeekFigures): number | null {
  const known = week.completati + week.nonPresentati;
  return known === 0 ? null : week.nonPresentati / known;
}

/** Bootstrap Italia's primary, its dark shade, success and danger; no-shows are also hatched (not colour alone). */
const FILL: Readonly<Record<Series, string>> = {
  prenotazioni: '#0066cc',
  posti: '#004d99',
  completati: '#008055',
  nonPresentati: '#cc334d',
};

const BAR = 14;
const GAP = 3;
const GROUP_GAP = 22;
const HEIGHT = 180;
const TOP = 18;
const BOTTOM = 22;
const LEFT = 8;

/**
 * A calendar's weeks as a bar chart (four bars a week, each with its value written above it) and, as its text
 * alternative, the table of the same figures with the no-show rate. Plain SVG: no chart library, no inline styles
 * (the CSP allows none).
 */
export function ManageFiguresChart({
  name,
  from,
  weeks,
}: {
  name: string;
  from: LocalDate;
  weeks: readonly WeekFigures[];
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const captionId = useId();
  const hatchId = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const label: Readonly<Record<Series, string>> = {
    prenotazioni: t('manage.figures.bookings'),
    posti: t('manage.figures.seats'),
    completati: t('manage.figures.fulfilled'),
    nonPresentati: t('manage.figures.noShows'),
  };
  const groupWidth = SERIES.length * (BAR + GAP) - GAP;
  const width = LEFT * 2 + weeks.length * (groupWidth + GROUP_GAP) - GROUP_GAP;
  const max = Math.max(1, ...weeks.flatMap((w) => SERIES.map((s) => w[s])));
  const plot = HEIGHT - TOP - BOTTOM;
  const weekLabel = (week: LocalDate) =>
    t('manage.figures.weekRange', {
      from: formatDay(week, locale, 'numeric'),
      to: formatDay(addDays(week, 6), locale, 'numeric'),
    });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <figure className="mb-4" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fw-semibold mb-2">
        {t('manage.figures.caption', { name, from: formatDay(from, locale) })}
      </figcaption>
      <ul className="list-inline small mb-2" aria-label={t('manage.figures.legend')}>
        {SERIES.map((series) => (
          <li key={series} className="list-inline-item me-3">
            <svg width="12" height="12" aria-hidden="true" focusable="false" className="me-1">
              <rect width="12" height="12" fill={FILL[series]} />
              {series === 'nonPresentati' ? <rect width="12" height="12" fill={`url(#${hatchId})`} /> : null}
            </svg>
            {label[series]}
          </li>
        ))}
      </ul>
      <div className="overflow-auto">
        <svg
          role="img"
          aria-label={t('manage.figures.chart', { name })}
          viewBox={`0 0 ${Math.max(width, 1)} ${HEIGHT}`}
          width={Math.max(width, 1)}
          height={HEIGHT}
          focusable="false"
        >
          <defs>
            <pattern
              id={hatchId}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="2" height="6" fill="#ffffff" fillOpacity="0.6" />
            </pattern>
          </defs>
          <line x1="0" x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#5d7083" />
          {weeks.map((week, w) => {
            const x0 = LEFT + w * (groupWidth + GROUP_GAP);
            return (
              <g key={week.week}>
                {SERIES.map((series, s) => {
                  const value = week[series];
                  const h = (value / max) * plot;
                  const x = x0 + s * (BAR + GAP);
                  const y = HEIGHT - BOTTOM - h;
                  return (
                    <g key={series}>
                      <rect x={x} y={y} width={BAR} height={h} fill={FILL[series]} />
                      {series === 'nonPresentati' && h > 0 ? (
                        <rect x={x} y={y} width={BAR} height={h} fill={`url(#${hatchId})`} />
                      ) : null}
                      <text x={x + BAR / 2} y={y - 4} textAnchor="middle" fontSize="10" fill="#1a1a1a">
                        {value}
                      </text>
                    </g>
                  );
                })}
                <text x={x0 + groupWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="10" fill="#1a1a1a">
                  {formatDay(week.week, locale, 'numeric')}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <div className="table-responsive mt-3">
        <table className="table table-sm">
          <caption className="visually-hidden">
            {t('manage.figures.caption', { name, from: formatDay(from, locale) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('manage.figures.week')}</th>
              {SERIES.map((series) => (
                <th key={series} scope="col" className="text-end">
                  {label[series]}
                </th>
              ))}
              <th scope="col" className="text-end">
                {t('manage.figures.noShowRate')}
              </th>
              <th scope="col" className="text-end">
                {t('manage.figures.cancelled')}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const rate = noShowRate(week);
              return (
                <tr key={week.week}>
                  <th scope="row">{weekLabel(week.week)}</th>
                  {SERIES.map((series) => (
                    <td key={series} className="text-end">
                      {week[series]}
                    </td>
                  ))}
                  <td className="text-end">
                    {rate === null ? t('manage.figures.noRate') : percent.format(rate)}
                  </td>
                  <td className="text-end">{week.annullati}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
