import { defineCatalogue } from './manifest.ts';
import { telemedicinaManifest } from './telemedicina.manifest.ts';

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const telemedicinaCatalogue = defineCatalogue(telemedicinaManifest, {
  description: 'Televisite e telemonitoraggio (applicazione dimostrativa ancora senza rotte)',
  icon: 'it-video',
  hasHomePublic: false,
  sections: [],
  routes: [],
});
