import type { Principal } from '@halo/contract';
import {
  type ConteggiRichieste,
  richiestaMessages as m,
  type Richiesta,
  type RichiestaCreate,
  type RichiestaUpdate,
  type RichiesteQuery,
  type StatoRichiesta,
  statiRichiesta,
} from '@halo/contract/prosa/richieste';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ForbiddenError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { auditOf } from '../../audit/audit.service.ts';
import type { EventsService } from '../../events/events.service.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { noticeMail } from '../prosa.mail.ts';
import { aziendeOf, featuresOf, inScope, partOf, type Viewer } from '../prosa.scope.ts';
import {
  fieldError,
  fresh,
  type MailingDeps,
  namedTheme,
  queueNotice,
  requireMove,
  searchFilter,
  submissions,
} from '../prosa.workflow.ts';
import {
  createRichiesteRepository,
  type RichiestaRow,
  type RichiesteReader,
  type StoriaRow,
} from './richieste.repository.ts';

export const REQUEST_NOTICE_JOB = 'prosa.richiesta-notifica';

/** Where Pro.Sa.'s events come from (CloudEvents `source`, docs/adr/0047): the application's path. */
const PROSA_SOURCE = '/prosa';

export interface RichiesteDeps extends MailingDeps {
  /** The outbox: each state a request takes is told to the subscriptions, in its transaction (docs/adr/0047). */
  events?: Pick<EventsService, 'emit'>;
}

/** A request as its scope sees it: its district, no department, the operator who took it in charge. */
const scoped = (row: RichiestaRow) => ({ ...row, dipartimentoRef: null, autore: row.assegnatario ?? '' });
const REQUESTER_MOVES: string[] = ['ritirata'];

/**
 * Pro.Sa.'s requests (docs/adr/0018). An organisation or a citizen sends one to the authority and district of their
 * profile and reads their own; staff with the `richieste` feature read those of their scope (their authority at
 * level ASL, their district at DISTRETTO, the ones they took in charge otherwise) and move them through the state
 * machine; the requester may withdraw a request nobody has taken yet. Each change is a history row, an audit row
 * and a mail (to the requester, or to the staff who handle new requests), sent by a job of the same transaction.
 */
