import type { Page } from '@halo/contract';
import { prosaRoles } from '@halo/contract/prosa';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  StaleVersionError,
  ValidationError,
} from '../../errors.ts';
import { pageWindow, type WriteContext } from '../../http/write-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { ThemeTree } from './progetti/progetti.repository.ts';
import type { Viewer } from './prosa.scope.ts';
import type { ProsaService } from './prosa.service.ts';

/*
 * What the services of Pro.Sa.'s activities (projects, campaigns, events, requests, suggestions) do alike: field
 * errors, the audit of a kind of record, writes guarded by a version, state moves, pages, themes by name and the
 * jobs that mail a change. Written once so that the activities cannot drift apart on them.
 */

/** What the service of an activity is built on: the database, the audit log and the themes and authorities. */
export interface ActivityDeps {
  db: Db;
  audit: AuditLog;
  prosa: ProsaService;
}

/** What the services of requests and suggestions use: they mail each change, by a job, to whom it concerns. */
export interface MailingDeps extends ActivityDeps {
  identity: Pick<IdentityAdmin, 'getUser'>;
  mailer: Pick<Mailer, 'send'>;
  jobs?: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
}

/** The view of one row, from the function that shows many (which reads what they share once). */
export function oneView<Row, Reader, View>(
  views: (rows: Row[], viewer: Reader) => Promise<View[]>,
  name: string,
) {
  return async (row: Row, viewer: Reader): Promise<View> => required((await views([row], viewer))[0], name);
}

/** A 400 on one field of the body, its message also the answer's. */
export function fieldError(path: string, message: string): ValidationError {
  return new ValidationError([{ path, message }], message);
}

/** Records a write of one kind of record (`prosa.progetto`, …) in the audit log, in the write's transaction. */
export type Audit = (
  ctx: WriteContext,
  id: number,
  action: string,
  details: object,
  tx?: Db,
) => Promise<void>;

export function auditOf(audit: AuditLog, entity: string): Audit {
  return async (ctx, id, action, details, tx) => {
    await audit.recordWrite(ctx, { entity, entityId: id, action, details: { ...details } }, tx);
  };
}

/** The row a write guarded by its version returned; none: someone changed it since it was read (409). */
export function fresh<T>(row: T | undefined): T {
  if (!row) throw new StaleVersionError();
  return row;
}

/** A move the workflow's state table allows, or 409 saying from which state to which. */
export function requireMove(
  states: { may(from: string, to: string): boolean },
  from: string,
  to: string,
  transition: (from: string, to: string) => string,
) {
  if (!states.may(from, to)) throw new ConflictError(transition(from, to));
}

/** What every activity's search filters on alike: its text, theme and state, the order and the page. */
export function searchFilter<State extends string>(query: {
  q?: string;
  tema?: number;
  stato?: State;
  sort?: string;
  page: number;
  size: number;
}) {
  return { q: query.q, tema: query.tema, stato: query.stato, sort: query.sort, ...pageWindow(query) };
}

/** The answer of a search: the page of rows found, as their reader sees them. */
export async function pageOf<Row, View>(
  query: { page: number; size: number },
  found: { items: Row[]; total: number },
  views: (rows: Row[]) => Promise<View[]>,
): Promise<Page<View>> {
  return { items: await views(found.items), total: found.total, page: query.page, size: query.size };
}

/** Themes (or sub-themes) by id and name; one no longer in the tree is left out. */
export function namedThemes(tree: ThemeTree, ids: number[]): { id: number; nome: string }[] {
  return ids.flatMap((id) => {
    const theme = tree.get(id);
    return theme ? [{ id, nome: theme.nome }] : [];
  });
}

/** The one theme of a request or a suggestion by id and name (null: none, or no longer in the tree). */
export function namedTheme(tree: ThemeTree, id: number | null): { id: number; nome: string } | null {
  const theme = id === null ? undefined : tree.get(id);
  return theme && id !== null ? { id, nome: theme.nome } : null;
}

