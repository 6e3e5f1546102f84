import { regionalPublicRoutes } from '@halo/contract';
import { calendarMessages } from '@halo/contract/calendar';
import { calendarCalendariRoutes } from '@halo/contract/calendar/calendari';
import { calendarCodiciRoutes } from '@halo/contract/calendar/codici';
import { calendarFeedRoutes, type Feed } from '@halo/contract/calendar/feed';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { fillPath } from '../../lib/call-route.ts';
import { errorBody, json, on, stubFetch } from '../../test/fetch-stub.ts';
import { renderScreen } from '../../test/render-shell.tsx';
import {
  atNow,
  pageOf,
  prenotazione,
  screeningPinerolo,
  tipiCalendario,
  vaccinazioniRivoli,
  vaccinazioniRivoliWeek,
  waitingBooking,
} from './calendar.test-utils.ts';
import { CalendarHome } from './disponibilita/calendar-home.screen.tsx';
import { CalendarPrenotazioni } from './prenotazioni/calendar-prenotazioni.screen.tsx';

/** The citizen's screens in English: every word around the data translated, the server's reasons as they come. */

atNow();

const noFeed: Feed = { attivo: false, creatoIl: null, url: null };

function api(book = () => json(prenotazione(), 201)) {
  return stubFetch(
    on('GET', calendarCodiciRoutes.tipi.url, () => json(tipiCalendario)),
    on('GET', regionalPublicRoutes.regioni.url, () => json([])),
    on('GET', calendarCalendariRoutes.aslCalendari.url, () =>
      json([{ codiceAsl: '010203', denominazione: 'ASL TO3' }]),
    ),
    on('GET', calendarCalendariRoutes.calendari.url, () => json([vaccinazioniRivoli, screeningPinerolo])),
    on('GET', fillPath(calendarCalendariRoutes.calendario.url, { id: 12 }), () =>
      json(vaccinazioniRivoliWeek),
    ),
    on('POST', calendarPrenotazioniRoutes.prenota.url, book),
    on('GET', calendarPrenotazioniRoutes.eventi.url, (url) =>
      json(
        pageOf(
          url.searchParams.has('dal')
            ? [
                prenotazione({ note: 'First dose' }),
                waitingBooking({
                  offertaScadeIl: '2026-11-25T11:00:00.000Z',
                }),
              ]
            : [],
        ),
      ),
    ),
    on('GET', calendarFeedRoutes.feed.url, () => json(noFeed)),
  );
}

describe('the booking screen in English', () => {
  it('keeps the application’s name as the title and speaks English around the data', async () => {
    await setLanguage('en');
    api();
    renderScreen(<CalendarHome />, '/calendario');
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario e prenotazioni' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Book/);
    expect(screen.getByRole('heading', { level: 2, name: 'Choose the calendar' })).toBeInTheDocument();
    expect(await screen.findByText('2 calendars found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type of calendar')).toBeInTheDocument();
    expect(screen.getByLabelText('Health authority (ASL)')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'All health authorities' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Calendar name' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Choose the calendar Vaccinazioni Rivoli' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a calendar to see its times.')).toBeInTheDocument();
    for (const italian of ['Scegli il calendario', 'Titolare', 'Tipo di calendario', 'Orari disponibili']) {
      expect(screen.queryByText(italian)).not.toBeInTheDocument();
    }
  });

  it('says the state of each slot in English and confirms a booking in English', async () => {
    await setLanguage('en');
    api();
    renderScreen(<CalendarHome />, '/calendario?calendario=12&settimana=2026-11-30');
    const free = await screen.findByRole('button', { name: '08:30 2 seats free, Tuesday 1 December' });
    expect(
      screen.getByRole('button', {
        name: '08:45 Full – waiting list 2 people waiting, Tuesday 1 December',
      }),
    ).toBeInTheDocument();
    // The reason is the server's, in Italian (SPEC.md §8).
    expect(
      screen.getByRole('button', {
        name: '08:30 Not bookable: Serve un preavviso di almeno 1 ora., Monday 30 November',
      }),
    ).toBeDisabled();
    expect(screen.getByText('Closed: Chiusura straordinaria')).toBeInTheDocument();
    expect(screen.getByText('Week from Monday 30 November to Sunday, 6 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First available day' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change calendar' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(free);
    const dialog = screen.getByRole('dialog', { name: 'Confirm the booking' });
    expect(dialog).toHaveTextContent('Tuesday, 1 December 2026, 08:30–08:45');
    expect(within(dialog).getByLabelText('Notes (optional)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Booked: Vaccinazioni Rivoli, Tuesday, 1 December 2026, 08:30–08:45.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toBeInTheDocument();
    expect(screen.queryByText(/posti liberi|Prenotazione effettuata/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as it comes, in an English dialog', async () => {
    await setLanguage('en');
    api(() => errorBody(409, calendarMessages.overlap));
    renderScreen(<CalendarHome />, '/calendario?calendario=12&settimana=2026-11-30');
    await userEvent.click(await screen.findByRole('button', { name: /^09:00 1 seat free/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the booking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(calendarMessages.overlap);
  });
});

describe('the bookings screen in English', () => {
  it('titles the screen and its sections, and tells states, deadlines and offers in English', async () => {
    await setLanguage('en');
    api();
    renderScreen(<CalendarPrenotazioni />, '/calendario/prenotazioni');
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(document.title).toMatch(/^My bookings/);
    const upcoming = screen.getByRole('region', { name: 'Upcoming bookings' });
    await waitFor(() => expect(within(upcoming).getAllByRole('article')).toHaveLength(2));
    const [booked, waiting] = within(upcoming).getAllByRole('article');
    expect(booked).toHaveTextContent('Tuesday, 1 December 2026, 08:30–08:45');
    expect(booked).toHaveTextContent('State: Booked');
    expect(booked).toHaveTextContent('Notes: First dose');
    expect(booked).toHaveTextContent('It can be cancelled until 30 November 2026 at 08:30.');
    expect(
      within(booked as HTMLElement).getByRole('button', {
        name: 'Cancel the booking: Vaccinazioni Rivoli, Tuesday, 1 December 2026, 08:30–08:45',
      }),
    ).toBeInTheDocument();
    expect(waiting).toHaveTextContent('State: On the waiting list');
    expect(waiting).toHaveTextContent('Position on the waiting list: 2');
    expect(waiting).toHaveTextContent(
      'A seat has become free: you can accept it until 25 November 2026 at 12:00.',
    );
    expect(
      within(waiting as HTMLElement).getByRole('button', { name: /^Accept the seat/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have no past bookings.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create the feed address' })).toBeInTheDocument();
    for (const italian of ['Prossime prenotazioni', 'Prenotato', 'Stato:', 'Annulla la prenotazione']) {
      expect(screen.queryByText(italian, { exact: false })).not.toBeInTheDocument();
    }
  });

  it('asks in English before cancelling', async () => {
    await setLanguage('en');
    api();
    renderScreen(<CalendarPrenotazioni />, '/calendario/prenotazioni');
    await userEvent.click(
      await screen.findByRole('button', {
        name: /^Cancel the booking: Vaccinazioni Rivoli, Tuesday, 1 December 2026, 08:30/,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking?' });
    expect(within(dialog).getByRole('button', { name: 'Keep the booking' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeInTheDocument();
  });
});
