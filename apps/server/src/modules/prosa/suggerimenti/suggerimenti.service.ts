import type { Page, Principal } from '@halo/contract';
import { prosaRoles } from '@halo/contract/prosa';
import {
  suggerimentoMessages as m,
  type Risposta,
  type SuggerimentiQuery,
  type Suggerimento,
  type SuggerimentoCreate,
} from '@halo/contract/prosa/suggerimenti';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { inTransaction } from '../../../db/transaction.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  StaleVersionError,
  ValidationError,
} from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import type { IdentityAdmin } from '../../authorization/identity/identity.port.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { noticeMail } from '../prosa.mail.ts';
import { aziendeOf, createViewers, inScope, requireFeature, type Viewer } from '../prosa.scope.ts';
import type { ProsaService } from '../prosa.service.ts';
import { createSuggerimentiRepository, type SuggerimentoRow as Row } from './suggerimenti.repository.ts';

export const ANSWER_NOTICE_JOB = 'prosa.suggerimento-risposta';

export interface SuggerimentiDeps {
  db: Db;
  audit: AuditLog;
  prosa: ProsaService;
  identity: Pick<IdentityAdmin, 'getUser'>;
  mailer: Pick<Mailer, 'send'>;
  jobs?: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
}

/** A suggestion as its scope sees it: its district, no department, the operator who answered it. */
const scoped = (row: Row) => ({ ...row, dipartimentoRef: null, autore: row.rispostoDa ?? '' });
/** What everyone with the feature reads: answered publicly, with the proposer's consent. */
const isPublic = (row: Row) => row.rispostaPubblica && row.pubblicabile && row.risposta !== null;

/**
 * Pro.Sa.'s suggestions (docs/adr/0019). A citizen or an organisation sends one to their authority; staff with the
 * `suggerimenti` feature read those of their scope and answer, publicly (with the proposer's consent) or privately;
 * everyone with the feature reads the ones answered publicly, and their own. The answer is mailed to the proposer.
 */
