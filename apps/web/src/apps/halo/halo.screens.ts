import type { ScreensOf } from '@halo/contract';
import type { haloManifest } from '@halo/contract/halo.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The halo application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  PlatformHome: () => import('./screens/platform-home.screen.tsx').then((m) => m.PlatformHome),
  AdminApplicazioni: () => import('./screens/admin-applicazioni.screen.tsx').then((m) => m.AdminApplicazioni),
  AdminServizi: () => import('./screens/admin-servizi.screen.tsx').then((m) => m.AdminServizi),
  AdminModuli: () => import('./screens/admin-moduli.screen.tsx').then((m) => m.AdminModuli),
  AdminRotte: () => import('./screens/admin-rotte.screen.tsx').then((m) => m.AdminRotte),
  AdminMenu: () => import('./screens/admin-menu.screen.tsx').then((m) => m.AdminMenu),
  AdminSezioni: () => import('./screens/admin-sezioni.screen.tsx').then((m) => m.AdminSezioni),
  AdminConfigurazioni: () =>
    import('./screens/admin-configurazioni.screen.tsx').then((m) => m.AdminConfigurazioni),
  AdminUtenti: () => import('./screens/admin-utenti.screen.tsx').then((m) => m.AdminUtenti),
  AdminGruppi: () => import('./screens/admin-gruppi.screen.tsx').then((m) => m.AdminGruppi),
  AdminRuoli: () => import('./screens/admin-ruoli.screen.tsx').then((m) => m.AdminRuoli),
  AdminAuthority: () => import('./screens/admin-authority.screen.tsx').then((m) => m.AdminAuthority),
  AdminProviderIdentita: () =>
    import('./screens/admin-provider-identita.screen.tsx').then((m) => m.AdminProviderIdentita),
  AdminImpostazioni: () => import('./screens/admin-impostazioni.screen.tsx').then((m) => m.AdminImpostazioni),
  AdminLog: () => import('./screens/admin-log.screen.tsx').then((m) => m.AdminLog),
  AdminPostaInUscita: () =>
    import('./screens/admin-posta-in-uscita.screen.tsx').then((m) => m.AdminPostaInUscita),
  AdminOperazioni: () => import('./screens/admin-operazioni.screen.tsx').then((m) => m.AdminOperazioni),
} satisfies ScreenRegistry<ScreensOf<typeof haloManifest>>;
