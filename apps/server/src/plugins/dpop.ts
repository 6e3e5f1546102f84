import { hash } from 'node:crypto';
import { errorCodes } from '@halo/contract';
import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify } from 'jose';
import { AppError, UnauthenticatedError } from '../errors.ts';
import { memoryReplays, type ReplayStore } from './shared-limits.ts';

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

/** A proof is remembered as long as it could be fresh: its `iat` may be a window before or after the first use. */
const REMEMBER_MS = 2 * WINDOW_SECONDS * 1000;

/**
 * Checks a DPoP proof (RFC 9449 §4.3, §7.1) for a sender-constrained access token: a `dpop+jwt` signed by the key
 * it carries, for this method and URL, fresh, never seen before, bound to this token, by the key the token was
 * issued to (`cnf.jkt`). Proofs seen are remembered in `replays`, which every server process shares
 * (docs/adr/0033-shared-limits.md; this process's memory by default). When that store cannot answer, the call is
 * refused with a 503: a replay is never let through, and the client may retry.
 */
export function createDpopChecker(options: { now?: () => number; replays?: ReplayStore } = {}) {
  const now = options.now ?? (() => Date.now());
  const replays = options.replays ?? memoryReplays(now);

  /** The key and the `jti` together, hashed: one client cannot spend another's, and the id has a fixed size. */
  async function firstUse(jkt: string, jti: string): Promise<boolean> {
    const id = hash('sha256', `${jkt}.${jti}`, 'base64url');
    try {
      return await replays.remember(id, REMEMBER_MS);
    } catch (error) {
      throw new AppError(
        503,
        errorCodes.unavailable,
        'Verifica della prova DPoP non disponibile: riprovare.',
        [],
        {
          cause: error,
        },
      );
    }
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
      const ath = hash('sha256', request.accessToken, 'base64url');
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
        !(await firstUse(thumbprint, payload.jti))
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
