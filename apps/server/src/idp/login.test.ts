import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BrowserLike, openLoginPage } from '../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../test/servers.ts';
import { withServer } from '../../test/suite.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { loginDelayMs, loginErrors, loginMessages } from './idp.plugin.ts';

describe('login page', () => {
  let server: TestServer;
  const sleeps: number[] = [];

  withServer(
    {
      overrides: {
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      },
    },
    (started) => {
      server = started;
    },
  );

  /** The sign-in form at `action` sent with a name and a password, as the browser sends it. */
  function post(browser: BrowserLike, action: string | undefined, username: string, password: string) {
    return browser.request(action ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
  }

  /** A wrong password sent from the English form at `action`: the page answered stays English, and says so in English. */
  async function expectRefusedInEnglish(browser: BrowserLike, action: string | undefined) {
    const again = await (await post(browser, action, 'cittadino', 'sbagliata')).text();
    expect(again).toContain('<html lang="en">');
    expect(again).toContain(loginErrors.en.invalid);
  }

  async function submit(username: string, password: string) {
    const browser = new BrowserLike(server.baseUrl);
    const { action } = await openLoginPage(browser);
    return post(browser, action, username, password);
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

  it('speaks English when the SPA asks for it with ui_locales, down to its error message', async () => {
    const browser = new BrowserLike(server.baseUrl);
    const { html, action } = await openLoginPage(browser, undefined, { ui_locales: 'en-GB it' });
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="username"[^>]*>Username<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(html).not.toContain('Nome utente');
    await expectRefusedInEnglish(browser, action);
  });

  it('offers the other language in its header and keeps the one chosen through a failed attempt', async () => {
    const browser = new BrowserLike(server.baseUrl);
    const { html } = await openLoginPage(browser);
    expect(html).toMatch(/<nav class="it-right-zone" aria-label="Lingua">/);
    expect(html).toMatch(/lang="it" hreflang="it" aria-current="true">Italiano<\/a>/);
    const english = /<a class="halo-idp-language" href="([^"]+)" lang="en"/.exec(html)?.[1];
    expect(english).toMatch(/\/interaction\/[\w-]+\?lang=en$/);
    const switched = await (await browser.request(english ?? '')).text();
    expect(switched).toContain('<html lang="en">');
    expect(switched).toMatch(/lang="en" hreflang="en" aria-current="true">English<\/a>/);
    expect(switched).toMatch(/href="[^"]+\/reset\?lang=en">Forgot your password\?<\/a>/);
    const action = /<form method="post" action="([^"]+)"/.exec(switched)?.[1];
    expect(action).toMatch(/\/login\?lang=en$/);
    await expectRefusedInEnglish(browser, action);
  });

  it('ignores a language it does not speak in the switch', async () => {
    const browser = new BrowserLike(server.baseUrl);
    const { html } = await openLoginPage(browser);
    const italian = /<a class="halo-idp-language" href="([^"]+)" lang="it"/.exec(html)?.[1] ?? '';
    const page = await (await browser.request(italian.replace('lang=it', 'lang=de'))).text();
    expect(page).toContain('<html lang="it">');
  });

  it('stays Italian for a language it does not speak', async () => {
    const { html } = await openLoginPage(new BrowserLike(server.baseUrl), undefined, { ui_locales: 'de fr' });
    expect(html).toContain('<html lang="it">');
    expect(html).toMatch(/<label for="username"[^>]*>Nome utente<\/label>/);
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

  it('slows down parallel wrong passwords as if they came one after the other', async () => {
    sleeps.length = 0;
    // Nine: the tenth failure would lock the name out (the default failure factor).
    await Promise.all(Array.from({ length: 9 }, () => submit('responsabile.asl', 'sbagliata')));
    expect([...sleeps].sort((a, b) => a - b)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 10000, 10000]);
    expect((await submit('responsabile.asl', DEMO_PASSWORD)).status).toBe(303);
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

  it('rate-limits sign-in attempts per address: a browser gets an Italian page, an API caller JSON', async () => {
    const logs: string[] = [];
    const other = await startServer({
      // The address's limit is under test here, not the name's lockout.
      env: { LOG_LEVEL: 'info', LOGIN_FAILURE_FACTOR: '100' },
      overrides: { sleep: async () => undefined, logStream: { write: (line) => logs.push(line) } },
    });
    const username = 'utente.da.non.registrare';
    const password = 'Password-da-non-registrare-42';
    try {
      const browser = new BrowserLike(other.baseUrl);
      const { action } = await openLoginPage(browser);
      const post = (headers: Record<string, string> = {}) =>
        browser.request(action ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ username, password }),
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt++) {
        statuses.push((await post()).status);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);

      // The form as a browser posts it.
      const page = await post({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(page.status).toBe(429);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
      const html = await page.text();
      expect(html).toContain('<html lang="it">');
      expect(html).toContain('<h1 class="h2 mb-4">Troppi tentativi</h1>');
      expect(html).toContain(`role="alert">${loginMessages.tooManyAttempts}</div>`);
      expect(html).toContain('bootstrap-italia.min.css');
      // Without an Accept header a form post is still a browser's.
      expect((await post()).headers.get('content-type')).toMatch(/^text\/html/);

      const api = await post({ accept: 'application/json' });
      expect(api.status).toBe(429);
      expect(api.headers.get('retry-after')).toBeTruthy();
      expect(await api.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Troppe richieste: riprovare tra poco.',
      });

      expect(logs.length).toBeGreaterThan(0);
      const written = logs.join('\n');
      expect(written).not.toContain(username);
      expect(written).not.toContain(password);
    } finally {
      await other.close();
    }
  }, 90_000); // thirty real sign-in attempts, each checking a password hash: slow on a busy machine
});

