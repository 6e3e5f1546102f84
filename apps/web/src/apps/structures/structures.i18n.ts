import type { AppTranslations } from '../../i18n/resources.ts';
import enStructures from './locales/en/structures.ts';
import itStructures from './locales/it/structures.ts';

/** The structures application's texts (namespaces 'structures'), found by the i18n setup. */
export const translations = {
  it: { structures: itStructures },
  en: { structures: enStructures },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    structures: typeof itStructures;
  }
}
