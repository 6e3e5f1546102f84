import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'halo-demo';

/** The embedded identity provider's login page. */
export class LoginPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading() {
    return this.page.getByRole('heading', { name: /Accedi/ });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/auth\/realms\/halo\/interaction\//);
    await expect(this.heading()).toBeVisible();
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.expectShown();
    await this.page.getByLabel('Nome utente').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Accedi' }).click();
  }
}
