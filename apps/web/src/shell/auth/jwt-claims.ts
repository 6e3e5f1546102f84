import type { AccessTokenClaims } from '@halo/contract';

export interface TokenTimes {
  /** Expiry, seconds since the epoch. */
  exp: number | null;
  /** Issue time, seconds since the epoch. */
  iat: number | null;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * Reads a JWT's payload without verifying it: the SPA only needs the claims for display and role rules,
 * the server verifies every token it receives.
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const value = decodeSegment(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function accessTokenClaims(token: string | null | undefined): Partial<AccessTokenClaims> {
  return (decodeJwtPayload(token) ?? {}) as Partial<AccessTokenClaims>;
}

export function tokenTimes(token: string | null | undefined): TokenTimes {
  const payload = decodeJwtPayload(token);
  const exp = typeof payload?.exp === 'number' ? payload.exp : null;
  const iat = typeof payload?.iat === 'number' ? payload.iat : null;
  return { exp, iat };
}
