import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify } from 'jose';
import { UnauthenticatedError } from '../errors.ts';

/** How far a proof's `iat` may be from the server's clock (RFC 9449 §11.1 leaves the window to the server). */
const WINDOW_SECONDS = 60;
const ALGORITHMS = ['ES256', 'ES384', 'EdDSA', 'Ed25519', 'PS256', 'RS256'];

export interface DpopRequest {
  /** The `DPoP` header. */
  proof: string | undefined;
  /** The request's method and its URL without query and fragment (`htm`, `htu`). */
  method: string;
  url: string;
  /** The access token the proof must be bound to (`ath`). */
  accessToken: string;
}

/**
 * Checks a DPoP proof (RFC 9449 §4.3, §7.1) for a sender-constrained access token: a `dpop+jwt` signed by the key
 * it carries, for this method and URL, fresh, never seen before, bound to this token, by the key the token was
 * issued to (`cnf.jkt`). Replays are remembered in memory for the window: one server process (ADR 0011).
 */
export function createDpopChecker(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const seen = new Map<string, number>();

  function remember(jti: string, at: number) {
    for (const [id, expires] of seen) {
      if (expires <= at) seen.delete(id);
    }
    if (seen.has(jti)) return false;
    seen.set(jti, at + 2 * WINDOW_SECONDS * 1000);
    return true;
  }

  return {
    /** Throws UnauthenticatedError unless the proof holds for the request and the key thumbprint `jkt`. */
    async check(request: DpopRequest, jkt: string): Promise<void> {
      const refuse = () => new UnauthenticatedError('Prova DPoP non valida.');
      if (!request.proof) throw refuse();
      let payload: Record<string, unknown>;
      let thumbprint: string;
      try {
        const verified = await jwtVerify(request.proof, EmbeddedJWK, {
          typ: 'dpop+jwt',
          algorithms: ALGORITHMS,
        });
        payload = verified.payload;
        const jwk = verified.protectedHeader.jwk;
        if (!jwk || 'd' in jwk) throw refuse();
        thumbprint = await calculateJwkThumbprint(jwk);
      } catch {
        throw refuse();
      }
      const at = now();
      const ath = createHash('sha256').update(request.accessToken).digest('base64url');
      const fresh = typeof payload.iat === 'number' && Math.abs(at / 1000 - payload.iat) <= WINDOW_SECONDS;
      if (
        thumbprint !== jkt ||
        payload.htm !== request.method ||
        typeof payload.htu !== 'string' ||
        stripQuery(payload.htu) !== request.url ||
        payload.ath !== ath ||
        !fresh ||
        typeof payload.jti !== 'string' ||
        payload.jti.length === 0 ||
        !remember(payload.jti, at)
      ) {
        throw refuse();
      }
    },
  };
}

function stripQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}
