import type { Inquinante } from '@halo/contract/healthenv';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/number-format.ts';
import { dateFormatsOf, localeOf } from '../postazione/analisi.labels.ts';

/**
 * Words the health-environment screens of stations, records and thresholds share: pollutant names, numbers and
 * dates in the reader's language (the Intl formats are analisi.labels.ts').
 */

/** The name of a pollutant in the reader's language ("Biossido di azoto (NO₂)"). */
export function useInquinanteName() {
  const { t } = useTranslation('healthenv');
  return (inquinante: Inquinante) => t(`common.inquinante.${inquinante}`);
}

/**
 * A pollutant's name with its code, for choosing a sensor's pollutant (the code is what CSV files carry): the
 * code beside the name only when the name does not already show it ("Benzene (C6H6)", but "PM10" and
 * "Biossido di azoto (NO₂)", whose subscript is the code's digit).
 */
export function useInquinanteLabel() {
  const name = useInquinanteName();
  return (inquinante: Inquinante) => {
    const text = name(inquinante);
    const plain = text.normalize('NFKC').replaceAll(',', '.');
    return plain.includes(inquinante) ? text : `${text} (${inquinante})`;
  };
}

/** Numbers in the reader's language: 3,2 in Italian, 3.2 in English. */
export function useNumberFormat(maximumFractionDigits = 2) {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits });
  return (value: number) => format.format(value);
}

/** A pollutant by its code, its full name for whoever hovers or reads it aloud. */
export function InquinanteCode({ inquinante }: { inquinante: Inquinante }) {
  const name = useInquinanteName()(inquinante);
  return name === inquinante ? (
    <span>{inquinante}</span>
  ) : (
    <abbr title={name} className="text-decoration-none">
      {inquinante}
    </abbr>
  );
}

/** A calendar day written as `2022-01-31`, without moving it through any time zone. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates and times in the reader's language: an instant as Italy's clock showed it (Europe/Rome); the day of a
 * daily value as the calendar day it means, in local standard time (UTC+01:00, how the records count days).
 */
export function useDateFormats() {
  const { i18n } = useTranslation();
  const { calendarDay, standardDay, momentInRome } = dateFormatsOf(localeOf(i18n.language));
  const valid = (text: string) => !Number.isNaN(Date.parse(text));
  /** `2022-01-31` as it is; an instant as the day of local standard time it falls in. */
  const day = (text: string | null | undefined): string => {
    if (!text) return '—';
    const match = DAY.exec(text);
    if (match) return calendarDay.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return valid(text) ? standardDay.format(new Date(text)) : '—';
  };
  return {
    day,
    /** An instant in Italy's time; a bare day as the day. */
    moment: (text: string | null | undefined): string => {
      if (!text) return '—';
      if (DAY.test(text)) return day(text);
      return valid(text) ? momentInRome.format(new Date(text)) : '—';
    },
  };
}
