import type { Consegna } from '@halo/contract/integration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { bodyRows } from '../../../test/table.ts';
import { LOG_REFRESH_MS } from '../shared/integration-list.tsx';
import {
  consegna,
  eventTypesRoute,
  listRoute,
  renderSottoscrizioni,
  SUBSCRIPTIONS,
  sottoscrizione,
} from './sottoscrizioni.test-utils.tsx';

const crm = sottoscrizione(1, 'CRM');
const DELIVERIES = `${SUBSCRIPTIONS}/1/deliveries`;

/** The server's log: the deliveries given, filtered by `stato`, newest first as they are given. */
function logRoute(deliveries: () => Consegna[]) {
  return on('GET', DELIVERIES, (url) => {
    const stato = url.searchParams.get('stato');
    const items = deliveries().filter((c) => !stato || c.stato === stato);
    return json({ items, total: items.length, page: 1, size: 20 });
  });
}

const logTable = () => screen.findByRole('table', { name: 'Consegne di CRM, le più recenti prima' });

describe('the log of deliveries', () => {
  it('shows a subscription’s deliveries, newest first, each with what happened to it', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      logRoute(() => [
        consegna(3, 'pending'),
        consegna(2, 'parked', { tipo: 'it.halo.calendar.booking.cancelled' }),
        consegna(1, 'delivered'),
      ]),
    );
    const { router } = renderSottoscrizioni();
    await screen.findByRole('cell', { name: 'CRM' });
    await user.click(screen.getByRole('button', { name: 'Consegne di CRM' }));

    const table = await logTable();
    await waitFor(() => expect(within(table).getAllByText('Prenotazione effettuata')).toHaveLength(2));
    expect(bodyRows(table)).toEqual([
      [
        'Prenotazione effettuata',
        'prenotazioni/3',
        '28/11/26, 11:15',
        'Stato: In coda',
        '3',
        'HTTP 503',
        '—',
        '',
      ],
      [
        'Prenotazione annullata',
        'prenotazioni/2',
        '28/11/26, 11:15',
        'Stato: Sospesa',
        '3',
        'HTTP 503',
        '—',
        'Reinvia',
      ],
      [
        'Prenotazione effettuata',
        'prenotazioni/1',
        '28/11/26, 11:15',
        'Stato: Consegnata',
        '1',
        'HTTP 200',
        '28/11/26, 11:15',
        'Reinvia',
      ],
    ]);
    expect(screen.getByRole('heading', { name: 'Consegne di CRM' })).toHaveFocus();
    expect(fetch.urlsTo(DELIVERIES)).toEqual([`${DELIVERIES}?page=1&size=20`]);
    expect(router.state.location.search).toBe('?consegne=1');

    await user.click(screen.getByRole('button', { name: 'Chiudi il registro' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Consegne di CRM' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Consegne di CRM' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('filters the log by state, in the address', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      logRoute(() => [consegna(2, 'parked'), consegna(1, 'delivered')]),
    );
    const { router } = renderSottoscrizioni('/integrazioni/sottoscrizioni?consegne=1');
    await logTable();

    await user.selectOptions(screen.getByLabelText('Stato delle consegne'), 'Sospesa');
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: /^Consegne di CRM/ }))).toHaveLength(1),
    );
    expect(fetch.urlsTo(DELIVERIES).at(-1)).toBe(`${DELIVERIES}?page=1&size=20&stato=parked`);
    expect(router.state.location.search).toBe('?consegne=1&stato=parked');

    await user.selectOptions(screen.getByLabelText('Stato delle consegne'), 'In coda');
    expect(await screen.findByText('Nessuna consegna in questo stato.')).toBeInTheDocument();
    expect(fetch.urlsTo(DELIVERIES).at(-1)).toBe(`${DELIVERIES}?page=1&size=20&stato=pending`);
  });

  it('sends a parked delivery again and reads the log again', async () => {
    const user = userEvent.setup();
    let parked = consegna(2, 'parked');
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      logRoute(() => [parked]),
      on('POST', `${DELIVERIES}/2/replay`, () => {
        parked = { ...parked, stato: 'pending', tentativi: 0, ultimoEsito: null };
        return json(parked);
      }),
    );
    renderSottoscrizioni('/integrazioni/sottoscrizioni?consegne=1');
    await logTable();
    await user.click(
      await screen.findByRole('button', { name: 'Reinvia Prenotazione effettuata di prenotazioni/2' }),
    );

    expect(await screen.findByText('Consegna di prenotazioni/2 rimessa in coda.')).toBeInTheDocument();
    expect(fetch.calls()).toContain(`POST ${DELIVERIES}/2/replay`);
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: /^Consegne di CRM/ }))[0]?.[3]).toBe(
        'Stato: In coda',
      ),
    );
    expect(fetch.urlsTo(DELIVERIES)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Reinvia/ })).toBeNull();
  });

  it('says why a delivery already queued is not sent again', async () => {
    const user = userEvent.setup();
    stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      logRoute(() => [consegna(2, 'parked')]),
      on('POST', `${DELIVERIES}/2/replay`, () =>
        errorBody(409, 'La consegna è già in coda: verrà inviata al prossimo tentativo.'),
      ),
    );
    renderSottoscrizioni('/integrazioni/sottoscrizioni?consegne=1');
    await logTable();
    await user.click(await screen.findByRole('button', { name: /^Reinvia/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La consegna è già in coda');
  });

  it('sends a test event, opens the log and shows its delivery', async () => {
    const user = userEvent.setup();
    const deliveries: Consegna[] = [];
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      logRoute(() => deliveries),
      on('POST', `${SUBSCRIPTIONS}/1/test`, () => {
        const test = consegna(9, 'pending', {
          tipo: 'it.halo.integration.test.sent',
          soggetto: 'sottoscrizioni/1',
          tentativi: 0,
          ultimoEsito: null,
        });
        deliveries.unshift(test);
        return json(test, 201);
      }),
    );
    renderSottoscrizioni();
    await screen.findByRole('cell', { name: 'CRM' });
    await user.click(screen.getByRole('button', { name: 'Invia evento di prova a CRM' }));

    expect(
      await screen.findByText('Evento di prova in coda per CRM: il registro mostra la consegna.'),
    ).toBeInTheDocument();
    expect(fetch.calls()).toContain(`POST ${SUBSCRIPTIONS}/1/test`);
    const table = await logTable();
    expect(await within(table).findByText('Evento di prova')).toBeInTheDocument();
    expect(within(table).getByText('sottoscrizioni/1')).toBeInTheDocument();
  });

  it('reads the log again after a test event while it is open', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      logRoute(() => [consegna(1, 'delivered')]),
      on('POST', `${SUBSCRIPTIONS}/1/test`, () => json(consegna(9, 'pending'), 201)),
    );
    renderSottoscrizioni('/integrazioni/sottoscrizioni?consegne=1');
    await logTable();
    expect(fetch.urlsTo(DELIVERIES)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Invia evento di prova a CRM' }));
    await waitFor(() => expect(fetch.urlsTo(DELIVERIES)).toHaveLength(2));
  });

  describe('while deliveries are queued', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reads the log again until none is queued, showing what the worker did', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let queued = consegna(3, 'pending', { tentativi: 0, ultimoEsito: null });
      const fetch = stubFetch(
        eventTypesRoute,
        listRoute(() => [crm]),
        logRoute(() => [queued]),
      );
      renderSottoscrizioni('/integrazioni/sottoscrizioni?consegne=1');
      const table = await logTable();
      await waitFor(() => expect(bodyRows(table)[0]?.[3]).toBe('Stato: In coda'));
      expect(fetch.urlsTo(DELIVERIES)).toHaveLength(1);

      queued = consegna(3, 'delivered');
      await vi.advanceTimersByTimeAsync(LOG_REFRESH_MS);
      await waitFor(() => expect(bodyRows(table)[0]?.[3]).toBe('Stato: Consegnata'));
      expect(fetch.urlsTo(DELIVERIES)).toHaveLength(2);

      // Nothing queued any more: the log is not read again.
      await vi.advanceTimersByTimeAsync(3 * LOG_REFRESH_MS);
      expect(fetch.urlsTo(DELIVERIES)).toHaveLength(2);
    });
  });

  it('opens from the address the log of a subscription the page on screen does not hold', async () => {
    const far = sottoscrizione(7, 'Lontana');
    const fetch = stubFetch(
      eventTypesRoute,
      listRoute(() => [crm]),
      on('GET', `${SUBSCRIPTIONS}/7`, () => json(far)),
      on('GET', `${SUBSCRIPTIONS}/7/deliveries`, () =>
        json({ items: [consegna(5, 'delivered')], total: 1, page: 1, size: 20 }),
      ),
    );
    renderSottoscrizioni('/integrazioni/sottoscrizioni?consegne=7');
    const table = await screen.findByRole('table', { name: 'Consegne di Lontana, le più recenti prima' });
    expect(await within(table).findByText('prenotazioni/5')).toBeInTheDocument();
    expect(fetch.calls()).toContain(`GET ${SUBSCRIPTIONS}/7`);
    // The subscription the list holds is never read alone.
    expect(fetch.calls()).not.toContain(`GET ${SUBSCRIPTIONS}/1`);
  });
});
