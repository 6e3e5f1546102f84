import { adminMessages } from '@halo/contract';
import { type Progetto, progettoMessages, prosaProgettiRoutes } from '@halo/contract/prosa/progetti';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import {
  expectNotFound,
  movesOffered,
  publishRefusedTwice,
  refusedTwice,
  staleOnce,
  workflowPanel,
  workflowServer,
} from '../prosa.test-utils.tsx';
import {
  adminProsaSession,
  cittadinoSession,
  commonReads,
  fumoBozza,
  merende,
  operatoreSession,
  renderProgetti,
  responsabileSession,
} from './progetti.test-utils.tsx';

const STATO = prosaProgettiRoutes.statoProgetto.url;
const UPDATE = prosaProgettiRoutes.aggiornaProgetto.url;
const byId = (id: number) => fillPath(prosaProgettiRoutes.progetto.url, { id });
const sheets = (id: number) => fillPath(prosaProgettiRoutes.aggiungiIntervento.url, { id });

type Reader = 'cittadino' | 'operatore' | 'responsabile' | null;

/**
 * The server, holding one project: it reads it, and moves it as the workflow does (who may edit it keeps
 * `modificabile` while it is a draft or in review). `first` answers before it (refusals).
 */
function api(start: Progetto, reader: Reader, first: Route[] = []) {
  const editable = (stato: Progetto['stato']) => stato === 'bozza' || stato === 'revisione';
  return workflowServer(start, { url: byId(start.id), move: STATO, editable }, first, () =>
    commonReads(reader),
  );
}

const workflow = workflowPanel;

