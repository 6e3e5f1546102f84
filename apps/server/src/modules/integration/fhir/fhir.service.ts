import type { Page } from '@halo/contract';
import { isPlainHttp } from '@halo/contract/integration';
import {
  type ConnessioneFhir,
  type connessioneFhirCreateSchema,
  type connessioneFhirUpdateSchema,
  type connessioniFhirQuerySchema,
  FHIR_JWKS_PATH,
  type MessaggioFhir,
  fhirMessages as m,
  type messaggiFhirQuerySchema,
  type ProvaConnessioneFhir,
} from '@halo/contract/integration-fhir';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { pageOf } from '../../../http/write-context.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import type { FhirClient } from './fhir.client.ts';
import { newKeyPair, publishedKey } from './fhir.keys.ts';
import {
  type ConnectionKeys,
  type ConnectionRow,
  type ConnectionValues,
  createFhirRepository,
  type MessageHealth,
  type MessageLine,
  NO_KEYS,
} from './fhir.repository.ts';

type ConnectionInput = z.output<typeof connessioneFhirCreateSchema>;
type ConnectionUpdate = z.output<typeof connessioneFhirUpdateSchema>;

/** The audit's entity of every change to a connection (ids, kinds and flags only: never a token or a key). */
const ENTITY = 'integration.connessione-fhir';

/**
 * The FHIR adapter's connections as an administrator manages them (docs/adr/0048-fhir-adapter.md): their rules,
 * the audit of each change, "Prova connessione", the log of messages and "Reinvia", and Halo's public keys.
 * `production` refuses plain-HTTP addresses, which elsewhere may name a server on loopback.
 */
