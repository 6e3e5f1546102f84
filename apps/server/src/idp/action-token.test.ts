import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, lastLink } from '../../test/api.ts';
import { BrowserLike, signIn } from '../../test/oidc-client.ts';
import { withDemoToken } from '../../test/suite.ts';
import { actionTokens } from './idp.tables.ts';

describe('one-time set-password link of the embedded provider', () => {
  const t = withDemoToken('superadmin');

  async function invite(username: string) {
    const email = `${username}@example.org`;
    await apiClient(t.server.app, t.token).post('/api/v1/authorization/user/add', { username, email });
    return lastLink(t.server.database, email);
  }

  async function submit(browser: BrowserLike, link: string, password: string, conferma = password) {
    return browser.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password, conferma }),
    });
  }

  it('shows an Italian form, checks the two passwords, sets the password once, then refuses the link', async () => {
    const link = await invite('utente.link');
    const browser = new BrowserLike(t.server.baseUrl);
    const page = await browser.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Imposta la password');
    expect(html).toContain('utente.link');

    const mismatch = await submit(browser, link, 'password-lunga', 'password-diversa');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('Le due password non coincidono.');
    expect(await (await submit(browser, link, 'corta')).text()).toContain('almeno 8 caratteri');

    const done = await submit(browser, link, 'password-lunga');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Password impostata');
    expect(
      (await signIn(t.server.baseUrl, 'utente.link', 'password-lunga')).tokens.access_token,
    ).toBeTruthy();

    const reused = await browser.request(link);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('Il link non è più valido');
  });

  it('refuses an expired link, a replaced link and a made-up one', async () => {
    const first = await invite('utente.scaduto');
    const user = (await apiClient(t.server.app, t.token).get('/api/v1/authorization/user?q=utente.scaduto'))
      .body.items[0];
    await t.server.database.db
      .update(actionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(actionTokens.userId, user.id));
    const browser = new BrowserLike(t.server.baseUrl);
    expect((await browser.request(first)).status).toBe(400);
    expect((await submit(browser, first, 'password-lunga')).status).toBe(400);

    await apiClient(t.server.app, t.token).post(
      '/api/v1/authorization/keycloak/resendemail?email=utente.scaduto@example.org',
    );
    const second = await lastLink(t.server.database, 'utente.scaduto@example.org');
    expect(second).not.toBe(first);
    expect((await browser.request(second)).status).toBe(200);
    expect(
      (
        await browser.request(
          `${t.server.config.oidc.issuer}/login-actions/action-token?key=inventato-da-me-123456789`,
        )
      ).status,
    ).toBe(400);
  });
});
