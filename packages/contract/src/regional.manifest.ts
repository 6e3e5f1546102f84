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

export const regionalStaff = ['admin', 'operatore'];
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
  roles: regionalStaff,
  screens: ['RegionalHome', 'RegionalRegioni', 'RegionalAsl', 'RegionalComuni'],
  // The public region → province → comune picker (the public calls the portal's registration uses).
  pages: [{ path: '/regionale/territorio', component: 'RegionalComunePicker', isPublic: true }],
});
