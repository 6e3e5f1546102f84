/** Texts of the health-environment screen 'monitoraggi' in Italian. */
const monitoraggi = {
  title: 'Monitoraggi',
  lead: 'L’inserimento dei valori misurati: l’importazione di un file CSV o un singolo valore di un sensore.',
  notAllowed: 'Solo gli amministratori e gli operatori dell’applicazione inseriscono i monitoraggi.',
  valore: {
    title: 'Nuovo valore',
    intro:
      'Un valore medio orario o giornaliero di un sensore. Un valore si registra a periodo concluso, nell’unità del sensore.',
    noStations: 'Non è stato possibile leggere le postazioni.',
    emptyStations: 'Nessuna postazione attiva: crearne una tra le postazioni.',
    postazione: 'Postazione',
    sensore: 'Sensore',
    sensoreLabel: '{{inquinante}} – {{codice}} ({{unita}})',
    stationFirst: 'Scegliere prima la postazione',
    noSensors: 'La postazione non ha sensori.',
    periodo: 'Periodo di media',
    periodi: { giorno: 'Giornaliero', ora: 'Orario' },
    data: 'Giorno',
    dataHelp: 'Giorno di calendario in ora solare (UTC+01:00).',
    giorno: 'Giorno dell’ora',
    ora: 'Ora di inizio',
    oraHelp: 'Ora italiana; il valore è la media dell’ora che inizia a quest’ora.',
    dayFirst: 'Scegliere prima il giorno',
    valore: 'Valore',
    valoreIn: 'Valore ({{unita}})',
    valoreHelp: 'In {{unita}}, l’unità del sensore.',
    sensorFirst: 'L’unità segue dal sensore scelto.',
    validita: 'Validità',
    fonte: 'Fonte',
    submit: 'Registra il valore',
    duplicateHelp:
      'Per lo stesso sensore e lo stesso periodo c’è già un valore. Si può sostituirlo con quello inserito.',
    replace: 'Sostituisci il valore esistente',
    saved: 'Registrato {{valore}} {{unita}} di {{inquinante}} a {{postazione}}, {{quando}}.',
    replaced: 'Sostituito con {{valore}} {{unita}} il valore di {{inquinante}} a {{postazione}}, {{quando}}.',
  },
  errors: {
    save: 'Errore nella registrazione del valore.',
  },
} as const;

export default monitoraggi;
