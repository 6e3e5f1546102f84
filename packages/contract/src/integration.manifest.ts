import { defineManifest } from './manifest.ts';

export const integrationSections = {
  /** Subscriptions to Halo's events, their deliveries' log, replays and test events (docs/adr/0047). */
  sottoscrizioni: 'integration.sottoscrizioni',
  /** Connections to other systems' FHIR R4 servers, the messages pushed to them, keys and checks (docs/adr/0048). */
  fhir: 'integration.fhir',
} as const;
export const integrationRoles = ['admin'] as const;

/** Process integration: other systems subscribe to Halo's domain events, delivered signed as CloudEvents. */
export const integrationManifest = defineManifest({
  name: 'integration',
  namespaces: ['integration'],
  clientId: 'integration',
  nome: 'Integrazioni',
  title: { it: 'Integrazioni', en: 'Integrations' },
  labelsEn: {
    Sottoscrizioni: 'Subscriptions',
    'Adattatore FHIR': 'FHIR adapter',
  },
  roles: integrationRoles,
  screens: ['IntegrationSottoscrizioni', 'IntegrationFhir'],
});
