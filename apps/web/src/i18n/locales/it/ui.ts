/**
 * Texts of the SPA's shared code (the UI kit of apps/web/src/lib/ui, the comune picker of lib/territory) in Italian,
 * the reference language: 'ui' namespace.
 */
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
    actions: 'Azioni',
    sortedAscending: ', ordinato in modo crescente; premere per decrescente',
    sortedDescending: ', ordinato in modo decrescente; premere per crescente',
    sortable: ', premere per ordinare',
  },
  /** A row's actions in a record section (lib/ui/record-section.tsx). */
  record: {
    edit: 'Modifica',
    editItem: 'Modifica {{name}}',
    deleteItem: 'Elimina {{name}}',
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
  /** The comune picker of lib/territory: region → province → comune over the public regional calls. */
  territory: {
    labels: {
      regione: 'Regione',
      provincia: 'Provincia',
      comune: 'Comune',
    },
    picker: {
      chooseRegione: 'Scegli la regione',
      regioneFirst: 'Prima scegli la regione',
      chooseProvincia: 'Scegli la provincia',
      provinciaFirst: 'Prima scegli la provincia',
      chooseComune: 'Scegli il comune',
    },
    /** SPEC.md §8: "similar retrieval errors for regional data" (the regional app's texts, word for word). */
    readErrors: {
      regioni: 'Errore durante il recupero delle regioni.',
      province: 'Errore durante il recupero delle province.',
      comuni: 'Errore durante il recupero dei comuni.',
    },
  },
};

export default ui;
