import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { bookClinicSlot } from './pages/calendar.page.ts';
import { Shell } from './pages/shell.page.ts';
import { startFhirReceiver, startWebhookReceiver } from './webhook-receiver.ts';

const NAME = 'CUP di prova';
const FHIR = 'Archivio FHIR di prova';

test.describe('process integration (issue 34)', () => {
  test('an administrator subscribes a receiver and connects a FHIR server, and sees a booking reach both', async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const receiver = await startWebhookReceiver();
    const fhirServer = await startFhirReceiver();
    const log = page.getByRole('table', { name: `Consegne di ${NAME}, le più recenti prima` });
    const logRow = (type: string) => log.getByRole('row').filter({ hasText: type });

    await test.step('subscribe the receiver to bookings and keep the secret shown once', async () => {
      await new Shell(page).signIn('superadmin', '/integrazioni/sottoscrizioni');
      await expect(page.getByRole('heading', { level: 1, name: 'Sottoscrizioni agli eventi' })).toBeVisible();
      await page.getByRole('button', { name: 'Nuova sottoscrizione' }).click();
      const form = page.getByRole('dialog', { name: 'Nuova sottoscrizione' });
      await form.getByRole('textbox', { name: /^Nome/ }).fill(NAME);
      await form.getByRole('textbox', { name: /^Indirizzo HTTPS/ }).fill(receiver.url);
      for (const type of ['Prenotazione effettuata', 'Prenotazione annullata']) {
        // Bootstrap Italia draws the box on its label, which takes the click.
        await form.getByText(type, { exact: true }).click();
        await expect(form.getByRole('checkbox', { name: type })).toBeChecked();
      }
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Salva' }).click();

      const shown = page.getByRole('dialog', { name: `Il segreto di ${NAME}` });
      const secret = await shown.getByRole('textbox', { name: 'Segreto' }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      receiver.useSecret(secret);
      await shown.getByRole('button', { name: 'Ho copiato il segreto' }).click();
      await expect(shown).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: NAME })).toContainText(
        'Nessuna consegna riuscita',
      );
    });

    await test.step('a test event reaches the receiver, and the log says so', async () => {
      await page.getByRole('button', { name: `Invia evento di prova a ${NAME}` }).click();
      // The log opens, and is read again while the delivery is queued.
      await expect(logRow('Evento di prova')).toContainText('Consegnata', { timeout: 20_000 });
      expect(receiver.received.map((r) => [r.event.type, r.signatureValid])).toEqual([
        ['it.halo.integration.test.sent', true],
      ]);
      await expectAccessible(page);
    });

    await test.step('connect a FHIR server for appointments and try the connection', async () => {
      await new Shell(page).openNavigationLink('Adattatore FHIR');
      await expect(page.getByRole('heading', { level: 1, name: 'Adattatore FHIR' })).toBeVisible();
      await page.getByRole('button', { name: 'Nuova connessione' }).click();
      const form = page.getByRole('dialog', { name: 'Nuova connessione FHIR' });
      await form.getByRole('textbox', { name: /^Nome/ }).fill(FHIR);
      await form.getByRole('textbox', { name: /^Indirizzo del server FHIR/ }).fill(fhirServer.baseUrl);
      await form.getByText('Appuntamenti (prenotazioni)', { exact: true }).click();
      await expect(form.getByRole('checkbox', { name: 'Appuntamenti (prenotazioni)' })).toBeChecked();
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByRole('alert').filter({ hasText: `Connessione ${FHIR} creata.` })).toBeVisible();
      await page.getByRole('button', { name: `Prova connessione ${FHIR}` }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: `Connessione a ${FHIR} riuscita: FHIR 4.0.1, Archivio regionale di prova.` }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('a citizen books a slot in another browser', async () => {
      const citizen = await browser.newPage();
      await new Shell(citizen).signIn('cittadino', '/calendario');
      await bookClinicSlot(citizen, 'Visita per integrazione');
      await citizen.close();
    });

    await test.step('the booking reaches the receiver: ids and states only, signed', async () => {
      await expect
        .poll(
          () => receiver.received.filter((r) => r.event.type === 'it.halo.calendar.booking.created').length,
          {
            timeout: 20_000,
          },
        )
        .toBe(1);
      const made = receiver.received.find((r) => r.event.type === 'it.halo.calendar.booking.created');
      expect(made?.signatureValid).toBe(true);
      expect(made?.event.subject).toMatch(/^prenotazioni\/\d+$/);
      // Not granted personal data: nobody's name, nor the citizen's note.
      expect(made?.body).not.toContain('Visita per integrazione');
      expect(made?.body).not.toMatch(/cittadin/i);

      await page.goto(`/integrazioni/sottoscrizioni?q=${encodeURIComponent(NAME)}`);
      await page.getByRole('button', { name: `Consegne di ${NAME}` }).click();
      await expect(logRow('Prenotazione effettuata')).toContainText('Consegnata', { timeout: 20_000 });
      await expect(page.getByRole('row').filter({ hasText: NAME })).toContainText(/Ultima consegna il/);
    });

    await test.step('send the booking again: the receiver gets the same event, as its id says', async () => {
      const subject = booked(receiver.received);
      await logRow('Prenotazione effettuata')
        .getByRole('button', { name: `Reinvia Prenotazione effettuata di ${subject}` })
        .click();
      await expect(
        page.getByRole('alert').filter({ hasText: `Consegna di ${subject} rimessa in coda.` }),
      ).toBeVisible();
      await expect
        .poll(() => receiver.received.filter((r) => r.event.subject === subject).length, { timeout: 20_000 })
        .toBe(2);
      const [first, again] = receiver.received.filter((r) => r.event.subject === subject);
      expect(again?.id).toBe(first?.id);
      expect(again?.signatureValid).toBe(true);
      await expect(logRow('Prenotazione effettuata')).toContainText('Consegnata', { timeout: 20_000 });
    });

    await test.step('the citizen cancels: the receiver hears of it after the booking', async () => {
      const citizen = await browser.newPage();
      await new Shell(citizen).signIn('cittadino', '/calendario/prenotazioni');
      const mine = citizen
        .getByRole('region', { name: 'Prossime prenotazioni' })
        .getByRole('listitem')
        .filter({ hasText: 'Visita per integrazione' });
      await mine.getByRole('button', { name: /Annulla la prenotazione/ }).click();
      await citizen
        .getByRole('dialog', { name: 'Annullare la prenotazione?' })
        .getByRole('button', { name: 'Sì, annulla' })
        .click();
      await expect(citizen.getByRole('status').filter({ hasText: 'Prenotazione annullata' })).toBeVisible();
      await citizen.close();
      await expect
        .poll(() => receiver.received.map((r) => r.event.type).at(-1), { timeout: 20_000 })
        .toBe('it.halo.calendar.booking.cancelled');
      expect(receiver.received.at(-1)?.event.subject).toBe(booked(receiver.received));
    });

    await test.step('the FHIR server received the appointment, then its cancellation, as the log says', async () => {
      const appointment = `Appointment/${booked(receiver.received).replace('prenotazioni/', 'prenotazione-')}`;
      await expect
        .poll(() => fhirServer.transactions.map((bundle) => bundle.entry[0]?.resource.status), {
          timeout: 20_000,
        })
        .toEqual(['booked', 'cancelled']);
      for (const bundle of fhirServer.transactions) {
        expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'transaction' });
        expect(bundle.entry.map((entry) => entry.request)).toEqual([{ method: 'PUT', url: appointment }]);
      }
      await page.goto(`/integrazioni/fhir?q=${encodeURIComponent(FHIR)}`);
      await page.getByRole('button', { name: `Messaggi di ${FHIR}` }).click();
      const messages = page.getByRole('table', { name: `Messaggi di ${FHIR}, i più recenti prima` });
      await expect(messages.getByRole('row').filter({ hasText: 'Stato: Inviato' })).toHaveCount(2, {
        timeout: 20_000,
      });
      await expectAccessible(page);
    });
    await receiver.close();
    await fhirServer.close();
  });
});

/** The subject of the booking the receiver heard of. */
function booked(received: { event: { type: string; subject: string } }[]): string {
  return received.find((r) => r.event.type === 'it.halo.calendar.booking.created')?.event.subject ?? '';
}
