import { createHash, randomBytes } from 'node:crypto';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { AdminArea } from './pages/admin.page.ts';
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
    // The error ends above the first field's label, which Bootstrap Italia lifts above its group.
    const error = await page.getByRole('alert').boundingBox();
    const label = await page.locator('label[for="username"]').boundingBox();
    expect((error?.y ?? 0) + (error?.height ?? 0)).toBeLessThanOrEqual(label?.y ?? 0);
    await page.getByLabel('Password').focus();
    await expectAccessible(page);

    await test.step('the language switch in the header keeps the page and speaks English', async () => {
      const languages = page.getByRole('navigation', { name: 'Lingua' });
      await expect(languages.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
      await languages.getByRole('link', { name: 'English' }).hover();
      await expectAccessible(page);
      await languages.getByRole('link', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByLabel('Username').fill('cittadino');
      await page.getByLabel('Password').fill('sbagliata');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
      await expect(page.getByText('No account yet?')).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('signs a user in and hands the code to the SPA callback', async ({ page, baseURL }) => {
    await openLogin(page, baseURL ?? '');
    await new LoginPage(page).signIn('medico');
    await page.waitForURL(/\/oidc\/callback\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('state')).toBe('e2e');
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  test('a forgotten password: the mailed link sets a new one, and the user signs in with it', async ({
    page,
    browser,
  }) => {
    const login = new LoginPage(page);
    await page.goto('/apps');
    await login.expectShown();
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Nome utente o e-mail').fill('responsabile.distretto@example.org');
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByRole('status')).toContainText('Se esiste un account con questo nome utente');
    await expectAccessible(page);

    const link =
      await test.step('the message is in the demo outbox, which the administrator reads', async () => {
        const context = await browser.newContext();
        const admin = new AdminArea(await context.newPage());
        await admin.signInAndOpen('superadmin');
        await admin.goTo('Posta in uscita');
        const row = admin
          .row(admin.page.getByRole('table'), 'responsabile.distretto@example.org')
          .filter({ hasText: 'Reimpostazione della password' });
        await expect(row).toHaveCount(1);
        const href = await row.getByRole('link').getAttribute('href');
        await context.close();
        return href ?? '';
      });

    await page.goto(link);
    await page.getByLabel('Nuova password').fill('una-nuova-password');
    await page.getByLabel('Conferma password').fill('una-nuova-password');
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await expect(page.getByRole('alert')).toContainText('Password impostata');
    await page.getByRole('link', { name: 'Accedi a Halo' }).click();
    await login.signIn('responsabile.distretto', 'una-nuova-password');
    await expect(page.getByRole('button', { name: /^Menu utente/ })).toBeVisible();
  });
});