describe('login lockout (Keycloak brute-force detection, settings from the environment)', () => {
  let server: TestServer;

  withServer(
    {
      env: { LOGIN_FAILURE_FACTOR: '3', LOGIN_WAIT_INCREMENT: '120', LOGIN_MAX_WAIT: '600' },
      overrides: { sleep: async () => undefined },
    },
    (started) => {
      server = started;
    },
  );

  async function submit(username: string, password: string) {
    const browser = new BrowserLike(server.baseUrl);
    const { action } = await openLoginPage(browser);
    const response = await browser.request(action ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
    return { status: response.status, html: await response.text() };
  }

  const lockedUntil = (html: string) => /Riprovare dopo le (\d\d:\d\d)/.exec(html)?.[1];

  it('locks a name out after the failures, says in Italian until when, and refuses even the right password', async () => {
    const before = Date.now();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await submit('ente', 'sbagliata')).html).toContain(loginMessages.invalid);
    }
    const locked = await submit('ente', 'sbagliata');
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('role="alert"');
    const expected = new Date(before + 120_000).toLocaleTimeString('it-IT', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Rome',
    });
    const shown = lockedUntil(locked.html);
    expect([
      expected,
      new Date(before + 180_000).toLocaleTimeString('it-IT', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Rome',
      }),
    ]).toContain(shown);
    const rightPassword = await submit('ente', DEMO_PASSWORD);
    expect(rightPassword.status).toBe(429);
    expect(lockedUntil(rightPassword.html)).toBe(shown);
  });

  it('answers a name that does not exist exactly like one that does', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await submit('nessuno.tale', 'sbagliata');
    }
    const locked = await submit('nessuno.tale', 'sbagliata');
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('Troppi tentativi di accesso non riusciti');
  });

  it('lets parallel guesses check at most the failure factor of passwords before the lockout', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => submit('cittadino', 'sbagliata')));
    expect(answers.filter((answer) => answer.html.includes(loginMessages.invalid))).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
  });

  it('lets the name in again once the lock is over, and doubles the next one', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      await submit('medico', 'sbagliata');
    }
    // The lock ends: as if its time had passed.
    await server.database.db.execute(
      sql`update idp.login_failures set locked_until = now() - interval '1 second' where key = 'medico'`,
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await submit('medico', 'sbagliata')).html).toContain(loginMessages.invalid);
    }
    const again = await submit('medico', 'sbagliata');
    expect(again.status).toBe(429);
    const [row] = (
      (await server.database.db.execute(
        sql`select extract(epoch from locked_until - last_failure_at)::int as seconds from idp.login_failures where key = 'medico'`,
      )) as unknown as { rows: { seconds: number }[] }
    ).rows;
    expect(row?.seconds).toBe(240);
    await server.database.db.execute(
      sql`update idp.login_failures set locked_until = null where key = 'medico'`,
    );
    expect((await submit('medico', DEMO_PASSWORD)).status).toBe(303);
  });
});

describe('npm start: demo data, nothing loosened for development', () => {
  let server: TestServer;
  // What `npm start` runs with: NODE_ENV unset (development), so demo data, and no DEV_ORIGINS.
  withServer({ env: { NODE_ENV: 'development' } }, (started) => {
    server = started;
  });

  it("sends codes only to PUBLIC_URL with demo data on: Vite's origin is for npm run dev", async () => {
    const browser = new BrowserLike(server.baseUrl);
    const { response, action } = await openLoginPage(browser, undefined, {
      redirect_uri: 'http://localhost:5173/oidc/callback',
    });
    expect(action).toBeUndefined();
    expect(response.status).toBe(400);
    // The pages' policy (an API answer has its own, which allows nothing at all).
    const csp = (await fetch(`${server.baseUrl}/prosa`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/form-action [^;]*'self'/);
    expect(csp).not.toContain('5173');
  });
});

describe("the provider's own paths", () => {
  let server: TestServer;
  withServer((started) => {
    server = started;
  });

  it('answers the realm path with a query string, whatever the method, without a server error', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      for (const url of ['/auth/realms/halo?x', '/auth/realms/halo', '/auth/realms/halo/?x=1']) {
        const response = await fetch(`${server.baseUrl}${url}`, { method });
        expect(response.status, `${method} ${url}`).toBeLessThan(500);
        expect(response.headers.get('content-security-policy'), `${method} ${url}`).toBeTruthy();
      }
    }
  });
});
