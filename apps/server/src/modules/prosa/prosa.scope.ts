import {
  deriveRole,
  type Principal,
  type ProsaFeatures,
  prosaFeatures,
  roleClaimsOf,
  SUPERADMIN,
} from '@halo/contract';
import type { AziendaDettaglio } from '@halo/contract/prosa';
import { PROSA_APPLICATION, prosaRoles } from '@halo/contract/prosa';
import { progettoMessages } from '@halo/contract/prosa/progetti';
import type { Db } from '../../db/database.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import {
  type CittadinoRow,
  createProfilesRepository,
  type EnteRow,
  type OperatoreRow,
} from './profiles/profiles.repository.ts';
import type { ProsaService } from './prosa.service.ts';

/**
 * Who reads or writes one of the portal's activities (projects, campaigns, requests, suggestions): their role,
 * their profile and the portal's four features for them (SPEC.md §6), and the scope staff work in
 * (docs/adr/0016): level ASL their authority's activities, DISTRETTO their district's, DIPARTIMENTO their
 * department's, PO and UO the ones they wrote.
 */
export interface Viewer {
  subject: string | null;
  role: string | null;
  /** admin-prosa or superadmin: every activity, every authority. */
  admin: boolean;
  staff?: OperatoreRow;
  ente?: EnteRow;
  cittadino?: CittadinoRow;
  features: ProsaFeatures;
}

/** The columns an activity's scope is decided on. */
export interface ScopedRow {
  aziendaId: number;
  distrettoRef: number | null;
  dipartimentoRef: number | null;
  autore: string;
}

const ADMINS: string[] = [prosaRoles.admin, SUPERADMIN];

/** The caller's role in Pro.Sa. (null: none). */
export const prosaRoleOf = (principal: Principal) =>
  deriveRole(roleClaimsOf(principal), PROSA_APPLICATION).role;

/** Whether a role administers Pro.Sa.: admin-prosa, or the platform's superadmin. */
export const isProsaAdmin = (role: string | null) => role !== null && ADMINS.includes(role);

/** The portal's features for a role, and for staff by their profile's type and level. */
export const featuresOf = (role: string | null, staff?: Pick<OperatoreRow, 'tipologia' | 'livello'>) =>
  prosaFeatures(role, staff ? { tipologia: staff.tipologia, livello: staff.livello } : {});

export type Viewers = ReturnType<typeof createViewers>;

export function createViewers(db: Db) {
  const people = createProfilesRepository(db);

  async function of(principal: Principal | null): Promise<Viewer> {
    if (!principal) return { subject: null, role: null, admin: false, features: prosaFeatures('cittadino') };
    const role = prosaRoleOf(principal);
    const staffRole = role === prosaRoles.operatore || role === prosaRoles.responsabile;
    const [staff, ente, cittadino] = await Promise.all([
      staffRole ? people.operatore(principal.userId) : undefined,
      role === prosaRoles.ente ? people.ente(principal.userId) : undefined,
      role === prosaRoles.cittadino ? people.cittadino(principal.userId) : undefined,
    ]);
    if (staffRole && !staff) throw new ForbiddenError(progettoMessages.noProfile);
    return {
      subject: principal.userId,
      role,
      admin: isProsaAdmin(role),
      staff,
      ente,
      cittadino,
      features: featuresOf(role, staff),
    };
  }

  return {
    of,
    /** The viewer of a call that needs a feature on (403 with the reason otherwise). */
    async withFeature(principal: Principal, feature: keyof ProsaFeatures, message: string): Promise<Viewer> {
      const viewer = await of(principal);
      requireFeature(viewer, feature, message);
      return viewer;
    },
  };
}

/** A feature the viewer must have on, or 403 with the reason. */
export function requireFeature(viewer: Viewer, feature: keyof ProsaFeatures, message: string) {
  if (!viewer.features[feature]) throw new ForbiddenError(message);
}

/**
 * Whether an activity is inside the viewer's scope (admins: always; citizens and organisations: never). The
 * repositories filter by the same rule in SQL (`scopeSql` of prosa.scope.repository.ts).
 */
