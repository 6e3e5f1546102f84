import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, type ErrorDetail, found, StaleVersionError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { createAslRepository } from './regional.asl.repository.ts';
import { type ChildRef, createChildrenRepository } from './regional.children.repository.ts';
import { translateConstraintError } from './regional.errors.ts';
import { createPresidiRepository } from './regional.presidi.repository.ts';
import { createTerritorioRepository } from './regional.territorio.repository.ts';

/** What the services of the regional data are built on. */
export interface RegionalDeps {
  db: Db;
  audit: AuditLog;
}

/** The repositories of the regional data on one handle: what a write's rules and statements use in its transaction. */
function regionalRepositories(db: Db) {
  return {
    territorio: createTerritorioRepository(db),
    asl: createAslRepository(db),
    presidi: createPresidiRepository(db),
    children: createChildrenRepository(db),
  };
}

export type RegionalRepositories = ReturnType<typeof regionalRepositories>;

const MAX_LISTED_CHILDREN = 50;

const kindNames: Record<string, string> = {
  province: 'province',
  asl: 'aziende sanitarie',
  comuni: 'comuni',
  quartieri: 'quartieri',
  distretti: 'distretti',
  dipartimenti: 'dipartimenti',
  presidiospedalieri: 'presidi ospedalieri',
  unitaoperative: 'unità operative',
};

/** 409 for a parent that still has children, listing them (ids in the path, names in the message). */
function refuseIfChildren(children: ChildRef[], what: string) {
  if (children.length === 0) {
    return;
  }
  const counts = new Map<string, number>();
  for (const child of children) {
    counts.set(child.kind, (counts.get(child.kind) ?? 0) + 1);
  }
  const summary = [...counts].map(([kind, n]) => `${n} ${kindNames[kind] ?? kind}`).join(', ');
  const details: ErrorDetail[] = children
    .slice(0, MAX_LISTED_CHILDREN)
    .map((child) => ({ path: `${child.kind}.${child.id}`, message: child.label }));
  if (children.length > MAX_LISTED_CHILDREN) {
    details.push({ path: 'altri', message: `… e altri ${children.length - MAX_LISTED_CHILDREN}` });
  }
  throw new ConflictError(`Impossibile eliminare ${what}: ha ancora ${summary} collegati.`, details);
}

export function missingParent(path: string, message: string): never {
  throw new ConflictError(message, [{ path, message }]);
}

export function changedFields(before: object, after: object): string[] {
  const b = before as Record<string, unknown>;
  return Object.entries(after as Record<string, unknown>)
    .filter(([key, value]) => key !== 'version' && JSON.stringify(b[key]) !== JSON.stringify(value))
    .map(([key]) => key);
}

/** A record the regional edits write: its id and the version its optimistic updates compare. */
interface Versioned {
  id: number;
  version: number;
}

/**
 * How one kind of record of the regional data is written. `prepare` checks the parents of what is written (and,
 * on an update, what the record it replaces still needs) and gives the columns stored and compared for the audit.
 */
interface EntityRules<Row extends Versioned, Input, Values> {
  /** Its name in the audit log. */
  entity: string;
  /** The 404 message. */
  notFound: string;
  /** The tables whose constraints a create or an update may break (regional.errors.ts). */
  tables: readonly string[];
  find(tx: RegionalRepositories, id: number): Promise<Row | undefined>;
  prepare(tx: RegionalRepositories, input: Input, current?: Row): Promise<Values>;
  insert(tx: RegionalRepositories, values: Values): Promise<number>;
  /** The compare-and-set: false when the record is no longer at `version`. */
  update(tx: RegionalRepositories, id: number, version: number, values: Values): Promise<boolean>;
  remove(tx: RegionalRepositories, id: number): Promise<void>;
  /** What stops a delete, and how the record is named in the refusal; none when nothing can. */
  children?: { of(tx: RegionalRepositories, current: Row): Promise<ChildRef[]>; what: string };
}

