import { regionalPublicRoutes } from '@halo/contract';
import { calendarMessages } from '@halo/contract/calendar';
import { type CalendarioDettaglio, calendarCalendariRoutes } from '@halo/contract/calendar/calendari';
import { calendarCodiciRoutes } from '@halo/contract/calendar/codici';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { piemonte, torino } from '../../../test/territory.ts';
import {
  atNow,
  prenotazione,
  screeningPinerolo,
  slotAt,
  tipiCalendario,
  vaccinazioniRivoli,
  vaccinazioniRivoliWeek,
  weekSlots,
} from '../calendar.test-utils.ts';
import { slotState } from './booking-week.tsx';
import { CalendarHome } from './calendar-home.screen.tsx';

// The calls' addresses, as the contract gives them.
const LIST = calendarCalendariRoutes.calendari.url;
const DETAIL = fillPath(calendarCalendariRoutes.calendario.url, { id: 12 });
const BOOK = calendarPrenotazioniRoutes.prenota.url;
const ASL = calendarCalendariRoutes.aslCalendari.url;
const FIRST = fillPath(calendarCalendariRoutes.primoDisponibile.url, { id: 12 });

const WEEK_URL = '/calendario?calendario=12&settimana=2026-11-30';
const FREE = '08:30 2 posti liberi, martedì 1 dicembre';
const FULL = '08:45 Pieno – lista di attesa 2 persone in attesa, martedì 1 dicembre';

atNow();

const ASLS = [
  { codiceAsl: '010203', denominazione: 'ASL TO3' },
  { codiceAsl: '010204', denominazione: 'ASL TO4' },
];

const pinerolo = {
  id: 188,
  codiceIstat: '001191',
  denominazione: 'Pinerolo',
  siglaProvincia: 'TO',
  codiceCatastale: 'G674',
  popolazione2011: 34854,
  version: 1,
};

/** The comune picker's public reads: Piedmont, Turin, Pinerolo. */
const territory: Route[] = [
  on('GET', regionalPublicRoutes.regioni.url, () => json([piemonte])),
  on('GET', regionalPublicRoutes.provinceByCodiceRegione.url, () => json([torino])),
  on('GET', regionalPublicRoutes.comuniBySigla.url, () => json([pinerolo])),
];

function api(
  book: (body: unknown) => Response = () => json(prenotazione(), 201),
  week: CalendarioDettaglio = vaccinazioniRivoliWeek,
  ...extra: Route[]
) {
  return stubFetch(
    ...extra,
    ...territory,
    on('GET', calendarCodiciRoutes.tipi.url, () => json(tipiCalendario)),
    on('GET', ASL, () => json(ASLS)),
    on('GET', LIST, (url) =>
      json(
        [vaccinazioniRivoli, screeningPinerolo].filter(
          (c) => !url.searchParams.get('tipo') || c.tipo === url.searchParams.get('tipo'),
        ),
      ),
    ),
    on('GET', DETAIL, () => json(week)),
    on('POST', BOOK, (_url, body) => book(body)),
  );
}

const detailCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.urls().filter((url) => url.startsWith(DETAIL));

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
    expect(fetch.urls()).toContain(`${LIST}?tipo=vaccinazioni`);

    // The ASL by its name, among those of the calendars one may see.
    const asl = screen.getByLabelText('ASL');
    await screen.findByRole('option', { name: 'ASL TO3' });
    expect(
      within(asl)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutte le ASL', 'ASL TO3', 'ASL TO4']);
    await userEvent.selectOptions(asl, 'ASL TO3');
    await waitFor(() => expect(fetch.urls()).toContain(`${LIST}?tipo=vaccinazioni&codiceAsl=010203`));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Nome del calendario' }), 'rivoli');
    await waitFor(() =>
      expect(fetch.urls()).toContain(`${LIST}?tipo=vaccinazioni&codiceAsl=010203&q=rivoli`),
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

    // The search folds into one line, so the week is in sight; it opens again to change the calendar.
    expect(await screen.findByText('Calendario scelto: Vaccinazioni Rivoli (ASL TO3).')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Calendari trovati' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tipo di calendario' })).toBeNull();
    const change = screen.getByRole('button', { name: 'Cambia calendario' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(change);
    expect(screen.getByRole('button', { name: 'Nascondi la ricerca' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const opened = screen.getByRole('list', { name: 'Calendari trovati' });
    expect(within(opened).getByText('Calendario scelto')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nascondi la ricerca' }));
    expect(screen.queryByRole('list', { name: 'Calendari trovati' })).toBeNull();
  });

  it('finds the calendars near the citizen’s comune, chosen with the comune picker', async () => {
    const fetch = api();
    const { router } = renderScreen(<CalendarHome />, '/calendario');
    const picker = screen.getByRole('group', { name: 'Vicino al tuo comune (facoltativo)' });
    await within(picker).findByRole('option', { name: 'Piemonte' });
    await userEvent.selectOptions(within(picker).getByLabelText('Regione'), 'Piemonte');
    await userEvent.selectOptions(await within(picker).findByLabelText('Provincia'), 'Torino');
    await within(picker).findByRole('option', { name: 'Pinerolo' });
    await userEvent.selectOptions(within(picker).getByLabelText('Comune'), 'Pinerolo');
    await waitFor(() => expect(fetch.urls()).toContain(`${LIST}?comune=188`));
    expect(router.state.location.search).toBe('?comune=188');
    expect(
      screen.getByText(
        'Solo i calendari vicini a Pinerolo: delle ASL che servono il comune e delle strutture che vi si trovano.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Togli il filtro del comune' }));
    expect(router.state.location.search).toBe('');
  });

  it('keeps an ASL the address names, even one the list does not have', async () => {
    const fetch = api();
    renderScreen(<CalendarHome />, '/calendario?asl=010999');
    await screen.findByRole('option', { name: 'ASL TO3' });
    expect(screen.getByLabelText('ASL')).toHaveValue('010999');
    expect(fetch.urls()).toContain(`${LIST}?codiceAsl=010999`);
  });

  it('says so when the chosen calendar cannot be found', async () => {
    stubFetch(
      on('GET', calendarCodiciRoutes.tipi.url, () => json(tipiCalendario)),
      on('GET', ASL, () => json(ASLS)),
      ...territory,
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

  it('shows the slots the user holds as theirs, leading to the booking instead of booking again', async () => {
    const week: CalendarioDettaglio = {
      ...vaccinazioniRivoliWeek,
      disponibilita: {
        ...vaccinazioniRivoliWeek.disponibilita,
        slot: [
          ...weekSlots,
          slotAt('2026-12-03', '10:00', { liberi: 2, prenotatoDaMe: true }),
          slotAt('2026-12-03', '10:15', { liberi: 0, inAttesa: 3, inAttesaDaMe: true }),
        ],
      },
    };
    const fetch = api(undefined, week);
    renderScreen(<CalendarHome />, WEEK_URL);
    const mine = await screen.findByRole('link', {
      name: '10:00 Prenotato da te Vedi in Le mie prenotazioni, giovedì 3 dicembre',
    });
    expect(mine).toHaveAttribute('href', '/calendario/prenotazioni');
    expect(mine).not.toHaveTextContent('posti liberi');
    expect(
      screen.getByRole('link', {
        name: '10:15 Sei in lista di attesa Vedi in Le mie prenotazioni, giovedì 3 dicembre',
      }),
    ).toHaveAttribute('href', '/calendario/prenotazioni');
    expect(screen.queryByRole('button', { name: /^10:00 / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^10:15 / })).toBeNull();
    expect(fetch.bodies('POST', BOOK)).toEqual([]);
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

describe('CalendarHome: the first available day', () => {
  const firstAvailable = (data: string | null) =>
    on('GET', FIRST, () =>
      json({
        dal: '2026-11-25',
        al: '2027-01-24',
        data,
        inizio: data ? `${data}T08:30:00+01:00` : null,
      }),
    );

  it('jumps to the week of the first day with a free slot, and says which day it is', async () => {
    const fetch = api(undefined, undefined, firstAvailable('2026-12-17'));
    const { router } = renderScreen(<CalendarHome />, '/calendario?calendario=12&settimana=2026-11-23');
    await screen.findByRole('list', { name: 'Giorni della settimana' });
    const button = screen.getByRole('button', { name: 'Primo giorno disponibile' });
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.search).toBe('?calendario=12&settimana=2026-12-14'));
    expect(fetch.urls()).toContain(FIRST);
    const found = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Primo giorno con posti liberi'));
    expect(found).toHaveTextContent('Primo giorno con posti liberi: giovedì 17 dicembre 2026.');
    await waitFor(() => expect(detailCalls(fetch)).toContain(`${DETAIL}?dal=2026-12-14&al=2026-12-20`));
    expect(button).toHaveFocus();
    // Moving by week leaves the answer behind.
    await userEvent.click(screen.getByRole('button', { name: 'Settimana successiva' }));
    expect(screen.queryByText(/Primo giorno con posti liberi/)).toBeNull();
  });

  it('says so when no day within the search has a free slot, and stays on the week', async () => {
    api(undefined, undefined, firstAvailable(null));
    const { router } = renderScreen(<CalendarHome />, WEEK_URL);
    await screen.findByRole('list', { name: 'Giorni della settimana' });
    await userEvent.click(screen.getByRole('button', { name: 'Primo giorno disponibile' }));
    expect(
      await screen.findByText('Nessun posto libero da prenotare fino a domenica 24 gennaio 2027.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?calendario=12&settimana=2026-11-30');
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
    expect(fetch.bodies('POST', BOOK)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Note (facoltative)'), 'Prima dose');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.bodies('POST', BOOK)).toEqual([
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

  it('after a refusal the focus stays in the dialog, on the reason, and Escape still closes it', async () => {
    api(() => errorBody(409, calendarMessages.overlap));
    renderScreen(<CalendarHome />, WEEK_URL);
    const slot = await screen.findByRole('button', { name: FREE });
    await userEvent.click(slot);
    const dialog = screen.getByRole('dialog', { name: 'Conferma la prenotazione' });
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const alert = await within(dialog).findByRole('alert');
    // The alert's box takes the focus: read at once, and inside the dialog.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(confirm).not.toBeDisabled();
    // As browsers send it, from where the focus is.
    fireEvent.keyUp(document.activeElement as HTMLElement, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(slot).toHaveFocus();
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
    expect(fetch.bodies('POST', BOOK).map((b) => (b as { listaAttesa: boolean }).listaAttesa)).toEqual([
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
    expect(fetch.bodies('POST', BOOK)).toEqual([
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
    expect(fetch.bodies('POST', BOOK)).toHaveLength(1);
    expect(slot).toHaveFocus();
  });
});

describe('slotState', () => {
  it('puts the user’s own place before the seats left and the calendar’s rules', () => {
    expect(slotState(slotAt('2026-12-01', '08:30'))).toBe('free');
    expect(slotState(slotAt('2026-12-01', '08:30', { liberi: 0 }))).toBe('full');
    expect(slotState(slotAt('2026-12-01', '08:30', { prenotabile: false }))).toBe('unavailable');
    expect(slotState(slotAt('2026-12-01', '08:30', { liberi: 18, prenotatoDaMe: true }))).toBe('mine');
    expect(slotState(slotAt('2026-12-01', '08:30', { prenotabile: false, prenotatoDaMe: true }))).toBe(
      'mine',
    );
    expect(slotState(slotAt('2026-12-01', '08:30', { liberi: 0, inAttesaDaMe: true }))).toBe('mine-waiting');
  });
});
