import { API_AUDIENCE } from '@halo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import {
  authorizationCode,
  BrowserLike,
  decodeJwt,
  endpoints,
  openLoginPage,
  pkce,
  signIn,
  tokenRequest,
} from '../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../test/servers.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts';

describe.each(testDatabases())('authorization code flow against the embedded provider on $name', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ on: kind });
  });
  afterAll(async () => {
    await server.close();
  });

  const me = (token: string) =>
    fetch(`${server.baseUrl}/api/v1/halo/me`, { headers: { authorization: `Bearer ${token}` } });

  it('signs in every demo user and issues a Keycloak-shaped access token', async () => {
    for (const user of demoUsers) {
      const { tokens } = await signIn(server.baseUrl, user.username, DEMO_PASSWORD);
      const claims = decodeJwt(tokens.access_token);
      expect(claims.iss).toBe(server.config.oidc.issuer);
      expect(claims.aud).toBe(API_AUDIENCE);
      expect(claims.preferred_username).toBe(user.username);
      expect(claims.email).toBe(user.email);
      expect(claims.realm_access).toEqual({ roles: user.realmRoles ?? [] });
      expect(claims.groups).toEqual(user.groups ?? []);
      for (const [client, roles] of Object.entries(user.clientRoles ?? {})) {
        expect((claims.resource_access as Record<string, unknown>)[client]).toEqual({ roles });
      }
      expect(tokens.expires_in).toBeLessThanOrEqual(300);
      expect(tokens.refresh_token).toBeTruthy();
      expect(tokens.id_token).toBeTruthy();

      const response = await me(tokens.access_token);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ username: user.username, groups: user.groups ?? [] });
    }
  });

  it('refreshes with rotation: the new refresh token works, the old one is refused', async () => {
    const { tokens } = await signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD);
    const refreshed = await tokenRequest(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as typeof tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);

    const replay = await tokenRequest(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('a refresh token used twice revokes the whole grant: its successor and its access tokens stop too', async () => {
    // A user no other test here signs in: the revocation refuses the user's tokens of this very second.
    const { tokens } = await signIn(server.baseUrl, 'ente', DEMO_PASSWORD);
    const refresh = (token: string) =>
      tokenRequest(server.baseUrl, { grant_type: 'refresh_token', refresh_token: token });
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    const next = (await first.json()) as typeof tokens;
    expect((await me(next.access_token)).status).toBe(200);

    // Someone replays the stolen, already used refresh token (OAuth 2.0 Security BCP §4.14).
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const successor = await refresh(next.refresh_token);
    expect(successor.status).toBe(400);
    expect(((await successor.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await me(next.access_token)).status).toBe(401);
  });

  describe('PKCE', () => {
    const exchange = (code: string, extra: Record<string, string>) =>
      tokenRequest(server.baseUrl, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: endpoints(server.baseUrl).redirectUri,
        ...extra,
      });

    it('refuses a real code exchanged without the verifier', async () => {
      const { challenge } = pkce();
      const { code } = await authorizationCode(server.baseUrl, 'cittadino', DEMO_PASSWORD, challenge);
      const response = await exchange(code, {});
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^invalid_(grant|request)$/);
    });

    it('refuses a real code exchanged with a verifier that does not match its challenge', async () => {
      const { challenge } = pkce();
      const { code } = await authorizationCode(server.baseUrl, 'cittadino', DEMO_PASSWORD, challenge);
      const response = await exchange(code, { code_verifier: pkce().verifier });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
    });

    it('accepts the same code flow with the right verifier (the refusals above are PKCE)', async () => {
      const { verifier, challenge } = pkce();
      const { code } = await authorizationCode(server.baseUrl, 'cittadino', DEMO_PASSWORD, challenge);
      expect((await exchange(code, { code_verifier: verifier })).status).toBe(200);
    });

    it('refuses an authorization request with the plain method, or with no challenge at all', async () => {
      const requests: Record<string, string>[] = [
        { code_challenge_method: 'plain' },
        { code_challenge: '', code_challenge_method: '' },
      ];
      for (const extra of requests) {
        const browser = new BrowserLike(server.baseUrl);
        const { response, action, html } = await openLoginPage(browser, pkce().verifier, extra);
        expect(action, JSON.stringify(extra)).toBeUndefined();
        const location = response.headers.get('location') ?? '';
        const refusal = `${location} ${html}`;
        expect(refusal, JSON.stringify(extra)).toMatch(/invalid_request/);
      }
    });
  });

  it('logs out with id_token_hint: back to the post-logout URI, refresh and access tokens revoked', async () => {
    const { browser, tokens } = await signIn(server.baseUrl, 'medico', DEMO_PASSWORD);
    const apps = () =>
      server.app.inject({
        url: '/api/v1/halo/app',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await apps()).statusCode).toBe(200);
    const e = endpoints(server.baseUrl);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.baseUrl}/prosa`,
      state: 'abc',
    });
    const confirm = await browser.request(`${e.logout}?${params}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form).not.toBeNull();
    const fields = new URLSearchParams();
    for (const [, name, value] of (form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(name ?? '', value ?? '');
    }
    expect(fields.get('logout')).toBe('yes');
    const done = await browser.request(new URL(form?.[1] ?? '', server.baseUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${server.baseUrl}/prosa?state=abc`);

    const refresh = await tokenRequest(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.status).toBe(400);
    // The access token does not live out its lifetime: the next call is refused.
    const after = await apps();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Accesso revocato: accedere di nuovo.');
  });
});
