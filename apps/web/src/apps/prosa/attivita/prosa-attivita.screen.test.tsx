import type { Application } from '@halo/contract';
import { platformRoutes } from '@halo/contract';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import { prosaRichiesteRoutes } from '@halo/contract/prosa/richieste';
import { prosaSuggerimentiRoutes } from '@halo/contract/prosa/suggerimenti';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderInLayout } from '../account/prosa-account.test-utils.tsx';
import {
  commonReads,
  daRispondere,
  mioInviato,
  mioPrivato,
  type Reader,
  sessionOf,
} from '../suggerimenti/suggerimenti.test-utils.tsx';
import {
  adesioneAttiva,
  adesioneRitirata,
  camminoPreferito,
  merendePreferito,
  pageOf,
  prenotazione,
  prenotazionePassata,
  richiesta,
} from './attivita.test-utils.tsx';
import { ProsaAttivita } from './prosa-attivita.screen.tsx';

const ADESIONI = prosaCampagneRoutes.mieAdesioni.url;
const RICHIESTE = prosaRichiesteRoutes.richieste.url;
const SUGGERIMENTI = prosaSuggerimentiRoutes.suggerimenti.url;
const EVENTI = calendarPrenotazioniRoutes.eventi.url;
const PREFERITI = prosaPreferitiRoutes.preferiti.url;
const APPS = platformRoutes.myApps.url;

const calendarApp: Application = {
  id: 5,
  nome: 'Calendario',
  clientId: 'calendar',
  description: 'Calendari, disponibilità e prenotazioni',
  icon: 'it-calendar',
  hasHomePublic: false,
};

const prosaApp: Application = {
  ...calendarApp,
  id: 3,
  nome: 'Prosa',
  clientId: 'prosa',
  hasHomePublic: true,
};

/** The server as each section reads it; `apps` the applications the user may open. */
function api(reader: Reader, { apps = [prosaApp, calendarApp], first = [] as Route[] } = {}) {
  return stubFetch(
    ...first,
    on('GET', ADESIONI, () => json([adesioneAttiva, adesioneRitirata])),
    on('GET', RICHIESTE, () => json(pageOf([richiesta], 7))),
    on('GET', SUGGERIMENTI, (url) =>
      json(
        url.searchParams.get('stato') === 'inviato'
          ? pageOf([daRispondere])
          : pageOf([mioInviato, mioPrivato]),
      ),
    ),
    on('GET', EVENTI, (url) =>
      json(url.searchParams.has('dal') ? pageOf([prenotazione], 6) : pageOf([prenotazionePassata], 1, 1, 3)),
    ),
    on('GET', PREFERITI, () => json([merendePreferito, camminoPreferito])),
    on('GET', APPS, () => json(apps)),
    ...commonReads(reader),
  );
}

function render(reader: Reader) {
  return renderInLayout({ attivita: <ProsaAttivita /> }, '/prosa/attivita', sessionOf[reader]);
}

