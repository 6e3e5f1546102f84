import { defineManifest } from './manifest.ts';

export const calendarSections = {
  /** Calendars and their configuration (administration). */
  calendari: 'calendar.calendari',
  /** The bookings of the calendars one operates (agenda, booking on behalf, arrived/fulfilled/no-show). */
  prenotazioni: 'calendar.prenotazioni',
} as const;
export const calendarRoles = ['admin', 'operatore', 'utente'] as const;

/** Calendar and booking: a shared service other applications book through, and its screens. */
export const calendarManifest = defineManifest({
  name: 'calendar',
  namespaces: ['calendar'],
  clientId: 'calendar',
  nome: 'Calendario',
  title: { it: 'Calendario', en: 'Calendar' },
  labelsEn: {
    Prenota: 'Book',
    'Le mie prenotazioni': 'My bookings',
    Agenda: 'Schedule',
    Calendari: 'Calendars',
  },
  roles: calendarRoles,
  screens: ['CalendarHome', 'CalendarPrenotazioni', 'CalendarAgenda', 'CalendarCalendari'],
});
