import { defineManifest } from './manifest.ts';

/** Calendar and booking: a shared service other applications book through, and its screens. */
export const calendarManifest = defineManifest({
  name: 'calendar',
  namespaces: ['calendar'],
  clientId: 'calendar',
  nome: 'Calendario',
  title: { it: 'Calendario', en: 'Calendar' },
  labelsEn: {
    Home: 'Home',
    Calendari: 'Calendars',
    Prenotazioni: 'Bookings',
  },
  description: 'Calendari, disponibilità e prenotazioni',
  icon: 'it-calendar',
  hasHomePublic: false,
  roles: ['admin', 'operatore', 'utente'],
  sections: [],
  screens: ['CalendarHome', 'CalendarCalendari', 'CalendarPrenotazioni'],
  routes: [
    { path: '/calendario', name: 'Home', component: 'CalendarHome', roles: ['admin', 'operatore', 'utente'] },
    {
      path: '/calendario/calendari',
      name: 'Calendari',
      component: 'CalendarCalendari',
      roles: ['admin', 'operatore'],
    },
    {
      path: '/calendario/prenotazioni',
      name: 'Prenotazioni',
      component: 'CalendarPrenotazioni',
      roles: ['admin', 'operatore', 'utente'],
    },
  ],
  services: [
    {
      nome: 'Calendario',
      basePath: '/api/v1/calendar',
      description: 'Calendari e prenotazioni',
      base: false,
      microservice: true,
    },
  ],
});
