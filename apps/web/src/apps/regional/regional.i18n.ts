import type { AppTranslations } from '../../i18n/resources.ts';
import enRegional from './locales/en/regional.ts';
import itRegional from './locales/it/regional.ts';

/** The regional application's texts (namespaces 'regional'), found by the i18n setup. */
export const translations = {
  it: { regional: itRegional },
  en: { regional: enRegional },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    regional: typeof itRegional;
  }
}
