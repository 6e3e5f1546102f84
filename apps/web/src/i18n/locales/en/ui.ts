import type { Messages } from '../../messages.ts';
import type it from '../it/ui.ts';

const ui: Messages<typeof it> = {
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  close: 'Close',
  loading: 'Loading…',
  choose: 'Choose…',
  breadcrumb: 'Path in the hierarchy',
  confirm: {
    deleteTitle: 'Confirm deletion',
  },
  dataTable: {
    actions: 'Actions',
    sortedAscending: ', sorted ascending; press to sort descending',
    sortedDescending: ', sorted descending; press to sort ascending',
    sortable: ', press to sort',
  },
  /** A row's actions in a record section (lib/ui/record-section.tsx). */
  record: {
    edit: 'Edit',
    editItem: 'Edit {{name}}',
    deleteItem: 'Delete {{name}}',
  },
  pager: {
    range: 'Items {{first}} to {{last}} of {{total}}',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  form: {
    requiredNote: 'Fields marked with * are required.',
    noChoices: 'No choices available.',
    errorSummary: 'Please check the data entered:',
    fieldError: '{{field}}: {{message}}',
  },
  failure: {
    reload: 'Reload the data',
  },
  territory: {
    labels: {
      regione: 'Region',
      provincia: 'Province',
      comune: 'Municipality',
    },
    picker: {
      chooseRegione: 'Choose the region',
      regioneFirst: 'Choose the region first',
      chooseProvincia: 'Choose the province',
      provinciaFirst: 'Choose the province first',
      chooseComune: 'Choose the municipality',
    },
    readErrors: {
      regioni: 'Error while retrieving the regions.',
      province: 'Error while retrieving the provinces.',
      comuni: 'Error while retrieving the municipalities.',
    },
  },
};

export default ui;