/**
 * The administrative edits of the regional data: each write runs in one transaction on the repositories of that
 * transaction, a constraint the database refuses is turned into the error it stands for (regional.errors.ts), and
 * its audit row is recorded in the same transaction.
 */
function createRegionalEdits(deps: RegionalDeps) {
  const record = (
    txDb: Db,
    ctx: WriteContext,
    entity: string,
    entityId: number,
    action: 'create' | 'update' | 'delete',
    details: Record<string, unknown>,
  ) =>
    deps.audit.record(
      { actor: ctx.actor, entity, entityId, action, details, requestId: ctx.requestId },
      txDb,
    );
  return {
    write<T>(
      ownTables: readonly string[],
      fn: (tx: RegionalRepositories, txDb: Db) => Promise<T>,
    ): Promise<T> {
      return inTransaction(
        deps.db,
        (txDb) => fn(regionalRepositories(txDb), txDb),
        (error) => translateConstraintError(error, ownTables),
      );
    },

    /** A record created: its audit row (version 1). */
    created: (txDb: Db, ctx: WriteContext, entity: string, id: number) =>
      record(txDb, ctx, entity, id, 'create', { after: { id, version: 1 } }),

    /**
     * An update applied only on the version the caller read (else 409, nothing written); its audit row names the
     * version it moved from and to and the fields that changed.
     */
    async updated(
      txDb: Db,
      ctx: WriteContext,
      entity: string,
      id: number,
      change: { applied: boolean; version: number; current: object; values: object },
    ) {
      if (!change.applied) throw new StaleVersionError();
      await record(txDb, ctx, entity, id, 'update', {
        before: { version: change.version },
        after: { version: change.version + 1 },
        fields: changedFields(change.current, change.values),
      });
    },

    /** A record deleted: its audit row, with the version it had. */
    deleted: (txDb: Db, ctx: WriteContext, entity: string, id: number, version: number) =>
      record(txDb, ctx, entity, id, 'delete', { before: { id, version } }),
  };
}

/**
 * Read, create, update and delete of one kind of record, by its rules: 404 for a record that is not there, the
 * parents checked before a write, the update applied only on the version read, no delete under children, and
 * the audit row of every write in its transaction. A write answers with the record as it is after it (a delete,
 * as it was).
 */
export function regionalEntity<Row extends Versioned, Input, Values>(
  deps: RegionalDeps,
  rules: EntityRules<Row, Input, Values>,
) {
  const { write, created, updated, deleted } = createRegionalEdits(deps);
  const reader = regionalRepositories(deps.db);
  const current = async (tx: RegionalRepositories, id: number) =>
    found(await rules.find(tx, id), rules.notFound);
  return {
    get: (id: number): Promise<Row> => current(reader, id),

    create(input: Input, ctx: WriteContext): Promise<Row> {
      return write(rules.tables, async (tx, txDb) => {
        const id = await rules.insert(tx, await rules.prepare(tx, input));
        await created(txDb, ctx, rules.entity, id);
        return current(tx, id);
      });
    },

    update(id: number, input: Input & { version: number }, ctx: WriteContext): Promise<Row> {
      // The rest of an update body is the body of a create (the contract adds only the version).
      const { version, ...rest } = input;
      return write(rules.tables, async (tx, txDb) => {
        const before = await current(tx, id);
        const values = await rules.prepare(tx, rest as Input, before);
        await updated(txDb, ctx, rules.entity, id, {
          applied: await rules.update(tx, id, version, values),
          version,
          current: before,
          values: values as object,
        });
        return current(tx, id);
      });
    },

    remove(id: number, ctx: WriteContext): Promise<Row> {
      return write([], async (tx, txDb) => {
        const before = await current(tx, id);
        if (rules.children) {
          refuseIfChildren(await rules.children.of(tx, before), rules.children.what);
        }
        await rules.remove(tx, id);
        await deleted(txDb, ctx, rules.entity, id, before.version);
        return before;
      });
    },
  };
}
