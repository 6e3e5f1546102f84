import { defineManifest } from './manifest.ts';

const staff = ['admin', 'operatore'];

/** Health-environment monitoring: stations, sensors, measurements and their limits. */
export const healthenvManifest = defineManifest({
  name: 'healthenv',
  namespaces: ['healthenv'],
  clientId: 'healthenv',
  nome: 'Healthenv',
  title: { it: 'Ambiente e salute', en: 'Environment and health' },
  labelsEn: {
    Mappa: 'Map',
    Postazione: 'Station',
    Postazioni: 'Stations',
    Monitoraggi: 'Measurements',
    Allerte: 'Alerts',
    'Rapporto annuale': 'Annual report',
    Soglie: 'Thresholds',
  },
  description:
    'Ambiente e salute: postazioni, monitoraggi, superamenti dei limiti e allerte della qualità dell’aria',
  icon: 'it-chart-line',
  hasHomePublic: false,
  roles: staff,
  sections: [],
  screens: [
    'HealthenvHome',
    'HealthenvPostazione',
    'HealthenvPostazioni',
    'HealthenvMonitoraggi',
    'HealthenvAllerte',
    'HealthenvRapporto',
    'HealthenvSoglie',
  ],
  layout: { path: '/healthenv', component: 'HealthenvLayout', home: 'HealthenvHome', isPublic: false },
  routes: [
    { path: '/healthenv', name: 'Mappa', component: 'HealthenvHome', roles: staff },
    {
      path: '/healthenv/postazioni',
      name: 'Postazioni',
      component: 'HealthenvPostazioni',
      roles: staff,
      subRoutes: [{ pathBase: ':id', name: 'Postazione', component: 'HealthenvPostazione' }],
    },
    { path: '/healthenv/monitoraggi', name: 'Monitoraggi', component: 'HealthenvMonitoraggi', roles: staff },
    { path: '/healthenv/allerte', name: 'Allerte', component: 'HealthenvAllerte', roles: staff },
    { path: '/healthenv/rapporto', name: 'Rapporto annuale', component: 'HealthenvRapporto', roles: staff },
    { path: '/healthenv/soglie', name: 'Soglie', component: 'HealthenvSoglie', roles: staff },
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
