import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';
import { asl, codiciMinisteriali, comuni } from '../regional/regional.tables.ts';

export const structures = pg.pgSchema('structures');

/** Facility types of the Ministry (HL7 Italia `mds-tipo-struttura`). */
export const tipologie = structures.table('tipologie', {
  codice: pg.text('codice').primaryKey(),
  descrizione: pg.text('descrizione').notNull(),
});

/**
 * Hospital facilities (HL7 Italia `strutture-ricovero`). The foreign keys into the regional schema keep a
 * structure from pointing at an ASL or comune that does not exist, and keep those from being deleted under it.
 */
export const strutture = structures.table(
  'strutture',
  {
    id: col.serialId(),
    codiceStruttura: pg.text('codice_struttura').notNull().unique(),
    denominazione: pg.text('denominazione').notNull(),
    codiceRegione: col.requiredCodeRef('codice_regione', () => codiciMinisteriali.codice, 'restrict'),
    codiceAsl: col.requiredCodeRef('codice_asl', () => asl.codiceAsl, 'cascade'),
    codiceAzienda: pg.text('codice_azienda').notNull(),
    codiceComune: col.requiredCodeRef('codice_comune', () => comuni.codiceIstat, 'cascade'),
    tipologia: col.requiredCodeRef('tipologia', () => tipologie.codice, 'cascade'),
    naturaGiuridica: pg.text('natura_giuridica').notNull(),
  },
  (t) => [
    pg.index('strutture_regione_idx').on(t.codiceRegione),
    pg.index('strutture_asl_idx').on(t.codiceAsl),
    pg.index('strutture_tipologia_idx').on(t.tipologia),
    pg.index('strutture_comune_idx').on(t.codiceComune),
    pg.check('strutture_codice_format', sql`${t.codiceStruttura} ~ '^[0-9]{6}$'`),
  ],
);
