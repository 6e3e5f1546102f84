import { defineCatalogue } from './manifest.ts';
import { structuresManifest, structuresSection, structuresStaff } from './structures.manifest.ts';

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const structuresCatalogue = defineCatalogue(structuresManifest, {
  description: 'Strutture di ricovero e loro tipologie',
  icon: 'it-pa',
  hasHomePublic: false,
  sections: [{ name: structuresSection, description: 'Strutture di ricovero' }],
  routes: [
    { path: '/strutture', name: 'Home', component: 'StruttureHome', roles: structuresStaff },
    {
      path: '/strutture/elenco',
      name: 'Elenco',
      component: 'StruttureElenco',
      roles: structuresStaff,
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
