import { calendarMessages } from '@halo/contract/calendar';
import { calendarFeedRoutes, type Feed } from '@halo/contract/calendar/feed';
import { calendarPrenotazioniRoutes, type Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../lib/call-route.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { atNow, NOW, pageOf, prenotazione, waitingBooking } from '../calendar.test-utils.ts';
import { CalendarPrenotazioni } from './calendar-prenotazioni.screen.tsx';

const URL_PATH = '/calendario/prenotazioni';
const FIRST = 'Vaccinazioni Rivoli, martedì 1 dicembre 2026, 08:30–08:45';

// The calls' addresses, as the contract gives them.
const EVENTS = calendarPrenotazioniRoutes.eventi.url;
const FEED = calendarFeedRoutes.feed.url;
const CANCEL_501 = fillPath(calendarPrenotazioniRoutes.annullaEvento.url, { id: 501 });
const ICS = fillPath(calendarPrenotazioniRoutes.icsEvento.url, { id: 501 });

atNow();

const noFeed: Feed = { attivo: false, creatoIl: null, url: null };

function api(
  lists: { upcoming?: Prenotazione[]; past?: Prenotazione[]; feed?: () => Feed } = {},
  ...routes: Route[]
) {
  const upcoming = lists.upcoming ?? [prenotazione({ note: 'Prima dose' })];
  const past = lists.past ?? [];
  return stubFetch(
    ...routes,
    on('GET', EVENTS, (url) => json(pageOf(url.searchParams.has('dal') ? upcoming : past))),
    on('GET', FEED, () => json(lists.feed?.() ?? noFeed)),
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const outcome = () =>
  screen.getAllByRole('status').find((region) => region.textContent !== '') ?? document.body;

describe('CalendarPrenotazioni: the lists', () => {
  it('shows upcoming and past bookings with their state, waiting-list place and notes', async () => {
    const fetch = api({
      upcoming: [prenotazione({ note: 'Prima dose' }), waitingBooking()],
      past: [
        prenotazione({
          id: 400,
          calendarioNome: 'Incontri di prevenzione',
          titolo: 'Alimentazione e salute',
          inizio: '2026-11-10T17:00:00+01:00',
          fine: '2026-11-10T19:00:00+01:00',
          stato: 'completato',
          annullabileFinoAl: null,
        }),
      ],
    });
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie prenotazioni' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section('Prossime prenotazioni')).getAllByRole('article')).toHaveLength(2),
    );

    const [booked, waiting] = within(section('Prossime prenotazioni')).getAllByRole('article');
    expect(booked).toHaveAccessibleName('Vaccinazioni Rivoli');
    expect(booked).toHaveTextContent('martedì 1 dicembre 2026, 08:30–08:45');
    expect(booked).toHaveTextContent('Stato: Prenotato');
    expect(booked).toHaveTextContent('Note: Prima dose');
    expect(booked).toHaveTextContent('Si può annullare fino a 30 novembre 2026 alle ore 08:30.');
    expect(waiting).toHaveTextContent('Stato: In lista di attesa');
    expect(waiting).toHaveTextContent('Posizione in lista di attesa: 2');

    const past = within(section('Prenotazioni passate')).getByRole('article');
    expect(past).toHaveAccessibleName('Incontri di prevenzione');
    expect(past).toHaveTextContent('Alimentazione e salute');
    expect(past).toHaveTextContent('martedì 10 novembre 2026, 17:00–19:00');
    expect(past).toHaveTextContent('Stato: Completato');
    expect(within(past).queryByRole('button', { name: /^Annulla/ })).toBeNull();

    expect(fetch.urls()).toEqual(
      expect.arrayContaining([
        `${EVENTS}?ambito=mie&dal=${encodeURIComponent(NOW)}&ordine=inizio&page=1&size=20`,
        `${EVENTS}?ambito=mie&al=${encodeURIComponent(NOW)}&ordine=-inizio&page=1&size=20`,
      ]),
    );
  });

  it('says when there is nothing, with the way to book', async () => {
    api({ upcoming: [], past: [] });
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    expect(await screen.findByText('Non hai prenotazioni in programma.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prenota un appuntamento' })).toHaveAttribute(
      'href',
      '/calendario',
    );
    expect(screen.getByText('Non hai prenotazioni passate.')).toBeInTheDocument();
  });

  it('shows 20 at a time, and "Mostra altre" adds the next page and moves the focus to it', async () => {
    const all = Array.from({ length: 25 }, (_, i) =>
      prenotazione({ id: 600 + i, calendarioNome: `Calendario ${String(i + 1).padStart(2, '0')}` }),
    );
    const fetch = stubFetch(
      on('GET', EVENTS, (url) => {
        if (!url.searchParams.has('dal')) return json(pageOf([]));
        const page = Number(url.searchParams.get('page'));
        return json(pageOf(all.slice((page - 1) * 20, page * 20), all.length, page));
      }),
      on('GET', FEED, () => json(noFeed)),
    );
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    const upcoming = () => within(section('Prossime prenotazioni')).getAllByRole('article');
    await waitFor(() => expect(upcoming()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altre (5 rimanenti)' }));
    await waitFor(() => expect(upcoming()).toHaveLength(25));
    expect(fetch.urls()).toContain(
      `${EVENTS}?ambito=mie&dal=${encodeURIComponent(NOW)}&ordine=inizio&page=2&size=20`,
    );
    expect(screen.queryByRole('button', { name: /^Mostra altre/ })).toBeNull();
    await waitFor(() => expect(upcoming()[20]).toHaveFocus());
    expect(upcoming()[20]).toHaveAccessibleName('Calendario 21');
  });
});

describe('CalendarPrenotazioni: cancelling', () => {
  it('asks first, then sends the DELETE and says so', async () => {
    const fetch = api(
      {},
      on('DELETE', CANCEL_501, () => json(prenotazione({ stato: 'annullato' }))),
    );
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    const cancel = await screen.findByRole('button', { name: `Annulla la prenotazione: ${FIRST}` });

    await userEvent.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    expect(dialog).toHaveTextContent(
      `La prenotazione per ${FIRST} sarà annullata e il posto tornerà libero.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mantieni la prenotazione' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel).toHaveFocus();
    expect(fetch.calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.calls().filter((c) => c.startsWith('DELETE'))).toEqual([`DELETE ${CANCEL_501}`]);
    expect(outcome()).toHaveTextContent(`Prenotazione annullata: ${FIRST}.`);
    // Its cancel button is gone with the cancellation: the focus is on the booking.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Vaccinazioni Rivoli' })).toHaveFocus());
    // The lists are read again.
    await waitFor(() =>
      expect(fetch.calls().filter((c) => c.startsWith(`GET ${EVENTS}?`)).length).toBeGreaterThan(2),
    );
  });

  it('a refusal (the deadline passed meanwhile) stays in the dialog', async () => {
    api(
      {},
      on('DELETE', CANCEL_501, () => errorBody(409, calendarMessages.cancelDeadline(1440))),
    );
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    await userEvent.click(await screen.findByRole('button', { name: `Annulla la prenotazione: ${FIRST}` }));
    const dialog = screen.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Il termine per annullare è scaduto: si annulla fino a 1 giorno prima dell'appuntamento.",
    );
  });

  it('after the deadline offers no cancellation and says until when it was possible', async () => {
    api({ upcoming: [prenotazione({ annullabileFinoAl: '2026-11-24T07:30:00.000Z' })] });
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    const booking = await within(section('Prossime prenotazioni')).findByRole('article');
    expect(booking).toHaveTextContent(
      'Non si può più annullare: si poteva fino a 24 novembre 2026 alle ore 08:30.',
    );
    expect(within(booking).queryByRole('button', { name: /^Annulla/ })).toBeNull();
    expect(within(booking).getByRole('button', { name: /^Scarica per il calendario/ })).toBeInTheDocument();
  });
});

describe('CalendarPrenotazioni: a seat offered from the waiting list', () => {
  const offered = prenotazione({
    id: 502,
    stato: 'in-attesa',
    posizioneAttesa: 1,
    offertaScadeIl: '2026-11-25T11:00:00.000Z',
    version: 4,
  });

  it('?offerta= brings the booking into focus, and accepting it books the seat', async () => {
    const fetch = api(
      { upcoming: [prenotazione({ id: 500, calendarioNome: 'Screening Pinerolo' }), offered] },
      on('PUT', calendarPrenotazioniRoutes.aggiornaEvento.url, () =>
        json({ ...offered, stato: 'prenotato', version: 5 }),
      ),
    );
    renderScreen(<CalendarPrenotazioni />, `${URL_PATH}?offerta=502`);
    const article = await screen.findByRole('article', { name: 'Vaccinazioni Rivoli' });
    await waitFor(() => expect(article).toHaveFocus());
    expect(article).toHaveClass('booking-highlight');
    expect(article).toHaveTextContent(
      'Si è liberato un posto: puoi accettarlo entro 25 novembre 2026 alle ore 12:00.',
    );

    await userEvent.click(within(article).getByRole('button', { name: `Accetta il posto: ${FIRST}` }));
    await waitFor(() =>
      expect(outcome()).toHaveTextContent(`Posto accettato: la prenotazione per ${FIRST} è confermata.`),
    );
    expect(fetch.bodies('PUT', calendarPrenotazioniRoutes.aggiornaEvento.url)).toEqual([
      { id: 502, version: 4, stato: 'prenotato' },
    ]);
    expect(article).toHaveFocus();
  });

  it('an offer that expired meanwhile says so by the booking', async () => {
    api(
      { upcoming: [offered] },
      on('PUT', calendarPrenotazioniRoutes.aggiornaEvento.url, () =>
        errorBody(409, calendarMessages.offerExpired),
      ),
    );
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    const article = await screen.findByRole('article', { name: 'Vaccinazioni Rivoli' });
    await userEvent.click(within(article).getByRole('button', { name: /^Accetta il posto/ }));
    expect(await within(article).findByRole('alert')).toHaveTextContent("L'offerta del posto è scaduta.");
  });

  it('no offer, no button', async () => {
    api({ upcoming: [{ ...offered, offertaScadeIl: null }] });
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    const article = await screen.findByRole('article', { name: 'Vaccinazioni Rivoli' });
    expect(within(article).queryByRole('button', { name: /^Accetta il posto/ })).toBeNull();
  });
});

describe('CalendarPrenotazioni: calendar apps', () => {
  it('downloads the .ics of a booking', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    api(
      {},
      on('GET', ICS, () => new Response(ics, { status: 200, headers: { 'Content-Type': 'text/calendar' } })),
    );
    const files = catchDownloads();
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    await userEvent.click(
      await screen.findByRole('button', { name: `Scarica per il calendario (.ics): ${FIRST}` }),
    );
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['prenotazione-501.ics']));
    expect(files[0]?.blob.type).toBe('text/calendar');
    expect(await files[0]?.blob.text()).toBe(ics);
  });

  it('creates the private feed, shows its address once with a copy button, and revokes it', async () => {
    const address = `https://halo.example/api/v1/calendar/feed/${'a'.repeat(43)}`;
    let feed: Feed = noFeed;
    const fetch = api(
      { feed: () => feed },
      on('POST', calendarFeedRoutes.creaFeed.url, () => {
        feed = { attivo: true, creatoIl: NOW, url: null };
        return json({ ...feed, url: address }, 201);
      }),
      on('DELETE', calendarFeedRoutes.revocaFeed.url, () => {
        feed = noFeed;
        return json(feed);
      }),
    );
    // A session of user-event: it lends the page a clipboard to read back.
    const user = userEvent.setup();
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    const area = () => section('Le prenotazioni nella tua app di calendario');
    expect(await within(area()).findByText('Non hai un feed attivo.')).toBeInTheDocument();

    await user.click(within(area()).getByRole('button', { name: 'Crea indirizzo del feed' }));
    const input = await within(area()).findByRole('textbox', { name: 'Indirizzo del feed' });
    expect(input).toHaveValue(address);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription(/mostrato solo ora/);
    await waitFor(() => expect(input).toHaveFocus());
    expect(
      await within(area()).findByText('Il tuo feed è attivo dal 25 novembre 2026 alle ore 10:00.'),
    ).toBeInTheDocument();

    await user.click(within(area()).getByRole('button', { name: 'Copia' }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(within(area()).getByText('Indirizzo copiato negli appunti.')).toBeInTheDocument();

    await user.click(within(area()).getByRole('button', { name: 'Revoca' }));
    const dialog = screen.getByRole('dialog', { name: 'Revocare il feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoca' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.calls()).toContain(`DELETE ${calendarFeedRoutes.revocaFeed.url}`);
    expect(outcome()).toHaveTextContent('Feed revocato: il suo indirizzo non funziona più.');
    expect(within(area()).queryByRole('textbox')).toBeNull();
    const create = await within(area()).findByRole('button', { name: 'Crea indirizzo del feed' });
    await waitFor(() => expect(create).toHaveFocus());
  });

  it('renewing asks first and shows the new address', async () => {
    const address = `https://halo.example/api/v1/calendar/feed/${'b'.repeat(43)}`;
    const fetch = api(
      { feed: () => ({ attivo: true, creatoIl: '2026-11-01T08:00:00.000Z', url: null }) },
      on('POST', calendarFeedRoutes.creaFeed.url, () =>
        json({ attivo: true, creatoIl: NOW, url: address }, 201),
      ),
    );
    renderScreen(<CalendarPrenotazioni />, URL_PATH);
    const area = section('Le prenotazioni nella tua app di calendario');
    expect(
      await within(area).findByText('Il tuo feed è attivo dal 1 novembre 2026 alle ore 09:00.'),
    ).toBeInTheDocument();
    await userEvent.click(within(area).getByRole('button', { name: 'Rigenera' }));
    const dialog = screen.getByRole('dialog', { name: 'Rigenerare l’indirizzo del feed?' });
    expect(fetch.calls()).not.toContain(`POST ${calendarFeedRoutes.creaFeed.url}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rigenera' }));
    const input = await within(area).findByRole('textbox', { name: 'Indirizzo del feed' });
    expect(input).toHaveValue(address);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(input).toHaveFocus());
  });
});
