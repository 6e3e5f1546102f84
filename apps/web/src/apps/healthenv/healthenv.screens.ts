import type { PagesOf, ScreensOf } from '@halo/contract';
import type { healthenvManifest } from '@halo/contract/healthenv.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The healthenv application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  HealthenvHome: () => import('./screens/healthenv-home.screen.tsx').then((m) => m.HealthenvHome),
  HealthenvPostazioni: () =>
    import('./screens/healthenv-postazioni.screen.tsx').then((m) => m.HealthenvPostazioni),
  HealthenvMonitoraggi: () =>
    import('./screens/healthenv-monitoraggi.screen.tsx').then((m) => m.HealthenvMonitoraggi),
  HealthenvLayout: () => import('./healthenv.layout.tsx').then((m) => m.HealthenvLayout),
} satisfies ScreenRegistry<ScreensOf<typeof healthenvManifest> | PagesOf<typeof healthenvManifest>>;
