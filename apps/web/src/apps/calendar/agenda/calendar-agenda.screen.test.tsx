import { calendarSections } from '@halo/contract/calendar';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { at, booking, DAY, detail, page, slot, vaccini } from '../calendar.manage.test-utils.ts';
import { CalendarAgenda } from './calendar-agenda.screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const API = '/api/v1/calendar';

const mario = booking('Mario Rossi', '10:00', 'prenotato', { note: 'Porta il libretto' });
const anna = booking('Anna Bianchi', '10:00', 'arrivato');
const luca = booking('Luca Verdi', '10:15', 'completato');
const giulia = booking('Giulia Neri', '10:00', 'in-attesa', {
  posizioneAttesa: 1,
  offertaScadeIl: '2026-11-25T08:30:00.000Z',
});
const paolo = booking('Paolo Gialli', '10:00', 'in-attesa', { posizioneAttesa: 2 });
const sara = booking('Sara Viola', '10:15', 'annullato');

const daySlots = [
  slot('10:00', 2, 0, { inAttesa: 2 }),
  slot('10:15', 2, 1),
  slot('10:30', 2, 2),
  slot('10:45', 2, 2, { prenotabile: false, motivo: 'Serve un preavviso di almeno 1 ora.' }),
];

function api({
  bookings = [mario, anna, luca, paolo, giulia, sara],
  first = [],
}: {
  bookings?: Prenotazione[];
  first?: Parameters<typeof stubFetch>;
} = {}) {
  return stubFetch(
    ...first,
    on('GET', API, () => json([vaccini])),
    on('GET', `${API}/events`, () => json(page(bookings))),
    on('GET', `${API}/1`, (url) =>
      json(detail(vaccini, daySlots, url.searchParams.get('dal') ?? DAY, url.searchParams.get('al') ?? DAY)),
    ),
  );
}

const dayUrl = `/calendario/agenda?calendario=1&data=${DAY}`;

/** The list item of a person in the day's table. */
async function entryOf(name: string) {
  const item = (await screen.findByText(name)).closest('li');
  if (!item) throw new Error(`${name} is not in a list`);
  return item;
}

