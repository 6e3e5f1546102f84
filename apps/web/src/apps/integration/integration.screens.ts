import type { ScreensOf } from '@halo/contract';
import type { integrationManifest } from '@halo/contract/integration.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The integration application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  IntegrationSottoscrizioni: () =>
    import('./sottoscrizioni/sottoscrizioni.screen.tsx').then((m) => m.IntegrationSottoscrizioni),
  IntegrationFhir: () => import('./fhir/fhir.screen.tsx').then((m) => m.IntegrationFhir),
} satisfies ScreenRegistry<ScreensOf<typeof integrationManifest>>;
