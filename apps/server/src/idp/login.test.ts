import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLike, openLoginPage } from '../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../test/servers.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { loginDelayMs, loginMessages } from './idp.plugin.ts';

describe('login page', () => {
  let server: TestServer;
  const sleeps: number[] = [];

  beforeAll(async () => {
    server = await startServer({
      overrides: {
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      },
    });
  });
  afterAll(() => server.close());

  async function submit(username: string, password: string) {
    const browser = new BrowserLike(server.baseUrl);
    const { action } = await openLoginPage(browser);
    return browser.request(action ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
  }

  it('is in Italian with labelled fields Nome utente and Password and a button Accedi', async () => {
    const { response, html } = await openLoginPage(new BrowserLike(server.baseUrl));
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="it">');
    expect(html).toMatch(/<label for="username"[^>]*>Nome utente<\/label>/);
    expect(html).toMatch(/<label for="password"[^>]*>Password<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Accedi<\/button>/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('says the same thing for a wrong password and for an unknown user', async () => {
    for (const [username, password] of [
      ['cittadino', 'sbagliata'],
      ['nessuno.tale', DEMO_PASSWORD],
    ] as const) {
      const response = await submit(username, password);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(loginMessages.invalid);
      expect(html).toContain('role="alert"');
    }
  });

  it('slows down repeated failures on the same user name, and forgets them after a success', async () => {
    sleeps.length = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      await submit('ente', 'sbagliata');
    }
    expect(sleeps).toEqual([0, 0, 0, 1000, 2000]);
    const success = await submit('ente', DEMO_PASSWORD);
    expect(success.status).toBe(303);
    sleeps.length = 0;
    await submit('ente', 'sbagliata');
    expect(sleeps).toEqual([0]);
  });

  it('caps the delay at ten seconds', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 50].map(loginDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('accepts the user name in any case', async () => {
    expect((await submit('CITTADINO', DEMO_PASSWORD)).status).toBe(303);
  });

  it('answers an expired or unknown interaction with a clear page, not an error', async () => {
    const response = await fetch(`${server.baseUrl}/auth/realms/halo/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sessione scaduta');
  });

  it('rate-limits sign-in attempts per address with an Italian 429', async () => {
    const other = await startServer({ overrides: { sleep: async () => undefined } });
    try {
      const browser = new BrowserLike(other.baseUrl);
      const { action } = await openLoginPage(browser);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 32; attempt++) {
        const response = await browser.request(action ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: `utente${attempt}`, password: 'x' }),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(await response.json()).toMatchObject({
            code: 'TOO_MANY_REQUESTS',
            message: 'Troppe richieste: riprovare tra poco.',
          });
        }
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await other.close();
    }
  });
});
