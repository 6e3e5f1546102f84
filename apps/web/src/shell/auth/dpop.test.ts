import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationHeaders, setProofSigner } from './dpop.ts';

const jwt = (payload: object) =>
  `eyJhbGciOiJSUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;
const bound = jwt({ sub: 'u-1', cnf: { jkt: 'thumbprint' } });
const plain = jwt({ sub: 'u-1' });

afterEach(() => setProofSigner(null));

describe('the authorization of an API call', () => {
  it('sends a token bound to a key with the DPoP scheme and a proof for the method and the URL without its query', async () => {
    const signer = vi.fn(async () => 'proof.jwt.sig');
    setProofSigner(signer);
    expect(await authorizationHeaders(bound, '/api/v1/halo/app?x=1', 'PUT')).toEqual({
      Authorization: `DPoP ${bound}`,
      DPoP: 'proof.jwt.sig',
    });
    expect(signer).toHaveBeenCalledWith(`${window.location.origin}/api/v1/halo/app`, 'PUT', bound);
  });

  it('sends a token bound to no key, or any token without DPoP, as a Bearer token', async () => {
    expect(await authorizationHeaders(bound, '/api/v1/halo/app', 'GET')).toEqual({
      Authorization: `Bearer ${bound}`,
    });
    setProofSigner(async () => 'proof');
    expect(await authorizationHeaders(plain, '/api/v1/halo/app', 'GET')).toEqual({
      Authorization: `Bearer ${plain}`,
    });
  });
});
