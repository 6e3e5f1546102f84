import { adminMessages, strokeMessages } from '@halo/contract';
import { fattoriMessages, MRS_GRADES } from '@halo/contract/stroke/fattori';
import { FRAMINGHAM } from '@halo/contract/stroke/scores';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, staleVersion, stubFetch } from '../../../test/fetch-stub.ts';
import { bodyRows, cellsOf, showChartData } from '../../../test/table.ts';
import { adminSession, caregiverSession, medicoSession } from '../stroke.test-utils.ts';
import {
  cardReads,
  eventoMarzo,
  fattoriRossi,
  fattoriVuoti,
  paths,
  renderStroke,
  rischioRossi,
  rossi,
  verdi,
} from './pazienti.test-utils.tsx';

const region = (name: string) => screen.getByRole('region', { name });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The doctor's card of patient 7, with the dialog of a new stroke event opened and its kind and date given. */
async function newEvent(kind: string, date: string) {
  renderStroke('/stroke/pazienti/7', medicoSession);
  await screen.findByRole('table', { name: 'Eventi di ictus e fattori clinici' });
  await userEvent.click(screen.getByRole('button', { name: 'Aggiungi evento' }));
  const dialog = screen.getByRole('dialog', { name: 'Nuovo evento di ictus' });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo di ictus *' }), kind);
  await userEvent.type(within(dialog).getByLabelText("Data dell'evento *"), date);
  return dialog;
}

