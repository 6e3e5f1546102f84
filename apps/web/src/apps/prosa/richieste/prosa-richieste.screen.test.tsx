import { adminMessages } from '@halo/contract';
import { prosaRichiesteRoutes, richiestaMessages } from '@halo/contract/prosa/richieste';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, on, staleVersion } from '../../../test/fetch-stub.ts';
import {
  ADD,
  cittadinoSession,
  corso,
  enteSession,
  fumoScuola,
  operatoreSession,
  renderRichieste,
  richiesteApi,
  UPDATE,
} from './richieste.test-utils.tsx';

const URL = '/prosa/richieste';
const LIST = '/api/prosa/richieste';

/** The row of a request in the list, found by its subject. */
async function rowOf(table: HTMLElement, oggetto: string) {
  return (await within(table).findByRole('link', { name: oggetto })).closest('tr') as HTMLElement;
}

function stateSection() {
  return screen.getByRole('region', { name: 'Stato della richiesta' });
}

describe('ProsaRichieste: an organisation sends and follows its requests', () => {
  it('lists my requests with their state in words and their date, and filters them by state with counts', async () => {
    const { fetch } = richiesteApi('ente', [corso, fumoScuola]);
    renderRichieste(URL, enteSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Richieste' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Le mie richieste' });
    const row = await rowOf(table, corso.oggetto);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([corso.oggetto, 'Stato: Inviata', '20/11/26', '20/11/26']);
    // Staff's columns are not a requester's.
    expect(within(table).queryByRole('columnheader', { name: 'Richiedente' })).not.toBeInTheDocument();

    const states = screen.getByRole('group', { name: 'Stato delle richieste' });
    expect(await within(states).findByRole('button', { name: 'Tutte (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(states).getByRole('button', { name: 'Inviate (1)' })).toBeInTheDocument();
    expect(within(states).getByRole('button', { name: 'Rifiutate (0)' })).toBeInTheDocument();

    await userEvent.click(within(states).getByRole('button', { name: 'Accettate (1)' }));
    await waitFor(() => expect(within(table).queryByText(corso.oggetto)).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: fumoScuola.oggetto })).toBeInTheDocument();
    expect(within(states).getByRole('button', { name: 'Accettate (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(fetch.urls()).toContain(`${LIST}?stato=accettata&page=1&size=10`);
  });

  it('checks a new request as the contract does, sends it and shows it in the list', async () => {
    const { fetch } = richiesteApi('ente', [fumoScuola]);
    renderRichieste(URL, enteSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova richiesta' }));
    const form = screen.getByRole('form', { name: 'Dati della nuova richiesta' });
    expect(
      screen.getByText(
        'La richiesta va alla tua azienda sanitaria: ASL TO3, Distretto dimostrativo Collegno-Grugliasco.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    const oggetto = within(form).getByRole('textbox', { name: 'Oggetto *' });
    await waitFor(() => expect(oggetto).toHaveAttribute('aria-invalid', 'true'));
    expect(oggetto).toHaveAccessibleDescription(/^Indicare l'oggetto\./);
    expect(within(form).getByRole('textbox', { name: 'Descrizione *' })).toHaveAccessibleDescription(
      /^Descrivere la richiesta\./,
    );
    expect(within(form).getByRole('group', { name: 'Destinatari *' })).toHaveAccessibleDescription(
      'Scegliere almeno un destinatario.',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent("Oggetto: Indicare l'oggetto.");

    await userEvent.type(oggetto, 'Sportello di ascolto per i genitori');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Descrizione *' }),
      'Due incontri serali sulle dipendenze.',
    );
    await within(form).findByRole('option', { name: 'Alimentazione' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tematica' }), 'Alimentazione');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Setting' }), 'Scuola');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Genitori e famiglie' }));
    const dal = within(form).getByLabelText('Dal');
    const al = within(form).getByLabelText('Al');
    await userEvent.type(dal, '2027-03-10');
    await userEvent.type(al, '2027-03-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    await waitFor(() => expect(al).toHaveAccessibleDescription(richiestaMessages.dates));
    expect(fetch.bodies('POST', ADD)).toEqual([]);

    await userEvent.clear(al);
    await userEvent.type(al, '2027-04-30');
    await userEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    await waitFor(() =>
      expect(
        screen.getByText('Richiesta «Sportello di ascolto per i genitori» inviata a ASL TO3.'),
      ).toBeInTheDocument(),
    );
    expect(fetch.bodies('POST', ADD)).toEqual([
      {
        oggetto: 'Sportello di ascolto per i genitori',
        descrizione: 'Due incontri serali sulle dipendenze.',
        tematica: 1,
        destinatari: ['GENITORI'],
        setting: 'SCUOLA',
        dal: '2027-03-10',
        al: '2027-04-30',
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Dati della nuova richiesta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuova richiesta' })).toHaveFocus();
    const table = screen.getByRole('table', { name: 'Le mie richieste' });
    expect(await rowOf(table, 'Sportello di ascolto per i genitori')).toHaveTextContent('Stato: Inviata');
  });

  it('offers a citizen the same: the form, addressed to their authority, and their own requests', async () => {
    richiesteApi('ente', []);
    renderRichieste(URL, cittadinoSession);
    expect(await screen.findByText('Non hai ancora inviato richieste.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova richiesta' }));
    expect(
      screen.getByText(
        'La richiesta va alla tua azienda sanitaria: ASL TO3, Distretto dimostrativo Collegno-Grugliasco.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuova richiesta' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('form', { name: 'Dati della nuova richiesta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuova richiesta' })).toHaveFocus();
  });

  it("shows the server's refusal of a field under that field", async () => {
    const message = richiestaMessages.themeUnknown;
    richiesteApi(
      'ente',
      [],
      [on('POST', ADD, () => errorBody(400, message, [{ path: 'body.tematica', message }]))],
    );
    renderRichieste(URL, enteSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova richiesta' }));
    const form = screen.getByRole('form', { name: 'Dati della nuova richiesta' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Oggetto *' }), 'Corso');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Descrizione *' }), 'Un corso.');
    await within(form).findByRole('option', { name: 'Fumo di tabacco' });
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Tematica' }),
      'Fumo di tabacco',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Adulti' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    const tematica = within(form).getByRole('combobox', { name: 'Tematica' });
    await waitFor(() => expect(tematica).toHaveAccessibleDescription(message));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
  });

  it('opens a request with its history and withdraws it after confirming', async () => {
    const { fetch } = richiesteApi('ente', [corso, fumoScuola]);
    renderRichieste(`${URL}?stato=inviata`, enteSession);
    const table = await screen.findByRole('table', { name: 'Le mie richieste' });
    await userEvent.click(await within(table).findByRole('link', { name: corso.oggetto }));

    expect(await screen.findByRole('heading', { level: 1, name: corso.oggetto })).toBeInTheDocument();
    expect(stateSection()).toHaveTextContent('Stato: Inviata');
    const facts = screen.getByRole('region', { name: 'La richiesta' });
    expect(facts).toHaveTextContent('Bambini (0-10 anni), Insegnanti e educatori');
    expect(facts).toHaveTextContent('dal 01/02/27 al 31/05/27');
    const history = within(screen.getByRole('region', { name: 'Storia della richiesta' })).getAllByRole(
      'listitem',
    );
    expect(history.map((item) => item.textContent)).toEqual([
      'Stato: Inviata 20/11/26, 10:00, da Istituto comprensivo dimostrativo di Collegno',
    ]);
    // Only what `azioni` offers: the requester withdraws, staff's moves are not here.
    expect(
      within(stateSection())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ritira la richiesta']);

    await userEvent.click(within(stateSection()).getByRole('button', { name: 'Ritira la richiesta' }));
    const dialog = screen.getByRole('dialog', { name: 'Ritirare la richiesta?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nota per l’azienda sanitaria' }),
      'Il corso lo fa già il comune.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ritira la richiesta' }));
    await waitFor(() => expect(stateSection()).toHaveTextContent('Stato: Ritirata'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.bodies('PUT', UPDATE)).toEqual([
      { id: corso.id, version: 1, stato: 'ritirata', nota: 'Il corso lo fa già il comune.' },
    ]);
    expect(screen.getByText(`Richiesta «${corso.oggetto}» ritirata.`)).toBeInTheDocument();
    expect(within(stateSection()).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Storia della richiesta' })).getAllByRole('listitem')[1],
    ).toHaveTextContent('Nota: Il corso lo fa già il comune.');

    // The way back keeps the list's filters: no request waits any longer.
    await userEvent.click(screen.getAllByRole('link', { name: 'Torna alle richieste' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Inviate (0)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/^Nessuna richiesta corrisponde alla ricerca/)).toBeInTheDocument();
  });
});

describe('ProsaRichieste: staff handle the requests of their scope', () => {
  it('lists the inbox with the requester and district, searching as the user types', async () => {
    const { fetch } = richiesteApi('operatore', [corso, fumoScuola]);
    renderRichieste(URL, operatoreSession);
    const table = await screen.findByRole('table', { name: 'Richieste ricevute' });
    const row = await rowOf(table, fumoScuola.oggetto);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      fumoScuola.oggetto,
      'Istituto comprensivo dimostrativo di Collegno (ente)',
      'Distretto dimostrativo Collegno-Grugliasco',
      'Stato: Accettata',
      'Sara Sanitaria',
      '01/10/26',
      '03/10/26',
    ]);
    expect(screen.queryByRole('button', { name: 'Nuova richiesta' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca nelle richieste/ }), 'fumo');
    await waitFor(() => expect(within(table).queryByText(corso.oggetto)).not.toBeInTheDocument());
    expect(fetch.urls()).toContain(`${LIST}?q=fumo&page=1&size=10`);
    expect(fetch.urls()).toContain(`${prosaRichiesteRoutes.conteggiRichieste.url}?q=fumo`);
    expect(await screen.findByRole('button', { name: 'Tutte (1)' })).toBeInTheDocument();
  });

  it('offers exactly the moves of `azioni`, takes a request in charge with a note, and needs a reason to refuse', async () => {
    const { fetch } = richiesteApi('operatore', [corso]);
    renderRichieste(`${URL}?id=${corso.id}`, operatoreSession);
    expect(await screen.findByRole('heading', { level: 1, name: corso.oggetto })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'La richiesta' })).toHaveTextContent(
      'Istituto comprensivo dimostrativo di Collegno (ente)',
    );
    const buttons = () =>
      within(stateSection())
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons()).toEqual(['Prendi in carico']);

    await userEvent.click(within(stateSection()).getByRole('button', { name: 'Prendi in carico' }));
    let dialog = screen.getByRole('dialog', { name: 'Prendere in carico la richiesta?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nota per chi ha inviato la richiesta' }),
      'Vi chiamiamo in settimana.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prendi in carico' }));
    await waitFor(() => expect(stateSection()).toHaveTextContent('Stato: Presa in carico'));
    expect(buttons()).toEqual(['Accetta', 'Rifiuta']);
    // The button pressed is gone with the old state: the focus is on the new state, inside the state's section.
    expect(document.activeElement).toHaveTextContent('Stato: Presa in carico');
    expect(stateSection()).toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(within(stateSection()).getByRole('button', { name: 'Rifiuta' }));
    dialog = screen.getByRole('dialog', { name: 'Rifiutare la richiesta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo del rifiuto *' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/^Indicare il motivo del rifiuto\./));
    expect(fetch.bodies('PUT', UPDATE)).toHaveLength(1);

    await userEvent.type(reason, 'Il servizio non copre le scuole private.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(stateSection()).toHaveTextContent('Stato: Rifiutata'));
    expect(buttons()).toEqual([]);
    expect(fetch.bodies('PUT', UPDATE)).toEqual([
      { id: corso.id, version: 1, stato: 'presa_in_carico', nota: 'Vi chiamiamo in settimana.' },
      { id: corso.id, version: 2, stato: 'rifiutata', nota: 'Il servizio non copre le scuole private.' },
    ]);
    expect(screen.getByRole('region', { name: 'Storia della richiesta' })).toHaveTextContent(
      'Nota: Il servizio non copre le scuole private.',
    );
    expect(screen.getByRole('region', { name: 'La richiesta' })).toHaveTextContent(
      'In carico aSara Sanitaria',
    );
  });

  it('reads a request changed meanwhile again and says so', async () => {
    let api: ReturnType<typeof richiesteApi> | null = null;
    api = richiesteApi(
      'operatore',
      [corso],
      [
        on('PUT', UPDATE, () => {
          // Another operator took it first.
          if (api) {
            api.server.all = api.server.all.map((r) => ({
              ...r,
              stato: 'presa_in_carico',
              azioni: ['accettata', 'rifiutata'],
              assegnatario: 'Franco Collega',
              version: 2,
            }));
          }
          return staleVersion();
        }),
      ],
    );
    renderRichieste(`${URL}?id=${corso.id}`, operatoreSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Prendi in carico' }));
    const dialog = screen.getByRole('dialog', { name: 'Prendere in carico la richiesta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prendi in carico' }));

    const alert = await within(stateSection()).findByRole('alert');
    expect(alert).toHaveTextContent(adminMessages.stale);
    expect(alert).toHaveTextContent('Ora la pagina mostra la richiesta com’è adesso.');
    await waitFor(() => expect(stateSection()).toHaveTextContent('Stato: Presa in carico'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(stateSection()).getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'La richiesta' })).toHaveTextContent('Franco Collega');
  });

  it("shows the server's refusal of a move in the dialog", async () => {
    richiesteApi(
      'operatore',
      [corso],
      [on('PUT', UPDATE, () => errorBody(403, richiestaMessages.onlyStaff))],
    );
    renderRichieste(`${URL}?id=${corso.id}`, operatoreSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Prendi in carico' }));
    const dialog = screen.getByRole('dialog', { name: 'Prendere in carico la richiesta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prendi in carico' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(richiestaMessages.onlyStaff);
    expect(stateSection()).toHaveTextContent('Stato: Inviata');
  });
});

describe('ProsaRichieste: the link of the mails', () => {
  it('opens the request of ?id=', async () => {
    richiesteApi('ente', [corso, fumoScuola]);
    renderRichieste(`${URL}?id=${fumoScuola.id}`, enteSession);
    expect(await screen.findByRole('heading', { level: 1, name: fumoScuola.oggetto })).toBeInTheDocument();
    expect(stateSection()).toHaveTextContent('Stato: Accettata');
    expect(within(stateSection()).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Storia della richiesta' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Storia della richiesta' })).toHaveTextContent(
      'Nota: Vi contatteremo per fissare la data.',
    );
  });

  it('says a request it cannot see is not found, without an alert', async () => {
    richiesteApi('ente', [corso]);
    renderRichieste(`${URL}?id=999`, enteSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Richiesta non trovata' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La richiesta non esiste, oppure non è visibile con il tuo profilo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Torna alle richieste' }));
    expect(await screen.findByRole('table', { name: 'Le mie richieste' })).toBeInTheDocument();
  });

  it('raises the global alert with the message and status when the list cannot be read', async () => {
    richiesteApi('ente', [corso], [on('GET', LIST, () => errorBody(500, 'Servizio non disponibile.'))]);
    renderRichieste(URL, enteSession);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    expect(alert).toHaveTextContent('500');
    expect(await screen.findByText('Non è stato possibile leggere le richieste.')).toBeInTheDocument();
  });
});
