import type { Principal } from '@halo/contract';
import { prosaRoles } from '@halo/contract/prosa';
import {
  suggerimentoMessages as m,
  type Risposta,
  type SuggerimentiQuery,
  type Suggerimento,
  type SuggerimentoCreate,
} from '@halo/contract/prosa/suggerimenti';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, ForbiddenError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { auditOf } from '../../audit/audit.service.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { noticeMail } from '../prosa.mail.ts';
import { aziendeOf, inScope, type Viewer } from '../prosa.scope.ts';
import {
  fresh,
  type MailingDeps,
  namedTheme,
  queueNotice,
  searchFilter,
  submissions,
} from '../prosa.workflow.ts';
import { createSuggerimentiRepository, type SuggerimentoRow as Row } from './suggerimenti.repository.ts';

export const ANSWER_NOTICE_JOB = 'prosa.suggerimento-risposta';

export type SuggerimentiDeps = MailingDeps;

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
  const audit = auditOf(deps.audit, 'prosa.suggerimento');
  const answers = (viewer: Viewer, row: Row) =>
    viewer.features.suggerimenti &&
    (viewer.admin || viewer.staff !== undefined) &&
    inScope(viewer, scoped(row));

  async function views(rows: Row[], viewer: Viewer): Promise<Suggerimento[]> {
    const tree = await deps.prosa.themeTree();
    const aziendaOf = aziendeOf(deps.prosa);
    return Promise.all(
      rows.map(async (row): Promise<Suggerimento> => {
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
          tematica: namedTheme(tree, row.tematica),
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

  const { featured, view, readable, operations } = submissions(deps, 'suggerimenti', {
    repo,
    messages: m,
    refused: m.onlyProposers,
    visible: (viewer, row) => isPublic(row) || row.autore === viewer.subject || answers(viewer, row),
    views,
    search: (viewer, principal, query: SuggerimentiQuery) =>
      repo.search({
        subject: principal.userId,
        mie: query.mie,
        staff: viewer.features.suggerimenti && (viewer.admin || viewer.staff) ? viewer : undefined,
        ...searchFilter(query),
      }),
    columns: (input: SuggerimentoCreate, proposer) => ({
      ...input,
      autore: proposer.subject,
      tipoAutore: proposer.tipo,
    }),
    recorded: (created, ctx, tx) => audit(ctx, created.id, 'create', {}, tx),
  });

  return {
    ...operations,

    async rispondi(principal: Principal, input: Risposta, ctx: WriteContext): Promise<Suggerimento> {
      const viewer = await featured(principal);
      const current = await readable(viewer, input.id);
      if (!answers(viewer, current)) throw new ForbiddenError(m.onlyStaff);
      if (input.pubblica && !current.pubblicabile) throw new ConflictError(m.notPublishable);
      const row = await inTransaction(db, async (tx) => {
        const answer = {
          risposta: input.risposta,
          rispostaPubblica: input.pubblica,
          rispostoDa: principal.userId,
        };
        const updated = fresh(await repo.rispondi(input.id, input.version, answer, tx));
        await audit(ctx, updated.id, 'risposta', { pubblica: input.pubblica }, tx);
        await queueNotice(
          deps.jobs,
          {
            kind: ANSWER_NOTICE_JOB,
            key: `${updated.id}:${updated.version}`,
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