describe('StrokePaziente: the doctor’s card', () => {
  it('shows the personal data, the invitation and the latest scores with what they mean', async () => {
    stubFetch(...cardReads());
    renderStroke('/stroke/pazienti/7', medicoSession);
    expect(await heading('Mario Rossi')).toBeInTheDocument();
    expect(screen.getByText('Nato il 12/03/1950 (76 anni) · Medico: Giulia Bianchi')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(within(trail).getByRole('link', { name: 'Pazienti' })).toHaveAttribute('href', '/stroke/pazienti');

    const personal = region('Dati anagrafici');
    expect(within(personal).getByText('Codice fiscale').nextElementSibling).toHaveTextContent(
      'RSSMRA50C12L219X',
    );
    expect(within(personal).getByText('Telefono').nextElementSibling).toHaveTextContent('+39 333 1234567');
    expect(personal).toHaveTextContent(
      "Stato dell'invito: Accesso eseguitoinviato il 01/10/2026 · link aperto il 01/10/2026 · primo accesso il 02/10/2026",
    );

    const cha = await screen.findByRole('region', { name: 'CHA2DS2-VASc' });
    expect(cha).toHaveTextContent('6 punti su 9');
    expect(cha).toHaveTextContent(
      'Senza terapia anticoagulante, rischio annuo di ictus ischemico 9,7%; di ictus, TIA o embolia sistemica 13,6% (Friberg 2012).',
    );
    expect(region('CHA2DS2-VA')).toHaveTextContent('senza la categoria del sesso');
    const hasbled = region('HAS-BLED');
    expect(hasbled).toHaveTextContent('3 punti su 9');
    expect(hasbled).toHaveTextContent('Rischio di sanguinamento alto');
    expect(hasbled).toHaveTextContent(
      "Sanguinamenti maggiori attesi: 3,72 ogni 100 pazienti all'anno (Pisters 2010).",
    );
    const nihss = region('NIHSS');
    expect(nihss).toHaveTextContent('2 punti su 42');
    expect(nihss).toHaveTextContent('lieve');
    expect(nihss).toHaveTextContent(
      '0 nessun sintomo; 1–4 lieve; 5–15 moderato; 16–20 moderato-grave; 21–42 grave',
    );
    const framingham = region('Framingham');
    expect(framingham).toHaveTextContent('22% a 10 anni');
    expect(framingham).toHaveTextContent('15 punti nelle tabelle di Framingham.');
    // A man's result carries no caveat of the women's tables.
    expect(within(framingham).queryByRole('note')).not.toBeInTheDocument();
    const mrs = region('mRS');
    expect(mrs).toHaveTextContent('Grado 2');
    expect(mrs).toHaveTextContent(MRS_GRADES[2]);
  });

  it('lists the stroke events, the risk factors, the caregivers and who accessed the data', async () => {
    stubFetch(...cardReads());
    renderStroke('/stroke/pazienti/7', medicoSession);
    const events = await screen.findByRole('table', { name: 'Eventi di ictus e fattori clinici' });
    expect(bodyRows(events)[0]).toEqual([
      '12/03/2026',
      'Ischemico',
      'Totale 7 su 42: moderato',
      'Totale 2 su 42: lieve',
      'Grado 2',
      'Trombolisi: Sì; Trombectomia: No',
      '165/95 mmHg',
      'Sì',
      'Esordio al risveglio.',
      'Modifica',
    ]);

    const risk = region('Fattori di rischio');
    expect(risk).toHaveTextContent('Ultimo aggiornamento il 20/03/2026, 16:35.');
    expect(
      within(risk).getByRole('heading', { level: 3, name: 'Rischio di sanguinamento' }),
    ).toBeInTheDocument();
    expect(within(risk).getByText('Ipertensione').nextElementSibling).toHaveTextContent('Presente');
    expect(within(risk).getByText('Fumo').nextElementSibling).toHaveTextContent('Assente');
    expect(within(risk).getByText('Pressione sistolica (mmHg)').nextElementSibling).toHaveTextContent(
      '150 mmHg',
    );

    const caregivers = await screen.findByRole('table', { name: 'Caregiver' });
    const lucia = within(caregivers).getByText('Lucia Rossi').closest('tr') as HTMLElement;
    expect(cellsOf(lucia)).toEqual([
      'Lucia Rossi',
      'Figlia',
      'lucia.rossi@example.org',
      'Consenso attivo dal 01/04/2026',
      "Stato dell'invito: Nessun invito",
    ]);
    const piero = within(caregivers).getByText('Piero Gialli').closest('tr') as HTMLElement;
    expect(piero).toHaveTextContent('Consenso revocato il 15/06/2026 (dato il 02/04/2026)');

    const accesses = await screen.findByRole('table', { name: 'Registro degli accessi' });
    expect(bodyRows(accesses)[0]).toEqual([
      '20/11/2026, 10:15',
      'Lucia Rossi',
      'Caregiver',
      'Lettura',
      'scheda',
    ]);
    expect(within(accesses).getAllByRole('row')[2]).toHaveTextContent('Modifica');
  });

  it('draws the histories with a summary in words, their tables, and explains an entry on demand', async () => {
    const fetch = stubFetch(...cardReads());
    renderStroke('/stroke/pazienti/7', medicoSession);
    const predictions = await screen.findByRole('img', { name: /^Predizioni di rischio:/ });
    expect(predictions).toHaveAccessibleName(
      'Predizioni di rischio: CHA2DS2-VASc da 5 il 12/03/2026 a 6 il 20/03/2026, 2 calcoli; HAS-BLED 3 il 12/03/2026, un calcolo.',
    );
    expect(
      await screen.findByRole('img', {
        name: "Punteggi dell'ictus: NIHSS all'ingresso 7 il 12/03/2026, un calcolo; mRS 2 il 20/03/2026, un calcolo.",
      }),
    ).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${paths.storicoPredizione}?id=7`);
    expect(fetch.urls()).toContain(`${paths.storicoIctus}?id=7`);

    const table = await showChartData('Predizioni di rischio');
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[1] as HTMLElement)).toEqual([
      '12/03/2026, 11:05',
      'CHA2DS2-VASc',
      '5',
      'Rischio annuo di ictus ischemico 7,2%',
      'Spiega',
    ]);
    expect(rows[2]).toHaveTextContent('Rischio di sanguinamento alto');

    await userEvent.click(
      within(table).getByRole('button', { name: 'Spiega CHA2DS2-VASc del 12/03/2026, 11:05' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'CHA2DS2-VASc del 12/03/2026, 11:05' });
    expect(dialog).toHaveTextContent('Valore: 5');
    expect(dialog).toHaveTextContent('Algoritmi: versione punteggi-2026.11.');
    expect(dialog).toHaveTextContent('Calcolato dai fattori di rischio (record 41, versione 1).');
    expect(dialog).toHaveTextContent('Salvati da Giulia Bianchi il 12/03/2026, 11:05.');
    const inputs = within(dialog).getByRole('table', { name: 'Dati usati' });
    expect(within(inputs).getByRole('rowheader', { name: 'Sesso' }).nextElementSibling).toHaveTextContent(
      'Maschio',
    );
    expect(within(inputs).getByRole('rowheader', { name: 'Età' }).nextElementSibling).toHaveTextContent('76');
    expect(
      within(inputs).getByRole('rowheader', { name: 'Ipertensione' }).nextElementSibling,
    ).toHaveTextContent('Sì');
    const result = within(dialog).getByRole('table', { name: 'Risultato' });
    expect(
      within(result).getByRole('rowheader', { name: 'Rischio annuo di ictus ischemico (%)' })
        .nextElementSibling,
    ).toHaveTextContent('7,2');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The stroke's history names its NIHSS items and band.
    const ictus = await showChartData("Punteggi dell'ictus");
    expect(within(ictus).getAllByRole('row')[1]).toHaveTextContent('moderato');
    expect(within(ictus).getAllByRole('row')[2]).toHaveTextContent(MRS_GRADES[2]);
    await userEvent.click(within(ictus).getByRole('button', { name: /^Spiega NIHSS all'ingresso/ }));
    const nihss = screen.getByRole('dialog', { name: /^NIHSS all'ingresso del/ });
    expect(
      within(nihss).getByRole('rowheader', { name: '5b. Motilità arto superiore destro' }).nextElementSibling,
    ).toHaveTextContent('3');
    expect(nihss).toHaveTextContent('Calcolato dai fattori clinici (record 31, versione 1).');
  });

  it("shows a woman's Framingham result with the caveats of the women's tables, and the scores not computed", async () => {
    stubFetch(
      ...cardReads({
        paziente: verdi,
        fattori: {
          ...fattoriVuoti,
          punteggi: { framingham: { punti: 12, rischioIctus10AnniPct: 9 } },
          nonCalcolati: [{ punteggio: 'cha2ds2vasc', motivo: 'Mancano i fattori di rischio.' }],
        },
        predizione: [],
        ictus: [],
      }),
    );
    renderStroke('/stroke/pazienti/8', medicoSession);
    const framingham = await screen.findByRole('region', { name: 'Framingham' });
    expect(screen.getByText('Nata il 30/11/1958 (67 anni) · Medico: Giulia Bianchi')).toBeInTheDocument();
    expect(framingham).toHaveTextContent('9% a 10 anni');
    const caveats = within(framingham).getByRole('note');
    expect(caveats).toHaveTextContent('Avvertenze sulle tabelle per le donne');
    for (const caveat of FRAMINGHAM.caveats) expect(caveats).toHaveTextContent(caveat);
    const scores = region('Punteggi attuali');
    expect(
      within(scores).getByRole('heading', { level: 3, name: 'Punteggi non calcolati' }),
    ).toBeInTheDocument();
    expect(scores).toHaveTextContent('CHA2DS2-VASc: Mancano i fattori di rischio.');
    expect(screen.getByText('Nessuna predizione di rischio registrata.')).toBeInTheDocument();
    expect(screen.getByText("Nessun punteggio dell'ictus registrato.")).toBeInTheDocument();
    expect(
      screen.getByText('Nessun evento registrato: aggiungi il primo con «Aggiungi evento».'),
    ).toBeInTheDocument();
    expect(region('Dati anagrafici')).toHaveTextContent(
      "Stato dell'invito: Invito inviatoinviato il 20/11/2026 · scade il 27/11/2026",
    );
  });

  it('edits the personal data: field errors under their fields, a stale version reloads the patient', async () => {
    let attempts = 0;
    const server = { current: rossi };
    const fetch = stubFetch(
      on('PUT', paths.aggiorna, (_url, body) => {
        attempts += 1;
        if (attempts === 1) {
          return errorBody(400, 'Dati non validi.', [
            { path: 'body.telefono', message: 'Numero di telefono non valido.' },
          ]);
        }
        if (attempts === 2) {
          server.current = { ...server.current, codiceFiscale: 'RSSMRA50C12L219Y', version: 3 };
          return staleVersion();
        }
        server.current = { ...server.current, ...(body as object), version: 4 };
        return json(server.current);
      }),
      on('GET', paths.paziente(7), () => json(server.current)),
      ...cardReads(),
    );
    renderStroke('/stroke/pazienti/7', medicoSession);
    await heading('Mario Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Modifica i dati anagrafici' }));
    let dialog = screen.getByRole('dialog', { name: 'Dati anagrafici di Mario Rossi' });
    expect(dialog).toHaveTextContent(
      "L'indirizzo e-mail mario.rossi@example.org è quello dell'account e non cambia qui.",
    );
    expect(within(dialog).getByLabelText('Nome *')).toHaveValue('Mario');
    expect(within(dialog).getByLabelText('Data di nascita *')).toHaveValue('1950-03-12');
    expect(within(dialog).getByRole('combobox', { name: 'Sesso *' })).toHaveValue('M');
    // A doctor does not entrust their patient to another doctor.
    expect(within(dialog).queryByRole('combobox', { name: 'Medico *' })).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Telefono'));
    await userEvent.type(within(dialog).getByLabelText('Telefono'), '+39 011 765432');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const phone = within(dialog).getByLabelText('Telefono');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(
      'Numero di telefono non valido. Facoltativo; per esempio +39 333 1234567.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(adminMessages.stale);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Ricarica i dati' }));
    dialog = screen.getByRole('dialog', { name: 'Dati anagrafici di Mario Rossi' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Codice fiscale')).toHaveValue('RSSMRA50C12L219Y'),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Dati anagrafici di Mario Rossi salvati.')).toBeInTheDocument();
    expect(fetch.bodies('PUT', paths.aggiorna).map((b) => (b as { version: number }).version)).toEqual([
      2, 2, 3,
    ]);
    expect(fetch.bodies('PUT', paths.aggiorna)[0]).toEqual({
      id: 7,
      version: 2,
      nome: 'Mario',
      cognome: 'Rossi',
      dataNascita: '1950-03-12',
      sesso: 'M',
      codiceFiscale: 'RSSMRA50C12L219X',
      telefono: '+39 011 765432',
    });
    expect(
      within(region('Dati anagrafici')).getByText('Codice fiscale').nextElementSibling,
    ).toHaveTextContent('RSSMRA50C12L219Y');
  });

  it('records a stroke event item by item, with the total as the doctor chooses, and edits one', async () => {
    let posts = 0;
    const fetch = stubFetch(
      on('POST', paths.clinici, (_url, body) => {
        posts += 1;
        if (posts === 1) {
          return errorBody(400, 'Dati non validi.', [
            { path: 'body.nihssIngresso.9', message: 'Valore non valido: da 0 a 3.' },
          ]);
        }
        return json({ ...eventoMarzo, ...(body as object), id: 32, version: 1 }, 201);
      }),
      on('PUT', paths.clinici, (_url, body) => json({ ...eventoMarzo, ...(body as object), version: 3 })),
      ...cardReads(),
    );
    const dialog = await newEvent('Ischemico', '2026-11-01');

    const admission = within(dialog).getByRole('group', { name: "NIHSS all'ingresso" });
    expect(within(admission).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(within(admission).getByRole('checkbox', { name: "NIHSS valutato all'ingresso" }));
    const arm = within(admission).getByRole('combobox', {
      name: '5a. Motilità arto superiore sinistro (0–4)',
    });
    expect(
      within(arm)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2', '3', '4']);
    await userEvent.selectOptions(arm, '4');
    await userEvent.selectOptions(
      within(admission).getByRole('combobox', { name: '9. Linguaggio (afasia) (0–3)' }),
      '2',
    );
    expect(within(admission).getByText('Totale 6 su 42: moderato')).toBeInTheDocument();

    const mrs = within(dialog).getByRole('group', { name: 'Scala di Rankin modificata (mRS)' });
    expect(within(mrs).getByRole('radio', { name: 'Non valutato' })).toBeChecked();
    await userEvent.click(within(mrs).getByRole('radio', { name: `3 — ${MRS_GRADES[3]}` }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Trombolisi' }));
    await userEvent.type(within(dialog).getByLabelText('Pressione sistolica (mmHg)'), '150');
    await userEvent.type(within(dialog).getByLabelText('Pressione diastolica (mmHg)'), '160');

    // The contract's rule across fields, before sending.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const diastolic = within(dialog).getByLabelText('Pressione diastolica (mmHg)');
    await waitFor(() => expect(diastolic).toHaveAttribute('aria-invalid', 'true'));
    expect(diastolic).toHaveAccessibleDescription(
      `${fattoriMessages.diastolic} Facoltativa, da 30 a 200 mmHg.`,
    );
    expect(fetch.bodies('POST', paths.clinici)).toEqual([]);

    await userEvent.clear(diastolic);
    await userEvent.type(diastolic, '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const language = within(admission).getByRole('combobox', { name: '9. Linguaggio (afasia) (0–3)' });
    await waitFor(() => expect(language).toHaveAttribute('aria-invalid', 'true'));
    expect(language).toHaveAccessibleDescription('Valore non valido: da 0 a 3.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Fattori clinici dell’evento del 01/11/2026 salvati.'),
    ).toBeInTheDocument();
    const sent = fetch.bodies('POST', paths.clinici)[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      pazienteId: 7,
      tipoIctus: 'ischemico',
      dataEvento: '2026-11-01',
      nihssDimissione: null,
      mrs: 3,
      trombolisi: true,
      trombectomia: false,
      pressioneSistolica: 150,
      pressioneDiastolica: 90,
      fibrillazioneAtriale: false,
      note: '',
    });
    expect(sent).not.toHaveProperty('id');
    expect(sent.nihssIngresso).toMatchObject({ '1a': 0, '5a': 4, '9': 2, '11': 0 });

    await userEvent.click(screen.getByRole('button', { name: "Modifica l'evento del 12/03/2026" }));
    const edit = screen.getByRole('dialog', { name: 'Evento del 12/03/2026' });
    expect(edit).toHaveTextContent('Registrato il 12/03/2026, 11:00, ultima modifica il 20/03/2026, 16:30.');
    const discharge = within(edit).getByRole('group', { name: 'NIHSS alla dimissione' });
    expect(within(discharge).getByRole('checkbox', { name: 'NIHSS valutato alla dimissione' })).toBeChecked();
    expect(within(discharge).getByText('Totale 2 su 42: lieve')).toBeInTheDocument();
    await userEvent.type(within(edit).getByLabelText('Note'), ' Ricoverato in stroke unit.');
    await userEvent.click(within(edit).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.bodies('PUT', paths.clinici)).toEqual([
      expect.objectContaining({
        id: 31,
        version: 2,
        note: 'Esordio al risveglio. Ricoverato in stroke unit.',
      }),
    ]);
  });

  it('refuses an event dated in the future, as the server would', async () => {
    const fetch = stubFetch(...cardReads());
    const dialog = await newEvent('TIA (attacco ischemico transitorio)', '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const date = within(dialog).getByLabelText("Data dell'evento *");
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(`${fattoriMessages.futureDate} Non può essere futura.`),
    );
    expect(fetch.bodies('POST', paths.clinici)).toEqual([]);
  });

  it('records the risk factors the first time, then updates them with their version, reloading a stale one', async () => {
    const server = { fattori: fattoriVuoti };
    let puts = 0;
    const fetch = stubFetch(
      on('GET', paths.fattori(8), () => json(server.fattori)),
      on('POST', paths.rischio, (_url, body) => {
        const rischio = { ...rischioRossi, ...(body as object), id: 42, pazienteId: 8, version: 1 };
        server.fattori = { ...server.fattori, rischio };
        return json(rischio, 201);
      }),
      on('PUT', paths.rischio, (_url, body) => {
        puts += 1;
        const current = server.fattori.rischio ?? rischioRossi;
        if (puts === 1) {
          server.fattori = {
            ...server.fattori,
            rischio: { ...current, pressioneSistolica: 170, version: 2 },
          };
          return staleVersion();
        }
        return json({ ...current, ...(body as object), version: 3 });
      }),
      ...cardReads({ paziente: verdi, predizione: [], ictus: [] }),
    );
    renderStroke('/stroke/pazienti/8', medicoSession);
    await heading('Anna Verdi');
    const risk = await screen.findByRole('region', { name: 'Fattori di rischio' });
    expect(risk).toHaveTextContent(
      'Fattori di rischio non ancora registrati: registrali per calcolare i punteggi di rischio.',
    );
    await userEvent.click(within(risk).getByRole('button', { name: 'Registra i fattori di rischio' }));
    let dialog = screen.getByRole('dialog', { name: 'Fattori di rischio' });
    const bleeding = within(dialog).getByRole('group', { name: 'Rischio di sanguinamento' });
    const drugs = within(bleeding).getByRole('checkbox', { name: 'Farmaci' });
    expect(drugs).toHaveAccessibleDescription('Antiaggreganti o FANS. Conta in: HAS-BLED.');
    expect(within(dialog).getByRole('checkbox', { name: 'Dislipidemia' })).toHaveAccessibleDescription(
      'Non entra nei punteggi: è registrato per il medico.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Diabete' })).toHaveAccessibleDescription(
      'Conta in: CHA2DS2-VASc, Framingham.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fibrillazione atriale' }));
    await userEvent.type(within(dialog).getByLabelText('Pressione sistolica (mmHg)'), '145');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Fattori di rischio salvati.')).toBeInTheDocument();
    const created = fetch.bodies('POST', paths.rischio)[0] as Record<string, unknown>;
    expect(created).not.toHaveProperty('id');
    expect(created).toMatchObject({
      pazienteId: 8,
      fibrillazioneAtriale: true,
      diabete: false,
      pressioneSistolica: 145,
    });

    await userEvent.click(await within(risk).findByRole('button', { name: 'Modifica i fattori di rischio' }));
    dialog = screen.getByRole('dialog', { name: 'Modifica i fattori di rischio' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fumo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const refusal = await within(dialog).findByRole('alert');
    await userEvent.click(within(refusal).getByRole('button', { name: 'Ricarica i dati' }));
    dialog = screen.getByRole('dialog', { name: 'Modifica i fattori di rischio' });
    await waitFor(() => expect(within(dialog).getByLabelText('Pressione sistolica (mmHg)')).toHaveValue(170));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fumo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.bodies('PUT', paths.rischio)).toEqual([
      expect.objectContaining({ id: 42, version: 1, fumo: true }),
      expect.objectContaining({ id: 42, version: 2, fumo: true, pressioneSistolica: 170 }),
    ]);
  });

  it('says a patient the doctor does not follow is not found, with the way back', async () => {
    stubFetch(on('GET', paths.paziente(99), () => errorBody(404, strokeMessages.pazienteNotFound)));
    renderStroke('/stroke/pazienti/99', medicoSession);
    expect(await heading('Paziente non trovato')).toBeInTheDocument();
    expect(
      screen.getByText('Il paziente non esiste o non è tra quelli che puoi consultare.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna a «Pazienti»' })).toHaveAttribute(
      'href',
      '/stroke/pazienti',
    );
    expect(alertStore.list()).toEqual([]);
  });
});

describe('StrokePaziente: the admin and the caregiver', () => {
  it('lets the admin entrust the patient to another doctor, without the doctor’s access log', async () => {
    const server = { current: rossi };
    const fetch = stubFetch(
      on('PUT', paths.aggiorna, (_url, body) => {
        const { medicoId: _, ...data } = body as { medicoId: number };
        server.current = {
          ...server.current,
          ...data,
          medico: { id: 4, nome: 'Paolo', cognome: 'Neri' },
          version: 3,
        };
        return json(server.current);
      }),
      on('GET', paths.paziente(7), () => json(server.current)),
      ...cardReads(),
    );
    renderStroke('/stroke/pazienti/7', adminSession);
    await heading('Mario Rossi');
    expect(await screen.findByRole('table', { name: 'Caregiver' })).toBeInTheDocument();
    // The contract opens the access log to the doctor and the patient only.
    expect(screen.queryByRole('region', { name: 'Registro degli accessi' })).not.toBeInTheDocument();
    expect(fetch.urls()).not.toContain(`${paths.accessi(7)}?page=1&size=20&sort=-at`);

    await userEvent.click(screen.getByRole('button', { name: 'Modifica i dati anagrafici' }));
    const dialog = screen.getByRole('dialog', { name: 'Dati anagrafici di Mario Rossi' });
    const medico = within(dialog).getByRole('combobox', { name: 'Medico *' });
    await within(medico).findByRole('option', { name: 'Paolo Neri' });
    await waitFor(() => expect(medico).toHaveValue('3'));
    await userEvent.selectOptions(medico, 'Paolo Neri');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.bodies('PUT', paths.aggiorna)).toEqual([expect.objectContaining({ id: 7, medicoId: 4 })]);
    expect(await screen.findByText('Nato il 12/03/1950 (76 anni) · Medico: Paolo Neri')).toBeInTheDocument();
  });

  it('shows a caregiver the card read through the consent, read-only', async () => {
    const fetch = stubFetch(...cardReads());
    renderStroke('/stroke/assistiti/7', caregiverSession);
    expect(await heading('Mario Rossi')).toBeInTheDocument();
    expect(fetch.urls()).toContain(paths.caregiverRead(7));
    expect(fetch.urls()).not.toContain(paths.paziente(7));
    const trail = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(within(trail).getByRole('link', { name: 'I miei assistiti' })).toHaveAttribute(
      'href',
      '/stroke/assistiti',
    );
    expect(screen.getByText(/Consulti questi dati grazie al consenso del paziente/)).toBeInTheDocument();

    // The scores in the plain words the patient reads in «Il mio profilo», about the patient by name.
    const scores = await screen.findByRole('region', { name: 'I punteggi di Mario Rossi' });
    expect(
      await within(scores).findByRole('heading', { level: 3, name: /^HAS-BLED: 3/ }),
    ).toBeInTheDocument();
    expect(scores).toHaveTextContent(
      'Il medico di Mario Rossi calcola alcuni punteggi a partire dai dati della sua salute.',
    );
    expect(scores).toHaveTextContent(
      "su 100 persone con questo punteggio che prendono anticoagulanti, circa 4 all'anno hanno un sanguinamento importante.",
    );
    expect(scores).toHaveTextContent('della stessa età e dello stesso sesso di Mario Rossi');
    expect(scores).toHaveTextContent(
      'Una disabilità lieve: non svolge più tutte le attività di prima, ma si occupa di sé senza aiuto.',
    );
    expect(scores).toHaveTextContent('non dicono che cosa succederà a Mario Rossi');
    // Not the clinician's reading: no sources, no bands legend, no second person.
    expect(screen.queryByRole('region', { name: 'Punteggi attuali' })).not.toBeInTheDocument();
    expect(scores).not.toHaveTextContent('Friberg 2012');
    expect(scores).not.toHaveTextContent('Pisters 2010');
    expect(scores).not.toHaveTextContent(/\btuo\b|\bte\b/);
    const events = await screen.findByRole('table', { name: 'Eventi di ictus e fattori clinici' });
    expect(within(events).queryByRole('button')).not.toBeInTheDocument();
    expect(region('Fattori di rischio')).toHaveTextContent('Presente');
    expect(await screen.findByRole('img', { name: /^Predizioni di rischio:/ })).toBeInTheDocument();
    for (const action of ['Modifica i dati anagrafici', 'Aggiungi evento', 'Modifica i fattori di rischio']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    // The invitation, the other caregivers and the access log are not the caregiver's to read.
    expect(region('Dati anagrafici')).not.toHaveTextContent("Stato dell'invito");
    expect(screen.queryByRole('region', { name: 'Caregiver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registro degli accessi' })).not.toBeInTheDocument();
    expect(fetch.urls()).not.toContain(paths.caregivers(7));
  });

  it('tells a caregiver clearly that the patient revoked the consent (403), without a technical alert', async () => {
    const fetch = stubFetch(
      on('GET', paths.caregiverRead(7), () => errorBody(403, strokeMessages.consentRevoked)),
      ...cardReads(),
    );
    renderStroke('/stroke/assistiti/7', caregiverSession);
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Scheda paziente' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Consenso revocato');
    expect(alert).toHaveTextContent(
      'Il paziente ha revocato il consenso: i suoi dati non sono più consultabili.',
    );
    expect(screen.getByRole('link', { name: 'Torna a «I miei assistiti»' })).toHaveAttribute(
      'href',
      '/stroke/assistiti',
    );
    expect(alertStore.list()).toEqual([]);
    // Nothing else of the patient is asked for.
    expect(fetch.urls()).toEqual([paths.caregiverRead(7)]);
  });

  it('hides the data as soon as a read after the card is refused for a revoked consent', async () => {
    stubFetch(
      on('GET', paths.fattori(7), () => errorBody(403, strokeMessages.consentRevoked)),
      ...cardReads(),
    );
    renderStroke('/stroke/assistiti/7', caregiverSession);
    await heading('Mario Rossi');
    expect(
      await screen.findByText('Il paziente ha revocato il consenso: i suoi dati non sono più consultabili.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dati anagrafici' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Punteggi attuali' })).not.toBeInTheDocument();
    expect(alertStore.list()).toEqual([]);
  });

  it('speaks English when English is chosen', async () => {
    await setLanguage('en');
    stubFetch(...cardReads({ fattori: fattoriRossi }));
    renderStroke('/stroke/pazienti/7', medicoSession);
    expect(
      await screen.findByText('Born on 12/03/1950 (76 years) · Doctor: Giulia Bianchi'),
    ).toBeInTheDocument();
    const cha = await screen.findByRole('region', { name: 'CHA2DS2-VASc' });
    expect(cha).toHaveTextContent('annual risk of ischaemic stroke 9.7%');
    expect(region('mRS')).toHaveTextContent('Slight disability');
    expect(i18n.t('stroke:patient.mrs.grades.6')).toBe('Dead');
  });
});

describe('the texts of the scores', () => {
  it('are, in Italian, the contract’s own words for the mRS grades and the Framingham caveats', () => {
    MRS_GRADES.forEach((grade, index) => {
      expect(i18n.t(`stroke:patient.mrs.grades.${index as 0}`, { lng: 'it' })).toBe(grade);
    });
    FRAMINGHAM.caveats.forEach((caveat, index) => {
      expect(i18n.t(`stroke:patient.scores.framingham.caveats.${index as 0}`, { lng: 'it' })).toBe(caveat);
    });
  });
});
