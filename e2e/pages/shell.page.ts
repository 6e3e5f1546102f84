import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login.page.ts';

/** The SPA shell: sign-in from a protected page, the /apps chooser, the header and its user menu. */
export class Shell {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a protected page, signs in on the provider's page and waits for the chooser. */
  async signIn(username: string) {
    await this.page.goto('/apps');
    await new LoginPage(this.page).signIn(username);
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

  async logout() {
    await this.page.getByRole('button', { name: /^Menu utente/ }).click();
    await this.page.getByRole('button', { name: 'Esci' }).click();
  }

  async cookies() {
    return Object.fromEntries((await this.page.context().cookies()).map((c) => [c.name, c]));
  }
}