export function createRichiesteService(deps: RichiesteDeps) {
  const repo = createRichiesteRepository(deps.db);
  const people = createProfilesRepository(deps.db);
  const isStaff = (viewer: Viewer) => viewer.admin || viewer.staff !== undefined;
  const audit = auditOf(deps.audit, 'prosa.richiesta');

  function visible(viewer: Viewer, row: RichiestaRow): boolean {
    return row.richiedente === viewer.subject || (isStaff(viewer) && inScope(viewer, scoped(row)));
  }

  /** The next states the viewer may take a request to. */
  function moves(viewer: Viewer, row: RichiestaRow): StatoRichiesta[] {
    return statiRichiesta
      .next(row.stato)
      .filter((stato) =>
        REQUESTER_MOVES.includes(stato)
          ? row.richiedente === viewer.subject
          : isStaff(viewer) && viewer.features.richieste && inScope(viewer, scoped(row)),
      );
  }

  /** People's names, each read once per answer (an organisation by its profile, a person by the identity). */
  function namesOf() {
    const read = new Map<string, Promise<string>>();
    return (subject: string, tipo?: string) => {
      let found = read.get(subject);
      if (!found) {
        found =
          tipo === 'ente'
            ? people.ente(subject).then((e) => e?.nome ?? '—')
            : deps.identity
                .getUser(subject)
                .then((u) => (u ? `${u.firstName} ${u.lastName}`.trim() || u.username : '—'));
        read.set(subject, found);
      }
      return found;
    };
  }

  async function views(rows: RichiestaRow[], viewer: Viewer): Promise<Richiesta[]> {
    const [tree, history] = await Promise.all([deps.prosa.themeTree(), repo.storiaOf(rows.map((r) => r.id))]);
    const aziendaOf = aziendeOf(deps.prosa);
    const nameOf = namesOf();
    return Promise.all(
      rows.map(async (row): Promise<Richiesta> => {
        const azienda = await aziendaOf(row.aziendaId);
        const steps = history.filter((h) => h.richiestaId === row.id);
        return {
          id: row.id,
          oggetto: row.oggetto,
          descrizione: row.descrizione,
          tematica: namedTheme(tree, row.tematica),
          destinatari: row.destinatari,
          setting: row.setting,
          dal: row.dal,
          al: row.al,
          aslId: azienda.id,
          denominazioneAzienda: azienda.denominazioneAzienda,
          distretto: partOf(azienda.distretti, row.distrettoRef),
          richiedente: {
            tipo: row.tipoRichiedente as 'ente' | 'cittadino',
            nome: await nameOf(row.richiedente, row.tipoRichiedente),
          },
          mia: row.richiedente === viewer.subject,
          stato: row.stato as StatoRichiesta,
          assegnatario: row.assegnatario ? await nameOf(row.assegnatario) : null,
          azioni: moves(viewer, row),
          storia: await Promise.all(
            steps.map(async (h) => ({
              stato: h.stato as StatoRichiesta,
              nota: h.nota,
              chi: await nameOf(h.autore, h.autore === row.richiedente ? row.tipoRichiedente : undefined),
              quando: h.at.toISOString(),
            })),
          ),
          inviata: row.createdAt.toISOString(),
          aggiornata: row.updatedAt.toISOString(),
          version: row.version,
        };
      }),
    );
  }

  /**
   * A history row with its audit row, its event and the job that mails it, in the write's transaction. `da` is the
   * state the request left (null when it is sent).
   */
  async function record(row: RichiestaRow, da: string | null, nota: string, ctx: WriteContext, tx: Db) {
    const stato = row.stato;
    const step = await repo.addStoria(
      { richiestaId: row.id, stato, nota, autore: ctx.actor?.userId ?? '' },
      tx,
    );
    await audit(ctx, row.id, stato === 'inviata' ? 'create' : 'stato', { stato }, tx);
    // The note is free text, and may name people: only a subscription granted personal data receives it.
    await deps.events?.emit(
      tx,
      {
        type: 'it.halo.prosa.request.state-changed',
        source: PROSA_SOURCE,
        subject: `richieste/${row.id}`,
        data: {
          richiesta: row.id,
          da,
          stato,
          azienda: row.aziendaId,
          distretto: row.distrettoRef,
          richiedente: row.tipoRichiedente,
        },
        ...(nota !== '' && { personal: { nota } }),
      },
      step.at,
    );
    await queueNotice(
      deps.jobs,
      { kind: REQUEST_NOTICE_JOB, key: `${step.id}`, payload: { storia: step.id } },
      tx,
    );
  }

  /** What a reader finds: a requester their own requests; staff also those of their scope (admins: all). */
  function visibleTo(viewer: Viewer, principal: Principal): RichiesteReader {
    return { subject: principal.userId, staff: isStaff(viewer) ? viewer : undefined };
  }

  /** Who a change is mailed to: the requester, or (when the requester moved it) the staff who handle it. */
  async function recipients(row: RichiestaRow, step: StoriaRow): Promise<string[]> {
    if (step.autore !== row.richiedente) return [row.richiedente];
    const staff = await people.listOperatori({ aziendaId: row.aziendaId });
    return staff
      .filter(
        (s) =>
          featuresOf(s.ruolo, s).richieste &&
          (s.livello === 'ASL' ||
            (s.livello === 'DISTRETTO' && row.distrettoRef !== null && s.rifDistretto === row.distrettoRef) ||
            s.subject === row.assegnatario),
      )
      .map((s) => s.subject);
  }

  const { featured, view, readable, operations } = submissions(deps, 'richieste', {
    repo,
    messages: m,
    refused: m.onlyRequesters,
    visible,
    views,
    search: (viewer, principal, query: RichiesteQuery) =>
      repo.search({ reader: visibleTo(viewer, principal), ...searchFilter(query) }),
    check(input: RichiestaCreate) {
      if (input.dal !== null && input.al !== null && input.al < input.dal) {
        throw fieldError('body.al', m.dates);
      }
    },
    columns: (input, requester) => ({
      ...input,
      destinatari: [...new Set(input.destinatari)],
      richiedente: requester.subject,
      tipoRichiedente: requester.tipo,
    }),
    recorded: (created, ctx, tx) => record(created, null, '', ctx, tx),
  });

  return {
    ...operations,

    async conteggi(
      principal: Principal,
      query: Pick<RichiesteQuery, 'q' | 'tema'>,
    ): Promise<ConteggiRichieste> {
      const viewer = await featured(principal);
      const counts = await repo.countByState({
        reader: visibleTo(viewer, principal),
        q: query.q,
        tema: query.tema,
      });
      return statiRichiesta.map(({ codice }) => ({ stato: codice, n: counts.get(codice) ?? 0 }));
    },

    async update(principal: Principal, input: RichiestaUpdate, ctx: WriteContext): Promise<Richiesta> {
      const viewer = await featured(principal);
      const current = await readable(viewer, input.id);
      requireMove(statiRichiesta, current.stato, input.stato, m.transition);
      if (!moves(viewer, current).includes(input.stato)) {
        throw new ForbiddenError(REQUESTER_MOVES.includes(input.stato) ? m.onlyRequester : m.onlyStaff);
      }
      if (input.stato === 'rifiutata' && input.nota === '') throw fieldError('body.nota', m.reason);
      const row = await inTransaction(deps.db, async (tx) => {
        const changes = {
          stato: input.stato,
          ...(input.stato === 'presa_in_carico' ? { assegnatario: principal.userId } : {}),
        };
        const updated = fresh(await repo.update(input.id, input.version, changes, tx));
        await record(updated, current.stato, input.nota, ctx, tx);
        return updated;
      });
      return view(row, viewer);
    },

    /** The job of a history row: the mail of the change, to whom it concerns (nothing personal in a log). */
    async notify(payload: Record<string, unknown>): Promise<void> {
      const step = await repo.storia(Number(payload.storia));
      const row = step ? await repo.find(step.richiestaId) : undefined;
      if (!step || !row) return;
      const stato = statiRichiesta.find((s) => s.codice === step.stato)?.descrizione ?? step.stato;
      const link = `${deps.publicUrl}/prosa/richieste?id=${row.id}`;
      for (const subject of await recipients(row, step)) {
        const user = await deps.identity.getUser(subject);
        if (!user?.email) continue;
        const lines = [
          `la richiesta «${row.oggetto}» è ora: ${stato}.`,
          ...(step.nota ? [`Nota: ${step.nota}`] : []),
        ];
        await deps.mailer.send(
          noticeMail({
            to: user.email,
            nome: user.firstName,
            subject: `Pro.Sa.: richiesta ${stato.toLowerCase()}`,
            lines,
            link,
            linkLabel: 'Apri la richiesta',
            kind: 'prosa-richiesta',
          }),
        );
      }
    },
  };
}

export type RichiesteService = ReturnType<typeof createRichiesteService>;
