import type { PagesOf, ScreensOf } from '@halo/contract';
import type { strokeManifest } from '@halo/contract/stroke.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The stroke application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  StrokeHome: () => import('./screens/stroke-home.screen.tsx').then((m) => m.StrokeHome),
  StrokeMedici: () => import('./screens/stroke-medici.screen.tsx').then((m) => m.StrokeMedici),
  StrokePazienti: () => import('./screens/stroke-pazienti.screen.tsx').then((m) => m.StrokePazienti),
  StrokePaziente: () => import('./screens/stroke-paziente.screen.tsx').then((m) => m.StrokePaziente),
  StrokeInviti: () => import('./screens/stroke-inviti.screen.tsx').then((m) => m.StrokeInviti),
  StrokeProfilo: () => import('./screens/stroke-profilo.screen.tsx').then((m) => m.StrokeProfilo),
  StrokeAssistiti: () => import('./screens/stroke-assistiti.screen.tsx').then((m) => m.StrokeAssistiti),
  StrokeMisurazioni: () => import('./screens/stroke-misurazioni.screen.tsx').then((m) => m.StrokeMisurazioni),
  StrokeCallbackMedico: () =>
    import('./pages/invitation-callback.page.tsx').then((m) => m.StrokeCallbackMedico),
  StrokeCallbackPaziente: () =>
    import('./pages/invitation-callback.page.tsx').then((m) => m.StrokeCallbackPaziente),
  StrokeCallbackCaregiver: () =>
    import('./pages/invitation-callback.page.tsx').then((m) => m.StrokeCallbackCaregiver),
} satisfies ScreenRegistry<ScreensOf<typeof strokeManifest> | PagesOf<typeof strokeManifest>>;
