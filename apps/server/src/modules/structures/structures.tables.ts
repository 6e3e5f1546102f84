import { sql } from 'drizzle-orm';
import { check, index, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { asl, codiciMinisteriali, comuni } from '../regional/regional.tables.ts';

export const structures = pgSchema('structures');

/** Facility types of the Ministry (HL7 Italia `mds-tipo-struttura`). */
export const tipologie = structures.table('tipologie', {
  codice: text('codice').primaryKey(),
  descrizione: text('descrizione').notNull(),
});

/**
 * Hospital facilities (HL7 Italia `strutture-ricovero`). The foreign keys into the regional schema keep a
 * structure from pointing at an ASL or comune that does not exist, and keep those from being deleted under it.
 */
export const strutture = structures.table(
  'strutture',
  {
    id: serial('id').primaryKey(),
    codiceStruttura: text('codice_struttura').notNull().unique(),
    denominazione: text('denominazione').notNull(),
    codiceRegione: text('codice_regione')
      .notNull()
      .references(() => codiciMinisteriali.codice, { onUpdate: 'restrict', onDelete: 'restrict' }),
    codiceAsl: text('codice_asl')
      .notNull()
      .references(() => asl.codiceAsl, { onUpdate: 'cascade', onDelete: 'restrict' }),
    codiceAzienda: text('codice_azienda').notNull(),
    codiceComune: text('codice_comune')
      .notNull()
      .references(() => comuni.codiceIstat, { onUpdate: 'cascade', onDelete: 'restrict' }),
    tipologia: text('tipologia')
      .notNull()
      .references(() => tipologie.codice, { onUpdate: 'cascade', onDelete: 'restrict' }),
    naturaGiuridica: text('natura_giuridica').notNull(),
  },
  (t) => [
    index('strutture_regione_idx').on(t.codiceRegione),
    index('strutture_asl_idx').on(t.codiceAsl),
    index('strutture_tipologia_idx').on(t.tipologia),
    index('strutture_comune_idx').on(t.codiceComune),
    check('strutture_codice_format', sql`${t.codiceStruttura} ~ '^[0-9]{6}$'`),
  ],
);
