import { byLanguage } from '../../i18n/app-texts.ts';

/** The integration application's texts in each language, found by the i18n setup; its namespace typed by the Italian. */
export const translations = byLanguage(import.meta.glob('./locales/*/index.ts'));

declare module '../../i18n/resources.ts' {
  interface AppNamespaces extends Pick<Italian, 'integration'> {}
}

type Italian = typeof import('./locales/it/index.ts');