export function createSuggerimentiService(deps: SuggerimentiDeps) {
  const db = deps.db;
  const repo = createSuggerimentiRepository(db);
  const people = createProfilesRepository(db);
  const viewers = createViewers(db);
  const featureOn = (viewer: Viewer) => requireFeature(viewer, 'suggerimenti', m.featureOff);
  const answers = (viewer: Viewer, row: Row) =>
    viewer.features.suggerimenti &&
    (viewer.admin || viewer.staff !== undefined) &&
    inScope(viewer, scoped(row));
  const readable = (viewer: Viewer, row: Row) =>
    isPublic(row) || row.autore === viewer.subject || answers(viewer, row);

  async function views(rows: Row[], viewer: Viewer): Promise<Suggerimento[]> {
    const tree = await deps.prosa.themeTree();
    const aziendaOf = aziendeOf(deps.prosa);
    return Promise.all(
      rows.map(async (row): Promise<Suggerimento> => {
        const theme = row.tematica === null ? undefined : tree.get(row.tematica);
        const manages = answers(viewer, row);
        let autore: string | null = null;
        if (row.tipoAutore === prosaRoles.ente) autore = (await people.ente(row.autore))?.nome ?? null;
        else if (manages) {
          const user = await deps.identity.getUser(row.autore);
          autore = user ? `${user.firstName} ${user.lastName}`.trim() : null;
        }
        const mine = row.autore === viewer.subject;
        // A private answer is the proposer's (and the staff's) only.
        const showsAnswer = row.rispostaPubblica || mine || manages;
        return {
          id: row.id,
          titolo: row.titolo,
          testo: row.testo,
          tematica: theme && row.tematica !== null ? { id: row.tematica, nome: theme.nome } : null,
          aslId: row.aziendaId,
          denominazioneAzienda: (await aziendaOf(row.aziendaId)).denominazioneAzienda,
          autore,
          mio: mine,
          pubblicabile: row.pubblicabile,
          stato: row.risposta === null ? 'inviato' : 'risposto',
          risposta: showsAnswer ? row.risposta : null,
          rispostaPubblica: row.rispostaPubblica,
          rispostoIl: showsAnswer ? (row.rispostoIl?.toISOString() ?? null) : null,
          inviato: row.createdAt.toISOString(),
          rispondibile: manages,
          version: row.version,
        };
      }),
    );
  }

  async function view(row: Row, viewer: Viewer): Promise<Suggerimento> {
    const [one] = await views([row], viewer);
    return required(one, 'suggerimento');
  }

  return {
    async search(principal: Principal, query: SuggerimentiQuery): Promise<Page<Suggerimento>> {
      const viewer = await viewers.of(principal);
      featureOn(viewer);
      const { items, total } = await repo.search({
        subject: principal.userId,
        mie: query.mie,
        staff: viewer.features.suggerimenti && (viewer.admin || viewer.staff) ? viewer : undefined,
        q: query.q,
        tema: query.tema,
        stato: query.stato,
        sort: query.sort,
        offset: (query.page - 1) * query.size,
        limit: query.size,
      });
      return { items: await views(items, viewer), total, page: query.page, size: query.size };
    },

    async get(principal: Principal, id: number): Promise<Suggerimento> {
      const viewer = await viewers.of(principal);
      featureOn(viewer);
      const row = await repo.find(id);
      if (!row || !readable(viewer, row)) throw new NotFoundError(m.notFound);
      return view(row, viewer);
    },

    async create(principal: Principal, input: SuggerimentoCreate, ctx: WriteContext): Promise<Suggerimento> {
      const viewer = await viewers.of(principal);
      featureOn(viewer);
      const proposer = viewer.ente ?? viewer.cittadino;
      if (!proposer) throw new ForbiddenError(m.onlyProposers);
      if (input.tematica !== null && !(await deps.prosa.themeTree()).has(input.tematica)) {
        throw new ValidationError([{ path: 'body.tematica', message: m.themeUnknown }], m.themeUnknown);
      }
      const row = await inTransaction(db, async (tx) => {
        const created = await repo.insert(
          {
            ...input,
            aziendaId: proposer.aziendaId,
            distrettoRef: proposer.distrettoRef,
            autore: principal.userId,
            tipoAutore: viewer.ente ? prosaRoles.ente : prosaRoles.cittadino,
          },
          tx,
        );
        await deps.audit.recordWrite(
          ctx,
          { entity: 'prosa.suggerimento', entityId: created.id, action: 'create', details: {} },
          tx,
        );
        return created;
      });
      return view(row, viewer);
    },

    async rispondi(principal: Principal, input: Risposta, ctx: WriteContext): Promise<Suggerimento> {
      const viewer = await viewers.of(principal);
      featureOn(viewer);
      const current = await repo.find(input.id);
      if (!current || !readable(viewer, current)) throw new NotFoundError(m.notFound);
      if (!answers(viewer, current)) throw new ForbiddenError(m.onlyStaff);
      if (input.pubblica && !current.pubblicabile) throw new ConflictError(m.notPublishable);
      const row = await inTransaction(db, async (tx) => {
        const updated = await repo.rispondi(
          input.id,
          input.version,
          { risposta: input.risposta, rispostaPubblica: input.pubblica, rispostoDa: principal.userId },
          tx,
        );
        if (!updated) throw new StaleVersionError();
        await deps.audit.recordWrite(
          ctx,
          {
            entity: 'prosa.suggerimento',
            entityId: updated.id,
            action: 'risposta',
            details: { pubblica: input.pubblica },
          },
          tx,
        );
        await deps.jobs?.enqueue(
          {
            kind: ANSWER_NOTICE_JOB,
            key: `${ANSWER_NOTICE_JOB}:${updated.id}:${updated.version}`,
            runAt: new Date(),
            payload: { suggerimento: updated.id, version: updated.version },
          },
          tx,
        );
        return updated;
      });
      return view(row, viewer);
    },

    /** The job of an answer: mailed to the proposer (the latest answer only, if it was corrected meanwhile). */
    async notify(payload: Record<string, unknown>): Promise<void> {
      const row = await repo.find(Number(payload.suggerimento));
      if (!row || row.version !== Number(payload.version) || row.risposta === null) return;
      const user = await deps.identity.getUser(row.autore);
      if (!user?.email) return;
      await deps.mailer.send(
        noticeMail({
          to: user.email,
          nome: user.firstName,
          subject: 'Pro.Sa.: risposta al tuo suggerimento',
          lines: [`al tuo suggerimento «${row.titolo}» l'azienda sanitaria ha risposto:`, row.risposta],
          link: `${deps.publicUrl}/prosa/suggerimenti?id=${row.id}`,
          linkLabel: 'Apri il suggerimento',
          kind: 'prosa-suggerimento',
        }),
      );
    },
  };
}

export type SuggerimentiService = ReturnType<typeof createSuggerimentiService>;
