import type { Page } from '@halo/contract';
import {
  type AziendaAderente,
  type AziendaDettaglio,
  type Candidati,
  type DipartimentoAderente,
  type DistrettoAderente,
  livelliOperabilita,
  prosaMessages as m,
  type StrutturaAderente,
  type Tematica,
  tipologieOperatore,
} from '@halo/contract/prosa';
import type { Db } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { pick } from '../../objects.ts';
import { type AuditLog, auditOf } from '../audit/audit.service.ts';
import type { RegionalService } from '../regional/regional.service.ts';
import type { StructuresService } from '../structures/structures.service.ts';
import { createProgettiRepository, type ThemeTree } from './progetti/progetti.repository.ts';
import {
  type AziendaRow,
  createProsaRepository,
  type OrganisationPart,
  type PartRow,
  type ThemeRow,
} from './prosa.repository.ts';

/** What an authority's organisation is read from: its parts and the regional data and structures they name. */
export const ORGANISATION_TABLES = [
  'prosa.aziende',
  'prosa.dipartimenti',
  'prosa.distretti',
  'prosa.strutture',
  'regional.asl',
  'regional.dipartimenti',
  'regional.distretti',
  'structures.strutture',
  'structures.tipologie',
];

export interface ProsaDeps {
  db: Db;
  /** Keeps each authority's organisation in memory until its tables change (docs/adr/0032). */
  cache?: ReadCache;
  audit: AuditLog;
  regional: RegionalService;
  structures: StructuresService;
  /** Who still points at the organisation (the profiles): what blocks a removal, by name or by count. */
  people?: {
    usingPart(kind: OrganisationPart, id: number): Promise<string[]>;
    ofAzienda(aziendaId: number): Promise<string[]>;
    /** Whether the writer may change this authority's organisation (admin-prosa; a manager at ASL level: theirs). */
    mayOrganise(ctx: WriteContext, aziendaId: number): Promise<boolean>;
  };
}

export interface AziendeQuery {
  page: number;
  size: number;
  sort?: string;
  q?: string;
}

/** What each part of the organisation is called in messages and in the audit log. */
const parts = {
  dipartimento: {
    field: 'body.dipartimentoId',
    unknown: m.dipartimentoUnknown,
    otherAsl: m.dipartimentoOtherAsl,
    already: m.dipartimentoAlready,
    plural: 'dipartimenti',
    singular: 'dipartimento',
  },
  distretto: {
    field: 'body.distrettoId',
    unknown: m.distrettoUnknown,
    otherAsl: m.distrettoOtherAsl,
    already: m.distrettoAlready,
    plural: 'distretti',
    singular: 'distretto',
  },
  struttura: {
    field: 'body.strutturaId',
    unknown: m.strutturaUnknown,
    otherAsl: m.strutturaOtherAsl,
    already: m.strutturaAlready,
    plural: 'strutture',
    singular: 'struttura',
  },
} as const satisfies Record<OrganisationPart, unknown>;

type PartView<K extends OrganisationPart> = K extends 'dipartimento'
  ? DipartimentoAderente
  : K extends 'distretto'
    ? DistrettoAderente
    : StrutturaAderente;

/**
 * Pro.Sa.'s themes and the organisation of the authorities that joined the portal (docs/adr/0015). The
 * organisation holds references only: names come from the regional data and the structures at every read, so a
 * renamed district reads renamed here too.
 */
