import { z } from 'zod/mini';

/** Identity realm and the SPA's public client (Keycloak names, DESIGN.md §3). */
export const REALM = 'halo';
export const WEB_CLIENT_ID = 'halo-web';
/** Audience of the access tokens the API accepts. */
export const API_AUDIENCE = 'halo-api';
export const REALM_PATH = `/auth/realms/${REALM}`;

/**
 * One identity client per application: its client roles sit under `resource_access.<clientId>.roles`.
 * The platform administration area is the application `halo`.
 */
export const applicationClients = {
  halo: 'Amministrazione piattaforma',
  prosa: 'Pro.Sa. - Portale della prevenzione',
  healthenv: 'Ambiente e salute',
  stroke: "Cura dell'ictus",
  calendar: 'Calendario e prenotazioni',
  gestioneregionale: 'Dati regionali',
  strutture: 'Strutture',
} as const;

/** The claims of a Keycloak-shaped access token that the platform reads. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  preferred_username: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  realm_access: z.optional(z.object({ roles: z.array(z.string()) })),
  resource_access: z.optional(z.record(z.string(), z.object({ roles: z.array(z.string()) }))),
  groups: z.optional(z.array(z.string())),
  iat: z.optional(z.number()),
  /** A sender-constrained token (DPoP, RFC 9449): the thumbprint of the key it was issued to. */
  cnf: z.optional(z.object({ jkt: z.string().check(z.minLength(1)) })),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Who is calling, as the server sees it after verifying the bearer token. */
export interface Principal {
  userId: string;
  username: string;
  email: string | null;
  name: string | null;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  groups: string[];
  /** When the token was issued (seconds since the epoch), for revocations. */
  issuedAt?: number;
  /** The thumbprint of the key a DPoP-bound token was issued to: every call must prove it holds that key. */
  boundKey?: string;
}

export function principalFromClaims(claims: AccessTokenClaims): Principal {
  const clientRoles: Record<string, string[]> = {};
  for (const [client, access] of Object.entries(claims.resource_access ?? {})) {
    clientRoles[client] = access.roles;
  }
  return {
    userId: claims.sub,
    username: claims.preferred_username,
    email: claims.email ?? null,
    name: claims.name ?? null,
    realmRoles: claims.realm_access?.roles ?? [],
    clientRoles,
    groups: claims.groups ?? [],
    ...(claims.iat === undefined ? {} : { issuedAt: claims.iat }),
    ...(claims.cnf ? { boundKey: claims.cnf.jkt } : {}),
  };
}
