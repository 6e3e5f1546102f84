import {
  accessTypes,
  calendarSections,
  calendarTypes,
  configurationTypes,
  ownerKinds,
} from '@halo/contract/calendar';
import { type Calendario, defaultConfiguration } from '@halo/contract/calendar/calendari';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { booking, page, screening, vaccini } from '../calendar.manage.test-utils.ts';
import { CalendarCalendari } from './calendar-calendari.screen.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// No pause between keys: the calendar form is long.
const userEvent = userEventApi.setup({ delay: null });

const API = '/api/v1/calendar';
/** The tests that fill the whole calendar form get room on a loaded machine. */
const LONG_FORM = 15_000;
const conf = {
  predefinita: defaultConfiguration,
  fusoOrario: 'Europe/Rome',
  tipiAccesso: accessTypes,
  tipiTitolare: ownerKinds,
};

function api({ first = [], bookings = [] }: { first?: Route[]; bookings?: Prenotazione[] } = {}) {
  return stubFetch(
    ...first,
    on('GET', API, () => json([vaccini, screening])),
    on('GET', `${API}/conf`, () => json(conf)),
    on('GET', `${API}/conf/types`, () => json(configurationTypes)),
    on('GET', `${API}/types`, () => json(calendarTypes)),
    on('GET', `${API}/events`, () => json(page(bookings))),
  );
}

const URL = '/calendario/calendari';

/**
 * A fieldset of the form by its legend (the weekday in the hours editor, an event, a closure). Role queries are slow
 * on a form this long: the form's tests find by text and label.
 */
function group(dialog: HTMLElement, legend: string): HTMLElement {
  const found = within(dialog).getByText(legend, { selector: 'legend' }).closest('fieldset');
  if (!found) throw new Error(`No fieldset for ${legend}`);
  return found;
}
const weekday = group;

const button = (dialog: HTMLElement, name: string) => within(dialog).getByText(name, { selector: 'button' });

async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nuovo calendario' }));
  const dialog = screen.getByRole('dialog', { name: 'Nuovo calendario' });
  await within(dialog).findByLabelText('Nome *');
  return dialog;
}

async function fillNewCalendar(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Nome *'), 'Consultorio Rivoli');
  await userEvent.selectOptions(within(dialog).getByLabelText('Tipo di calendario *'), 'consultorio');
  await userEvent.selectOptions(within(dialog).getByLabelText('Tipo di titolare *'), 'struttura');
  await userEvent.type(within(dialog).getByLabelText('Codice del titolare *'), '010030');
  await userEvent.type(within(dialog).getByLabelText('Gruppi degli operatori'), '/calendario/operatori');
  // Saturday morning too.
  await userEvent.click(within(dialog).getByLabelText('Aggiungi fascia – Sabato'));
  const saturday = weekday(dialog, 'Sabato');
  await userEvent.type(within(saturday).getByLabelText('Dalle *'), '09:00');
  await userEvent.type(within(saturday).getByLabelText('Alle *'), '12:00');
  // Friday afternoon closed: its range goes.
  await userEvent.click(within(dialog).getByLabelText('Rimuovi la fascia 1 di Venerdì'));
}

describe('CalendarCalendari: the list', () => {
  it('lists the calendars with type, owner, access and state, and filters them by text', async () => {
    api();
    renderScreen(<CalendarCalendari />, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendari' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Elenco dei calendari' });
    const row = within(table)
      .getByRole('cell', { name: /^Ambulatorio vaccinale Pinerolo/ })
      .closest('tr');
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ambulatorio vaccinale PineroloVaccinazioni degli adulti',
      'Vaccinazioni',
      'Ospedale di PineroloStruttura 010030',
      'Pubblico',
      'Attivo',
      'AndamentoModificaElimina',
    ]);
    expect(within(table).getByText('Non attivo')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 calendari.');

    await userEvent.type(screen.getByLabelText('Cerca per nome, descrizione o titolare'), 'asl to3');
    expect(screen.getByRole('status')).toHaveTextContent('1 calendario.');
    expect(within(table).queryByText('Ambulatorio vaccinale Pinerolo')).toBeNull();
    expect(within(table).getByText('Screening oncologico')).toBeInTheDocument();
  });

  it('shows a reader no create, edit or delete', async () => {
    api();
    renderScreen(<CalendarCalendari />, URL, {
      [calendarSections.calendari]: 48,
      [calendarSections.prenotazioni]: 48,
    });
    await screen.findByRole('table', { name: 'Elenco dei calendari' });
    expect(screen.queryByRole('button', { name: 'Nuovo calendario' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Modifica|Elimina) / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Andamento di Screening oncologico' })).toBeInTheDocument();
  });

  it('shows the edit and not the delete to who may update but not delete', async () => {
    api();
    renderScreen(<CalendarCalendari />, URL, { [calendarSections.calendari]: 48 | 4 });
    expect(await screen.findByRole('button', { name: 'Modifica Screening oncologico' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina Screening oncologico' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuovo calendario' })).toBeNull();
  });
});

