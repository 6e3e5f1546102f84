import {
  deriveRole,
  type Principal,
  type ProsaFeatures,
  prosaFeatures,
  roleClaimsOf,
  SUPERADMIN,
} from '@halo/contract';
import { PROSA_APPLICATION, prosaRoles } from '@halo/contract/prosa';
import { progettoMessages } from '@halo/contract/prosa-progetti';
import { and, type Column, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ForbiddenError } from '../../errors.ts';
import {
  type CittadinoRow,
  createProfilesRepository,
  type EnteRow,
  type OperatoreRow,
} from './prosa.profiles.repository.ts';

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

export function createViewers(db: Db) {
  const people = createProfilesRepository(db);
  return {
    async of(principal: Principal | null): Promise<Viewer> {
      if (!principal)
        return { subject: null, role: null, admin: false, features: prosaFeatures('cittadino') };
      const role = deriveRole(roleClaimsOf(principal), PROSA_APPLICATION).role;
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
        admin: role !== null && ADMINS.includes(role),
        staff,
        ente,
        cittadino,
        features: prosaFeatures(role, staff ? { tipologia: staff.tipologia, livello: staff.livello } : {}),
      };
    },
  };
}

export type Viewers = ReturnType<typeof createViewers>;

/** A feature the viewer must have on, or 403 with the reason. */
export function requireFeature(viewer: Viewer, feature: keyof ProsaFeatures, message: string) {
  if (!viewer.features[feature]) throw new ForbiddenError(message);
}

/**
 * The activities a member of staff works on, as SQL over a table's scope columns (null: every one, for admins;
 * undefined: none beyond what everyone reads).
 */
export function scopeSql(
  viewer: Viewer,
  columns: { aziendaId: Column; distrettoRef: Column; dipartimentoRef: Column; autore: Column },
): SQL | null | undefined {
  if (viewer.admin) return null;
  const staff = viewer.staff;
  if (!staff) return undefined;
  const own = eq(columns.aziendaId, staff.aziendaId);
  switch (staff.livello) {
    case 'ASL':
      return own;
    case 'DISTRETTO':
      return and(own, eq(columns.distrettoRef, staff.rifDistretto ?? -1));
    case 'DIPARTIMENTO':
      return and(own, eq(columns.dipartimentoRef, staff.rifDipartimento ?? -1));
    default:
      return and(own, eq(columns.autore, staff.subject));
  }
}

/** Whether an activity is inside the viewer's scope (admins: always; citizens and organisations: never). */
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
