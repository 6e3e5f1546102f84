import type { AppTranslations } from '../../i18n/resources.ts';
import enCalendar from './locales/en/calendar.ts';
import itCalendar from './locales/it/calendar.ts';

/** The calendar application's texts (namespaces 'calendar'), found by the i18n setup. */
export const translations = {
  it: { calendar: itCalendar },
  en: { calendar: enCalendar },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    calendar: typeof itCalendar;
  }
}