describe('CalendarAgenda: the day', () => {
  it('lists the day’s times with the people booked, each with only the actions its state allows', async () => {
    const fetch = api();
    renderScreen(<CalendarAgenda />, dayUrl);
    expect(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mercoledì 25 novembre 2026' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('3 prenotazioni, 2 persone in lista di attesa.'),
    );
    const table = await screen.findByRole('table', { name: /^Agenda di mercoledì 25 novembre 2026/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? null)).toEqual([
      null,
      '10:00–10:15',
      '10:15–10:30',
      '10:30–10:45',
      '10:45–11:00',
    ]);

    const booked = within(table).getByRole('list', { name: 'Prenotazioni delle 10:00' });
    expect(within(booked).getByText('Prenotato')).toBeInTheDocument();
    expect(within(booked).getByText('Nota: Porta il libretto')).toBeInTheDocument();
    const names = (name: string) =>
      screen.queryAllByRole('button', { name: new RegExp(`– ${name} `) }).map((button) => button.textContent);
    expect(names('Mario Rossi')).toEqual(['Conferma', 'Arrivato', 'Non presentato', 'Annulla']);
    expect(names('Anna Bianchi')).toEqual(['Completato', 'Non presentato']);
    expect(names('Luca Verdi')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Arrivato – Mario Rossi 10:00' })).toBeInTheDocument();

    // Seats in words; a slot that cannot be booked says why and offers no booking.
    expect(within(rows[1] as HTMLElement).getByText('Completo (2 posti)')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('1 libero su 2')).toBeInTheDocument();
    expect(
      within(rows[4] as HTMLElement).getByText('Serve un preavviso di almeno 1 ora.'),
    ).toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Prenota per conto di… – 10:30' })).toBeInTheDocument();

    // Cancelled bookings only on request.
    expect(screen.queryByText('Sara Viola')).toBeNull();
    await userEvent.click(screen.getByLabelText('Mostra anche le prenotazioni annullate'));
    expect(within(await entryOf('Sara Viola')).getByText('Annullato')).toBeInTheDocument();

    const query = fetch.urls().find((u) => u.startsWith(`${API}/events?`)) ?? '';
    expect(Object.fromEntries(new URL(query, 'http://localhost').searchParams)).toEqual({
      ambito: 'gestite',
      calendarioId: '1',
      dal: '2026-11-24T23:00:00.000Z',
      al: '2026-11-25T23:00:00.000Z',
      size: '500',
    });
    expect(fetch.urls()).toContain(`${API}/1?dal=${DAY}&al=${DAY}`);
    expect(fetch.urls()).toContain(`${API}?gestiti=true`);
  });

  it('marks a booking fulfilled with a PUT of its id, version and new state', async () => {
    const fetch = api({
      first: [on('PUT', `${API}/events`, (_, body) => json({ ...anna, version: 2, ...(body as object) }))],
    });
    renderScreen(<CalendarAgenda />, dayUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'Completato – Anna Bianchi 10:00' }));
    await waitFor(() =>
      expect(fetch.bodies('PUT', `${API}/events`)).toEqual([
        { id: anna.id, version: 1, stato: 'completato' },
      ]),
    );
    expect(await screen.findByText('Anna Bianchi, 10:00: Completato.')).toBeInTheDocument();
  });

  it('shows a refused change by the booking it is about, and reads the day again', async () => {
    const refusal = 'Una prenotazione «prenotato» non può passare a «arrivato».';
    const fetch = api({
      first: [
        on('PUT', `${API}/events`, () => errorBody(409, refusal, [{ path: 'body.stato', message: refusal }])),
      ],
    });
    renderScreen(<CalendarAgenda />, dayUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'Arrivato – Mario Rossi 10:00' }));
    const entry = await entryOf('Mario Rossi');
    expect(await within(entry).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() =>
      expect(fetch.urls().filter((u) => u.startsWith(`${API}/events?`)).length).toBeGreaterThan(1),
    );
  });

  it('shows the waiting list of a slot in its order, and gives the first the seat', async () => {
    const fetch = api({
      first: [on('PUT', `${API}/events`, (_, body) => json({ ...giulia, version: 2, ...(body as object) }))],
    });
    renderScreen(<CalendarAgenda />, dayUrl);
    const waiting = await screen.findByRole('list', { name: 'Lista di attesa delle 10:00' });
    const entries = within(waiting).getAllByRole('listitem');
    expect(entries.map((li) => li.querySelector('.fw-semibold')?.textContent)).toEqual([
      'Giulia Neri',
      'Paolo Gialli',
    ]);
    expect(entries[0]).toHaveTextContent('1ª in lista');
    expect(entries[0]).toHaveTextContent('Posto offerto fino a 25/11/26, 09:30');
    expect(entries[1]).toHaveTextContent('2ª in lista');
    expect(screen.getByRole('list', { name: 'Prenotazioni delle 10:15' })).toBeInTheDocument();

    await userEvent.click(
      within(waiting).getByRole('button', { name: 'Assegna il posto – Giulia Neri 10:00' }),
    );
    await waitFor(() =>
      expect(fetch.bodies('PUT', `${API}/events`)).toEqual([
        { id: giulia.id, version: 1, stato: 'prenotato' },
      ]),
    );
  });

  it('books on behalf of a person, sending who it is for', async () => {
    const fetch = api({
      first: [
        on('POST', `${API}/events`, (_, body) =>
          json(booking('Carla Blu', '10:30', 'prenotato', { per: (body as Prenotazione).per }), 201),
        ),
      ],
    });
    renderScreen(<CalendarAgenda />, dayUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'Prenota per conto di… – 10:30' }));
    const dialog = screen.getByRole('dialog', { name: 'Prenota per conto di altri' });
    expect(within(dialog).getByText('mercoledì 25 novembre 2026, ore 10:30')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome e cognome *'), 'Carla Blu');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'carla@example.it');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Prima dose');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    await waitFor(() =>
      expect(fetch.bodies('POST', `${API}/events`)).toEqual([
        {
          id: '-1',
          calendarioId: 1,
          inizio: at('10:30'),
          note: 'Prima dose',
          listaAttesa: true,
          per: { nome: 'Carla Blu', email: 'carla@example.it' },
        },
      ]),
    );
    expect(await screen.findByText('Prenotato per Carla Blu alle 10:30.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the booking dialog open with the server’s reason when it refuses', async () => {
    const fetch = api({
      first: [
        on('POST', `${API}/events`, () =>
          errorBody(409, 'Posto non più disponibile: scegliere un altro orario.'),
        ),
      ],
    });
    renderScreen(<CalendarAgenda />, dayUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'Prenota per conto di… – 10:15' }));
    const dialog = screen.getByRole('dialog', { name: 'Prenota per conto di altri' });
    // The name is required: nothing is sent without it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    expect(within(dialog).getByLabelText('Nome e cognome *')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.bodies('POST', `${API}/events`)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Nome e cognome *'), 'Carla Blu');
    await userEvent.click(within(dialog).getByLabelText('Se l’orario è completo, metti in lista di attesa'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Posto non più disponibile: scegliere un altro orario.',
    );
    expect(fetch.bodies('POST', `${API}/events`)).toEqual([
      expect.objectContaining({ listaAttesa: false, per: { nome: 'Carla Blu', email: null } }),
    ]);
  });

  it('cancels a booking after asking, with the reason given', async () => {
    const fetch = api({
      first: [on('DELETE', `${API}/events/delete/${mario.id}`, () => json({ ...mario, stato: 'annullato' }))],
    });
    renderScreen(<CalendarAgenda />, dayUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla – Mario Rossi 10:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    expect(
      within(dialog).getByText(
        'Annullare la prenotazione di Mario Rossi del mercoledì 25 novembre 2026 alle 10:00?',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo (facoltativo)'), 'Richiesta telefonica');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla la prenotazione' }));
    await waitFor(() =>
      expect(fetch.urls()).toContain(`${API}/events/delete/${mario.id}?motivo=Richiesta+telefonica`),
    );
    expect(await screen.findByText('Prenotazione di Mario Rossi delle 10:00 annullata.')).toBeInTheDocument();
  });

  it('shows a user without rights on the bookings no action', async () => {
    api();
    renderScreen(<CalendarAgenda />, dayUrl, { [calendarSections.prenotazioni]: 48 });
    await entryOf('Mario Rossi');
    expect(screen.queryByRole('button', { name: /Mario Rossi/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Prenota per conto di/ })).toBeNull();
  });
});

