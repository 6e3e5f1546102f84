import { and, asc, desc, eq, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowBy, rowsBy } from '../../db/lookup.ts';
import { required } from '../../db/rows.ts';
import { conversazioni, letture, messaggi } from './chat.tables.ts';

export type ConversazioneRow = typeof conversazioni.$inferSelect;
export type MessaggioRow = typeof messaggi.$inferSelect;
type NewMessaggioRow = typeof messaggi.$inferInsert;
export type Lato = 'a' | 'b';

/** A conversation of a reader's list: its last message, how far each side read, the reader's unread ones. */
export interface ConversazioneListRow extends ConversazioneRow {
  ultimo: { id: number; testo: string; inviatoIl: Date; lato: Lato } | null;
  lettoA: number;
  lettoB: number;
  /** The messages of side b after side a's reading, and the other way round. */
  nonLettiA: number;
  nonLettiB: number;
}

/** The first characters of a message, as a list shows it. */
const PREVIEW = 140;

/** The key of the transaction-level lock every insert of a message holds until its commit. */
const MESSAGE_ORDER_LOCK = sql`hashtext('chat.messaggi')`;

/** The SQL of the chat: conversations, messages, reads. Writes take the transaction to run in. */
export function createChatRepository(db: Db) {
  const ofSides = (sides: readonly string[]) =>
    or(inArray(conversazioni.parteA, [...sides]), inArray(conversazioni.parteB, [...sides]));

  /** How far each side has read the conversation. */
  async function reads(conversazioneId: number, tx: Db = db): Promise<Record<Lato, number>> {
    const rows = await tx
      .select({ lato: letture.lato, fino: letture.fino })
      .from(letture)
      .where(eq(letture.conversazioneId, conversazioneId));
    const of = (lato: Lato) => rows.find((row) => row.lato === lato)?.fino ?? 0;
    return { a: of('a'), b: of('b') };
  }

  /** The message its author sent in the conversation with this client id, if any. */
  const sentAs = (values: Pick<NewMessaggioRow, 'conversazioneId' | 'autore' | 'clientId'>, tx: Db) =>
    tx
      .select()
      .from(messaggi)
      .where(
        and(
          eq(messaggi.conversazioneId, values.conversazioneId),
          eq(messaggi.autore, values.autore),
          eq(messaggi.clientId, values.clientId),
        ),
      );

  return {
    find: rowBy(db, conversazioni, conversazioni.id),

    /** The conversation of the pair, made if there was none (`created`); two racing opens find the same one. */
    async open(
      values: { ambito: string; parteA: string; parteB: string },
      tx: Db,
    ): Promise<{ row: ConversazioneRow; created: boolean }> {
      const [inserted] = await tx.insert(conversazioni).values(values).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [row] = await tx
        .select()
        .from(conversazioni)
        .where(
          and(
            eq(conversazioni.ambito, values.ambito),
            eq(conversazioni.parteA, values.parteA),
            eq(conversazioni.parteB, values.parteB),
          ),
        );
      return { row: required(row, 'chat.conversazione'), created: false };
    },

    /** The conversations a side of which is one of these, with what their list shows, the latest first. */
    async listOf(sides: readonly string[]): Promise<ConversazioneListRow[]> {
      if (sides.length === 0) return [];
      const last = db
        .select({
          id: messaggi.id,
          testo: sql<string>`left(${messaggi.testo}, ${PREVIEW})`.as('testo'),
          inviatoIl: messaggi.inviatoIl,
          lato: messaggi.lato,
        })
        .from(messaggi)
        .where(eq(messaggi.conversazioneId, conversazioni.id))
        .orderBy(desc(messaggi.id))
        .limit(1)
        .as('ultimo');
      const read = (lato: Lato) =>
        sql<number>`coalesce((SELECT ${letture.fino} FROM ${letture} WHERE ${letture.conversazioneId} = ${conversazioni.id} AND ${letture.lato} = ${lato}), 0)`;
      const unread = (lato: Lato) =>
        sql<number>`(SELECT count(*)::int FROM ${messaggi} WHERE ${messaggi.conversazioneId} = ${conversazioni.id} AND ${messaggi.lato} <> ${lato} AND ${messaggi.id} > ${read(lato)})`;
      const rows = await db
        .select({
          conversazione: conversazioni,
          ultimoId: last.id,
          ultimoTesto: last.testo,
          ultimoIl: last.inviatoIl,
          ultimoLato: last.lato,
          lettoA: read('a').mapWith(Number),
          lettoB: read('b').mapWith(Number),
          nonLettiA: unread('a').mapWith(Number),
          nonLettiB: unread('b').mapWith(Number),
        })
        .from(conversazioni)
        .leftJoinLateral(last, sql`true`)
        .where(ofSides(sides))
        .orderBy(sql`coalesce(${last.id}, 0) DESC`, desc(conversazioni.id));
      return rows.map((row) => ({
        ...row.conversazione,
        ultimo:
          row.ultimoId === null || row.ultimoIl === null
            ? null
            : {
                id: row.ultimoId,
                testo: row.ultimoTesto ?? '',
                inviatoIl: row.ultimoIl,
                lato: row.ultimoLato as Lato,
              },
        lettoA: row.lettoA,
        lettoB: row.lettoB,
        nonLettiA: row.nonLettiA,
        nonLettiB: row.nonLettiB,
      }));
    },

    /** How far each side has read the conversation. */
    reads,

    /** How many messages of the other side after `fino` a side has not read. */
    async unread(conversazioneId: number, lato: Lato, fino: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messaggi)
        .where(
          and(
            eq(messaggi.conversazioneId, conversazioneId),
            sql`${messaggi.lato} <> ${lato}`,
            gt(messaggi.id, fino),
          ),
        );
      return row?.n ?? 0;
    },

    /** The last message of the conversation. */
    async last(conversazioneId: number): Promise<MessaggioRow | undefined> {
      const [row] = await db
        .select()
        .from(messaggi)
        .where(eq(messaggi.conversazioneId, conversazioneId))
        .orderBy(desc(messaggi.id))
        .limit(1);
      return row;
    },

    /**
     * A page of the conversation's messages, oldest first: the latest `limit`, those before `prima`, or those after
     * `dopo`; one more is read to tell whether there are others.
     */
    async page(
      conversazioneId: number,
      query: { prima?: number; dopo?: number; limite: number },
    ): Promise<{ rows: MessaggioRow[]; more: boolean }> {
      const forward = query.dopo !== undefined;
      const rows = await db
        .select()
        .from(messaggi)
        .where(
          and(
            eq(messaggi.conversazioneId, conversazioneId),
            query.prima === undefined ? undefined : lt(messaggi.id, query.prima),
            query.dopo === undefined ? undefined : gt(messaggi.id, query.dopo),
          ),
        )
        .orderBy(forward ? asc(messaggi.id) : desc(messaggi.id))
        .limit(query.limite + 1);
      const more = rows.length > query.limite;
      const page = rows.slice(0, query.limite);
      return { rows: forward ? page : page.reverse(), more };
    },

    /** Every message of the conversation, oldest first (its export). */
    all: rowsBy(db, messaggi, messaggi.conversazioneId, asc(messaggi.id)),

    /**
     * Writes a message, or finds the one its author already sent with that client id (`created` false). The insert
     * holds a transaction-level lock until its commit, so that messages are committed in the order of their ids: a
     * reader that has seen one has seen every earlier one.
     */
    async insert(
      values: Omit<NewMessaggioRow, 'id' | 'inviatoIl'>,
      tx: Db,
    ): Promise<{ row: MessaggioRow; created: boolean }> {
      const [known] = await sentAs(values, tx);
      if (known) return { row: known, created: false };
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`);
      const [inserted] = await tx.insert(messaggi).values(values).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      // The same message sent twice at once: the other request wrote it.
      const [row] = await sentAs(values, tx);
      return { row: required(row, 'chat.messaggio'), created: false };
    },

    /** Moves a side's reading forward to `fino` (never back); answers where it stands. */
    async markRead(conversazioneId: number, lato: Lato, fino: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .insert(letture)
        .values({ conversazioneId, lato, fino })
        .onConflictDoUpdate({
          target: [letture.conversazioneId, letture.lato],
          set: { fino: sql`excluded.fino`, lettoIl: sql`now()` },
          setWhere: sql`${letture.fino} < excluded.fino`,
        })
        .returning({ fino: letture.fino });
      if (row) return row.fino;
      return (await reads(conversazioneId, tx))[lato];
    },

    /** The newest message id of the conversations of these sides (0: none). */
    async latestOf(sides: readonly string[]): Promise<number> {
      if (sides.length === 0) return 0;
      const [row] = await db
        .select({ id: max(messaggi.id) })
        .from(messaggi)
        .innerJoin(conversazioni, eq(conversazioni.id, messaggi.conversazioneId))
        .where(ofSides(sides));
      return Number(row?.id ?? 0);
    },

    /** The messages of the conversations of these sides after `after`, oldest first, at most `limit`. */
    async newFor(
      sides: readonly string[],
      after: number,
      limit: number,
    ): Promise<{ message: MessaggioRow; conversazione: ConversazioneRow }[]> {
      if (sides.length === 0) return [];
      return db
        .select({ message: messaggi, conversazione: conversazioni })
        .from(messaggi)
        .innerJoin(conversazioni, eq(conversazioni.id, messaggi.conversazioneId))
        .where(and(gt(messaggi.id, after), ofSides(sides)))
        .orderBy(asc(messaggi.id))
        .limit(limit);
    },

    /** The conversations where one of these sides takes part (their sides only). */
    async ofSides(sides: readonly string[]): Promise<ConversazioneRow[]> {
      if (sides.length === 0) return [];
      return db.select().from(conversazioni).where(ofSides(sides));
    },

    /** The conversations among these where one of these sides takes part. */
    async ofSidesAmong(ids: readonly number[], sides: readonly string[]): Promise<ConversazioneRow[]> {
      if (ids.length === 0 || sides.length === 0) return [];
      return db
        .select()
        .from(conversazioni)
        .where(and(inArray(conversazioni.id, [...ids]), ofSides(sides)));
    },
  };
}
