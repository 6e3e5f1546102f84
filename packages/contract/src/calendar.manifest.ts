import { defineManifest } from './manifest.ts';

export const calendarSections = {
  /** Calendars and their configuration (administration). */
  calendari: 'calendar.calendari',
  /** The bookings of the calendars one operates (agenda, booking on behalf, arrived/fulfilled/no-show). */
  prenotazioni: 'calendar.prenotazioni',
} as const;
const s = calendarSections;

const everyone = ['admin', 'operatore', 'utente'] as const;

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
  description: 'Calendari, disponibilità e prenotazioni',
  icon: 'it-calendar',
  hasHomePublic: false,
  roles: everyone,
  sections: [
    { name: s.calendari, description: 'Calendari e loro configurazione' },
    { name: s.prenotazioni, description: 'Prenotazioni dei calendari gestiti (agenda, per conto di altri)' },
  ],
  screens: ['CalendarHome', 'CalendarPrenotazioni', 'CalendarAgenda', 'CalendarCalendari'],
  routes: [
    { path: '/calendario', name: 'Prenota', component: 'CalendarHome', roles: everyone },
    {
      path: '/calendario/prenotazioni',
      name: 'Le mie prenotazioni',
      component: 'CalendarPrenotazioni',
      roles: everyone,
    },
    {
      path: '/calendario/agenda',
      name: 'Agenda',
      component: 'CalendarAgenda',
      roles: ['admin', 'operatore'],
      section: s.prenotazioni,
    },
    {
      path: '/calendario/calendari',
      name: 'Calendari',
      component: 'CalendarCalendari',
      roles: ['admin', 'operatore'],
      section: s.calendari,
    },
  ],
  services: [
    {
      nome: 'Calendario',
      basePath: '/api/v1/calendar',
      description: 'Calendari e prenotazioni',
      base: false,
      microservice: true,
      alsoFor: ['prosa', 'stroke'],
    },
  ],
});
