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
import type { AuditLog } from '../../audit/audit.service.ts';
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
import type { ProsaService } from '../prosa.service.ts';
import { createProgettiRepository, type InterventoRow, type ProgettoRow } from './progetti.repository.ts';

export interface ProgettiDeps {
  db: Db;
  audit: AuditLog;
  prosa: ProsaService;
}

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
  const { requireFeature, canWrite, readable, writable } = activityAccess({
    feature: 'progetti',
    published: 'pubblicato',
    find: (id) => repo.find(id),
    messages: m,
  });
  const viewerOf = viewers.of;

  async function views(rows: Row[], viewer: Viewer): Promise<Progetto[]> {
    const [themes, sheets] = await Promise.all([
      deps.prosa.themeTree(),
      repo.interventiOf(rows.map((r) => r.id)),
    ]);
    const aziendaOf = aziendeOf(deps.prosa);
    const named = (ids: number[]) =>
      ids.flatMap((id) => {
        const theme = themes.get(id);
        return theme ? [{ id, nome: theme.nome }] : [];
      });
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
          tematiche: named(row.tematiche),
          sottotematiche: named(row.sottotematiche),
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

  async function view(row: Row, viewer: Viewer): Promise<Progetto> {
    const [one] = await views([row], viewer);
    return required(one, 'progetto');
  }

  /** The columns of a project's fields, checked: themes, the organisation's parts, dates, the writer's scope. */
  async function columns(input: ProgettoCreate, viewer: Viewer, autore: string) {
    const invalid = (path: string, message: string) => new ValidationError([{ path, message }], message);
    if (input.al !== null && input.al < input.dal) throw invalid('body.al', m.dates);
    const themes = await deps.prosa.themeTree();
    input.tematiche.forEach((id, i) => {
      if (themes.get(id)?.padreId !== null) throw invalid(`body.tematiche.${i}`, m.themeUnknown);
    });
    input.sottotematiche.forEach((id, i) => {
      const parent = themes.get(id)?.padreId;
      if (parent === undefined || parent === null || !input.tematiche.includes(parent)) {
        throw invalid(`body.sottotematiche.${i}`, m.subthemeParent);
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

  async function audit(
    ctx: WriteContext,
    id: number,
    action: string,
    details: Record<string, unknown>,
    tx: Db,
  ) {
    await deps.audit.recordWrite(ctx, { entity: 'prosa.progetto', entityId: id, action, details }, tx);
  }

  return {
    async search(principal: Principal | null, query: ProgettiQuery): Promise<Page<Progetto>> {
      const viewer = await viewerOf(principal);
      if (principal) requireFeature(viewer);
      const { items, total } = await repo.search({
        scope: principal ? viewer : undefined,
        q: query.q,
        tema: query.tema,
        destinatario: query.destinatario,
        setting: query.setting,
        aziendaId: query.asl,
        stato: query.stato,
        sort: query.sort,
        offset: (query.page - 1) * query.size,
        limit: query.size,
      });
      return { items: await views(items, viewer), total, page: query.page, size: query.size };
    },

    async get(principal: Principal, id: number): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      requireFeature(viewer);
      return view(await readable(id, viewer), viewer);
    },

    async create(principal: Principal, input: ProgettoCreate, ctx: WriteContext): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      requireFeature(viewer);
      const values = await columns(input, viewer, principal.userId);
      const row = await inTransaction(deps.db, async (tx) => {
        const created = await repo.insert({ ...values, autore: principal.userId, stato: 'bozza' }, tx);
        await audit(ctx, created.id, 'create', { azienda: created.aziendaId }, tx);
        return created;
      });
      return view(row, viewer);
    },

    async update(principal: Principal, input: ProgettoUpdate, ctx: WriteContext): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      const current = await writable(input.id, viewer);
      if (!EDITABLE.includes(current.stato)) throw new ConflictError(m.notEditable);
      const values = await columns(input, viewer, current.autore);
      const row = await inTransaction(deps.db, async (tx) => {
        const updated = await repo.update(input.id, input.version, values, tx);
        if (!updated) throw new StaleVersionError();
        await audit(ctx, updated.id, 'update', { version: updated.version }, tx);
        return updated;
      });
      return view(row, viewer);
    },

    async setStato(
      principal: Principal,
      input: { id: number; version: number; stato: StatoProgetto },
      ctx: WriteContext,
    ): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      const current = await writable(input.id, viewer);
      if (!statiProgetto.may(current.stato, input.stato)) {
        throw new ConflictError(m.transition(current.stato, input.stato));
      }
      if (current.stato !== 'bozza' && !decides(viewer)) {
        throw new ForbiddenError(m.publishRole);
      }
      const row = await inTransaction(deps.db, async (tx) => {
        const updated = await repo.update(input.id, input.version, { stato: input.stato }, tx);
        if (!updated) throw new StaleVersionError();
        await audit(ctx, updated.id, 'stato', { da: current.stato, a: input.stato }, tx);
        return updated;
      });
      return view(row, viewer);
    },

    async addIntervento(
      principal: Principal,
      id: number,
      input: InterventoCreate,
      ctx: WriteContext,
    ): Promise<Progetto> {
      const viewer = await viewerOf(principal);
      const current = await writable(id, viewer);
      if (!EDITABLE.includes(current.stato)) throw new ConflictError(m.notEditable);
      if (input.al !== null && input.al < input.dal) {
        throw new ValidationError([{ path: 'body.al', message: m.dates }], m.dates);
      }
      await inTransaction(deps.db, async (tx) => {
        const sheet = await repo.insertIntervento({ ...input, progettoId: id }, tx);
        await repo.touch(id, tx);
        await audit(ctx, id, 'intervento', { aggiunto: sheet.id }, tx);
      });
      return view(await readable(id, viewer), viewer);
    },

    async removeIntervento(principal: Principal, id: number, interventoId: number, ctx: WriteContext) {
      const viewer = await viewerOf(principal);
      const current = await writable(id, viewer);
      if (!EDITABLE.includes(current.stato)) throw new ConflictError(m.notEditable);
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
