import { readFileSync } from 'node:fs';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { CLINIC, chooseCalendar, findSlot, MEETINGS, nextWeek } from './pages/calendar.page.ts';
import { Shell } from './pages/shell.page.ts';

test.describe('calendar and booking (issue 13)', () => {
  test('a citizen books a free slot with the keyboard, finds it in their bookings, downloads its .ics and cancels it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shell = new Shell(page);
    await shell.signIn('cittadino', '/calendario');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario e prenotazioni' })).toBeVisible();

    await test.step('choose the clinic and book its first free slot, confirming with the keyboard', async () => {
      await chooseCalendar(page, CLINIC);
      // Two weeks ahead: well before the clinic's cancellation deadline (a day before the appointment).
      await expect(page.getByRole('list', { name: 'Giorni della settimana' })).toBeVisible();
      await nextWeek(page);
      await nextWeek(page);
      const slot = await findSlot(page, /posto libero|posti liberi/);
      await expectAccessible(page);
      await slot.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Conferma la prenotazione' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Note (facoltative)' }).fill('Richiamo antitetanica');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Conferma' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Prenotazione effettuata' })).toBeVisible();
    });

    await test.step('the booking is among the upcoming ones, with its .ics', async () => {
      await page.getByRole('link', { name: 'Vai a Le mie prenotazioni' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Le mie prenotazioni' })).toBeVisible();
      const upcoming = page.getByRole('region', { name: 'Prossime prenotazioni' });
      const mine = upcoming.getByRole('listitem').filter({ hasText: 'Richiamo antitetanica' });
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText(CLINIC);
      await expect(mine).toContainText('Prenotato');
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        mine.getByRole('button', { name: /Scarica per il calendario/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^prenotazione-\d+\.ics$/);
      const ics = readFileSync(await download.path(), 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('STATUS:CONFIRMED');
      expect(ics).toContain(CLINIC);
    });

    await test.step('cancel it: it stays in the list as cancelled, with nothing more to do', async () => {
      const upcoming = page.getByRole('region', { name: 'Prossime prenotazioni' });
      const mine = upcoming.getByRole('listitem').filter({ hasText: 'Richiamo antitetanica' });
      await mine.getByRole('button', { name: /Annulla la prenotazione/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
      await dialog.getByRole('button', { name: 'Sì, annulla' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Prenotazione annullata' })).toBeVisible();
      await expect(mine).toContainText('Annullato');
      await expect(mine.getByRole('button', { name: /Annulla la prenotazione/ })).toHaveCount(0);
    });
  });

  test('the week is in sight on a laptop once a calendar is chosen, and the citizen’s own slot reads as theirs (issue 29)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await new Shell(page).signIn('cittadino', '/calendario');
    await chooseCalendar(page, CLINIC);
    // The search folds into one line: the week starts well within the first screen, with room for its slots.
    await expect(page.getByRole('button', { name: 'Cambia calendario' })).toBeVisible();
    const weekTop = await page
      .getByRole('list', { name: 'Giorni della settimana' })
      .evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
    expect(weekTop).toBeLessThan(900 - 200);

    // The demo booking of the citizen, in one of the next weeks: a link to it, not a slot to book again.
    const mine = page.getByRole('link', { name: /Prenotato da te/ });
    for (let week = 0; week < 4 && (await mine.count()) === 0; week++) await nextWeek(page);
    await expect(mine.first()).toContainText('Vedi in Le mie prenotazioni');
    await expectAccessible(page);
    await mine.first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Le mie prenotazioni' })).toBeVisible();
  });

  test('a refused booking keeps the focus in its dialog, which Escape still closes (issue 29)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await new Shell(page).signIn('cittadino', '/calendario');
    await chooseCalendar(page, CLINIC);
    await nextWeek(page);
    await nextWeek(page);
    const slot = await findSlot(page, /posto libero|posti liberi/);
    // '08:30 1 posto libero, lunedì 7 dicembre': its time and its day find it on another screen.
    const text = ((await slot.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const time = text.slice(0, 5);
    const day = text.slice(text.lastIndexOf(', ') + 2);
    const sameSlot = new RegExp(`^${time} .*${day}$`);
    await slot.click();
    const dialog = page.getByRole('dialog', { name: 'Conferma la prenotazione' });
    await expect(dialog).toBeVisible();

    // Meanwhile someone else takes the slot's only seat.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      const here = new URL(page.url());
      await new Shell(otherPage).signIn('operatore.sanitario', `${here.pathname}${here.search}`);
      await otherPage.getByRole('button', { name: sameSlot }).click();
      const theirs = otherPage.getByRole('dialog', { name: 'Conferma la prenotazione' });
      await theirs.getByRole('button', { name: 'Conferma' }).click();
      await expect(
        otherPage.getByRole('status').filter({ hasText: 'Prenotazione effettuata' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }

    await dialog.getByRole('button', { name: 'Conferma' }).focus();
    await page.keyboard.press('Enter');
    const refused = page.getByRole('dialog', { name: 'Lista di attesa' });
    await expect(refused.getByRole('alert')).toContainText('Posto non più disponibile');
    // The refusal has the focus, inside the dialog.
    await expect(refused.locator(':focus')).toHaveCount(1);
    await expect(refused.locator(':focus')).toContainText('Posto non più disponibile');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(refused).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${time} Pieno – lista di attesa.*${day}$`) }),
    ).toBeVisible();
  });

  test('the first available day jumps past the empty weeks to a free slot (issue 29)', async ({ page }) => {
    await new Shell(page).signIn('cittadino', '/calendario');
    await chooseCalendar(page, MEETINGS);
    await page.getByRole('button', { name: 'Primo giorno disponibile' }).click();
    const found = page.getByRole('status').filter({ hasText: 'Primo giorno con posti liberi' });
    await expect(found).toBeVisible();
    await expect(page.getByText('Caricamento degli orari…')).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: 'Giorni della settimana' })
        .getByRole('button', { name: /posti liberi/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a full event offers its waiting list', async ({ page }) => {
    await new Shell(page).signIn('cittadino', '/calendario');
    await chooseCalendar(page, MEETINGS);
    const full = await findSlot(page, /Primo soccorso pediatrico.*Pieno – lista di attesa/);
    await full.click();
    const dialog = page.getByRole('dialog', { name: 'Lista di attesa' });
    await expect(dialog).toContainText('non ci sono più posti liberi');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Mettiti in lista di attesa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sei in lista di attesa' })).toContainText(
      'posizione 1',
    );
  });

  test("an operator works the day's agenda: arrived, then fulfilled", async ({ page }) => {
    test.setTimeout(120_000);
    await new Shell(page).signIn('operatore.sanitario', '/calendario/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Calendario' }).selectOption({ label: CLINIC });
    // The demo agenda is on the clinic's next open day: move a day at a time, each one fully shown before looking.
    const arrived = page.getByRole('button', { name: /^Arrivato – Mario Rossi/ });
    const dayHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const loading = page.getByText('Caricamento delle prenotazioni…');
    await expect(loading).toHaveCount(0);
    for (let day = 0; day < 7 && (await arrived.count()) === 0; day++) {
      const shown = (await dayHeading.textContent()) ?? '';
      await page.getByRole('button', { name: 'Giorno successivo' }).click();
      await expect(dayHeading).not.toHaveText(shown);
      await expect(loading).toHaveCount(0);
      // A weekend shows no table, only that nothing is open.
      await expect(page.getByRole('table').or(page.getByText(/^Nessun orario di apertura/))).toBeVisible();
    }
    await expect(arrived).toBeVisible();
    await expectAccessible(page);
    await arrived.click();
    const fulfilled = page.getByRole('button', { name: /^Completato – Mario Rossi/ });
    await expect(fulfilled).toBeVisible();
    await fulfilled.click();
    const row = page.getByRole('row').filter({ hasText: 'Mario Rossi' });
    await expect(row).toContainText('Completato');
    await expect(page.getByRole('button', { name: /– Mario Rossi/ })).toHaveCount(0);
  });

  test('an administrator creates a calendar, and a citizen can book it at once', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `Consultorio e2e ${Date.now()}`;
    await new Shell(page).signIn('superadmin', '/calendario/calendari');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendari' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuovo calendario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo calendario' });
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name);
    await dialog
      .getByRole('combobox', { name: /^Tipo di calendario/ })
      .selectOption({ label: 'Consultorio' });
    await dialog.getByRole('combobox', { name: /^Tipo di titolare/ }).selectOption({ label: 'ASL' });
    await dialog.getByRole('textbox', { name: /^Codice del titolare/ }).fill('010203');
    await dialog.getByRole('combobox', { name: /^Tipo di accesso/ }).selectOption('pubblico');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Calendario «${name}» creato.` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

    // The default configuration (weekdays 8:30–12:30, 15 minutes, an hour's notice) is bookable at once.
    const citizen = await browser.newPage();
    await new Shell(citizen).signIn('cittadino', '/calendario');
    await chooseCalendar(citizen, name);
    await expect(await findSlot(citizen, /1 posto libero/)).toBeEnabled();
    await citizen.close();
  });
});
