import type { PagesOf, ScreensOf } from '@halo/contract';
import type { regionalManifest } from '@halo/contract/regional.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The regional application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  RegionalHome: () => import('./screens/regional-home.screen.tsx').then((m) => m.RegionalHome),
  RegionalRegioni: () => import('./screens/regional-regioni.screen.tsx').then((m) => m.RegionalRegioni),
  RegionalAsl: () => import('./screens/regional-asl.screen.tsx').then((m) => m.RegionalAsl),
  RegionalComuni: () => import('./screens/regional-comuni.screen.tsx').then((m) => m.RegionalComuni),
  RegionalComunePicker: () => import('./pages/comune-picker.page.tsx').then((m) => m.ComunePickerPage),
} satisfies ScreenRegistry<ScreensOf<typeof regionalManifest> | PagesOf<typeof regionalManifest>>;
