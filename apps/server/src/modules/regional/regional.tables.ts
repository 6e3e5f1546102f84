import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

export const regional = pg.pgSchema('regional');

/**
 * Codes are natural keys with a format check, and children point at their parent's code (ON UPDATE CASCADE, so
 * correcting a sigla or an ASL code carries over) or id. Deletes are restricted: the service lists the children
 * first and answers 409, and the foreign keys stop whatever it did not know about (e.g. structures).
 */

/** ISO 3166 countries with their Italian name and, for foreign states, their Belfiore (Z…) code. */
export const nazioni = regional.table(
  'nazioni',
  {
    id: col.serialId(),
    codiceIso2: pg.text('codice_iso2').notNull().unique(),
    codiceIso3: pg.text('codice_iso3').notNull().unique(),
    codiceNumerico: pg.text('codice_numerico').notNull(),
    denominazione: pg.text('denominazione').notNull(),
    codiceBelfiore: pg.text('codice_belfiore').unique(),
  },
  (t) => [
    pg.check('nazioni_iso2_format', sql`${t.codiceIso2} ~ '^[A-Z]{2}$'`),
    pg.check('nazioni_belfiore_format', sql`${t.codiceBelfiore} ~ '^Z[0-9]{3}$'`),
  ],
);

export const regioni = regional.table(
  'regioni',
  {
    id: col.serialId(),
    codiceRegione: pg.text('codice_regione').notNull().unique(),
    codiceIstat: pg.text('codice_istat').notNull().unique(),
    denominazione: pg.text('denominazione').notNull(),
    version: col.version(),
  },
  (t) => [
    pg.uniqueIndex('regioni_denominazione_key').on(sql`lower(${t.denominazione})`),
    pg.check('regioni_codice_format', sql`${t.codiceRegione} ~ '^[0-9]{3}$'`),
    pg.check('regioni_istat_format', sql`${t.codiceIstat} ~ '^[0-9]{2}$'`),
  ],
);

/**
 * The Ministry of Health codes a region's ASL are registered under: its own code, or 041 and 042 for the two
 * autonomous provinces of Trentino-Alto Adige. A code belongs to one region only; an ASL must use one of them.
 */
export const codiciMinisteriali = regional.table(
  'regioni_codici_ministeriali',
  {
    codice: pg.text('codice').primaryKey(),
    regioneId: col.requiredRef('regione_id', () => regioni.id, 'cascade'),
  },
  (t) => [
    pg.index('regioni_codici_ministeriali_regione_idx').on(t.regioneId),
    pg.check('regioni_codici_ministeriali_format', sql`${t.codice} ~ '^[0-9]{3}$'`),
  ],
);

export const province = regional.table(
  'province',
  {
    id: col.serialId(),
    sigla: pg.text('sigla').notNull().unique(),
    codiceIstat: pg.text('codice_istat').notNull().unique(),
    denominazione: pg.text('denominazione').notNull(),
    codiceRegione: col.requiredCodeRef('codice_regione', () => regioni.codiceRegione, 'cascade'),
    version: col.version(),
  },
  (t) => [
    pg.index('province_regione_idx').on(t.codiceRegione),
    pg.check('province_sigla_format', sql`${t.sigla} ~ '^[A-Z]{2}$'`),
    pg.check('province_istat_format', sql`${t.codiceIstat} ~ '^[0-9]{3}$'`),
  ],
);

export const comuni = regional.table(
  'comuni',
  {
    id: col.serialId(),
    codiceIstat: pg.text('codice_istat').notNull().unique(),
    denominazione: pg.text('denominazione').notNull(),
    siglaProvincia: col.requiredCodeRef('sigla_provincia', () => province.sigla, 'cascade'),
    codiceCatastale: pg.text('codice_catastale').notNull().unique(),
    /** Lower case, no accents or punctuation (searchKey): what the as-you-type search matches on. */
    nomeRicerca: pg.text('nome_ricerca').notNull(),
    popolazione2011: pg.integer('popolazione_2011'),
    version: col.version(),
  },
  (t) => [
    pg.index('comuni_provincia_idx').on(t.siglaProvincia),
    // text_pattern_ops lets LIKE 'prefix%' use the index whatever the database collation.
    pg.index('comuni_nome_ricerca_idx').on(t.nomeRicerca.op('text_pattern_ops')),
    pg.index('comuni_istat_prefix_idx').on(t.codiceIstat.op('text_pattern_ops')),
    pg.index('comuni_catastale_prefix_idx').on(t.codiceCatastale.op('text_pattern_ops')),
    pg.check('comuni_istat_format', sql`${t.codiceIstat} ~ '^[0-9]{6}$'`),
    pg.check('comuni_catastale_format', sql`${t.codiceCatastale} ~ '^[A-Z][0-9]{3}$'`),
  ],
);

export const quartieri = regional.table(
  'quartieri',
  {
    id: col.serialId(),
    denominazione: pg.text('denominazione').notNull(),
    comuneId: col.requiredRef('comune_id', () => comuni.id, 'restrict'),
    demo: col.flag('demo'),
    version: col.version(),
  },
  (t) => [
    pg.uniqueIndex('quartieri_comune_denominazione_key').on(t.comuneId, sql`lower(${t.denominazione})`),
  ],
);

