import type { Asl, Comune, Dipartimento, Distretto, Provincia, Regione } from '@halo/contract';

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

/** The province of Turin, as the public territory lists it under Piedmont. */
export const torino: Provincia = {
  id: 1,
  sigla: 'TO',
  codiceIstat: '001',
  denominazione: 'Torino',
  codiceRegione: '010',
  version: 1,
};

/** The municipality of Rome, as the regional registry holds it. */
export const roma: Comune = {
  id: 5191,
  codiceIstat: '058091',
  denominazione: 'Roma',
  siglaProvincia: 'RM',
  codiceCatastale: 'H501',
  popolazione2011: 2617175,
  version: 1,
};
