import type { ScreensOf } from '@halo/contract';
import type { structuresManifest } from '@halo/contract/structures.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The structures application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  StruttureHome: () => import('./screens/strutture-home.screen.tsx').then((m) => m.StruttureHome),
  StruttureElenco: () => import('./screens/strutture-elenco.screen.tsx').then((m) => m.StruttureElenco),
  StrutturaDettaglio: () =>
    import('./screens/struttura-dettaglio.screen.tsx').then((m) => m.StrutturaDettaglio),
} satisfies ScreenRegistry<ScreensOf<typeof structuresManifest>>;
