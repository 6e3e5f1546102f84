import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell.page.ts';

/** Pro.Sa.'s public home (apps/web/src/apps/prosa/screens/prosa-home.screen.tsx): themes and «trova la tua ASL». */
export class ProsaHomePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open() {
    await this.page.goto('/prosa');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(
      'Pro.Sa. - Portale della prevenzione',
    );
  }

  themes(): Locator {
    return this.page.getByRole('region', { name: 'Le tematiche di salute' });
  }

  /** Opens a theme; answers the list of its sub-themes. */
  async openTheme(name: string): Promise<Locator> {
    const button = this.themes().getByRole('button', { name: new RegExp(`^${name} \\d+ sottotematich`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    return this.themes().getByRole('list', { name: `Sottotematiche di ${name}` });
  }

  findAsl(): Locator {
    return this.page.getByRole('region', { name: 'Trova la tua ASL' });
  }

  async chooseAsl(regione: string, asl: string) {
    const section = this.findAsl();
    await section.getByLabel('Regione').selectOption({ label: regione });
    await expect(section.getByLabel('Azienda sanitaria')).toBeEnabled();
    await expect(
      section.getByLabel('Azienda sanitaria').getByRole('option', { name: asl, exact: true }),
    ).toBeAttached();
    await section.getByLabel('Azienda sanitaria').selectOption({ label: asl });
  }

  /** The organisation of the chosen authority (its heading names it: «ASL TO3»). */
  organisation(name: string): Locator {
    return this.findAsl().getByRole('article', { name });
  }
}

/** The Organizzazione screen (apps/web/src/apps/prosa/screens/prosa-asl.screen.tsx). */
export class ProsaOrganisationPage {
  readonly page: Page;
  readonly shell: Shell;

  constructor(page: Page) {
    this.page = page;
    this.shell = new Shell(page);
  }

  /** Follows the menu item of the screen (the route's name in the manifest). */
  async open() {
    await this.shell.openNavigationLink('Aziende sanitarie');
    await expect(this.heading()).toHaveText('Organizzazione');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The success message the screen shows after a write. */
  notice(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  aziende(): Locator {
    return this.page.getByRole('table', { name: 'Aziende sanitarie aderenti' });
  }

  async join(regione: string, asl: string) {
    await this.page.getByRole('button', { name: 'Aggiungi azienda sanitaria' }).click();
    const dialog = this.page.getByRole('dialog', { name: "Un'azienda sanitaria aderisce al portale" });
    await dialog.getByLabel('Regione').selectOption({ label: regione });
    const select = dialog.getByLabel('Azienda sanitaria');
    await expect(select.getByRole('option', { name: asl, exact: true })).toBeAttached();
    await select.selectOption({ label: asl });
    return dialog;
  }

  async openAzienda(name: string) {
    await this.aziende().getByRole('link', { name, exact: true }).click();
    await expect(this.heading()).toHaveText(name);
  }

  /** Back from an authority to the list, through the breadcrumb. */
  async backToList() {
    await this.page
      .getByRole('navigation', { name: 'Percorso nella gerarchia' })
      .getByRole('link', { name: 'Organizzazione' })
      .click();
    await expect(this.heading()).toHaveText('Organizzazione');
  }

  structures(): Locator {
    return this.page.getByRole('table', { name: 'Strutture' });
  }

  /** Registers the first structure the dialog offers; answers its name as the tables show it. */
  async registerFirstStructure(asl: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Aggiungi struttura' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Registra una struttura di ${asl}` });
    const select = dialog.getByLabel('Struttura');
    // The structures of the ASL are read when the dialog opens (GET /api/v1/strutture?codiceAsl=…).
    const failed = dialog.getByText('Non è stato possibile leggere le scelte possibili.');
    await expect(select.getByRole('option').nth(1).or(failed)).toBeAttached();
    await expect(failed, 'the structures of the ASL could not be read').toHaveCount(0);
    const label = (await select.getByRole('option').nth(1).textContent()) ?? '';
    await select.selectOption({ label });
    await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The option reads «NAME (code)»; the tables show the name.
    return label.replace(/ \(\d+\)$/, '');
  }

  /** Asks to remove a row of a table, by its action's name; answers the confirmation dialog. */
  async askRemove(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Rimuovi ${name}`, exact: true }).click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async confirm(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Rimuovi', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
