import { regionalPublicRoutes } from '@halo/contract';
import { calendarPrenotazioniRoutes } from '@halo/contract/calendar/prenotazioni';
import { prosaRoutes } from '@halo/contract/prosa';
import { prosaEventiRoutes } from '@halo/contract/prosa/eventi';
import { type Feed, prosaFeedRoutes } from '@halo/contract/prosa/feed';
import { prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  incontro,
  prenotazioneOf,
  publicActivity,
  renderHome,
  screening,
  serena,
} from '../eventi/eventi.test-utils.tsx';
import { cittadinoSession, commonReads, merende } from '../progetti/progetti.test-utils.tsx';
import { renderProsa } from '../prosa.test-utils.tsx';
import { ProsaHome } from './prosa-home.screen.tsx';

const FEED = prosaFeedRoutes.feedCittadino.url;

/** What a visitor's home reads: the public activity, the themes, the regions. */
function visitorApi(...routes: Parameters<typeof stubFetch>) {
  return stubFetch(
    ...routes,
    ...publicActivity({ campagne: [serena], eventi: [incontro, screening], progetti: [merende] }),
    on('GET', prosaRoutes.tematiche.url, () => json([])),
    on('GET', regionalPublicRoutes.regioni.url, () => json([])),
  );
}

const feed: Feed = {
  campagne: [
    {
      campagna: serena,
      motivi: [
        { tipo: 'eta', eta: 41 },
        { tipo: 'sesso', sesso: 'F' },
        { tipo: 'territorio', nome: 'Distretto dimostrativo Rivoli' },
      ],
    },
  ],
  eventi: [
    {
      evento: screening,
      motivi: [
        { tipo: 'tematica', id: 1, nome: 'Alimentazione' },
        { tipo: 'adesione', campagna: 'Prevenzione Serena' },
      ],
    },
  ],
};

const section = (name: string) => screen.getByRole('region', { name });

