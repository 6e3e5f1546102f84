import { defineManifest } from './manifest.ts';

/** Shows the empty case of SPEC.md §2 in demo mode: an application with no routes configured yet. */
export const telemedicinaManifest = defineManifest({
  name: 'telemedicina',
  namespaces: [],
  clientId: 'telemedicina',
  nome: 'Telemedicina',
  title: { it: 'Telemedicina', en: 'Telemedicine' },
  demoOnly: true,
  roles: ['admin'],
  screens: [],
});
