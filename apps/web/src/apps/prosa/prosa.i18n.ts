import type { AppTranslations } from '../../i18n/resources.ts';
import enProsa from './locales/en/prosa.ts';
import enProsaAccount from './locales/en/prosa-account.ts';
import itProsa from './locales/it/prosa.ts';
import itProsaAccount from './locales/it/prosa-account.ts';

/** The prosa application's texts (namespaces 'prosa' and 'prosaAccount'), found by the i18n setup. */
export const translations = {
  it: { prosa: itProsa, prosaAccount: itProsaAccount },
  en: { prosa: enProsa, prosaAccount: enProsaAccount },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    prosa: typeof itProsa;
    prosaAccount: typeof itProsaAccount;
  }
}