export function createFhirService(deps: {
  db: Db;
  audit: AuditLog;
  client: FhirClient;
  publicUrl: string;
  production: boolean;
  clock?: () => Date;
}) {
  const now = deps.clock ?? (() => new Date());
  const jwksUrl = `${deps.publicUrl.replace(/\/$/, '')}${FHIR_JWKS_PATH}`;

  function view(row: ConnectionRow, health: MessageHealth): ConnessioneFhir {
    return {
      id: row.id,
      nome: row.nome,
      baseUrl: row.baseUrl,
      autenticazione: authView(row),
      risorse: row.risorse,
      attiva: row.attiva,
      version: row.version,
      creataIl: row.createdAt.toISOString(),
      aggiornataIl: row.updatedAt.toISOString(),
      messaggi: health.counts,
      ultimoInvio: health.lastSent?.toISOString() ?? null,
    };
  }

  /** How Halo authenticates, without the token or the private key. */
  function authView(row: ConnectionRow): ConnessioneFhir['autenticazione'] {
    switch (row.autenticazione) {
      case 'bearer':
        return { tipo: 'bearer', tokenImpostato: !!row.bearerToken };
      case 'smart':
        return {
          tipo: 'smart',
          clientId: row.clientId ?? '',
          tokenUrl: row.tokenUrl,
          scope: row.scope ?? '',
          kid: row.keyId ?? '',
          jwksUrl,
          chiaveCreataIl: (row.keyCreatedAt ?? row.createdAt).toISOString(),
        };
      default:
        return { tipo: 'nessuna' };
    }
  }

  async function viewOf(row: ConnectionRow, tx: Db = deps.db): Promise<ConnessioneFhir> {
    const health = await createFhirRepository(tx).messageHealth([row.id]);
    return view(row, health.get(row.id) as MessageHealth);
  }

  function messageView(line: MessageLine): MessaggioFhir {
    const queued = line.stato === 'pending' || line.stato === 'failed';
    return {
      id: line.id,
      evento: line.eventId,
      tipo: line.tipo,
      soggetto: line.soggetto,
      risorsa: line.risorsa,
      istante: line.istante.toISOString(),
      stato: line.stato,
      tentativi: line.tentativi,
      ultimoStato: line.ultimoStato,
      ultimoEsito: line.ultimoEsito,
      outcome: line.esito,
      inviato: line.inviato?.toISOString() ?? null,
      prossimoTentativo: queued ? line.prossimoTentativo.toISOString() : null,
    };
  }

  function audit(ctx: WriteContext, id: number, action: string, details: Record<string, unknown>, tx: Db) {
    return deps.audit.recordWrite(ctx, { entity: ENTITY, entityId: id, action, details }, tx);
  }

  /** The schema lets a loopback `http://` through for development and tests; a production server sends over TLS. */
  function checkUrls(input: ConnectionInput) {
    const plain = [
      ['body.baseUrl', input.baseUrl],
      [
        'body.autenticazione.tokenUrl',
        input.autenticazione.tipo === 'smart' ? input.autenticazione.tokenUrl : '',
      ],
    ].filter(([, url]) => url && isPlainHttp(url));
    if (deps.production && plain.length > 0) {
      throw new ValidationError(plain.map(([path]) => ({ path: path as string, message: m.urlProduction })));
    }
  }

  /**
   * The columns of what was written, and the keys: a bearer token left empty keeps the one before (refused when
   * there is none); a SMART connection keeps its key pair, or gets its first; any other kind holds neither.
   */
  async function valuesOf(
    input: ConnectionInput,
    before?: ConnectionRow,
  ): Promise<ConnectionValues & Partial<ConnectionKeys>> {
    checkUrls(input);
    const auth = input.autenticazione;
    const common = { nome: input.nome, baseUrl: input.baseUrl, risorse: input.risorse, attiva: input.attiva };
    const none = { bearerToken: null, clientId: null, tokenUrl: null, scope: null };
    switch (auth.tipo) {
      case 'bearer': {
        const token = auth.token || (before?.autenticazione === 'bearer' ? before.bearerToken : null);
        if (!token) {
          throw new ValidationError([{ path: 'body.autenticazione.token', message: m.tokenRequired }]);
        }
        return { ...common, ...none, autenticazione: 'bearer', bearerToken: token, ...NO_KEYS };
      }
      case 'smart': {
        const keys = before?.keyId ? {} : await freshKeys();
        return {
          ...common,
          ...none,
          autenticazione: 'smart',
          clientId: auth.clientId,
          tokenUrl: auth.tokenUrl || null,
          scope: auth.scope,
          ...keys,
        };
      }
      default:
        return { ...common, ...none, autenticazione: 'nessuna', ...NO_KEYS };
    }
  }

  async function freshKeys(): Promise<ConnectionKeys> {
    const pair = await newKeyPair();
    return { ...pair, keyCreatedAt: now() };
  }

  /** What the audit keeps of a connection: never its token, client or keys. */
  const audited = (row: ConnectionRow) => ({
    autenticazione: row.autenticazione,
    risorse: row.risorse,
    attiva: row.attiva,
  });

  async function existing(id: number, tx: Db = deps.db): Promise<ConnectionRow> {
    const found = await createFhirRepository(tx).findConnection(id);
    if (!found) throw new NotFoundError(m.notFound);
    return found;
  }

  return {
    async list(query: z.output<typeof connessioniFhirQuerySchema>): Promise<Page<ConnessioneFhir>> {
      const repo = createFhirRepository(deps.db);
      const { items, total } = await repo.listConnections(query);
      const health = await repo.messageHealth(items.map((row) => row.id));
      return pageOf(
        query,
        items.map((row) => view(row, health.get(row.id) as MessageHealth)),
        total,
      );
    },

    async get(id: number): Promise<ConnessioneFhir> {
      return viewOf(await existing(id));
    },

    async create(input: ConnectionInput, ctx: WriteContext): Promise<ConnessioneFhir> {
      const values = { ...NO_KEYS, ...(await valuesOf(input)) };
      return inTransaction(deps.db, async (tx) => {
        const row = await createFhirRepository(tx).insertConnection(values);
        await audit(ctx, row.id, 'create', audited(row), tx);
        return viewOf(row, tx);
      });
    },

    async update(id: number, input: ConnectionUpdate, ctx: WriteContext): Promise<ConnessioneFhir> {
      const before = await existing(id);
      const values = await valuesOf(input, before);
      return inTransaction(deps.db, async (tx) => {
        await existing(id, tx);
        const row = await createFhirRepository(tx).updateConnection(id, input.version, values);
        if (!row) throw new StaleVersionError();
        await audit(ctx, id, 'update', { version: row.version, ...audited(row) }, tx);
        return viewOf(row, tx);
      });
    },

    async remove(id: number, ctx: WriteContext): Promise<{ id: number; messaggiEliminati: number }> {
      return inTransaction(deps.db, async (tx) => {
        const removed = await createFhirRepository(tx).deleteConnection(id);
        if (removed === undefined) throw new NotFoundError(m.notFound);
        await audit(ctx, id, 'delete', { messaggiEliminati: removed }, tx);
        return { id, messaggiEliminati: removed };
      });
    },

    /** A new key pair for a SMART connection: the old one leaves the JWKS and signs nothing more. */
    async rotateKeys(id: number, ctx: WriteContext): Promise<ConnessioneFhir> {
      const keys = await freshKeys();
      return inTransaction(deps.db, async (tx) => {
        const before = await existing(id, tx);
        if (before.autenticazione !== 'smart') throw new ConflictError(m.notSmart);
        const row = await createFhirRepository(tx).setKeys(id, keys);
        if (!row) throw new NotFoundError(m.notFound);
        await audit(ctx, id, 'rotate-keys', { kid: row.keyId }, tx);
        return viewOf(row, tx);
      });
    },

    /** "Prova connessione": `[base]/metadata` with the connection's authentication; the outcome, never a 500. */
    async test(id: number, ctx: WriteContext): Promise<ProvaConnessioneFhir> {
      const row = await existing(id);
      const outcome = await deps.client.check(row);
      await audit(ctx, id, 'test', { ok: outcome.ok, stato: outcome.stato }, deps.db);
      return outcome;
    },

    async messages(
      id: number,
      query: z.output<typeof messaggiFhirQuerySchema>,
    ): Promise<Page<MessaggioFhir>> {
      await existing(id);
      const { items, total } = await createFhirRepository(deps.db).messagesPage(id, query);
      return pageOf(query, items.map(messageView), total);
    },

    /** Sends a parked (or sent) message again, now; refused while it is still in the queue. */
    async resend(id: number, messageId: number, ctx: WriteContext): Promise<MessaggioFhir> {
      return inTransaction(deps.db, async (tx) => {
        await existing(id, tx);
        const repo = createFhirRepository(tx);
        const queued = await repo.resend(id, messageId, now());
        const line = await repo.findMessage(id, messageId);
        if (!line) throw new NotFoundError(m.messageNotFound);
        if (!queued) throw new ConflictError(m.alreadyPending);
        await audit(ctx, id, 'resend', { messaggio: line.id, evento: line.eventId }, tx);
        return messageView(line);
      });
    },

    /** Halo's public keys, one per SMART connection (the JWKS the FHIR servers read). */
    async jwks() {
      const rows = await createFhirRepository(deps.db).publicKeys();
      return {
        keys: rows.flatMap((row) =>
          row.publicKey && row.keyId ? [publishedKey(row.publicKey, row.keyId)] : [],
        ),
      };
    },
  };
}

export type FhirService = ReturnType<typeof createFhirService>;
