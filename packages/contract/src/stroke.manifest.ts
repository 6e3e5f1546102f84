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
  roles: ['admin', 'medico', 'paziente', 'caregiver'],
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
});