export function createProsaService(deps: ProsaDeps) {
  const repo = createProsaRepository(deps.db);
  const { regional, structures } = deps;
  const auditAzienda = auditOf(deps.audit, 'prosa.azienda');
  /** The audit of the writes of one kind of part of an authority's organisation. */
  const auditPart = (kind: string) => auditOf(deps.audit, `prosa.${kind}`);

  function themeView(row: ThemeRow): Tematica {
    return {
      ...pick(row, ['id', 'codice', 'nome', 'descrizione']),
      idPadre: row.padreId,
      sottotematiche: row.figli,
    };
  }

  /** The regional ASL of a code, or undefined. */
  async function regionalAsl(codiceAsl: string) {
    return regional.findAslByCodice(codiceAsl);
  }

  /** The names of what one authority registered, read from the regional data and the structures. */
  async function partsOf(azienda: AziendaRow) {
    const [dipRows, distRows, strRows, dipartimenti, distretti, struttureAsl] = await Promise.all([
      repo.parts('dipartimento', azienda.id),
      repo.parts('distretto', azienda.id),
      repo.parts('struttura', azienda.id),
      regional.listDipartimenti({ codiceAsl: azienda.codiceAsl }),
      regional.listDistretti(azienda.codiceAsl),
      structures.list({ codiceAsl: azienda.codiceAsl }),
    ]);
    const distById = new Map(distretti.map((d) => [d.id, d]));
    const dipById = new Map(dipartimenti.map((d) => [d.id, d]));
    const strById = new Map(struttureAsl.map((s) => [s.id, s]));
    const gone = '(non più nei dati regionali)';
    return {
      dipartimenti: dipRows.map((row): DipartimentoAderente => {
        const dip = dipById.get(row.ref);
        return {
          id: row.id,
          aslId: azienda.id,
          dipartimentoId: row.ref,
          denominazione: dip?.denominazione ?? gone,
          distretto: dip ? (distById.get(dip.distrettoId)?.distrettoSanitario ?? null) : null,
        };
      }),
      distretti: distRows.map(
        (row): DistrettoAderente => ({
          id: row.id,
          aslId: azienda.id,
          distrettoId: row.ref,
          denominazione: distById.get(row.ref)?.distrettoSanitario ?? gone,
        }),
      ),
      strutture: strRows.map((row): StrutturaAderente => {
        const str = strById.get(row.ref);
        return {
          id: row.id,
          aslId: azienda.id,
          codiceAsl: azienda.codiceAsl,
          strutturaId: row.ref,
          denominazione: str?.denominazione ?? gone,
          tipologia: str?.tipologia.descrizione ?? '',
          codiceComune: str?.codiceComune ?? '',
        };
      }),
    };
  }

  const readAzienda = async (id: number): Promise<AziendaDettaglio> => detail(await joined(id));
  // Kept until the organisation, the regional data or the structures it names change (docs/adr/0032).
  const aziendaKept = deps.cache?.memo({
    tables: ORGANISATION_TABLES,
    load: readAzienda,
    max: 1000,
  });

  async function detail(azienda: AziendaRow): Promise<AziendaDettaglio> {
    const [asl, organisation] = await Promise.all([regionalAsl(azienda.codiceAsl), partsOf(azienda)]);
    return {
      id: azienda.id,
      codiceAsl: azienda.codiceAsl,
      denominazioneAzienda: asl?.denominazioneAzienda ?? azienda.codiceAsl,
      codiceRegione: azienda.codiceAsl.slice(0, 3),
      aderenteDal: azienda.aderenteDal.toISOString(),
      ...organisation,
    };
  }

  function summary(azienda: AziendaRow, nome: string | undefined, counts: Record<OrganisationPart, number>) {
    return {
      id: azienda.id,
      codiceAsl: azienda.codiceAsl,
      denominazioneAzienda: nome ?? azienda.codiceAsl,
      codiceRegione: azienda.codiceAsl.slice(0, 3),
      aderenteDal: azienda.aderenteDal.toISOString(),
      dipartimenti: counts.dipartimento,
      distretti: counts.distretto,
      strutture: counts.struttura,
    };
  }

  async function joined(id: number, tx?: Db): Promise<AziendaRow> {
    const azienda = await repo.findAzienda(id, tx);
    if (!azienda) throw new NotFoundError(m.aslNotFound);
    return azienda;
  }

  async function checkOrganiser(ctx: WriteContext, aziendaId: number) {
    if (deps.people && !(await deps.people.mayOrganise(ctx, aziendaId))) {
      throw new ForbiddenError(m.outOfScope);
    }
  }

  /** The regional record a part refers to must exist and sit in the authority's ASL. */
  async function checkReference(kind: OrganisationPart, refId: number, codiceAsl: string) {
    const info = parts[kind];
    const invalid = (message: string) => new ValidationError([{ path: info.field, message }], message);
    let asl: string | undefined;
    if (kind === 'dipartimento') {
      asl = (await regional.listDipartimenti({})).find((d) => d.id === refId)?.codiceAsl;
    } else if (kind === 'distretto') {
      asl = (await regional.listDistretti()).find((d) => d.id === refId)?.codiceAsl;
    } else {
      asl = await structures.detail(refId).then(
        (s) => s.codiceAsl,
        (error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        },
      );
    }
    if (asl === undefined) throw invalid(info.unknown);
    if (asl !== codiceAsl) throw invalid(info.otherAsl);
  }

  async function partView<K extends OrganisationPart>(kind: K, row: PartRow): Promise<PartView<K>> {
    const azienda = await joined(row.aziendaId);
    const organisation = await partsOf(azienda);
    const all: { id: number }[] =
      kind === 'dipartimento'
        ? organisation.dipartimenti
        : kind === 'distretto'
          ? organisation.distretti
          : organisation.strutture;
    const view = all.find((p) => p.id === row.id);
    if (!view) throw new NotFoundError(m.notRegistered);
    return view as PartView<K>;
  }

  const themeRows = createProgettiRepository(deps.db);
  /** Every theme by id, kept until a theme changes on any replica (docs/adr/0032). */
  const themeTree: () => Promise<ThemeTree> = deps.cache
    ? deps.cache.value(['prosa.tematiche'], () => themeRows.themes())
    : () => themeRows.themes();

  return {
    themeTree,

    async tematiche(): Promise<Tematica[]> {
      return (await repo.themes(null)).map(themeView);
    },

    async subtematiche(idPadre: number): Promise<Tematica[]> {
      if (!(await repo.themeExists(idPadre))) throw new NotFoundError(m.themeNotFound);
      return (await repo.themes(idPadre)).map(themeView);
    },

    tipologie: () => tipologieOperatore.map((t) => ({ ...t })),
    livelli: () => livelliOperabilita.map((l) => ({ ...l })),

    /** The joined authorities, named from the regional data; `q` matches the name or the code. */
    async listAziende(query: AziendeQuery): Promise<Page<AziendaAderente>> {
      const [rows, asl, dip, dist, str] = await Promise.all([
        repo.listAziende(),
        regional.listAsl(),
        repo.parts('dipartimento'),
        repo.parts('distretto'),
        repo.parts('struttura'),
      ]);
      const names = new Map(asl.map((a) => [a.codiceAsl, a.denominazioneAzienda]));
      const countOf = (list: PartRow[], id: number) => list.filter((p) => p.aziendaId === id).length;
      let items = rows.map((row) =>
        summary(row, names.get(row.codiceAsl), {
          dipartimento: countOf(dip, row.id),
          distretto: countOf(dist, row.id),
          struttura: countOf(str, row.id),
        }),
      );
      const q = query.q?.toLocaleLowerCase('it');
      if (q) {
        items = items.filter(
          (a) => a.denominazioneAzienda.toLocaleLowerCase('it').includes(q) || a.codiceAsl.includes(q),
        );
      }
      const field = (query.sort?.replace(/^-/, '') ?? 'denominazioneAzienda') as
        | 'denominazioneAzienda'
        | 'codiceAsl'
        | 'aderenteDal';
      const direction = query.sort?.startsWith('-') ? -1 : 1;
      items.sort((a, b) => direction * a[field].localeCompare(b[field], 'it'));
      const start = (query.page - 1) * query.size;
      return { items: items.slice(start, start + query.size), total: items.length, ...query };
    },

    /** An authority with its organisation: read by every answer naming a project's or a campaign's authority. */
    azienda: aziendaKept ?? readAzienda,

    /** What an authority could still register (an organiser's own authority, for a manager). */
    async candidati(id: number, ctx: WriteContext): Promise<Candidati> {
      const azienda = await joined(id);
      await checkOrganiser(ctx, azienda.id);
      const [registered, dipartimenti, distretti, struttureAsl] = await Promise.all([
        partsOf(azienda),
        regional.listDipartimenti({ codiceAsl: azienda.codiceAsl }),
        regional.listDistretti(azienda.codiceAsl),
        structures.list({ codiceAsl: azienda.codiceAsl }),
      ]);
      const taken = (list: { ref: number }[]) => new Set(list.map((p) => p.ref));
      const dip = taken(registered.dipartimenti.map((d) => ({ ref: d.dipartimentoId })));
      const dist = taken(registered.distretti.map((d) => ({ ref: d.distrettoId })));
      const str = taken(registered.strutture.map((s) => ({ ref: s.strutturaId })));
      const districtName = new Map(distretti.map((d) => [d.id, d.distrettoSanitario]));
      return {
        dipartimenti: dipartimenti
          .filter((d) => !dip.has(d.id))
          .map((d) => ({
            id: d.id,
            denominazione: d.denominazione,
            distretto: districtName.get(d.distrettoId) ?? null,
          })),
        distretti: distretti
          .filter((d) => !dist.has(d.id))
          .map((d) => ({ id: d.id, denominazione: d.distrettoSanitario })),
        strutture: struttureAsl
          .filter((s) => !str.has(s.id))
          .map((s) => ({
            id: s.id,
            codiceStruttura: s.codiceStruttura,
            denominazione: s.denominazione,
            tipologia: s.tipologia.descrizione,
          })),
      };
    },

    /** For the public home: an authority by its ASL code, 404 when it has not joined. */
    async aziendaPerCodice(codiceAsl: string): Promise<AziendaDettaglio> {
      const azienda = await repo.findAziendaByCodice(codiceAsl);
      if (!azienda) throw new NotFoundError(m.aslNotFound);
      return detail(azienda);
    },

    async aggiungiAzienda(codiceAsl: string, ctx: WriteContext): Promise<AziendaAderente> {
      const asl = await regionalAsl(codiceAsl);
      if (!asl) {
        const message = m.aslUnknown(codiceAsl);
        throw new ValidationError([{ path: 'body.codiceAsl', message }], message);
      }
      const row = await inTransaction(deps.db, async (tx) => {
        const inserted = await repo.insertAzienda(codiceAsl, tx);
        if (!inserted) {
          const message = m.aslAlreadyJoined(asl.denominazioneAzienda);
          throw new ConflictError(message, [{ path: 'body.codiceAsl', message }]);
        }
        await auditAzienda(ctx, inserted.id, 'create', { codiceAsl }, tx);
        return inserted;
      });
      return summary(row, asl.denominazioneAzienda, { dipartimento: 0, distretto: 0, struttura: 0 });
    },

    /** Refused (409, naming them) while departments, districts or structures are registered under it. */
    async rimuoviAzienda(id: number, ctx: WriteContext): Promise<AziendaAderente> {
      const azienda = await joined(id);
      const view = await detail(azienda);
      const people = (await deps.people?.ofAzienda(id)) ?? [];
      if (people.length > 0) {
        throw new ConflictError(
          m.aslInUse(`vi fanno ancora riferimento ${people.join(', ')}`),
          people.map((message) => ({ path: 'profili', message })),
        );
      }
      const held = [
        ...view.dipartimenti.map((d) => ({ path: 'dipartimenti', message: d.denominazione })),
        ...view.distretti.map((d) => ({ path: 'distretti', message: d.denominazione })),
        ...view.strutture.map((s) => ({ path: 'strutture', message: s.denominazione })),
      ];
      if (held.length > 0) {
        const counts = (['dipartimento', 'distretto', 'struttura'] as const)
          .map((kind) => {
            const n = held.filter((h) => h.path === parts[kind].plural).length;
            return n === 0 ? null : `${n} ${n === 1 ? parts[kind].singular : parts[kind].plural}`;
          })
          .filter((s) => s !== null);
        throw new ConflictError(m.aslInUse(`ha ancora ${counts.join(', ')} registrati`), held);
      }
      await inTransaction(
        deps.db,
        async (tx) => {
          await repo.deleteAzienda(id, tx);
          await auditAzienda(ctx, id, 'delete', { codiceAsl: azienda.codiceAsl }, tx);
        },
        (error) =>
          pgErrorOf(error)?.code === '23503'
            ? new ConflictError(m.aslInUse('qualcosa vi fa ancora riferimento'))
            : error,
      );
      return summary(azienda, view.denominazioneAzienda, {
        dipartimento: 0,
        distretto: 0,
        struttura: 0,
      });
    },

    async aggiungi<K extends OrganisationPart>(
      kind: K,
      aslId: number,
      refId: number,
      ctx: WriteContext,
    ): Promise<PartView<K>> {
      const info = parts[kind];
      const azienda = await repo.findAzienda(aslId);
      if (!azienda) {
        throw new ValidationError([{ path: 'body.aslId', message: m.aslNotFound }], m.aslNotFound);
      }
      await checkOrganiser(ctx, azienda.id);
      await checkReference(kind, refId, azienda.codiceAsl);
      const row = await inTransaction(deps.db, async (tx) => {
        const inserted = await repo.insertPart(kind, azienda.id, refId, tx);
        if (!inserted) throw new ConflictError(info.already, [{ path: info.field, message: info.already }]);
        await auditPart(kind)(ctx, inserted.id, 'create', { azienda: azienda.id, riferimento: refId }, tx);
        return inserted;
      });
      return partView(kind, row);
    },

    async rimuovi<K extends OrganisationPart>(kind: K, id: number, ctx: WriteContext): Promise<PartView<K>> {
      const row = await repo.findPart(kind, id);
      if (!row) throw new NotFoundError(m.notRegistered);
      await checkOrganiser(ctx, row.aziendaId);
      const view = await partView(kind, row);
      const users = (await deps.people?.usingPart(kind, id)) ?? [];
      if (users.length > 0) {
        const message = m.partInUse(users.join(', '));
        throw new ConflictError(
          message,
          users.map((username) => ({ path: 'profili', message: username })),
        );
      }
      await inTransaction(
        deps.db,
        async (tx) => {
          await repo.deletePart(kind, id, tx);
          await auditPart(kind)(ctx, id, 'delete', { azienda: row.aziendaId, riferimento: row.ref }, tx);
        },
        // Projects and campaigns that name the part hold it (their foreign keys restrict).
        (error) =>
          pgErrorOf(error)?.code === '23503' ? new ConflictError(m.partInUse('progetti o campagne')) : error,
      );
      return view;
    },

    /** The registered structures, of every authority or of one. */
    async strutture(aslId?: number): Promise<StrutturaAderente[]> {
      const list = aslId === undefined ? await repo.listAziende() : [await joined(aslId)];
      const all = await Promise.all(list.map(async (azienda) => (await partsOf(azienda)).strutture));
      return all.flat();
    },
  };
}

export type ProsaService = ReturnType<typeof createProsaService>;
