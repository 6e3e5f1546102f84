import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { AdminArea } from './admin.page.ts';
import { LoginPage } from './login.page.ts';
import { searchList } from './search.ts';
import { Shell } from './shell.page.ts';

/**
 * Stroke care (apps/web/src/apps/stroke, issue 16): the invitation chain's mails and pages, the screens of the
 * admin (Medici), the doctor (Pazienti, the patient's card), the patient (Il mio profilo) and the caregiver
 * (I miei assistiti).
 */

export type InvitationKind = 'medico' | 'paziente' | 'caregiver';

export const INVITATION_SUBJECT: Record<InvitationKind, string> = {
  medico: "Halo: invito al servizio Cura dell'ictus come medico",
  paziente: "Halo: invito al servizio Cura dell'ictus come paziente",
  caregiver: "Halo: invito al servizio Cura dell'ictus come caregiver",
};
export const SET_PASSWORD_SUBJECT = 'Halo: imposta la password del tuo account';

/** Someone invited during a test: the user name is the local part of the address (the mails say so). */
export interface Invitee {
  nome: string;
  cognome: string;
  email: string;
  username: string;
  password: string;
}

/** A person of this run only: a retry, a second run or another spec on the same server invites someone else. */
export function invitee(role: string, nome: string, cognome: string, run: string): Invitee {
  const username = `${role}.e2e.${run}`;
  return { nome, cognome, email: `${username}@example.org`, username, password: `Stroke-${run}-pw` };
}

/** A number of this run only, for addresses and searches. */
export const runId = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * A browser of a person's own (cookies, session), whose Content-Security-Policy violations fail the test like the
 * main page's (fixtures.ts watches only the test's own context).
 */
export async function personContext(browser: Browser, violations: string[]): Promise<BrowserContext> {
  const context = await browser.newContext();
  context.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) violations.push(text);
  });
  return context;
}

/** Any stroke screen: its title, sections, tables, dialogs and the global success messages. */
export class StrokeScreen {
  readonly page: Page;
  readonly shell: Shell;

  constructor(page: Page) {
    this.page = page;
    this.shell = new Shell(page);
  }

  /** Opens a stroke page, signs in on the provider's page with a password of one's own and waits to be back. */
  async signIn(username: string, password: string, from = '/stroke') {
    await this.page.goto(from);
    await new LoginPage(this.page).signIn(username, password);
    await expect(this.page.getByRole('button', { name: /^Menu utente/ })).toBeVisible();
  }

  async openNavigation(name: string) {
    await this.shell.openNavigationLink(name);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  section(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title, exact: typeof title === 'string' });
  }

  table(caption: string | RegExp): Locator {
    return this.page.getByRole('table', { name: caption });
  }

  /** The body rows of a table holding `text`. */
  row(table: Locator, text: string | RegExp): Locator {
    return table.getByRole('row').filter({ hasText: text });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** A message of the global alert area (the success of a write). */
  async expectSuccess(text: string) {
    await expect(
      this.page.locator('.halo-global-alerts').getByRole('alert').filter({ hasText: text }),
    ).toBeVisible();
  }

  /** Fills a form's text inputs by their labels (the required ones end in « *»). */
  async fill(scope: Locator, fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      await scope.getByLabel(label, { exact: true }).fill(value);
    }
  }

  /** Bootstrap Italia draws its checkboxes over the native input: the label is what a person clicks. */
  async setChecked(scope: Locator, name: string, checked: boolean) {
    const box = scope.getByRole('checkbox', { name, exact: true });
    if ((await box.isChecked()) === checked) return;
    await this.page.locator(`label[for="${await box.getAttribute('id')}"]`).click();
    await expect(box).toBeChecked({ checked });
  }
}

/**
 * The demo outbox, read by the superadmin in a browser of their own kept open while the test runs: the link of the
 * one message of a subject sent to an address.
 */
export class StrokeOutbox {
  readonly page: Page;

  private constructor(page: Page) {
    this.page = page;
  }

  static async open(browser: Browser, violations: string[]): Promise<StrokeOutbox> {
    const context = await personContext(browser, violations);
    const admin = new AdminArea(await context.newPage());
    await admin.signInAndOpen('superadmin');
    await admin.goTo('Posta in uscita');
    await expect(admin.heading()).toHaveText('Posta in uscita');
    return new StrokeOutbox(admin.page);
  }

  async link(email: string, subject: string): Promise<string> {
    // The newest messages come first: the one just sent is on the first page.
    await this.page.reload();
    const row = this.page
      .getByRole('table', { name: 'Messaggi in uscita' })
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    const href = (await row.getByRole('link').getAttribute('href')) ?? '';
    expect(href, `the link of «${subject}» to ${email}`).not.toBe('');
    return href;
  }

  async close() {
    await this.page.context().close();
  }
}

const KIND_PATH: Record<InvitationKind, string> = {
  medico: '/stroke/public/callbackm',
  paziente: '/stroke/public/callbackp',
  caregiver: '/stroke/public/callbackc',
};

