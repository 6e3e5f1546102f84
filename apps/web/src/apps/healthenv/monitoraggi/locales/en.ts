import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const monitoraggi: Messages<typeof it> = {
  title: 'Measurements',
  lead: 'Entering measured values: importing a CSV file or a single value of a sensor.',
  notAllowed: 'Only the administrators and operators of the application enter measurements.',
  valore: {
    title: 'New value',
    intro:
      'An hourly or daily mean of a sensor. A value is recorded once its period has ended, in the unit of the sensor.',
    noStations: 'The stations could not be read.',
    emptyStations: 'No active station: create one among the stations.',
    postazione: 'Station',
    sensore: 'Sensor',
    sensoreLabel: '{{inquinante}} – {{codice}} ({{unita}})',
    stationFirst: 'Choose the station first',
    noSensors: 'The station has no sensors.',
    periodo: 'Averaging period',
    periodi: { giorno: 'Daily', ora: 'Hourly' },
    data: 'Day',
    dataHelp: 'Calendar day in standard time (UTC+01:00).',
    giorno: 'Day of the hour',
    ora: 'Starting hour',
    oraHelp: 'Italian time; the value is the mean of the hour starting then.',
    dayFirst: 'Choose the day first',
    valore: 'Value',
    valoreIn: 'Value ({{unita}})',
    valoreHelp: 'In {{unita}}, the unit of the sensor.',
    sensorFirst: 'The unit follows from the chosen sensor.',
    validita: 'Validity',
    fonte: 'Source',
    submit: 'Record the value',
    duplicateHelp:
      'The same sensor already has a value for the same period. It can be replaced with the one entered.',
    replace: 'Replace the existing value',
    saved: 'Recorded {{valore}} {{unita}} of {{inquinante}} at {{postazione}}, {{quando}}.',
    replaced:
      'Replaced the value of {{inquinante}} at {{postazione}}, {{quando}}, with {{valore}} {{unita}}.',
  },
  errors: {
    save: 'Error recording the value.',
  },
};

export default monitoraggi;
