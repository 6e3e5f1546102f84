import type { Principal } from '@halo/contract';
import { aslName } from '@halo/contract/asl-name';
import { prosaRoles } from '@halo/contract/prosa';
import {
  type Adesione,
  type Campagna,
  type CampagnaCreate,
  type CampagneQuery,
  campagnaMessages as m,
  type StatoCampagna,
  statiCampagna,
} from '@halo/contract/prosa/campagne';
import type { Motivo } from '@halo/contract/prosa/feed';
import { etaAl } from '@halo/contract/prosa/profiles';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { romeDate } from '../../../time.ts';
import { auditOf } from '../../audit/audit.service.ts';
import type { CittadinoRow } from '../profiles/profiles.repository.ts';
import { aziendeOf, decides, inScope, organisationView, type Viewer } from '../prosa.scope.ts';
import { type ActivityDeps, activityService, fieldError, namedThemes } from '../prosa.workflow.ts';
import { type AdesioneRow, type CampagnaRow, createCampagneRepository } from './campagne.repository.ts';

export interface CampagneDeps extends ActivityDeps {
  clock?: () => Date;
}

/** How many campaigns the feed proposes. */
const FEED_SIZE = 10;

/**
 * Pro.Sa.'s campaigns and adhesions (docs/adr/0017). Reads as projects are read: published ones for everyone whose
 * `campagne` feature is on (and anonymous visitors through the public search), drafts for staff in scope. Staff
 * in scope draft and edit; a manager or admin-prosa publishes and closes. A citizen adheres to a published campaign
 * that has not ended, when they are in its target and a seat is free; the campaign's row is locked while a seat is
 * taken, so two last adhesions never both get it.
 */
