import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { test } from './fixtures.ts';
import { ProsaReportPage } from './pages/prosa-report.page.ts';
import { Shell } from './pages/shell.page.ts';

/** Today in Italy (AAAA-MM-GG), the day a file is named after. */
const todayInItaly = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

test.describe('Pro.Sa.: reports (issue 15)', () => {
  test('the manager of ASL TO3 reads its figures and charts, their numbers, narrows to a district and downloads the projects as CSV', async ({
    page,
  }) => {
    const report = new ProsaReportPage(page);
    const shell = new Shell(page);

    await test.step('responsabile.asl signs in on the organisation and opens Report from the menu', async () => {
      await shell.signIn('responsabile.asl', '/prosa/asl');
      await shell.openNavigationLink('Report');
      await expect(page).toHaveURL(/\/prosa\/report$/);
      await expect(report.heading()).toHaveText('Report');
      await expect(report.scope()).toHaveText("Ambito: ASL TO3 · tutta l'azienda");
    });

    await test.step('the key figures and the charts, drawn by ECharts', async () => {
      // The demo's twelve projects of ASL TO3, and whatever other specs added on the same server.
      await expect(report.figure('Progetti')).toHaveText(/^\d+$/);
      expect(Number(await report.figure('Progetti').textContent())).toBeGreaterThanOrEqual(12);
      await expect(report.figure('Progetti pubblicati')).toHaveText(/^\d+$/);
      await expect(report.figure('Richieste')).toHaveText(/^\d+$/);
      await expect(report.figure('Tempo medio di presa in carico')).toHaveText(/^(—|[\d,]+ giorn[oi])$/);
      const themes = report.chart('Progetti per tematica');
      await expect(themes).toBeVisible();
      await expect(themes.locator('svg')).toBeVisible();
      await expect(themes).toHaveAccessibleName(/Alimentazione \d+/);
      // A tooltip is drawn inside the chart: the strict Content-Security-Policy has nothing to refuse.
      await themes.hover();
      await expect(report.chart('Progetti per stato').locator('svg')).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('a chart’s numbers in a table', async () => {
      const states = await report.showData('Progetti per stato');
      await expect(states.getByRole('row').filter({ hasText: 'Pubblicato' })).toHaveCount(1);
      await expect(
        page.getByRole('button', { name: 'Nascondi i dati di «Progetti per stato»' }),
      ).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page);
    });

    await test.step('the projects as a CSV file for Excel', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Scarica CSV dei progetti' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`prosa-progetti-${todayInItaly()}.csv`);
      const bytes = readFileSync(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('"Dimensione";"Voce";"Progetti"');
      expect(lines[1]).toMatch(/^"Totale";"Tutti i progetti";"\d+"$/);
    });

    await test.step('narrowed to the district of Rivoli, the address keeps the choice', async () => {
      await page
        .getByRole('combobox', { name: 'Distretto', exact: true })
        .selectOption({ label: 'Distretto dimostrativo Rivoli' });
      await expect(report.scope()).toHaveText('Ambito: ASL TO3 · Distretto dimostrativo Rivoli');
      await expect(page).toHaveURL(/\/prosa\/report\?distretto=\d+$/);
      await expect(report.figure('Progetti')).toHaveText(/^\d+$/);
      await expectAccessible(page);
    });
  });
});