/** The paths the page read, without their queries. */
const paths = (fetch: ReturnType<typeof stubFetch>) => fetch.urls().map((url) => url.split('?')[0]);

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('ProsaAttivita: a citizen', () => {
  it('finds adhesions, requests, suggestions, bookings and favourites, each with its count', async () => {
    const fetch = api('cittadino');
    render('cittadino');
    expect(await screen.findByRole('heading', { level: 2, name: 'Adesioni (2)' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Preferiti (2)' });
    await screen.findByRole('heading', { level: 2, name: 'Prenotazioni (7)' });

    const index = screen.getByRole('navigation', { name: 'In questa pagina' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Adesioni (2)', 'Richieste (7)', 'Suggerimenti (2)', 'Prenotazioni (7)', 'Preferiti (2)']);
    expect(within(index).getByRole('link', { name: 'Adesioni (2)' })).toHaveAttribute(
      'href',
      '#attivita-adesioni',
    );

    const adesioni = section(/^Adesioni/);
    expect(within(adesioni).getByRole('link', { name: 'Vaccinazione antinfluenzale' })).toHaveAttribute(
      'href',
      '/prosa/campagne/31',
    );
    expect(adesioni).toHaveTextContent('Adesione: Attiva');
    expect(adesioni).toHaveTextContent('Aderito il 02/11/26 · Campagna dal 15/10/26 al 31/01/27');
    expect(adesioni).toHaveTextContent('Adesione: Ritirata');
    expect(adesioni).toHaveTextContent('Ritirata il 01/10/26');

    const richieste = section(/^Richieste/);
    expect(within(richieste).getByRole('link', { name: 'Corso di educazione alimentare' })).toHaveAttribute(
      'href',
      '/prosa/richieste?id=61',
    );
    expect(richieste).toHaveTextContent('Stato: Presa in carico');
    expect(richieste).toHaveTextContent('Aggiornata il 12/11/26');
    expect(within(richieste).getByRole('link', { name: 'Tutte le richieste (7)' })).toHaveAttribute(
      'href',
      '/prosa/richieste',
    );

    const suggerimenti = section(/^Suggerimenti/);
    expect(within(suggerimenti).getByRole('link', { name: 'Corsi per smettere di fumare' })).toHaveAttribute(
      'href',
      '/prosa/suggerimenti?id=43',
    );
    expect(suggerimenti).toHaveTextContent('Stato: In attesa di risposta');
    expect(suggerimenti).toHaveTextContent('Stato: Con risposta');
    expect(within(suggerimenti).getByRole('link', { name: 'Tutti i tuoi suggerimenti (2)' })).toHaveAttribute(
      'href',
      '/prosa/suggerimenti?mie=1',
    );

    const prenotazioni = section(/^Prenotazioni/);
    expect(within(prenotazioni).getByRole('heading', { level: 3, name: 'In programma' })).toBeInTheDocument();
    expect(prenotazioni).toHaveTextContent('Vaccinazione antinfluenzaleStato: Prenotato');
    expect(prenotazioni).toHaveTextContent('01/12/26, 08:30 · Ambulatorio vaccinale di Collegno');
    expect(prenotazioni).toHaveTextContent('E altre 5 prenotazioni.');
    expect(prenotazioni).toHaveTextContent('Consultorio di RivoliStato: Completato');

    const preferiti = section(/^Preferiti/);
    expect(preferiti).toHaveTextContent('Hai 2 progetti e campagne tra i preferiti.');
    expect(within(preferiti).getByRole('link', { name: 'Vai ai preferiti' })).toHaveAttribute(
      'href',
      '/prosa/preferiti',
    );

    const urls = fetch.urls();
    expect(urls).toContain(`${SUGGERIMENTI}?mie=true&page=1&size=5`);
    expect(urls).toContain(`${RICHIESTE}?sort=-aggiornata&page=1&size=5`);
    const upcoming = urls.find((url) => url.startsWith(`${EVENTI}?`) && url.includes('dal='));
    expect(upcoming).toMatch(/ambito=mie&dal=[^&]+&ordine=inizio&page=1&size=5$/);
  });

  it('links to the calendar’s own page of bookings, which the shell opens in the calendar (docs/adr/0030)', async () => {
    api('cittadino');
    const { auth } = render('cittadino');
    const link = await screen.findByRole('link', { name: 'Tutte le tue prenotazioni nel Calendario' });
    expect(link).toHaveAttribute('href', '/calendario/prenotazioni');
    // A plain link: no application is chosen by hand before the address is followed.
    expect(auth.chooseApplication).not.toHaveBeenCalled();
  });

  it('shows a section that cannot be read as failed, with the global alert, and the others as they are', async () => {
    api('cittadino', {
      first: [on('GET', RICHIESTE, () => errorBody(503, 'Servizio non disponibile.'))],
    });
    render('cittadino');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    expect(alert).toHaveTextContent('Codice HTTP 503');
    await waitFor(() =>
      expect(section(/^Richieste/)).toHaveTextContent('Non è stato possibile leggere le richieste.'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Richieste' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Adesioni (2)' })).toBeInTheDocument();
  });
});

describe('ProsaAttivita: an organisation', () => {
  it('has no adhesions (a citizen’s only) and is not offered the calendar it cannot open', async () => {
    const fetch = api('ente', { apps: [prosaApp] });
    render('ente');
    expect(await screen.findByRole('heading', { level: 2, name: 'Richieste (7)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Preferiti (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Adesioni/ })).not.toBeInTheDocument();
    expect(
      await within(section(/^Prenotazioni/)).findByText(
        "Le prenotazioni si gestiscono nell'applicazione Calendario.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /nel Calendario$/ })).not.toBeInTheDocument();
    expect(paths(fetch)).not.toContain(ADESIONI);
  });
});

describe('ProsaAttivita: an operator', () => {
  it('finds the requests of their scope and the suggestions awaiting an answer, with no favourites nor adhesions', async () => {
    const fetch = api('operatore');
    render('operatore');
    const richieste = await screen.findByRole('region', { name: 'Richieste del tuo ambito (7)' });
    expect(richieste).toHaveTextContent('In carico a Sara Sanitaria');
    const suggerimenti = await screen.findByRole('region', { name: 'Suggerimenti da rispondere (1)' });
    expect(within(suggerimenti).getByRole('link', { name: 'Merende a scuola' })).toHaveAttribute(
      'href',
      '/prosa/suggerimenti?id=44',
    );
    expect(
      within(suggerimenti).getByRole('link', { name: 'Tutti i suggerimenti da rispondere (1)' }),
    ).toHaveAttribute('href', '/prosa/suggerimenti?stato=inviato');
    expect(await screen.findByRole('region', { name: 'Prenotazioni (7)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Preferiti/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Adesioni/ })).not.toBeInTheDocument();
    expect(fetch.urls()).toContain(`${SUGGERIMENTI}?stato=inviato&page=1&size=5`);
    expect(paths(fetch)).not.toContain(PREFERITI);
    expect(paths(fetch)).not.toContain(ADESIONI);
  });

  it('reads only the bookings of an operator whose features are off: no call the server would refuse', async () => {
    const fetch = api('amministrativo');
    render('amministrativo');
    expect(await screen.findByRole('region', { name: 'Prenotazioni (7)' })).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('id'))).toEqual(['attivita-prenotazioni']);
    const read = paths(fetch);
    for (const refused of [ADESIONI, RICHIESTE, SUGGERIMENTI, PREFERITI]) expect(read).not.toContain(refused);
  });
});

describe('ProsaAttivita in English', () => {
  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api('cittadino');
    render('cittadino');
    expect(await screen.findByRole('heading', { level: 1, name: 'My activities' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Memberships (2)' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'All your bookings in the Calendar' }),
    ).toBeInTheDocument();
  });
});
