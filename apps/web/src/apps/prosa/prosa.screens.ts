import type { PagesOf, ScreensOf } from '@halo/contract';
import type { prosaManifest } from '@halo/contract/prosa.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The prosa application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  ProsaHome: () => import('./screens/prosa-home.screen.tsx').then((m) => m.ProsaHome),
  ProsaCampagne: () => import('./campagne/prosa-campagne.screen.tsx').then((m) => m.ProsaCampagne),
  ProsaCampagna: () => import('./campagne/prosa-campagna.screen.tsx').then((m) => m.ProsaCampagna),
  ProsaCampagnaNuova: () =>
    import('./campagne/prosa-campagna-nuova.screen.tsx').then((m) => m.ProsaCampagnaNuova),
  ProsaProgetti: () => import('./progetti/prosa-progetti.screen.tsx').then((m) => m.ProsaProgetti),
  ProsaProgetto: () => import('./progetti/prosa-progetto.screen.tsx').then((m) => m.ProsaProgetto),
  ProsaProgettoNuovo: () =>
    import('./progetti/prosa-progetto-nuovo.screen.tsx').then((m) => m.ProsaProgettoNuovo),
  ProsaRichieste: () => import('./richieste/prosa-richieste.screen.tsx').then((m) => m.ProsaRichieste),
  ProsaSuggerimenti: () =>
    import('./suggerimenti/prosa-suggerimenti.screen.tsx').then((m) => m.ProsaSuggerimenti),
  ProsaEventi: () => import('./eventi/prosa-eventi.screen.tsx').then((m) => m.ProsaEventi),
  ProsaAsl: () => import('./screens/prosa-asl.screen.tsx').then((m) => m.ProsaAsl),
  ProsaPreferiti: () => import('./screens/prosa-preferiti.screen.tsx').then((m) => m.ProsaPreferiti),
  ProsaAttivita: () => import('./attivita/prosa-attivita.screen.tsx').then((m) => m.ProsaAttivita),
  ProsaReport: () => import('./report/prosa-report.screen.tsx').then((m) => m.ProsaReport),
  ProsaLayout: () => import('./prosa.layout.tsx').then((m) => m.ProsaLayout),
  ProsaRegistrazione: () =>
    import('./account/pages/prosa-registrazione.page.tsx').then((m) => m.ProsaRegistrazione),
  ProsaConferma: () => import('./account/pages/prosa-conferma.page.tsx').then((m) => m.ProsaConferma),
  ProsaProfilo: () => import('./account/screens/prosa-profilo.screen.tsx').then((m) => m.ProsaProfilo),
  ProsaOperatori: () => import('./account/screens/prosa-operatori.screen.tsx').then((m) => m.ProsaOperatori),
} satisfies ScreenRegistry<ScreensOf<typeof prosaManifest> | PagesOf<typeof prosaManifest>>;
