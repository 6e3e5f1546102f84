import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { LoginPage } from './pages/login.page.ts';
import {
  linkFromOutbox,
  ProsaOperatorsPage,
  ProsaProfilePage,
  ProsaRegistrationPage,
} from './pages/prosa-account.page.ts';
import { searchList } from './pages/search.ts';
import { Shell } from './pages/shell.page.ts';

test.describe("Pro.Sa.: people's accounts (issue 14)", () => {
  test('an anonymous visitor registers as a citizen, confirms from the mail, signs in and completes the welcome path', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // A name of this run only: a retry or a second run on the same server registers someone new.
    const username = `cittadina.${Date.now()}`;
    const citizen = { username, email: `${username}@example.org`, password: 'Una-password-lunga-1' };
    const registration = new ProsaRegistrationPage(page);

    await test.step('the sign-in page offers to register', async () => {
      await page.goto('/apps');
      await new LoginPage(page).expectShown();
      await page.getByRole('link', { name: 'Registrati' }).click();
      await expect(page).toHaveURL(/\/prosa\/registrazione$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrati a Pro.Sa.');
      await expectAccessible(page);
    });

    await test.step('account, personal details, Collegno (a registered district), privacy', async () => {
      await registration.fillAccount(citizen);
      await registration.fillPerson('Chiara', 'Verdi', '1990-05-20');
      await registration.chooseComune('Piemonte', 'Torino', 'Collegno');
      await expectAccessible(page);
      await registration.next('Passo 4 di 4: Privacy e invio');
      // Opening the last step sends nothing: the consent is not yet refused.
      await expect(page.getByRole('checkbox', { name: /^Ho letto l'informativa/ })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await registration.acceptPrivacy();
      await expectAccessible(page);
      await registration.send();
      await expect(page.getByText(`Abbiamo scritto a ${citizen.email}`)).toBeVisible();
      await expectAccessible(page);
    });

    const link = await test.step('the confirmation link is in the demo outbox', () =>
      linkFromOutbox(browser, citizen.email, 'Pro.Sa.: conferma la registrazione'));

    await test.step('the link confirms the registration', async () => {
      expect(new URL(link).pathname).toBe('/prosa/conferma');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conferma della registrazione');
      await expect(page.getByText('Registrazione confermata')).toBeVisible();
      await expect(page.getByText(`Il tuo nome utente è ${username}.`)).toBeVisible();
      await expectAccessible(page);
    });

    const profile = new ProsaProfilePage(page);
    await test.step('signing in leads to the welcome path', async () => {
      await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
      await new LoginPage(page).signIn(username, citizen.password);
      await expect(page).toHaveURL(/\/prosa\/profilo$/);
      await expect(profile.heading()).toHaveText('Benvenuto in Pro.Sa.');
      await expect(page.getByRole('checkbox', { name: 'Alimentazione', exact: true })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('a theme, one of its sub-themes and the newsletter', async () => {
      await profile.check('Alimentazione');
      await page.getByRole('button', { name: 'Avanti' }).click();
      await expect(page.getByRole('group', { name: 'Sottotematiche di Alimentazione' })).toBeVisible();
      await profile.check('Allattamento al seno');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Avanti' }).click();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('Passo 3 di 3: Preferenze');
      await profile.check('Newsletter');
      await page.getByRole('button', { name: 'Salva le scelte' }).click();
      await expect(profile.heading()).toHaveText('Il mio profilo');
      await expect(profile.themes()).toHaveText('Alimentazione: Allattamento al seno');
      await expect(page.getByText('Distretto dimostrativo Collegno-Grugliasco')).toBeVisible();
      await expect(page.getByText('ASL TO3')).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('admin.prosa creates an operator of a district', async ({ page }) => {
    test.setTimeout(90_000);
    const username = `operatore.${Date.now()}`;
    const operators = new ProsaOperatorsPage(page);

    await test.step('sign in and open Operatori', async () => {
      await new Shell(page).signIn('admin.prosa', '/prosa/asl');
      await operators.open();
      await expect(operators.table().getByText('operatore.amministrativo', { exact: true })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('the new operator, health operator of the district of Rivoli', async () => {
      const dialog = await operators.openCreate();
      await dialog.getByLabel('Nome *', { exact: true }).fill('Sara');
      await dialog.getByLabel('Cognome *', { exact: true }).fill('Sanitaria');
      await dialog.getByLabel('Nome utente *').fill(username);
      await dialog.getByLabel('Indirizzo e-mail *').fill(`${username}@example.org`);
      await operators.choose(dialog, 'Ruolo *', 'Operatore');
      await operators.choose(dialog, /^Tipologia/, 'Operatore sanitario');
      await operators.choose(dialog, 'Livello di operatività *', 'Distretto');
      await operators.choose(dialog, 'Azienda sanitaria *', 'ASL TO3');
      await operators.choose(dialog, 'Distretto di riferimento *', 'Distretto dimostrativo Rivoli');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Crea' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: `riceverà le istruzioni per accedere a ${username}@example.org` }),
      ).toBeVisible();
    });

    await test.step('it is in the list with its operability', async () => {
      await searchList(page.getByRole('searchbox', { name: /^Cerca/ }), username);
      const row = operators.table().getByRole('row').filter({ hasText: username });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Operatore sanitario');
      await expect(row).toContainText('Distretto dimostrativo Rivoli');
      await expect(row).toContainText('Attive');
      await expectAccessible(page);
    });
  });

  test('an administrative operator signs in and finds the features off for their profile', async ({
    page,
  }) => {
    await new Shell(page).signIn('operatore.amministrativo', '/prosa/campagne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campagne');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'funzionalità non abilitata per il tuo profilo' });
    await expect(notice).toContainText('la tua tipologia è «Operatore amministrativo»');
    await expectAccessible(page);
    // Every feature alike: projects too.
    await new Shell(page).openNavigationLink('Progetti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Progetti');
    await expect(page.getByText('Progetti: funzionalità non abilitata per il tuo profilo.')).toBeVisible();
  });
});
