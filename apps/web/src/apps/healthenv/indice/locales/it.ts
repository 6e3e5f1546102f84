/** Texts of the air-quality index in Italian (the 'indice' key of the 'healthenv' namespace). */
const indice = {
  failed: 'Errore nella lettura dell’indice di qualità dell’aria',
} as const;

export default indice;