/** The public page an invitation links to, and the provider's page of the link to choose a password. */
export class InvitationPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a callback page with a code of one's own (`null`: no code at all). */
  async openCallback(kind: InvitationKind, code: string | null) {
    await this.page.goto(
      code === null ? KIND_PATH[kind] : `${KIND_PATH[kind]}?code=${encodeURIComponent(code)}`,
    );
    await this.expectCallback(kind);
  }

  async expectCallback(kind: InvitationKind) {
    await expect(this.page).toHaveURL(new RegExp(`${KIND_PATH[kind]}(\\?|$)`));
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(`Conferma account ${kind}`);
    await expect(
      this.page.getByRole('status').filter({ hasText: "Conferma dell'invito in corso" }),
    ).toHaveCount(0);
  }

  /** The first visit of the link: the account is enabled and the mail to choose a password left. */
  async expectConfirmed(kind: InvitationKind) {
    const status = this.page.getByRole('status').filter({ hasText: 'Invito confermato' });
    await expect(status).toContainText(`Invito confermato: l'account ${kind} è abilitato.`);
    await expect(status).toContainText(
      "Ti abbiamo inviato un'e-mail con il link per scegliere la password: aprila, scegli la password e poi accedi.",
    );
  }

  /** The words of a refused link, in the page's alert. */
  refusal(): Locator {
    return this.page.getByRole('main').getByRole('alert');
  }

  /** The provider's one-time page: the account it names, the new password twice. */
  async setPassword(link: string, who: Invitee) {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Imposta la password');
    await expect(this.page.getByText(`Account: ${who.username}`)).toBeVisible();
    await this.page.getByLabel('Nuova password').fill(who.password);
    await this.page.getByLabel('Conferma password').fill(who.password);
    await this.page.getByRole('button', { name: 'Salva la password' }).click();
    await expect(this.page.getByRole('alert')).toContainText('Password impostata');
  }
}

/** The doctor's Pazienti and a patient's card (Scheda paziente), for the doctor, the admin and a caregiver. */
export class StrokePatientsPage extends StrokeScreen {
  async open() {
    await this.openNavigation('Pazienti');
    await expect(this.heading()).toHaveText('Pazienti');
  }

  list(): Locator {
    return this.table('Elenco dei pazienti');
  }

  async search(text: string) {
    await searchList(
      this.page.getByRole('searchbox', { name: 'Cerca per nome, cognome, e-mail o codice fiscale' }),
      text,
    );
  }

  /** «Invita paziente»: the dialog filled in, not yet sent. */
  async invite(who: Invitee, details: { dataNascita: string; sesso: 'Maschio' | 'Femmina' }) {
    await this.page.getByRole('button', { name: 'Invita paziente' }).click();
    const dialog = this.dialog('Invita un paziente');
    await expect(dialog).toBeVisible();
    await this.fill(dialog, {
      'Nome *': who.nome,
      'Cognome *': who.cognome,
      'E-mail *': who.email,
      'Data di nascita *': details.dataNascita,
    });
    await dialog.getByLabel('Sesso *').selectOption({ label: details.sesso });
    return dialog;
  }

  async sendInvite(dialog: Locator, who: Invitee) {
    await dialog.getByRole('button', { name: 'Invia invito' }).click();
    await expect(dialog).toBeHidden();
    await this.expectSuccess(`Invito inviato a ${who.nome} ${who.cognome} (${who.email}).`);
  }

  /** Opens a patient's card from the list (the link names the surname, then the first name). */
  async openCard(who: { nome: string; cognome: string }) {
    await this.search(`${who.nome} ${who.cognome}`);
    await this.list()
      .getByRole('link', { name: `${who.cognome} ${who.nome}`, exact: true })
      .click();
    await expect(this.heading()).toHaveText(`${who.nome} ${who.cognome}`);
  }

  /** A current score's card in «Punteggi attuali», named by the score. */
  scoreCard(name: string): Locator {
    return this.section('Punteggi attuali').getByRole('region', { name, exact: true });
  }

  riskFactors(): Locator {
    return this.section('Fattori di rischio');
  }

  /** Opens the risk factors' editor (the first time «Registra…», then «Modifica…»). */
  async openRiskEditor(): Promise<Locator> {
    await this.riskFactors()
      .getByRole('button', { name: /^(Registra|Modifica) i fattori di rischio$/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: /Fattori di rischio$/i });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async saveRisk(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(dialog).toBeHidden();
    await this.expectSuccess('Fattori di rischio salvati.');
  }

  /** A history's chart: an image whose name says the series in words. */
  chart(title: string): Locator {
    return this.section(title).getByRole('img', { name: new RegExp(`^${title}: `) });
  }

  /** Shows a history's data table (the chart's numbers) and answers it. */
  async showData(title: string): Promise<Locator> {
    const section = this.section(title);
    const button = section.getByRole('button', { name: `Mostra i dati del grafico «${title}»` });
    await button.click();
    await expect(
      section.getByRole('button', { name: `Nascondi i dati del grafico «${title}»` }),
    ).toHaveAttribute('aria-expanded', 'true');
    const table = section.getByRole('table', { name: title });
    await expect(table).toBeVisible();
    return table;
  }

  /** The values of one score in a history's table, oldest first (the table's order), by the columns' headers. */
  async values(table: Locator, score: string): Promise<string[]> {
    return table.evaluate((element, name) => {
      const text = (cell: Element) => cell.textContent?.trim() ?? '';
      const headers = [...element.querySelectorAll('thead th')].map(text);
      const [scoreColumn, valueColumn] = [headers.indexOf('Punteggio'), headers.indexOf('Valore')];
      return [...element.querySelectorAll('tbody tr')]
        .map((row) => [...row.children].map(text))
        .filter((cells) => cells[scoreColumn] === name)
        .map((cells) => cells[valueColumn] ?? '');
    }, score);
  }
}

/** Il mio profilo (the patient): their caregivers with the consent, and «Chi ha letto i miei dati». */
export class StrokeProfilePage extends StrokeScreen {
  async open() {
    await this.openNavigation('Il mio profilo');
    await expect(this.heading()).toHaveText('Il mio profilo');
  }

