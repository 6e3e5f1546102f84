import { expect } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { test } from './fixtures.ts';
import { ProsaProjectsPage } from './pages/prosa-progetti.page.ts';
import { Shell } from './pages/shell.page.ts';

test.describe('Pro.Sa.: health-promotion projects (issue 15)', () => {
  test('a citizen finds a published demo project by its words and reads it', async ({ page }) => {
    const projects = new ProsaProjectsPage(page);

    await test.step('sign in and open Progetti', async () => {
      await new Shell(page).signIn('cittadino', '/prosa/progetti');
      await expect(projects.heading()).toHaveText('Progetti');
      await expect(projects.result('Merende sane a scuola')).toBeVisible();
      // Citizens read what is published only: no state to choose.
      await expect(page.getByRole('combobox', { name: 'Stato' })).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('the Italian search finds «Gruppi di cammino» by «camminata», a word of another form', async () => {
      await projects.search('camminata');
      await expect(page).toHaveURL(/[?&]q=camminata/);
      const result = projects.result('Gruppi di cammino');
      await expect(result).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(result).toContainText('ASL TO3');
      await expect(result).toContainText('Pubblicato');
      await expectAccessible(page);
    });

    await test.step('the project: its sheet and its intervention sheets', async () => {
      await projects.result('Gruppi di cammino').getByRole('link', { name: 'Gruppi di cammino' }).click();
      await expect(projects.heading()).toHaveText('Gruppi di cammino');
      await expect(projects.region('Il progetto')).toContainText('Distretto dimostrativo Rivoli');
      await expect(page.getByRole('article', { name: 'Intervento: Parco della Dora, Rivoli' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Modifica il progetto' })).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('the way back keeps the search', async () => {
      await page
        .getByRole('navigation', { name: 'Percorso nella gerarchia' })
        .getByRole('link', { name: 'Progetti' })
        .click();
      await expect(page.getByRole('searchbox', { name: /^Cerca nei progetti/ })).toHaveValue('camminata');
      await expect(page.getByRole('article')).toHaveCount(1);
    });
  });

  test('an operator writes a project, adds an intervention sheet and sends it to review; a manager publishes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A title of this run only: a retry or a second run on the same server writes a new project.
    const title = `Cucina a scuola ${Date.now()}`;
    const projects = new ProsaProjectsPage(page);
    const shell = new Shell(page);
    let address = '';

    await test.step('operatore.sanitario opens a new project of ASL TO3', async () => {
      await shell.signIn('operatore.sanitario', '/prosa/progetti');
      await expect(projects.heading()).toHaveText('Progetti');
      await page.getByRole('link', { name: 'Nuovo progetto' }).click();
      await expect(projects.heading()).toHaveText('Nuovo progetto');
      await expect(page.getByText('Il progetto è della tua azienda: ASL TO3.')).toBeVisible();
    });

    await test.step('the form checks what is missing, then creates the draft', async () => {
      await page.getByRole('button', { name: 'Crea il progetto' }).click();
      await expect(page.getByLabel('Titolo *')).toHaveAccessibleDescription('Indicare il titolo.');
      await projects.fillNewProject(title);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Crea il progetto' }).click();
      await expect(projects.heading()).toHaveText(title);
      await expect(projects.notice(`Progetto «${title}» creato in bozza.`)).toBeVisible();
      await expect(projects.workflow()).toContainText('Bozza');
      address = new URL(page.url()).pathname;
      expect(address).toMatch(/^\/prosa\/progetti\/\d+$/);
      await expectAccessible(page);
    });

    await test.step('an intervention sheet', async () => {
      await projects.addSheet('Scuola primaria Don Milani, Collegno');
      await expect(
        page.getByRole('article', { name: 'Intervento: Scuola primaria Don Milani, Collegno' }),
      ).toBeVisible();
    });

    await test.step('sent to review, where only a manager decides', async () => {
      await projects.workflow().getByRole('button', { name: 'Invia in revisione' }).click();
      await expect(projects.notice(`Progetto «${title}» inviato in revisione.`)).toBeVisible();
      await expect(projects.workflow()).toContainText('In revisione');
      await expect(projects.workflow().getByRole('button')).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('responsabile.asl publishes it', async () => {
      await shell.logout();
      await shell.signIn('responsabile.asl', address);
      await expect(projects.heading()).toHaveText(title);
      await expect(projects.workflow()).toContainText('In revisione');
      await expectAccessible(page);
      await projects.workflow().getByRole('button', { name: 'Pubblica' }).click();
      await expect(projects.notice(`Progetto «${title}» pubblicato.`)).toBeVisible();
      await expect(projects.workflow()).toContainText('Pubblicato');
      await expect(projects.workflow().getByRole('button', { name: 'Chiudi il progetto' })).toBeVisible();
    });
  });
});
