import type { AppTranslations } from '../../i18n/resources.ts';
import enHealthenv from './locales/en/healthenv.ts';
import itHealthenv from './locales/it/healthenv.ts';

/** The healthenv application's texts (namespaces 'healthenv'), found by the i18n setup. */
export const translations = {
  it: { healthenv: itHealthenv },
  en: { healthenv: enHealthenv },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    healthenv: typeof itHealthenv;
  }
}
