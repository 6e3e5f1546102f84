import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  INVITATION_SUBJECT,
  InvitationPages,
  invitee,
  personContext,
  runId,
  SET_PASSWORD_SUBJECT,
  StrokeAssistedPage,
  StrokeDoctorsPage,
  StrokeOutbox,
  StrokePatientsPage,
  StrokeProfilePage,
} from './pages/stroke.page.ts';

const PREDICTIONS = 'Predizioni di rischio';
const STROKE_SCORES = "Punteggi dell'ictus";

test.describe('Stroke care (issue 16)', () => {
  test('the invitation chain: the admin invites a doctor, the doctor a patient, the patient a caregiver; the patient revokes the consent and sees who read their data', async ({
    page,
    browser,
    cspViolations,
  }) => {
    test.setTimeout(300_000);
    const run = runId();
    const doctor = invitee('medico', 'Marta', 'Neurologa', run);
    const patient = invitee('paziente', 'Piero', 'Invitato', run);
    const carer = invitee('caregiver', 'Lucia', 'Invitata', run);
    // Everyone in a browser of their own, as it would be: the superadmin (who also reads the demo outbox), the
    // doctor (the test's page), the patient and the caregiver.
    const adminContext = await personContext(browser, cspViolations);
    const outbox = await StrokeOutbox.open(browser, cspViolations);
    const patientContext = await personContext(browser, cspViolations);
    const carerContext = await personContext(browser, cspViolations);
    try {
      const admin = new StrokeDoctorsPage(await adminContext.newPage());
      const doctorLinks = new InvitationPages(page);
      const doctorPatients = new StrokePatientsPage(page);
      const patientPage = await patientContext.newPage();
      const patientLinks = new InvitationPages(patientPage);
      const profile = new StrokeProfilePage(patientPage);
      const carerPage = await carerContext.newPage();
      const carerLinks = new InvitationPages(carerPage);
      const assisted = new StrokeAssistedPage(carerPage);

      await test.step('the superadmin creates a doctor on Medici', async () => {
        await admin.shell.signIn('superadmin', '/stroke/medici');
        await expect(admin.heading()).toHaveText('Medici');
        await expectAccessible(admin.page);
        const dialog = await admin.openCreate(doctor, 'Neurologia');
        await expectAccessible(admin.page);
        await admin.create(dialog, doctor);
        await admin.search(doctor.email);
        await expect(admin.doctorRow(doctor)).toContainText("Stato dell'invito: Inviato");
        await expectAccessible(admin.page);
      });

      await test.step('the invitation link says the account is enabled and the password mail left', async () => {
        const link = await outbox.link(doctor.email, INVITATION_SUBJECT.medico);
        expect(new URL(link).pathname).toBe('/stroke/public/callbackm');
        await page.goto(link);
        await doctorLinks.expectCallback('medico');
        await doctorLinks.expectConfirmed('medico');
        await expect(page.getByRole('main').getByRole('button', { name: 'Accedi' })).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('the doctor chooses a password from the second mail and signs in', async () => {
        await doctorLinks.setPassword(await outbox.link(doctor.email, SET_PASSWORD_SUBJECT), doctor);
        await doctorPatients.signIn(doctor.username, doctor.password);
        await expect(page.getByText('Nel servizio sei: medico.')).toBeVisible();
        await expect(
          page.getByText('Non segui ancora nessun paziente: invitane uno dalla pagina dei pazienti.'),
        ).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('Medici: the doctor has signed in, the invitation is accepted', async () => {
        await admin.open();
        await admin.search(doctor.email);
        await expect(admin.doctorRow(doctor)).toContainText("Stato dell'invito: Accettato");
        const name = `${doctor.nome} ${doctor.cognome}`;
        await admin
          .doctorRow(doctor)
          .getByRole('button', { name: `Inviti di ${name}` })
          .click();
        const dialog = admin.dialog(`Inviti di ${name}`);
        await expect(dialog.getByRole('table', { name: `Inviti di ${name}` })).toContainText(
          "Stato dell'invito: Accettato",
        );
        await expectAccessible(admin.page);
        await dialog.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
        await expect(dialog).toBeHidden();
      });

      await test.step('the doctor invites a patient from Pazienti', async () => {
        await doctorPatients.open();
        await expect(page.getByText('Nessun paziente: invita il primo con «Invita paziente».')).toBeVisible();
        await expectAccessible(page);
        const dialog = await doctorPatients.invite(patient, { dataNascita: '1949-09-02', sesso: 'Maschio' });
        await expectAccessible(page);
        await doctorPatients.sendInvite(dialog, patient);
        const row = doctorPatients.row(doctorPatients.list(), patient.cognome);
        await expect(row).toContainText("Stato dell'invito: Invito inviato");
        await expectAccessible(page);
      });

      await test.step('the patient confirms, chooses a password and signs in', async () => {
        const link = await outbox.link(patient.email, INVITATION_SUBJECT.paziente);
        expect(new URL(link).pathname).toBe('/stroke/public/callbackp');
        await patientPage.goto(link);
        await patientLinks.expectCallback('paziente');
        await patientLinks.expectConfirmed('paziente');
        await expectAccessible(patientPage);
        await patientLinks.setPassword(await outbox.link(patient.email, SET_PASSWORD_SUBJECT), patient);
        await profile.signIn(patient.username, patient.password);
        await expect(
          patientPage.getByText(`Il tuo medico nel servizio è ${doctor.nome} ${doctor.cognome}.`),
        ).toBeVisible();
        await expectAccessible(patientPage);
      });

      await test.step('Il mio profilo: the patient invites a caregiver', async () => {
        await profile.open();
        await expect(profile.section('I miei dati')).toContainText(`${patient.nome} ${patient.cognome}`);
        await expect(patientPage.getByText('Non hai ancora invitato nessuno ad assisterti.')).toBeVisible();
        await expectAccessible(patientPage);
        const dialog = await profile.inviteCaregiver(carer, 'Figlia');
        await expectAccessible(patientPage);
        await profile.sendCaregiverInvite(dialog, carer);
        const row = profile.row(profile.caregivers(), carer.email);
        await expect(row).toContainText(`${carer.nome} ${carer.cognome}`);
        await expect(row).toContainText('Attivo dal');
        await expect(row).toContainText('Inviato');
        await expectAccessible(patientPage);
      });

      await test.step('the caregiver confirms, chooses a password, signs in and finds the patient', async () => {
        const link = await outbox.link(carer.email, INVITATION_SUBJECT.caregiver);
        expect(new URL(link).pathname).toBe('/stroke/public/callbackc');
        await carerPage.goto(link);
        await carerLinks.expectCallback('caregiver');
        await carerLinks.expectConfirmed('caregiver');
        await expectAccessible(carerPage);
        await carerLinks.setPassword(await outbox.link(carer.email, SET_PASSWORD_SUBJECT), carer);
        await assisted.signIn(carer.username, carer.password);
        await expect(carerPage.getByText('Nel servizio sei: caregiver.')).toBeVisible();
        await assisted.open();
        await expect(
          assisted.people().getByRole('link', { name: `${patient.nome} ${patient.cognome}`, exact: true }),
        ).toBeVisible();
        await expect(assisted.people()).toContainText(`${doctor.nome} ${doctor.cognome}`);
        await expectAccessible(carerPage);
      });

      await test.step("the caregiver opens the patient's card", async () => {
        await assisted.openCard(patient);
        await expect(
          carerPage.getByText('Consulti questi dati grazie al consenso del paziente', { exact: false }),
        ).toBeVisible();
        // The scores in the patient's own plain words, not the clinician's card.
        await expect(assisted.section(`I punteggi di ${patient.nome} ${patient.cognome}`)).toBeVisible();
        await expect(assisted.section('Punteggi attuali')).toHaveCount(0);
        await expect(assisted.section('Andamento dei punteggi')).toBeVisible();
        // A caregiver does not read the patient's other caregivers.
        await expect(assisted.section('Caregiver')).toHaveCount(0);
        await expectAccessible(carerPage);
      });

      await test.step('the patient sees the caregiver has signed in, and revokes the consent', async () => {
        await patientPage.reload();
        const row = profile.row(profile.caregivers(), carer.email);
        await expect(row).toContainText('Accettato');
        const dialog = await profile.askRevoke(carer);
        await expect(dialog).toContainText(`${carer.nome} ${carer.cognome}`);
        await expectAccessible(patientPage);
        await profile.confirmRevoke(dialog, carer);
        await expect(row).toContainText('Revocato il');
        await expect(
          row.getByRole('button', { name: `Invita di nuovo ${carer.nome} ${carer.cognome}` }),
        ).toBeVisible();
      });

      await test.step("the caregiver's card now says the consent was revoked", async () => {
        await carerPage.reload();
        await expect(assisted.heading()).toHaveText('Scheda paziente');
        const notice = carerPage.getByRole('alert').filter({ hasText: 'Consenso revocato' });
        await expect(notice).toContainText(
          'Il paziente ha revocato il consenso: i suoi dati non sono più consultabili.',
        );
        await expect(carerPage.getByText(patient.cognome)).toHaveCount(0);
        await expectAccessible(carerPage);
        await assisted.open();
        await expect(
          assisted
            .people()
            .getByText('In questo momento nessuna persona ti ha dato il consenso', { exact: false }),
        ).toBeVisible();
      });

      await test.step('«Chi ha letto i miei dati» shows the caregiver’s read', async () => {
        await patientPage.reload();
        await expect(profile.section('Chi ha letto i miei dati')).toBeVisible();
        const reads = profile.row(profile.accessLog(), `${carer.nome} ${carer.cognome}`);
        await expect(reads.first()).toBeVisible();
        await expect(
          reads.filter({ hasText: 'caregiver' }).filter({ hasText: 'Lettura' }).first(),
        ).toBeVisible();
        await expectAccessible(patientPage);
      });
    } finally {
      await Promise.all([adminContext.close(), outbox.close(), patientContext.close(), carerContext.close()]);
    }
  });

  test('the doctor records risk factors and sees CHA2DS2-VASc change on the history chart and its table', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = runId();
    // A patient of this run, born in 1980 (no point for age), a man (no point for sex).
    const patient = invitee('paziente', 'Carlo', `Fattori${run}`, run);
    const card = new StrokePatientsPage(page);

    await test.step('the demo doctor invites a patient and opens the card', async () => {
      await card.shell.signIn('medico', '/stroke/pazienti');
      await expect(card.heading()).toHaveText('Pazienti');
      const dialog = await card.invite(patient, { dataNascita: '1980-04-10', sesso: 'Maschio' });
      await card.sendInvite(dialog, patient);
      await card.openCard(patient);
      await expect(card.riskFactors()).toContainText(
        'Fattori di rischio non ancora registrati: registrali per calcolare i punteggi di rischio.',
      );
      await expect(card.section(PREDICTIONS)).toContainText('Nessuna predizione di rischio registrata.');
      await expectAccessible(page);
    });

    await test.step('hypertension: CHA2DS2-VASc 1', async () => {
      const dialog = await card.openRiskEditor();
      await card.setChecked(dialog, 'Ipertensione', true);
      await dialog.getByLabel('Pressione sistolica (mmHg)').fill('150');
      await expectAccessible(page);
      await card.saveRisk(dialog);
      await expect(card.scoreCard('CHA2DS2-VASc')).toContainText('1 punto su 9');
      await expect(card.chart(PREDICTIONS)).toBeVisible();
      const table = await card.showData(PREDICTIONS);
      await expect.poll(() => card.values(table, 'CHA2DS2-VASc')).toEqual(['1']);
      await expectAccessible(page);
    });

    await test.step('diabetes as well: CHA2DS2-VASc 2, and the history keeps both values', async () => {
      const dialog = await card.openRiskEditor();
      await expect(dialog.getByRole('checkbox', { name: 'Ipertensione', exact: true })).toBeChecked();
      await card.setChecked(dialog, 'Diabete', true);
      await card.saveRisk(dialog);
      await expect(card.scoreCard('CHA2DS2-VASc')).toContainText('2 punti su 9');
      await expect(card.riskFactors()).toContainText('Diabete');
      await expect(card.chart(PREDICTIONS)).toHaveAccessibleName(
        /CHA2DS2-VASc da 1 il .+ a 2 il .+, 2 calcoli/,
      );
      const table = card.section(PREDICTIONS).getByRole('table', { name: PREDICTIONS });
      await expect.poll(() => card.values(table, 'CHA2DS2-VASc')).toEqual(['1', '2']);
      // HAS-BLED does not count diabetes: its value did not change, so it was not recorded again.
      await expect.poll(() => card.values(table, 'HAS-BLED')).toEqual(['0']);
      await expectAccessible(page);
    });
  });

  test('the callback pages: an unknown code is not valid, a link opened again is already used', async ({
    page,
    browser,
    cspViolations,
  }) => {
    test.setTimeout(120_000);
    const links = new InvitationPages(page);

    await test.step('an unknown code', async () => {
      await links.openCallback('medico', `sconosciuto-${runId()}`);
      await expect(links.refusal()).toHaveText(
        "Il link di invito non è valido: controlla di aver aperto il link completo dell'ultima e-mail di invito che hai ricevuto.",
      );
      await expectAccessible(page);
    });

    await test.step('a link without its code', async () => {
      await links.openCallback('caregiver', null);
      await expect(links.refusal()).toHaveText(
        'Il link di invito non contiene il codice: apri il link completo ricevuto per e-mail.',
      );
      await expectAccessible(page);
    });

    const run = runId();
    const patient = invitee('paziente', 'Anna', `Link${run}`, run);
    const doctorContext = await personContext(browser, cspViolations);
    const outbox = await StrokeOutbox.open(browser, cspViolations);
    try {
      const link =
        await test.step('the demo doctor invites a patient; the link is in the outbox', async () => {
          const doctor = new StrokePatientsPage(await doctorContext.newPage());
          await doctor.shell.signIn('medico', '/stroke/pazienti');
          await expect(doctor.heading()).toHaveText('Pazienti');
          const dialog = await doctor.invite(patient, { dataNascita: '1962-01-20', sesso: 'Femmina' });
          await doctor.sendInvite(dialog, patient);
          return outbox.link(patient.email, INVITATION_SUBJECT.paziente);
        });

      await test.step('the first visit confirms', async () => {
        await page.goto(link);
        await links.expectCallback('paziente');
        await links.expectConfirmed('paziente');
      });

      await test.step('the same link again is already used', async () => {
        await page.goto(link);
        await links.expectCallback('paziente');
        await expect(links.refusal()).toHaveText(
          'Questo link è già stato usato. Se hai già scelto la password, accedi; altrimenti chiedi a chi ti ha invitato di inviarti un nuovo invito.',
        );
        await expect(page.getByRole('main').getByRole('button', { name: 'Accedi' })).toBeVisible();
        await expectAccessible(page);
      });
    } finally {
      await Promise.all([doctorContext.close(), outbox.close()]);
    }
  });

  test("the demo doctor reads Franco Paziente's card: scores, charts and their tables", async ({ page }) => {
    test.setTimeout(90_000);
    const card = new StrokePatientsPage(page);
    const franco = { nome: 'Franco', cognome: 'Paziente' };

    await test.step('Pazienti lists the demo patient', async () => {
      await card.shell.signIn('medico', '/stroke');
      await card.open();
      await card.search('Franco');
      await expect(card.row(card.list(), 'Paziente')).toContainText("Stato dell'invito: Accesso eseguito");
      await expectAccessible(page);
    });

    await test.step('the card: personal data, current scores, events and risk factors', async () => {
      await card.openCard(franco);
      await expect(
        page.getByText(/^Nato il 14\/03\/1950 \(\d+ anni\) · Medico: Roberto Medico$/),
      ).toBeVisible();
      for (const score of ['CHA2DS2-VASc', 'CHA2DS2-VA', 'HAS-BLED', 'NIHSS', 'Framingham', 'mRS']) {
        await expect(card.scoreCard(score), score).toBeVisible();
      }
      await expect(card.scoreCard('CHA2DS2-VASc')).toContainText('5 punti su 9');
      await expect(card.scoreCard('mRS')).toContainText('Grado 2');
      await expect(card.section('Eventi di ictus e fattori clinici')).toContainText('Ischemico');
      await expect(card.riskFactors()).toContainText('Ultimo aggiornamento il');
      await expect(card.section('Caregiver')).toContainText('Elena Caregiver');
      await expectAccessible(page);
    });

    await test.step('the histories: two charts, and the numbers behind each', async () => {
      await expect(card.chart(PREDICTIONS)).toHaveAccessibleName(
        /CHA2DS2-VASc da 2 il .+ a 5 il .+, 3 calcoli/,
      );
      await expect(card.chart(STROKE_SCORES)).toBeVisible();
      const predictions = await card.showData(PREDICTIONS);
      // The demo year (stroke.demo.ts): 75 or more years (2), hypertension found (3), then a stroke (5).
      await expect.poll(() => card.values(predictions, 'CHA2DS2-VASc')).toEqual(['2', '3', '5']);
      const strokeScores = await card.showData(STROKE_SCORES);
      await expect.poll(() => card.values(strokeScores, 'mRS')).toEqual(['2']);
      await expectAccessible(page);
    });

    await test.step('a value explains itself', async () => {
      const predictions = card.section(PREDICTIONS).getByRole('table', { name: PREDICTIONS });
      await predictions
        .getByRole('button', { name: /^Spiega CHA2DS2-VASc del / })
        .last()
        .click();
      const dialog = page.getByRole('dialog', { name: /^CHA2DS2-VASc del / });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('table', { name: 'Dati usati' })).toBeVisible();
      await expect(dialog.getByRole('table', { name: 'Risultato' })).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
      await expect(dialog).toBeHidden();
    });
  });

  test('on a phone: the demo caregiver reads the scores in plain words, the doctor measurements laid out clear', async ({
    page,
    browser,
    cspViolations,
  }) => {
    test.setTimeout(120_000);
    const franco = { nome: 'Franco', cognome: 'Paziente' };
    const phone = { width: 390, height: 844 };

    await test.step("the caregiver's card of Franco Paziente: the scores as the patient reads them", async () => {
      await page.setViewportSize(phone);
      const assisted = new StrokeAssistedPage(page);
      await assisted.shell.signIn('caregiver', '/stroke/assistiti');
      await expect(assisted.heading()).toHaveText('I miei assistiti');
      await assisted.openCard(franco);
      const scores = assisted.section('I punteggi di Franco Paziente');
      await expect(scores).toContainText('Il medico di Franco Paziente calcola alcuni punteggi');
      await expect(scores.getByRole('heading', { level: 3, name: /^CHA2DS2-VASc: 5/ })).toBeVisible();
      await expect(assisted.section('Punteggi attuali')).toHaveCount(0);
      await expect(page.getByText(/Friberg 2012|Pisters 2010/)).toHaveCount(0);
      await expectAccessible(page);
    });

    const doctorContext = await personContext(browser, cspViolations);
    try {
      const doctorPage = await doctorContext.newPage();
      await doctorPage.setViewportSize(phone);
      const doctor = new StrokePatientsPage(doctorPage);

      await test.step('Misurazioni: the search label stays clear of the link above it', async () => {
        await doctor.shell.signIn('medico', '/stroke/misurazioni');
        await expect(doctor.heading()).toHaveText('Misurazioni');
        const label = 'Cerca un paziente per nome, cognome, e-mail o codice fiscale';
        await doctorPage.getByLabel(label).fill('Franco');
        // The search's result (the alerts above also link to the patient's card).
        await doctorPage
          .getByRole('link', { name: 'Franco Paziente', exact: true })
          .and(doctorPage.locator('a[href*="paziente="]'))
          .click();
        const cardLink = doctorPage.getByRole('link', { name: 'Apri la scheda di Franco Paziente' });
        await expect(cardLink).toBeVisible();
        const link = await cardLink.boundingBox();
        const text = await doctorPage.locator('label', { hasText: label }).boundingBox();
        expect(link && text && text.y >= link.y + link.height).toBe(true);
        await expectAccessible(doctorPage);
      });

      await test.step('Ultimi valori: each card has room inside', async () => {
        const body = doctor.section('Ultimi valori').locator('.it-card-body').first();
        await expect(body).toBeVisible();
        const padding = await body.evaluate((element) =>
          Number.parseFloat(getComputedStyle(element).paddingLeft),
        );
        expect(padding).toBeGreaterThan(0);
      });
    } finally {
      await doctorContext.close();
    }
  });
});
