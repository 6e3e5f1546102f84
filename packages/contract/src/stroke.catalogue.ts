import { defineCatalogue } from './manifest.ts';
import { strokeManifest } from './stroke.manifest.ts';

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const strokeCatalogue = defineCatalogue(strokeManifest, {
  description:
    "Cura dell'ictus: medici, pazienti, caregiver, fattori di rischio e misurazioni dei dispositivi",
  icon: 'it-hearing',
  hasHomePublic: false,
  sections: [],
  routes: [
    {
      path: '/stroke',
      name: 'Home',
      component: 'StrokeHome',
      roles: ['admin', 'medico', 'paziente', 'caregiver'],
    },
    {
      path: '/stroke/pazienti',
      name: 'Pazienti',
      component: 'StrokePazienti',
      roles: ['admin', 'medico'],
      subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'StrokePaziente' }],
    },
    { path: '/stroke/medici', name: 'Medici', component: 'StrokeMedici', roles: ['admin'] },
    { path: '/stroke/inviti', name: 'Inviti', component: 'StrokeInviti', roles: ['admin', 'medico'] },
    { path: '/stroke/profilo', name: 'Il mio profilo', component: 'StrokeProfilo', roles: ['paziente'] },
    {
      path: '/stroke/assistiti',
      name: 'I miei assistiti',
      component: 'StrokeAssistiti',
      roles: ['caregiver'],
      subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'StrokePaziente' }],
    },
    {
      path: '/stroke/misurazioni',
      name: 'Misurazioni',
      component: 'StrokeMisurazioni',
      roles: ['medico', 'paziente', 'caregiver'],
    },
  ],
  services: [
    {
      nome: 'Stroke',
      basePath: '/api/stroke',
      description: "Cura dell'ictus",
      base: false,
      microservice: true,
    },
  ],
});
