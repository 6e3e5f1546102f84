import { calendarMessages } from '@halo/contract/calendar';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { type Evento, eventoMessages, prosaEventiRoutes } from '@halo/contract/prosa/eventi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  cittadinoSession,
  commonReads,
  fumoBozza,
  merende,
  operatoreSession,
} from '../progetti/progetti.test-utils.tsx';
import {
  camminata,
  incontro,
  pageOf,
  prenotazioneOf,
  renderEventi,
  screening,
} from './eventi.test-utils.tsx';

const SEARCH = prosaEventiRoutes.eventiProsa.url;
const BOOK = calendarPrenotazioniRoutes.prenota.url;

/** The search answering the events given (a function: their state now). */
function api(
  profile: 'cittadino' | 'operatore',
  events: () => Evento[] = () => [incontro, screening, camminata],
  ...more: Parameters<typeof stubFetch>
) {
  return stubFetch(
    on('GET', SEARCH, () => json(pageOf(events()))),
    ...more,
    ...commonReads(profile),
  );
}

/** Today in Italy, plus some days (AAAA-MM-GG). */
function romeDay(plusDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + plusDays * 86_400_000).toISOString().slice(0, 10);
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('ProsaEventi: the agenda', () => {
  it('shows the upcoming events a day at a time, with their hours, place, authority, project or campaign and seats', async () => {
    api('cittadino');
    renderEventi('/prosa/eventi', cittadinoSession);
    const tuesday = await screen.findByRole('region', { name: 'Martedì 3 dicembre 2030' });
    expect(
      within(tuesday)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Merenda in piazza', 'Pomeriggio dello screening']);
    const wednesday = screen.getByRole('region', { name: 'Mercoledì 4 dicembre 2030' });
    expect(within(wednesday).getByRole('article', { name: 'Camminata della salute' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 eventi trovati.');
    expect(screen.getByText('Da adesso in poi')).toBeInTheDocument();

    const talk = card('Merenda in piazza');
    expect(talk).toHaveTextContent('Quando:dalle 10:00 alle 12:00');
    expect(talk).toHaveTextContent('Dove:Piazza Martiri, Rivoli');
    expect(talk).toHaveTextContent('Organizza:ASL TO3');
    expect(talk).toHaveTextContent('Tematiche:Alimentazione');
    expect(talk).toHaveTextContent('Posti:12 posti liberi su 30');
    expect(within(talk).getByRole('link', { name: 'Merende sane a scuola' })).toHaveAttribute(
      'href',
      '/prosa/progetti/21',
    );
    expect(within(talk).getByRole('button', { name: 'Prenota un posto: Merenda in piazza' })).toBeEnabled();

    const full = card('Pomeriggio dello screening');
    expect(full).toHaveTextContent('Posti:Al completo (20 posti) · 2 persone in lista di attesa');
    expect(within(full).getByText('Al completo')).toBeInTheDocument();
    expect(within(full).getByRole('link', { name: 'Prevenzione Serena' })).toHaveAttribute(
      'href',
      '/prosa/campagne/41',
    );
    expect(within(full).getByRole('button', { name: /^Mettiti in lista di attesa/ })).toBeInTheDocument();

    expect(card('Camminata della salute')).toHaveTextContent('Quando:dal 04/12/30 09:30 al 05/12/30 11:00');
    // Citizens book; they neither create nor change events.
    expect(screen.queryByRole('button', { name: 'Nuovo evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Modifica/ })).not.toBeInTheDocument();
  });

  it('searches as the user types and by theme, authority and period, keeping it all in the address', async () => {
    const fetch = api('cittadino');
    const { router } = renderEventi('/prosa/eventi', cittadinoSession);
    await screen.findByRole('article', { name: 'Merenda in piazza' });
    expect(fetch.urlsTo(SEARCH)).toEqual([`${SEARCH}?page=1&size=20`]);

    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca negli eventi/ }), 'merenda');
    await waitFor(() => expect(fetch.urlsTo(SEARCH)).toContain(`${SEARCH}?q=merenda&page=1&size=20`));
    expect(fetch.urlsTo(SEARCH)).toHaveLength(2);

    const tema = screen.getByRole('combobox', { name: 'Tematica' });
    await within(tema).findByRole('option', { name: 'Alimentazione' });
    await userEvent.selectOptions(tema, 'Alimentazione');
    const asl = screen.getByRole('combobox', { name: 'Azienda sanitaria' });
    await within(asl).findByRole('option', { name: 'ASL TO3' });
    await userEvent.selectOptions(asl, 'ASL TO3');
    fireEvent.change(screen.getByLabelText('Dal giorno'), { target: { value: '2030-12-01' } });
    fireEvent.change(screen.getByLabelText('Al giorno'), { target: { value: '2030-12-07' } });
    await waitFor(() =>
      expect(fetch.urlsTo(SEARCH)).toContain(
        `${SEARCH}?q=merenda&page=1&size=20&dal=2030-12-01&al=2030-12-07&tema=1&asl=1`,
      ),
    );
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'q=merenda&tema=1&asl=1&dal=2030-12-01&al=2030-12-07',
    );
    expect(screen.getByText('Dal domenica 1 dicembre 2030 al sabato 7 dicembre 2030')).toBeInTheDocument();

    // The period after and before, a week at a time.
    await userEvent.click(screen.getByRole('button', { name: 'Periodo successivo' }));
    await waitFor(() => expect(router.state.location.search).toContain('dal=2030-12-08&al=2030-12-14'));
    await userEvent.click(screen.getByRole('button', { name: 'Periodo precedente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Periodo precedente' }));
    await waitFor(() => expect(router.state.location.search).toContain('dal=2030-11-24&al=2030-11-30'));

    // A whole month moves by months.
    await userEvent.click(screen.getByRole('button', { name: 'Mese prossimo' }));
    const next = new Date(`${romeDay()}T12:00:00Z`);
    const first = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 2, 1, 12))
      .toISOString()
      .slice(0, 10);
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 3, 0, 12))
      .toISOString()
      .slice(0, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Periodo successivo' }));
    await waitFor(() => expect(router.state.location.search).toContain(`dal=${first}&al=${last}`));

    await userEvent.click(screen.getByRole('button', { name: 'Prossimi 7 giorni' }));
    await waitFor(() => expect(router.state.location.search).toContain(`dal=${romeDay()}&al=${romeDay(6)}`));

    await userEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: /^Cerca negli eventi/ })).toHaveValue('');
    expect(screen.getByLabelText('Dal giorno')).toHaveValue('');
  });

  it('opens a bookmarked search, leaving out what the server would refuse and a range that ends before it starts', async () => {
    const fetch = api('cittadino', () => []);
    renderEventi(
      '/prosa/eventi?dal=2030-12-10&al=2030-12-01&tema=alimentazione&asl=1&page=2',
      cittadinoSession,
    );
    expect(await screen.findByText('0 eventi trovati.')).toBeInTheDocument();
    expect(fetch.urlsTo(SEARCH)[0]).toBe(`${SEARCH}?page=2&size=20&dal=2030-12-10&asl=1`);
    expect(
      screen.getByText('Il giorno finale precede quello iniziale: la ricerca non ne tiene conto.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dal martedì 10 dicembre 2030')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nessun evento corrisponde alla ricerca: provare con altre parole, meno filtri o un altro periodo.',
      ),
    ).toBeInTheDocument();
  });

  it('raises the global alert with the message and the status when the search fails', async () => {
    stubFetch(
      on('GET', SEARCH, () => errorBody(503, 'Servizio non disponibile.')),
      ...commonReads('cittadino'),
    );
    renderEventi('/prosa/eventi', cittadinoSession);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    expect(alert).toHaveTextContent('Codice HTTP 503');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Non è stato possibile leggere gli eventi.'),
    );
  });
});

