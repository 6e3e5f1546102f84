import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

export const chat = pg.pgSchema('chat');

/**
 * A conversation between two sides that a care or service relationship joins (docs/adr/0049-chat.md): `ambito` names
 * the relationship, the sides are users' subjects (`parte_a` the lesser of two people) or, for Pro.Sa., an office
 * (`asl:<id>`, as `parte_b`) facing a citizen or an organisation. One per pair: opening it again finds it. The relationship
 * is checked again at every read and write, never kept here.
 */
export const conversazioni = chat.table(
  'conversazioni',
  {
    id: col.serialId(),
    ambito: pg.text('ambito').notNull(),
    parteA: pg.text('parte_a').notNull(),
    parteB: pg.text('parte_b').notNull(),
    creataIl: col.stampedNow('creata_il'),
  },
  (t) => [
    pg.unique('conversazioni_parti_key').on(t.ambito, t.parteA, t.parteB),
    pg.index('conversazioni_parte_a_idx').on(t.parteA),
    pg.index('conversazioni_parte_b_idx').on(t.parteB),
    pg.check('conversazioni_ambito_check', sql`${t.ambito} IN ('stroke', 'prosa')`),
  ],
);

/** A side of a conversation: `a` (`parte_a`) or `b`. */
const lato = (name: string) => pg.text(name).notNull();
const latoCheck = (name: string, column: pg.AnyPgColumn) => pg.check(name, sql`${column} IN ('a', 'b')`);

/**
 * A message: plain text, with the side it was written for and the name its author had when writing it (an
 * office's side is written by any of its operators). `client_id` is the sender's device's id of it, so that sending
 * it again (after a lost connection) finds it instead of writing it twice. The ids grow in the
 * order the messages are committed (the insert holds a lock until its commit): a stream that has delivered one has
 * delivered every earlier one, and resumes after it. A trigger notifies each insert, keyed by its conversation.
 */
export const messaggi = chat.table(
  'messaggi',
  {
    id: col.bigserialId(),
    conversazioneId: col.requiredRef('conversazione_id', () => conversazioni.id, 'cascade'),
    lato: lato('lato'),
    autore: pg.text('autore').notNull(),
    autoreNome: pg.text('autore_nome').notNull(),
    clientId: pg.text('client_id').notNull(),
    testo: pg.text('testo').notNull(),
    inviatoIl: col.stampedNow('inviato_il'),
  },
  (t) => [
    pg.unique('messaggi_client_key').on(t.conversazioneId, t.autore, t.clientId),
    pg.index('messaggi_conversazione_idx').on(t.conversazioneId, t.id),
    pg.check('messaggi_testo_check', sql`char_length(${t.testo}) BETWEEN 1 AND 2000`),
    latoCheck('messaggi_lato_check', t.lato),
  ],
);

/**
 * How far each side has read a conversation (the last message id; an office's operators share theirs): the unread
 * counts and the read receipts the other side sees. Only moves forward. A trigger notifies each change, keyed by
 * its conversation.
 */
export const letture = chat.table(
  'letture',
  {
    conversazioneId: col.requiredRef('conversazione_id', () => conversazioni.id, 'cascade'),
    lato: lato('lato'),
    fino: pg.bigint('fino', { mode: 'number' }).notNull().default(0),
    lettoIl: col.stampedNow('letto_il'),
  },
  (t) => [
    pg.primaryKey({ name: 'letture_pkey', columns: [t.conversazioneId, t.lato] }),
    latoCheck('letture_lato_check', t.lato),
  ],
);
