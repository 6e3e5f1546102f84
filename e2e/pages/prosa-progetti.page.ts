import { expect, type Locator } from '@playwright/test';
import { expectAccessible } from '../axe.ts';
import { ScreenPage } from './screen.page.ts';
import { searchList } from './search.ts';

/** The projects' screens (apps/web/src/apps/prosa/progetti/). */
export class ProsaProjectsPage extends ScreenPage {
  async search(text: string) {
    await searchList(this.page.getByRole('searchbox', { name: /^Cerca nei progetti/ }), text);
  }

  result(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** A project's region of its page (the sheet, the workflow, the intervention sheets). */
  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  workflow(): Locator {
    return this.region('Stato e pubblicazione');
  }

  /** Ticks a checkbox by its label, as a user does (Bootstrap Italia draws the box over the label). */
  async check(within: Locator, name: string) {
    const box = within.getByRole('checkbox', { name, exact: true });
    await within.locator(`label[for="${await box.getAttribute('id')}"]`).click();
    await expect(box).toBeChecked();
  }

  async fillNewProject(title: string) {
    const page = this.page;
    await page.getByLabel('Titolo *').fill(title);
    await page.getByLabel('Sintesi *').fill('Laboratori di cucina con le scuole primarie, per merende sane.');
    await page.getByLabel('Obiettivi').fill('Aumentare il consumo di frutta tra i bambini.');
    const form = page.getByRole('form', { name: 'Dati del progetto' });
    await this.check(form, 'Alimentazione');
    await this.check(
      form.getByRole('group', { name: 'Sottotematiche di Alimentazione' }),
      'Sana alimentazione',
    );
    await this.check(form.getByRole('group', { name: 'Destinatari *' }), 'Bambini (0-10 anni)');
    await this.check(form.getByRole('group', { name: 'Setting *' }), 'Scuola');
    await page.getByLabel('Data di inizio *').fill('2027-01-10');
    await page.getByLabel('Data di fine').fill('2027-06-10');
    await page.getByRole('button', { name: 'Aggiungi collegamento' }).click();
    await page.getByLabel('Collegamento 1').fill('https://www.dors.it/');
  }

  async addSheet(place: string) {
    await this.page.getByRole('button', { name: 'Aggiungi scheda di intervento' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nuova scheda di intervento' });
    await dialog.getByLabel('Setting *').selectOption({ label: 'Scuola' });
    await this.check(dialog, 'Bambini (0-10 anni)');
    await dialog.getByLabel('Data di inizio *').fill('2027-02-01');
    await dialog.getByLabel('Luogo *').fill(place);
    await expectAccessible(this.page);
    await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
