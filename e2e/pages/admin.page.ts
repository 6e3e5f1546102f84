import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell.page.ts';

/** The administration area (application 'Amministrazione', screens under /admin, apps/web/src/apps/halo). */
export class AdminArea {
  readonly page: Page;
  readonly shell: Shell;

  constructor(page: Page) {
    this.page = page;
    this.shell = new Shell(page);
  }

  async signInAndOpen(username = 'superadmin') {
    await this.shell.signInToChooser(username);
    await this.shell.openApplication('Amministrazione');
    await expect(this.page).toHaveURL(/\/admin\/applicazioni$/);
    await expect(this.heading()).toHaveText('Applicazioni');
  }

  /** Opens a screen from the header's navigation (the admin application's menu: links inside groups). */
  async goTo(screen: string | RegExp) {
    await this.shell.openNavigationLink(screen);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  section(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }

  dialog(name?: string | RegExp): Locator {
    return name ? this.page.getByRole('dialog', { name }) : this.page.getByRole('dialog');
  }

  /** A message in the global alert area (success messages of SPEC.md §8 included). */
  alert(text: string): Locator {
    return this.page.locator('.halo-global-alerts').getByRole('alert').filter({ hasText: text });
  }

  async expectSuccess(text: string) {
    await expect(this.alert(text)).toBeVisible();
  }

  /** The row of a table holding `text`. */
  row(table: Locator, text: string | RegExp): Locator {
    return table.getByRole('row').filter({ hasText: text });
  }

  table(caption: string | RegExp): Locator {
    return this.page.getByRole('table', { name: caption });
  }

  /** The message shown under an input (its aria-describedby), for a form with field errors. */
  async fieldError(input: Locator): Promise<string | null> {
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    for (const id of ids) {
      const element = this.page.locator(`[id="${id}"].invalid-feedback`);
      if ((await element.count()) > 0) return element.textContent();
    }
    return null;
  }

  /** Bootstrap Italia draws its checkboxes over the native input: click the drawn box (its label). */
  async setChecked(checkbox: Locator, checked: boolean) {
    await expect(checkbox).toBeEnabled();
    if ((await checkbox.isChecked()) === checked) return;
    const id = await checkbox.getAttribute('id');
    await this.page.locator(`label[for="${id}"]`).click();
    await expect(checkbox).toBeChecked({ checked });
  }
}
