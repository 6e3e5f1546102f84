import { pgErrorOf } from '../../db/pg-errors.ts';
import { ConflictError, type ErrorDetail, ValidationError } from '../../errors.ts';

/** Unique constraints → the field that repeats an existing value. */
const duplicates: Record<string, ErrorDetail> = {
  regioni_codice_regione_unique: {
    path: 'body.codiceRegione',
    message: 'Esiste già una regione con questo codice.',
  },
  regioni_codice_istat_unique: {
    path: 'body.codiceIstat',
    message: 'Esiste già una regione con questo codice ISTAT.',
  },
  regioni_denominazione_key: {
    path: 'body.denominazioneRegione',
    message: 'Esiste già una regione con questa denominazione.',
  },
  regioni_codici_ministeriali_pkey: {
    path: 'body.codiciMinisteriali',
    message: "Uno dei codici ministeriali appartiene già a un'altra regione.",
  },
  province_sigla_unique: { path: 'body.sigla', message: 'Esiste già una provincia con questa sigla.' },
  province_codice_istat_unique: {
    path: 'body.codiceIstat',
    message: 'Esiste già una provincia con questo codice ISTAT.',
  },
  comuni_codice_istat_unique: {
    path: 'body.codiceIstat',
    message: 'Esiste già un comune con questo codice ISTAT.',
  },
  comuni_codice_catastale_unique: {
    path: 'body.codiceCatastale',
    message: 'Esiste già un comune con questo codice catastale.',
  },
  quartieri_comune_denominazione_key: {
    path: 'body.denominazione',
    message: 'Il comune ha già un quartiere con questa denominazione.',
  },
  asl_codice_asl_unique: {
    path: 'body.codiceAsl',
    message: "Esiste già un'azienda sanitaria con questo codice.",
  },
  distretti_asl_nome_key: {
    path: 'body.distrettoSanitario',
    message: "L'ASL ha già un distretto con questo nome.",
  },
  distretti_asl_codice_key: {
    path: 'body.codiceDistretto',
    message: "L'ASL ha già un distretto con questo codice.",
  },
  dipartimenti_distretto_nome_key: {
    path: 'body.denominazione',
    message: 'Il distretto ha già un dipartimento con questa denominazione.',
  },
  presidi_ospedalieri_codice_key: {
    path: 'body.subcodice',
    message: 'Esiste già un presidio con questo codice struttura e subcodice.',
  },
};

/** Foreign keys → the field naming a parent that does not exist (when the row written is the child). */
const missingParents: Record<string, ErrorDetail> = {
  province_codice_regione_regioni_codice_regione_fk: {
    path: 'body.codiceRegione',
    message: 'La regione indicata non esiste.',
  },
  comuni_sigla_provincia_province_sigla_fk: {
    path: 'body.siglaProvincia',
    message: 'La provincia indicata non esiste.',
  },
  quartieri_comune_id_comuni_id_fk: { path: 'body.comuneId', message: 'Il comune indicato non esiste.' },
  asl_codice_regione_regioni_codici_ministeriali_codice_fk: {
    path: 'body.codiceRegione',
    message: 'Nessuna regione ha questo codice ministeriale.',
  },
  distretti_codice_asl_asl_codice_asl_fk: { path: 'body.codiceAsl', message: "L'ASL indicata non esiste." },
  distretti_comuni_comune_id_comuni_id_fk: {
    path: 'body.comuniAnnessi',
    message: 'Uno dei comuni indicati non esiste.',
  },
  dipartimenti_distretto_id_distretti_id_fk: {
    path: 'body.distrettoId',
    message: 'Il distretto indicato non esiste.',
  },
  presidi_ospedalieri_codice_regione_regioni_codici_ministeriali_codice_fk: {
    path: 'body.codiceStruttura',
    message: 'Nessuna regione ha il codice ministeriale delle prime tre cifre.',
  },
  presidi_ospedalieri_codice_asl_asl_codice_asl_fk: {
    path: 'body.codiceAsl',
    message: "L'ASL indicata non esiste.",
  },
  presidi_ospedalieri_distretto_id_distretti_id_fk: {
    path: 'body.distrettoId',
    message: 'Il distretto indicato non esiste.',
  },
  unita_operative_dipartimento_id_dipartimenti_id_fk: {
    path: 'body.dipartimentoId',
    message: 'Il dipartimento indicato non esiste.',
  },
  unita_operative_presidio_id_presidi_ospedalieri_id_fk: {
    path: 'body.presidioId',
    message: 'Il presidio ospedaliero indicato non esiste.',
  },
};

/**
 * Turns a constraint violation into the 409 (or 400) it stands for. The service checks parents, children and
 * versions first, with clearer messages; this covers what only the database can see (two writes racing, rows of
 * other modules such as structures). `ownTables` are the tables the write inserts or updates: a foreign-key
 * violation there is a missing parent, anywhere else a child still pointing at what the write removed.
 */
export function translateConstraintError(error: unknown, ownTables: readonly string[]): unknown {
  const pg = pgErrorOf(error);
  if (!pg) {
    return error;
  }
  const constraint = pg.constraint ?? '';
  if (pg.code === '23505') {
    const detail = duplicates[constraint];
    return new ConflictError(
      detail?.message ?? 'Esiste già un record con gli stessi codici.',
      detail ? [detail] : [],
    );
  }
  // 23001: a RESTRICT action, which recent PostgreSQL versions report apart from other foreign-key errors.
  if (pg.code === '23503' || pg.code === '23001') {
    const parent = missingParents[constraint];
    if (pg.table && ownTables.includes(pg.table) && parent) {
      return new ConflictError(parent.message, [parent]);
    }
    const table = pg.table ?? 'altri dati';
    return new ConflictError(`Operazione non possibile: ci sono ancora dati collegati (${table}).`, [
      { path: table, message: `Record collegati in ${table}` },
    ]);
  }
  if (pg.code === '23514') {
    return new ValidationError([{ path: 'body', message: `Vincolo non rispettato (${constraint}).` }]);
  }
  return error;
}
