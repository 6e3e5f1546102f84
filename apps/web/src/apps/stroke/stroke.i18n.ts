import type { AppTranslations } from '../../i18n/resources.ts';
import enStroke from './locales/en/stroke.ts';
import itStroke from './locales/it/stroke.ts';

/** The stroke application's texts (namespaces 'stroke'), found by the i18n setup. */
export const translations = {
  it: { stroke: itStroke },
  en: { stroke: enStroke },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    stroke: typeof itStroke;
  }
}
