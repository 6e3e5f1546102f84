import {
  type AnyPgColumn,
  index,
  integer,
  pgSchema,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const prosa = pgSchema('prosa');

/** The health themes (SOURCES.md): a tree of two levels, seeded at every start by `codice`. */
export const tematiche = prosa.table(
  'tematiche',
  {
    id: serial('id').primaryKey(),
    codice: text('codice').notNull().unique(),
    nome: text('nome').notNull(),
    descrizione: text('descrizione').notNull().default(''),
    padreId: integer('padre_id').references((): AnyPgColumn => tematiche.id, { onDelete: 'restrict' }),
    posizione: integer('posizione').notNull().default(0),
  },
  (t) => [index('tematiche_padre_idx').on(t.padreId)],
);

/**
 * The health authorities that joined the portal: a regional ASL by its code (the name and the rest are read from
 * the regional data, never copied; docs/adr/0015).
 */
export const aziende = prosa.table('aziende', {
  id: serial('id').primaryKey(),
  codiceAsl: text('codice_asl').notNull().unique(),
  aderenteDal: timestamp('aderente_dal', { withTimezone: true }).notNull().defaultNow(),
});

/** A regional department registered in a joined authority's organisation. */
export const dipartimenti = prosa.table(
  'dipartimenti',
  {
    id: serial('id').primaryKey(),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    dipartimentoId: integer('dipartimento_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dipartimenti_azienda_ref_key').on(t.aziendaId, t.dipartimentoId)],
);

/** A regional district registered in a joined authority's organisation. */
export const distretti = prosa.table(
  'distretti',
  {
    id: serial('id').primaryKey(),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    distrettoId: integer('distretto_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('distretti_azienda_ref_key').on(t.aziendaId, t.distrettoId)],
);

/** A structure (the structures module's) registered in a joined authority's organisation. */
export const strutture = prosa.table(
  'strutture',
  {
    id: serial('id').primaryKey(),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    strutturaId: integer('struttura_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('strutture_azienda_ref_key').on(t.aziendaId, t.strutturaId)],
);
