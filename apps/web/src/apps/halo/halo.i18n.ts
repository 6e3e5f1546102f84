import type { AppTranslations } from '../../i18n/resources.ts';
import enAdmin from './locales/en/admin.ts';
import enAdminForms from './locales/en/adminForms.ts';
import itAdmin from './locales/it/admin.ts';
import itAdminForms from './locales/it/adminForms.ts';

/** The halo application's texts (namespaces 'admin', 'adminForms'), found by the i18n setup. */
export const translations = {
  it: { admin: itAdmin, adminForms: itAdminForms },
  en: { admin: enAdmin, adminForms: enAdminForms },
} satisfies AppTranslations;

declare module '../../i18n/resources.ts' {
  interface AppNamespaces {
    admin: typeof itAdmin;
    adminForms: typeof itAdminForms;
  }
}
