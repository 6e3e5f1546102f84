import { healthenvManifest, healthenvStaff } from './healthenv.manifest.ts';
import { defineCatalogue } from './manifest.ts';

/**
 * What the catalogue sync installs for the application: the server reads it, the SPA's first download carries
 * only the manifest (docs/adr/0035-first-page.md).
 */
export const healthenvCatalogue = defineCatalogue(healthenvManifest, {
  description:
    'Ambiente e salute: postazioni, monitoraggi, superamenti dei limiti e allerte della qualità dell’aria',
  icon: 'it-chart-line',
  hasHomePublic: false,
  sections: [],
  routes: [
    { path: '/healthenv', name: 'Mappa', component: 'HealthenvHome', roles: healthenvStaff },
    {
      path: '/healthenv/postazioni',
      name: 'Postazioni',
      component: 'HealthenvPostazioni',
      roles: healthenvStaff,
      subRoutes: [{ pathBase: ':id', name: 'Postazione', component: 'HealthenvPostazione' }],
    },
    {
      path: '/healthenv/monitoraggi',
      name: 'Monitoraggi',
      component: 'HealthenvMonitoraggi',
      roles: healthenvStaff,
    },
    { path: '/healthenv/allerte', name: 'Allerte', component: 'HealthenvAllerte', roles: healthenvStaff },
    {
      path: '/healthenv/rapporto',
      name: 'Rapporto annuale',
      component: 'HealthenvRapporto',
      roles: healthenvStaff,
    },
    { path: '/healthenv/soglie', name: 'Soglie', component: 'HealthenvSoglie', roles: healthenvStaff },
  ],
  services: [
    {
      nome: 'Ambiente e salute',
      basePath: '/api/healthenv',
      description: 'Monitoraggio ambientale',
      base: false,
      microservice: true,
    },
  ],
});
