import { integrationMessages } from '@halo/contract/integration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  API,
  eventTypesRoute,
  listRoute,
  renderSottoscrizioni,
  SUBSCRIPTIONS,
  sottoscrizione,
} from './sottoscrizioni.test-utils.tsx';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const crm = sottoscrizione(1, 'CRM', {
  tipi: ['it.halo.calendar.booking.created', 'it.halo.calendar.booking.cancelled'],
  datiPersonali: true,
});
const archivio = sottoscrizione(2, 'Archivio', { attiva: false });

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('IntegrationSottoscrizioni', () => {
  it('lists the subscriptions with their types by name, personal data and state', async () => {
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm, archivio]),
    );
    renderSottoscrizioni();

    expect(screen.getByRole('heading', { level: 1, name: 'Sottoscrizioni agli eventi' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'CRM' })).toBeInTheDocument();
    const row = within(rowOf('CRM'));
    expect(await row.findByText('Prenotazione effettuata')).toBeInTheDocument();
    expect(row.getByText('Prenotazione annullata')).toBeInTheDocument();
    expect(row.getByText('https://crm.example.it/eventi')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'Sì' })).toBeInTheDocument();
    expect(row.getByText('Attiva')).toBeInTheDocument();
    expect(within(rowOf('Archivio')).getByText('Sospesa')).toBeInTheDocument();
    expect(within(rowOf('Archivio')).getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(fetch.urlsTo(SUBSCRIPTIONS)).toEqual([`${SUBSCRIPTIONS}?sort=nome&page=1&size=20`]);
  });

  it('shows each subscription’s health and filters the list by state, in the address', async () => {
    const user = userEvent.setup();
    const failing = sottoscrizione(3, 'CUP', {
      ultimaConsegna: '2026-11-28T10:15:05.000Z',
      inErrore: 2,
      consegne: { pending: 2, delivered: 40, parked: 1 },
    });
    const fetch = stubFetch(
      eventTypesRoute,
      on('GET', SUBSCRIPTIONS, (url) => {
        const attiva = url.searchParams.get('attiva');
        const items = [failing, archivio].filter((s) => attiva === null || String(s.attiva) === attiva);
        return json({ items, total: items.length, page: 1, size: 20 });
      }),
    );
    const { router } = renderSottoscrizioni();
    const cup = within(await screen.findByRole('row', { name: /^CUP/ }));
    expect(cup.getByText('Ultima consegna il 28/11/26, 11:15')).toBeInTheDocument();
    expect(cup.getByText('2 consegne non riuscite, si ritentano')).toBeInTheDocument();
    expect(cup.getByText('1 consegna sospesa, da reinviare')).toBeInTheDocument();
    expect(within(rowOf('Archivio')).getByText('Nessuna consegna riuscita')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Stato'), 'Sospese');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'CUP' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Archivio' })).toBeInTheDocument();
    expect(fetch.urlsTo(SUBSCRIPTIONS).at(-1)).toBe(`${SUBSCRIPTIONS}?sort=nome&page=1&size=20&attiva=false`);
    expect(router.state.location.search).toBe('?attive=no');
  });

  it('creates a subscription and shows its secret once, with a copy button, then never again', async () => {
    const user = userEvent.setup();
    let rows = [archivio];
    const created = sottoscrizione(3, 'Magazzino', { tipi: ['it.halo.platform.user.created'] });
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => rows),
      on('POST', SUBSCRIPTIONS, () => {
        rows = [archivio, created];
        return json({ sottoscrizione: created, secret: SECRET }, 201);
      }),
    );
    renderSottoscrizioni();
    await screen.findByRole('cell', { name: 'Archivio' });

    const newButton = screen.getByRole('button', { name: 'Nuova sottoscrizione' });
    await user.click(newButton);
    const form = await screen.findByRole('dialog', { name: 'Nuova sottoscrizione' });
    // The test event is sent on request, never subscribed to.
    expect(within(form).queryByRole('checkbox', { name: 'Evento di prova' })).toBeNull();
    expect(within(form).getByText(/solo identificativi e stati/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Nome *'), 'Magazzino');
    await user.type(within(form).getByLabelText('Indirizzo HTTPS *'), 'https://magazzino.example.it/eventi');
    await user.click(within(form).getByRole('checkbox', { name: 'Utente creato' }));
    await user.clear(within(form).getByLabelText('Ore di tentativi *'));
    await user.type(within(form).getByLabelText('Ore di tentativi *'), '48');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));

    const dialog = await screen.findByRole('dialog', { name: 'Il segreto di Magazzino' });
    expect(fetch.bodies('POST', SUBSCRIPTIONS)).toEqual([
      {
        nome: 'Magazzino',
        url: 'https://magazzino.example.it/eventi',
        tipi: ['it.halo.platform.user.created'],
        datiPersonali: false,
        ritentaPerOre: 48,
        attiva: true,
      },
    ]);
    expect(within(dialog).getByLabelText('Segreto')).toHaveValue(SECRET);
    expect(within(dialog).getByText(/non sarà mostrato di nuovo/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Segreto')).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Copia il segreto' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Segreto copiato negli appunti.');

    await user.click(within(dialog).getByRole('button', { name: 'Ho copiato il segreto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Magazzino' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
    await waitFor(() => expect(newButton).toHaveFocus());
  });

  it("shows the server's refusal of an address under the address field", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => []),
      on('POST', SUBSCRIPTIONS, () =>
        errorBody(400, 'Dati non validi.', [
          { path: 'body.url', message: integrationMessages.urlProduction },
        ]),
      ),
    );
    renderSottoscrizioni();
    expect(await screen.findByText('Nessuna sottoscrizione.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuova sottoscrizione' }));
    const form = await screen.findByRole('dialog', { name: 'Nuova sottoscrizione' });
    await user.type(within(form).getByLabelText('Nome *'), 'Prova locale');
    // Accepted by the contract, refused by a production server.
    await user.type(within(form).getByLabelText('Indirizzo HTTPS *'), 'http://localhost:9000/eventi');
    await user.click(within(form).getByRole('checkbox', { name: 'Prenotazione effettuata' }));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));

    const url = within(form).getByLabelText('Indirizzo HTTPS *');
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(/In produzione l'indirizzo deve essere https/),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(fetch.bodies('POST', SUBSCRIPTIONS)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Nuova sottoscrizione' })).toBeInTheDocument();
  });

  it('refuses a form without event types before sending it', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => []),
    );
    renderSottoscrizioni();
    await screen.findByText('Nessuna sottoscrizione.');
    await user.click(screen.getByRole('button', { name: 'Nuova sottoscrizione' }));
    const form = await screen.findByRole('dialog', { name: 'Nuova sottoscrizione' });
    await user.type(within(form).getByLabelText('Nome *'), 'Senza tipi');
    await user.type(within(form).getByLabelText('Indirizzo HTTPS *'), 'https://x.example.it/e');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByRole('group', { name: 'Tipi di evento *' })).toHaveAccessibleDescription(
      /.+/,
    );
    expect(fetch.bodies('POST', SUBSCRIPTIONS)).toEqual([]);
  });

  it('edits a subscription with its version', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      on('PUT', `${SUBSCRIPTIONS}/1`, (_url, body) => json({ ...crm, ...(body as object), version: 2 })),
    );
    renderSottoscrizioni();
    await screen.findByRole('cell', { name: 'CRM' });
    await user.click(screen.getByRole('button', { name: 'Modifica CRM' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica la sottoscrizione CRM' });
    expect(within(form).getByRole('checkbox', { name: 'Prenotazione annullata' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Attiva' }));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.bodies('PUT', `${SUBSCRIPTIONS}/1`)).toEqual([
      {
        version: 1,
        nome: 'CRM',
        url: crm.url,
        tipi: crm.tipi,
        datiPersonali: true,
        ritentaPerOre: 24,
        attiva: false,
      },
    ]);
    expect(await screen.findByText('Sottoscrizione CRM salvata.')).toBeInTheDocument();
  });

  it('deletes a subscription after asking', async () => {
    const user = userEvent.setup();
    let rows = [crm, archivio];
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => rows),
      on('DELETE', `${SUBSCRIPTIONS}/2`, () => {
        rows = [crm];
        return json({ id: 2, consegneEliminate: 4 });
      }),
    );
    renderSottoscrizioni();
    await screen.findByRole('cell', { name: 'Archivio' });
    await user.click(screen.getByRole('button', { name: 'Elimina Archivio' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archivio').tagName).toBe('STRONG');
    expect(within(dialog).getByText(/anche il registro delle sue consegne/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Sottoscrizione Archivio eliminata.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Archivio' })).toBeNull());
    expect(fetch.calls()).toContain(`DELETE ${SUBSCRIPTIONS}/2`);
  });

  it('makes a new secret after asking, and shows it once', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      on('POST', `${SUBSCRIPTIONS}/1/secret`, () => json({ sottoscrizione: crm, secret: SECRET })),
    );
    renderSottoscrizioni();
    await screen.findByRole('cell', { name: 'CRM' });
    const rotate = screen.getByRole('button', { name: 'Nuovo segreto per CRM' });
    await user.click(rotate);
    const confirm = await screen.findByRole('dialog', { name: 'Nuovo segreto' });
    expect(within(confirm).getByText(/non firmerà più gli eventi/)).toBeInTheDocument();
    expect(fetch.calls()).not.toContain(`POST ${SUBSCRIPTIONS}/1/secret`);
    await user.click(within(confirm).getByRole('button', { name: 'Genera nuovo segreto' }));

    const dialog = await screen.findByRole('dialog', { name: 'Il segreto di CRM' });
    expect(within(dialog).getByLabelText('Segreto')).toHaveValue(SECRET);
    expect(fetch.calls()).toContain(`POST ${SUBSCRIPTIONS}/1/secret`);
    await user.click(within(dialog).getByRole('button', { name: 'Ho copiato il segreto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    await waitFor(() => expect(rotate).toHaveFocus());
  });

  it('shows everything in English', async () => {
    stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      on('GET', `${API}/subscriptions/1/deliveries`, () => json({ items: [], total: 0, page: 1, size: 20 })),
    );
    await setLanguage('en');
    renderSottoscrizioni('/integrazioni/sottoscrizioni?consegne=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Event subscriptions' })).toBeInTheDocument();
    expect(await screen.findByText('Booking made')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New subscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a test event to CRM' })).toHaveTextContent(
      'Send test event',
    );
    expect(screen.getByRole('heading', { name: 'Deliveries of CRM' })).toBeInTheDocument();
    expect(await screen.findByText('No deliveries.')).toBeInTheDocument();
    expect(screen.getByLabelText('State of the deliveries')).toBeInTheDocument();
    expect(screen.queryByText(/^(Sottoscrizioni|Nuova sottoscrizione|Attiva|Consegne)$/)).toBeNull();
  });
});
