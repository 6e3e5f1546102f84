import { expect, type Locator } from '@playwright/test';
import { expectAccessible } from '../axe.ts';
import { ScreenPage } from './screen.page.ts';

/** The campaigns' screens (apps/web/src/apps/prosa/campagne/). */
export class ProsaCampaignsPage extends ScreenPage {
  result(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  async openResult(title: string) {
    await this.result(title).getByRole('link', { name: title }).click();
    await expect(this.heading()).toHaveText(title);
  }

  /** A region of a campaign's page (the campaign, whom it is for, how to take part, the workflow). */
  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  participation(): Locator {
    return this.region('Come partecipare');
  }

  workflow(): Locator {
    return this.region('Stato e pubblicazione');
  }

  /** The value of one of the facts of «A chi si rivolge e quando». */
  fact(term: string): Locator {
    return this.region('A chi si rivolge e quando')
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd');
  }

  /** The free seats the page shows. */
  async freeSeats(): Promise<number> {
    const text = (await this.fact('Posti').textContent()) ?? '';
    const match = /^(\d+) post[oi] liber[oi] su \d+$/.exec(text.trim());
    if (!match?.[1]) throw new Error(`free seats not shown: «${text}»`);
    return Number(match[1]);
  }

  /** Withdraws the citizen's adhesion, confirming in the dialog. */
  async withdraw(title: string) {
    await this.participation().getByRole('button', { name: "Ritira l'adesione" }).click();
    const dialog = this.page.getByRole('dialog', { name: "Ritirare l'adesione?" });
    await expect(dialog).toContainText(`La tua adesione a ${title} sarà ritirata`);
    await expectAccessible(this.page);
    await dialog.getByRole('button', { name: "Ritira l'adesione" }).click();
    await expect(dialog).toBeHidden();
  }

  /** Ticks a checkbox or a radio by its label, as a user does (Bootstrap Italia draws the box over the label). */
  async tick(within: Locator, role: 'checkbox' | 'radio', name: string) {
    const box = within.getByRole(role, { name, exact: true });
    await within.locator(`label[for="${await box.getAttribute('id')}"]`).click();
    await expect(box).toBeChecked();
  }
}
