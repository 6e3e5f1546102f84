import type { Principal } from '@halo/contract';
import { PROSA_APPLICATION, prosaRoles } from '@halo/contract/prosa';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { RegionalService } from '../regional/regional.service.ts';
import { createProfilesRepository } from './profiles/profiles.repository.ts';
import { createProsaRepository } from './prosa.repository.ts';

/** Who asks: their subject and the roles their token claims. */
type Caller = Pick<Principal, 'userId' | 'clientRoles'>;

/** The Pro.Sa. office of a joined authority: its id and the ASL's name, from the regional data. */
export interface ProsaOffice {
  aziendaId: number;
  nome: string;
}

/** A citizen or an organisation registered in Pro.Sa., as their authority's office sees them. */
export interface ProsaMember {
  subject: string;
  tipo: 'cittadino' | 'ente';
  aziendaId: number;
  /** An organisation's name; a citizen's from the identity provider (Pro.Sa. keeps none), null if unknown. */
  nome: string | null;
}

/** What an authority's name is read from: the joined authorities and the regional ASL they name. */
const OFFICE_TABLES = ['prosa.aziende', 'regional.asl'];

/** How long a citizen's name read from the identity provider is kept, and how many are. */
const NAME_TTL_MS = 5 * 60_000;
const MAX_NAMES = 2000;

/**
 * The service relationships of Pro.Sa. (docs/adr/0049-chat.md), as other modules ask for them
 * (`deps.services.prosaRelationships`): a citizen or an organisation registered in the portal with the office of
 * their authority, and the operators and managers of that authority (whatever their level), who all speak for it.
 * A caller counts only in the role their token claims in Pro.Sa. (the portal's administrators are in none). The
 * profiles are read at every call (they are not kept: a profile changed or removed counts from the next call); the
 * offices' names are kept until the joined authorities or the regional ASL change, the citizens' names (from the
 * identity provider) for a few minutes.
 */
export function createProsaRelationships(deps: {
  db: Db;
  identity: Pick<IdentityAdmin, 'getUser'>;
  regional: Pick<RegionalService, 'findAslByCodice'>;
  cache?: ReadCache;
  clock?: () => number;
}) {
  const profiles = createProfilesRepository(deps.db);
  const prosa = createProsaRepository(deps.db);
  const now = deps.clock ?? Date.now;

  async function loadOffice(aziendaId: number): Promise<ProsaOffice | undefined> {
    const azienda = await prosa.findAzienda(aziendaId);
    if (!azienda) return undefined;
    const asl = await deps.regional.findAslByCodice(azienda.codiceAsl);
    return { aziendaId, nome: asl?.denominazioneAzienda ?? azienda.codiceAsl };
  }
  const office = deps.cache
    ? deps.cache.memo({ tables: OFFICE_TABLES, load: loadOffice, max: 1000 })
    : loadOffice;

  const names = new Map<string, { nome: string | null; until: number }>();
  /** A citizen's name as the identity provider has it (null: unknown, or the provider did not answer). */
  async function nameOf(subject: string): Promise<string | null> {
    const known = names.get(subject);
    if (known && known.until > now()) return known.nome;
    const user = await deps.identity.getUser(subject).catch(() => undefined);
    const nome = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : null;
    names.delete(subject);
    if (names.size >= MAX_NAMES) {
      const oldest = names.keys().next().value;
      if (oldest !== undefined) names.delete(oldest);
    }
    if (user) names.set(subject, { nome, until: now() + NAME_TTL_MS });
    return nome;
  }

  const claims = (caller: Caller, role: string) =>
    (caller.clientRoles[PROSA_APPLICATION] ?? []).includes(role);

  return {
    /** The office of a joined authority, named (undefined: the authority is not, or no longer, in the portal). */
    office,

    /**
     * The office the caller writes to: their authority's, while the caller is a registered citizen or organisation
     * (their profile, in the role their token claims).
     */
    async officeOf(caller: Caller): Promise<ProsaOffice | undefined> {
      const [cittadino, ente] = await Promise.all([
        claims(caller, prosaRoles.cittadino) ? profiles.cittadino(caller.userId) : undefined,
        claims(caller, prosaRoles.ente) ? profiles.ente(caller.userId) : undefined,
      ]);
      const aziendaId = cittadino?.aziendaId ?? ente?.aziendaId;
      return aziendaId === undefined ? undefined : office(aziendaId);
    },

    /**
     * The authority whose office the caller answers for: theirs, while they are an operator or a manager of it
     * (their profile, in the role their token claims; any level).
     */
    async operatorOf(caller: Caller): Promise<number | undefined> {
      const staff =
        claims(caller, prosaRoles.operatore) || claims(caller, prosaRoles.responsabile)
          ? await profiles.operatore(caller.userId)
          : undefined;
      return staff?.aziendaId;
    },

    /** The citizen or organisation `subject`, while their profile names this authority (undefined otherwise). */
    async memberOf(subject: string, aziendaId: number): Promise<ProsaMember | undefined> {
      const [cittadino, ente] = await Promise.all([profiles.cittadino(subject), profiles.ente(subject)]);
      if (ente?.aziendaId === aziendaId) return { subject, tipo: 'ente', aziendaId, nome: ente.nome };
      if (cittadino?.aziendaId === aziendaId) {
        return { subject, tipo: 'cittadino', aziendaId, nome: await nameOf(subject) };
      }
      return undefined;
    },
  };
}

export type ProsaRelationships = ReturnType<typeof createProsaRelationships>;

/**
 * The authority a registered citizen or organisation belongs to (undefined: no profile), for demo data written
 * before the server runs.
 */
export async function prosaAuthorityOf(db: Db, subject: string): Promise<number | undefined> {
  const profiles = createProfilesRepository(db);
  const [cittadino, ente] = await Promise.all([profiles.cittadino(subject), profiles.ente(subject)]);
  return cittadino?.aziendaId ?? ente?.aziendaId;
}
