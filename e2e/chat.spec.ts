import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ChatWidget } from './pages/chat.page.ts';
import { personContext, runId } from './pages/stroke.page.ts';

test.describe('Chat (issue 34)', () => {
  test('a patient and their doctor write to each other live, in two browsers, and a message written offline goes once', async ({
    page,
    browser,
    cspViolations,
  }) => {
    test.setTimeout(180_000);
    const run = runId();
    const doctorContext = await personContext(browser, cspViolations);
    try {
      const patient = new ChatWidget(page);
      const doctor = new ChatWidget(await doctorContext.newPage());

      await test.step('the patient finds the demo conversation, with the doctor’s last message unread', async () => {
        await patient.shell.signIn('paziente', '/stroke');
        await expect(patient.toggle()).toHaveAccessibleName(/^Messaggi \d+ non lett[oi]$/);
        await patient.open();
        await expectAccessible(patient.page);
        await patient.openConversation('Roberto Medico');
        await expect(patient.message('la aspetto in ambulatorio giovedì')).toBeVisible();
        // Read now: the count goes.
        await expect(patient.toggle()).toHaveAccessibleName('Messaggi');
        await expectAccessible(patient.page);
      });

      const question = `Giovedì alle 9 va bene? (${run})`;
      await test.step('the doctor, signed in elsewhere, gets the patient’s message live', async () => {
        await doctor.shell.signIn('medico', '/stroke');
        await expect(doctor.toggle()).toBeVisible();
        await patient.send(question);
        await expect(patient.message(question)).toBeVisible();
        await expect(doctor.toggle()).toHaveAccessibleName('Messaggi 1 non letto');
        await doctor.open();
        await doctor.openConversation('Franco Paziente');
        await expect(doctor.message(question)).toBeVisible();
        await expectAccessible(doctor.page);
      });

      const answer = `Sì, la aspetto alle 9. (${run})`;
      await test.step('the doctor answers; the patient reads it live and the doctor sees the receipt', async () => {
        await doctor.send(answer);
        await expect(patient.message(answer)).toBeVisible();
        await expect(doctor.message(answer)).toContainText('Letto');
      });

      const offline = `Scritto senza rete (${run})`;
      await test.step('a message written offline is queued and arrives once when the connection is back', async () => {
        await page.context().setOffline(true);
        await patient.send(offline);
        await expect(patient.message(offline)).toContainText('Senza connessione');
        await page.context().setOffline(false);
        await expect(doctor.message(offline)).toBeVisible();
        await expect(patient.message(offline)).not.toContainText('Senza connessione');
        await expect(doctor.message(offline)).toHaveCount(1);
        await expect(patient.message(offline)).toHaveCount(1);
      });

      await test.step('Escape closes the panel and gives the focus back to its button', async () => {
        await doctor.close();
        await expectAccessible(doctor.page);
      });
    } finally {
      await doctorContext.close();
    }
  });

  test('a citizen writes to the Pro.Sa. office of their ASL and one of its operators answers, in two browsers', async ({
    page,
    browser,
    cspViolations,
  }) => {
    test.setTimeout(120_000);
    const run = runId();
    const operatorContext = await personContext(browser, cspViolations);
    try {
      const citizen = new ChatWidget(page);
      const operator = new ChatWidget(await operatorContext.newPage());
      const question = `Il gruppo di cammino parte anche con la pioggia? (${run})`;
      await test.step('the citizen writes to the office, in the conversation the demo started', async () => {
        await citizen.shell.signIn('cittadino', '/prosa/campagne');
        await citizen.open();
        await citizen.openConversation('Ufficio Pro.Sa. – TO3');
        await expect(citizen.message('Fatto, grazie mille!')).toBeVisible();
        await citizen.send(question);
        await expect(citizen.message(question)).toBeVisible();
      });

      const answer = `Sì, con l’ombrello. (${run})`;
      await test.step('an operator of the office finds it under the citizen’s name and answers live', async () => {
        await operator.shell.signIn('operatore.sanitario', '/prosa/campagne');
        await expect(operator.toggle()).toHaveAccessibleName(/^Messaggi \d+ non lett[oi]$/);
        await operator.open();
        await operator.openConversation('Chiara Cittadina');
        await expect(operator.message(question)).toBeVisible();
        await operator.send(answer);
        await expect(citizen.message(answer)).toContainText('Giulia Sanitaria');
        await expect(operator.message(answer)).toContainText('Letto');
        await expectAccessible(operator.page);
      });
    } finally {
      await operatorContext.close();
    }
  });
});