describe('CalendarCalendari: create and edit', () => {
  it(
    'creates a calendar from the default configuration with the weekly hours edited',
    async () => {
      const fetch = api({
        first: [
          on('POST', API, (_, body) => {
            const sent = body as Calendario;
            return json(
              { ...vaccini, ...sent, id: 9, version: 1, titolare: { ...sent.titolare, denominazione: 'X' } },
              201,
            );
          }),
        ],
      });
      renderScreen(<CalendarCalendari />, URL);
      const dialog = await openNewForm();
      // A new calendar starts from the service's default: Monday to Friday, 8:30 to 12:30.
      expect(within(weekday(dialog, 'Lunedì')).getByLabelText('Dalle *')).toHaveValue('08:30');
      expect(within(weekday(dialog, 'Domenica')).getByText('Chiuso')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Fuso orario *')).toHaveValue('Europe/Rome');
      await fillNewCalendar(dialog);
      await userEvent.click(button(dialog, 'Salva'));

      await waitFor(() => expect(fetch.bodies('POST', API)).toHaveLength(1));
      expect(fetch.bodies('POST', API)[0]).toEqual({
        id: '-1',
        nome: 'Consultorio Rivoli',
        descrizione: '',
        tipo: 'consultorio',
        titolare: { tipo: 'struttura', codice: '010030' },
        tipoAccesso: 'pubblico',
        gruppi: [],
        gruppiOperatori: ['/calendario/operatori'],
        configurazione: {
          ...defaultConfiguration,
          orari: [
            ...[1, 2, 3, 4].map((giorno) => ({ giorno, dalle: '08:30', alle: '12:30' })),
            { giorno: 6, dalle: '09:00', alle: '12:00' },
          ],
        },
        fusoOrario: 'Europe/Rome',
        attivo: true,
      });
      expect(await screen.findByText('Calendario «Consultorio Rivoli» creato.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    LONG_FORM,
  );

  it(
    'puts the server’s field errors under their fields',
    async () => {
      const fetch = api({
        first: [
          on('POST', API, () =>
            errorBody(400, 'Dati non validi.', [
              {
                path: 'body.configurazione.orari.4.alle',
                message: "L'ora di fine deve seguire quella di inizio.",
              },
              { path: 'body.titolare.codice', message: 'Titolare non trovato.' },
            ]),
          ),
        ],
      });
      renderScreen(<CalendarCalendari />, URL);
      const dialog = await openNewForm();
      await fillNewCalendar(dialog);
      await userEvent.click(button(dialog, 'Salva'));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dati non validi.');
      const alle = within(weekday(dialog, 'Sabato')).getByLabelText('Alle *');
      expect(alle).toHaveAttribute('aria-invalid', 'true');
      expect(alle).toHaveAccessibleDescription("L'ora di fine deve seguire quella di inizio.");
      const owner = within(dialog).getByLabelText('Codice del titolare *');
      expect(owner).toHaveAttribute('aria-invalid', 'true');
      expect(owner).toHaveAccessibleDescription(/^Titolare non trovato\./);
      expect(fetch.bodies('POST', API)).toHaveLength(1);
    },
    LONG_FORM,
  );

  it('checks the form with the contract before sending: a range that ends before it starts', async () => {
    const fetch = api();
    renderScreen(<CalendarCalendari />, URL);
    const dialog = await openNewForm();
    const monday = weekday(dialog, 'Lunedì');
    await userEvent.clear(within(monday).getByLabelText('Alle *'));
    await userEvent.type(within(monday).getByLabelText('Alle *'), '08:00');
    await userEvent.click(button(dialog, 'Salva'));
    expect(
      await within(monday).findByText("L'ora di fine deve seguire quella di inizio."),
    ).toBeInTheDocument();
    expect(fetch.bodies('POST', API)).toEqual([]);
  });

  it(
    'edits single events and closures, sending the calendar as read with the edits',
    async () => {
      const fetch = api({
        first: [
          on('PUT', API, (_, body) => {
            const sent = body as Calendario;
            return json({ ...vaccini, ...sent, version: 4, titolare: vaccini.titolare });
          }),
        ],
      });
      renderScreen(<CalendarCalendari />, URL);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Modifica Ambulatorio vaccinale Pinerolo' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Modifica «Ambulatorio vaccinale Pinerolo»' });
      await userEvent.selectOptions(
        await within(dialog).findByLabelText('Tipo di configurazione *'),
        'evento',
      );
      await userEvent.click(button(dialog, 'Aggiungi evento'));
      const event = group(dialog, 'Evento 1');
      await userEvent.type(within(event).getByLabelText('Titolo *'), 'Open day vaccini');
      await userEvent.type(within(event).getByLabelText('Inizio *'), '2026-12-05T09:00');
      await userEvent.type(within(event).getByLabelText('Fine *'), '2026-12-05T13:00');
      await userEvent.clear(within(event).getByLabelText('Posti *'));
      await userEvent.type(within(event).getByLabelText('Posti *'), '40');
      await userEvent.click(button(dialog, 'Aggiungi chiusura'));
      const closure = group(dialog, 'Chiusura 1');
      await userEvent.type(within(closure).getByLabelText('Dal *'), '2026-12-24');
      await userEvent.type(within(closure).getByLabelText('Al *'), '2026-12-26');
      await userEvent.type(within(closure).getByLabelText('Motivo *'), 'Chiusura natalizia');
      await userEvent.click(button(dialog, 'Salva'));

      await waitFor(() => expect(fetch.bodies('PUT', API)).toHaveLength(1));
      const { posti: _, durataMinuti: __, orari: ___, ...rules } = defaultConfiguration;
      expect(fetch.bodies('PUT', API)[0]).toEqual({
        id: 1,
        version: 3,
        nome: vaccini.nome,
        descrizione: vaccini.descrizione,
        tipo: 'vaccinazioni',
        titolare: { tipo: 'struttura', codice: '010030' },
        tipoAccesso: 'pubblico',
        gruppi: [],
        gruppiOperatori: ['/calendario/operatori'],
        configurazione: {
          ...rules,
          tipo: 'evento',
          eventi: [
            {
              codice: 'evento-1',
              titolo: 'Open day vaccini',
              inizio: '2026-12-05T09:00',
              fine: '2026-12-05T13:00',
              posti: 40,
            },
          ],
          chiusure: [{ dal: '2026-12-24', al: '2026-12-26', motivo: 'Chiusura natalizia' }],
        },
        fusoOrario: 'Europe/Rome',
        attivo: true,
      });
      expect(
        await screen.findByText('Calendario «Ambulatorio vaccinale Pinerolo» salvato.'),
      ).toBeInTheDocument();
    },
    LONG_FORM,
  );

  it('offers to reload a calendar someone else changed meanwhile', async () => {
    let changed = false;
    const fetch = stubFetch(
      on('PUT', API, () => {
        changed = true;
        return errorBody(409, 'Il record è stato modificato da un altro utente.', [
          { path: 'body.version', message: 'Versione non più attuale.' },
        ]);
      }),
      on('GET', API, () =>
        json([changed ? { ...vaccini, nome: 'Ambulatorio vaccinale', version: 4 } : vaccini]),
      ),
      on('GET', `${API}/conf`, () => json(conf)),
      on('GET', `${API}/conf/types`, () => json(configurationTypes)),
      on('GET', `${API}/types`, () => json(calendarTypes)),
      on('GET', `${API}/events`, () => json(page([]))),
    );
    renderScreen(<CalendarCalendari />, URL);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Modifica Ambulatorio vaccinale Pinerolo' }),
    );
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByLabelText('Nome *');
    await userEvent.click(button(dialog, 'Salva'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Il record è stato modificato da un altro utente.',
    );
    await userEvent.click(button(dialog, 'Ricarica i dati'));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByLabelText('Nome *')).toHaveValue(
        'Ambulatorio vaccinale',
      ),
    );
    expect(fetch.urls().filter((u) => u === API).length).toBeGreaterThan(1);
  });
});

