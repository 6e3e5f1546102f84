import { defineManifest } from './manifest.ts';

/** Shows the empty case of SPEC.md §2 in demo mode: an application with no routes configured yet. */
export const telemedicinaManifest = defineManifest({
  name: 'telemedicina',
  namespaces: [],
  clientId: 'telemedicina',
  nome: 'Telemedicina',
  title: { it: 'Telemedicina', en: 'Telemedicine' },
  description: 'Televisite e telemonitoraggio (applicazione dimostrativa ancora senza rotte)',
  icon: 'it-video',
  hasHomePublic: false,
  demoOnly: true,
  roles: ['admin'],
  sections: [],
  screens: [],
  routes: [],
});