  caregivers(): Locator {
    return this.table("Le persone che mi assistono, con il consenso e lo stato dell'invito");
  }

  accessLog(): Locator {
    return this.table('Letture e modifiche dei miei dati');
  }

  async inviteCaregiver(who: Invitee, relazione: string) {
    await this.section('Le persone che mi assistono')
      .getByRole('button', { name: 'Invita un caregiver' })
      .click();
    const dialog = this.dialog('Invita un caregiver');
    await expect(dialog).toBeVisible();
    await this.fill(dialog, {
      'Nome *': who.nome,
      'Cognome *': who.cognome,
      'Indirizzo e-mail *': who.email,
      'Chi è per te': relazione,
    });
    return dialog;
  }

  async sendCaregiverInvite(dialog: Locator, who: Invitee) {
    await dialog.getByRole('button', { name: "Invia l'invito" }).click();
    await expect(dialog).toBeHidden();
    await this.expectSuccess(
      `Invito inviato a ${who.email}: ${who.nome} ${who.cognome} potrà leggere i tuoi dati dopo aver attivato il suo account.`,
    );
  }

  /** «Revoca il consenso» on a caregiver's row; answers the confirmation dialog. */
  async askRevoke(who: { nome: string; cognome: string }): Promise<Locator> {
    await this.page.getByRole('button', { name: `Revoca il consenso a ${who.nome} ${who.cognome}` }).click();
    const dialog = this.dialog('Revocare il consenso?');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async confirmRevoke(dialog: Locator, who: { nome: string; cognome: string }) {
    await dialog.getByRole('button', { name: 'Revoca il consenso', exact: true }).click();
    await expect(dialog).toBeHidden();
    await this.expectSuccess(
      `Consenso revocato: ${who.nome} ${who.cognome} non può più leggere i tuoi dati.`,
    );
  }
}

/** I miei assistiti (the caregiver): the people whose consent is active, each a card leading to their record. */
export class StrokeAssistedPage extends StrokeScreen {
  async open() {
    await this.openNavigation('I miei assistiti');
    await expect(this.heading()).toHaveText('I miei assistiti');
  }

  people(): Locator {
    return this.section('Le persone che assisti');
  }

  async openCard(who: { nome: string; cognome: string }) {
    await this.people()
      .getByRole('link', { name: `${who.nome} ${who.cognome}`, exact: true })
      .click();
    await expect(this.page).toHaveURL(/\/stroke\/assistiti\/\d+$/);
    await expect(this.heading()).toHaveText(`${who.nome} ${who.cognome}`);
  }
}

/** Medici (the admin): the service's doctors and the state of each one's latest invitation. */
export class StrokeDoctorsPage extends StrokeScreen {
  async open() {
    await this.page.goto('/stroke/medici');
    await expect(this.heading()).toHaveText('Medici');
  }

  list(): Locator {
    return this.table('Medici del servizio');
  }

  async search(text: string) {
    await searchList(
      this.page.getByRole('searchbox', { name: 'Cerca per nome, e-mail, specializzazione o struttura' }),
      text,
    );
  }

  /** «Nuovo medico»: the dialog filled in, not yet sent. */
  async openCreate(who: Invitee, specializzazione: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Nuovo medico' }).click();
    const dialog = this.dialog('Nuovo medico');
    await expect(dialog).toBeVisible();
    await this.fill(dialog, {
      'Nome *': who.nome,
      'Cognome *': who.cognome,
      'Indirizzo e-mail *': who.email,
      Specializzazione: specializzazione,
    });
    return dialog;
  }

  async create(dialog: Locator, who: Invitee) {
    await dialog.getByRole('button', { name: "Crea e invia l'invito" }).click();
    await expect(dialog).toBeHidden();
    await this.expectSuccess(
      `Medico ${who.nome} ${who.cognome} creato: l'invito è stato inviato a ${who.email}.`,
    );
  }

  /** A doctor's row; its badge writes the invitation's state («Stato dell'invito: Inviato»). */
  doctorRow(who: Invitee): Locator {
    return this.row(this.list(), who.email);
  }
}
