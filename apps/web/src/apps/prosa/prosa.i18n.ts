import type { AppTranslations } from '../../i18n/resources.ts';
import enProsa from './locales/en/prosa.ts';
import itProsa from './locales/it/prosa.ts';

/** The prosa application's texts (namespaces 'prosa'), found by the i18n setup. */
export const translations = {
  it: { prosa: itProsa },
  en: { prosa: enProsa },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    prosa: typeof itProsa;
  }
}
