import { adminMessages } from '@halo/contract';
import {
  type Adesione,
  type Campagna,
  campagnaMessages,
  prosaCampagneRoutes,
} from '@halo/contract/prosa/campagne';
import { prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { citizenId } from '../account/prosa-account.test-utils.tsx';
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
  cammino,
  cittadinoSession,
  commonReads,
  influenzaBozza,
  operatoreSession,
  renderCampagne,
  responsabileSession,
  screening,
} from './campagne.test-utils.tsx';

const STATO = prosaCampagneRoutes.statoCampagna.url;
const UPDATE = prosaCampagneRoutes.aggiornaCampagna.url;
const ADERISCI = prosaCampagneRoutes.aderisci.url;
const RITIRA = prosaCampagneRoutes.ritiraAdesione.url;
const PROFILE = fillPath(prosaProfileRoutes.cittadino.url, { id: citizenId });
const byId = (id: number) => fillPath(prosaCampagneRoutes.campagna.url, { id });

type Reader = 'cittadino' | 'operatore' | 'responsabile' | 'admin';

/**
 * The server, holding one campaign: it reads it, moves it as the workflow does, and takes and gives back the
 * citizen's seat. `first` answers before it (refusals).
 */
function api(start: Campagna, reader: Reader, first: Route[] = []) {
  const adesione = (stato: Adesione['stato']): Adesione => ({
    id: 9,
    campagnaId: start.id,
    titolo: start.titolo,
    dal: start.dal,
    al: start.al,
    stato,
    aderito: '2026-11-26T09:00:00.000Z',
    ritirato: stato === 'ritirata' ? '2026-11-27T10:00:00.000Z' : null,
  });
  const editable = (stato: Campagna['stato']) => stato !== 'chiusa';
  return workflowServer(start, { url: byId(start.id), move: STATO, editable }, first, (server) => {
    const seats = (delta: number) =>
      server.current.postiDisponibili === null ? null : server.current.postiDisponibili + delta;
    return [
      on('POST', ADERISCI, () => {
        server.current = { ...server.current, miaAdesione: adesione('attiva'), postiDisponibili: seats(-1) };
        return json(adesione('attiva'), 201);
      }),
      on('PUT', RITIRA, () => {
        server.current = { ...server.current, miaAdesione: adesione('ritirata'), postiDisponibili: seats(1) };
        return json(adesione('ritirata'));
      }),
      ...commonReads(reader),
    ];
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const workflow = workflowPanel;
const participation = () => region('Come partecipare');
const fact = (term: string) => within(region('A chi si rivolge e quando')).getByText(term).nextElementSibling;

describe('ProsaCampagna: a campaign', () => {
  it('shows a citizen what it is, for whom, where and when, and its call to action opening safely', async () => {
    api(screening, 'cittadino');
    renderCampagne('/prosa/campagne/42', cittadinoSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prevenzione Serena' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(within(trail).getByRole('link', { name: 'Campagne di prevenzione' })).toHaveAttribute(
      'href',
      '/prosa/campagne',
    );
    expect(region('La campagna')).toHaveTextContent('Il programma regionale di screening.');
    expect(fact('A chi si rivolge')).toHaveTextContent('Donne, 25–64 anni');
    expect(fact('Territorio')).toHaveTextContent("Tutto il territorio dell'ASL TO3");
    expect(fact('Periodo')).toHaveTextContent('dal 15/09/26 al 30/06/99 (in corso)');
    expect(fact('Posti')).toHaveTextContent('Senza limite di posti');
    expect(fact('Tematiche')).toHaveTextContent('Screening oncologici');
    expect(fact('Dipartimento')).toHaveTextContent('Dipartimento di prevenzione');
    // The count of adhesions is staff's business.
    expect(screen.queryByText('Adesioni attive')).not.toBeInTheDocument();

    expect(participation()).toHaveTextContent('riceverai la lettera con la data del tuo appuntamento');
    const link = within(participation()).getByRole('link', {
      name: 'https://www.regione.piemonte.it/prevenzione-serena (si apre in una nuova finestra)',
    });
    expect(link).toHaveAttribute('href', 'https://www.regione.piemonte.it/prevenzione-serena');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(participation()).toHaveTextContent('Non hai aderito a questa campagna.');
    expect(screen.queryByRole('region', { name: 'Stato e pubblicazione' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica la campagna' })).not.toBeInTheDocument();
  });

  it('lets a citizen adhere, shows the seat taken, and withdraw after confirming', async () => {
    const { fetch } = api(cammino, 'cittadino');
    renderCampagne('/prosa/campagne/41', cittadinoSession);
    await screen.findByRole('heading', { level: 1, name: 'Gruppi di cammino a Rivoli' });
    expect(fact('Posti')).toHaveTextContent('29 posti liberi su 30');
    const profileReads = () => fetch.urls().filter((url) => url === PROFILE).length;
    const before = profileReads();

    await userEvent.click(within(participation()).getByRole('button', { name: 'Aderisci' }));
    expect(
      await screen.findByText('Adesione a «Gruppi di cammino a Rivoli» registrata.'),
    ).toBeInTheDocument();
    expect(fetch.bodies('POST', ADERISCI)).toEqual([{ campagnaId: 41 }]);
    const status = within(participation()).getByText('Hai aderito a questa campagna il 26/11/26.');
    expect(status).toHaveFocus();
    expect(fact('Posti')).toHaveTextContent('28 posti liberi su 30');
    // The profile's `adesioni` are read again.
    await waitFor(() => expect(profileReads()).toBeGreaterThan(before));
    expect(within(participation()).queryByRole('button', { name: 'Aderisci' })).not.toBeInTheDocument();

    await userEvent.click(within(participation()).getByRole('button', { name: "Ritira l'adesione" }));
    const dialog = screen.getByRole('dialog', { name: "Ritirare l'adesione?" });
    expect(dialog).toHaveTextContent('La tua adesione a Gruppi di cammino a Rivoli sarà ritirata');
    await userEvent.click(within(dialog).getByRole('button', { name: "Ritira l'adesione" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Adesione a «Gruppi di cammino a Rivoli» ritirata.')).toBeInTheDocument();
    expect(fetch.bodies('PUT', RITIRA)).toEqual([{ id: 9 }]);
    expect(participation()).toHaveTextContent('Hai ritirato la tua adesione il 27/11/26.');
    expect(fact('Posti')).toHaveTextContent('29 posti liberi su 30');
    // Adhering again renews the same adhesion.
    expect(within(participation()).getByRole('button', { name: 'Aderisci di nuovo' })).toBeInTheDocument();
  });

  it("shows the server's refusal in its own words, and reads the campaign again", async () => {
    const refusal = campagnaMessages.age(60, null);
    const published = { ...influenzaBozza, stato: 'pubblicata' as const, modificabile: false };
    const { fetch } = api(published, 'cittadino', [on('POST', ADERISCI, () => errorBody(409, refusal))]);
    renderCampagne('/prosa/campagne/43', cittadinoSession);
    await screen.findByRole('heading', { level: 1, name: 'Vaccinazione antinfluenzale' });
    await userEvent.click(within(participation()).getByRole('button', { name: 'Aderisci' }));
    const alert = await within(participation()).findByRole('alert');
    expect(alert).toHaveTextContent('Non è stato possibile aderire alla campagna.');
    expect(alert).toHaveTextContent('La campagna è rivolta a chi ha almeno 60 anni.');
    expect(participation()).toHaveTextContent('Non hai aderito a questa campagna.');
    // The seats may have changed meanwhile: the campaign is read again.
    await waitFor(() => expect(fetch.urls().filter((url) => url === byId(43))).toHaveLength(2));
    // Nothing for the global alert: the refusal is where the user looks.
    expect(alertStore.list()).toEqual([]);
  });

  it('offers no adhesion to a full or ended campaign, and says why', async () => {
    stubFetch(
      on('GET', byId(41), () => json({ ...cammino, postiDisponibili: 0, aderenti: 30 })),
      on('GET', byId(44), () => json({ ...screening, id: 44, dal: '2025-06-01', al: '2025-09-15' })),
      ...commonReads('cittadino'),
    );
    const first = renderCampagne('/prosa/campagne/41', cittadinoSession);
    await screen.findByRole('heading', { level: 1, name: 'Gruppi di cammino a Rivoli' });
    expect(fact('Posti')).toHaveTextContent('Al completo (30 posti)');
    expect(participation()).toHaveTextContent('La campagna è al completo.');
    expect(within(participation()).queryByRole('button')).not.toBeInTheDocument();
    first.unmount();

    renderCampagne('/prosa/campagne/44', cittadinoSession);
    await screen.findByRole('heading', { level: 1, name: 'Prevenzione Serena' });
    expect(fact('Periodo')).toHaveTextContent('dal 01/06/25 al 15/09/25 (terminata)');
    expect(participation()).toHaveTextContent('La campagna è terminata: non accoglie più adesioni.');
    expect(within(participation()).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows staff the adhesions and leaves an operator's draft to a manager to publish", async () => {
    api(influenzaBozza, 'operatore');
    renderCampagne('/prosa/campagne/43', operatoreSession);
    await screen.findByRole('heading', { level: 1, name: 'Vaccinazione antinfluenzale' });
    expect(fact('Adesioni attive')).toHaveTextContent('0');
    expect(workflow()).toHaveTextContent('Stato: Bozza');
    expect(workflow()).toHaveTextContent('Un responsabile o l’amministratore del portale la pubblica.');
    expect(within(workflow()).queryByRole('button')).not.toBeInTheDocument();
    // No adhesion for staff.
    expect(within(participation()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica la campagna' })).toBeInTheDocument();
  });

  it('lets a manager publish a draft and close it once published, after confirming', async () => {
    const { fetch } = api(influenzaBozza, 'responsabile');
    renderCampagne('/prosa/campagne/43', responsabileSession);
    await screen.findByRole('heading', { level: 1, name: 'Vaccinazione antinfluenzale' });
    expect(movesOffered()).toEqual(['Pubblica']);
    await userEvent.click(within(workflow()).getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Campagna «Vaccinazione antinfluenzale» pubblicata.')).toBeInTheDocument();
    expect(workflow()).toHaveTextContent('Stato: Pubblicata');
    expect(workflow()).toHaveTextContent('i cittadini possono aderire');
    // Published: still edited.
    expect(screen.getByRole('button', { name: 'Modifica la campagna' })).toBeInTheDocument();

    await userEvent.click(within(workflow()).getByRole('button', { name: 'Chiudi la campagna' }));
    const dialog = screen.getByRole('dialog', { name: 'Chiudere la campagna?' });
    expect(dialog).toHaveTextContent('La campagna Vaccinazione antinfluenzale sarà chiusa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi la campagna' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Campagna «Vaccinazione antinfluenzale» chiusa.')).toBeInTheDocument();
    expect(workflow()).toHaveTextContent('Stato: Chiusa');
    expect(within(workflow()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica la campagna' })).not.toBeInTheDocument();
    expect(fetch.bodies('PUT', STATO)).toEqual([
      { id: 43, version: 1, stato: 'pubblicata' },
      { id: 43, version: 2, stato: 'chiusa' },
    ]);
  });

  it("shows the server's refusal of a move, and reads again a campaign changed meanwhile", async () => {
    const refusals = refusedTwice(STATO, campagnaMessages.publishRole, () => {
      server.current = { ...server.current, titolo: 'Vaccinazione antinfluenzale 2026', version: 2 };
    });
    const { fetch, server } = api(influenzaBozza, 'admin', [refusals]);
    renderCampagne('/prosa/campagne/43', adminProsaSession);
    await screen.findByRole('heading', { level: 1, name: 'Vaccinazione antinfluenzale' });

    await publishRefusedTwice({
      roleMessage: campagnaMessages.publishRole,
      heading: 'Vaccinazione antinfluenzale 2026',
      stale: adminMessages.stale,
      nowShows: 'Ora la pagina mostra la campagna com’è adesso.',
      done: 'Campagna «Vaccinazione antinfluenzale 2026» pubblicata.',
    });
    expect(fetch.bodies('PUT', STATO).at(-1)).toEqual({ id: 43, version: 2, stato: 'pubblicata' });
  });

  it('edits a campaign in place; a stale version says so and starts over from the campaign as it is now', async () => {
    const { fetch, server } = api(influenzaBozza, 'operatore', [
      staleOnce(
        UPDATE,
        () => {
          server.current = { ...server.current, capienza: 100, postiDisponibili: 100, version: 2 };
        },
        (body) => {
          const { capienza } = body as { capienza: number };
          server.current = { ...server.current, capienza, postiDisponibili: capienza, version: 3 };
          return json(server.current);
        },
      ),
    ]);
    renderCampagne('/prosa/campagne/43', operatoreSession);
    await screen.findByRole('heading', { level: 1, name: 'Vaccinazione antinfluenzale' });
    await userEvent.click(screen.getByRole('button', { name: 'Modifica la campagna' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Modifica: Vaccinazione antinfluenzale' }),
    ).toBeInTheDocument();
    const title = screen.getByLabelText('Titolo *');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Vaccinazione antinfluenzale');
    expect(screen.getByRole('checkbox', { name: 'Vaccinazioni' })).toBeChecked();
    expect(screen.getByLabelText('Età minima (anni)')).toHaveValue(60);
    expect(screen.getByRole('radio', { name: 'Tutti' })).toBeChecked();

    await userEvent.clear(screen.getByLabelText('Posti disponibili'));
    await userEvent.type(screen.getByLabelText('Posti disponibili'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(adminMessages.stale);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Ricarica i dati' }));
    expect(await screen.findByText(/La campagna era stata modificata da qualcun altro/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Posti disponibili')).toHaveValue(100));

    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Campagna «Vaccinazione antinfluenzale» salvata.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vaccinazione antinfluenzale' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica la campagna' })).toHaveFocus();
    expect(fetch.bodies('PUT', UPDATE).map((b) => b as { capienza: number; version: number })).toMatchObject([
      { version: 1, capienza: 50 },
      { version: 2, capienza: 100 },
    ]);
    expect(fact('Posti')).toHaveTextContent('100 posti liberi su 100');
  });

  it('says a campaign the reader may not see is not found, with the way back', async () => {
    stubFetch(
      on('GET', byId(99), () => errorBody(404, campagnaMessages.notFound)),
      ...commonReads('cittadino'),
    );
    renderCampagne('/prosa/campagne/99', cittadinoSession);
    await expectNotFound('Campagna non trovata', 'Torna alle campagne', '/prosa/campagne');
    expect(alertStore.list()).toEqual([]);
  });
});
