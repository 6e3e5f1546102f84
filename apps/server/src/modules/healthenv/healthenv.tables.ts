import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const healthenv = pgSchema('healthenv');

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A monitoring station, keyed by its EEA code. The comune, province and region are copied from the regional data
 * when the station is created (a station outlives ISTAT's renumbering of comuni). Archived stations keep their
 * sensors and records and receive no new ones (docs/adr/0026).
 */
export const postazioni = healthenv.table(
  'postazioni',
  {
    id: serial('id').primaryKey(),
    codice: text('codice').notNull().unique(),
    nome: text('nome').notNull(),
    nomeCompleto: text('nome_completo').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    altitudine: doublePrecision('altitudine'),
    comuneIstat: text('comune_istat').notNull(),
    comuneNome: text('comune_nome').notNull(),
    provincia: text('provincia').notNull(),
    regione: text('regione').notNull(),
    tipo: text('tipo').notNull(),
    zona: text('zona').notNull(),
    zonaQualitaAria: text('zona_qualita_aria'),
    gestore: text('gestore').notNull(),
    codiceGestore: text('codice_gestore'),
    attivaDal: date('attiva_dal'),
    attivaAl: date('attiva_al'),
    archiviataIl: timestamp('archiviata_il', { withTimezone: true }),
    createdAt: created(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('postazioni_tipo_check', sql`${t.tipo} IN ('traffic', 'background', 'industrial')`),
    check('postazioni_zona_check', sql`${t.zona} IN ('urban', 'suburban', 'rural')`),
  ],
);

/** A sensor of a station: one pollutant, one unit, an active period. Its code is the operator's (ARPA IdSensore). */
export const sensori = healthenv.table(
  'sensori',
  {
    id: serial('id').primaryKey(),
    postazioneId: integer('postazione_id')
      .notNull()
      .references(() => postazioni.id, { onDelete: 'cascade' }),
    codice: text('codice').notNull().unique(),
    inquinante: text('inquinante').notNull(),
    unita: text('unita').notNull(),
    nomeFonte: text('nome_fonte'),
    attivoDal: date('attivo_dal'),
    attivoAl: date('attivo_al'),
    createdAt: created(),
  },
  (t) => [index('sensori_postazione_idx').on(t.postazioneId, t.inquinante)],
);

/**
 * A measurement record: the mean of one sensor over an hour or a day, [inizio, fine). One per sensor and start;
 * the unique constraint's btree (sensore_id, inizio) is also the index every series read walks. A sensor with
 * records cannot go (RESTRICT), so neither can its station: deleting is refused, archiving keeps them.
 */
export const monitoraggi = healthenv.table(
  'monitoraggi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sensoreId: integer('sensore_id')
      .notNull()
      .references(() => sensori.id, { onDelete: 'restrict' }),
    periodo: text('periodo').notNull(),
    inizio: timestamp('inizio', { withTimezone: true }).notNull(),
    fine: timestamp('fine', { withTimezone: true }).notNull(),
    valore: doublePrecision('valore').notNull(),
    validita: text('validita').notNull(),
    fonte: text('fonte').notNull(),
    segnalazione: text('segnalazione'),
    registratoIl: timestamp('registrato_il', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('monitoraggi_sensore_inizio_key').on(t.sensoreId, t.inizio),
    check('monitoraggi_periodo_check', sql`${t.periodo} IN ('ora', 'giorno')`),
    check('monitoraggi_validita_check', sql`${t.validita} IN ('valid', 'invalid', 'provisional')`),
    check('monitoraggi_valore_check', sql`${t.valore} >= 0`),
    check('monitoraggi_fine_check', sql`${t.fine} > ${t.inizio}`),
  ],
);

/**
 * The thresholds in force (limits, index bands, alert thresholds, coverage, stale-station time): one row, a
 * version for concurrent edits. Absent until an administrator saves: the contract's defaults apply (docs/adr/0027).
 */
export const soglie = healthenv.table(
  'soglie',
  {
    id: integer('id').primaryKey().default(1),
    valore: jsonb('valore').notNull(),
    version: integer('version').notNull().default(1),
    aggiornateIl: timestamp('aggiornate_il', { withTimezone: true }).notNull().defaultNow(),
    aggiornateDa: text('aggiornate_da'),
  },
  (t) => [check('soglie_una_riga_check', sql`${t.id} = 1`)],
);

/**
 * An alert: an episode of a station over an alert threshold, or a station gone silent. At most one open episode
 * per station and key (`soglia:<rule id>` or `silenzio`); it closes when the condition ends, and a new one opens
 * only after that (docs/adr/0027).
 */
export const allerte = healthenv.table(
  'allerte',
  {
    id: serial('id').primaryKey(),
    postazioneId: integer('postazione_id')
      .notNull()
      .references(() => postazioni.id, { onDelete: 'cascade' }),
    chiave: text('chiave').notNull(),
    tipo: text('tipo').notNull(),
    regola: text('regola'),
    livello: text('livello').notNull(),
    inquinante: text('inquinante'),
    soglia: doublePrecision('soglia'),
    valoreMassimo: doublePrecision('valore_massimo'),
    inizio: timestamp('inizio', { withTimezone: true }).notNull(),
    ultimo: timestamp('ultimo', { withTimezone: true }).notNull(),
    chiusa: timestamp('chiusa', { withTimezone: true }),
    notificata: timestamp('notificata', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('allerte_episodio_aperto_idx').on(t.postazioneId, t.chiave).where(sql`${t.chiusa} IS NULL`),
    index('allerte_inizio_idx').on(t.inizio),
    check('allerte_tipo_check', sql`${t.tipo} IN ('soglia', 'silenzio')`),
    check('allerte_livello_check', sql`${t.livello} IN ('informazione', 'allarme')`),
  ],
);

/** Who receives alerts by mail: users of the healthenv application, by their identity id. */
export const iscrizioni = healthenv.table('iscrizioni', {
  utente: text('utente').primaryKey(),
  createdAt: created(),
});
