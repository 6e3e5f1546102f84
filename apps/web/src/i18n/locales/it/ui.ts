/** Texts of the UI kit (apps/web/src/lib/ui) in Italian, the reference language: 'ui' namespace. */
const ui = {
  save: 'Salva',
  cancel: 'Annulla',
  delete: 'Elimina',
  close: 'Chiudi',
  loading: 'Caricamento…',
  choose: 'Scegliere…',
  breadcrumb: 'Percorso nella gerarchia',
  confirm: {
    deleteTitle: 'Conferma eliminazione',
  },
  dataTable: {
    sortedAscending: ', ordinato in modo crescente; premere per decrescente',
    sortedDescending: ', ordinato in modo decrescente; premere per crescente',
    sortable: ', premere per ordinare',
  },
  pager: {
    range: 'Elementi da {{first}} a {{last}} di {{total}}',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    page: 'Pagina {{page}}',
  },
  form: {
    requiredNote: 'I campi contrassegnati da * sono obbligatori.',
    noChoices: 'Nessuna scelta disponibile.',
    errorSummary: 'Controllare i dati inseriti:',
    fieldError: '{{field}}: {{message}}',
  },
  failure: {
    reload: 'Ricarica i dati',
  },
};

export default ui;
