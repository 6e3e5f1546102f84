import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell.page.ts';

/** Public page of the comune picker (apps/web/src/apps/regional/pages/comune-picker.page.tsx). */
export const PUBLIC_PICKER_PATH = '/regionale/territorio';

/** The regional application's screens: the map, the two hierarchies, the forms and the search. */
export class RegionalApp {
  readonly page: Page;
  readonly shell: Shell;

  constructor(page: Page) {
    this.page = page;
    this.shell = new Shell(page);
  }

  async signInAndOpen(username: string) {
    await this.shell.signInToChooser(username);
    await this.shell.openApplication('Gestione regionale');
    await expect(this.page).toHaveURL(/\/regionale$/);
    await expect(this.heading()).toHaveText('Dati regionali');
  }

  async goTo(menuItem: 'Home' | 'Regioni' | 'Aziende sanitarie' | 'Comuni') {
    await this.shell.navigation().getByRole('link', { name: menuItem, exact: true }).click();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  regionMap(): Locator {
    return this.page.getByRole('navigation', { name: 'Mappa delle regioni' });
  }

  breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Percorso nella gerarchia' });
  }

  /** A section of a level (its heading names it). */
  section(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      await this.dialog().getByLabel(label, { exact: false }).fill(value);
    }
  }

  async save() {
    await this.dialog().getByRole('button', { name: 'Salva' }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async confirmDelete() {
    await expect(this.dialog()).toContainText("L'operazione non si può annullare.");
    await this.dialog().getByRole('button', { name: 'Elimina', exact: true }).click();
    await expect(this.dialog()).toBeHidden();
  }
}

/** The public picker: region → province → comune through the public calls. */
export class ComunePickerPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open() {
    await this.page.goto(PUBLIC_PICKER_PATH);
  }

  async pick(regione: string, provincia: string, comune: string) {
    const form = this.page.getByRole('group', { name: 'Il tuo comune' });
    await form.getByLabel('Regione').selectOption({ label: regione });
    await expect(form.getByLabel('Provincia')).toBeEnabled();
    await form.getByLabel('Provincia').selectOption({ label: provincia });
    await expect(form.getByLabel('Comune')).toBeEnabled();
    await form.getByLabel('Comune').selectOption({ label: comune });
  }
}
