import { defineManifest } from './manifest.ts';

export const healthenvStaff = ['admin', 'operatore'];

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
  roles: healthenvStaff,
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
});
