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
    Home: 'Home',
    Postazioni: 'Stations',
    Monitoraggi: 'Monitoring',
  },
  description: 'Ambiente e salute: postazioni e registrazioni del monitoraggio ambientale',
  icon: 'it-chart-line',
  hasHomePublic: false,
  roles: staff,
  sections: [],
  screens: ['HealthenvHome', 'HealthenvPostazioni', 'HealthenvMonitoraggi'],
  layout: { path: '/healthenv', component: 'HealthenvLayout', home: 'HealthenvHome', isPublic: false },
  routes: [
    { path: '/healthenv', name: 'Home', component: 'HealthenvHome', roles: staff },
    { path: '/healthenv/postazioni', name: 'Postazioni', component: 'HealthenvPostazioni', roles: staff },
    { path: '/healthenv/monitoraggi', name: 'Monitoraggi', component: 'HealthenvMonitoraggi', roles: staff },
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
