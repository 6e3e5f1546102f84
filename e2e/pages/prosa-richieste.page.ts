import { expect, type Locator } from '@playwright/test';
import { ScreenPage } from './screen.page.ts';
import { searchList } from './search.ts';

/**
 * Pro.Sa.'s requests (apps/web/src/apps/prosa/richieste/): the requester's form and list,
 * staff's inbox, a request's detail with its moves and history.
 */

export interface NewRequest {
  oggetto: string;
  descrizione: string;
  tematica: string;
  setting: string;
  destinatari: string[];
  dal: string;
  al: string;
}

export class ProsaRichiestePage extends ScreenPage {
  async open(search = '') {
    await this.page.goto(`/prosa/richieste${search}`);
  }

  table(name: 'Le mie richieste' | 'Richieste ricevute'): Locator {
    return this.page.getByRole('table', { name });
  }

  row(table: Locator, oggetto: string): Locator {
    return table
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: oggetto, exact: true }) });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Dati della nuova richiesta' });
  }

  async openForm(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Nuova richiesta' }).click();
    await expect(this.form()).toBeVisible();
    return this.form();
  }

  async fill(request: NewRequest) {
    const form = this.form();
    await form.getByRole('textbox', { name: 'Oggetto *' }).fill(request.oggetto);
    await form.getByRole('textbox', { name: 'Descrizione *' }).fill(request.descrizione);
    const tematica = form.getByRole('combobox', { name: 'Tematica' });
    await expect(tematica.getByRole('option', { name: request.tematica, exact: true })).toBeAttached();
    await tematica.selectOption({ label: request.tematica });
    await form.getByRole('combobox', { name: 'Setting' }).selectOption({ label: request.setting });
    for (const name of request.destinatari) {
      const box = form.getByRole('checkbox', { name, exact: true });
      // Bootstrap Italia draws the box over the native input: the label is what a person clicks.
      await this.page.locator(`label[for="${await box.getAttribute('id')}"]`).click();
      await expect(box).toBeChecked();
    }
    await form.getByLabel('Dal', { exact: true }).fill(request.dal);
    await form.getByLabel('Al', { exact: true }).fill(request.al);
  }

  async search(text: string) {
    await searchList(this.page.getByRole('searchbox', { name: /^Cerca nelle richieste/ }), text);
  }

  /** The state of the open request, with its moves. */
  state(): Locator {
    return this.page.getByRole('region', { name: 'Stato della richiesta' });
  }

  history(): Locator {
    return this.page.getByRole('region', { name: 'Storia della richiesta' }).getByRole('listitem');
  }

  /** The move buttons the open request offers, by their names. */
  moves(): Locator {
    return this.state().getByRole('button');
  }

  /** Opens the dialog of a move; answers it once shown. */
  async openMove(action: string, title: string): Promise<Locator> {
    await this.state().getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Confirms a move's dialog and waits for the request's new state. */
  async confirmMove(dialog: Locator, action: string, state: string) {
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.state()).toContainText(`Stato: ${state}`);
  }
}
