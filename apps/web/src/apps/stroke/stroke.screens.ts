import type { PagesOf, ScreensOf } from '@halo/contract';
import type { strokeManifest } from '@halo/contract/stroke.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The stroke application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  StrokeHome: () => import('./profilo/stroke-home.screen.tsx').then((m) => m.StrokeHome),
  StrokeMedici: () => import('./medici/stroke-medici.screen.tsx').then((m) => m.StrokeMedici),
  StrokePazienti: () => import('./pazienti/stroke-pazienti.screen.tsx').then((m) => m.StrokePazienti),
  StrokePaziente: () => import('./pazienti/stroke-paziente.screen.tsx').then((m) => m.StrokePaziente),
  StrokeInviti: () => import('./inviti/stroke-inviti.screen.tsx').then((m) => m.StrokeInviti),
  StrokeProfilo: () => import('./profilo/stroke-profilo.screen.tsx').then((m) => m.StrokeProfilo),
  StrokeAssistiti: () => import('./caregivers/stroke-assistiti.screen.tsx').then((m) => m.StrokeAssistiti),
  StrokeMisurazioni: () =>
    import('./dispositivi/stroke-misurazioni.screen.tsx').then((m) => m.StrokeMisurazioni),
  StrokeCallbackMedico: () =>
    import('./inviti/invitation-callback.page.tsx').then((m) => m.StrokeCallbackMedico),
  StrokeCallbackPaziente: () =>
    import('./inviti/invitation-callback.page.tsx').then((m) => m.StrokeCallbackPaziente),
  StrokeCallbackCaregiver: () =>
    import('./inviti/invitation-callback.page.tsx').then((m) => m.StrokeCallbackCaregiver),
} satisfies ScreenRegistry<ScreensOf<typeof strokeManifest> | PagesOf<typeof strokeManifest>>;
