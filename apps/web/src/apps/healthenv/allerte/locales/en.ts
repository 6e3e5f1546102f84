import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const allerte: Messages<typeof it> = {
  title: 'Alerts',
  lead: 'The episodes over the information and alert thresholds and the stations that no longer send data, most recent first.',
  filters: 'Filters of the alerts',
  inCorso: 'Only the ongoing alerts',
  ofStation: 'Alerts of the station {{name}}.',
  ofStationUnknown: 'Alerts of one station.',
  allStations: 'Show all stations',
  caption: 'Alerts, most recent first',
  failed: 'The alerts could not be read.',
  empty: 'No alerts.',
  emptyInCorso: 'No ongoing alerts.',
  columns: {
    livello: 'Level',
    postazione: 'Station',
    inquinante: 'Pollutant',
    soglia: 'Threshold',
    massimo: "Episode's maximum",
    inizio: 'Start',
    ultimo: 'Last period',
    stato: 'State',
    notificata: 'E-mail',
  },
  silenzio: 'Silent station: no data since {{ultimo}}',
  inCorsoBadge: 'Ongoing',
  chiusa: 'Closed on {{moment}}',
  notificata: 'Sent on {{moment}}',
  nonNotificata: 'Not sent',
  iscrizione: {
    title: 'E-mail notifications',
    label: 'Receive the alerts by e-mail',
    on: 'You receive every new alert by e-mail.',
    off: 'You do not receive the alerts by e-mail.',
    failed: 'The subscription to the alerts could not be read.',
    saveFailed: 'The subscription could not be updated.',
  },
};

export default allerte;
