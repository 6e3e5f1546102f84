import { calendarMessages, calendarRoutes } from '@halo/contract/calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { bodiesSent, calledUrls, errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import {
  prenotazione,
  screeningPinerolo,
  tipiCalendario,
  vaccinazioniRivoli,
  vaccinazioniRivoliWeek,
} from '../calendar.test-utils.ts';
import { CalendarHome } from './calendar-home.screen.tsx';

// The calls' addresses, as the contract gives them.
const LIST = calendarRoutes.calendari.url;
const DETAIL = fillPath(calendarRoutes.calendario.url, { id: 12 });
const BOOK = calendarRoutes.prenota.url;

const WEEK_URL = '/calendario?calendario=12&settimana=2026-11-30';
const FREE = '08:30 2 posti liberi, martedì 1 dicembre';
const FULL = '08:45 Pieno – lista di attesa 2 persone in attesa, martedì 1 dicembre';

beforeEach(() => {
  // Wednesday 25 November 2026: "this week" starts on Monday 23.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T09:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  alertStore.clear();
});

function api(book: (body: unknown) => Response = () => json(prenotazione(), 201)) {
  return stubFetch(
    on('GET', calendarRoutes.tipi.url, () => json(tipiCalendario)),
    on('GET', LIST, (url) =>
      json(
        [vaccinazioniRivoli, screeningPinerolo].filter(
          (c) => !url.searchParams.get('tipo') || c.tipo === url.searchParams.get('tipo'),
        ),
      ),
    ),
    on('GET', DETAIL, () => json(vaccinazioniRivoliWeek)),
    on('POST', BOOK, (_url, body) => book(body)),
  );
}

const detailCalls = (fetch: ReturnType<typeof stubFetch>) =>
  calledUrls(fetch).filter((url) => url.startsWith(DETAIL));

describe('CalendarHome: finding a calendar', () => {
  it('filters by type, ASL and name, and keeps the chosen calendar and week in the address', async () => {
    const fetch = api();
    const { router } = renderScreen(<CalendarHome />, '/calendario');
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario e prenotazioni' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Prenota/);
    await screen.findByText('2 calendari trovati.');
    const list = screen.getByRole('list', { name: 'Calendari trovati' });
    expect(within(list).getByRole('heading', { level: 3, name: 'Vaccinazioni Rivoli' })).toBeInTheDocument();
    expect(within(list).getByText('ASL TO3')).toBeInTheDocument();
    expect(within(list).getByText('Vaccinazioni per adulti su appuntamento.')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Vaccinazioni' });
    await userEvent.selectOptions(screen.getByLabelText('Tipo di calendario'), 'Vaccinazioni');
    await screen.findByText('1 calendario trovato.');
    expect(calledUrls(fetch)).toContain(`${LIST}?tipo=vaccinazioni`);

    const asl = screen.getByLabelText('Codice ASL');
    await userEvent.type(asl, '0102');
    expect(asl).toHaveAccessibleDescription(
      '6 cifre, ad esempio 010203. Il codice ASL ha 6 cifre: il filtro non è applicato.',
    );
    expect(
      calledUrls(fetch).some((url) => url.includes('codiceAsl=0102&') || url.endsWith('codiceAsl=0102')),
    ).toBe(false);
    await userEvent.type(asl, '03');
    await waitFor(() => expect(calledUrls(fetch)).toContain(`${LIST}?tipo=vaccinazioni&codiceAsl=010203`));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Nome del calendario' }), 'rivoli');
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain(`${LIST}?tipo=vaccinazioni&codiceAsl=010203&q=rivoli`),
    );

    await userEvent.click(
      await screen.findByRole('button', { name: 'Scegli il calendario Vaccinazioni Rivoli' }),
    );
    expect(router.state.location.search).toBe(
      '?tipo=vaccinazioni&asl=010203&q=rivoli&calendario=12&settimana=2026-11-23',
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Orari di Vaccinazioni Rivoli' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(detailCalls(fetch)).toEqual([`${DETAIL}?dal=2026-11-23&al=2026-11-29`]);
    expect(screen.getByText('Calendario scelto')).toBeInTheDocument();
  });

  it('says so when the chosen calendar cannot be found', async () => {
    stubFetch(
      on('GET', calendarRoutes.tipi.url, () => json(tipiCalendario)),
      on('GET', LIST, () => json([vaccinazioniRivoli])),
      on('GET', DETAIL, () => errorBody(404, calendarMessages.notFound)),
    );
    renderScreen(<CalendarHome />, WEEK_URL);
    expect(
      await screen.findByText('Calendario non trovato: potrebbe non essere più disponibile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Giorni della settimana' })).toBeNull();
    await waitFor(() => expect(alertStore.list().map((a) => a.message)).toEqual([calendarMessages.notFound]));
  });

  it('asks to choose a calendar before showing any time', async () => {
    api();
    renderScreen(<CalendarHome />, '/calendario');
    expect(screen.getByRole('heading', { level: 2, name: 'Orari disponibili' })).toBeInTheDocument();
    expect(screen.getByText('Scegli un calendario per vedere i suoi orari.')).toBeInTheDocument();
  });
});

