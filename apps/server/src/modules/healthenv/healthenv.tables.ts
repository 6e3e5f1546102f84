import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

export const healthenv = pg.pgSchema('healthenv');

/**
 * A monitoring station, keyed by its EEA code. The comune, province and region are copied from the regional data
 * when the station is created (a station outlives ISTAT's renumbering of comuni). Archived stations keep their
 * sensors and records and receive no new ones (docs/adr/0026).
 */
export const postazioni = healthenv.table(
  'postazioni',
  {
    id: col.serialId(),
    codice: pg.text('codice').notNull().unique(),
    nome: pg.text('nome').notNull(),
    nomeCompleto: pg.text('nome_completo').notNull(),
    lat: pg.doublePrecision('lat').notNull(),
    lon: pg.doublePrecision('lon').notNull(),
    altitudine: pg.doublePrecision('altitudine'),
    comuneIstat: pg.text('comune_istat').notNull(),
    comuneNome: pg.text('comune_nome').notNull(),
    provincia: pg.text('provincia').notNull(),
    regione: pg.text('regione').notNull(),
    tipo: pg.text('tipo').notNull(),
    zona: pg.text('zona').notNull(),
    zonaQualitaAria: pg.text('zona_qualita_aria'),
    gestore: pg.text('gestore').notNull(),
    codiceGestore: pg.text('codice_gestore'),
    attivaDal: pg.date('attiva_dal'),
    attivaAl: pg.date('attiva_al'),
    archiviataIl: col.instant('archiviata_il'),
    createdAt: col.createdAt(),
    version: col.version(),
  },
  (t) => [
    pg.check('postazioni_tipo_check', sql`${t.tipo} IN ('traffic', 'background', 'industrial')`),
    pg.check('postazioni_zona_check', sql`${t.zona} IN ('urban', 'suburban', 'rural')`),
  ],
);

/** A sensor of a station: one pollutant, one unit, an active period. Its code is the operator's (ARPA IdSensore). */
export const sensori = healthenv.table(
  'sensori',
  {
    id: col.serialId(),
    postazioneId: col.requiredRef('postazione_id', () => postazioni.id, 'cascade'),
    codice: pg.text('codice').notNull().unique(),
    inquinante: pg.text('inquinante').notNull(),
    unita: pg.text('unita').notNull(),
    nomeFonte: pg.text('nome_fonte'),
    attivoDal: pg.date('attivo_dal'),
    attivoAl: pg.date('attivo_al'),
    createdAt: col.createdAt(),
  },
  (t) => [pg.index('sensori_postazione_idx').on(t.postazioneId, t.inquinante)],
);

/**
 * A measurement record: the mean of one sensor over an hour or a day, [inizio, fine). One per sensor and start;
 * the unique constraint's btree (sensore_id, inizio) is also the index every series read walks. A sensor with
 * records cannot go (RESTRICT), so neither can its station: deleting is refused, archiving keeps them.
 */
export const monitoraggi = healthenv.table(
  'monitoraggi',
  {
    id: col.bigserialId(),
    sensoreId: col.requiredRef('sensore_id', () => sensori.id, 'restrict'),
    periodo: pg.text('periodo').notNull(),
    inizio: col.instant('inizio').notNull(),
    fine: col.instant('fine').notNull(),
    valore: pg.doublePrecision('valore').notNull(),
    validita: pg.text('validita').notNull(),
    fonte: pg.text('fonte').notNull(),
    segnalazione: pg.text('segnalazione'),
    registratoIl: col.stampedNow('registrato_il'),
  },
  (t) => [
    pg.unique('monitoraggi_sensore_inizio_key').on(t.sensoreId, t.inizio),
    pg.check('monitoraggi_periodo_check', sql`${t.periodo} IN ('ora', 'giorno')`),
    pg.check('monitoraggi_validita_check', sql`${t.validita} IN ('valid', 'invalid', 'provisional')`),
    pg.check('monitoraggi_valore_check', sql`${t.valore} >= 0`),
    pg.check('monitoraggi_fine_check', sql`${t.fine} > ${t.inizio}`),
  ],
);

/**
 * The thresholds in force (limits, index bands, alert thresholds, coverage, stale-station time): one row, a
 * version for concurrent edits. Absent until an administrator saves: the contract's defaults apply (docs/adr/0027).
 */
export const soglie = healthenv.table(
  'soglie',
  {
    id: pg.integer('id').primaryKey().default(1),
    valore: pg.jsonb('valore').notNull(),
    version: col.version(),
    aggiornateIl: col.stampedNow('aggiornate_il'),
    aggiornateDa: pg.text('aggiornate_da'),
  },
  (t) => [pg.check('soglie_una_riga_check', sql`${t.id} = 1`)],
);

/**
 * An alert: an episode of a station over an alert threshold, or a station gone silent. At most one open episode
 * per station and key (`soglia:<rule id>` or `silenzio`); it closes when the condition ends, and a new one opens
 * only after that (docs/adr/0027).
 */
export const allerte = healthenv.table(
  'allerte',
  {
    id: col.serialId(),
    postazioneId: col.requiredRef('postazione_id', () => postazioni.id, 'cascade'),
    chiave: pg.text('chiave').notNull(),
    tipo: pg.text('tipo').notNull(),
    regola: pg.text('regola'),
    livello: pg.text('livello').notNull(),
    inquinante: pg.text('inquinante'),
    soglia: pg.doublePrecision('soglia'),
    valoreMassimo: pg.doublePrecision('valore_massimo'),
    inizio: col.instant('inizio').notNull(),
    ultimo: col.instant('ultimo').notNull(),
    chiusa: col.instant('chiusa'),
    notificata: col.instant('notificata'),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg
      .uniqueIndex('allerte_episodio_aperto_idx')
      .on(t.postazioneId, t.chiave)
      .where(sql`${t.chiusa} IS NULL`),
    pg.index('allerte_inizio_idx').on(t.inizio),
    pg.check('allerte_tipo_check', sql`${t.tipo} IN ('soglia', 'silenzio')`),
    pg.check('allerte_livello_check', sql`${t.livello} IN ('informazione', 'allarme')`),
  ],
);

/** Who receives alerts by mail: users of the healthenv application, by their identity id. */
export const iscrizioni = healthenv.table('iscrizioni', {
  utente: pg.text('utente').primaryKey(),
  createdAt: col.createdAt(),
});
