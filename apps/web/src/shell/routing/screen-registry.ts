import { isScreenComponent, type ScreenComponent } from '@halo/contract';
import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<ComponentType>;

/**
 * The only code a server-returned route can reach (STYLE.md §2): one lazy module per screen name of the
 * contract. `satisfies` makes a screen name without a module a compile error.
 */
export const screenRegistry = {
  PlatformHome: () => import('../../apps/halo/screens/platform-home.screen.tsx').then((m) => m.PlatformHome),
  AdminApplicazioni: () =>
    import('../../apps/halo/screens/admin-applicazioni.screen.tsx').then((m) => m.AdminApplicazioni),
  AdminServizi: () => import('../../apps/halo/screens/admin-servizi.screen.tsx').then((m) => m.AdminServizi),
  AdminModuli: () => import('../../apps/halo/screens/admin-moduli.screen.tsx').then((m) => m.AdminModuli),
  AdminRotte: () => import('../../apps/halo/screens/admin-rotte.screen.tsx').then((m) => m.AdminRotte),
  AdminMenu: () => import('../../apps/halo/screens/admin-menu.screen.tsx').then((m) => m.AdminMenu),
  AdminSezioni: () => import('../../apps/halo/screens/admin-sezioni.screen.tsx').then((m) => m.AdminSezioni),
  AdminConfigurazioni: () =>
    import('../../apps/halo/screens/admin-configurazioni.screen.tsx').then((m) => m.AdminConfigurazioni),
  AdminUtenti: () => import('../../apps/halo/screens/admin-utenti.screen.tsx').then((m) => m.AdminUtenti),
  AdminGruppi: () => import('../../apps/halo/screens/admin-gruppi.screen.tsx').then((m) => m.AdminGruppi),
  AdminRuoli: () => import('../../apps/halo/screens/admin-ruoli.screen.tsx').then((m) => m.AdminRuoli),
  AdminAuthority: () =>
    import('../../apps/halo/screens/admin-authority.screen.tsx').then((m) => m.AdminAuthority),
  AdminProviderIdentita: () =>
    import('../../apps/halo/screens/admin-provider-identita.screen.tsx').then((m) => m.AdminProviderIdentita),
  AdminImpostazioni: () =>
    import('../../apps/halo/screens/admin-impostazioni.screen.tsx').then((m) => m.AdminImpostazioni),
  AdminLog: () => import('../../apps/halo/screens/admin-log.screen.tsx').then((m) => m.AdminLog),
  AdminPostaInUscita: () =>
    import('../../apps/halo/screens/admin-posta-in-uscita.screen.tsx').then((m) => m.AdminPostaInUscita),
  ProsaHome: () => import('../../apps/prosa/screens/prosa-home.screen.tsx').then((m) => m.ProsaHome),
  ProsaCampagne: () =>
    import('../../apps/prosa/screens/prosa-campagne.screen.tsx').then((m) => m.ProsaCampagne),
  ProsaProgetti: () =>
    import('../../apps/prosa/screens/prosa-progetti.screen.tsx').then((m) => m.ProsaProgetti),
  ProsaRichieste: () =>
    import('../../apps/prosa/screens/prosa-richieste.screen.tsx').then((m) => m.ProsaRichieste),
  ProsaSuggerimenti: () =>
    import('../../apps/prosa/screens/prosa-suggerimenti.screen.tsx').then((m) => m.ProsaSuggerimenti),
  ProsaEventi: () => import('../../apps/prosa/screens/prosa-eventi.screen.tsx').then((m) => m.ProsaEventi),
  ProsaAsl: () => import('../../apps/prosa/screens/prosa-asl.screen.tsx').then((m) => m.ProsaAsl),
  ProsaPreferiti: () =>
    import('../../apps/prosa/screens/prosa-preferiti.screen.tsx').then((m) => m.ProsaPreferiti),
  ProsaAttivita: () =>
    import('../../apps/prosa/screens/prosa-attivita.screen.tsx').then((m) => m.ProsaAttivita),
  HealthenvHome: () =>
    import('../../apps/healthenv/screens/healthenv-home.screen.tsx').then((m) => m.HealthenvHome),
  HealthenvPostazioni: () =>
    import('../../apps/healthenv/screens/healthenv-postazioni.screen.tsx').then((m) => m.HealthenvPostazioni),
  HealthenvMonitoraggi: () =>
    import('../../apps/healthenv/screens/healthenv-monitoraggi.screen.tsx').then(
      (m) => m.HealthenvMonitoraggi,
    ),
  StrokeHome: () => import('../../apps/stroke/screens/stroke-home.screen.tsx').then((m) => m.StrokeHome),
  StrokeMedici: () =>
    import('../../apps/stroke/screens/stroke-medici.screen.tsx').then((m) => m.StrokeMedici),
  StrokePazienti: () =>
    import('../../apps/stroke/screens/stroke-pazienti.screen.tsx').then((m) => m.StrokePazienti),
  StrokePaziente: () =>
    import('../../apps/stroke/screens/stroke-paziente.screen.tsx').then((m) => m.StrokePaziente),
  StrokeInviti: () =>
    import('../../apps/stroke/screens/stroke-inviti.screen.tsx').then((m) => m.StrokeInviti),
  StrokeFattori: () =>
    import('../../apps/stroke/screens/stroke-fattori.screen.tsx').then((m) => m.StrokeFattori),
  StrokeMisurazioni: () =>
    import('../../apps/stroke/screens/stroke-misurazioni.screen.tsx').then((m) => m.StrokeMisurazioni),
  CalendarHome: () =>
    import('../../apps/calendar/screens/calendar-home.screen.tsx').then((m) => m.CalendarHome),
  CalendarCalendari: () =>
    import('../../apps/calendar/screens/calendar-calendari.screen.tsx').then((m) => m.CalendarCalendari),
  CalendarPrenotazioni: () =>
    import('../../apps/calendar/screens/calendar-prenotazioni.screen.tsx').then(
      (m) => m.CalendarPrenotazioni,
    ),
  RegionalHome: () =>
    import('../../apps/regional/screens/regional-home.screen.tsx').then((m) => m.RegionalHome),
  RegionalRegioni: () =>
    import('../../apps/regional/screens/regional-regioni.screen.tsx').then((m) => m.RegionalRegioni),
  RegionalAsl: () => import('../../apps/regional/screens/regional-asl.screen.tsx').then((m) => m.RegionalAsl),
  RegionalComuni: () =>
    import('../../apps/regional/screens/regional-comuni.screen.tsx').then((m) => m.RegionalComuni),
  StruttureHome: () =>
    import('../../apps/structures/screens/strutture-home.screen.tsx').then((m) => m.StruttureHome),
  StruttureElenco: () =>
    import('../../apps/structures/screens/strutture-elenco.screen.tsx').then((m) => m.StruttureElenco),
  StrutturaDettaglio: () =>
    import('../../apps/structures/screens/struttura-dettaglio.screen.tsx').then((m) => m.StrutturaDettaglio),
} satisfies Record<ScreenComponent, ScreenLoader>;

/** The loader of a screen name, or null for a name the SPA does not bundle (shown as the 404 page). */
export function resolveScreen(name: string): ScreenLoader | null {
  return isScreenComponent(name) ? screenRegistry[name] : null;
}
