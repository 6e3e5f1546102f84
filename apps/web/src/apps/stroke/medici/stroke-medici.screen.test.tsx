import { strokeMessages } from '@halo/contract';
import { strokeInvitiRoutes } from '@halo/contract/stroke/inviti';
import { type Medico, strokeMediciRoutes } from '@halo/contract/stroke/medici';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { bodyRows } from '../../../test/table.ts';
import { adminSession } from '../stroke.test-utils.ts';
import { bianchi, invitiBianchi, invitoRossi, renderStroke, verdi } from './medici.test-utils.tsx';
import { StrokeMedici } from './stroke-medici.screen.tsx';

const LIST = strokeMediciRoutes.medici.url;
const URL = '/stroke/medici';
const remove = (id: number) => fillPath(strokeMediciRoutes.eliminaMedico.url, { id });
const resend = (id: number) => fillPath(strokeInvitiRoutes.reinvia.url, { id });
const invitationsOf = (id: number) => fillPath(strokeInvitiRoutes.invitiMedico.url, { id });

function api(first: Route[] = [], medici: Medico[] = [verdi, bianchi]) {
  return stubFetch(
    ...first,
    on('GET', LIST, () => json(medici)),
  );
}

/** How many times the list was read. */
const listReads = (fetch: ReturnType<typeof stubFetch>) => fetch.calls().filter((c) => c === `GET ${LIST}`);

