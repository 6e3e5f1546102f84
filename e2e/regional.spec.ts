import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ComunePickerPage, RegionalApp } from './pages/regional.page.ts';
import { Shell } from './pages/shell.page.ts';

const PUBLIC_API = '/api/v1/public/gestioneregionale/';

test.describe('regional data and structures screens (issue 5)', () => {
  test('an anonymous visitor picks region, province and comune through the public calls', async ({
    page,
  }) => {
    const calls: { url: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) {
        calls.push({ url: request.url(), authorization: request.headers().authorization });
      }
    });
    const picker = new ComunePickerPage(page);
    await picker.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trova il tuo comune');

    await test.step('the choices narrow level by level', async () => {
      await picker.pick('Lazio', 'Roma', 'Roma');
      const chosen = page.getByRole('heading', { level: 2, name: 'Roma (RM)' });
      await expect(chosen).toBeVisible();
      await expect(page.getByText('H501', { exact: true })).toBeVisible();
      await expect(page.getByText('058091', { exact: true })).toBeVisible();
    });

    await test.step('only public calls were made, without a token', async () => {
      const paths = calls.map((c) => new URL(c.url)).map((u) => `${u.pathname}${u.search}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          `${PUBLIC_API}regioni`,
          `${PUBLIC_API}province/bycodiceregione?codRegione=120`,
          `${PUBLIC_API}comuni/bysigla?sigla=RM`,
        ]),
      );
      const regional = calls.filter((c) => c.url.includes('gestioneregionale'));
      expect(regional.every((c) => c.url.includes(PUBLIC_API) && c.authorization === undefined)).toBe(true);
    });

    await expectAccessible(page);
  });

  test('an operator creates a district under ASL 010203 and a department under it, edits and deletes them', async ({
    page,
  }) => {
    // A long scenario (a dozen writes, each with its dialog): room for a slow machine.
    test.setTimeout(120_000);
    const app = new RegionalApp(page);
    const district = `Distretto e2e ${Date.now()}`;
    const department = 'Dipartimento e2e di igiene';

    await test.step('sign in as operatore.sanitario and open the health hierarchy', async () => {
      await app.signInAndOpen('operatore.sanitario');
      await app.goTo('Aziende sanitarie');
      await expect(app.heading()).toHaveText('Aziende sanitarie');
      await expect(app.regionMap().getByRole('link')).toHaveCount(20);
      await expectAccessible(page);
    });

    await test.step('map → region → ASL TO3, with the breadcrumb following', async () => {
      await app.regionMap().getByRole('link', { name: 'Piemonte' }).click();
      await expect(app.heading()).toHaveText('Aziende sanitarie: Piemonte');
      // The operator reads the ASL but may not change them: no action offered that would end in a 403.
      await expect(app.section('Aziende sanitarie della regione').getByRole('link').first()).toBeVisible();
      await expect(
        app
          .section('Aziende sanitarie della regione')
          .getByRole('button', { name: /^(Modifica|Elimina|Nuova)/ }),
      ).toHaveCount(0);
      await app
        .section('Aziende sanitarie della regione')
        .getByRole('link', { name: 'TO3', exact: true })
        .click();
      await expect(page).toHaveURL(/regione=010&asl=010203/);
      await expect(app.heading()).toHaveText('ASL TO3');
      await expect(app.breadcrumb().getByRole('listitem')).toHaveText(['Italia/', 'Piemonte/', 'ASL TO3']);
      await expect(app.section('Distretti sanitari')).toContainText('Distretto dimostrativo Rivoli');
      // Districts are theirs to maintain.
      await expect(
        app
          .section('Distretti sanitari')
          .getByRole('button', { name: /^Elimina/ })
          .first(),
      ).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('the district form refuses what the contract refuses, and is accessible', async () => {
      await app.section('Distretti sanitari').getByRole('button', { name: 'Nuovo distretto' }).click();
      await expect(app.dialog().getByRole('heading', { name: 'Nuovo distretto' })).toBeVisible();
      await expect(app.dialog().getByLabel('Codice ASL')).toHaveValue('010203');
      await app.fill({ 'Codice distretto': 'x-1' });
      await app.dialog().getByRole('button', { name: 'Salva' }).click();
      // Each message under its input, and all of them in the summary above the form.
      await expect(app.dialog().getByLabel('Nome del distretto')).toHaveAccessibleDescription(
        'La denominazione è obbligatoria.',
      );
      await expect(app.dialog().getByLabel('Codice distretto')).toHaveAccessibleDescription(
        /^Il codice del distretto ha da uno a dieci lettere o cifre\./,
      );
      const summary = app.dialog().getByRole('alert');
      await expect(summary).toContainText('La denominazione è obbligatoria.');
      await expect(summary).toContainText('Il codice del distretto ha da uno a dieci lettere o cifre.');
      await expect(app.dialog().getByLabel('Nome del distretto')).toBeFocused();
      await expectAccessible(page);
    });

    await test.step('creates the district', async () => {
      await app.fill({ 'Nome del distretto': district, 'Codice distretto': 'E2E1' });
      await app.save();
      const row = app.section('Distretti sanitari').getByRole('row', { name: new RegExp(district) });
      await expect(row).toContainText('E2E1');
      await row.getByRole('link', { name: district }).click();
      await expect(app.heading()).toHaveText(district);
      await expect(app.breadcrumb().getByRole('listitem')).toHaveText([
        'Italia/',
        'Piemonte/',
        'ASL TO3/',
        district,
      ]);
    });

    await test.step('creates a department under it, edits and deletes it', async () => {
      const section = app.section('Dipartimenti del distretto');
      await expect(section).toContainText('Nessun dipartimento registrato per questo distretto.');
      await section.getByRole('button', { name: 'Nuovo dipartimento' }).click();
      await expect(app.dialog().getByLabel('Distretto')).toHaveValue(/\d+/);
      await app.fill({ Denominazione: department });
      await app.save();
      await expect(section.getByRole('link', { name: department })).toBeVisible();

      await section.getByRole('button', { name: `Modifica ${department}` }).click();
      await expect(app.dialog().getByLabel('Denominazione')).toHaveValue(department);
      await app.fill({ Denominazione: `${department} (rinominato)` });
      await app.save();
      await expect(section.getByRole('link', { name: `${department} (rinominato)` })).toBeVisible();

      await section.getByRole('button', { name: `Elimina ${department} (rinominato)` }).click();
      await app.confirmDelete();
      await expect(section).toContainText('Nessun dipartimento registrato per questo distretto.');
    });

    await test.step('a district that still has a department cannot be deleted, and says why', async () => {
      const section = app.section('Dipartimenti del distretto');
      await section.getByRole('button', { name: 'Nuovo dipartimento' }).click();
      await app.fill({ Denominazione: 'Dipartimento che blocca' });
      await app.save();
      await page.getByRole('button', { name: 'Elimina distretto' }).click();
      await app.dialog().getByRole('button', { name: 'Elimina', exact: true }).click();
      await expect(app.dialog().getByRole('alert')).toContainText('Dipartimento che blocca');
      await app.dialog().getByRole('button', { name: 'Annulla' }).click();
      await section.getByRole('button', { name: 'Elimina Dipartimento che blocca' }).click();
      await app.confirmDelete();
      await expect(section).toContainText('Nessun dipartimento registrato per questo distretto.');
    });

    await test.step('edits the district', async () => {
      await page.getByRole('button', { name: 'Modifica distretto' }).click();
      await expect(app.dialog().getByLabel('Nome del distretto')).toHaveValue(district);
      await app.fill({ 'Nome del distretto': `${district} bis` });
      await app.save();
      await expect(app.heading()).toHaveText(`${district} bis`);
    });

    await test.step('deletes the district and goes back to the ASL', async () => {
      await page.getByRole('button', { name: 'Elimina distretto' }).click();
      await expect(app.dialog()).toContainText(`Eliminare il distretto «${district} bis»?`);
      await app.confirmDelete();
      await expect(app.heading()).toHaveText('ASL TO3');
      // The record's page is gone; the message goes with the user.
      await expect(page.getByText(`Distretto «${district} bis» eliminato.`)).toBeVisible();
      await expect(app.section('Distretti sanitari')).not.toContainText(district);
    });
  });

  test('the search finds a comune by codice catastale and opens it in the hierarchy', async ({ page }) => {
    const app = new RegionalApp(page);
    await app.signInAndOpen('operatore.sanitario');
    await app.goTo('Comuni');
    await expect(app.heading()).toHaveText('Comuni');

    await page.getByRole('searchbox', { name: 'Cerca un comune' }).fill('H501');
    await expect(page.getByRole('status').filter({ hasText: 'per «H501»' })).toHaveText(
      '1 comune trovato per «H501».',
    );
    const results = page.getByRole('table', { name: 'Comuni trovati' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await results.getByRole('link', { name: 'Roma' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Roma' })).toBeVisible();
    await expect(page.getByText('058091', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Apri Roma nella gerarchia territoriale' }).click();
    await expect(app.heading()).toHaveText('Roma');
    await expect(app.breadcrumb().getByRole('listitem')).toHaveText([
      'Italia/',
      'Lazio/',
      'Provincia di Roma/',
      'Roma',
    ]);
    await app.breadcrumb().getByRole('link', { name: 'Provincia di Roma' }).click();
    await expect(app.heading()).toHaveText('Provincia di Roma (RM)');
    await expect(app.section(/Comuni della provincia/)).toContainText('Fiumicino');
  });

  test('structures: filtered by region, ASL and type, with a detail page', async ({ page }) => {
    const shell = new Shell(page);
    await shell.signInToChooser('superadmin');
    await shell.openApplication('Strutture');
    await expect(page).toHaveURL(/\/strutture$/);
    await shell.navigation().getByRole('link', { name: 'Elenco', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elenco delle strutture');

    await page.getByLabel('Regione').selectOption({ label: 'Piemonte' });
    await expect(page).toHaveURL(/regione=010/);
    await page.getByLabel('Azienda sanitaria').selectOption({ label: 'TO3 (010203)' });
    await expect(page).toHaveURL(/asl=010203/);
    const status = page.getByRole('status').filter({ hasText: /trovat/ });
    await expect(status).toHaveText(/^\d+ strutture? trovat[ae]\.$/);
    const table = page.getByRole('table', { name: 'Strutture' });
    await expect(table.getByRole('row').nth(1)).toContainText('TO3');
    await expectAccessible(page);

    const first = table.getByRole('row').nth(1).getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('heading', { level: 2, name: 'Stabilimenti ospedalieri' })).toBeVisible();
    await expect(page.getByText('TO3 (010203)')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Percorso nella gerarchia' })
      .getByRole('link', { name: 'Elenco' })
      .click();
    await expect(page).toHaveURL(/regione=010&asl=010203/);
  });
});
