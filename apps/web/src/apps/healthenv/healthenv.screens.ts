import type { PagesOf, ScreensOf } from '@halo/contract';
import type { healthenvManifest } from '@halo/contract/healthenv.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The healthenv application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  HealthenvHome: () => import('./mappa/mappa.screen.tsx').then((m) => m.HealthenvHome),
  HealthenvPostazione: () => import('./postazione/postazione.screen.tsx').then((m) => m.HealthenvPostazione),
  HealthenvPostazioni: () => import('./postazioni/postazioni.screen.tsx').then((m) => m.HealthenvPostazioni),
  HealthenvMonitoraggi: () =>
    import('./monitoraggi/monitoraggi.screen.tsx').then((m) => m.HealthenvMonitoraggi),
  HealthenvAllerte: () => import('./allerte/allerte.screen.tsx').then((m) => m.HealthenvAllerte),
  HealthenvRapporto: () => import('./rapporto/rapporto.screen.tsx').then((m) => m.HealthenvRapporto),
  HealthenvSoglie: () => import('./soglie/soglie.screen.tsx').then((m) => m.HealthenvSoglie),
  HealthenvLayout: () => import('./healthenv.layout.tsx').then((m) => m.HealthenvLayout),
} satisfies ScreenRegistry<ScreensOf<typeof healthenvManifest> | PagesOf<typeof healthenvManifest>>;
