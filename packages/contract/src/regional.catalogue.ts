import { defineCatalogue } from './manifest.ts';
import { regionalManifest, regionalSections, regionalStaff } from './regional.manifest.ts';

const s = regionalSections;

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const regionalCatalogue = defineCatalogue(regionalManifest, {
  description: 'Regioni, province, comuni, aziende sanitarie, distretti e presidi',
  icon: 'it-map-marker-circle',
  hasHomePublic: false,
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
  routes: [
    { path: '/regionale', name: 'Home', component: 'RegionalHome', roles: regionalStaff },
    { path: '/regionale/regioni', name: 'Regioni', component: 'RegionalRegioni', roles: regionalStaff },
    { path: '/regionale/asl', name: 'Aziende sanitarie', component: 'RegionalAsl', roles: regionalStaff },
    { path: '/regionale/comuni', name: 'Comuni', component: 'RegionalComuni', roles: regionalStaff },
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