describe('ProsaProgetto: a project', () => {
  it('shows a citizen the sheet, partners, links opening safely and intervention sheets, with nothing to change', async () => {
    api(merende, 'cittadino');
    renderProgetti('/prosa/progetti/21', cittadinoSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merende sane a scuola' }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(within(trail).getByRole('link', { name: 'Progetti' })).toHaveAttribute('href', '/prosa/progetti');
    const sheet = screen.getByRole('region', { name: 'Il progetto' });
    // A paragraph for each line its author wrote.
    expect(within(sheet).getByText('Con le famiglie.').tagName).toBe('P');
    expect(sheet).toHaveTextContent('Aumentare il consumo di frutta e verdura tra i bambini.');
    for (const [term, value] of [
      ['Azienda sanitaria', 'ASL TO3'],
      ['Distretto', 'Distretto dimostrativo Rivoli'],
      ['Dipartimento', '—'],
      ['Periodo', 'dal 01/03/26 al 30/06/27'],
      ['Tematiche', 'Alimentazione'],
      ['Sottotematiche', 'Allattamento al seno'],
      ['Destinatari', 'Bambini (0-10 anni), Genitori e famiglie'],
      ['Setting', 'Scuola'],
    ]) {
      expect(within(sheet).getByText(term as string).nextElementSibling).toHaveTextContent(value as string);
    }
    expect(screen.getByRole('region', { name: 'Partner' })).toHaveTextContent(
      'Istituto comprensivo di Rivoli',
    );
    const link = screen.getByRole('link', { name: 'https://www.dors.it/ (si apre in una nuova finestra)' });
    expect(link).toHaveAttribute('href', 'https://www.dors.it/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const intervention = screen.getByRole('article', { name: 'Intervento: Scuole primarie di Rivoli' });
    expect(intervention).toHaveTextContent('dal 01/10/26 al 15/12/26');
    expect(intervention).toHaveTextContent('Incontri settimanali.');

    expect(screen.queryByRole('region', { name: 'Stato e pubblicazione' })).not.toBeInTheDocument();
    // The only button a citizen meets is the star of a published project.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('preferiti'),
    ]);
  });

  it('lets an operator send a draft to review, and leaves the decision to a manager', async () => {
    const { fetch } = api(fumoBozza, 'operatore');
    renderProgetti('/prosa/progetti/22', operatoreSession);
    await screen.findByRole('heading', { level: 1, name: 'Liberi dal fumo' });
    expect(workflow()).toHaveTextContent('Stato: Bozza');
    expect(movesOffered()).toEqual(['Invia in revisione']);
    expect(screen.getByRole('region', { name: 'Partner' })).toHaveTextContent('Nessun partner indicato.');
    expect(screen.getByRole('region', { name: 'Collegamenti' })).toHaveTextContent(
      'Nessun collegamento indicato.',
    );

    await userEvent.click(within(workflow()).getByRole('button', { name: 'Invia in revisione' }));
    expect(await screen.findByText('Progetto «Liberi dal fumo» inviato in revisione.')).toBeInTheDocument();
    expect(fetch.bodies('PUT', STATO)).toEqual([{ id: 22, version: 1, stato: 'revisione' }]);
    expect(workflow()).toHaveTextContent('Stato: In revisione');
    expect(workflow()).toHaveTextContent('un responsabile o l’amministratore del portale lo pubblica');
    expect(within(workflow()).queryByRole('button')).not.toBeInTheDocument();
    // Still in review: still editable.
    expect(screen.getByRole('button', { name: 'Modifica il progetto' })).toBeInTheDocument();
  });

  it('lets a manager publish a project in review and close it once published, after confirming', async () => {
    const inReview = { ...fumoBozza, stato: 'revisione' as const, version: 2 };
    const { fetch } = api(inReview, 'responsabile');
    renderProgetti('/prosa/progetti/22', responsabileSession);
    await screen.findByRole('heading', { level: 1, name: 'Liberi dal fumo' });
    expect(movesOffered()).toEqual(['Rimanda in bozza', 'Pubblica']);
    await userEvent.click(within(workflow()).getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Progetto «Liberi dal fumo» pubblicato.')).toBeInTheDocument();
    expect(workflow()).toHaveTextContent('Stato: Pubblicato');
    // Published: no longer edited, its sheets neither.
    expect(screen.queryByRole('button', { name: 'Modifica il progetto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi scheda di intervento' })).not.toBeInTheDocument();

    await userEvent.click(within(workflow()).getByRole('button', { name: 'Chiudi il progetto' }));
    const dialog = screen.getByRole('dialog', { name: 'Chiudere il progetto?' });
    expect(dialog).toHaveTextContent('Il progetto Liberi dal fumo sarà chiuso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi il progetto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Progetto «Liberi dal fumo» chiuso.')).toBeInTheDocument();
    expect(workflow()).toHaveTextContent('Stato: Chiuso');
    expect(within(workflow()).queryByRole('button')).not.toBeInTheDocument();
    expect(fetch.bodies('PUT', STATO)).toEqual([
      { id: 22, version: 2, stato: 'pubblicato' },
      { id: 22, version: 3, stato: 'chiuso' },
    ]);
  });

  it("offers closing a published project only to its authority's manager and to the administrator", async () => {
    const elsewhere = { ...merende, aslId: 2, denominazioneAzienda: 'TO4' };
    api(elsewhere, 'responsabile');
    const first = renderProgetti('/prosa/progetti/21', responsabileSession);
    await screen.findByRole('heading', { level: 1, name: 'Merende sane a scuola' });
    expect(workflow()).toHaveTextContent('Stato: Pubblicato');
    expect(within(workflow()).queryByRole('button')).not.toBeInTheDocument();
    first.unmount();

    api(elsewhere, null);
    renderProgetti('/prosa/progetti/21', adminProsaSession);
    await screen.findByRole('heading', { level: 1, name: 'Merende sane a scuola' });
    expect(within(workflow()).getByRole('button', { name: 'Chiudi il progetto' })).toBeInTheDocument();
  });

  it("shows the server's refusal, and reads again a project changed meanwhile", async () => {
    const inReview = { ...fumoBozza, stato: 'revisione' as const, version: 2 };
    // The first two moves are refused; the third goes to the server's workflow below.
    const refusals = refusedTwice(STATO, progettoMessages.publishRole, () => {
      server.current = { ...server.current, titolo: 'Liberi dal fumo, insieme', version: 3 };
    });
    const { fetch, server } = api(inReview, 'responsabile', [refusals]);
    renderProgetti('/prosa/progetti/22', responsabileSession);
    await screen.findByRole('heading', { level: 1, name: 'Liberi dal fumo' });

    await publishRefusedTwice({
      roleMessage: progettoMessages.publishRole,
      afterRefusal: () => expect(workflow()).toHaveTextContent('Stato: In revisione'),
      heading: 'Liberi dal fumo, insieme',
      stale: adminMessages.stale,
      nowShows: 'Ora la pagina mostra il progetto com’è adesso.',
      afterStale: () => expect(fetch.urls().filter((url) => url === byId(22))).toHaveLength(2),
      done: 'Progetto «Liberi dal fumo, insieme» pubblicato.',
    });
    expect(fetch.bodies('PUT', STATO).at(-1)).toEqual({ id: 22, version: 3, stato: 'pubblicato' });
  });

  it('adds an intervention sheet, checked as the server checks it, and removes one after confirming', async () => {
    const sheet = {
      id: 41,
      setting: 'SCUOLA',
      destinatari: ['BAMBINI'],
      dal: '2027-02-01',
      al: '2027-02-28',
      luogo: 'Scuola primaria Don Milani',
      descrizione: 'Quattro incontri in classe.',
    };
    const { fetch, server } = api(fumoBozza, 'operatore', [
      on('POST', sheets(22), () => {
        server.current = { ...server.current, interventi: [sheet], version: 2 };
        return json(server.current, 201);
      }),
      on('DELETE', fillPath(prosaProgettiRoutes.rimuoviIntervento.url, { id: 22, interventoId: 41 }), () => {
        server.current = { ...server.current, interventi: [], version: 3 };
        return json(server.current);
      }),
    ]);
    renderProgetti('/prosa/progetti/22', operatoreSession);
    await screen.findByText('Nessuna scheda di intervento.');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi scheda di intervento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuova scheda di intervento' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Aggiungi' }));
    expect(d.getByLabelText('Luogo *')).toHaveAccessibleDescription('Indicare il luogo.');
    expect(d.getByRole('group', { name: 'Destinatari *' })).toHaveAccessibleDescription(
      'Scegliere almeno un destinatario.',
    );

    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Setting *' }), 'Scuola');
    await userEvent.click(d.getByRole('checkbox', { name: 'Bambini (0-10 anni)' }));
    await userEvent.type(d.getByLabelText('Data di inizio *'), sheet.dal);
    await userEvent.type(d.getByLabelText('Data di fine'), '2027-01-31');
    await userEvent.type(d.getByLabelText('Luogo *'), sheet.luogo);
    await userEvent.type(d.getByLabelText('Descrizione'), sheet.descrizione);
    await userEvent.click(d.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() =>
      expect(d.getByLabelText('Data di fine')).toHaveAccessibleDescription(progettoMessages.dates),
    );
    await userEvent.clear(d.getByLabelText('Data di fine'));
    await userEvent.type(d.getByLabelText('Data di fine'), sheet.al);
    await userEvent.click(d.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Scheda di intervento «Scuola primaria Don Milani» aggiunta.'),
    ).toBeInTheDocument();
    const { id: _id, ...sent } = sheet;
    expect(fetch.bodies('POST', sheets(22))).toEqual([sent]);
    const card = screen.getByRole('article', { name: 'Intervento: Scuola primaria Don Milani' });
    expect(card).toHaveTextContent('dal 01/02/27 al 28/02/27');

    await userEvent.click(
      screen.getByRole('button', { name: 'Rimuovi la scheda «Scuola primaria Don Milani»' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Rimuovere la scheda di intervento?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rimuovi' }));
    expect(
      await screen.findByText('Scheda di intervento «Scuola primaria Don Milani» tolta.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nessuna scheda di intervento.')).toBeInTheDocument();
  });

  it('edits the project in place; a project changed meanwhile is read again before saving', async () => {
    const { fetch, server } = api(fumoBozza, 'operatore', [
      staleOnce(
        UPDATE,
        () => {
          server.current = { ...server.current, obiettivi: 'Ridurre i fumatori del 10%.', version: 2 };
        },
        (body) => {
          const b = body as { titolo: string };
          server.current = { ...server.current, titolo: b.titolo, version: server.current.version + 1 };
          return json(server.current);
        },
      ),
    ]);
    renderProgetti('/prosa/progetti/22', operatoreSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica il progetto' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Modifica: Liberi dal fumo' })).toBeInTheDocument();
    const title = screen.getByLabelText('Titolo *');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Liberi dal fumo');
    expect(screen.getByRole('checkbox', { name: 'Fumo di tabacco' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Adulti' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Dipartimento' })).toHaveValue('5'));
    await userEvent.type(title, ' e dallo svapo');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(adminMessages.stale);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Ricarica i dati' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Obiettivi')).toHaveValue('Ridurre i fumatori del 10%.'),
    );
    expect(screen.getByLabelText('Titolo *')).toHaveValue('Liberi dal fumo');

    await userEvent.type(screen.getByLabelText('Titolo *'), ' e dallo svapo');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Progetto «Liberi dal fumo e dallo svapo» salvato.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Liberi dal fumo e dallo svapo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica il progetto' })).toHaveFocus();
    expect(fetch.bodies('PUT', UPDATE).at(-1)).toEqual({
      id: 22,
      version: 2,
      titolo: 'Liberi dal fumo e dallo svapo',
      sintesi: 'Corsi di gruppo per smettere di fumare.',
      obiettivi: 'Ridurre i fumatori del 10%.',
      aslId: 1,
      distrettoId: null,
      dipartimentoId: 5,
      tematiche: [12],
      sottotematiche: [],
      destinatari: ['ADULTI'],
      setting: ['SANITA'],
      dal: '2026-09-01',
      al: null,
      partner: [],
      link: [],
    });
  });

  it('says a project the reader may not see is not found, with the way back, and raises no alert', async () => {
    stubFetch(
      on('GET', byId(99), () => errorBody(404, progettoMessages.notFound)),
      ...commonReads('cittadino'),
    );
    renderProgetti('/prosa/progetti/99', cittadinoSession);
    await expectNotFound('Progetto non trovato', 'Torna ai progetti', '/prosa/progetti');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('raises the global alert when the project cannot be read', async () => {
    stubFetch(
      on('GET', byId(21), () => errorBody(500, 'Errore interno.')),
      ...commonReads('cittadino'),
    );
    renderProgetti('/prosa/progetti/21', cittadinoSession);
    expect(await screen.findByText('Non è stato possibile leggere il progetto.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore interno.Codice HTTP 500');
  });
});