/** A record the reader may see, or 404: nothing tells whether it exists. */
export async function findVisible<Row>(
  find: (id: number) => Promise<Row | undefined>,
  id: number,
  visible: (row: Row) => boolean,
  notFound: string,
): Promise<Row> {
  const row = await find(id);
  if (!row || !visible(row)) throw new NotFoundError(notFound);
  return row;
}

/**
 * Who sends a request or a suggestion: an organisation or a citizen, to the authority and the district of their
 * profile (403 with `refused` for anyone else).
 */
export function senderOf(viewer: Viewer, refused: string) {
  const profile = viewer.ente ?? viewer.cittadino;
  if (!profile) throw new ForbiddenError(refused);
  return {
    aziendaId: profile.aziendaId,
    distrettoRef: profile.distrettoRef,
    tipo: viewer.ente ? prosaRoles.ente : prosaRoles.cittadino,
  };
}

/** The theme a request or a suggestion names, when it names one, must exist (400 on `body.tematica`). */
export async function checkTheme(prosa: ProsaService, tematica: number | null, unknown: string) {
  if (tematica !== null && !(await prosa.themeTree()).has(tematica)) {
    throw fieldError('body.tematica', unknown);
  }
}

/** Queues the job that mails a change, in the write's transaction: the mail goes only if the write stays. */
export async function queueNotice(
  jobs: Pick<JobQueue, 'enqueue'> | undefined,
  notice: { kind: string; key: string; payload: Record<string, unknown> },
  tx: Db,
) {
  await jobs?.enqueue(
    { kind: notice.kind, key: `${notice.kind}:${notice.key}`, runAt: new Date(), payload: notice.payload },
    tx,
  );
}

/** The row of a project or a campaign, as its writes need it. */
interface ActivityRow {
  id: number;
  aziendaId: number;
  version: number;
  stato: string;
}

/** The writes of a project's or a campaign's table (`New`: the columns of a new row, `stato` among them). */
interface ActivityTable<Row extends ActivityRow, New extends { stato?: string }> {
  insert(values: New, tx: Db): Promise<Row>;
  update(id: number, version: number, values: Partial<New>, tx: Db): Promise<Row | undefined>;
}

/**
 * The writes projects and campaigns share, each in one transaction with its audit row: a new draft, changed fields
 * and a move to another state, the last two against the version the writer read.
 */
export function activityWrites<Row extends ActivityRow, New extends { stato?: string }>(
  db: Db,
  table: ActivityTable<Row, New>,
  audit: Audit,
) {
  return {
    draft(values: New, ctx: WriteContext): Promise<Row> {
      return inTransaction(db, async (tx) => {
        const created = await table.insert(values, tx);
        await audit(ctx, created.id, 'create', { azienda: created.aziendaId }, tx);
        return created;
      });
    },

    /** `before` runs first in the transaction (a campaign locks itself and counts its seats there). */
    edit(
      input: { id: number; version: number },
      values: Partial<New>,
      ctx: WriteContext,
      before?: (tx: Db) => Promise<void>,
    ): Promise<Row> {
      return inTransaction(db, async (tx) => {
        await before?.(tx);
        const updated = fresh(await table.update(input.id, input.version, values, tx));
        await audit(ctx, updated.id, 'update', { version: updated.version }, tx);
        return updated;
      });
    },

    /**
     * A move to another state: one the state table allows (409 otherwise), then one the writer may make
     * (`allowed`; 403 with `publishRole` otherwise), audited with where it came from.
     */
    async move(
      current: Row,
      input: { id: number; version: number; stato: string },
      rules: {
        states: { may(from: string, to: string): boolean };
        messages: { transition(from: string, to: string): string; publishRole: string };
        allowed: boolean;
      },
      ctx: WriteContext,
    ): Promise<Row> {
      requireMove(rules.states, current.stato, input.stato, rules.messages.transition);
      if (!rules.allowed) throw new ForbiddenError(rules.messages.publishRole);
      return inTransaction(db, async (tx) => {
        const moved = { stato: input.stato } as Partial<New>;
        const updated = fresh(await table.update(input.id, input.version, moved, tx));
        await audit(ctx, updated.id, 'stato', { da: current.stato, a: input.stato }, tx);
        return updated;
      });
    },
  };
}
