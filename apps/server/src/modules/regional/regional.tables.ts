import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const regional = pgSchema('regional');

/**
 * Codes are natural keys with a format check, and children point at their parent's code (ON UPDATE CASCADE, so
 * correcting a sigla or an ASL code carries over) or id. Deletes are restricted: the service lists the children
 * first and answers 409, and the foreign keys stop whatever it did not know about (e.g. structures).
 */

/** ISO 3166 countries with their Italian name and, for foreign states, their Belfiore (Z…) code. */
export const nazioni = regional.table(
  'nazioni',
  {
    id: serial('id').primaryKey(),
    codiceIso2: text('codice_iso2').notNull().unique(),
    codiceIso3: text('codice_iso3').notNull().unique(),
    codiceNumerico: text('codice_numerico').notNull(),
    denominazione: text('denominazione').notNull(),
    codiceBelfiore: text('codice_belfiore').unique(),
  },
  (t) => [
    check('nazioni_iso2_format', sql`${t.codiceIso2} ~ '^[A-Z]{2}$'`),
    check('nazioni_belfiore_format', sql`${t.codiceBelfiore} ~ '^Z[0-9]{3}$'`),
  ],
);

export const regioni = regional.table(
  'regioni',
  {
    id: serial('id').primaryKey(),
    codiceRegione: text('codice_regione').notNull().unique(),
    codiceIstat: text('codice_istat').notNull().unique(),
    denominazione: text('denominazione').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('regioni_denominazione_key').on(sql`lower(${t.denominazione})`),
    check('regioni_codice_format', sql`${t.codiceRegione} ~ '^[0-9]{3}$'`),
    check('regioni_istat_format', sql`${t.codiceIstat} ~ '^[0-9]{2}$'`),
  ],
);

/**
 * The Ministry of Health codes a region's ASL are registered under: its own code, or 041 and 042 for the two
 * autonomous provinces of Trentino-Alto Adige. A code belongs to one region only; an ASL must use one of them.
 */
