import { defineManifest } from './manifest.ts';

export const STRUCTURES_APPLICATION = 'strutture';
export const structuresSection = 'strutture.strutture';

const staff = ['admin', 'operatore'];

/** Hospital facilities and their types. */
export const structuresManifest = defineManifest({
  name: 'structures',
  namespaces: ['structures'],
  clientId: STRUCTURES_APPLICATION,
  nome: 'Strutture',
  title: { it: 'Strutture', en: 'Facilities' },
  labelsEn: {
    Home: 'Home',
    Elenco: 'List',
    Dettaglio: 'Details',
  },
  description: 'Strutture di ricovero e loro tipologie',
  icon: 'it-pa',
  hasHomePublic: false,
  roles: staff,
  sections: [{ name: structuresSection, description: 'Strutture di ricovero' }],
  screens: ['StruttureHome', 'StruttureElenco', 'StrutturaDettaglio'],
  routes: [
    { path: '/strutture', name: 'Home', component: 'StruttureHome', roles: staff },
    {
      path: '/strutture/elenco',
      name: 'Elenco',
      component: 'StruttureElenco',
      roles: staff,
      subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'StrutturaDettaglio' }],
    },
  ],
  services: [
    {
      nome: 'Strutture',
      basePath: '/api/v1/strutture',
      description: 'Strutture di ricovero',
      base: false,
      microservice: true,
    },
  ],
});
