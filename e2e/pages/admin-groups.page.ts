import { expect, type Locator } from '@playwright/test';
import type { AdminArea } from './admin.page.ts';

/** The permission flags as the matrix names its columns. */
const FLAG_NAMES = {
  DELETE: 'Eliminazione',
  ACTION: 'Azioni',
  UPDATE: 'Modifica',
  WRITE: 'Scrittura',
  READ: 'Lettura',
  LIST: 'Elenco',
} as const;

/** The Gruppi screen: the list, one group's members and its permission matrix. */
export class AdminGroupsScreen {
  readonly admin: AdminArea;

  constructor(admin: AdminArea) {
    this.admin = admin;
  }

  async open() {
    await this.admin.goTo('Gruppi');
    await expect(this.admin.heading()).toHaveText('Gruppi e permessi');
  }

  async create(name: string, application: string) {
    await this.admin.page.getByRole('button', { name: 'Nuovo gruppo' }).click();
    const dialog = this.admin.dialog('Nuovo gruppo');
    await dialog.getByLabel('Nome *').fill(name);
    await dialog.getByLabel('Applicazione').selectOption({ label: application });
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.admin.section(`Gruppo /${name}`)).toBeVisible();
  }

  async addMember(username: string) {
    const page = this.admin.page;
    await page.getByLabel('Cerca utente da aggiungere').fill(username);
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await page.getByRole('button', { name: `Aggiungi ${username}`, exact: true }).click();
    await expect(this.members().getByRole('cell', { name: username, exact: true })).toBeVisible();
  }

  members(): Locator {
    return this.admin.table(/^Membri del gruppo/);
  }

  matrix(): Locator {
    return this.admin.table(/^Permessi del gruppo/);
  }

  /** `READ`, `LIST` … or `ALL` on a section, its box named after its column (Lettura, Elenco …). */
  flag(section: string, flag: keyof typeof FLAG_NAMES | 'ALL'): Locator {
    const name = flag === 'ALL' ? `Tutti i permessi su ${section}` : `${FLAG_NAMES[flag]} su ${section}`;
    return this.matrix().getByRole('checkbox', { name, exact: true });
  }

  async setFlag(section: string, flag: keyof typeof FLAG_NAMES | 'ALL', on: boolean) {
    await this.admin.setChecked(this.flag(section, flag), on);
  }
}