export const asl = regional.table(
  'asl',
  {
    id: col.serialId(),
    codiceAsl: pg.text('codice_asl').notNull().unique(),
    codiceRegione: col.requiredCodeRef('codice_regione', () => codiciMinisteriali.codice, 'restrict'),
    denominazioneAzienda: pg.text('denominazione_azienda').notNull(),
    indirizzo: pg.text('indirizzo'),
    cap: pg.text('cap'),
    comuneSedeIstat: pg.text('comune_sede_istat'),
    version: col.version(),
  },
  (t) => [
    pg.index('asl_regione_idx').on(t.codiceRegione),
    pg.check('asl_codice_format', sql`${t.codiceAsl} ~ '^[0-9]{6}$'`),
    pg.check('asl_codice_regione_prefix', sql`left(${t.codiceAsl}, 3) = ${t.codiceRegione}`),
  ],
);

export const distretti = regional.table(
  'distretti',
  {
    id: col.serialId(),
    codiceDistretto: pg.text('codice_distretto'),
    distrettoSanitario: pg.text('distretto_sanitario').notNull(),
    codiceAsl: col.requiredCodeRef('codice_asl', () => asl.codiceAsl, 'cascade'),
    demo: col.flag('demo'),
    version: col.version(),
  },
  (t) => [
    pg.index('distretti_asl_idx').on(t.codiceAsl),
    pg.uniqueIndex('distretti_asl_nome_key').on(t.codiceAsl, sql`lower(${t.distrettoSanitario})`),
    pg.unique('distretti_asl_codice_key').on(t.codiceAsl, t.codiceDistretto),
  ],
);

/** The comuni a district covers (distretti/bycomuneannesso). */
export const distrettiComuni = regional.table(
  'distretti_comuni',
  {
    distrettoId: col.requiredRef('distretto_id', () => distretti.id, 'cascade'),
    comuneId: col.requiredRef('comune_id', () => comuni.id, 'restrict'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.distrettoId, t.comuneId] }),
    pg.index('distretti_comuni_comune_idx').on(t.comuneId),
  ],
);

export const dipartimenti = regional.table(
  'dipartimenti',
  {
    id: col.serialId(),
    denominazione: pg.text('denominazione').notNull(),
    distrettoId: col.requiredRef('distretto_id', () => distretti.id, 'restrict'),
    demo: col.flag('demo'),
    version: col.version(),
  },
  (t) => [
    pg.uniqueIndex('dipartimenti_distretto_nome_key').on(t.distrettoId, sql`lower(${t.denominazione})`),
  ],
);

/** Hospital sites (stabilimenti): a struttura code plus a two-digit sub-code. */
export const presidiOspedalieri = regional.table(
  'presidi_ospedalieri',
  {
    id: col.serialId(),
    codiceStruttura: pg.text('codice_struttura').notNull(),
    subcodice: pg.text('subcodice').notNull(),
    denominazione: pg.text('denominazione').notNull(),
    codiceRegione: col.requiredCodeRef('codice_regione', () => codiciMinisteriali.codice, 'restrict'),
    codiceAsl: pg.text('codice_asl').references(() => asl.codiceAsl, {
      onUpdate: 'cascade',
      onDelete: 'restrict',
    }),
    distrettoId: col.optionalRef('distretto_id', () => distretti.id, 'restrict'),
    demo: col.flag('demo'),
    version: col.version(),
  },
  (t) => [
    pg.unique('presidi_ospedalieri_codice_key').on(t.codiceStruttura, t.subcodice),
    pg.index('presidi_ospedalieri_asl_idx').on(t.codiceAsl),
    pg.index('presidi_ospedalieri_distretto_idx').on(t.distrettoId),
    pg.check('presidi_ospedalieri_struttura_format', sql`${t.codiceStruttura} ~ '^[0-9]{6}$'`),
    pg.check('presidi_ospedalieri_subcodice_format', sql`${t.subcodice} ~ '^[0-9]{2}$'`),
    pg.check('presidi_ospedalieri_regione_prefix', sql`left(${t.codiceStruttura}, 3) = ${t.codiceRegione}`),
  ],
);

export const unitaOperative = regional.table(
  'unita_operative',
  {
    id: col.serialId(),
    denominazione: pg.text('denominazione').notNull(),
    dipartimentoId: col.optionalRef('dipartimento_id', () => dipartimenti.id, 'restrict'),
    presidioId: col.optionalRef('presidio_id', () => presidiOspedalieri.id, 'restrict'),
    demo: col.flag('demo'),
    version: col.version(),
  },
  (t) => [
    pg.index('unita_operative_dipartimento_idx').on(t.dipartimentoId),
    pg.index('unita_operative_presidio_idx').on(t.presidioId),
    pg.check('unita_operative_genitore', sql`${t.dipartimentoId} is not null or ${t.presidioId} is not null`),
  ],
);
