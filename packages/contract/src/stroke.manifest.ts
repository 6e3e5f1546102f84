import { defineManifest } from './manifest.ts';

/** Stroke care: doctors, patients, caregivers, invitations, clinical and risk factors, wearables. */
export const strokeManifest = defineManifest({
  name: 'stroke',
  namespaces: ['stroke'],
  clientId: 'stroke',
  nome: 'Stroke',
  title: { it: "Cura dell'ictus", en: 'Stroke care' },
  labelsEn: {
    Home: 'Home',
    Pazienti: 'Patients',
    Dettaglio: 'Details',
    Medici: 'Doctors',
    Inviti: 'Invitations',
    'Il mio profilo': 'My profile',
    'I miei assistiti': 'People I care for',
    Misurazioni: 'Measurements',
  },
  description:
    "Cura dell'ictus: medici, pazienti, caregiver, fattori di rischio e misurazioni dei dispositivi",
  icon: 'it-hearing',
  hasHomePublic: false,
  roles: ['admin', 'medico', 'paziente', 'caregiver'],
  sections: [],
  screens: [
    'StrokeHome',
    'StrokeMedici',
    'StrokePazienti',
    'StrokePaziente',
    'StrokeInviti',
    'StrokeProfilo',
    'StrokeAssistiti',
    'StrokeMisurazioni',
  ],
  // SPEC.md §2: an invitation link opens one of these; the page confirms the account with the link's code.
  pages: [
    { path: '/stroke/public/callbackm', component: 'StrokeCallbackMedico', isPublic: true },
    { path: '/stroke/public/callbackp', component: 'StrokeCallbackPaziente', isPublic: true },
    { path: '/stroke/public/callbackc', component: 'StrokeCallbackCaregiver', isPublic: true },
  ],
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
