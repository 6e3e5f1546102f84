import { type Cookie, expect, type Page } from '@playwright/test';
import { LoginPage } from './login.page.ts';

/**
 * The identity provider's session cookies of each demo user this run has signed in (part of Playwright's storage
 * state): a later test signing the same user in is sent back by the provider without its login form, as a
 * browser that signed in earlier would be. The SPA's own tokens are not reused: they are bound to a DPoP key that
 * cannot leave the browser that made it (ADR 0028).
 */
const providerSessions = new Map<string, Cookie[]>();
const isProviderSession = (cookie: Cookie) => cookie.name.startsWith('_session');

/** The SPA shell: sign-in from a protected page, the /apps chooser, the header and its user menu. */
export class Shell {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /**
   * Opens a protected page (the chooser unless told otherwise), signs in on the provider's page and waits to be
   * back, signed in: on the chooser with several applications, inside the application with only one.
   */
  async signIn(username: string, from = '/apps') {
    const context = this.page.context();
    const known = providerSessions.get(username);
    if (known) await context.addCookies(known);
    await this.page.goto(from);
    const userMenu = this.page.getByRole('button', { name: /^(Menu utente|User menu)/ });
    const login = new LoginPage(this.page);
    // The provider may have ended that session since (a sign-out): then it asks again.
    await expect(userMenu.or(login.heading())).toBeVisible();
    if (!(await userMenu.isVisible())) {
      await login.signIn(username);
      await expect(userMenu).toBeVisible();
    }
    providerSessions.set(username, (await context.cookies()).filter(isProviderSession));
  }

  /** Signs in a user with several applications and waits for the chooser. */
  async signInToChooser(username: string) {
    await this.signIn(username);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Le tue applicazioni' })).toBeVisible();
  }

  applicationCards() {
    return this.page.getByRole('main').getByRole('heading', { level: 2 });
  }

  async openApplication(nome: string) {
    await this.page.getByRole('button', { name: `Apri ${nome}` }).click();
  }

  navigation() {
    return this.page.getByRole('navigation', { name: 'Navigazione principale' });
  }

  /**
   * Follows a link of the header's navigation; a link inside a menu group (a parent item of the application's
   * menu) is reached by opening its group first, as a user would.
   */
  async openNavigationLink(name: string | RegExp) {
    const navigation = this.navigation();
    const anyLink = navigation.getByRole('link', { name, exact: true, includeHidden: true });
    await expect(anyLink.first()).toBeAttached();
    const link = navigation.getByRole('link', { name, exact: true });
    if (!(await link.isVisible())) {
      const group = navigation
        .locator('li.dropdown')
        .filter({ has: this.page.getByRole('link', { name, exact: true, includeHidden: true }) });
      await group.getByRole('button').click();
    }
    await link.click();
  }

  /** Signs out through the user menu; the sign-out ends the provider's session too before coming back. */
  async logout(menu: RegExp = /^Menu utente/, button = 'Esci') {
    await this.page.getByRole('button', { name: menu }).click();
    await Promise.all([
      this.page.waitForURL(/\/protocol\/openid-connect\/logout/),
      this.page.getByRole('button', { name: button }).click(),
    ]);
  }

  async cookies() {
    return Object.fromEntries((await this.page.context().cookies()).map((c) => [c.name, c]));
  }
}
