import type { Struttura, TipologiaStruttura } from '@halo/contract';

export const tipologie: TipologiaStruttura[] = [
  { codice: '1', descrizione: 'Azienda ospedaliera' },
  { codice: '2.1', descrizione: 'Presidio ospedaliero' },
];

/** A facility of ASL TO3 (`to3` of src/test/territory.ts). */
export const ospedaleRivoli: Struttura = {
  id: 30,
  codiceStruttura: '010030',
  denominazione: 'Ospedale di Rivoli',
  codiceRegione: '010',
  codiceAsl: '010203',
  denominazioneAsl: 'TO3',
  codiceAzienda: '203',
  codiceComune: '001219',
  tipologia: { codice: '2.1', descrizione: 'Presidio ospedaliero' },
  naturaGiuridica: 'Pubblica',
};
