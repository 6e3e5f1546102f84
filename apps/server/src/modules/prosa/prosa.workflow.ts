import type { Page, Principal } from '@halo/contract';
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
import { pageOf, pageWindow, type WriteContext } from '../../http/write-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type AuditLog, auditOf } from '../audit/audit.service.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { ThemeTree } from './progetti/progetti.repository.ts';
import { ACTIVITIES, type ActivityFeature, SUBMISSIONS } from './prosa.activities.ts';
import type { ActivityFilter } from './prosa.scope.repository.ts';
import {
  activityAccess,
  createViewers,
  inScope,
  organisationOf,
  type ScopedRow,
  type Viewer,
} from './prosa.scope.ts';
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

/** The page a search asks for. */
type PageQuery = { page: number; size: number };

/** The answer of a search: the page of rows found, as their reader sees them. */
export async function viewsPage<Row, View>(
  query: PageQuery,
  found: { items: Row[]; total: number },
  views: (rows: Row[]) => Promise<View[]>,
): Promise<Page<View>> {
  return pageOf(query, await views(found.items), found.total);
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
 * Who sends a request or a suggestion: an organisation or a citizen (`tipo`), to the authority and the district of
 * their profile (403 with `refused` for anyone else).
 */
function senderOf(viewer: Viewer, refused: string) {
  const profile = viewer.ente ?? viewer.cittadino;
  if (!profile) throw new ForbiddenError(refused);
  return {
    territory: { aziendaId: profile.aziendaId, distrettoRef: profile.distrettoRef },
    tipo: viewer.ente ? prosaRoles.ente : prosaRoles.cittadino,
  };
}

/** The theme a request or a suggestion names, when it names one, must exist (400 on `body.tematica`). */
async function checkTheme(prosa: ProsaService, tematica: number | null, unknown: string) {
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

/** Who sends a request or a suggestion (senderOf's), and their subject. */
type Sender = ReturnType<typeof senderOf> & { subject: string };

/**
 * What requests and suggestions do alike (docs/adr/0018, 0019): an organisation or a citizen sends one to their
 * authority, on a theme or none; whoever has the feature on searches and reads those they may see (`visible`; 404
 * otherwise). `check` tests a new one's own fields (400) before its theme; `columns` are a new one's but for the
 * sender's territory; `recorded` audits it, in the transaction that inserts it.
 */
export function submissions<
  Row,
  View,
  Input extends { tematica: number | null },
  Query extends PageQuery,
  New,
>(
  deps: ActivityDeps,
  feature: keyof typeof SUBMISSIONS,
  spec: {
    repo: { find(id: number): Promise<Row | undefined>; insert(values: New, tx: Db): Promise<Row> };
    messages: { featureOff: string; notFound: string; themeUnknown: string };
    /** The 403 of a sender who is neither an organisation nor a citizen. */
    refused: string;
    visible(viewer: Viewer, row: Row): boolean;
    views(rows: Row[], viewer: Viewer): Promise<View[]>;
    search(viewer: Viewer, principal: Principal, query: Query): Promise<{ items: Row[]; total: number }>;
    check?(input: Input): void;
    columns(input: Input, sender: Sender): Omit<New, keyof Sender['territory']>;
    recorded(row: Row, ctx: WriteContext, tx: Db): Promise<void>;
  },
) {
  const viewers = createViewers(deps.db);
  const featured = (principal: Principal) =>
    viewers.withFeature(principal, feature, spec.messages.featureOff);
  const view = oneView(spec.views, SUBMISSIONS[feature]);
  /** One the viewer may read (404 otherwise). */
  const readable = (viewer: Viewer, id: number) =>
    findVisible(spec.repo.find, id, (row) => spec.visible(viewer, row), spec.messages.notFound);

  return {
    featured,
    view,
    readable,
    operations: {
      async search(principal: Principal, query: Query): Promise<Page<View>> {
        const viewer = await featured(principal);
        const found = await spec.search(viewer, principal, query);
        return viewsPage(query, found, (rows) => spec.views(rows, viewer));
      },

      async get(principal: Principal, id: number): Promise<View> {
        const viewer = await featured(principal);
        return view(await readable(viewer, id), viewer);
      },

      async create(principal: Principal, input: Input, ctx: WriteContext): Promise<View> {
        const viewer = await featured(principal);
        const sender = { ...senderOf(viewer, spec.refused), subject: principal.userId };
        spec.check?.(input);
        await checkTheme(deps.prosa, input.tematica, spec.messages.themeUnknown);
        const row = await inTransaction(deps.db, async (tx) => {
          const values = { ...spec.columns(input, sender), ...sender.territory } as New;
          const created = await spec.repo.insert(values, tx);
          await spec.recorded(created, ctx, tx);
          return created;
        });
        return view(row, viewer);
      },
    },
  };
}

/** The row of a project or a campaign, as the operations they share read it. */
interface ActivityRow extends ScopedRow {
  id: number;
  version: number;
  stato: string;
}

/** The table of a project's or a campaign's rows (`New`: the columns of a new row). */
interface ActivityRepository<Row, New, Filter> {
  find(id: number): Promise<Row | undefined>;
  search(filter: Filter): Promise<{ items: Row[]; total: number }>;
  insert(values: New, tx: Db): Promise<Row>;
  update(id: number, version: number, values: Partial<New>, tx: Db): Promise<Row | undefined>;
}

/** The organisation an activity's fields name: the authority, and one of its districts and departments. */
interface OrganisationInput {
  aslId: number;
  distrettoId: number | null;
  dipartimentoId: number | null;
}

/** The columns of a new project or campaign that the shared operations set: its organisation, author and state. */
type DraftKeys = 'aziendaId' | 'distrettoRef' | 'dipartimentoRef' | 'autore' | 'stato';

/** What a reader searches projects and campaigns by alike: an authority besides searchFilter's. */
type ActivityQuery = Parameters<typeof searchFilter>[0] & { asl?: number };

/**
 * One kind of activity, projects or campaigns, besides what ACTIVITIES tells of it (its name in the audit log,
 * `prosa.<name>`, its published state and the states whose fields still change): its table, states table and
 * messages.
 */
interface ActivityKind<Row, New, Filter> {
  repo: ActivityRepository<Row, New, Filter>;
  states: { may(from: string, to: string): boolean };
  messages: {
    notFound: string;
    featureOff: string;
    notEditable: string;
    outOfScope: string;
    partUnknown: string;
    publishRole: string;
    transition(from: string, to: string): string;
  };
}

/**
 * What projects and campaigns do alike (docs/adr/0016, 0017): who reads and writes them, and their operations —
 * a search, one by id, a new draft, changed fields and a move to another state, the last two against the version
 * the writer read, each write in one transaction with its audit row.
 */
export function activityService<
  Row extends ActivityRow,
  New extends { stato?: string },
  Filter extends ActivityFilter,
>(deps: ActivityDeps, feature: ActivityFeature, kind: ActivityKind<Row, New, Filter>) {
  const { repo, messages: m } = kind;
  const { name, published } = ACTIVITIES[feature];
  const editableStates: readonly string[] = ACTIVITIES[feature].editable;
  const viewers = createViewers(deps.db);
  const access = activityAccess({ viewers, feature, published, find: (id) => repo.find(id), messages: m });
  const audit = auditOf(deps.audit, `prosa.${name}`);

  /** Whether the viewer may change the row's fields now (its view's `modificabile`). */
  const modificabile = (viewer: Viewer, row: Row) =>
    access.canWrite(viewer, row) && editableStates.includes(row.stato);

  /** A row the viewer may write, in a state whose fields still change (409 otherwise). */
  async function editable(id: number, viewer: Viewer): Promise<Row> {
    const current = await access.writable(id, viewer);
    if (!editableStates.includes(current.stato)) throw new ConflictError(m.notEditable);
    return current;
  }

  return {
    ...access,
    viewers,
    audit,
    modificabile,
    editable,

    /**
     * The operations, once the kind's views are known and how its fields become columns (`columns`: checked, 400
     * on a field otherwise; the organisation's are added and checked here, then the writer's scope, 403).
     * `filter`: what the kind's search adds; `mayMove`: whether the viewer may make a move the states table allows
     * (403 otherwise); `beforeEdit` runs first in an edit's transaction.
     */
    operations<
      View,
      Create extends OrganisationInput,
      Query extends ActivityQuery,
      Values extends Omit<New, DraftKeys>,
    >(spec: {
      views(rows: Row[], viewer: Viewer): Promise<View[]>;
      columns(input: Create): Promise<Values>;
      filter(query: Query): Omit<Filter, keyof ActivityFilter>;
      mayMove(viewer: Viewer, current: Row): boolean;
      beforeEdit?(id: number, values: Values, tx: Db): Promise<void>;
    }) {
      const view = oneView(spec.views, name);

      async function checked(input: Create, viewer: Viewer, autore: string) {
        const own = await spec.columns(input);
        const azienda = await organisationOf(deps.prosa, input, m.partUnknown);
        const values = {
          ...own,
          aziendaId: azienda.id,
          distrettoRef: input.distrettoId,
          dipartimentoRef: input.dipartimentoId,
        };
        if (!inScope(viewer, { ...values, autore })) throw new ForbiddenError(m.outOfScope);
        return values;
      }

      return {
        view,

        async search(principal: Principal | null, query: Query): Promise<Page<View>> {
          const viewer = await viewers.of(principal);
          if (principal) access.requireFeature(viewer);
          const filter = {
            scope: principal ? viewer : undefined,
            ...searchFilter(query),
            aziendaId: query.asl,
          };
          const found = await repo.search({ ...filter, ...spec.filter(query) } as Filter);
          return viewsPage(query, found, (rows) => spec.views(rows, viewer));
        },

        async get(principal: Principal, id: number): Promise<View> {
          const viewer = await access.featured(principal);
          return view(await access.readable(id, viewer), viewer);
        },

        async create(principal: Principal, input: Create, ctx: WriteContext): Promise<View> {
          const viewer = await access.featured(principal);
          const values = await checked(input, viewer, principal.userId);
          // What `columns` answers is checked against the table's columns but for these (`Values`).
          const draft = { ...values, autore: principal.userId, stato: 'bozza' } as unknown as New;
          const row = await inTransaction(deps.db, async (tx) => {
            const created = await repo.insert(draft, tx);
            await audit(ctx, created.id, 'create', { azienda: created.aziendaId }, tx);
            return created;
          });
          return view(row, viewer);
        },

        async update(
          principal: Principal,
          input: Create & { id: number; version: number },
          ctx: WriteContext,
        ): Promise<View> {
          const viewer = await viewers.of(principal);
          const current = await editable(input.id, viewer);
          const values = await checked(input, viewer, current.autore);
          const row = await inTransaction(deps.db, async (tx) => {
            await spec.beforeEdit?.(input.id, values, tx);
            const updated = fresh(
              await repo.update(input.id, input.version, values as unknown as Partial<New>, tx),
            );
            await audit(ctx, updated.id, 'update', { version: updated.version }, tx);
            return updated;
          });
          return view(row, viewer);
        },

        async setStato(
          principal: Principal,
          input: { id: number; version: number; stato: string },
          ctx: WriteContext,
        ): Promise<View> {
          const viewer = await viewers.of(principal);
          const current = await access.writable(input.id, viewer);
          requireMove(kind.states, current.stato, input.stato, m.transition);
          if (!spec.mayMove(viewer, current)) throw new ForbiddenError(m.publishRole);
          const row = await inTransaction(deps.db, async (tx) => {
            const moved = { stato: input.stato } as Partial<New>;
            const updated = fresh(await repo.update(input.id, input.version, moved, tx));
            await audit(ctx, updated.id, 'stato', { da: current.stato, a: input.stato }, tx);
            return updated;
          });
          return view(row, viewer);
        },
      };
    },
  };
}