describe('CalendarHome: the week of a calendar', () => {
  it('says in words which slots are free, full or not bookable, and why a day is closed', async () => {
    const fetch = api();
    renderScreen(<CalendarHome />, WEEK_URL);
    const free = await screen.findByRole('button', { name: FREE });
    expect(free).toBeEnabled();
    expect(free).toHaveTextContent('08:30 2 posti liberi');
    expect(screen.getByRole('button', { name: FULL })).toBeEnabled();
    expect(screen.getByRole('button', { name: '09:00 1 posto libero, martedì 1 dicembre' })).toBeEnabled();
    const early = screen.getByRole('button', {
      name: '08:30 Non prenotabile: Serve un preavviso di almeno 1 ora., lunedì 30 novembre',
    });
    expect(early).toBeDisabled();
    expect(early).toHaveTextContent('Non prenotabile: Serve un preavviso di almeno 1 ora.');

    const days = screen.getByRole('list', { name: 'Giorni della settimana' });
    const friday = within(days)
      .getAllByRole('listitem')
      .find((day) => within(day).queryByRole('heading', { name: 'venerdì 4 dicembre' }));
    expect(friday).toHaveTextContent('Chiuso: Chiusura straordinaria');
    const wednesday = within(days)
      .getAllByRole('listitem')
      .find((day) => within(day).queryByRole('heading', { name: 'mercoledì 2 dicembre' }));
    expect(wednesday).toHaveTextContent('Nessun orario');
    expect(
      screen.getByText('Settimana da lunedì 30 novembre a domenica 6 dicembre 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('Orari nel fuso orario del calendario (Europe/Rome).')).toBeInTheDocument();
    expect(detailCalls(fetch)).toEqual([`${DETAIL}?dal=2026-11-30&al=2026-12-06`]);
  });

  it('moves a week at a time through the address, never before the current week', async () => {
    const fetch = api();
    const { router } = renderScreen(<CalendarHome />, WEEK_URL);
    await screen.findByRole('button', { name: FREE });
    await userEvent.click(screen.getByRole('button', { name: 'Settimana successiva' }));
    expect(router.state.location.search).toBe('?calendario=12&settimana=2026-12-07');
    await waitFor(() => expect(detailCalls(fetch)).toContain(`${DETAIL}?dal=2026-12-07&al=2026-12-13`));

    await userEvent.click(screen.getByRole('button', { name: 'Questa settimana' }));
    expect(router.state.location.search).toBe('?calendario=12&settimana=2026-11-23');
    const previous = screen.getByRole('button', { name: 'Settimana precedente' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(router.state.location.search).toBe('?calendario=12&settimana=2026-11-23');

    // The back button returns to the week seen before.
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?calendario=12&settimana=2026-12-07');
  });
});

describe('CalendarHome: booking', () => {
  it('books a free slot through the confirmation dialog and says so, with the way to the bookings', async () => {
    const fetch = api();
    renderScreen(<CalendarHome />, WEEK_URL);
    const slot = await screen.findByRole('button', { name: FREE });
    await userEvent.click(slot);
    const dialog = screen.getByRole('dialog', { name: 'Conferma la prenotazione' });
    expect(dialog).toHaveTextContent('Vaccinazioni Rivoli');
    expect(dialog).toHaveTextContent('martedì 1 dicembre 2026, 08:30–08:45');
    expect(bodiesSent(fetch, 'POST', BOOK)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Note (facoltative)'), 'Prima dose');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetch, 'POST', BOOK)).toEqual([
      {
        id: '-1',
        calendarioId: 12,
        inizio: '2026-12-01T08:30:00+01:00',
        note: 'Prima dose',
        listaAttesa: false,
      },
    ]);
    const done = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Prenotazione effettuata'));
    expect(done).toHaveTextContent(
      'Prenotazione effettuata: Vaccinazioni Rivoli, martedì 1 dicembre 2026, 08:30–08:45.',
    );
    expect(
      within(done as HTMLElement).getByRole('link', { name: 'Vai a Le mie prenotazioni' }),
    ).toHaveAttribute('href', '/calendario/prenotazioni');
    expect(slot).toHaveFocus();
    // The week is read again: the seat just taken shows.
    await waitFor(() => expect(detailCalls(fetch)).toHaveLength(2));
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    api(() => errorBody(409, calendarMessages.overlap));
    renderScreen(<CalendarHome />, WEEK_URL);
    await userEvent.click(await screen.findByRole('button', { name: FREE }));
    const dialog = screen.getByRole('dialog', { name: 'Conferma la prenotazione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Hai già una prenotazione in questo orario su questo calendario.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(alertStore.list()).toEqual([]);
  });

  it('when the last seat went meanwhile, says so and offers the waiting list', async () => {
    const answers = [
      errorBody(409, calendarMessages.slotFull, [
        { path: 'body.inizio', message: calendarMessages.slotFull },
      ]),
      json(prenotazione({ stato: 'in-attesa', posizioneAttesa: 1 }), 201),
    ];
    const fetch = api(() => answers.shift() ?? json({}, 500));
    renderScreen(<CalendarHome />, WEEK_URL);
    await userEvent.click(await screen.findByRole('button', { name: FREE }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lista di attesa' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(calendarMessages.slotFull);
    await waitFor(() => expect(detailCalls(fetch)).toHaveLength(2));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettiti in lista di attesa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetch, 'POST', BOOK).map((b) => (b as { listaAttesa: boolean }).listaAttesa)).toEqual([
      false,
      true,
    ]);
    expect(screen.getByText(/Sei in lista di attesa per Vaccinazioni Rivoli/)).toHaveTextContent(
      'posizione 1.',
    );
  });

  it('a full slot offers the waiting list, and says the position reached', async () => {
    const fetch = api(() =>
      json(
        prenotazione({
          stato: 'in-attesa',
          inizio: '2026-12-01T08:45:00+01:00',
          fine: '2026-12-01T09:00:00+01:00',
          posizioneAttesa: 3,
        }),
        201,
      ),
    );
    renderScreen(<CalendarHome />, WEEK_URL);
    await userEvent.click(await screen.findByRole('button', { name: FULL }));
    const dialog = screen.getByRole('dialog', { name: 'Lista di attesa' });
    expect(dialog).toHaveTextContent('In questo orario non ci sono più posti liberi.');
    expect(dialog).toHaveTextContent('Sono già in attesa 2 persone.');
    expect(within(dialog).queryByRole('button', { name: 'Conferma' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettiti in lista di attesa' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetch, 'POST', BOOK)).toEqual([
      { id: '-1', calendarioId: 12, inizio: '2026-12-01T08:45:00+01:00', note: '', listaAttesa: true },
    ]);
    expect(
      screen.getByText(
        'Sei in lista di attesa per Vaccinazioni Rivoli, martedì 1 dicembre 2026, 08:45–09:00: posizione 3.',
      ),
    ).toBeInTheDocument();
  });

  it('works with the keyboard alone: Enter opens, Escape closes and gives the focus back', async () => {
    const fetch = api();
    renderScreen(<CalendarHome />, WEEK_URL);
    const slot = await screen.findByRole('button', { name: FREE });
    slot.focus();
    await userEvent.keyboard('{Enter}');
    const first = screen.getByRole('dialog', { name: 'Conferma la prenotazione' });
    await waitFor(() => expect(first).toHaveFocus());
    // As browsers send it: the kit's dialog reads the key code, which user-event leaves out.
    fireEvent.keyUp(first, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(slot).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Conferma la prenotazione' });
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Note (facoltative)')).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Conferma' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetch, 'POST', BOOK)).toHaveLength(1);
    expect(slot).toHaveFocus();
  });
});