export function inScope(viewer: Viewer, row: ScopedRow): boolean {
  if (viewer.admin) return true;
  const staff = viewer.staff;
  if (!staff || staff.aziendaId !== row.aziendaId) return false;
  switch (staff.livello) {
    case 'ASL':
      return true;
    case 'DISTRETTO':
      return staff.rifDistretto !== null && row.distrettoRef === staff.rifDistretto;
    case 'DIPARTIMENTO':
      return staff.rifDipartimento !== null && row.dipartimentoRef === staff.rifDipartimento;
    default:
      return row.autore === staff.subject;
  }
}

/** Whether the viewer decides (publishes, closes, sends back): a manager or an administrator. */
export const decides = (viewer: Viewer) => viewer.admin || viewer.role === prosaRoles.responsabile;

/** The joined authorities an answer names, each read once per answer. */
export function aziendeOf(prosa: ProsaService): (id: number) => Promise<AziendaDettaglio> {
  const read = new Map<number, Promise<AziendaDettaglio>>();
  return (id) => {
    let found = read.get(id);
    if (!found) {
      found = prosa.azienda(id);
      read.set(id, found);
    }
    return found;
  };
}

/** A registered part of an authority's organisation by its id, as answers name it (null: none or gone). */
export function partOf(list: { id: number; denominazione: string }[], id: number | null) {
  const found = list.find((p) => p.id === id);
  return found ? { id: found.id, denominazione: found.denominazione } : null;
}

/** The authority an activity names and its district and department, as the activity's view shows them. */
export function organisationView(
  azienda: AziendaDettaglio,
  row: Pick<ScopedRow, 'distrettoRef' | 'dipartimentoRef'>,
) {
  return {
    aslId: azienda.id,
    asl: azienda.codiceAsl,
    denominazioneAzienda: azienda.denominazioneAzienda,
    distretto: partOf(azienda.distretti, row.distrettoRef),
    dipartimento: partOf(azienda.dipartimenti, row.dipartimentoRef),
  };
}

/**
 * Who may read and write one kind of activity: `readable` finds what is published or in the viewer's scope,
 * `writable` what is in their scope with the feature on; anything else is not found (404, nothing leaks).
 */
export function activityAccess<R extends ScopedRow & { stato: string }>(options: {
  viewers: Viewers;
  feature: keyof ProsaFeatures;
  published: string;
  find: (id: number) => Promise<R | undefined>;
  messages: { notFound: string; featureOff: string };
}) {
  const { feature, published, find, messages } = options;
  const required = (viewer: Viewer) => requireFeature(viewer, feature, messages.featureOff);
  const canWrite = (viewer: Viewer, row: R) =>
    viewer.features[feature] && (viewer.admin || viewer.staff !== undefined) && inScope(viewer, row);
  return {
    requireFeature: required,
    /** The viewer of a call that needs the feature on. */
    featured: (principal: Principal) => options.viewers.withFeature(principal, feature, messages.featureOff),
    canWrite,
    async readable(id: number, viewer: Viewer): Promise<R> {
      const row = await find(id);
      if (!row || (row.stato !== published && !(viewer.features[feature] && inScope(viewer, row)))) {
        throw new NotFoundError(messages.notFound);
      }
      return row;
    },
    async writable(id: number, viewer: Viewer): Promise<R> {
      required(viewer);
      const row = await find(id);
      if (!row || !canWrite(viewer, row)) throw new NotFoundError(messages.notFound);
      return row;
    },
  };
}

/** The authority an activity names and its district and department, checked (400 on the field otherwise). */
export async function organisationOf(
  prosa: ProsaService,
  input: { aslId: number; distrettoId: number | null; dipartimentoId: number | null },
  unknown: string,
): Promise<AziendaDettaglio> {
  const invalid = (path: string) => new ValidationError([{ path, message: unknown }], unknown);
  const azienda = await prosa.azienda(input.aslId).catch((error: unknown) => {
    throw error instanceof NotFoundError ? invalid('body.aslId') : error;
  });
  if (input.distrettoId !== null && !azienda.distretti.some((d) => d.id === input.distrettoId)) {
    throw invalid('body.distrettoId');
  }
  if (input.dipartimentoId !== null && !azienda.dipartimenti.some((d) => d.id === input.dipartimentoId)) {
    throw invalid('body.dipartimentoId');
  }
  return azienda;
}
