import type { AppTranslations } from '../../i18n/resources.ts';
import enProsa from './locales/en/prosa.ts';
import enProsaAccount from './locales/en/prosa-account.ts';
import enProsaAttivita from './locales/en/prosa-attivita.ts';
import itProsa from './locales/it/prosa.ts';
import itProsaAccount from './locales/it/prosa-account.ts';
import itProsaAttivita from './locales/it/prosa-attivita.ts';

/** The prosa application's texts (namespaces 'prosa', 'prosaAccount' and 'prosaAttivita'), found by the i18n setup. */
export const translations = {
  it: { prosa: itProsa, prosaAccount: itProsaAccount, prosaAttivita: itProsaAttivita },
  en: { prosa: enProsa, prosaAccount: enProsaAccount, prosaAttivita: enProsaAttivita },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    prosa: typeof itProsa;
    prosaAccount: typeof itProsaAccount;
    prosaAttivita: typeof itProsaAttivita;
  }
}