describe('CalendarCalendari: delete', () => {
  it('offers to cancel the future bookings when the server refuses, and deletes with them', async () => {
    const fetch = api({
      first: [
        on('DELETE', `${API}/delete/1`, (url) =>
          url.searchParams.get('annullaPrenotazioni') === 'true'
            ? json({ id: 1, prenotazioniAnnullate: 3 })
            : errorBody(409, 'Il calendario ha 3 prenotazioni future: annullarle prima di eliminarlo.'),
        ),
      ],
    });
    renderScreen(<CalendarCalendari />, URL);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Elimina Ambulatorio vaccinale Pinerolo' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Eliminare il calendario?' });
    expect(
      within(dialog).getByText(/^Eliminare il calendario «Ambulatorio vaccinale Pinerolo»\?/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Il calendario ha 3 prenotazioni future: annullarle prima di eliminarlo.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Elimina' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina e annulla le prenotazioni' }));
    expect(
      await screen.findByText(
        'Calendario «Ambulatorio vaccinale Pinerolo» eliminato: 3 prenotazioni annullate.',
      ),
    ).toBeInTheDocument();
    expect(fetch.urls().filter((u) => u.startsWith(`${API}/delete/`))).toEqual([
      `${API}/delete/1?annullaPrenotazioni=false`,
      `${API}/delete/1?annullaPrenotazioni=true`,
    ]);
  });
});

