import { strokeMessages } from '@halo/contract';
import { FRAMINGHAM } from '@halo/contract/stroke/scores';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, on } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { expectMissingStrokeProfile } from '../../../test/stroke-profile.ts';
import {
  accessiUrl,
  caregiverUrl,
  fattoriUrl,
  INVITA,
  neri,
  PROFILO,
  profili,
  reinviaUrl,
  revocaUrl,
  strokeApi,
  verdi,
} from './profilo.test-utils.tsx';
import { StrokeProfilo } from './stroke-profilo.screen.tsx';

const render = (url = '/stroke/profilo') => renderScreen(<StrokeProfilo />, url);
const section = (name: string) => screen.getByRole('region', { name });

async function caregiversTable() {
  return screen.findByRole('table', {
    name: "Le persone che mi assistono, con il consenso e lo stato dell'invito",
  });
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;

describe('StrokeProfilo: the patient’s details and scores', () => {
  it('shows the details the doctor recorded, read-only, and who the doctor is', async () => {
    strokeApi(profili.paziente);
    render();
    const details = await screen.findByRole('region', { name: 'I miei dati' });
    expect(screen.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Nome e cognomeAnna Verdi');
    expect(details).toHaveTextContent('Codice fiscaleVRDNNA50C44L219K');
    expect(details).toHaveTextContent('Data di nascita4 marzo 1950');
    expect(details).toHaveTextContent('Età76 anni');
    expect(details).toHaveTextContent('SessoFemminile');
    expect(details).toHaveTextContent('Il mio medicoMario Rossi');
    expect(details).toHaveTextContent('chiedigli di correggerlo');
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(details).queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains each score in plain words, with the women’s Framingham caveats and the doctor’s role', async () => {
    strokeApi(profili.paziente);
    render();
    const scores = await screen.findByRole('region', { name: 'I miei punteggi' });
    const cha = await within(scores).findByRole('region', { name: 'CHA2DS2-VASc: 3' });
    expect(cha).toHaveTextContent('fibrillazione atriale, un battito irregolare del cuore');
    expect(cha).toHaveTextContent(
      "Secondo gli studi, su 100 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa 3 all'anno hanno un ictus ischemico.",
    );
    expect(within(scores).getByRole('region', { name: 'CHA2DS2-VA: 2' })).toHaveTextContent(
      'non conta il sesso',
    );
    const hasbled = within(scores).getByRole('region', { name: 'HAS-BLED: 3 Punteggio alto (3 o più)' });
    // 3.72 bleeds per 100 patient-years (Pisters 2010): about 4.
    expect(hasbled).toHaveTextContent(
      "su 100 persone con questo punteggio che prendono anticoagulanti, circa 4 all'anno hanno un sanguinamento importante.",
    );
    expect(hasbled).toHaveTextContent('non vuol dire che la terapia vada sospesa');
    const framingham = within(scores).getByRole('region', { name: 'Framingham: 10 punti' });
    expect(framingham).toHaveTextContent('circa 6 hanno un ictus nei 10 anni successivi.');
    expect(framingham).toHaveTextContent('non sono ancora state verificate sullo studio originale');
    await userEvent.click(within(framingham).getByText('Le avvertenze tecniche, per il medico'));
    for (const caveat of FRAMINGHAM.caveats) expect(within(framingham).getByText(caveat)).toBeVisible();
    expect(
      within(scores).getByRole('region', { name: 'Scala di Rankin modificata (mRS): 1' }),
    ).toHaveTextContent('Qualche sintomo, ma fai tutte le attività di prima.');
    expect(scores).toHaveTextContent(
      'Il tuo medico li interpreta insieme a tutto ciò che sa della tua salute',
    );
  });

  it('tells a man no women’s caveat, a small risk out of 1,000 and the scores not computed with the reason', async () => {
    strokeApi({ ...profili.paziente, paziente: neri });
    render();
    const scores = await screen.findByRole('region', { name: 'I miei punteggi' });
    // 0.2 per 100 a year is 2 out of 1,000, not 0 out of 100.
    expect(await within(scores).findByRole('region', { name: 'CHA2DS2-VASc: 0' })).toHaveTextContent(
      "su 1.000 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa 2 all'anno hanno un ictus ischemico.",
    );
    expect(within(scores).getByRole('list', { name: 'Punteggi non calcolati' })).toHaveTextContent(
      'Framingham: Il profilo di Framingham vale dai 54 anni in su.',
    );
    expect(scores).not.toHaveTextContent(/nelle donne/);
    expect(scores).toHaveTextContent('Il tuo medico li interpreta');
  });

  it('says when no score has been computed yet', async () => {
    strokeApi(
      profili.paziente,
      on('GET', fattoriUrl(verdi.id), () =>
        Response.json({ clinici: [], rischio: null, punteggi: {}, mrs: null, nonCalcolati: [] }),
      ),
    );
    render();
    expect(
      await screen.findByText(
        'Il tuo medico non ha ancora registrato i dati che servono a calcolare i punteggi.',
      ),
    ).toBeInTheDocument();
  });

  it('is only for patients: a caregiver reads why, and nothing about anybody is asked', async () => {
    const fetch = strokeApi(profili.caregiver);
    render();
    expect(
      await screen.findByText(
        'Questa pagina è per i pazienti del servizio: il tuo account non ha una scheda di paziente.',
      ),
    ).toBeInTheDocument();
    expect(fetch.urls()).toEqual([PROFILO]);
  });

  it('explains the missing profile', async () => {
    await expectMissingStrokeProfile(render);
  });
});

describe('StrokeProfilo: the people who care for the patient', () => {
  it('lists each with the consent given or revoked, the invitation’s state and what can be done', async () => {
    strokeApi(profili.paziente);
    render();
    const table = await caregiversTable();
    const lucia = rowOf(table, 'Lucia Verdi');
    expect(lucia).toHaveTextContent('Figlia');
    expect(lucia).toHaveTextContent('Attivo dal 20/11/26');
    expect(lucia).toHaveTextContent('Accettatoprimo accesso il 21/11/26');
    expect(
      within(lucia).getByRole('button', { name: 'Revoca il consenso a Lucia Verdi' }),
    ).toBeInTheDocument();
    expect(within(lucia).queryByRole('button', { name: /Invia di nuovo/ })).not.toBeInTheDocument();

    const paolo = rowOf(table, 'Paolo Bianchi');
    expect(paolo).toHaveTextContent('Inviatoinviato il 22/11/26, scade il 29/11/26');
    expect(
      within(paolo).getByRole('button', { name: "Invia di nuovo l'invito a Paolo Bianchi" }),
    ).toBeVisible();

    const carla = rowOf(table, 'Carla Neri');
    expect(carla).toHaveTextContent('Revocato il 24/11/26');
    expect(within(carla).queryByRole('button', { name: /Revoca/ })).not.toBeInTheDocument();
    expect(within(carla).getByRole('button', { name: 'Invita di nuovo Carla Neri' })).toBeInTheDocument();
  });

  it('revokes a consent after a confirmation that says the effect is immediate', async () => {
    const fetch = strokeApi(profili.paziente);
    render();
    const table = await caregiversTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Revoca il consenso a Paolo Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Revocare il consenso?' });
    expect(dialog).toHaveTextContent(
      "Da questo momento Paolo Bianchi non potrà più leggere i tuoi dati: l'effetto è immediato",
    );
    expect(fetch.urls().some((url) => url.startsWith(revocaUrl(verdi.id, 22)))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoca il consenso' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Consenso revocato: Paolo Bianchi non può più leggere i tuoi dati.',
    );
    expect(
      fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url)),
    ).toEqual([revocaUrl(verdi.id, 22)]);
    await waitFor(() => expect(rowOf(table, 'Paolo Bianchi')).toHaveTextContent('Revocato il 26/11/26'));
    expect(within(table).getByRole('button', { name: 'Invita di nuovo Paolo Bianchi' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the revocation is refused, and cancels without a call', async () => {
    const fetch = strokeApi(
      profili.paziente,
      on('DELETE', revocaUrl(verdi.id, 21), () => errorBody(404, strokeMessages.caregiverNotFound)),
    );
    render();
    const table = await caregiversTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Revoca il consenso a Lucia Verdi' }));
    const dialog = screen.getByRole('dialog', { name: 'Revocare il consenso?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoca il consenso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(strokeMessages.caregiverNotFound);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(dialog).not.toBeInTheDocument();
    expect(rowOf(table, 'Lucia Verdi')).toHaveTextContent('Attivo dal 20/11/26');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('invites a caregiver: the contract’s checks first, then the invitation and the new row', async () => {
    const fetch = strokeApi(profili.paziente);
    render();
    const table = await caregiversTable();
    await userEvent.click(screen.getByRole('button', { name: 'Invita un caregiver' }));
    const dialog = screen.getByRole('dialog', { name: 'Invita un caregiver' });
    expect(dialog).toHaveTextContent('le dai il consenso a leggere i tuoi dati');
    await userEvent.click(within(dialog).getByRole('button', { name: "Invia l'invito" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Indicare il nome.');
    expect(fetch.bodies('POST', INVITA)).toEqual([]);

    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Nome *'), 'Giulia');
    await userEvent.type(d.getByLabelText('Cognome *'), 'Verdi');
    await userEvent.type(d.getByLabelText('Indirizzo e-mail *'), 'Giulia.Verdi@Example.org');
    await userEvent.type(d.getByLabelText('Chi è per te'), 'Nipote');
    await userEvent.click(d.getByRole('button', { name: "Invia l'invito" }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fetch.bodies('POST', INVITA)).toEqual([
      {
        nome: 'Giulia',
        cognome: 'Verdi',
        email: 'giulia.verdi@example.org',
        telefono: null,
        relazione: 'Nipote',
      },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invito inviato a giulia.verdi@example.org: Giulia Verdi potrà leggere i tuoi dati dopo aver attivato il suo account.',
    );
    expect(await within(table).findByText('Giulia Verdi')).toBeInTheDocument();
  });

  it('says in the form when the address belongs to an account already', async () => {
    strokeApi(
      profili.paziente,
      on('POST', INVITA, () => errorBody(409, strokeMessages.emailTaken)),
    );
    render();
    await caregiversTable();
    await userEvent.click(screen.getByRole('button', { name: 'Invita un caregiver' }));
    const dialog = screen.getByRole('dialog', { name: 'Invita un caregiver' });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Nome *'), 'Mario');
    await userEvent.type(d.getByLabelText('Cognome *'), 'Rossi');
    await userEvent.type(d.getByLabelText('Indirizzo e-mail *'), 'mario.rossi@example.org');
    await userEvent.click(d.getByRole('button', { name: "Invia l'invito" }));
    expect(await d.findByRole('alert')).toHaveTextContent(strokeMessages.emailTaken);
  });

  it('invites again someone whose consent was revoked, with what the service knows of them', async () => {
    const fetch = strokeApi(profili.paziente);
    render();
    const table = await caregiversTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Invita di nuovo Carla Neri' }));
    const dialog = screen.getByRole('dialog', { name: 'Invita un caregiver' });
    expect(within(dialog).getByLabelText('Indirizzo e-mail *')).toHaveValue('carla.neri@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: "Invia l'invito" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fetch.bodies('POST', INVITA)).toEqual([
      {
        nome: 'Carla',
        cognome: 'Neri',
        email: 'carla.neri@example.org',
        telefono: '011 222 3333',
        relazione: 'Vicina di casa',
      },
    ]);
    await waitFor(() => expect(rowOf(table, 'Carla Neri')).toHaveTextContent('Attivo dal 26/11/26'));
  });

  it('sends an invitation again, and tells a refusal in the alert', async () => {
    const fetch = strokeApi(profili.paziente);
    render();
    const table = await caregiversTable();
    await userEvent.click(
      within(table).getByRole('button', { name: "Invia di nuovo l'invito a Paolo Bianchi" }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invito inviato di nuovo a paolo.bianchi@example.org: il link precedente non vale più.',
    );
    expect(fetch.bodies('POST', reinviaUrl(32))).toHaveLength(1);

    strokeApi(
      profili.paziente,
      on('POST', reinviaUrl(32), () => errorBody(409, strokeMessages.notResendable)),
    );
    await userEvent.click(
      within(table).getByRole('button', { name: "Invia di nuovo l'invito a Paolo Bianchi" }),
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes(strokeMessages.notResendable)),
      ).toBe(true),
    );
  });

  it('says the list is not available when it cannot be read', async () => {
    strokeApi(
      profili.paziente,
      on('GET', caregiverUrl(verdi.id), () => new Response('', { status: 500 })),
    );
    render();
    expect(
      await screen.findByText("L'elenco delle persone che ti assistono non è disponibile in questo momento."),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Errore durante il recupero delle persone che ti assistono.',
    );
    // The invitation stays possible: the list failing does not stop a new one.
    expect(screen.getByRole('button', { name: 'Invita un caregiver' })).toBeEnabled();
  });
});

describe('StrokeProfilo: «Chi ha letto i miei dati»', () => {
  it('lists who read or changed the data, newest first, ten at a time', async () => {
    const fetch = strokeApi(profili.paziente);
    const { router } = render();
    const table = await screen.findByRole('table', { name: 'Letture e modifiche dei miei dati' });
    const log = section('Chi ha letto i miei dati');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // 15:00 UTC is 16:00 in Rome in November.
    expect(rows[0]).toHaveTextContent('26/11/26, 16:00Mario RossimedicoModificafattori di rischio');
    expect(rows[1]).toHaveTextContent('26/11/26, 15:00Lucia VerdicaregiverLetturascheda');
    expect(within(log).getByText('Elementi da 1 a 10 di 12')).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${accessiUrl(verdi.id)}?page=1&size=10&sort=-at`);

    await userEvent.click(within(log).getByRole('button', { name: 'Pagina 2' }));
    expect(await within(log).findByText('Elementi da 11 a 12 di 12')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
    expect(fetch.urls()).toContain(`${accessiUrl(verdi.id)}?page=2&size=10&sort=-at`);
  });
});

describe('StrokeProfilo in English', () => {
  it('speaks English to an English user', async () => {
    await setLanguage('en');
    strokeApi(profili.paziente);
    render();
    const details = await screen.findByRole('region', { name: 'My details' });
    expect(details).toHaveTextContent('Date of birth4 March 1950');
    expect(details).toHaveTextContent('Age76 years');
    expect(
      await screen.findByRole('region', { name: 'HAS-BLED: 3 High score (3 or more)' }),
    ).toHaveTextContent('about 4 have a major bleed each year');
    expect(screen.getByRole('button', { name: 'Revoke consent for Paolo Bianchi' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Reads and changes of my data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who has read my data' })).toBeInTheDocument();
  });
});
