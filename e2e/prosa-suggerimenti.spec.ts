import { expect } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { test } from './fixtures.ts';
import { ProsaSuggestionsPage } from './pages/prosa-suggerimenti.page.ts';
import { Shell } from './pages/shell.page.ts';

test.describe('Pro.Sa.: suggestions and «Le mie attività» (issue 15)', () => {
  test('a citizen suggests, finds it in their activities, an operator answers publicly and an organisation reads the answer', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A title of this run only: a retry, a second run or another spec on the same server writes its own.
    const title = `Fontanelle nei parchi ${Date.now()}`;
    const answer = 'Grazie: ne installeremo tre nuove entro la primavera, con i Comuni del distretto.';
    const suggestions = new ProsaSuggestionsPage(page);
    const shell = new Shell(page);

    await test.step('the citizen opens Suggerimenti and the form checks what is missing', async () => {
      await shell.signIn('cittadino', '/prosa/suggerimenti');
      await expect(suggestions.heading()).toHaveText('Suggerimenti');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Proponi un suggerimento' }).click();
      const form = suggestions.form();
      await expect(page.getByText('Il suggerimento va a ASL TO3')).toBeVisible();
      await form.getByRole('button', { name: 'Invia il suggerimento' }).click();
      await expect(form.getByLabel('Titolo *')).toHaveAccessibleDescription(/^Indicare un titolo\./);
      await expectAccessible(page);
    });

    await test.step('title, text, theme and the consent to publish it with the answer', async () => {
      const form = suggestions.form();
      await form.getByLabel('Titolo *').fill(title);
      await form
        .getByLabel('Suggerimento *')
        .fill('Più fontanelle di acqua potabile nei parchi di Collegno, per chi cammina e per i bambini.');
      await form.getByLabel('Tematica').selectOption({ label: 'Alimentazione' });
      await suggestions.choose(form, 'checkbox', 'Acconsento alla pubblicazione con la risposta');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Invia il suggerimento' }).click();
      await expect(suggestions.notice(`Suggerimento «${title}» inviato a ASL TO3.`)).toBeVisible();
      const mine = suggestions.result(title);
      await expect(mine).toContainText('Il tuo suggerimento');
      await expect(mine).toContainText('In attesa di risposta');
      await expectAccessible(page);
    });

    await test.step('it is among the suggestions of «Le mie attività»', async () => {
      await shell.openNavigationLink('Le mie attività');
      await expect(suggestions.heading()).toHaveText('Le mie attività');
      const section = page.getByRole('region', { name: /^Suggerimenti \(\d+\)$/ });
      await expect(section.getByRole('link', { name: title })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Prenotazioni/ })).toBeVisible();
      await expectAccessible(page);
      await section.getByRole('link', { name: title }).click();
      await expect(suggestions.heading()).toHaveText(title);
      await expect(page.getByText("In attesa della risposta dell'azienda sanitaria.")).toBeVisible();
    });

    await test.step('operatore.sanitario finds it among those awaiting an answer and answers publicly', async () => {
      await shell.logout();
      await shell.signIn('operatore.sanitario', '/prosa/suggerimenti?stato=inviato');
      await expect(suggestions.heading()).toHaveText('Suggerimenti');
      await expect(page.getByRole('checkbox', { name: 'Solo quelli da rispondere' })).toBeChecked();
      await suggestions.search(title);
      const item = suggestions.result(title);
      await expect(item).toBeVisible();
      await expect(item).toContainText('Da: Chiara Cittadina');
      await expectAccessible(page);
      await item.getByRole('button', { name: `Rispondi a «${title}»` }).click();
      const dialog = page.getByRole('dialog', { name: `Rispondi a «${title}»` });
      await expect(dialog.getByRole('radio', { name: /^Pubblica/ })).toBeChecked();
      await dialog.getByLabel('Risposta *').fill(answer);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Invia la risposta' }).click();
      await expect(dialog).toBeHidden();
      await expect(suggestions.notice(`Risposta pubblica a «${title}» inviata.`)).toBeVisible();
      // Answered, it leaves the list of those awaiting an answer.
      await expect(suggestions.result(title)).toHaveCount(0);
    });

    await test.step('the organisation reads the suggestion with its public answer', async () => {
      await shell.logout();
      await shell.signIn('ente', '/prosa/suggerimenti');
      await expect(suggestions.heading()).toHaveText('Suggerimenti');
      await suggestions.search(title);
      const item = suggestions.result(title);
      await expect(item.getByRole('heading', { name: 'Risposta pubblica' })).toBeVisible();
      await expect(item).toContainText(answer);
      await expect(item).toContainText('Con risposta');
      // A citizen's name is never shown to others.
      await expect(item).not.toContainText('Chiara Cittadina');
      await expectAccessible(page);
    });
  });

  test('a citizen opens the calendar’s bookings from «Le mie attività»', async ({ page }) => {
    await new Shell(page).signIn('cittadino', '/prosa/attivita');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le mie attività');
    await expect(page.getByRole('region', { name: /^Adesioni/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Preferiti/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Tutte le tue prenotazioni nel Calendario' }).click();
    await expect(page).toHaveURL(/\/calendario\/prenotazioni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le mie prenotazioni');
  });
});
