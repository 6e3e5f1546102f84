import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ProsaRichiestePage } from './pages/prosa-richieste.page.ts';
import { Shell } from './pages/shell.page.ts';

const SCHOOL = 'Istituto comprensivo dimostrativo di Collegno';

test.describe('Pro.Sa.: requests to the health authority (issue 15)', () => {
  test('the demo school sends a request; the operator takes it in charge, accepts and completes it; the school sees its history', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // A subject of this run only (a number the search finds as it is): a retry, a second run or another spec on
    // the same server sends requests of its own.
    const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const oggetto = `Corso di educazione alimentare ${run}`;
    const note = `Ci vediamo a febbraio con la dietista (${run}).`;
    const school = new ProsaRichiestePage(page);
    let detail = '';

    await test.step('the school opens Richieste and sends a request', async () => {
      await new Shell(page).signIn('ente', '/prosa/richieste');
      await expect(school.heading()).toHaveText('Richieste');
      await expectAccessible(page);
      const form = await school.openForm();
      await expect(page.getByText(/^La richiesta va alla tua azienda sanitaria: ASL TO3/)).toBeVisible();
      await school.fill({
        oggetto,
        descrizione: 'Quattro incontri con una dietista per le classi quarte, nel secondo quadrimestre.',
        tematica: 'Alimentazione',
        setting: 'Scuola',
        destinatari: ['Bambini (0-10 anni)', 'Insegnanti e educatori'],
        dal: '2027-02-01',
        al: '2027-05-31',
      });
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Invia la richiesta' }).click();
      await expect(school.notice(`Richiesta «${oggetto}» inviata a ASL TO3.`)).toBeVisible();
      await expect(school.form()).toBeHidden();
      await school.search(run);
      await expect(school.row(school.table('Le mie richieste'), oggetto)).toContainText('Stato: Inviata');
    });

    const staffContext = await browser.newContext();
    try {
      const staffPage = await staffContext.newPage();
      const inbox = new ProsaRichiestePage(staffPage);

      await test.step('operatore.sanitario finds it in the inbox', async () => {
        await new Shell(staffPage).signIn('operatore.sanitario', '/prosa/richieste');
        await expect(inbox.heading()).toHaveText('Richieste');
        await inbox.search(run);
        const row = inbox.row(inbox.table('Richieste ricevute'), oggetto);
        await expect(row).toContainText(`${SCHOOL} (ente)`);
        await expect(row).toContainText('Stato: Inviata');
        await expectAccessible(staffPage);
        await row.getByRole('link', { name: oggetto }).click();
        await expect(inbox.heading()).toHaveText(oggetto);
        await expect(staffPage).toHaveURL(/[?&]id=\d+/);
        detail = new URL(staffPage.url()).searchParams.get('id') ?? '';
        await expect(inbox.moves()).toHaveText(['Prendi in carico']);
        await expectAccessible(staffPage);
      });

      await test.step('takes it in charge', async () => {
        const dialog = await inbox.openMove('Prendi in carico', 'Prendere in carico la richiesta?');
        await expectAccessible(staffPage);
        await inbox.confirmMove(dialog, 'Prendi in carico', 'Presa in carico');
        await expect(inbox.moves()).toHaveText(['Accetta', 'Rifiuta']);
      });

      await test.step('accepts it with a note for the school', async () => {
        const dialog = await inbox.openMove('Accetta', 'Accettare la richiesta?');
        await dialog.getByRole('textbox', { name: 'Nota per chi ha inviato la richiesta' }).fill(note);
        await inbox.confirmMove(dialog, 'Accetta', 'Accettata');
        await expect(inbox.moves()).toHaveText(['Completa']);
      });

      await test.step('completes it', async () => {
        const dialog = await inbox.openMove('Completa', 'Segnare la richiesta come completata?');
        await inbox.confirmMove(dialog, 'Completa', 'Completata');
        await expect(inbox.moves()).toHaveCount(0);
        await expect(inbox.history()).toHaveCount(4);
        await expectAccessible(staffPage);
      });
    } finally {
      await staffContext.close();
    }

    await test.step('the school sees it completed in its list, with the history', async () => {
      await school.open();
      await school.search(run);
      const row = school.row(school.table('Le mie richieste'), oggetto);
      await expect(row).toContainText('Stato: Completata');
      await row.getByRole('link', { name: oggetto }).click();
      await expect(school.heading()).toHaveText(oggetto);
      await expect(school.state()).toContainText('Stato: Completata');
      await expect(school.moves()).toHaveCount(0);
      const history = school.history();
      await expect(history).toHaveCount(4);
      await expect(history.nth(0)).toContainText(`Stato: Inviata`);
      await expect(history.nth(0)).toContainText(`da ${SCHOOL}`);
      await expect(history.nth(1)).toContainText('Stato: Presa in carico');
      await expect(history.nth(2)).toContainText('Stato: Accettata');
      await expect(history.nth(2)).toContainText(`Nota: ${note}`);
      await expect(history.nth(3)).toContainText('Stato: Completata');
      await expectAccessible(page);
    });

    await test.step("the mails' link opens the request", async () => {
      await school.open(`?id=${detail}`);
      await expect(school.heading()).toHaveText(oggetto);
      await expect(school.state()).toContainText('Stato: Completata');
    });
  });
});