const render = () => renderStroke(<StrokeMedici />, URL, adminSession);

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Medici del servizio' });
  return within(table).getByText(name).closest('tr') as HTMLElement;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('StrokeMedici: the service doctors (admin)', () => {
  it('lists them by last name with their patients and the state of their latest invitation, in words', async () => {
    api();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Medici' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Medici del servizio' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'Giulia Bianchi',
      'giulia.bianchi@example.org',
      'Neurologia',
      'Ospedale degli Infermi, Rivoli',
      '2',
      "Stato dell'invito: Accettato",
      'InvitiModificaElimina',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual([
      'Luca Verdi',
      'luca.verdi@example.org',
      '—',
      '—',
      '0',
      "Stato dell'invito: Scaduto",
      'InvitiInvia di nuovoModificaElimina',
    ]);
    // Only an invitation the reader may send again offers it.
    expect(screen.getByRole('button', { name: "Invia di nuovo l'invito a Luca Verdi" })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: "Invia di nuovo l'invito a Giulia Bianchi" }),
    ).not.toBeInTheDocument();
  });

  it('finds doctors by any word of their name, specialty or structure', async () => {
    api();
    render();
    const table = await screen.findByRole('table', { name: 'Medici del servizio' });
    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca/ }), 'neuro rivoli');
    await waitFor(() => expect(within(table).queryByText('Luca Verdi')).not.toBeInTheDocument());
    expect(within(table).getByText('Giulia Bianchi')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: /^Cerca/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca/ }), 'cardiologia');
    expect(await screen.findByText('Nessun medico corrisponde alla ricerca.')).toBeInTheDocument();
  });

  it('says so when there are none yet, and when they cannot be read', async () => {
    api([], []);
    const { unmount } = render();
    expect(await screen.findByText(/Nessun medico: aggiungere il primo/)).toBeInTheDocument();
    unmount();

    stubFetch(on('GET', LIST, () => errorBody(500, 'Errore interno del server.')));
    render();
    expect(await screen.findByText(/Non è stato possibile leggere i medici/)).toBeInTheDocument();
    expect(alertStore.list().map((a) => a.message)).toEqual(['Errore interno del server.']);
  });

  it('creates a doctor: says the account starts disabled with an invitation, a taken address shows under it', async () => {
    const created: Medico = {
      ...verdi,
      id: 9,
      nome: 'Paola',
      cognome: 'Neri',
      email: 'paola.neri@example.org',
      specializzazione: 'Cardiologia',
      invito: { ...invitoRossi, id: 30, tipo: 'medico', reinviabile: true },
    };
    let attempts = 0;
    const fetch = api([
      on('POST', LIST, () => {
        attempts += 1;
        return attempts === 1
          ? errorBody(409, strokeMessages.emailTaken, [
              { path: 'body.email', message: strokeMessages.emailTaken },
            ])
          : json(created, 201);
      }),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo medico' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo medico' });
    expect(dialog).toHaveTextContent("L'account del medico viene creato disabilitato");
    expect(dialog).toHaveTextContent("parte un'e-mail di invito");
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: "Crea e invia l'invito" }));
    expect(await d.findByText(/Controllare i dati inseriti/)).toBeInTheDocument();
    expect(attempts).toBe(0);

    await userEvent.type(d.getByLabelText('Nome *'), 'Paola');
    await userEvent.type(d.getByLabelText('Cognome *'), 'Neri');
    await userEvent.type(d.getByLabelText('Indirizzo e-mail *'), 'Paola.Neri@example.org');
    await userEvent.type(d.getByLabelText('Specializzazione'), 'Cardiologia');
    await userEvent.click(d.getByRole('button', { name: "Crea e invia l'invito" }));
    const email = d.getByLabelText('Indirizzo e-mail *');
    await waitFor(() => expect(email).toHaveAccessibleDescription(strokeMessages.emailTaken));
    expect(email).toHaveFocus();

    await userEvent.clear(email);
    await userEvent.type(email, 'paola.neri@example.org');
    await userEvent.click(d.getByRole('button', { name: "Crea e invia l'invito" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Medico Paola Neri creato: l'invito è stato inviato a paola.neri@example.org.",
    );
    const sent = {
      id: '-1',
      nome: 'Paola',
      cognome: 'Neri',
      email: 'paola.neri@example.org',
      telefono: null,
      specializzazione: 'Cardiologia',
      struttura: '',
    };
    expect(fetch.bodies('POST', LIST)).toEqual([sent, sent]);
    // The list is read again after the creation.
    expect(listReads(fetch)).toHaveLength(2);
  });

  it('edits a doctor with the version it was read at; a stale one offers to reload and saves with the new one', async () => {
    let version = 4;
    let puts = 0;
    const fetch = api([
      on('GET', LIST, () => json([verdi, { ...bianchi, version }])),
      on('PUT', LIST, (_url, body) => {
        puts += 1;
        if (puts === 1) {
          version = 5;
          return errorBody(409, 'La risorsa è stata modificata: ricaricare e riprovare.', [
            { path: 'body.version', message: 'Versione non aggiornata.' },
          ]);
        }
        return json({ ...bianchi, ...(body as object), version: 6 });
      }),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Giulia Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica Giulia Bianchi' });
    const d = within(dialog);
    expect(d.getByLabelText('Telefono')).toHaveValue('+39 011 1234567');
    await userEvent.clear(d.getByLabelText('Struttura'));
    await userEvent.type(d.getByLabelText('Struttura'), 'Ospedale Maria Vittoria, Torino');
    await userEvent.click(d.getByRole('button', { name: 'Salva' }));

    expect(await d.findByRole('alert')).toHaveTextContent('La risorsa è stata modificata');
    await userEvent.click(d.getByRole('button', { name: 'Ricarica i dati' }));
    await waitFor(() => expect(d.getByLabelText('Struttura')).toHaveValue('Ospedale degli Infermi, Rivoli'));
    await userEvent.clear(d.getByLabelText('Telefono'));
    await userEvent.click(d.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Dati di Giulia Bianchi salvati.');

    const sent = fetch.bodies('PUT', LIST);
    expect(sent[0]).toMatchObject({ id: 3, version: 4, struttura: 'Ospedale Maria Vittoria, Torino' });
    expect(sent[1]).toEqual({
      id: 3,
      version: 5,
      nome: 'Giulia',
      cognome: 'Bianchi',
      email: 'giulia.bianchi@example.org',
      telefono: null,
      specializzazione: 'Neurologia',
      struttura: 'Ospedale degli Infermi, Rivoli',
    });
  });

  it('refuses to delete a doctor who still has patients, in the dialog', async () => {
    const fetch = api([
      on('DELETE', remove(bianchi.id), () => errorBody(409, strokeMessages.medicoHasPatients)),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Giulia Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare il medico?' });
    expect(dialog).toHaveTextContent('Eliminare Giulia Bianchi e il suo account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(strokeMessages.medicoHasPatients);
    expect(fetch.urls()).toContain(remove(bianchi.id));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await rowOf('Giulia Bianchi')).toBeInTheDocument();
  });

  it('deletes a doctor without patients and reads the list again', async () => {
    let deleted = false;
    const fetch = api([
      on('GET', LIST, () => json(deleted ? [bianchi] : [verdi, bianchi])),
      on('DELETE', remove(verdi.id), () => {
        deleted = true;
        return new Response(null, { status: 204 });
      }),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Luca Verdi' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare il medico?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Medico Luca Verdi eliminato.');
    await waitFor(() => expect(screen.queryByText('Luca Verdi')).not.toBeInTheDocument());
    expect(listReads(fetch)).toHaveLength(2);
  });

  it("sends an expired invitation again from the doctor's row", async () => {
    const fresh = { ...verdi.invito, id: 13, stato: 'inviato', reinviabile: true } as const;
    const fetch = api([
      on('POST', resend(12), () => json({ ...fresh, scadeIl: '2026-12-01T09:00:00.000Z' })),
    ]);
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: "Invia di nuovo l'invito a Luca Verdi" }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nuovo invito inviato a luca.verdi@example.org: il link precedente non è più valido.',
    );
    expect(fetch.bodies('POST', resend(12))).toEqual([undefined]);
    await waitFor(() => expect(listReads(fetch)).toHaveLength(2));
  });

  it('says in the global alert area why a resend from a row was refused', async () => {
    api([on('POST', resend(12), () => errorBody(409, strokeMessages.notResendable))]);
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: "Invia di nuovo l'invito a Luca Verdi" }),
    );
    await waitFor(() =>
      expect(alertStore.list()).toEqual([expect.objectContaining({ message: strokeMessages.notResendable })]),
    );
  });

  it("shows a doctor's invitations in a dialog, the newest first, and sends one again there", async () => {
    const fetch = api([
      on('GET', invitationsOf(bianchi.id), () => json(invitiBianchi)),
      on('POST', resend(invitoRossi.id), () => json({ ...invitoRossi, id: 24 })),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Inviti di Giulia Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviti di Giulia Bianchi' });
    const table = await within(dialog).findByRole('table', { name: 'Inviti di Giulia Bianchi' });
    const names = bodyRows(table).map(([name]) => name);
    expect(names).toEqual([
      'Mario Rossimario.rossi@example.org',
      'Lucia Ferrilucia.ferri@example.org',
      'Mario Rossimario.rossi@example.org',
      'Giulia Bianchigiulia.bianchi@example.org',
    ]);
    await userEvent.click(
      within(dialog).getByRole('button', { name: "Invia di nuovo l'invito a Mario Rossi" }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Nuovo invito inviato a mario.rossi@example.org',
    );
    expect(fetch.urls()).toContain(resend(invitoRossi.id));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[1] as HTMLElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "The service's doctors" });
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(within(table).getByText('Accepted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New doctor' }));
    const dialog = screen.getByRole('dialog', { name: 'New doctor' });
    expect(dialog).toHaveTextContent("The doctor's account is created disabled");
    expect(
      within(dialog).getByRole('button', { name: 'Create and send the invitation' }),
    ).toBeInTheDocument();
  });
});