describe('ProsaEventi: booking a seat', () => {
  it('books a seat, then says «Sei prenotato», offers the .ics and cancels after confirming, the seats read again each time', async () => {
    let current: Evento = incontro;
    const fetch = api(
      'cittadino',
      () => [current],
      on('POST', BOOK, () => {
        current = { ...current, liberi: 11, miaPrenotazione: { id: 900, stato: 'prenotato' } };
        return json(prenotazioneOf(incontro, 900, 'prenotato'), 201);
      }),
      on(
        'GET',
        fillPath(calendarPrenotazioniRoutes.icsEvento.url, { id: 900 }),
        () =>
          new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
            headers: { 'Content-Type': 'text/calendar' },
          }),
      ),
      on('DELETE', fillPath(calendarPrenotazioniRoutes.annullaEvento.url, { id: 900 }), () => {
        current = { ...current, liberi: 12, miaPrenotazione: null };
        return json(prenotazioneOf(incontro, 900, 'annullato'));
      }),
    );
    const files = catchDownloads();
    renderEventi('/prosa/eventi', cittadinoSession);
    const talk = await screen.findByRole('article', { name: 'Merenda in piazza' });

    await userEvent.click(within(talk).getByRole('button', { name: /^Prenota un posto/ }));
    expect(await within(talk).findByText('Sei prenotato')).toBeInTheDocument();
    expect(talk).toHaveTextContent('Posti:11 posti liberi su 30');
    expect(screen.getByRole('alert')).toHaveTextContent('Posto prenotato per «Merenda in piazza».');
    expect(fetch.bodies('POST', BOOK)).toEqual([
      { calendarioId: 501, inizio: '2030-12-03T10:00:00+01:00', listaAttesa: false },
    ]);
    expect(within(talk).queryByRole('button', { name: /^Prenota un posto/ })).not.toBeInTheDocument();

    await userEvent.click(within(talk).getByRole('button', { name: /^Aggiungi al calendario \(\.ics\)/ }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['evento-101.ics']));
    expect(await files[0]?.blob.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(fetch.calls()).toContain(`GET ${fillPath(calendarPrenotazioniRoutes.icsEvento.url, { id: 900 })}`);

    await userEvent.click(within(talk).getByRole('button', { name: /^Annulla la prenotazione/ }));
    const dialog = screen.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    expect(dialog).toHaveTextContent(
      'La tua prenotazione per Merenda in piazza (martedì 3 dicembre 2030, dalle 10:00 alle 12:00) sarà annullata',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla la prenotazione' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(talk).findByRole('button', { name: /^Prenota un posto/ })).toBeInTheDocument();
    expect(talk).toHaveTextContent('Posti:12 posti liberi su 30');
    expect(within(talk).queryByText('Sei prenotato')).not.toBeInTheDocument();
    expect(fetch.calls()).toContain(
      `DELETE ${fillPath(calendarPrenotazioniRoutes.annullaEvento.url, { id: 900 })}`,
    );
  });

  it('puts the reader on the waiting list of a full event, and takes them off it after confirming', async () => {
    let current: Evento = screening;
    const fetch = api(
      'cittadino',
      () => [current],
      on('POST', BOOK, () => {
        current = { ...current, inAttesa: 3, miaPrenotazione: { id: 901, stato: 'in-attesa' } };
        return json(prenotazioneOf(screening, 901, 'in-attesa'), 201);
      }),
      on('DELETE', fillPath(calendarPrenotazioniRoutes.annullaEvento.url, { id: 901 }), () => {
        current = { ...current, inAttesa: 2, miaPrenotazione: null };
        return json(prenotazioneOf(screening, 901, 'annullato'));
      }),
    );
    renderEventi('/prosa/eventi', cittadinoSession);
    const full = await screen.findByRole('article', { name: 'Pomeriggio dello screening' });
    await userEvent.click(within(full).getByRole('button', { name: /^Mettiti in lista di attesa/ }));
    expect(await within(full).findByText('Sei in lista di attesa')).toBeInTheDocument();
    expect(full).toHaveTextContent('3 persone in lista di attesa');
    expect(fetch.bodies('POST', BOOK)).toEqual([
      { calendarioId: 502, inizio: '2030-12-03T15:00:00+01:00', listaAttesa: true },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sei in lista di attesa per «Pomeriggio dello screening»',
    );
    // Waiting is no seat: nothing to add to one's calendar yet.
    expect(within(full).queryByRole('button', { name: /\.ics/ })).not.toBeInTheDocument();

    await userEvent.click(within(full).getByRole('button', { name: /^Esci dalla lista di attesa/ }));
    const dialog = screen.getByRole('dialog', { name: 'Uscire dalla lista di attesa?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resta in lista di attesa' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(full).getByText('Sei in lista di attesa')).toBeInTheDocument();

    await userEvent.click(within(full).getByRole('button', { name: /^Esci dalla lista di attesa/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Uscire dalla lista di attesa?' })).getByRole('button', {
        name: 'Esci dalla lista di attesa',
      }),
    );
    expect(
      await within(full).findByRole('button', { name: /^Mettiti in lista di attesa/ }),
    ).toBeInTheDocument();
    expect(full).toHaveTextContent('2 persone in lista di attesa');
  });

  it('says why a booking was refused and reads the seats again (the last one went meanwhile)', async () => {
    let current: Evento = { ...incontro, liberi: 1 };
    api(
      'cittadino',
      () => [current],
      on('POST', BOOK, () => {
        current = { ...current, liberi: 0 };
        return errorBody(409, calendarMessages.slotFull);
      }),
    );
    renderEventi('/prosa/eventi', cittadinoSession);
    const talk = await screen.findByRole('article', { name: 'Merenda in piazza' });
    expect(talk).toHaveTextContent('1 posto libero su 30');
    await userEvent.click(within(talk).getByRole('button', { name: /^Prenota un posto/ }));
    const refusal = await within(talk).findByRole('alert');
    expect(refusal).toHaveTextContent('Non è stato possibile prenotare.');
    expect(refusal).toHaveTextContent(calendarMessages.slotFull);
    expect(
      await within(talk).findByRole('button', { name: /^Mettiti in lista di attesa/ }),
    ).toBeInTheDocument();
    expect(talk).toHaveTextContent('Al completo (30 posti)');
  });
});

describe('ProsaEventi: staff', () => {
  const other = { ...merende, id: 23, titolo: 'Progetto di un’altra azienda', aslId: 2 };
  const chiuso = { ...merende, id: 24, titolo: 'Sorrisi in salute', stato: 'chiuso' as const };

  it('creates an event of a project of their scope, checked as the server checks it', async () => {
    const mine: Evento = { ...incontro, id: 110, titolo: 'Merende al mercato', modificabile: true };
    let attempts = 0;
    const fetch = api(
      'operatore',
      () => [incontro],
      on('GET', '/api/prosa/progetti', () => json(pageOf([merende, fumoBozza, other, chiuso], 4, 1, 200))),
      on('GET', '/api/prosa/campagne', () => json(pageOf([], 0, 1, 200))),
      on('POST', prosaEventiRoutes.aggiungiEventoProsa.url, () => {
        attempts += 1;
        return attempts === 1
          ? errorBody(400, eventoMessages.past, [{ path: 'body.inizio', message: eventoMessages.past }])
          : json(mine, 201);
      }),
    );
    renderEventi('/prosa/eventi', operatoreSession);
    await screen.findByRole('article', { name: 'Merenda in piazza' });
    expect(
      screen.getByText(
        'Vedi gli eventi pubblicati e quelli dei progetti e delle campagne in lavorazione del tuo ambito.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo evento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo evento' });
    const parent = within(dialog).getByRole('combobox', { name: 'Progetto o campagna *' });
    await within(parent).findByRole('option', { name: 'Merende sane a scuola' });
    // Their authority's projects not closed yet: not another authority's, not a closed one.
    expect(
      within(parent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Scegliere…', 'Merende sane a scuola', 'Liberi dal fumo']);

    await userEvent.click(within(dialog).getByRole('button', { name: "Crea l'evento" }));
    expect(parent).toHaveAccessibleDescription(/Scegliere il progetto o la campagna\./);
    expect(within(dialog).getByLabelText('Titolo *')).toHaveAccessibleDescription('Indicare il titolo.');
    expect(fetch.bodies('POST', prosaEventiRoutes.aggiungiEventoProsa.url)).toEqual([]);

    await userEvent.selectOptions(parent, 'Merende sane a scuola');
    await userEvent.type(within(dialog).getByLabelText('Titolo *'), 'Merende al mercato');
    await userEvent.type(within(dialog).getByLabelText('Luogo *'), 'Mercato di Rivoli');
    fireEvent.change(within(dialog).getByLabelText('Inizio *'), { target: { value: '2030-12-10T12:00' } });
    fireEvent.change(within(dialog).getByLabelText('Fine *'), { target: { value: '2030-12-10T10:00' } });
    await userEvent.type(within(dialog).getByLabelText('Posti *'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: "Crea l'evento" }));
    expect(within(dialog).getByLabelText('Fine *')).toHaveAccessibleDescription(
      new RegExp(`^${eventoMessages.times}`),
    );

    fireEvent.change(within(dialog).getByLabelText('Inizio *'), { target: { value: '2030-12-10T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: "Crea l'evento" }));
    expect(await within(dialog).findByLabelText('Inizio *')).toHaveAccessibleDescription(
      new RegExp(`^${eventoMessages.past}`),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: "Crea l'evento" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Evento «Merende al mercato» creato.');
    expect(fetch.bodies('POST', prosaEventiRoutes.aggiungiEventoProsa.url)[1]).toEqual({
      titolo: 'Merende al mercato',
      descrizione: '',
      luogo: 'Mercato di Rivoli',
      inizio: '2030-12-10T09:00',
      fine: '2030-12-10T10:00',
      posti: 25,
      progettoId: 21,
      campagnaId: null,
    });
    expect(fetch.urls()).toContain('/api/prosa/progetti?asl=1&sort=titolo&page=1&size=200');
  });

  it('changes an event of theirs (its times fixed once booked) and deletes it, cancelling the bookings when the server asks', async () => {
    const mine: Evento = { ...incontro, modificabile: true, version: 4 };
    let deleteCalls = 0;
    const fetch = api(
      'operatore',
      () => [mine, { ...camminata, modificabile: false }],
      on('PUT', prosaEventiRoutes.aggiornaEventoProsa.url, () => json({ ...mine, posti: 40, version: 5 })),
      on('DELETE', fillPath(prosaEventiRoutes.eliminaEventoProsa.url, { id: mine.id }), () => {
        deleteCalls += 1;
        return deleteCalls === 1
          ? errorBody(409, eventoMessages.booked(18))
          : json({ message: eventoMessages.deleted });
      }),
    );
    renderEventi('/prosa/eventi', operatoreSession);
    const talk = await screen.findByRole('article', { name: 'Merenda in piazza' });
    // Another's event (not `modificabile`) offers no change.
    expect(within(card('Camminata della salute')).queryByRole('button', { name: /^Modifica/ })).toBeNull();

    await userEvent.click(within(talk).getByRole('button', { name: 'Modifica: Merenda in piazza' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica: Merenda in piazza' });
    expect(within(dialog).getByLabelText('Inizio *')).toBeDisabled();
    expect(within(dialog).getByLabelText('Inizio *')).toHaveValue('2030-12-03T10:00');
    expect(within(dialog).getByLabelText('Inizio *')).toHaveAccessibleDescription(
      'Ci sono persone prenotate o in lista di attesa: gli orari non si possono più cambiare.',
    );
    expect(within(dialog).getByLabelText('Posti *')).toHaveAccessibleDescription(
      'Non meno dei posti già prenotati (18).',
    );
    const posti = within(dialog).getByLabelText('Posti *');
    await userEvent.clear(posti);
    await userEvent.type(posti, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.bodies('PUT', prosaEventiRoutes.aggiornaEventoProsa.url)).toEqual([
      {
        id: 101,
        version: 4,
        titolo: 'Merenda in piazza',
        descrizione: 'Laboratorio di merende sane per bambini e genitori.',
        luogo: 'Piazza Martiri, Rivoli',
        inizio: '2030-12-03T10:00',
        fine: '2030-12-03T12:00',
        posti: 40,
      },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Evento «Merenda in piazza» salvato.');

    await userEvent.click(within(talk).getByRole('button', { name: 'Elimina: Merenda in piazza' }));
    const confirm = screen.getByRole('dialog', { name: "Eliminare l'evento?" });
    expect(confirm).toHaveTextContent("L'evento Merenda in piazza (martedì 3 dicembre 2030");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      "Ci sono persone prenotate o in lista di attesa: per eliminare l'evento le loro prenotazioni vanno annullate.",
    );
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Annulla anche le prenotazioni ed elimina' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.calls().filter((c) => c.startsWith('DELETE'))).toEqual([
      `DELETE ${fillPath(prosaEventiRoutes.eliminaEventoProsa.url, { id: 101 })}`,
      `DELETE ${fillPath(prosaEventiRoutes.eliminaEventoProsa.url, { id: 101 })}?annullaPrenotazioni=true`,
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Evento «Merenda in piazza» eliminato: le prenotazioni sono state annullate e le persone avvisate.',
    );
  });
});

describe('ProsaEventi in English', () => {
  it('speaks English, with the days and hours in Italy', async () => {
    await setLanguage('en');
    api('cittadino');
    renderEventi('/prosa/eventi', cittadinoSession);
    const tuesday = await screen.findByRole('region', { name: 'Tuesday, 3 December 2030' });
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const talk = within(tuesday).getByRole('article', { name: 'Merenda in piazza' });
    expect(talk).toHaveTextContent('When:from 10:00 to 12:00');
    expect(talk).toHaveTextContent('Seats:12 seats free out of 30');
    expect(within(talk).getByRole('button', { name: /^Book a seat/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 events found.');
  });
});
