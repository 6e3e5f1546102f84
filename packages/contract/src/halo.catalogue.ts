import { adminSectionDescriptions, adminSections } from './admin.ts';
import { haloManifest } from './halo.manifest.ts';
import { defineCatalogue } from './manifest.ts';

const a = adminSections;

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const haloCatalogue = defineCatalogue(haloManifest, {
  description: 'Applicazioni, rotte, menu, utenti, gruppi, permessi e impostazioni della piattaforma',
  icon: 'it-settings',
  hasHomePublic: false,
  sections: Object.values(adminSections).map((name) => ({
    name,
    description: adminSectionDescriptions[name],
  })),
  routes: [
    {
      path: '/admin/applicazioni',
      name: 'Applicazioni',
      component: 'AdminApplicazioni',
      roles: [],
      section: a.applicazioni,
    },
    { path: '/admin/servizi', name: 'Servizi', component: 'AdminServizi', roles: [], section: a.servizi },
    { path: '/admin/moduli', name: 'Moduli', component: 'AdminModuli', roles: [], section: a.moduli },
    { path: '/admin/rotte', name: 'Rotte', component: 'AdminRotte', roles: [], section: a.rotte },
    { path: '/admin/menu', name: 'Menu', component: 'AdminMenu', roles: [], section: a.menu },
    { path: '/admin/sezioni', name: 'Sezioni', component: 'AdminSezioni', roles: [], section: a.sezioni },
    {
      path: '/admin/configurazioni',
      name: 'Configurazioni',
      component: 'AdminConfigurazioni',
      roles: [],
      section: a.configurazioni,
    },
    { path: '/admin/utenti', name: 'Utenti', component: 'AdminUtenti', roles: [], section: a.utenti },
    { path: '/admin/gruppi', name: 'Gruppi', component: 'AdminGruppi', roles: [], section: a.gruppi },
    { path: '/admin/ruoli', name: 'Ruoli', component: 'AdminRuoli', roles: [], section: a.ruoli },
    {
      path: '/admin/authority',
      name: 'Authority',
      component: 'AdminAuthority',
      roles: [],
      section: a.authority,
    },
    {
      path: '/admin/identity-provider',
      name: 'Provider di identità',
      component: 'AdminProviderIdentita',
      roles: [],
      section: a.impostazioni,
    },
    {
      path: '/admin/impostazioni',
      name: 'Impostazioni',
      component: 'AdminImpostazioni',
      roles: [],
      section: a.impostazioni,
    },
    { path: '/admin/log', name: 'Log', component: 'AdminLog', roles: [], section: a.log },
    {
      path: '/admin/posta',
      name: 'Posta in uscita',
      component: 'AdminPostaInUscita',
      roles: [],
      section: a.posta,
      demoOnly: true,
    },
    // The platform's status and server errors: its administrators only (the API answers no one else).
    { path: '/admin/operazioni', name: 'Operazioni', component: 'AdminOperazioni', roles: ['admin'] },
  ],
  menu: [
    {
      label: 'Configurazione',
      icon: 'it-settings',
      paths: [
        '/admin/applicazioni',
        '/admin/servizi',
        '/admin/moduli',
        '/admin/rotte',
        '/admin/menu',
        '/admin/sezioni',
        '/admin/configurazioni',
      ],
    },
    {
      label: 'Utenti e permessi',
      icon: 'it-user',
      paths: ['/admin/utenti', '/admin/gruppi', '/admin/ruoli', '/admin/authority'],
    },
    {
      label: 'Sistema',
      icon: 'it-tool',
      paths: [
        '/admin/identity-provider',
        '/admin/impostazioni',
        '/admin/log',
        '/admin/posta',
        '/admin/operazioni',
      ],
    },
  ],
  services: [
    {
      nome: 'Piattaforma',
      basePath: '/api/v1/halo',
      description: 'Applicazioni, rotte, configurazioni e impostazioni',
      base: true,
      microservice: false,
    },
    {
      nome: 'Autorizzazioni',
      basePath: '/api/v1/authorization',
      description: 'Utenti, gruppi, ruoli e permessi',
      base: true,
      microservice: false,
    },
    {
      nome: 'Menu',
      basePath: '/api/v1/menu',
      description: 'Menu delle applicazioni',
      base: true,
      microservice: false,
      alsoFor: 'all',
    },
    {
      nome: 'Registro operazioni',
      basePath: '/api/v1/logs',
      description: 'Audit log',
      base: true,
      microservice: false,
    },
  ],
});