describe('CalendarCalendari: figures', () => {
  function last30Days() {
    // Friday 27 November 2026, 11:00 in Rome: the figures go back to 28 October.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const week1 = (time: string, stato: Prenotazione['stato']) => booking('P', time, stato, {}, '2026-11-17');
    const week2 = (time: string, stato: Prenotazione['stato']) => booking('P', time, stato, {}, '2026-11-25');
    return [
      week1('09:00', 'completato'),
      week1('09:15', 'completato'),
      week1('09:30', 'non-presentato'),
      week1('09:45', 'annullato'),
      week2('09:00', 'prenotato'),
      week2('09:00', 'in-attesa'),
      week2('09:15', 'non-presentato'),
    ];
  }

  it('counts bookings, seats, fulfilled and no-shows per week, as a chart and a table', async () => {
    const fetch = api({ bookings: last30Days() });
    renderScreen(<CalendarCalendari />, URL);
    const section = await screen.findByRole('region', { name: 'Andamento delle prenotazioni' });
    const figure = await within(section).findByRole('figure', {
      name: 'Prenotazioni per settimana di «Ambulatorio vaccinale Pinerolo» dal mercoledì 28 ottobre 2026',
    });
    expect(within(figure).getByRole('img', { name: /^Grafico a barre/ })).toBeInTheDocument();
    const table = within(figure).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Settimana',
        'Prenotazioni',
        'Posti occupati',
        'Completate',
        'Non presentati',
        'Mancate presentazioni',
        'Annullate',
      ],
      ['26/10–01/11', '0', '0', '0', '0', '—', '0'],
      ['02/11–08/11', '0', '0', '0', '0', '—', '0'],
      ['09/11–15/11', '0', '0', '0', '0', '—', '0'],
      ['16/11–22/11', '3', '3', '2', '1', '33%', '1'],
      ['23/11–29/11', '3', '2', '0', '1', '100%', '0'],
    ]);
    const query = fetch.urls().find((u) => u.startsWith(`${API}/events?`)) ?? '';
    expect(Object.fromEntries(new URLSearchParams(query.split('?')[1]))).toEqual({
      ambito: 'gestite',
      calendarioId: '1',
      dal: '2026-10-27T23:00:00.000Z',
      size: '500',
    });
  });

  it('shows the figures of the calendar chosen from its row', async () => {
    const fetch = api({ bookings: [] });
    const { router } = renderScreen(<CalendarCalendari />, URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Andamento di Screening oncologico' }));
    expect(router.state.location.search).toBe('?calendario=2');
    expect(screen.getByLabelText('Calendario')).toHaveValue('2');
    expect(screen.getByRole('heading', { name: 'Andamento delle prenotazioni' })).toHaveFocus();
    await waitFor(() =>
      expect(fetch.urls().some((u) => u.startsWith(`${API}/events?`) && u.includes('calendarioId=2'))).toBe(
        true,
      ),
    );
  });

  it('does not ask for the bookings of a calendar the user does not work', async () => {
    const notMine: Calendario = { ...vaccini, gestibile: false };
    const fetch = stubFetch(
      on('GET', API, () => json([notMine])),
      on('GET', `${API}/types`, () => json(calendarTypes)),
    );
    renderScreen(<CalendarCalendari />, URL);
    expect(
      await screen.findByText(
        'Non gestisci le prenotazioni di questo calendario: il suo andamento non è disponibile.',
      ),
    ).toBeInTheDocument();
    expect(fetch.urls().some((u) => u.startsWith(`${API}/events`))).toBe(false);
  });
});

describe('the calendars screen in English', () => {
  it('speaks English around the data, in the list, the form and the figures', async () => {
    await setLanguage('en');
    api();
    renderScreen(<CalendarCalendari />, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendars' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'List of calendars' });
    expect(within(table).getByText('Not active')).toBeInTheDocument();
    expect(within(table).getByText('Reserved')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Screening oncologico' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'New calendar' });
    expect(await within(dialog).findByRole('group', { name: 'Weekly hours' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add range – Saturday' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('option', { name: 'Public: anyone signed in books' }),
    ).toBeInTheDocument();
    for (const italian of ['Calendari', 'Nuovo calendario', 'Orari settimanali', 'Sabato', 'Non attivo']) {
      expect(screen.queryByText(italian)).toBeNull();
    }
  });
});
