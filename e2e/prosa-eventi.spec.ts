import { expect } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { test } from './fixtures.ts';
import { ProsaEventsPage } from './pages/prosa-eventi.page.ts';
import { Shell } from './pages/shell.page.ts';

/** Tomorrow in Italy (AAAA-MM-GG), as the form's date and time inputs take it. */
function tomorrowInItaly(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(Date.now() + 86_400_000);
}

test.describe('Pro.Sa.: events booked through the calendar (issue 15)', () => {
  test('an operator creates an event of a demo project; the citizen books a seat and cancels; a visitor finds it on the home', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A title of this run only: a retry or a second run on the same server writes a new event. The earliest hour of
    // the next day, earlier at each retry, puts it first among the upcoming events the home shows.
    const title = `Merenda in piazza ${Date.now()}`;
    const day = tomorrowInItaly();
    const time = `06:${String(50 - testInfo.retry * 10).padStart(2, '0')}`;
    const events = new ProsaEventsPage(page);
    const shell = new Shell(page);

    await test.step('operatore.sanitario creates the event for «Merende sane a scuola»', async () => {
      await shell.signIn('operatore.sanitario', '/prosa/eventi');
      await expect(events.heading()).toHaveText('Eventi');
      await expectAccessible(page);
      await events.create(title, day, time);
      await expect(events.notice(`Evento «${title}» creato.`)).toBeVisible();
      await events.openOn(title);
      const event = events.event(title);
      await expect(event).toContainText('Progetto:Merende sane a scuola');
      await expect(event).toContainText(`Quando:dalle ${time} alle 09:00`);
      await expect(event).toContainText('Posti:5 posti liberi su 5');
      await expect(event.getByRole('button', { name: `Modifica: ${title}` })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('the demo citizen books a seat', async () => {
      await shell.logout();
      await shell.signIn('cittadino', `/prosa/eventi?q=${encodeURIComponent(title)}`);
      const event = events.event(title);
      await expect(event).toContainText('Posti:5 posti liberi su 5');
      await expect(event.getByRole('button', { name: /^Modifica/ })).toHaveCount(0);
      await event.getByRole('button', { name: `Prenota un posto: ${title}` }).click();
      await expect(events.notice(`Posto prenotato per «${title}».`)).toBeVisible();
      await expect(event.getByText('Sei prenotato')).toBeVisible();
      await expect(event).toContainText('Posti:4 posti liberi su 5');
      await expect(
        event.getByRole('button', { name: `Aggiungi al calendario (.ics): ${title}` }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('and cancels the booking, after confirming', async () => {
      const event = events.event(title);
      await event.getByRole('button', { name: `Annulla la prenotazione: ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
      await expect(dialog).toContainText(`La tua prenotazione per ${title}`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Annulla la prenotazione' }).click();
      await expect(dialog).toBeHidden();
      await expect(events.notice(`Prenotazione per «${title}» annullata.`)).toBeVisible();
      await expect(event.getByRole('button', { name: `Prenota un posto: ${title}` })).toBeVisible();
      await expect(event).toContainText('Posti:5 posti liberi su 5');
    });

    await test.step('the citizen’s home opens on «Per te», what the portal chose for them', async () => {
      await page.goto('/prosa');
      const forYou = page.getByRole('region', { name: 'Per te' });
      await expect(forYou.getByText('Campagne ed eventi scelti per la tua età')).toBeVisible();
      // Read: some proposals, or the news that there are none yet.
      await expect(
        forYou
          .getByRole('article')
          .or(forYou.getByText('Per ora non ci sono campagne o eventi da proporti.'))
          .first(),
      ).toBeVisible();
      await expect(forYou.getByText('Non è stato possibile leggere le proposte per te.')).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: 'Prossimi eventi' }).getByRole('link', { name: title }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('a visitor finds it among the upcoming events of the public home', async () => {
      await shell.logout();
      await page.goto('/prosa');
      const upcoming = page.getByRole('region', { name: 'Prossimi eventi' });
      const event = upcoming.getByRole('article', { name: title });
      await expect(event).toBeVisible();
      await expect(event).toContainText('Progetto:Merende sane a scuola');
      await expect(upcoming.getByRole('button', { name: 'Accedi per prenotare un posto' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Campagne in corso' }).getByRole('article'),
      ).not.toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('operatore.sanitario deletes the event again', async () => {
      await shell.signIn('operatore.sanitario', `/prosa/eventi?q=${encodeURIComponent(title)}`);
      await events
        .event(title)
        .getByRole('button', { name: `Elimina: ${title}` })
        .click();
      const dialog = page.getByRole('dialog', { name: "Eliminare l'evento?" });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(events.notice(`Evento «${title}» eliminato.`)).toBeVisible();
      await expect(events.event(title)).toHaveCount(0);
    });
  });
});
