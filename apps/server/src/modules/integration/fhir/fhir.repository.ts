import type { SortOf } from '@halo/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { deleteWithChildren } from '../../../db/cascade.ts';
import { lowerText, selectCatalogue } from '../../../db/catalogue.ts';
import type { Db } from '../../../db/database.ts';
import { rowBy } from '../../../db/lookup.ts';
import { rowsOf } from '../../../db/rows.ts';
import { updateAtVersion } from '../../../db/versioned.ts';
import {
  type ConnectionAccess,
  type FhirAuthKind,
  type FhirMessageState,
  fhirConnections,
  fhirMessageStates,
  fhirMessages,
  type ServerAccessKeys,
  type StoredJwk,
} from './fhir.tables.ts';

export type ConnectionRow = typeof fhirConnections.$inferSelect;

/** What an administrator sets of a connection: its keys are made, and replaced, by the server only. */
export type ConnectionValues = Pick<
  typeof fhirConnections.$inferInsert,
  'nome' | ServerAccessKeys | 'risorse' | 'attiva'
>;

/** A connection's key pair, or none (a connection that does not use SMART). */
export type ConnectionKeys = Pick<
  typeof fhirConnections.$inferInsert,
  'privateKey' | 'publicKey' | 'keyId' | 'keyCreatedAt'
>;

export const NO_KEYS: ConnectionKeys = { privateKey: null, publicKey: null, keyId: null, keyCreatedAt: null };

export interface ConnectionQuery {
  page: number;
  size: number;
  sort?: SortOf<'nome' | 'creata'> | undefined;
  q?: string | undefined;
  attiva?: boolean | undefined;
}

/** A connection's messages by state, and when one was last accepted. */
export interface MessageHealth {
  counts: Record<FhirMessageState, number>;
  lastSent: Date | null;
}

/** The states a message is in the queue in: not yet tried, or refused and to be tried again. */
const QUEUED: FhirMessageState[] = ['pending', 'failed'];

const logColumns = {
  id: fhirMessages.id,
  eventId: fhirMessages.eventId,
  tipo: fhirMessages.tipo,
  soggetto: fhirMessages.soggetto,
  risorsa: fhirMessages.risorsa,
  istante: fhirMessages.istante,
  stato: fhirMessages.stato,
  tentativi: fhirMessages.tentativi,
  ultimoStato: fhirMessages.ultimoStato,
  ultimoEsito: fhirMessages.ultimoEsito,
  esito: fhirMessages.esito,
  inviato: fhirMessages.inviato,
  prossimoTentativo: fhirMessages.prossimoTentativo,
};

/** A line of a connection's log of messages. */
export interface MessageLine {
  id: number;
  eventId: string;
  tipo: string;
  soggetto: string;
  risorsa: string;
  istante: Date;
  stato: FhirMessageState;
  tentativi: number;
  ultimoStato: number | null;
  ultimoEsito: string | null;
  esito: Record<string, unknown> | null;
  inviato: Date | null;
  prossimoTentativo: Date;
}

/** A message a worker has claimed. */
export interface ClaimedMessage {
  id: number;
  eventId: string;
  tentativi: number;
  primoTentativo: Date;
  tipo: string;
  soggetto: string;
  risorsa: string;
  dati: Record<string, unknown>;
  connection: ConnectionAccess;
}

interface ClaimRow {
  id: string | number;
  event_id: string;
  tentativi: number;
  primo_tentativo: string | Date;
  tipo: string;
  soggetto: string;
  risorsa: string;
  dati: Record<string, unknown> | string;
  connection_id: number;
  base_url: string;
  autenticazione: FhirAuthKind;
  bearer_token: string | null;
  client_id: string | null;
  token_url: string | null;
  scope: string | null;
  private_key: StoredJwk | string | null;
  key_id: string | null;
}

const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The outcome of a claimed message's attempt. */
export type Settlement =
  | { stato: 'sent' | 'parked'; at: Date; status: number | null; esito: string; outcome: object | null }
  | { retryAt: Date; status: number | null; esito: string; outcome: object | null };

