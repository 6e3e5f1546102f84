import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const soglie: Messages<typeof it> = {
  title: 'Thresholds',
  lead: 'The values exceedances, the air quality index and alerts are computed with.',
  failed: 'The thresholds could not be read.',
  aggiornate: 'Last changed: {{date}}.',
  predefinite: 'Default values (D.Lgs. 155/2010, Directive (EU) 2024/2881, European index EAQI).',
  readOnly: 'The administrators of the application change them.',
  edit: 'Edit the thresholds',
  editTitle: 'Editing the thresholds',
  save: 'Save the thresholds',
  saved: 'Thresholds saved.',
  choose: 'Choose…',
  remove: 'Remove',
  percent: '{{value}}%',
  nessuno: 'none',
  verificato: 'no',
  ore_one: '{{count}} hour',
  ore_other: '{{count}} hours',
  giorni_one: '{{count}} day',
  giorni_other: '{{count}} days',
  columns: {
    id: 'Identifier',
    inquinante: 'Pollutant',
    indicatore: 'Indicator',
    soglia: 'Threshold',
    consentiti: 'Allowed exceedances',
    norma: 'Legislation',
    tipo: 'Type',
    daVerificare: 'To be verified',
    consecutivi: 'Consecutive periods',
    livello: 'Level',
    actions: 'Actions',
  },
  copertura: {
    title: 'Minimum coverage',
    intro:
      'The share of valid data for a mean to count: of hours for a daily mean, of days for an annual mean.',
    giornaliera: 'Daily mean',
    annuale: 'Annual mean',
    giornalieraPct: 'Minimum daily coverage (%)',
    annualePct: 'Minimum annual coverage (%)',
    help: 'Between 50 and 100%.',
  },
  limiti: {
    title: 'Limits',
    intro:
      'Limit and target values by pollutant and indicator, with the exceedances allowed in a year (hours or days).',
    empty: 'No limits.',
    help: 'Allowed exceedances empty: none. The identifier (letters, digits, dot and dash) tells the limit apart.',
    add: 'Add a limit',
    cell: '{{column}} of limit {{row}}',
    removeLabel: 'Remove limit {{row}}',
  },
  bande: {
    title: 'European Air Quality Index (EAQI) bands',
    intro:
      'By pollutant, the values separating the six bands of the index; beyond the last one, the worst band.',
    help: 'Five upper edges, each greater than the one before.',
    media: { '24 ore': '24-hour mean', ora: 'hourly mean' },
    finoA: 'up to {{high}} {{unita}}',
    daA: 'from {{low}} to {{high}} {{unita}}',
    oltre: 'above {{low}} {{unita}}',
    upTo: '{{banda}}: up to',
    beyond: 'above the fifth edge',
    cell: '{{inquinante}}, upper edge of band {{banda}}',
  },
  allerte: {
    title: 'Alert thresholds',
    intro:
      'An episode opens when values exceed the threshold for the given number of consecutive periods (hours or days).',
    empty: 'No alert thresholds.',
    add: 'Add an alert threshold',
    cell: '{{column}} of alert threshold {{row}}',
    removeLabel: 'Remove alert threshold {{row}}',
  },
  silenzio: {
    title: 'Silent stations',
    intro: 'After how many hours without values an active station is flagged as silent.',
    ore: 'Silence time',
    oreInput: 'Silence time (hours)',
    help: 'From 1 to 8760 hours.',
  },
  errors: {
    read: 'Error reading the thresholds.',
    save: 'Error saving the thresholds.',
  },
};

export default soglie;
