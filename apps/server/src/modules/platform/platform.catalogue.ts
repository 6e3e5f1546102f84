import { adminSections, type ScreenComponent } from '@halo/contract';

interface CatalogueRoute {
  path: string;
  name: string;
  component: ScreenComponent;
  /** Roles of the application that get the route (superadmin gets every route). */
  roles: string[];
  isPublic?: boolean;
  /** Only users holding READ on this section (or the application's admins) get the route. */
  section?: string;
  /** Seeded only in demo mode. */
  demoOnly?: boolean;
  subRoutes?: { pathBase: string; name: string; component: ScreenComponent }[];
}

export interface CatalogueApplication {
  nome: string;
  clientId: string;
  description: string;
  icon: string;
  hasHomePublic: boolean;
  /** Seeded only in demo mode. */
  demoOnly?: boolean;
  routes: CatalogueRoute[];
}

const prosaRoles = ['admin-prosa', 'operatore', 'responsabile', 'ente', 'cittadino'];

/**
 * The applications Halo ships with and their default routes per role, seeded once at first start.
 * Administrators change them afterwards (routes and roles are platform configuration).
 */
export const catalogue: CatalogueApplication[] = [
  {
    nome: 'Amministrazione',
    clientId: 'halo',
    description: 'Applicazioni, rotte, menu, utenti, gruppi, permessi e impostazioni della piattaforma',
    icon: 'it-settings',
    hasHomePublic: false,
    routes: [
      {
        path: '/admin/applicazioni',
        name: 'Applicazioni',
        component: 'AdminApplicazioni',
        roles: [],
        section: adminSections.applicazioni,
      },
      {
        path: '/admin/servizi',
        name: 'Servizi',
        component: 'AdminServizi',
        roles: [],
        section: adminSections.servizi,
      },
      {
        path: '/admin/moduli',
        name: 'Moduli',
        component: 'AdminModuli',
        roles: [],
        section: adminSections.moduli,
      },
      {
        path: '/admin/rotte',
        name: 'Rotte',
        component: 'AdminRotte',
        roles: [],
        section: adminSections.rotte,
      },
      { path: '/admin/menu', name: 'Menu', component: 'AdminMenu', roles: [], section: adminSections.menu },
      {
        path: '/admin/sezioni',
        name: 'Sezioni',
        component: 'AdminSezioni',
        roles: [],
        section: adminSections.sezioni,
      },
      {
        path: '/admin/configurazioni',
        name: 'Configurazioni',
        component: 'AdminConfigurazioni',
        roles: [],
        section: adminSections.configurazioni,
      },
      {
        path: '/admin/utenti',
        name: 'Utenti',
        component: 'AdminUtenti',
        roles: [],
        section: adminSections.utenti,
      },
      {
        path: '/admin/gruppi',
        name: 'Gruppi',
        component: 'AdminGruppi',
        roles: [],
        section: adminSections.gruppi,
      },
      {
        path: '/admin/ruoli',
        name: 'Ruoli',
        component: 'AdminRuoli',
        roles: [],
        section: adminSections.ruoli,
      },
      {
        path: '/admin/authority',
        name: 'Authority',
        component: 'AdminAuthority',
        roles: [],
        section: adminSections.authority,
      },
      {
        path: '/admin/identity-provider',
        name: 'Provider di identità',
        component: 'AdminProviderIdentita',
        roles: [],
        section: adminSections.impostazioni,
      },
      {
        path: '/admin/impostazioni',
        name: 'Impostazioni',
        component: 'AdminImpostazioni',
        roles: [],
        section: adminSections.impostazioni,
      },
      { path: '/admin/log', name: 'Log', component: 'AdminLog', roles: [], section: adminSections.log },
      {
        path: '/admin/posta',
        name: 'Posta in uscita',
        component: 'AdminPostaInUscita',
        roles: [],
        section: adminSections.posta,
        demoOnly: true,
      },
    ],
  },
  {
    nome: 'Prosa',
    clientId: 'prosa',
    description: 'Pro.Sa. - Portale della prevenzione: campagne, progetti, richieste, suggerimenti ed eventi',
    icon: 'it-horn',
    hasHomePublic: true,
    routes: [
      { path: '/prosa', name: 'Home', component: 'ProsaHome', roles: prosaRoles, isPublic: true },
      { path: '/prosa/campagne', name: 'Campagne', component: 'ProsaCampagne', roles: prosaRoles },
      { path: '/prosa/progetti', name: 'Progetti', component: 'ProsaProgetti', roles: prosaRoles },
      { path: '/prosa/richieste', name: 'Richieste', component: 'ProsaRichieste', roles: prosaRoles },
      {
        path: '/prosa/suggerimenti',
        name: 'Suggerimenti',
        component: 'ProsaSuggerimenti',
        roles: prosaRoles,
      },
      { path: '/prosa/eventi', name: 'Eventi', component: 'ProsaEventi', roles: prosaRoles },
      {
        path: '/prosa/asl',
        name: 'Aziende sanitarie',
        component: 'ProsaAsl',
        roles: ['admin-prosa', 'responsabile'],
      },
      {
        path: '/prosa/preferiti',
        name: 'Preferiti',
        component: 'ProsaPreferiti',
        roles: ['cittadino', 'ente'],
      },
      {
        path: '/prosa/attivita',
        name: 'Le mie attività',
        component: 'ProsaAttivita',
        roles: ['cittadino', 'ente', 'operatore'],
      },
    ],
  },
  {
    nome: 'Healthenv',
    clientId: 'healthenv',
    description: 'Ambiente e salute: postazioni e registrazioni del monitoraggio ambientale',
    icon: 'it-chart-line',
    hasHomePublic: false,
    routes: [
      { path: '/healthenv', name: 'Home', component: 'HealthenvHome', roles: ['admin', 'operatore'] },
      {
        path: '/healthenv/postazioni',
        name: 'Postazioni',
        component: 'HealthenvPostazioni',
        roles: ['admin', 'operatore'],
      },
      {
        path: '/healthenv/monitoraggi',
        name: 'Monitoraggi',
        component: 'HealthenvMonitoraggi',
        roles: ['admin', 'operatore'],
      },
    ],
  },
  {
    nome: 'Stroke',
    clientId: 'stroke',
    description: 'Stroke care: medici, pazienti, caregiver, fattori di rischio e misurazioni dei dispositivi',
    icon: 'it-hearing',
    hasHomePublic: false,
    routes: [
      {
        path: '/stroke',
        name: 'Home',
        component: 'StrokeHome',
        roles: ['admin', 'medico', 'paziente', 'caregiver'],
      },
      {
        path: '/stroke/pazienti',
        name: 'Pazienti',
        component: 'StrokePazienti',
        roles: ['admin', 'medico'],
        subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'StrokePaziente' }],
      },
      { path: '/stroke/medici', name: 'Medici', component: 'StrokeMedici', roles: ['admin'] },
      {
        path: '/stroke/inviti',
        name: 'Inviti',
        component: 'StrokeInviti',
        roles: ['admin', 'medico', 'paziente'],
      },
      {
        path: '/stroke/fattori',
        name: 'Fattori di rischio',
        component: 'StrokeFattori',
        roles: ['paziente', 'caregiver'],
      },
      {
        path: '/stroke/misurazioni',
        name: 'Misurazioni',
        component: 'StrokeMisurazioni',
        roles: ['medico', 'paziente', 'caregiver'],
      },
    ],
  },
  {
    nome: 'Calendario',
    clientId: 'calendar',
    description: 'Calendari, disponibilità e prenotazioni',
    icon: 'it-calendar',
    hasHomePublic: false,
    routes: [
      {
        path: '/calendario',
        name: 'Home',
        component: 'CalendarHome',
        roles: ['admin', 'operatore', 'utente'],
      },
      {
        path: '/calendario/calendari',
        name: 'Calendari',
        component: 'CalendarCalendari',
        roles: ['admin', 'operatore'],
      },
      {
        path: '/calendario/prenotazioni',
        name: 'Prenotazioni',
        component: 'CalendarPrenotazioni',
        roles: ['admin', 'operatore', 'utente'],
      },
    ],
  },
  {
    nome: 'Gestione regionale',
    clientId: 'gestioneregionale',
    description: 'Regioni, province, comuni, aziende sanitarie, distretti e presidi',
    icon: 'it-map-marker-circle',
    hasHomePublic: false,
    routes: [
      { path: '/regionale', name: 'Home', component: 'RegionalHome', roles: ['admin', 'operatore'] },
      {
        path: '/regionale/regioni',
        name: 'Regioni',
        component: 'RegionalRegioni',
        roles: ['admin', 'operatore'],
      },
      {
        path: '/regionale/asl',
        name: 'Aziende sanitarie',
        component: 'RegionalAsl',
        roles: ['admin', 'operatore'],
      },
      {
        path: '/regionale/comuni',
        name: 'Comuni',
        component: 'RegionalComuni',
        roles: ['admin', 'operatore'],
      },
    ],
  },
  {
    nome: 'Strutture',
    clientId: 'strutture',
    description: 'Strutture di ricovero e loro tipologie',
    icon: 'it-pa',
    hasHomePublic: false,
    routes: [
      { path: '/strutture', name: 'Home', component: 'StruttureHome', roles: ['admin', 'operatore'] },
      {
        path: '/strutture/elenco',
        name: 'Elenco',
        component: 'StruttureElenco',
        roles: ['admin', 'operatore'],
        subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'StrutturaDettaglio' }],
      },
    ],
  },
  {
    // Shows the empty case of SPEC.md §2: an application with no routes configured yet.
    nome: 'Telemedicina',
    clientId: 'telemedicina',
    description: 'Televisite e telemonitoraggio (applicazione dimostrativa ancora senza rotte)',
    icon: 'it-video',
    hasHomePublic: false,
    demoOnly: true,
    routes: [],
  },
];
