import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ProsaHomePage, ProsaOrganisationPage } from './pages/prosa.page.ts';
import { Shell } from './pages/shell.page.ts';

test.describe('Pro.Sa.: themes and the organisation of the health authorities (issue 14)', () => {
  test('an anonymous visitor opens a theme and finds the organisation of ASL TO3', async ({ page }) => {
    const home = new ProsaHomePage(page);
    await home.open();

    await test.step('a theme opens on its sub-themes', async () => {
      const subs = await home.openTheme('Alimentazione');
      await expect(subs).toBeVisible();
      await expect(subs.getByRole('listitem').filter({ hasText: 'Allattamento al seno' })).toHaveCount(1);
    });

    await test.step('Piemonte → TO3: its departments, districts and structures', async () => {
      await home.chooseAsl('Piemonte', 'ASL TO3');
      const to3 = home.organisation('ASL TO3');
      await expect(to3).toBeVisible();
      await expect(to3.getByRole('list', { name: 'Distretti' })).toContainText(
        'Distretto dimostrativo Rivoli',
      );
      await expect(to3.getByRole('list', { name: 'Dipartimenti' }).getByRole('listitem')).toHaveCount(2);
      await expect(to3.getByRole('list', { name: 'Strutture' }).getByRole('listitem')).toHaveCount(2);
      await expectAccessible(page);
    });

    await test.step('an authority that has not joined says so', async () => {
      await home.chooseAsl('Piemonte', 'ASL BI');
      await expect(home.findAsl()).toContainText('ASL BI non aderisce ancora al portale Pro.Sa.');
      await expect(home.findAsl().getByRole('article')).toHaveCount(0);
    });
  });

  test('admin.prosa joins an authority, registers one of its structures and undoes both', async ({
    page,
  }, testInfo) => {
    // A long scenario (five writes, each with its dialog): room for a slow machine.
    test.setTimeout(120_000);
    // A retry runs on the same server: it takes an authority the failed attempt cannot have left joined.
    const code = ['TO4', 'TO5', 'VC'][testInfo.retry] ?? 'NO';
    const asl = `ASL ${code}`;
    const organisation = new ProsaOrganisationPage(page);
    let structure = '';

    await test.step('sign in and open Organizzazione', async () => {
      await new Shell(page).signIn('admin.prosa');
      await organisation.open();
      await expect(organisation.aziende().getByRole('link', { name: 'ASL TO3' })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step(`${code} (Piemonte) joins the portal`, async () => {
      const dialog = await organisation.join('Piemonte', code);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(organisation.notice(`${asl} aderisce al portale.`)).toBeVisible();
      await expect(organisation.aziende().getByRole('link', { name: asl })).toBeVisible();
    });

    await test.step('one of its structures is registered', async () => {
      await organisation.openAzienda(asl);
      await expectAccessible(page);
      structure = await organisation.registerFirstStructure(asl);
      await expect(organisation.notice(`Struttura ${structure} registrata.`)).toBeVisible();
      await expect(organisation.structures()).toContainText(structure);
    });

    await test.step('the authority cannot leave while the structure is registered, and says why', async () => {
      await organisation.backToList();
      const dialog = await organisation.askRemove(asl);
      await dialog.getByRole('button', { name: 'Rimuovi', exact: true }).click();
      const refusal = dialog.getByRole('alert');
      await expect(refusal).toContainText('ha ancora 1 struttura registrati');
      await expect(refusal.getByRole('listitem')).toHaveText([structure]);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the structure is taken out, then the authority leaves', async () => {
      await organisation.openAzienda(asl);
      await organisation.confirm(await organisation.askRemove(structure));
      await expect(organisation.notice(`Struttura ${structure} tolta.`)).toBeVisible();
      await expect(page.getByText('Nessuna struttura registrata.')).toBeVisible();
      await organisation.backToList();
      await organisation.confirm(await organisation.askRemove(asl));
      await expect(organisation.notice(`${asl} non aderisce più al portale.`)).toBeVisible();
      await expect(organisation.aziende().getByRole('link', { name: asl })).toHaveCount(0);
    });
  });
});
