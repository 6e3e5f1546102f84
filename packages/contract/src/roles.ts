/**
 * Role rules of SPEC.md §6, shared by the SPA and the server. Pure functions of the token's claims.
 */

/** The claims of a Keycloak-shaped access token that the rules read. */
export interface RoleClaims {
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] } | undefined>;
}

export const SUPERADMIN_REALM_ROLE = 'app-admin';
export const SUPERADMIN = 'superadmin';

export interface DerivedRole {
  /** The user's role in the application, or null when the user has none there. */
  role: string | null;
  isAdmin: boolean;
  isSuperadmin: boolean;
}

/**
 * The realm role app-admin makes the user superadmin and admin everywhere. Otherwise the first role of the
 * application's client roles is the role, and the role `admin` makes the user admin of that application.
 */
export function deriveRole(claims: RoleClaims, application: string): DerivedRole {
  if (claims.realm_access?.roles?.includes(SUPERADMIN_REALM_ROLE)) {
    return { role: SUPERADMIN, isAdmin: true, isSuperadmin: true };
  }
  const role = claims.resource_access?.[application]?.roles?.[0] ?? null;
  return { role, isAdmin: role === 'admin', isSuperadmin: false };
}

/**
 * Operator and manager operability levels (SPEC.md §6), for the Pro.Sa. application. ASL is the whole health
 * authority.
 * @public
 */
export const livelli = ['ASL', 'DISTRETTO', 'DIPARTIMENTO', 'PO', 'UO'] as const;
/** @public */
export type Livello = (typeof livelli)[number];

export interface ProsaFeatures {
  campagne: boolean;
  progetti: boolean;
  richieste: boolean;
  suggerimenti: boolean;
}

export interface ProsaOperabilita {
  tipologia?: string | null;
  livello?: string | null;
}

function allFeatures(on: boolean): ProsaFeatures {
  return { campagne: on, progetti: on, richieste: on, suggerimenti: on };
}

/**
 * The four prevention-app features: on for admin-prosa, superadmin, ente and cittadino; for operatore only
 * when its tipologia is SANITARIO; for responsabile only when its livello is ASL; off for anyone else.
 */
export function prosaFeatures(role: string | null, operabilita: ProsaOperabilita = {}): ProsaFeatures {
  switch (role) {
    case 'admin-prosa':
    case SUPERADMIN:
    case 'ente':
    case 'cittadino':
      return allFeatures(true);
    case 'operatore':
      return allFeatures(operabilita.tipologia === 'SANITARIO');
    case 'responsabile':
      return allFeatures(operabilita.livello === 'ASL');
    default:
      return allFeatures(false);
  }
}

type RoleHolder = { realmRoles: string[]; clientRoles: Record<string, string[]> };
const claimsOf = new WeakMap<RoleHolder, RoleClaims>();

/**
 * The role claims of a principal, to apply the rules above on the server: worked out once per principal object
 * (asked for each application and route of every navigation answer), which nobody may change afterwards.
 */
export function roleClaimsOf(principal: RoleHolder): RoleClaims {
  let claims = claimsOf.get(principal);
  if (!claims) {
    claims = toRoleClaims(principal);
    claimsOf.set(principal, claims);
  }
  return claims;
}

function toRoleClaims(principal: RoleHolder): RoleClaims {
  return {
    realm_access: { roles: principal.realmRoles },
    resource_access: Object.fromEntries(
      Object.entries(principal.clientRoles).map(([client, roles]) => [client, { roles }]),
    ),
  };
}
