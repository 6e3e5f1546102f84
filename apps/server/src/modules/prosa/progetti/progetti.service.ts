import type { Page, Principal } from '@halo/contract';
import {
  type InterventoCreate,
  progettoMessages as m,
  type ProgettiQuery,
  type Progetto,
  type ProgettoCreate,
  type ProgettoUpdate,
  type StatoProgetto,
  statiProgetto,
} from '@halo/contract/prosa/progetti';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import {
  activityAccess,
  aziendeOf,
  createViewers,
  decides,
  inScope,
  organisationOf,
  partOf,
  type Viewer,
} from '../prosa.scope.ts';
import {
  type ActivityDeps,
  activityWrites,
  auditOf,
  fieldError,
  namedThemes,
  oneView,
  pageOf,
  searchFilter,
} from '../prosa.workflow.ts';
import { createProgettiRepository, type InterventoRow, type ProgettoRow } from './progetti.repository.ts';

export type ProgettiDeps = ActivityDeps;

type Row = Omit<ProgettoRow, 'ricerca'>;

const EDITABLE: string[] = ['bozza', 'revisione'];

/**
 * Pro.Sa.'s projects (docs/adr/0016): everyone whose `progetti` feature is on reads the published ones; staff
 * read, write and move through the workflow those of their scope — level ASL their authority's, DISTRETTO their
 * district's, DIPARTIMENTO their department's, PO and UO their own — and only a manager at that scope or
 * admin-prosa publishes. Outside the scope a project reads as not found.
 */
export function createProgettiService(deps: ProgettiDeps) {
  const repo = createProgettiRepository(deps.db);
  const viewers = createViewers(deps.db);
  const { requireFeature, featured, canWrite, readable, writable } = activityAccess({
    viewers,
    feature: 'progetti',
    published: 'pubblicato',
    find: (id) => repo.find(id),
    messages: m,
  });
  const viewerOf = viewers.of;
  const audit = auditOf(deps.audit, 'prosa.progetto');
  const writes = activityWrites(deps.db, repo, audit);

  /** A project the viewer may write, in a state whose fields (and sheets) still change (409 otherwise). */
  async function editable(id: number, viewer: Viewer): Promise<Row> {
    const current = await writable(id, viewer);
    if (!EDITABLE.includes(current.stato)) throw new ConflictError(m.notEditable);
    return current;
  }

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
          aslId: azienda.id,
          asl: azienda.codiceAsl,
          denominazioneAzienda: azienda.denominazioneAzienda,
          distretto: partOf(azienda.distretti, row.distrettoRef),
          dipartimento: partOf(azienda.dipartimenti, row.dipartimentoRef),
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
          modificabile: canWrite(viewer, row) && EDITABLE.includes(row.stato),
          version: row.version,
          aggiornato: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  const view = oneView(views, 'progetto');

  /** The columns of a project's fields, checked: themes, the organisation's parts, dates, the writer's scope. */
  async function columns(input: ProgettoCreate, viewer: Viewer, autore: string) {
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
    const azienda = await organisationOf(deps.prosa, input, m.partUnknown);
    const values = {
      titolo: input.titolo,
      sintesi: input.sintesi,
      obiettivi: input.obiettivi,
      aziendaId: azienda.id,
      distrettoRef: input.distrettoId,
      dipartimentoRef: input.dipartimentoId,
      tematiche: [...new Set(input.tematiche)],
      sottotematiche: [...new Set(input.sottotematiche)],
      destinatari: [...new Set(input.destinatari)],
      setting: [...new Set(input.setting)],
      dal: input.dal,
      al: input.al,
      partner: input.partner,
      link: input.link,
    };
    if (!inScope(viewer, { ...values, autore })) throw new ForbiddenError(m.outOfScope);
    return values;
  }

  return {
    async search(principal: Principal | null, query: ProgettiQuery): Promise<Page<Progetto>> {
      const viewer = await viewerOf(principal);
      if (principal) requireFeature(viewer);
      const found = await repo.search({
        scope: principal ? viewer : undefined,
        ...searchFilter(query),
        destinatario: query.destinatario,
        setting: query.setting,
        aziendaId: query.asl,
      });
      return pageOf(query, found, (rows) => views(rows, viewer));
    },

    async get(principal: Principal, id: number): Promise<Progetto> {
      const viewer = await featured(principal);
      return view(await readable(id, viewer), viewer);
    },

    async create(principal: Principal, input: ProgettoCreate, ctx: WriteContext): Promise<Progetto> {
      const viewer = await featured(principal);
      const values = await columns(input, viewer, principal.userId);
      return view(await writes.draft({ ...values, autore: principal.userId, stato: 'bozza' }, ctx), viewer);
    },

    async update(principal: Principal, input: ProgettoUpdate, ctx: WriteContext): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      const current = await editable(input.id, viewer);
      const values = await columns(input, viewer, current.autore);
      return view(await writes.edit(input, values, ctx), viewer);
    },

    async setStato(
      principal: Principal,
      input: { id: number; version: number; stato: StatoProgetto },
      ctx: WriteContext,
    ): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      const current = await writable(input.id, viewer);
      // Anyone in scope sends a draft to review; what follows is a manager's.
      const allowed = current.stato === 'bozza' || decides(viewer);
      return view(
        await writes.move(current, input, { states: statiProgetto, messages: m, allowed }, ctx),
        viewer,
      );
    },

    async addIntervento(
      principal: Principal,
      id: number,
      input: InterventoCreate,
      ctx: WriteContext,
    ): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      await editable(id, viewer);
      if (input.al !== null && input.al < input.dal) throw fieldError('body.al', m.dates);
      await inTransaction(deps.db, async (tx) => {
        const sheet = await repo.insertIntervento({ ...input, progettoId: id }, tx);
        await repo.touch(id, tx);
        await audit(ctx, id, 'intervento', { aggiunto: sheet.id }, tx);
      });
      return view(await readable(id, viewer), viewer);
    },

    async removeIntervento(principal: Principal, id: number, interventoId: number, ctx: WriteContext) {
      const viewer = await viewerOf(principal);
      await editable(id, viewer);
      await inTransaction(deps.db, async (tx) => {
        if (!(await repo.deleteIntervento(id, interventoId, tx))) throw new NotFoundError(m.notFound);
        await repo.touch(id, tx);
        await audit(ctx, id, 'intervento', { tolto: interventoId }, tx);
      });
      return view(await readable(id, viewer), viewer);
    },
  };
}

function sheetView(row: InterventoRow) {
  return {
    id: row.id,
    setting: row.setting,
    destinatari: row.destinatari,
    dal: row.dal,
    al: row.al,
    luogo: row.luogo,
    descrizione: row.descrizione,
  };
}

export type ProgettiService = ReturnType<typeof createProgettiService>;