export function createCampagneService(deps: CampagneDeps) {
  const repo = createCampagneRepository(deps.db);
  const kind = activityService(deps, 'campagne', { repo, states: statiCampagna, messages: m });
  const now = deps.clock ?? (() => new Date());
  const auditAdesione = auditOf(deps.audit, 'prosa.adesione');

  async function views(rows: CampagnaRow[], viewer: Viewer): Promise<Campagna[]> {
    const ids = rows.map((r) => r.id);
    const [themes, counts, mine] = await Promise.all([
      deps.prosa.themeTree(),
      repo.aderenti(ids),
      viewer.cittadino && viewer.subject ? repo.adesioniDi(viewer.subject, ids) : Promise.resolve([]),
    ]);
    const aziendaOf = aziendeOf(deps.prosa);
    return Promise.all(
      rows.map(async (row): Promise<Campagna> => {
        const azienda = await aziendaOf(row.aziendaId);
        const aderenti = counts.get(row.id) ?? 0;
        const own = mine.find((a) => a.campagnaId === row.id);
        return {
          id: row.id,
          titolo: row.titolo,
          descrizione: row.descrizione,
          invito: row.invito,
          linkInvito: row.linkInvito,
          ...organisationView(azienda, row),
          tematiche: namedThemes(themes, row.tematiche),
          criteri: { etaMin: row.etaMin, etaMax: row.etaMax, sesso: row.sesso as 'F' | 'M' | null },
          dal: row.dal,
          al: row.al,
          capienza: row.capienza,
          postiDisponibili: row.capienza === null ? null : Math.max(0, row.capienza - aderenti),
          // Counts are the managers' business, or everyone's when seats are limited (they show as free seats).
          aderenti: row.capienza !== null || inScope(viewer, row) ? aderenti : null,
          stato: row.stato as StatoCampagna,
          miaAdesione: own ? adesioneView(own, row) : null,
          modificabile: kind.modificabile(viewer, row),
          version: row.version,
          aggiornato: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  /** The columns of a campaign's own fields, checked: dates, ages, themes. */
  async function columns(input: CampagnaCreate) {
    if (input.al < input.dal) throw fieldError('body.al', m.dates);
    const { etaMin, etaMax, sesso } = input.criteri;
    if (etaMin !== null && etaMax !== null && etaMax < etaMin)
      throw fieldError('body.criteri.etaMax', m.ages);
    const themes = await deps.prosa.themeTree();
    input.tematiche.forEach((id, i) => {
      if (!themes.has(id)) throw fieldError(`body.tematiche.${i}`, m.themeUnknown);
    });
    return {
      titolo: input.titolo,
      descrizione: input.descrizione,
      invito: input.invito,
      linkInvito: input.linkInvito,
      tematiche: [...new Set(input.tematiche)],
      etaMin,
      etaMax,
      sesso,
      dal: input.dal,
      al: input.al,
      capienza: input.capienza,
    };
  }

  const { view: _view, ...operations } = kind.operations({
    views,
    columns,
    filter: (query: CampagneQuery) => ({ nonTerminateIl: query.inCorso ? romeDate(now()) : undefined }),
    // Only a manager or an administrator publishes and closes.
    mayMove: (viewer) => decides(viewer),
    // Seats are counted with the campaign locked: an adhesion cannot take one meanwhile.
    async beforeEdit(id, values, tx) {
      await repo.lock(id, tx);
      const taken = (await repo.aderenti([id], tx)).get(id) ?? 0;
      if (values.capienza !== null && values.capienza < taken) {
        throw fieldError('body.capienza', m.capacityBelow(taken));
      }
    },
  });

  /** Why a citizen may not adhere (null: they may): the campaign's target against their profile. */
  function outsideTarget(row: CampagnaRow, person: CittadinoRow, today: string): string | null {
    if (row.aziendaId !== person.aziendaId) return m.territory;
    if (row.distrettoRef !== null && row.distrettoRef !== person.distrettoRef) return m.territory;
    if (row.etaMin !== null || row.etaMax !== null) {
      if (!person.dataNascita) return m.birthDate;
      const eta = etaAl(person.dataNascita, today);
      if ((row.etaMin !== null && eta < row.etaMin) || (row.etaMax !== null && eta > row.etaMax)) {
        return m.age(row.etaMin, row.etaMax);
      }
    }
    if (row.sesso === 'F' || row.sesso === 'M') {
      if (!person.sesso) return m.sexMissing;
      if (person.sesso !== row.sesso) return m.sex(row.sesso);
    }
    return null;
  }

  /** A citizen with their profile and the feature on (403 otherwise). */
  async function citizen(principal: Principal): Promise<Viewer & { cittadino: CittadinoRow }> {
    const viewer = await kind.featured(principal);
    if (viewer.role !== prosaRoles.cittadino || !viewer.cittadino) throw new ForbiddenError(m.onlyCitizens);
    return { ...viewer, cittadino: viewer.cittadino };
  }

  return {
    ...operations,

    async aderisci(principal: Principal, campagnaId: number, ctx: WriteContext): Promise<Adesione> {
      const viewer = await citizen(principal);
      const today = romeDate(now());
      return inTransaction(deps.db, async (tx) => {
        const row = await repo.lock(campagnaId, tx);
        if (row?.stato !== 'pubblicata') throw new NotFoundError(m.notFound);
        if (row.al < today) throw new ConflictError(m.notOpen);
        const [existing] = await repo.adesioniDi(principal.userId, [campagnaId], tx);
        if (existing?.stato === 'attiva') throw new ConflictError(m.already);
        const refusal = outsideTarget(row, viewer.cittadino, today);
        if (refusal) throw new ConflictError(refusal);
        if (row.capienza !== null) {
          const taken = (await repo.aderenti([campagnaId], tx)).get(campagnaId) ?? 0;
          if (taken >= row.capienza) throw new ConflictError(m.full);
        }
        const adesione = await repo.aderisci(campagnaId, principal.userId, tx);
        await auditAdesione(ctx, adesione.id, 'create', { campagna: campagnaId }, tx);
        return adesioneView(adesione, row);
      });
    },

    async ritira(principal: Principal, id: number, ctx: WriteContext): Promise<Adesione> {
      await citizen(principal);
      return inTransaction(deps.db, async (tx) => {
        const current = await repo.adesione(id, tx);
        // Someone else's adhesion reads as not found: nothing tells whose it is.
        if (!current || current.subject !== principal.userId) throw new NotFoundError(m.adesioneNotFound);
        const withdrawn = await repo.ritira(id, tx);
        if (!withdrawn) throw new ConflictError(m.alreadyWithdrawn);
        await auditAdesione(ctx, id, 'ritira', { campagna: current.campagnaId }, tx);
        const row = await repo.find(current.campagnaId, tx);
        if (!row) throw new NotFoundError(m.notFound);
        return adesioneView(withdrawn, row);
      });
    },

    async mie(principal: Principal): Promise<Adesione[]> {
      await citizen(principal);
      const list = await repo.adesioniDi(principal.userId);
      const rows = new Map((await repo.findMany(list.map((a) => a.campagnaId))).map((r) => [r.id, r]));
      return list.flatMap((a) => {
        const row = rows.get(a.campagnaId);
        return row ? [adesioneView(a, row)] : [];
      });
    },

    /**
     * The running campaigns a citizen may adhere to, in their territory and target, those of their preferred themes
     * first, each with why it is proposed (docs/adr/0021).
     */
    async feed(principal: Principal): Promise<{ campagna: Campagna; motivi: Motivo[] }[]> {
      const viewer = await citizen(principal);
      const person = viewer.cittadino;
      const today = romeDate(now());
      const { items } = await repo.search({
        scope: undefined,
        aziendaId: person.aziendaId,
        nonTerminateIl: today,
        offset: 0,
        limit: 200,
      });
      const eligible = items.filter((row) => outsideTarget(row, person, today) === null);
      const list = await views(eligible, viewer);
      const azienda = await deps.prosa.azienda(person.aziendaId);
      const liked = new Set([...person.tematichePref, ...person.sottoTematichePref]);
      const proposed = list.map((campagna) => {
        const motivi: Motivo[] = campagna.tematiche
          .filter((t) => liked.has(t.id))
          .map((t) => ({ tipo: 'tematica', id: t.id, nome: t.nome }));
        const { etaMin, etaMax, sesso } = campagna.criteri;
        if ((etaMin !== null || etaMax !== null) && person.dataNascita) {
          motivi.push({ tipo: 'eta', eta: etaAl(person.dataNascita, today) });
        }
        if (sesso) motivi.push({ tipo: 'sesso', sesso });
        motivi.push({
          tipo: 'territorio',
          nome: campagna.distretto?.denominazione ?? aslName(azienda.denominazioneAzienda),
        });
        return { campagna, motivi, themed: motivi.filter((r) => r.tipo === 'tematica').length };
      });
      return proposed
        .sort((a, b) => b.themed - a.themed || a.campagna.al.localeCompare(b.campagna.al))
        .slice(0, FEED_SIZE)
        .map(({ campagna, motivi }) => ({ campagna, motivi }));
    },

    /** The campaigns a citizen adheres to now (their profile's `adesioni`). */
    async attive(subject: string): Promise<number[]> {
      return (await repo.adesioniDi(subject)).filter((a) => a.stato === 'attiva').map((a) => a.campagnaId);
    },
  };
}

function adesioneView(row: AdesioneRow, campagna: Pick<CampagnaRow, 'titolo' | 'dal' | 'al'>): Adesione {
  return {
    id: row.id,
    campagnaId: row.campagnaId,
    titolo: campagna.titolo,
    dal: campagna.dal,
    al: campagna.al,
    stato: row.stato as Adesione['stato'],
    aderito: row.aderito.toISOString(),
    ritirato: row.ritirato?.toISOString() ?? null,
  };
}

export type CampagneService = ReturnType<typeof createCampagneService>;
