import enAdmin from './locales/en/admin.ts';
import enAdminForms from './locales/en/adminForms.ts';
import enCalendar from './locales/en/calendar.ts';
import enHealthenv from './locales/en/healthenv.ts';
import enProsa from './locales/en/prosa.ts';
import enRegional from './locales/en/regional.ts';
import enShell from './locales/en/shell.ts';
import enStroke from './locales/en/stroke.ts';
import enStructures from './locales/en/structures.ts';
import itAdmin from './locales/it/admin.ts';
import itAdminForms from './locales/it/adminForms.ts';
import itCalendar from './locales/it/calendar.ts';
import itHealthenv from './locales/it/healthenv.ts';
import itProsa from './locales/it/prosa.ts';
import itRegional from './locales/it/regional.ts';
import itShell from './locales/it/shell.ts';
import itStroke from './locales/it/stroke.ts';
import itStructures from './locales/it/structures.ts';

/**
 * Every namespace in every language, bundled (no loading at run time: the texts are small and the strict CSP
 * allows no other source). One namespace per area of the SPA, one file per namespace and language:
 * shell (header, chooser, error pages), admin (the administration screens), adminForms (their forms, dialogs and
 * parts), regional, structures, prosa, stroke, calendar, healthenv.
 */
export const resources = {
  it: {
    shell: itShell,
    admin: itAdmin,
    adminForms: itAdminForms,
    regional: itRegional,
    structures: itStructures,
    prosa: itProsa,
    stroke: itStroke,
    calendar: itCalendar,
    healthenv: itHealthenv,
  },
  en: {
    shell: enShell,
    admin: enAdmin,
    adminForms: enAdminForms,
    regional: enRegional,
    structures: enStructures,
    prosa: enProsa,
    stroke: enStroke,
    calendar: enCalendar,
    healthenv: enHealthenv,
  },
} as const;

export const namespaces = Object.keys(resources.it) as (keyof typeof resources.it)[];
