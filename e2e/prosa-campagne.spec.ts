import { expect } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { test } from './fixtures.ts';
import { ProsaCampaignsPage } from './pages/prosa-campagne.page.ts';
import { Shell } from './pages/shell.page.ts';

/** A day from today, as a date input takes it (AAAA-MM-GG). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Pro.Sa.: prevention campaigns and adhesions (issue 15)', () => {
  test('the demo citizen adheres to the walking groups, sees the seat taken, withdraws, and is refused the flu vaccination', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const campaigns = new ProsaCampaignsPage(page);
    const walking = 'Gruppi di cammino a Collegno';
    let free = 0;

    await test.step('sign in and open Campagne: the running campaigns, in words', async () => {
      await new Shell(page).signIn('cittadino', '/prosa/campagne');
      await expect(campaigns.heading()).toHaveText('Campagne di prevenzione');
      await expect(campaigns.result(walking)).toContainText('Tutti, da 18 anni');
      await expect(campaigns.result(walking)).toContainText('posti liberi su 30');
      await expect(campaigns.result('Prevenzione Serena: screening del collo dell’utero')).toContainText(
        'Donne, 25–64 anni',
      );
      // Citizens read what is published only: no state to choose.
      await expect(page.getByRole('combobox', { name: 'Stato' })).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('the walking groups of Collegno', async () => {
      await campaigns.openResult(walking);
      await expect(campaigns.fact('Territorio')).toContainText('Collegno');
      // A run stopped halfway may have left the adhesion: the test starts from none, as the demo does.
      if (await campaigns.participation().getByRole('button', { name: "Ritira l'adesione" }).isVisible()) {
        await campaigns.withdraw(walking);
      }
      await expect(campaigns.participation().getByRole('button', { name: /^Aderisci/ })).toBeVisible();
      free = await campaigns.freeSeats();
      await expectAccessible(page);
    });

    await test.step('adheres: one seat fewer', async () => {
      await campaigns
        .participation()
        .getByRole('button', { name: /^Aderisci/ })
        .click();
      await expect(campaigns.notice(`Adesione a «${walking}» registrata.`)).toBeVisible();
      await expect(campaigns.participation()).toContainText('Hai aderito a questa campagna il');
      await expect(campaigns.fact('Posti')).toHaveText(`${free - 1} posti liberi su 30`);
      await expectAccessible(page);
    });

    await test.step('withdraws after confirming: the seat is free again', async () => {
      await campaigns.withdraw(walking);
      await expect(campaigns.notice(`Adesione a «${walking}» ritirata.`)).toBeVisible();
      await expect(campaigns.participation()).toContainText('Hai ritirato la tua adesione il');
      await expect(campaigns.fact('Posti')).toHaveText(`${free} posti liberi su 30`);
      await expect(
        campaigns.participation().getByRole('button', { name: 'Aderisci di nuovo' }),
      ).toBeVisible();
    });

    await test.step('the flu vaccination is for 60 and over: the refusal says so', async () => {
      await page
        .getByRole('navigation', { name: 'Percorso nella gerarchia' })
        .getByRole('link', { name: 'Campagne di prevenzione' })
        .click();
      await campaigns.openResult('Vaccinazione antinfluenzale');
      await expect(campaigns.fact('A chi si rivolge')).toHaveText('Tutti, da 60 anni');
      await campaigns.participation().getByRole('button', { name: 'Aderisci' }).click();
      const refusal = campaigns.participation().getByRole('alert');
      await expect(refusal).toContainText('Non è stato possibile aderire alla campagna.');
      await expect(refusal).toContainText('La campagna è rivolta a chi ha almeno 60 anni.');
      await expect(campaigns.participation()).toContainText('Non hai aderito a questa campagna.');
      await expectAccessible(page);
    });
  });

  test('an operator drafts a campaign; the manager publishes and closes it', async ({ page }) => {
    test.setTimeout(120_000);
    // A title of this run only: a retry or a second run on the same server writes a new campaign.
    const title = `Ondate di calore ${Date.now()}`;
    const campaigns = new ProsaCampaignsPage(page);
    const shell = new Shell(page);
    let address = '';

    await test.step('operatore.sanitario opens a new campaign of ASL TO3', async () => {
      await shell.signIn('operatore.sanitario', '/prosa/campagne');
      await expect(campaigns.heading()).toHaveText('Campagne di prevenzione');
      await page.getByRole('link', { name: 'Nuova campagna' }).click();
      await expect(campaigns.heading()).toHaveText('Nuova campagna');
      await expect(page.getByText('La campagna è della tua azienda: ASL TO3.')).toBeVisible();
    });

    await test.step('the form checks what is missing, then creates the draft', async () => {
      await page.getByRole('button', { name: 'Crea la campagna' }).click();
      await expect(page.getByLabel('Titolo *')).toHaveAccessibleDescription('Indicare il titolo.');
      const form = page.getByRole('form', { name: 'Dati della campagna' });
      await page.getByLabel('Titolo *').fill(title);
      await page
        .getByLabel('Descrizione *')
        .fill('Consigli e assistenza per le persone fragili durante il caldo.');
      await campaigns.tick(form.getByRole('group', { name: 'Tematiche *' }), 'checkbox', 'Salute e ambiente');
      await page
        .getByLabel('Cosa fare per partecipare *')
        .fill('Aderisci per ricevere le allerte del caldo.');
      await page.getByLabel("Indirizzo web dell'invito").fill('https://www.salute.gov.it/');
      await page
        .getByLabel('Territorio')
        .selectOption({ label: 'Distretto dimostrativo Collegno-Grugliasco' });
      await page.getByLabel('Età minima (anni)').fill('65');
      await campaigns.tick(form.getByRole('group', { name: 'Sesso' }), 'radio', 'Tutti');
      await page.getByLabel('Data di inizio *').fill(day(0));
      await page.getByLabel('Data di fine *').fill(day(60));
      await page.getByLabel('Posti disponibili').fill('50');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Crea la campagna' }).click();
      await expect(campaigns.heading()).toHaveText(title);
      await expect(campaigns.notice(`Campagna «${title}» creata in bozza.`)).toBeVisible();
      await expect(campaigns.fact('A chi si rivolge')).toHaveText('Tutti, da 65 anni');
      await expect(campaigns.fact('Posti')).toHaveText('50 posti liberi su 50');
      await expect(campaigns.workflow()).toContainText('Bozza');
      // An operator drafts; a manager or the administrator publishes.
      await expect(campaigns.workflow().getByRole('button')).toHaveCount(0);
      address = new URL(page.url()).pathname;
      expect(address).toMatch(/^\/prosa\/campagne\/\d+$/);
      await expectAccessible(page);
    });

    await test.step('responsabile.asl publishes it', async () => {
      await shell.logout();
      await shell.signIn('responsabile.asl', address);
      await expect(campaigns.heading()).toHaveText(title);
      await expect(campaigns.fact('Adesioni attive')).toHaveText('0');
      await expectAccessible(page);
      await campaigns.workflow().getByRole('button', { name: 'Pubblica' }).click();
      await expect(campaigns.notice(`Campagna «${title}» pubblicata.`)).toBeVisible();
      await expect(campaigns.workflow()).toContainText('Pubblicata');
    });

    await test.step('and closes it, after confirming', async () => {
      await campaigns.workflow().getByRole('button', { name: 'Chiudi la campagna' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chiudere la campagna?' });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Chiudi la campagna' }).click();
      await expect(dialog).toBeHidden();
      await expect(campaigns.notice(`Campagna «${title}» chiusa.`)).toBeVisible();
      await expect(campaigns.workflow()).toContainText('Chiusa');
      await expect(page.getByRole('button', { name: 'Modifica la campagna' })).toHaveCount(0);
    });
  });
});
