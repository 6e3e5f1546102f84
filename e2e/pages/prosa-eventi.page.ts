import { expect, type Locator } from '@playwright/test';
import { expectAccessible } from '../axe.ts';
import { ScreenPage } from './screen.page.ts';

/** The events' screen (apps/web/src/apps/prosa/eventi/). */
export class ProsaEventsPage extends ScreenPage {
  event(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** Opens the agenda on the events whose words match `title` (the search lives in the address). */
  async openOn(title: string) {
    await this.page.goto(`/prosa/eventi?q=${encodeURIComponent(title)}`);
    await expect(this.heading()).toHaveText('Eventi');
  }

  async create(title: string, day: string, time: string) {
    await this.page.getByRole('button', { name: 'Nuovo evento' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nuovo evento' });
    const parent = dialog.getByLabel('Progetto o campagna *');
    await expect(parent.getByRole('option', { name: 'Merende sane a scuola', exact: true })).toBeAttached();
    await parent.selectOption({ label: 'Merende sane a scuola' });
    await dialog.getByLabel('Titolo *').fill(title);
    await dialog.getByLabel('Descrizione').fill('Merende sane preparate insieme, per bambini e genitori.');
    await dialog.getByLabel('Luogo *').fill('Piazza del Municipio, Collegno');
    await dialog.getByLabel('Inizio *').fill(`${day}T${time}`);
    await dialog.getByLabel('Fine *').fill(`${day}T09:00`);
    await dialog.getByLabel('Posti *').fill('5');
    await expectAccessible(this.page);
    await dialog.getByRole('button', { name: "Crea l'evento" }).click();
    await expect(dialog).toBeHidden();
  }
}
