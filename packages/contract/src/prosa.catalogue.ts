import { defineCatalogue } from './manifest.ts';
import { prosaManifest, prosaRoles } from './prosa.manifest.ts';

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const prosaCatalogue = defineCatalogue(prosaManifest, {
  description: 'Pro.Sa. - Portale della prevenzione: campagne, progetti, richieste, suggerimenti ed eventi',
  icon: 'it-horn',
  hasHomePublic: true,
  sections: [],
  routes: [
    { path: '/prosa', name: 'Home', component: 'ProsaHome', roles: prosaRoles, isPublic: true },
    {
      path: '/prosa/campagne',
      name: 'Campagne',
      component: 'ProsaCampagne',
      roles: prosaRoles,
      subRoutes: [
        { pathBase: 'nuova', name: 'Nuova campagna', component: 'ProsaCampagnaNuova' },
        { pathBase: ':id', name: 'Campagna', component: 'ProsaCampagna' },
      ],
    },
    {
      path: '/prosa/progetti',
      name: 'Progetti',
      component: 'ProsaProgetti',
      roles: prosaRoles,
      subRoutes: [
        { pathBase: 'nuovo', name: 'Nuovo progetto', component: 'ProsaProgettoNuovo' },
        { pathBase: ':id', name: 'Progetto', component: 'ProsaProgetto' },
      ],
    },
    { path: '/prosa/richieste', name: 'Richieste', component: 'ProsaRichieste', roles: prosaRoles },
    { path: '/prosa/suggerimenti', name: 'Suggerimenti', component: 'ProsaSuggerimenti', roles: prosaRoles },
    { path: '/prosa/eventi', name: 'Eventi', component: 'ProsaEventi', roles: prosaRoles },
    {
      path: '/prosa/asl',
      name: 'Aziende sanitarie',
      component: 'ProsaAsl',
      roles: ['admin-prosa', 'responsabile'],
    },
    {
      path: '/prosa/preferiti',
      name: 'Preferiti',
      component: 'ProsaPreferiti',
      roles: ['cittadino', 'ente'],
    },
    {
      path: '/prosa/attivita',
      name: 'Le mie attività',
      component: 'ProsaAttivita',
      roles: ['cittadino', 'ente', 'operatore'],
    },
    { path: '/prosa/profilo', name: 'Il mio profilo', component: 'ProsaProfilo', roles: ['cittadino'] },
    { path: '/prosa/operatori', name: 'Operatori', component: 'ProsaOperatori', roles: ['admin-prosa'] },
    {
      path: '/prosa/report',
      name: 'Report',
      component: 'ProsaReport',
      roles: ['admin-prosa', 'responsabile'],
    },
  ],
  services: [
    {
      nome: 'Pro.Sa.',
      basePath: '/api/prosa',
      description: 'Portale della prevenzione',
      base: false,
      microservice: true,
    },
  ],
});
