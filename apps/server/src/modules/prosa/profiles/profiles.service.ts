import type { Page, Principal } from '@halo/contract';
import { type AziendaDettaglio, PROSA_APPLICATION, prosaRoles } from '@halo/contract/prosa';
import {
  type CittadinoPreferenze,
  type CittadinoProfilo,
  type EnteProfilo,
  etaAl,
  profileMessages as m,
  type OperatoreCreate,
  type OperatoreProfilo,
  type OperatoreUpdate,
} from '@halo/contract/prosa/profiles';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { NotFoundError, StaleVersionError, ValidationError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { pageFrom } from '../../../http/write-context.ts';
import { romeDate } from '../../../time.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import { userCreatedEvent } from '../../authorization/identity/identity.events.ts';
import type { IdentityAdmin, IdentityUser } from '../../authorization/identity/identity.port.ts';
import type { EventsService } from '../../events/events.service.ts';
import { featuresOf, isProsaAdmin, partOf, prosaRoleOf } from '../prosa.scope.ts';
import type { ProsaService } from '../prosa.service.ts';
import {
  type CittadinoRow,
  createProfilesRepository,
  type EnteRow,
  type NewOperatoreRow,
  type OperatoreRow,
} from './profiles.repository.ts';

export interface ProfilesDeps {
  db: Db;
  audit: AuditLog;
  identity: IdentityAdmin;
  prosa: ProsaService;
  /** The campaigns a citizen adheres to now. */
  adesioni?: (subject: string) => Promise<number[]>;
  clock?: () => Date;
  /** The outbox: the user an operator's creation makes is told to the subscriptions, with the profile (ADR 0047). */
  events?: Pick<EventsService, 'emit'>;
}

/** Where a profile sits: its authority and district, and for staff their operability. */
interface Target {
  subject: string;
  aziendaId: number;
  distrettoRef: number | null;
  staff?: OperatoreRow;
}

/**
 * Pro.Sa.'s profiles (SPEC.md §3) and the scope that limits who reads them (docs/adr/0015): a person reads their
 * own; admin-prosa all; an operator or a manager within their operability — their whole authority at level ASL,
 * their district at DISTRETTO (staff of that district, citizens and organisations living there), the staff of
 * their department (DIPARTIMENTO) or structure (PO), and at UO only themselves among staff; citizens and
 * organisations of their authority at every level but DISTRETTO. Out of scope reads as not found.
 */
export function createProfilesService(deps: ProfilesDeps) {
  const repo = createProfilesRepository(deps.db);
  const now = deps.clock ?? (() => new Date());

  function districtOf(row: OperatoreRow): number | null {
    return row.livello === 'DISTRETTO' ? row.rifDistretto : null;
  }

  async function mayRead(principal: Principal, target: Target): Promise<boolean> {
    if (principal.userId === target.subject) return true;
    const role = prosaRoleOf(principal);
    if (isProsaAdmin(role)) return true;
    if (role !== prosaRoles.operatore && role !== prosaRoles.responsabile) return false;
    const viewer = await repo.operatore(principal.userId);
    if (!viewer || viewer.aziendaId !== target.aziendaId) return false;
    const district = districtOf(viewer);
    const staff = target.staff;
    if (!staff) return district === null || target.distrettoRef === district;
    switch (viewer.livello) {
      case 'ASL':
        return true;
      case 'DISTRETTO':
        return staff.distrettoRef === district || staff.rifDistretto === district;
      case 'DIPARTIMENTO':
        return viewer.rifDipartimento !== null && staff.rifDipartimento === viewer.rifDipartimento;
      case 'PO':
        return viewer.rifStruttura !== null && staff.rifStruttura === viewer.rifStruttura;
      default:
        return false;
    }
  }

  function territory(azienda: AziendaDettaglio, distrettoRef: number | null) {
    return {
      aslId: azienda.id,
      asl: azienda.codiceAsl,
      denominazioneAzienda: azienda.denominazioneAzienda,
      distretto: partOf(azienda.distretti, distrettoRef),
    };
  }

  function riferimentoOf(row: OperatoreRow, azienda: AziendaDettaglio) {
    switch (row.livello) {
      case 'DISTRETTO':
        return partOf(azienda.distretti, row.rifDistretto);
      case 'DIPARTIMENTO':
        return partOf(azienda.dipartimenti, row.rifDipartimento);
      case 'PO':
        return partOf(azienda.strutture, row.rifStruttura);
      default:
        return null;
    }
  }

  async function operatoreView(
    row: OperatoreRow,
    user?: IdentityUser,
    aziendaOf: (id: number) => Promise<AziendaDettaglio> = deps.prosa.azienda,
  ): Promise<OperatoreProfilo> {
    const [azienda, identity] = await Promise.all([
      aziendaOf(row.aziendaId),
      user ? Promise.resolve(user) : deps.identity.getUser(row.subject),
    ]);
    return {
      id: row.subject,
      ruolo: row.ruolo as OperatoreProfilo['ruolo'],
      username: identity?.username ?? '',
      nome: identity ? `${identity.firstName} ${identity.lastName}`.trim() : '',
      email: identity?.email ?? null,
      ...territory(azienda, row.distrettoRef),
      operabilita: {
        tipologia: row.tipologia,
        livello: row.livello as OperatoreProfilo['operabilita']['livello'],
        riferimento: riferimentoOf(row, azienda),
        unita: row.unita,
      },
      funzionalita: featuresOf(row.ruolo, row),
      version: row.version,
    };
  }

  function age(birth: string | null): number | null {
    return birth ? etaAl(birth, romeDate(now())) : null;
  }

  async function cittadinoView(row: CittadinoRow): Promise<CittadinoProfilo> {
    const [azienda, adesioni] = await Promise.all([
      deps.prosa.azienda(row.aziendaId),
      deps.adesioni?.(row.subject) ?? [],
    ]);
    return {
      id: row.subject,
      ...territory(azienda, row.distrettoRef),
      anagrafica: { dataNascita: row.dataNascita, sesso: row.sesso as 'F' | 'M' | null },
      eta: age(row.dataNascita),
      tematichePref: row.tematichePref,
      sottoTematichePrefer: row.sottoTematichePref,
      preferenze: { newsletter: row.newsletter, promemoria: row.promemoria },
      adesioni,
      boarding: { id: row.id, completato: row.boardingCompletato },
      funzionalita: featuresOf(prosaRoles.cittadino),
      version: row.version,
    };
  }

  async function enteView(row: EnteRow): Promise<EnteProfilo> {
    const azienda = await deps.prosa.azienda(row.aziendaId);
    return {
      id: row.subject,
      nome: row.nome,
      localita: row.localita,
      ...territory(azienda, row.distrettoRef),
      funzionalita: featuresOf(prosaRoles.ente),
      version: row.version,
    };
  }

  /** The columns of an operability, checked against the authority's organisation (400 on the field). */
  async function operability(
    input: Omit<OperatoreUpdate, 'id' | 'version'>,
  ): Promise<Partial<NewOperatoreRow>> {
    const invalid = (path: string, message: string) => new ValidationError([{ path, message }], message);
    const azienda = await deps.prosa.azienda(input.aslId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? invalid('body.aslId', m.aslNotJoined) : error;
    });
    const has = (list: { id: number }[], id: number | null) => id !== null && list.some((p) => p.id === id);
    if (input.distrettoId !== null && !has(azienda.distretti, input.distrettoId)) {
      throw invalid('body.distrettoId', m.distrettoUnknown);
    }
    const columns: Partial<NewOperatoreRow> = {
      tipologia: input.tipologia,
      livello: input.livello,
      aziendaId: azienda.id,
      distrettoRef: input.distrettoId,
      rifDistretto: null,
      rifDipartimento: null,
      rifStruttura: null,
      unita: input.livello === 'UO' ? input.unita : null,
    };
    const needs = { DISTRETTO: azienda.distretti, DIPARTIMENTO: azienda.dipartimenti, PO: azienda.strutture }[
      input.livello as 'DISTRETTO' | 'DIPARTIMENTO' | 'PO'
    ];
    if (!needs) return columns;
    if (input.riferimentoId === null)
      throw invalid('body.riferimentoId', m.riferimentoRequired(input.livello));
    if (!has(needs, input.riferimentoId)) throw invalid('body.riferimentoId', m.riferimentoUnknown);
    if (input.livello === 'DISTRETTO') {
      columns.rifDistretto = input.riferimentoId;
      columns.distrettoRef = input.distrettoId ?? input.riferimentoId;
    } else if (input.livello === 'DIPARTIMENTO') {
      columns.rifDipartimento = input.riferimentoId;
    } else {
      columns.rifStruttura = input.riferimentoId;
    }
    return columns;
  }

  async function readStaff(principal: Principal, id: string, ruolo: string): Promise<OperatoreProfilo> {
    const row = await repo.operatore(id);
    if (!row || row.ruolo !== ruolo || !(await mayRead(principal, { ...row, staff: row }))) {
      throw new NotFoundError(m.notFound);
    }
    return operatoreView(row);
  }

  return {
    operatore: (principal: Principal, id: string) => readStaff(principal, id, prosaRoles.operatore),
    responsabile: (principal: Principal, id: string) => readStaff(principal, id, prosaRoles.responsabile),

    async ente(principal: Principal, id: string): Promise<EnteProfilo> {
      const row = await repo.ente(id);
      if (!row || !(await mayRead(principal, row))) throw new NotFoundError(m.notFound);
      return enteView(row);
    },

    async cittadino(principal: Principal, id: string): Promise<CittadinoProfilo> {
      const row = await repo.cittadino(id);
      if (!row || !(await mayRead(principal, row))) throw new NotFoundError(m.notFound);
      return cittadinoView(row);
    },

    /** A citizen's themes and preferences; sub-themes must belong to chosen themes. */
    async preferenze(
      principal: Principal,
      input: CittadinoPreferenze,
      ctx: WriteContext,
    ): Promise<CittadinoProfilo> {
      const row = await repo.cittadino(principal.userId);
      if (!row) throw new NotFoundError(m.notFound);
      const themes = await deps.prosa.tematiche();
      const themeIds = new Set(themes.map((t) => t.id));
      const unknown = input.tematichePref.findIndex((id) => !themeIds.has(id));
      if (unknown >= 0) {
        throw new ValidationError([{ path: `body.tematichePref.${unknown}`, message: m.themeUnknown }]);
      }
      const subs = (await Promise.all(input.tematichePref.map((id) => deps.prosa.subtematiche(id)))).flat();
      const subIds = new Set(subs.map((s) => s.id));
      const stray = input.sottoTematichePrefer.findIndex((id) => !subIds.has(id));
      if (stray >= 0) {
        throw new ValidationError([
          { path: `body.sottoTematichePrefer.${stray}`, message: m.subthemeParent },
        ]);
      }
      const updated = await repo.updateCittadino(principal.userId, input.version, {
        tematichePref: [...new Set(input.tematichePref)],
        sottoTematichePref: [...new Set(input.sottoTematichePrefer)],
        newsletter: input.preferenze.newsletter,
        promemoria: input.preferenze.promemoria,
        boardingCompletato: row.boardingCompletato || input.boardingCompletato,
      });
      if (!updated) throw new StaleVersionError();
      await deps.audit.recordWrite(ctx, {
        entity: 'prosa.cittadino',
        entityId: updated.id,
        action: 'update',
        details: { fields: ['tematichePref', 'sottoTematichePrefer', 'preferenze', 'boarding'] },
      });
      return cittadinoView(updated);
    },

    async listOperatori(query: {
      page: number;
      size: number;
      sort?: string;
      q?: string;
      ruolo?: string;
      asl?: number;
    }): Promise<Page<OperatoreProfilo>> {
      const rows = await repo.listOperatori({ ruolo: query.ruolo, aziendaId: query.asl });
      // One read of each authority's organisation for the whole list, not one per operator.
      const aziende = new Map<number, Promise<AziendaDettaglio>>();
      const aziendaOf = (id: number) => {
        let found = aziende.get(id);
        if (!found) {
          found = deps.prosa.azienda(id);
          aziende.set(id, found);
        }
        return found;
      };
      let views = await Promise.all(rows.map((row) => operatoreView(row, undefined, aziendaOf)));
      const q = query.q?.toLocaleLowerCase('it');
      if (q) {
        views = views.filter((v) =>
          `${v.nome} ${v.username} ${v.email ?? ''}`.toLocaleLowerCase('it').includes(q),
        );
      }
      const field = (query.sort?.replace(/^-/, '') ?? 'nome') as 'nome' | 'username';
      const key = (v: OperatoreProfilo) =>
        field === ('livello' as string) ? v.operabilita.livello : v[field];
      const direction = query.sort?.startsWith('-') ? -1 : 1;
      views.sort((a, b) => direction * key(a).localeCompare(key(b), 'it'));
      return pageFrom(query, views);
    },

    /**
     * An operator or manager: the identity user (with the client role, and the mail that verifies the address
     * and sets the password), then the profile with its audit row and the user's event in one transaction; when
     * they cannot be written the user is removed again.
     */
    async creaOperatore(input: OperatoreCreate, ctx: WriteContext): Promise<OperatoreProfilo> {
      const columns = await operability(input);
      const user = await deps.identity.createUser({
        username: input.username,
        email: input.email,
        firstName: input.nome,
        lastName: input.cognome,
        enabled: true,
        realmRoles: [],
        clientRoles: { [PROSA_APPLICATION]: [input.ruolo] },
        attributes: {},
        groupIds: [],
      });
      let row: OperatoreRow;
      try {
        row = await inTransaction(deps.db, async (tx) => {
          const inserted = await repo.insertOperatore(
            { ...(columns as NewOperatoreRow), subject: user.id, ruolo: input.ruolo },
            tx,
          );
          await deps.audit.recordWrite(
            ctx,
            {
              entity: 'prosa.operatore',
              entityId: inserted.id,
              action: 'create',
              details: { ruolo: inserted.ruolo, livello: inserted.livello, azienda: inserted.aziendaId },
            },
            tx,
          );
          await deps.events?.emit(tx, userCreatedEvent(user, PROSA_APPLICATION), now());
          return inserted;
        });
      } catch (error) {
        await deps.identity.deleteUser(user.id);
        throw error;
      }
      await deps.identity.sendAccountEmail(user.id, ['VERIFY_EMAIL', 'UPDATE_PASSWORD'], 72 * 3600);
      return operatoreView(row, user);
    },

    async aggiornaOperatore(input: OperatoreUpdate, ctx: WriteContext): Promise<OperatoreProfilo> {
      const current = await repo.operatore(input.id);
      if (!current) throw new NotFoundError(m.notFound);
      const columns = await operability(input);
      const updated = await repo.updateOperatore(input.id, input.version, columns);
      if (!updated) throw new StaleVersionError();
      await deps.audit.recordWrite(ctx, {
        entity: 'prosa.operatore',
        entityId: updated.id,
        action: 'update',
        details: { livello: updated.livello, azienda: updated.aziendaId },
      });
      return operatoreView(updated);
    },

    /**
     * Who points at a part of an organisation, which blocks its removal: the staff by user name (admin-prosa
     * manages them), and the citizens and organisations of a district by number.
     */
    async usingPart(kind: 'dipartimento' | 'distretto' | 'struttura', id: number): Promise<string[]> {
      const rows = await repo.operatoriUsing({ [kind]: id });
      const users = await Promise.all(rows.map((row) => deps.identity.getUser(row.subject)));
      const staff = users.map((user, i) => user?.username ?? rows[i]?.subject ?? '');
      if (kind !== 'distretto') return staff;
      const people = await repo.peopleOf({ distrettoRef: id });
      return [...staff, ...counted({ ...people, operatori: 0 })];
    },

    /** admin-prosa and superadmin organise every authority; a manager at level ASL their own. */
    async mayOrganise(ctx: WriteContext, aziendaId: number): Promise<boolean> {
      const principal = ctx.principal;
      if (!principal) return false;
      const role = prosaRoleOf(principal);
      if (isProsaAdmin(role)) return true;
      if (role !== prosaRoles.responsabile) return false;
      const profile = await repo.operatore(principal.userId);
      return profile?.livello === 'ASL' && profile.aziendaId === aziendaId;
    },

    /** How many people of each kind an authority still has: what blocks it leaving the portal. */
    async ofAzienda(aziendaId: number): Promise<string[]> {
      return counted(await repo.peopleOf({ aziendaId }));
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

const nouns = {
  operatori: ['operatore', 'operatori'],
  enti: ['ente', 'enti'],
  cittadini: ['cittadino', 'cittadini'],
} as const;

function counted(people: Record<keyof typeof nouns, number>): string[] {
  return (Object.keys(nouns) as (keyof typeof nouns)[])
    .filter((kind) => people[kind] > 0)
    .map((kind) => `${people[kind]} ${nouns[kind][people[kind] === 1 ? 0 : 1]}`);
}
