import type { Browser } from '@playwright/test';
import { expect, type Locator, type Page } from '@playwright/test';
import { AdminArea } from './admin.page.ts';
import { Shell } from './shell.page.ts';

/**
 * Pro.Sa.'s people (apps/web/src/apps/prosa/account): the registration's four steps, the confirmation page, the
 * welcome path and the profile, admin-prosa's operators.
 */

export interface Citizen {
  username: string;
  email: string;
  password: string;
}

export class ProsaRegistrationPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  stepHeading(): Locator {
    return this.page.getByRole('heading', { level: 2 });
  }

  async next(expected: string) {
    await this.page.getByRole('button', { name: 'Avanti' }).click();
    await expect(this.stepHeading()).toHaveText(expected);
  }

  async fillAccount(who: Citizen) {
    await expect(this.stepHeading()).toHaveText('Passo 1 di 4: Account');
    await this.page.getByLabel('Nome utente').fill(who.username);
    await this.page.getByLabel('Indirizzo e-mail').fill(who.email);
    await this.page.getByLabel('Password', { exact: false }).fill(who.password);
    await this.next('Passo 2 di 4: Dati personali');
  }

  async fillPerson(nome: string, cognome: string, dataNascita: string) {
    await this.page.getByLabel('Nome *', { exact: true }).fill(nome);
    await this.page.getByLabel('Cognome *', { exact: true }).fill(cognome);
    await this.page.getByLabel('Data di nascita').fill(dataNascita);
    await this.page.getByLabel('Sesso').selectOption({ label: 'Femmina' });
    await this.next('Passo 3 di 4: Residenza o sede');
  }

  /** Region, province and comune, each list read once the one before is chosen. */
  async chooseComune(regione: string, provincia: string, comune: string) {
    const pick = async (label: string, option: string) => {
      const select = this.page.getByRole('combobox', { name: label });
      await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
      await select.selectOption({ label: option });
    };
    await pick('Regione *', regione);
    await pick('Provincia *', provincia);
    await pick('Comune di residenza *', comune);
  }

  async acceptPrivacy() {
    const consent = this.page.getByRole('checkbox', { name: /^Ho letto l'informativa sulla privacy/ });
    // Bootstrap Italia draws the box over the native input: the label is what a person clicks.
    await this.page.locator(`label[for="${await consent.getAttribute('id')}"]`).click();
    await expect(consent).toBeChecked();
  }

  async send() {
    await this.page.getByRole('button', { name: 'Registrati' }).click();
    // The proof of work may still be running: a few seconds on a slow machine.
    await expect(this.page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible({
      timeout: 30_000,
    });
  }
}

/** The link of the newest message to `email` in the demo outbox, read by the superadmin in a browser of their own. */
export async function linkFromOutbox(browser: Browser, email: string, subject: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = new AdminArea(await context.newPage());
    await admin.signInAndOpen('superadmin');
    await admin.goTo('Posta in uscita');
    const row = admin.row(admin.page.getByRole('table'), email).filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    return (await row.getByRole('link').getAttribute('href')) ?? '';
  } finally {
    await context.close();
  }
}

/** The welcome path and Il mio profilo. */
export class ProsaProfilePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async check(name: string) {
    const box = this.page.getByRole('checkbox', { name, exact: true });
    await this.page.locator(`label[for="${await box.getAttribute('id')}"]`).click();
    await expect(box).toBeChecked();
  }

  themes(): Locator {
    return this.page.getByRole('list', { name: 'Tematiche di interesse' });
  }
}

/** The Operatori screen. */
export class ProsaOperatorsPage {
  readonly page: Page;
  readonly shell: Shell;

  constructor(page: Page) {
    this.page = page;
    this.shell = new Shell(page);
  }

  async open() {
    await this.shell.openNavigationLink('Operatori');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Operatori e responsabili');
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Operatori e responsabili' });
  }

  async openCreate(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Nuovo operatore' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nuovo operatore o responsabile' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async choose(dialog: Locator, label: string | RegExp, option: string) {
    const select = dialog.getByRole('combobox', { name: label });
    await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
    await select.selectOption({ label: option });
  }
}
