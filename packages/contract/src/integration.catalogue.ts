import { integrationManifest, integrationRoles, integrationSections } from './integration.manifest.ts';
import { defineCatalogue } from './manifest.ts';

const s = integrationSections;

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const integrationCatalogue = defineCatalogue(integrationManifest, {
  description:
    'Sottoscrizioni agli eventi di Halo: consegne firmate, registro, nuovi invii ed eventi di prova',
  icon: 'it-plug',
  hasHomePublic: false,
  sections: [
    {
      name: s.sottoscrizioni,
      description: 'Sottoscrizioni agli eventi, registro delle consegne, nuovi invii ed eventi di prova',
    },
    {
      name: s.fhir,
      description:
        'Connessioni a server FHIR R4, registro dei messaggi inviati, chiavi e prove di connessione',
    },
  ],
  routes: [
    {
      path: '/integrazioni/sottoscrizioni',
      name: 'Sottoscrizioni',
      component: 'IntegrationSottoscrizioni',
      roles: integrationRoles,
      section: s.sottoscrizioni,
    },
    {
      path: '/integrazioni/fhir',
      name: 'Adattatore FHIR',
      component: 'IntegrationFhir',
      roles: integrationRoles,
      section: s.fhir,
    },
  ],
  services: [
    {
      nome: 'Integrazioni',
      basePath: '/api/v1/integration',
      description: 'Sottoscrizioni agli eventi di Halo (CloudEvents firmati)',
      base: false,
      microservice: true,
    },
  ],
});
