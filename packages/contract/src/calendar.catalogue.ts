import { calendarManifest, calendarRoles, calendarSections } from './calendar.manifest.ts';
import { defineCatalogue } from './manifest.ts';

const s = calendarSections;

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const calendarCatalogue = defineCatalogue(calendarManifest, {
  description: 'Calendari, disponibilità e prenotazioni',
  icon: 'it-calendar',
  hasHomePublic: false,
  sections: [
    { name: s.calendari, description: 'Calendari e loro configurazione' },
    { name: s.prenotazioni, description: 'Prenotazioni dei calendari gestiti (agenda, per conto di altri)' },
  ],
  routes: [
    { path: '/calendario', name: 'Prenota', component: 'CalendarHome', roles: calendarRoles },
    {
      path: '/calendario/prenotazioni',
      name: 'Le mie prenotazioni',
      component: 'CalendarPrenotazioni',
      roles: calendarRoles,
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