describe('CalendarAgenda: the week and the address', () => {
  it('shows seven days with their bookings and opens a day from the week', async () => {
    const thursday = booking('Elena Rosa', '09:00', 'confermato', {}, '2026-11-26');
    const fetch = api({ bookings: [mario, anna, giulia, sara, thursday] });
    const { router } = renderScreen(
      <CalendarAgenda />,
      `/calendario/agenda?calendario=1&vista=settimana&data=${DAY}`,
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Settimana dal lunedì 23 novembre 2026 al domenica 29 novembre 2026',
      }),
    ).toBeInTheDocument();
    const days = await screen.findAllByRole('region', { name: /nov$/ });
    expect(days).toHaveLength(7);
    const wednesday = screen.getByRole('region', { name: 'mer 25 nov' });
    expect(within(wednesday).getByText('3 prenotazioni')).toBeInTheDocument();
    expect(within(wednesday).getByText('10:00 Anna Bianchi (Arrivato)')).toBeInTheDocument();
    expect(within(wednesday).getByText('10:00 Giulia Neri (In lista di attesa)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'gio 26 nov' })).getByText('1 prenotazione'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'lun 23 nov' })).getByText('Nessuna prenotazione'),
    ).toBeInTheDocument();
    const query = fetch.urls().find((u) => u.startsWith(`${API}/events?`)) ?? '';
    expect(new URL(query, 'http://localhost').searchParams.get('dal')).toBe('2026-11-22T23:00:00.000Z');
    expect(new URL(query, 'http://localhost').searchParams.get('al')).toBe('2026-11-29T23:00:00.000Z');

    await userEvent.click(
      within(screen.getByRole('region', { name: 'gio 26 nov' })).getByRole('button', {
        name: 'Apri il giorno – giovedì 26 novembre 2026',
      }),
    );
    expect(router.state.location.search).toBe('?calendario=1&data=2026-11-26');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Giovedì 26 novembre 2026' }),
    ).toBeInTheDocument();
  });

  it('moves by a day, switches view and keeps it all in the address', async () => {
    api();
    const { router } = renderScreen(<CalendarAgenda />, dayUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'Giorno successivo' }));
    expect(router.state.location.search).toBe('?calendario=1&data=2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Settimana' }));
    expect(router.state.location.search).toBe('?calendario=1&vista=settimana&data=2026-11-26');
    expect(screen.getByRole('button', { name: 'Settimana' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Settimana precedente' }));
    expect(router.state.location.search).toBe('?calendario=1&vista=settimana&data=2026-11-19');
  });

  it('says so when the user works no calendar', async () => {
    stubFetch(on('GET', API, () => json([])));
    renderScreen(<CalendarAgenda />, '/calendario/agenda');
    expect(await screen.findByText('Non gestisci le prenotazioni di nessun calendario.')).toBeInTheDocument();
  });

  it('speaks English around the data', async () => {
    await setLanguage('en');
    api();
    renderScreen(<CalendarAgenda />, dayUrl);
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Wednesday,? 25 November 2026$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Arrived – Mario Rossi 10:00' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Waiting list at 10:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book on behalf of… – 10:30' })).toBeInTheDocument();
    for (const italian of [
      'Prenotato',
      'Arrivato',
      'Lista di attesa',
      'Giorno successivo',
      'Nessuno in attesa',
    ]) {
      expect(screen.queryByText(italian)).toBeNull();
    }
  });
});
