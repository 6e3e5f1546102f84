import { defineManifest } from './manifest.ts';

const everyone = ['admin-prosa', 'operatore', 'responsabile', 'ente', 'cittadino'];

/** Pro.Sa., the public-health prevention portal (SPEC.md §1): the first application a citizen meets. */
export const prosaManifest = defineManifest({
  name: 'prosa',
  namespaces: ['prosa', 'prosaAccount'],
  clientId: 'prosa',
  nome: 'Prosa',
  title: { it: 'Pro.Sa.', en: 'Pro.Sa.' },
  labelsEn: {
    Home: 'Home',
    Campagne: 'Campaigns',
    Progetti: 'Projects',
    Richieste: 'Requests',
    Suggerimenti: 'Suggestions',
    Eventi: 'Events',
    'Aziende sanitarie': 'Health authorities',
    Preferiti: 'Favourites',
    'Le mie attività': 'My activities',
    'Il mio profilo': 'My profile',
    Operatori: 'Operators',
  },
  description: 'Pro.Sa. - Portale della prevenzione: campagne, progetti, richieste, suggerimenti ed eventi',
  icon: 'it-horn',
  hasHomePublic: true,
  roles: everyone,
  sections: [],
  screens: [
    'ProsaHome',
    'ProsaCampagne',
    'ProsaProgetti',
    'ProsaRichieste',
    'ProsaSuggerimenti',
    'ProsaEventi',
    'ProsaAsl',
    'ProsaPreferiti',
    'ProsaAttivita',
    'ProsaProfilo',
    'ProsaOperatori',
  ],
  layout: { path: '/prosa', component: 'ProsaLayout', home: 'ProsaHome', isPublic: true },
  // Self-registration (docs/adr/0015): the sign-in page offers "Registrati" here; the mailed link opens /conferma.
  registrationPath: '/prosa/registrazione',
  pages: [
    { path: '/prosa/registrazione', component: 'ProsaRegistrazione', isPublic: true },
    { path: '/prosa/conferma', component: 'ProsaConferma', isPublic: true },
  ],
  routes: [
    { path: '/prosa', name: 'Home', component: 'ProsaHome', roles: everyone, isPublic: true },
    { path: '/prosa/campagne', name: 'Campagne', component: 'ProsaCampagne', roles: everyone },
    { path: '/prosa/progetti', name: 'Progetti', component: 'ProsaProgetti', roles: everyone },
    { path: '/prosa/richieste', name: 'Richieste', component: 'ProsaRichieste', roles: everyone },
    { path: '/prosa/suggerimenti', name: 'Suggerimenti', component: 'ProsaSuggerimenti', roles: everyone },
    { path: '/prosa/eventi', name: 'Eventi', component: 'ProsaEventi', roles: everyone },
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