/** The SQL of the FHIR connections and their messages. */
export function createFhirRepository(db: Db) {
  return {
    async insertConnection(values: ConnectionValues & ConnectionKeys): Promise<ConnectionRow> {
      const [row] = await db.insert(fhirConnections).values(values).returning();
      if (!row) throw new Error('FHIR connection not written');
      return row;
    },

    findConnection: rowBy(db, fhirConnections, fhirConnections.id),

    async listConnections(query: ConnectionQuery): Promise<{ items: ConnectionRow[]; total: number }> {
      const { items, total } = await selectCatalogue(
        db,
        db.select().from(fhirConnections).$dynamic(),
        query,
        {
          search: [fhirConnections.nome, fhirConnections.baseUrl],
          sorts: { nome: lowerText(fhirConnections.nome), creata: fhirConnections.createdAt },
          defaultOrder: [asc(lowerText(fhirConnections.nome))],
          key: fhirConnections.id,
          filter: query.attiva === undefined ? undefined : eq(fhirConnections.attiva, query.attiva),
        },
      );
      return { items, total: total ?? items.length };
    },

    /** Each connection's messages by state (every state present) and its last accepted one. */
    async messageHealth(ids: number[]): Promise<Map<number, MessageHealth>> {
      const health = new Map<number, MessageHealth>(
        ids.map((id) => [
          id,
          {
            counts: Object.fromEntries(fhirMessageStates.map((s) => [s, 0])) as MessageHealth['counts'],
            lastSent: null,
          },
        ]),
      );
      if (ids.length === 0) return health;
      const rows = await db
        .select({
          connectionId: fhirMessages.connectionId,
          stato: fhirMessages.stato,
          n: count(),
          lastSent: sql<Date | null>`max(${fhirMessages.inviato})`.mapWith(fhirMessages.inviato),
        })
        .from(fhirMessages)
        .where(inArray(fhirMessages.connectionId, ids))
        .groupBy(fhirMessages.connectionId, fhirMessages.stato);
      for (const row of rows) {
        const of = health.get(row.connectionId);
        if (!of) continue;
        of.counts[row.stato] = Number(row.n);
        if (row.lastSent && (!of.lastSent || row.lastSent > of.lastSent)) of.lastSent = row.lastSent;
      }
      return health;
    },

    /** The optimistic update (docs/adr/0004): nothing when the row is gone or not at `version` any more. */
    async updateConnection(
      id: number,
      version: number,
      values: ConnectionValues & Partial<ConnectionKeys>,
    ): Promise<ConnectionRow | undefined> {
      return updateAtVersion(db, fhirConnections, { id, version }, { ...values, updatedAt: sql`now()` });
    },

    /** A new key pair: the version stays, nothing an administrator edits has changed. */
    async setKeys(id: number, keys: ConnectionKeys): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .update(fhirConnections)
        .set({ ...keys, updatedAt: sql`now()` })
        .where(eq(fhirConnections.id, id))
        .returning();
      return row;
    },

    /** Removes the connection and, by cascade, its messages: answers how many there were. */
    deleteConnection(id: number): Promise<number | undefined> {
      return deleteWithChildren(db, fhirConnections, id, fhirMessages.connectionId);
    },

    /** The public keys of the connections that use SMART, oldest connection first. */
    publicKeys(): Promise<{ publicKey: StoredJwk | null; keyId: string | null }[]> {
      return db
        .select({ publicKey: fhirConnections.publicKey, keyId: fhirConnections.keyId })
        .from(fhirConnections)
        .where(and(eq(fhirConnections.autenticazione, 'smart'), isNotNull(fhirConnections.keyId)))
        .orderBy(asc(fhirConnections.id));
    },

    /** A connection's log, newest event first, a page at a time, in one state or all. */
    async messagesPage(
      connectionId: number,
      query: { page: number; size: number; stato?: FhirMessageState | undefined },
    ): Promise<{ items: MessageLine[]; total: number }> {
      const where = and(
        eq(fhirMessages.connectionId, connectionId),
        query.stato ? eq(fhirMessages.stato, query.stato) : undefined,
      );
      const [counted] = await db.select({ n: count() }).from(fhirMessages).where(where);
      const items = await db
        .select(logColumns)
        .from(fhirMessages)
        .where(where)
        .orderBy(desc(fhirMessages.seq), desc(fhirMessages.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      return { items: items as MessageLine[], total: Number(counted?.n ?? 0) };
    },

    async findMessage(connectionId: number, id: number): Promise<MessageLine | undefined> {
      const [row] = await db
        .select(logColumns)
        .from(fhirMessages)
        .where(and(eq(fhirMessages.connectionId, connectionId), eq(fhirMessages.id, id)));
      return row as MessageLine | undefined;
    },

    /**
     * Sends a message again (a parked one, or one sent): pending and due at `at`, no worker's lease, a new retry
     * period from its next attempt; its attempts and last outcome stay, for the log. False when it is in the queue
     * already, or not this connection's.
     */
    async resend(connectionId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(fhirMessages)
        .set({ stato: 'pending', prossimoTentativo: at, inCorsoFino: null, primoTentativo: null })
        .where(
          and(
            eq(fhirMessages.id, id),
            eq(fhirMessages.connectionId, connectionId),
            notInArray(fhirMessages.stato, QUEUED),
          ),
        )
        .returning({ id: fhirMessages.id });
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` messages due at `now` for `leaseSeconds`: of each connection and subject only the oldest
     * queued one (a later one waits while an earlier is queued, claimed or not), of active connections only, and
     * none another worker holds (`SKIP LOCKED` while it claims, the lease after). So two workers never send one
     * message at once, nor a subject's messages out of order; a worker that dies while sending loses its lease.
     */
    async claimDue(now: Date, leaseSeconds: number, limit: number): Promise<ClaimedMessage[]> {
      const at = now.toISOString();
      const until = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
      const result = await db.execute(sql`
        WITH due AS (
          SELECT m.id FROM integration.fhir_messages m
          WHERE m.stato IN ('pending', 'failed') AND m.prossimo_tentativo <= ${at}::timestamptz
            AND (m.in_corso_fino IS NULL OR m.in_corso_fino <= ${at}::timestamptz)
            AND NOT EXISTS (
              SELECT 1 FROM integration.fhir_messages e
              WHERE e.connection_id = m.connection_id AND e.soggetto = m.soggetto
                AND e.stato IN ('pending', 'failed') AND e.seq < m.seq)
            -- A suspended connection's messages wait for it to be active again.
            AND EXISTS (
              SELECT 1 FROM integration.fhir_connections c WHERE c.id = m.connection_id AND c.attiva)
          ORDER BY m.seq
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE integration.fhir_messages m
          SET in_corso_fino = ${until}::timestamptz, tentativi = m.tentativi + 1,
              primo_tentativo = coalesce(m.primo_tentativo, ${at}::timestamptz)
          FROM due WHERE m.id = due.id
          RETURNING m.id, m.event_id, m.tentativi, m.primo_tentativo, m.tipo, m.soggetto, m.risorsa, m.dati,
                    m.connection_id, m.seq)
        SELECT k.id, k.event_id, k.tentativi, k.primo_tentativo, k.tipo, k.soggetto, k.risorsa, k.dati, k.connection_id,
               c.base_url, c.autenticazione, c.bearer_token, c.client_id, c.token_url, c.scope,
               c.private_key, c.key_id
        FROM claimed k
        JOIN integration.fhir_connections c ON c.id = k.connection_id
        ORDER BY k.seq`);
      return rowsOf<ClaimRow>(result).map((row) => ({
        id: Number(row.id),
        eventId: row.event_id,
        tentativi: row.tentativi,
        primoTentativo: new Date(row.primo_tentativo),
        tipo: row.tipo,
        soggetto: row.soggetto,
        risorsa: row.risorsa,
        dati: json(row.dati) ?? {},
        connection: {
          id: row.connection_id,
          baseUrl: row.base_url,
          autenticazione: row.autenticazione,
          bearerToken: row.bearer_token,
          clientId: row.client_id,
          tokenUrl: row.token_url,
          scope: row.scope,
          privateKey: json(row.private_key),
          keyId: row.key_id,
        },
      }));
    },

    /** The outcome of a claimed message's attempt: sent, parked, or failed and due again at a time. */
    async settle(id: number, outcome: Settlement): Promise<void> {
      const last = {
        inCorsoFino: null,
        ultimoStato: outcome.status,
        ultimoEsito: outcome.esito,
        esito: outcome.outcome as Record<string, unknown> | null,
      };
      await db
        .update(fhirMessages)
        .set(
          'retryAt' in outcome
            ? { ...last, stato: 'failed', prossimoTentativo: outcome.retryAt }
            : {
                ...last,
                stato: outcome.stato,
                ...(outcome.stato === 'sent' && { inviato: outcome.at, esito: null }),
              },
        )
        .where(eq(fhirMessages.id, id));
    },
  };
}
