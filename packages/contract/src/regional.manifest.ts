import { defineManifest } from './manifest.ts';

/** The application (identity client) and the permission sections of the regional service. */
export const REGIONAL_APPLICATION = 'gestioneregionale';

export const regionalSections = {
  nazioni: 'gestioneregionale.nazioni',
  regioni: 'gestioneregionale.regioni',
  province: 'gestioneregionale.province',
  comuni: 'gestioneregionale.comuni',
  quartieri: 'gestioneregionale.quartieri',
  asl: 'gestioneregionale.asl',
  distretti: 'gestioneregionale.distretti',
  dipartimenti: 'gestioneregionale.dipartimenti',
  presidiOspedalieri: 'gestioneregionale.presidiospedalieri',
  unitaOperative: 'gestioneregionale.unitaoperative',
} as const;

const staff = ['admin', 'operatore'];
const s = regionalSections;

/** Regional data: ISTAT territory and the health authorities' organisation. */
export const regionalManifest = defineManifest({
  name: 'regional',
  namespaces: ['regional'],
  clientId: REGIONAL_APPLICATION,
  nome: 'Gestione regionale',
  title: { it: 'Gestione regionale', en: 'Regional data' },
  labelsEn: {
    Home: 'Home',
    Regioni: 'Regions',
    'Aziende sanitarie': 'Health authorities',
    Comuni: 'Municipalities',
  },
  description: 'Regioni, province, comuni, aziende sanitarie, distretti e presidi',
  icon: 'it-map-marker-circle',
  hasHomePublic: false,
  roles: staff,
  sections: [
    { name: s.nazioni, description: 'Nazioni' },
    { name: s.regioni, description: 'Regioni' },
    { name: s.province, description: 'Province' },
    { name: s.comuni, description: 'Comuni' },
    { name: s.quartieri, description: 'Quartieri' },
    { name: s.asl, description: 'Aziende sanitarie' },
    { name: s.distretti, description: 'Distretti sanitari' },
    { name: s.dipartimenti, description: 'Dipartimenti' },
    { name: s.presidiOspedalieri, description: 'Presidi ospedalieri' },
    { name: s.unitaOperative, description: 'Unità operative' },
  ],
  screens: ['RegionalHome', 'RegionalRegioni', 'RegionalAsl', 'RegionalComuni'],
  // The public region → province → comune picker (the public calls the portal's registration uses).
  pages: [{ path: '/regionale/territorio', component: 'RegionalComunePicker', isPublic: true }],
  routes: [
    { path: '/regionale', name: 'Home', component: 'RegionalHome', roles: staff },
    { path: '/regionale/regioni', name: 'Regioni', component: 'RegionalRegioni', roles: staff },
    { path: '/regionale/asl', name: 'Aziende sanitarie', component: 'RegionalAsl', roles: staff },
    { path: '/regionale/comuni', name: 'Comuni', component: 'RegionalComuni', roles: staff },
  ],
  services: [
    {
      nome: 'Dati regionali',
      basePath: '/api/v1/gestioneregionale',
      description: 'Regioni, province, comuni, ASL, distretti, presidi',
      base: false,
      microservice: true,
      alsoFor: ['prosa'],
    },
  ],
});