export const codiciMinisteriali = regional.table(
  'regioni_codici_ministeriali',
  {
    codice: text('codice').primaryKey(),
    regioneId: integer('regione_id')
      .notNull()
      .references(() => regioni.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('regioni_codici_ministeriali_regione_idx').on(t.regioneId),
    check('regioni_codici_ministeriali_format', sql`${t.codice} ~ '^[0-9]{3}$'`),
  ],
);

export const province = regional.table(
  'province',
  {
    id: serial('id').primaryKey(),
    sigla: text('sigla').notNull().unique(),
    codiceIstat: text('codice_istat').notNull().unique(),
    denominazione: text('denominazione').notNull(),
    codiceRegione: text('codice_regione')
      .notNull()
      .references(() => regioni.codiceRegione, { onUpdate: 'cascade', onDelete: 'restrict' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('province_regione_idx').on(t.codiceRegione),
    check('province_sigla_format', sql`${t.sigla} ~ '^[A-Z]{2}$'`),
    check('province_istat_format', sql`${t.codiceIstat} ~ '^[0-9]{3}$'`),
  ],
);

export const comuni = regional.table(
  'comuni',
  {
    id: serial('id').primaryKey(),
    codiceIstat: text('codice_istat').notNull().unique(),
    denominazione: text('denominazione').notNull(),
    siglaProvincia: text('sigla_provincia')
      .notNull()
      .references(() => province.sigla, { onUpdate: 'cascade', onDelete: 'restrict' }),
    codiceCatastale: text('codice_catastale').notNull().unique(),
    /** Lower case, no accents or punctuation (searchKey): what the as-you-type search matches on. */
    nomeRicerca: text('nome_ricerca').notNull(),
    popolazione2011: integer('popolazione_2011'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('comuni_provincia_idx').on(t.siglaProvincia),
    // text_pattern_ops lets LIKE 'prefix%' use the index whatever the database collation.
    index('comuni_nome_ricerca_idx').on(t.nomeRicerca.op('text_pattern_ops')),
    index('comuni_istat_prefix_idx').on(t.codiceIstat.op('text_pattern_ops')),
    index('comuni_catastale_prefix_idx').on(t.codiceCatastale.op('text_pattern_ops')),
    check('comuni_istat_format', sql`${t.codiceIstat} ~ '^[0-9]{6}$'`),
    check('comuni_catastale_format', sql`${t.codiceCatastale} ~ '^[A-Z][0-9]{3}$'`),
  ],
);

export const quartieri = regional.table(
  'quartieri',
  {
    id: serial('id').primaryKey(),
    denominazione: text('denominazione').notNull(),
    comuneId: integer('comune_id')
      .notNull()
      .references(() => comuni.id, { onDelete: 'restrict' }),
    demo: boolean('demo').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('quartieri_comune_denominazione_key').on(t.comuneId, sql`lower(${t.denominazione})`)],
);

export const asl = regional.table(
  'asl',
  {
    id: serial('id').primaryKey(),
    codiceAsl: text('codice_asl').notNull().unique(),
    codiceRegione: text('codice_regione')
      .notNull()
      .references(() => codiciMinisteriali.codice, { onUpdate: 'restrict', onDelete: 'restrict' }),
    denominazioneAzienda: text('denominazione_azienda').notNull(),
    indirizzo: text('indirizzo'),
    cap: text('cap'),
    comuneSedeIstat: text('comune_sede_istat'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('asl_regione_idx').on(t.codiceRegione),
    check('asl_codice_format', sql`${t.codiceAsl} ~ '^[0-9]{6}$'`),
    check('asl_codice_regione_prefix', sql`left(${t.codiceAsl}, 3) = ${t.codiceRegione}`),
  ],
);

export const distretti = regional.table(
  'distretti',
  {
    id: serial('id').primaryKey(),
    codiceDistretto: text('codice_distretto'),
    distrettoSanitario: text('distretto_sanitario').notNull(),
    codiceAsl: text('codice_asl')
      .notNull()
      .references(() => asl.codiceAsl, { onUpdate: 'cascade', onDelete: 'restrict' }),
    demo: boolean('demo').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('distretti_asl_idx').on(t.codiceAsl),
    uniqueIndex('distretti_asl_nome_key').on(t.codiceAsl, sql`lower(${t.distrettoSanitario})`),
    unique('distretti_asl_codice_key').on(t.codiceAsl, t.codiceDistretto),
  ],
);

/** The comuni a district covers (distretti/bycomuneannesso). */
export const distrettiComuni = regional.table(
  'distretti_comuni',
  {
    distrettoId: integer('distretto_id')
      .notNull()
      .references(() => distretti.id, { onDelete: 'cascade' }),
    comuneId: integer('comune_id')
      .notNull()
      .references(() => comuni.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.distrettoId, t.comuneId] }),
    index('distretti_comuni_comune_idx').on(t.comuneId),
  ],
);

export const dipartimenti = regional.table(
  'dipartimenti',
  {
    id: serial('id').primaryKey(),
    denominazione: text('denominazione').notNull(),
    distrettoId: integer('distretto_id')
      .notNull()
      .references(() => distretti.id, { onDelete: 'restrict' }),
    demo: boolean('demo').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('dipartimenti_distretto_nome_key').on(t.distrettoId, sql`lower(${t.denominazione})`)],
);

/** Hospital sites (stabilimenti): a struttura code plus a two-digit sub-code. */
export const presidiOspedalieri = regional.table(
  'presidi_ospedalieri',
  {
    id: serial('id').primaryKey(),
    codiceStruttura: text('codice_struttura').notNull(),
    subcodice: text('subcodice').notNull(),
    denominazione: text('denominazione').notNull(),
    codiceRegione: text('codice_regione')
      .notNull()
      .references(() => codiciMinisteriali.codice, { onUpdate: 'restrict', onDelete: 'restrict' }),
    codiceAsl: text('codice_asl').references(() => asl.codiceAsl, {
      onUpdate: 'cascade',
      onDelete: 'restrict',
    }),
    distrettoId: integer('distretto_id').references(() => distretti.id, { onDelete: 'restrict' }),
    demo: boolean('demo').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('presidi_ospedalieri_codice_key').on(t.codiceStruttura, t.subcodice),
    index('presidi_ospedalieri_asl_idx').on(t.codiceAsl),
    index('presidi_ospedalieri_distretto_idx').on(t.distrettoId),
    check('presidi_ospedalieri_struttura_format', sql`${t.codiceStruttura} ~ '^[0-9]{6}$'`),
    check('presidi_ospedalieri_subcodice_format', sql`${t.subcodice} ~ '^[0-9]{2}$'`),
    check('presidi_ospedalieri_regione_prefix', sql`left(${t.codiceStruttura}, 3) = ${t.codiceRegione}`),
  ],
);

export const unitaOperative = regional.table(
  'unita_operative',
  {
    id: serial('id').primaryKey(),
    denominazione: text('denominazione').notNull(),
    dipartimentoId: integer('dipartimento_id').references(() => dipartimenti.id, { onDelete: 'restrict' }),
    presidioId: integer('presidio_id').references(() => presidiOspedalieri.id, { onDelete: 'restrict' }),
    demo: boolean('demo').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('unita_operative_dipartimento_idx').on(t.dipartimentoId),
    index('unita_operative_presidio_idx').on(t.presidioId),
    check('unita_operative_genitore', sql`${t.dipartimentoId} is not null or ${t.presidioId} is not null`),
  ],
);
