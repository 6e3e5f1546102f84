/**
 * Screen names a route's `component` may name. The SPA maps each onto its own lazy component registry
 * (STYLE.md §2); the server's routing data may only name these. An unknown name shows the 404 page.
 */
export const screenComponents = [
  // platform administration (application `halo`)
  'PlatformHome',
  'AdminApplicazioni',
  'AdminServizi',
  'AdminModuli',
  'AdminRotte',
  'AdminMenu',
  'AdminSezioni',
  'AdminConfigurazioni',
  'AdminUtenti',
  'AdminGruppi',
  'AdminRuoli',
  'AdminAuthority',
  'AdminProviderIdentita',
  'AdminImpostazioni',
  'AdminLog',
  'AdminPostaInUscita',
  // prevention portal
  'ProsaHome',
  'ProsaCampagne',
  'ProsaProgetti',
  'ProsaRichieste',
  'ProsaSuggerimenti',
  'ProsaEventi',
  'ProsaAsl',
  'ProsaPreferiti',
  'ProsaAttivita',
  // health environment
  'HealthenvHome',
  'HealthenvPostazioni',
  'HealthenvMonitoraggi',
  // stroke care
  'StrokeHome',
  'StrokeMedici',
  'StrokePazienti',
  'StrokePaziente',
  'StrokeInviti',
  'StrokeFattori',
  'StrokeMisurazioni',
  // calendar and booking
  'CalendarHome',
  'CalendarCalendari',
  'CalendarPrenotazioni',
  // regional data
  'RegionalHome',
  'RegionalRegioni',
  'RegionalAsl',
  'RegionalComuni',
  // structures
  'StruttureHome',
  'StruttureElenco',
  'StrutturaDettaglio',
] as const;

export type ScreenComponent = (typeof screenComponents)[number];

export function isScreenComponent(name: string): name is ScreenComponent {
  return (screenComponents as readonly string[]).includes(name);
}
