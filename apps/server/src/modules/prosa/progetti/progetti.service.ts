import type { Principal } from '@halo/contract';
import {
  type InterventoCreate,
  progettoMessages as m,
  type ProgettiQuery,
  type Progetto,
  type ProgettoCreate,
  type StatoProgetto,
  statiProgetto,
} from '@halo/contract/prosa/progetti';
import { inTransaction } from '../../../db/transaction.ts';
import { NotFoundError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { pick } from '../../../objects.ts';
import { aziendeOf, decides, organisationView, type Viewer } from '../prosa.scope.ts';
import { type ActivityDeps, activityService, fieldError, namedThemes } from '../prosa.workflow.ts';
import { createProgettiRepository, type InterventoRow, type ProgettoRow } from './progetti.repository.ts';

export type ProgettiDeps = ActivityDeps;

type Row = Omit<ProgettoRow, 'ricerca'>;

/**
 * Pro.Sa.'s projects (docs/adr/0016): everyone whose `progetti` feature is on reads the published ones; staff
 * read, write and move through the workflow those of their scope — level ASL their authority's, DISTRETTO their
 * district's, DIPARTIMENTO their department's, PO and UO their own — and only a manager at that scope or
 * admin-prosa publishes. Outside the scope a project reads as not found.
 */
export function createProgettiService(deps: ProgettiDeps) {
  const repo = createProgettiRepository(deps.db);
  const kind = activityService(deps, 'progetti', { repo, states: statiProgetto, messages: m });

  async function views(rows: Row[], viewer: Viewer): Promise<Progetto[]> {
    const [themes, sheets] = await Promise.all([
      deps.prosa.themeTree(),
      repo.interventiOf(rows.map((r) => r.id)),
    ]);
    const aziendaOf = aziendeOf(deps.prosa);
    return Promise.all(
      rows.map(async (row): Promise<Progetto> => {
        const azienda = await aziendaOf(row.aziendaId);
        return {
          id: row.id,
          titolo: row.titolo,
          sintesi: row.sintesi,
          obiettivi: row.obiettivi,
          ...organisationView(azienda, row),
          tematiche: namedThemes(themes, row.tematiche),
          sottotematiche: namedThemes(themes, row.sottotematiche),
          destinatari: row.destinatari,
          setting: row.setting,
          dal: row.dal,
          al: row.al,
          partner: row.partner,
          link: row.link,
          stato: row.stato as StatoProgetto,
          interventi: sheets.filter((s) => s.progettoId === row.id).map(sheetView),
          modificabile: kind.modificabile(viewer, row),
          version: row.version,
          aggiornato: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  /** The columns of a project's own fields, checked: dates, themes and sub-themes. */
  async function columns(input: ProgettoCreate) {
    if (input.al !== null && input.al < input.dal) throw fieldError('body.al', m.dates);
    const themes = await deps.prosa.themeTree();
    input.tematiche.forEach((id, i) => {
      if (themes.get(id)?.padreId !== null) throw fieldError(`body.tematiche.${i}`, m.themeUnknown);
    });
    input.sottotematiche.forEach((id, i) => {
      const parent = themes.get(id)?.padreId;
      if (parent === undefined || parent === null || !input.tematiche.includes(parent)) {
        throw fieldError(`body.sottotematiche.${i}`, m.subthemeParent);
      }
    });
    return {
      titolo: input.titolo,
      sintesi: input.sintesi,
      obiettivi: input.obiettivi,
      tematiche: [...new Set(input.tematiche)],
      sottotematiche: [...new Set(input.sottotematiche)],
      destinatari: [...new Set(input.destinatari)],
      setting: [...new Set(input.setting)],
      dal: input.dal,
      al: input.al,
      partner: input.partner,
      link: input.link,
    };
  }

  const { view, ...operations } = kind.operations({
    views,
    columns,
    filter: (query: ProgettiQuery) => ({ destinatario: query.destinatario, setting: query.setting }),
    // Anyone in scope sends a draft to review; what follows is a manager's.
    mayMove: (viewer, current) => current.stato === 'bozza' || decides(viewer),
  });

  return {
    ...operations,

    async addIntervento(
      principal: Principal,
      id: number,
      input: InterventoCreate,
      ctx: WriteContext,
    ): Promise<Progetto> {
      const viewer = await kind.viewers.of(principal);
      await kind.editable(id, viewer);
      if (input.al !== null && input.al < input.dal) throw fieldError('body.al', m.dates);
      await inTransaction(deps.db, async (tx) => {
        const sheet = await repo.insertIntervento({ ...input, progettoId: id }, tx);
        await repo.touch(id, tx);
        await kind.audit(ctx, id, 'intervento', { aggiunto: sheet.id }, tx);
      });
      return view(await kind.readable(id, viewer), viewer);
    },

    async removeIntervento(principal: Principal, id: number, interventoId: number, ctx: WriteContext) {
      const viewer = await kind.viewers.of(principal);
      await kind.editable(id, viewer);
      await inTransaction(deps.db, async (tx) => {
        if (!(await repo.deleteIntervento(id, interventoId, tx))) throw new NotFoundError(m.notFound);
        await repo.touch(id, tx);
        await kind.audit(ctx, id, 'intervento', { tolto: interventoId }, tx);
      });
      return view(await kind.readable(id, viewer), viewer);
    },
  };
}

function sheetView(row: InterventoRow) {
  return pick(row, ['id', 'setting', 'destinatari', 'dal', 'al', 'luogo', 'descrizione']);
}

export type ProgettiService = ReturnType<typeof createProgettiService>;
