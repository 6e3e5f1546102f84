import type { AppTranslations } from '../../i18n/resources.ts';

type Italian = typeof import('./locales/it/index.ts');

/**
 * The prosa application's texts (namespaces 'prosa', 'prosaAccount', 'prosaAttivita'), found by the i18n setup:
 * one chunk per language, loaded with the application's first screen.
 */
export const translations = {
  it: () => import('./locales/it/index.ts'),
  en: () => import('./locales/en/index.ts'),
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    prosa: Italian['prosa'];
    prosaAccount: Italian['prosaAccount'];
    prosaAttivita: Italian['prosaAttivita'];
  }
}
