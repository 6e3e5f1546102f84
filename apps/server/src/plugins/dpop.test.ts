import { createHash, randomUUID } from 'node:crypto';
import { WEB_CLIENT_ID } from '@halo/contract';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authorizationCode, decodeJwt, endpoints, pkce, type Tokens } from '../../test/oidc-client.ts';
import type { TestServer } from '../../test/servers.ts';
import { withServer } from '../../test/suite.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';

/** A browser's DPoP key (RFC 9449): the SPA keeps one, non-extractable, in IndexedDB. */
async function dpopKey() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk: JWK = await exportJWK(publicKey);
  return {
    proof: (htm: string, htu: string, extra: { ath?: string; iat?: number; jti?: string } = {}) =>
      new SignJWT({
        htm,
        htu,
        jti: extra.jti ?? randomUUID(),
        iat: extra.iat ?? Math.floor(Date.now() / 1000),
        ...(extra.ath ? { ath: extra.ath } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .sign(privateKey),
  };
}

const ath = (token: string) => createHash('sha256').update(token).digest('base64url');
const HOST = 'halo.test';
const URL_APPS = `http://${HOST}/api/v1/halo/app`;

describe('sender-constrained tokens (DPoP) with the embedded provider', () => {
  let server: TestServer;
  let key: Awaited<ReturnType<typeof dpopKey>>;
  let tokens: Tokens;

  const tokenCall = async (params: Record<string, string>, proof?: string) =>
    fetch(endpoints(server.baseUrl).token, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(proof ? { DPoP: proof } : {}),
      },
      body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...params }),
    });

  const apps = (headers: Record<string, string>, url = '/api/v1/halo/app') =>
    server.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  withServer(async (started) => {
    server = started;
    key = await dpopKey();
    const { verifier, challenge } = pkce();
    const { code } = await authorizationCode(server.baseUrl, 'medico', DEMO_PASSWORD, challenge);
    const token = endpoints(server.baseUrl).token;
    const response = await tokenCall(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: endpoints(server.baseUrl).redirectUri,
        code_verifier: verifier,
      },
      await key.proof('POST', token),
    );
    expect(response.status).toBe(200);
    tokens = (await response.json()) as Tokens;
  });

  it('issues DPoP-bound tokens when the token request proves a key', () => {
    expect(tokens.token_type).toBe('DPoP');
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: expect.any(String) });
  });

  it('answers a call that proves the key', async () => {
    const response = await apps({
      authorization: `DPoP ${tokens.access_token}`,
      dpop: await key.proof('GET', URL_APPS, { ath: ath(tokens.access_token) }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the bound token without its proof: as a Bearer token, without a proof, from another key', async () => {
    const other = await dpopKey();
    const refused = [
      await apps({ authorization: `Bearer ${tokens.access_token}` }),
      await apps({ authorization: `DPoP ${tokens.access_token}` }),
      await apps({
        authorization: `DPoP ${tokens.access_token}`,
        dpop: await other.proof('GET', URL_APPS, { ath: ath(tokens.access_token) }),
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a replayed proof, and proofs for another method, URL, token or time', async () => {
    const headers = async (proof: string) => ({ authorization: `DPoP ${tokens.access_token}`, dpop: proof });
    const once = await key.proof('GET', URL_APPS, { ath: ath(tokens.access_token) });
    expect((await apps(await headers(once))).statusCode).toBe(200);
    expect((await apps(await headers(once))).statusCode).toBe(401);

    const a = ath(tokens.access_token);
    for (const proof of [
      await key.proof('POST', URL_APPS, { ath: a }),
      await key.proof('GET', `http://${HOST}/api/v1/halo/app/routing`, { ath: a }),
      await key.proof('GET', URL_APPS, { ath: ath('another token') }),
      await key.proof('GET', URL_APPS),
      await key.proof('GET', URL_APPS, { ath: a, iat: Math.floor(Date.now() / 1000) - 600 }),
    ]) {
      expect((await apps(await headers(proof))).statusCode).toBe(401);
    }
    // The query is not part of htu.
    expect(
      (await apps(await headers(await key.proof('GET', URL_APPS, { ath: a })), '/api/v1/halo/app?x=1'))
        .statusCode,
    ).toBe(200);
  });

  it('makes a stolen refresh token useless without the key', async () => {
    const token = endpoints(server.baseUrl).token;
    const params = { grant_type: 'refresh_token', refresh_token: tokens.refresh_token };
    expect((await tokenCall(params)).status).toBe(400);
    expect((await tokenCall(params, await (await dpopKey()).proof('POST', token))).status).toBe(400);
    const refreshed = await tokenCall(params, await key.proof('POST', token));
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(((await refreshed.json()) as Tokens).access_token).cnf).toEqual(
      decodeJwt(tokens.access_token).cnf,
    );
  });

  it('keeps Bearer tokens working for a client that proves no key', async () => {
    const { verifier, challenge } = pkce();
    const { code } = await authorizationCode(server.baseUrl, 'cittadino', DEMO_PASSWORD, challenge);
    const response = await tokenCall({
      grant_type: 'authorization_code',
      code,
      redirect_uri: endpoints(server.baseUrl).redirectUri,
      code_verifier: verifier,
    });
    const plain = (await response.json()) as Tokens;
    expect(plain.token_type).toBe('Bearer');
    expect((await apps({ authorization: `Bearer ${plain.access_token}` })).statusCode).toBe(200);
    expect((await apps({ authorization: `DPoP ${plain.access_token}` })).statusCode).toBe(401);
  });
});
