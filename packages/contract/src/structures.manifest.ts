import { defineManifest } from './manifest.ts';

export const STRUCTURES_APPLICATION = 'strutture';
export const structuresSection = 'strutture.strutture';

export const structuresStaff = ['admin', 'operatore'];

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
  roles: structuresStaff,
  screens: ['StruttureHome', 'StruttureElenco', 'StrutturaDettaglio'],
});
