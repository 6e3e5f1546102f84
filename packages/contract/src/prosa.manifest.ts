import { defineManifest } from './manifest.ts';

export const prosaRoles = ['admin-prosa', 'operatore', 'responsabile', 'ente', 'cittadino'];

/** Pro.Sa., the public-health prevention portal (SPEC.md §1): the first application a citizen meets. */
export const prosaManifest = defineManifest({
  name: 'prosa',
  namespaces: ['prosa', 'prosaAccount', 'prosaAttivita'],
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
    'Nuovo progetto': 'New project',
    Progetto: 'Project',
    'Nuova campagna': 'New campaign',
    Campagna: 'Campaign',
    Report: 'Reports',
  },
  roles: prosaRoles,
  screens: [
    'ProsaHome',
    'ProsaCampagne',
    'ProsaProgetti',
    'ProsaProgetto',
    'ProsaProgettoNuovo',
    'ProsaCampagna',
    'ProsaCampagnaNuova',
    'ProsaRichieste',
    'ProsaSuggerimenti',
    'ProsaEventi',
    'ProsaAsl',
    'ProsaPreferiti',
    'ProsaAttivita',
    'ProsaProfilo',
    'ProsaOperatori',
    'ProsaReport',
  ],
  layout: { path: '/prosa', component: 'ProsaLayout', home: 'ProsaHome', isPublic: true },
  // Self-registration (docs/adr/0015): the sign-in page offers "Registrati" here; the mailed link opens /conferma.
  registrationPath: '/prosa/registrazione',
  pages: [
    { path: '/prosa/registrazione', component: 'ProsaRegistrazione', isPublic: true },
    { path: '/prosa/conferma', component: 'ProsaConferma', isPublic: true },
  ],
});
