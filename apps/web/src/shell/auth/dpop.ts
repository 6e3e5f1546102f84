import { decodeJwtPayload } from './jwt-claims.ts';

/**
 * Sender-constrained tokens (DPoP, RFC 9449; ADR 0011): the identity client keeps a non-extractable key in
 * IndexedDB and the provider binds the tokens to it (`cnf.jkt`). Every API call then carries the token with the
 * DPoP scheme and a proof signed with that key, so a token or a `refreshToken` cookie read by someone else is of
 * no use without the key. A token bound to no key (an issuer without DPoP) goes as a Bearer token, as before.
 */

/** Signs a proof for one call: its absolute URL, its method, the token it carries. */
export type ProofSigner = (url: string, method: string, accessToken: string) => Promise<string | undefined>;

let signer: ProofSigner | null = null;

/** Set once the identity client exists (boot), with DPoP on. */
export function setProofSigner(next: ProofSigner | null): void {
  signer = next;
}

function isBound(token: string): boolean {
  const cnf = decodeJwtPayload(token)?.cnf;
  return Boolean(cnf && typeof cnf === 'object' && 'jkt' in cnf);
}

/** The headers that authorize a call with this token. */
export async function authorizationHeaders(
  token: string,
  url: string,
  method: string,
): Promise<Record<string, string>> {
  if (signer && isBound(token)) {
    // `htu` is the URL without query and fragment (RFC 9449 §4.2).
    const target = new URL(url, window.location.origin);
    const proof = await signer(`${target.origin}${target.pathname}`, method, token);
    if (proof) return { Authorization: `DPoP ${token}`, DPoP: proof };
  }
  return { Authorization: `Bearer ${token}` };
}
