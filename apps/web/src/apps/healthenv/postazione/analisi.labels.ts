import { HEALTHENV_APPLICATION } from '@halo/contract/healthenv';
import type { Superamento } from '@halo/contract/healthenv/postazione';
import type { Limite } from '@halo/contract/healthenv/soglie';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationTitle } from '../../../lib/application-title.ts';
import { localeOf } from '../../../lib/locale.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import type { Crumb } from '../../../lib/ui/breadcrumbs.tsx';

/**
 * What the health-environment screens share: where they are, the years that may be chosen, and values in the
 * reader's language — numbers as Intl formats them (32,5 in Italian), days and moments in Europe/Rome with
 * four-digit years.
 */

export const healthenvPaths = {
  mappa: '/healthenv',
  postazioni: '/healthenv/postazioni',
  postazione: (id: number) => `/healthenv/postazioni/${id}`,
  allerte: '/healthenv/allerte',
  allerteDi: (id: number) => `/healthenv/allerte?postazione=${id}`,
  rapporto: '/healthenv/rapporto',
};

/** The first crumb of every screen: the application ("Ambiente e salute"), leading to its home, the map. */
export function useHealthenvCrumb(): Crumb {
  const { i18n } = useTranslation();
  const label =
    applicationTitle(
      { nome: null, clientId: HEALTHENV_APPLICATION },
      i18n.resolvedLanguage ?? i18n.language,
    ) ?? '';
  return { label, to: healthenvPaths.mappa };
}

/** The first year of the data the platform holds (the demo seed's daily means are of 2022). */
export const FIRST_YEAR = 2022;
/** The contract accepts years from 1990. */
const OLDEST_YEAR = 1990;

export const currentYear = (now = new Date()) => now.getFullYear();

/** Years newest first, from `to` down to `from`. */
export function yearsBetween(from: number, to: number): number[] {
  const years: number[] = [];
  for (let y = to; y >= Math.max(OLDEST_YEAR, from); y--) years.push(y);
  return years;
}

/** `?anno=2022` → 2022; anything that is not a plausible year → undefined. */
export function yearParam(value: string): number | undefined {
  if (!/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= OLDEST_YEAR && year <= 2100 ? year : undefined;
}

const HOUR = 3_600_000;

/** The day an instant falls in, as the data counts days: calendar days in local standard time (UTC+01:00). */
export const standardDayOf = (ms: number) => new Date(ms + HOUR).toISOString().slice(0, 10);

/**
 * The calendar year of a record: its day for a daily mean, else the year of its start in UTC+01:00 (the days of
 * the data are calendar days in local standard time).
 */
export function yearOfRecord(record: { data: string | null; inizio: string }): number | null {
  if (record.data) return Number(record.data.slice(0, 4));
  const at = Date.parse(record.inizio);
  return Number.isNaN(at) ? null : Number(standardDayOf(at).slice(0, 4));
}

/** The first and the last day of a year, as the series' query takes them. */
export const yearRange = (anno: number) => ({ da: `${anno}-01-01`, a: `${anno}-12-31` });

/**
 * An exceedance row beyond what the norm allows: more hours or days over the threshold than allowed, or an
 * annual mean over it (its count is 1). Null exceedances (not computable) are never over.
 */
export function isOver(row: Pick<Superamento, 'superamenti' | 'consentiti'>): boolean {
  return row.superamenti !== null && row.superamenti > (row.consentiti ?? 0);
}

/** The values of the norm in force today; the others are the 2030 ones of Directive (EU) 2024/2881. */
export const isCurrentNorm = (row: Pick<Superamento, 'norma'>) => row.norma === '2008/50/CE';

/** Indicators counted in hours; the others count days (a daily mean, a day's maximum 8-hour mean). */
export const countsHours = (row: Pick<Superamento, 'indicatore'>) => row.indicatore === 'media oraria';

const ROME = 'Europe/Rome';

export { localeOf };

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** The date formats of a locale, with four-digit years. */
export function dateFormatsOf(locale: string) {
  return {
    /** A calendar day that is no instant (`2022-01-31`, read as midnight UTC). */
    calendarDay: new Intl.DateTimeFormat(locale, { ...DATE, timeZone: 'UTC' }),
    /** The day an instant falls in, in local standard time (UTC+01:00), how the records count days. */
    standardDay: new Intl.DateTimeFormat(locale, { ...DATE, timeZone: 'Etc/GMT-1' }),
    /** The day an instant falls in, in Italy. */
    dayInRome: new Intl.DateTimeFormat(locale, { ...DATE, timeZone: ROME }),
    /** An instant as Italy's clock showed it: `01/03/2022, 14:00`. */
    momentInRome: new Intl.DateTimeFormat(locale, {
      ...DATE,
      hour: '2-digit',
      minute: '2-digit',
      timeZone: ROME,
    }),
  };
}

/** The number, day and moment formats of the reader's language. */
export function useAnalisiFormat() {
  const { t, i18n } = useTranslation('healthenv');
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const decimal = numberFormat(language, { maximumFractionDigits: 2 });
    const coordinateFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 5 });
    const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const { calendarDay, dayInRome, momentInRome } = dateFormatsOf(locale);
    const number = (value: number | null | undefined) =>
      value === null || value === undefined ? '—' : decimal.format(value);
    return {
      locale,
      number,
      /** `32,5 µg/m³`; a dash when there is no value. */
      value: (value: number | null | undefined, unita: string | null | undefined) =>
        value === null || value === undefined
          ? '—'
          : unita
            ? `${decimal.format(value)} ${unita}`
            : number(value),
      /** A latitude or longitude in decimal degrees. */
      coordinate: (value: number) => coordinateFormat.format(value),
      /** A fraction 0–1 as a percentage: `92%`. */
      percent: (fraction: number | null | undefined) =>
        fraction === null || fraction === undefined ? '—' : percentFormat.format(fraction),
      /** A calendar day (`2022-03-01`, or the start of a period) as `01/03/2022`. */
      day: (iso: string | null | undefined) => {
        if (!iso) return '—';
        if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return calendarDay.format(new Date(`${iso}T00:00:00Z`));
        const at = Date.parse(iso);
        return Number.isNaN(at) ? '—' : dayInRome.format(at);
      },
      /** A moment in Italy: `01/03/2022, 14:00`. */
      moment: (iso: string | number | null | undefined) => {
        if (iso === null || iso === undefined) return '—';
        const at = typeof iso === 'number' ? iso : Date.parse(iso);
        return Number.isNaN(at) ? '—' : momentInRome.format(at);
      },
      /** A pollutant's name in words. */
      inquinante: (code: string | null | undefined) =>
        code ? t(`common.inquinante.${code}` as 'common.inquinante.PM10', { defaultValue: code }) : '—',
    };
  }, [language, t]);
}

/** A threshold's name as the chart and the lists write it: kind, value, norm, and "da verificare" if so. */
export function useLimiteLabel() {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  return (limite: Pick<Limite, 'tipo' | 'soglia' | 'norma' | 'daVerificare'>, unita: string) =>
    t(limite.daVerificare ? 'postazione.series.limitLabelToVerify' : 'postazione.series.limitLabel', {
      tipo: t(`common.tipoLimite.${limite.tipo}`),
      soglia: format.value(limite.soglia, unita),
      norma: t(`common.norma.${limite.norma}`),
    });
}
