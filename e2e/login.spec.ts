import { createHash, randomBytes } from 'node:crypto';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { LoginPage } from './pages/login.page.ts';

/** Opens the provider's authorization endpoint directly, as any OIDC client would. */
async function openLogin(page: import('@playwright/test').Page, baseURL: string) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'halo-web',
    response_type: 'code',
    redirect_uri: `${baseURL}/oidc/callback`,
    scope: 'openid profile email offline_access',
    state: 'e2e',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  await page.goto(`/auth/realms/halo/protocol/openid-connect/auth?${params}`);
}

test.describe('login page of the embedded identity provider', () => {
  test('is accessible and in Italian', async ({ page, baseURL }) => {
    await openLogin(page, baseURL ?? '');
    const login = new LoginPage(page);
    await login.expectShown();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expectAccessible(page);
  });

  test('says a wrong password is wrong without telling which part, and stays accessible', async ({
    page,
    baseURL,
  }) => {
    await openLogin(page, baseURL ?? '');
    const login = new LoginPage(page);
    await login.signIn('cittadino', 'sbagliata');
    await expect(page.getByRole('alert')).toHaveText('Nome utente o password non validi.');
    await expect(page.getByLabel('Nome utente')).toHaveValue('cittadino');
    await expectAccessible(page);
  });

  test('signs a user in and hands the code to the SPA callback', async ({ page, baseURL }) => {
    await openLogin(page, baseURL ?? '');
    await new LoginPage(page).signIn('medico');
    await page.waitForURL(/\/oidc\/callback\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('state')).toBe('e2e');
    expect(url.searchParams.get('code')).toBeTruthy();
  });
});