describe('ProsaHome: campaigns, events and projects', () => {
  it('shows a visitor the running campaigns, the upcoming events and the projects, and the way in to each', async () => {
    const fetch = visitorApi();
    const { auth } = renderProsa(<ProsaHome />, '/prosa', {});
    const campaigns = section('Campagne in corso');
    const campaign = await within(campaigns).findByRole('article', { name: 'Prevenzione Serena' });
    expect(campaign).toHaveTextContent('Organizza:ASL TO3 · Distretto dimostrativo Rivoli');
    expect(campaign).toHaveTextContent('A chi si rivolge:Donne, 50–69 anni');
    // Signed out, the portal's screens would ask to sign in: the facts are here, the titles lead nowhere.
    expect(within(campaign).queryByRole('link')).not.toBeInTheDocument();

    const events = section('Prossimi eventi');
    const talk = await within(events).findByRole('article', { name: 'Merenda in piazza' });
    expect(talk).toHaveTextContent('Quando:martedì 3 dicembre 2030, dalle 10:00 alle 12:00');
    expect(talk).toHaveTextContent('Dove:Piazza Martiri, Rivoli');
    expect(talk).toHaveTextContent('Progetto:Merende sane a scuola');
    expect(talk).toHaveTextContent('Posti:12 posti liberi su 30');
    expect(within(events).getByRole('article', { name: 'Pomeriggio dello screening' })).toHaveTextContent(
      'Campagna:Prevenzione Serena',
    );
    expect(within(talk).queryByRole('button')).not.toBeInTheDocument();

    const projects = section('Progetti');
    expect(await within(projects).findByRole('article', { name: 'Merende sane a scuola' })).toHaveTextContent(
      'Tematiche:Alimentazione',
    );
    expect(screen.queryByRole('region', { name: 'Per te' })).not.toBeInTheDocument();

    await userEvent.click(within(events).getByRole('button', { name: 'Accedi per prenotare un posto' }));
    expect(auth.signIn).toHaveBeenCalledWith('/prosa/eventi');
    await userEvent.click(
      within(campaigns).getByRole('button', { name: 'Accedi per aderire alle campagne' }),
    );
    expect(auth.signIn).toHaveBeenLastCalledWith('/prosa/campagne');
    await userEvent.click(within(projects).getByRole('button', { name: 'Accedi per leggere i progetti' }));
    expect(auth.signIn).toHaveBeenLastCalledWith('/prosa/progetti');

    expect(fetch.urls()).toEqual(
      expect.arrayContaining([
        '/api/public/prosa/campagne?inCorso=true&page=1&size=3',
        '/api/public/prosa/eventi?page=1&size=3',
        '/api/public/prosa/progetti?page=1&size=3',
      ]),
    );
    // A visitor has no feed to read.
    expect(fetch.urls().some((url) => url.startsWith(FEED))).toBe(false);
  });

  it('says when a section has nothing to show, and raises the alert when one cannot be read', async () => {
    stubFetch(
      on('GET', prosaEventiRoutes.eventiProsaPubblici.url, () => errorBody(503, 'Servizio non disponibile.')),
      ...publicActivity(),
      on('GET', prosaRoutes.tematiche.url, () => json([])),
      on('GET', regionalPublicRoutes.regioni.url, () => json([])),
    );
    renderProsa(<ProsaHome />, '/prosa', {});
    expect(
      await within(section('Campagne in corso')).findByText('Non ci sono campagne in corso.'),
    ).toBeInTheDocument();
    expect(
      await within(section('Progetti')).findByText('Non ci sono ancora progetti pubblicati.'),
    ).toBeInTheDocument();
    expect(
      await within(section('Prossimi eventi')).findByText('Non è stato possibile leggere gli eventi.'),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    expect(alert).toHaveTextContent('Codice HTTP 503');
  });
});

describe('ProsaHome: «Per te», the citizen’s feed', () => {
  it('shows a signed-in citizen first what was chosen for them, each with its reasons, and links into the portal', async () => {
    const fetch = stubFetch(
      on('GET', FEED, () => json(feed)),
      ...publicActivity({ campagne: [serena], eventi: [incontro], progetti: [merende] }),
      on('GET', regionalPublicRoutes.regioni.url, () => json([])),
      on('GET', prosaPreferitiRoutes.preferiti.url, () => json([])),
      ...commonReads('cittadino'),
    );
    renderHome(cittadinoSession);
    const forYou = screen.getByRole('region', { name: 'Per te' });
    const campaign = await within(forYou).findByRole('article', { name: 'Prevenzione Serena' });
    expect(within(campaign).getByRole('link', { name: 'Prevenzione Serena' })).toHaveAttribute(
      'href',
      '/prosa/campagne/41',
    );
    expect(
      await within(campaign).findByRole('button', { name: 'Aggiungi ai preferiti «Prevenzione Serena»' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(within(campaign).getByRole('list', { name: 'Perché te lo proponiamo' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Per la tua età (41 anni)',
      'Per le donne',
      'Nel tuo territorio: Distretto dimostrativo Rivoli',
    ]);

    const event = within(forYou).getByRole('article', { name: 'Pomeriggio dello screening' });
    expect(event).toHaveTextContent('Quando:martedì 3 dicembre 2030, dalle 15:00 alle 18:00');
    expect(
      within(within(event).getByRole('list', { name: 'Perché te lo proponiamo' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Perché hai scelto Alimentazione', 'Della campagna a cui hai aderito: Prevenzione Serena']);
    expect(within(event).getByRole('button', { name: /^Mettiti in lista di attesa/ })).toBeInTheDocument();
    // The citizen has no preferred theme yet: the way to choose them.
    expect(within(forYou).getByRole('link', { name: 'Scegli le tue tematiche preferite' })).toHaveAttribute(
      'href',
      '/prosa/profilo',
    );

    // «Per te» comes before the public sections, whose cards now lead into the portal.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Per te')).toBeLessThan(headings.indexOf('Campagne in corso'));
    expect(
      within(section('Prossimi eventi')).getByRole('link', { name: 'Merenda in piazza' }),
    ).toHaveAttribute('href', '/prosa/eventi?dal=2030-12-03&al=2030-12-03');
    expect(
      within(section('Prossimi eventi')).getByRole('link', { name: 'Tutti gli eventi' }),
    ).toHaveAttribute('href', '/prosa/eventi');
    expect(within(section('Progetti')).getByRole('link', { name: 'Merende sane a scuola' })).toHaveAttribute(
      'href',
      '/prosa/progetti/21',
    );
    expect(screen.queryByRole('button', { name: /^Accedi per/ })).not.toBeInTheDocument();
    expect(fetch.urls()).toContain(FEED);
  });

  it('books a seat of a proposed event right there', async () => {
    let current = { ...incontro };
    const fetch = stubFetch(
      on('GET', FEED, () => json({ campagne: [], eventi: [{ evento: current, motivi: [] }] })),
      on('POST', calendarPrenotazioniRoutes.prenota.url, () => {
        current = { ...current, liberi: 11, miaPrenotazione: { id: 900, stato: 'prenotato' } };
        return json(prenotazioneOf(incontro, 900, 'prenotato'), 201);
      }),
      ...publicActivity(),
      on('GET', regionalPublicRoutes.regioni.url, () => json([])),
      on('GET', prosaPreferitiRoutes.preferiti.url, () => json([])),
      ...commonReads('cittadino'),
    );
    renderHome(cittadinoSession);
    const event = await within(screen.getByRole('region', { name: 'Per te' })).findByRole('article', {
      name: 'Merenda in piazza',
    });
    await userEvent.click(within(event).getByRole('button', { name: /^Prenota un posto/ }));
    expect(await within(event).findByText('Sei prenotato')).toBeInTheDocument();
    expect(event).toHaveTextContent('11 posti liberi su 30');
    expect(fetch.bodies('POST', calendarPrenotazioniRoutes.prenota.url)).toHaveLength(1);
  });

  it('says when there is nothing for the citizen yet, and how to get proposals', async () => {
    stubFetch(
      on('GET', FEED, () => json({ campagne: [], eventi: [] })),
      ...publicActivity(),
      on('GET', regionalPublicRoutes.regioni.url, () => json([])),
      on('GET', prosaPreferitiRoutes.preferiti.url, () => json([])),
      ...commonReads('cittadino'),
    );
    renderHome(cittadinoSession);
    const forYou = screen.getByRole('region', { name: 'Per te' });
    expect(
      await within(forYou).findByText('Per ora non ci sono campagne o eventi da proporti.'),
    ).toBeInTheDocument();
    expect(
      within(forYou).getByRole('link', { name: 'Scegli le tue tematiche preferite' }),
    ).toBeInTheDocument();
    expect(within(forYou).queryByRole('article')).not.toBeInTheDocument();
  });

  it('speaks English to an English citizen', async () => {
    await setLanguage('en');
    stubFetch(
      on('GET', FEED, () => json(feed)),
      ...publicActivity({ eventi: [incontro] }),
      on('GET', regionalPublicRoutes.regioni.url, () => json([])),
      on('GET', prosaPreferitiRoutes.preferiti.url, () => json([])),
      ...commonReads('cittadino'),
    );
    renderHome(cittadinoSession);
    const forYou = screen.getByRole('region', { name: 'For you' });
    const campaign = await within(forYou).findByRole('article', { name: 'Prevenzione Serena' });
    expect(within(campaign).getByRole('list', { name: 'Why we suggest it' })).toHaveTextContent(
      'For your age (41 years)For womenIn your area: Distretto dimostrativo Rivoli',
    );
    // The theme is Italian data: the sentence names it rather than building English around it.
    const event = within(forYou).getByRole('article', { name: 'Pomeriggio dello screening' });
    expect(within(event).getByRole('list', { name: 'Why we suggest it' })).toHaveTextContent(
      'On a theme you chose: Alimentazione',
    );
    await waitFor(() =>
      expect(
        within(section('Upcoming events')).getByRole('article', { name: 'Merenda in piazza' }),
      ).toHaveTextContent('When:Tuesday, 3 December 2030, from 10:00 to 12:00'),
    );
    expect(section('Running campaigns')).toHaveTextContent('No campaign is running.');
  });
});
