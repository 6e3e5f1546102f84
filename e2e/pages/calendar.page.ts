import { expect, type Page } from '@playwright/test';

export const CLINIC = 'Vaccinazioni adulti – Ospedale di Pinerolo';
export const MEETINGS = 'Incontri di prevenzione – ASL TO3';

/** Chooses a calendar of the Prenota screen by its name, and waits for its week. */
export async function chooseCalendar(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Nome del calendario' }).fill(name.split(' – ')[0] ?? name);
  await page.getByRole('button', { name: `Scegli il calendario ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Orari di ${name}` })).toBeVisible();
}

/** Shows the next week of the Prenota screen, once its days are on screen. */
export async function nextWeek(page: Page) {
  const range = page.getByText(/^Settimana da /);
  const shown = (await range.textContent()) ?? '';
  await page.getByRole('button', { name: 'Settimana successiva' }).click();
  await expect(range).not.toHaveText(shown);
  await expect(page.getByText('Caricamento degli orari…')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Giorni della settimana' })).toBeVisible();
}

/** The first slot whose name matches, in this week or the next three (moving on a week at a time). */
export async function findSlot(page: Page, name: RegExp) {
  const slots = page.getByRole('button', { name });
  await expect(page.getByRole('list', { name: 'Giorni della settimana' })).toBeVisible();
  for (let week = 0; week < 4; week++) {
    if ((await slots.count()) > 0) return slots.first();
    await nextWeek(page);
  }
  throw new Error(`no slot ${name} in four weeks`);
}

/**
 * On the Prenota screen of a signed-in citizen: books the first free slot of the clinic two weeks ahead (well
 * before its cancellation deadline) with a note, and waits for the confirmation.
 */
export async function bookClinicSlot(page: Page, note: string) {
  await chooseCalendar(page, CLINIC);
  await expect(page.getByRole('list', { name: 'Giorni della settimana' })).toBeVisible();
  await nextWeek(page);
  await nextWeek(page);
  await (await findSlot(page, /posto libero|posti liberi/)).click();
  const dialog = page.getByRole('dialog', { name: 'Conferma la prenotazione' });
  await dialog.getByRole('textbox', { name: 'Note (facoltative)' }).fill(note);
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prenotazione effettuata' })).toBeVisible();
}
