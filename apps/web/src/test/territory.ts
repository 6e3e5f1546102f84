import type { Asl, Dipartimento, Distretto, Regione } from '@halo/contract';

/** The region, ASL, district and department the regional and structures tests walk through. */
export const piemonte: Regione = {
  id: 1,
  codiceRegione: '010',
  codiceIstat: '01',
  denominazioneRegione: 'Piemonte',
  codiciMinisteriali: ['010'],
  version: 1,
};

export const to3: Asl = {
  id: 1,
  codiceAsl: '010203',
  codiceRegione: '010',
  codiceAzienda: '203',
  regioneId: 1,
  denominazioneAzienda: 'TO3',
  indirizzo: null,
  cap: null,
  comuneSedeIstat: null,
  version: 1,
};

export const rivoli: Distretto = {
  id: 7,
  codiceDistretto: 'DEMO2',
  distrettoSanitario: 'Distretto dimostrativo Rivoli',
  codiceAsl: '010203',
  comuniAnnessi: [1219],
  demo: true,
  version: 2,
};

export const prevenzione: Dipartimento = {
  id: 3,
  denominazione: 'Dipartimento di prevenzione',
  distrettoId: 7,
  codiceAsl: '010203',
  demo: false,
  version: 1,
};
