import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const rapporto: Messages<typeof it> = {
  title: 'Annual report',
  lead: 'The exceedances of the air-quality limits at every station in the chosen year (Directive 2008/50/EC), with the 2030 values on request.',
  filters: 'Filters of the report',
  anno: 'Year',
  regione: 'Region',
  tutteRegioni: 'All regions',
  provincia: 'Province',
  tutteProvince: 'All provinces',
  inquinante: 'Pollutant',
  tuttiInquinanti: 'All pollutants',
  soloSuperamenti: 'Exceedances only',
  overSummary_one: '{{count}} row over the allowed number of exceedances, at {{stations}}.',
  overSummary_other: '{{count}} rows over the allowed number of exceedances, at {{stations}}.',
  stations_one: 'one station',
  stations_other: '{{count}} stations',
  noneOver: 'No row over the allowed number of exceedances.',
  showOver: 'Show the exceedances only',
  showAll: 'Show all the rows',
  pager: 'Pages of the report',
  show2030: 'Show the 2030 values (Directive (EU) 2024/2881)',
  searching: 'No data in {{anno}}: looking in the year before…',
  fellBack: 'No data in the following years: showing {{anno}}, the latest year with data.',
  failed: 'The report could not be read.',
  empty: 'No station has data in {{anno}}.',
  emptyFilter: 'No row matches the filters.',
  caption: 'Exceedances of the limits in {{anno}} by station and pollutant',
  found_one: '{{count}} row of {{stations}} stations; {{over}} over the allowed count.',
  found_other: '{{count}} rows of {{stations}} stations; {{over}} over the allowed count.',
  csv: 'Download CSV',
  csvOf: 'of the {{anno}} report',
};

export default rapporto;
