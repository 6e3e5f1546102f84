import { prosaProgettiRoutes } from '@halo/contract/prosa/progetti';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  cittadinoSession,
  commonReads,
  fumoBozza,
  merende,
  operatoreSession,
  pageOf,
  renderProgetti,
} from './progetti.test-utils.tsx';

const SEARCH = prosaProgettiRoutes.progetti.url;

function api(profile: 'cittadino' | 'operatore', answer = () => json(pageOf([merende]))) {
  return stubFetch(on('GET', SEARCH, answer), ...commonReads(profile));
}

describe('ProsaProgetti: the search of the projects', () => {
  it('shows each published project with its authority, themes, target groups, settings, period and state', async () => {
    api('cittadino');
    renderProgetti('/prosa/progetti', cittadinoSession);
    const link = await screen.findByRole('link', { name: 'Merende sane a scuola' });
    expect(link).toHaveAttribute('href', '/prosa/progetti/21');
    const card = screen.getByRole('article', { name: 'Merende sane a scuola' });
    expect(card).toHaveTextContent('ASL TO3 · Distretto dimostrativo Rivoli');
    expect(card).toHaveTextContent('Tematiche:Alimentazione, Allattamento al seno');
    expect(card).toHaveTextContent('Destinatari:Bambini (0-10 anni), Genitori e famiglie');
    expect(card).toHaveTextContent('Setting:Scuola');
    expect(card).toHaveTextContent('Periodo:dal 01/03/26 al 30/06/27');
    expect(within(card).getByText('Pubblicato')).toHaveTextContent('Stato: Pubblicato');
    expect(screen.getByRole('status')).toHaveTextContent('1 progetto trovato.');
    // Citizens read only what is published: no state to choose, nothing to create.
    expect(screen.queryByRole('combobox', { name: 'Stato' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuovo progetto' })).not.toBeInTheDocument();
  });

  it('searches as the user types and by theme, target group, setting and authority, keeping it all in the address', async () => {
    const fetch = api('cittadino');
    const { router } = renderProgetti('/prosa/progetti', cittadinoSession);
    await screen.findByRole('link', { name: 'Merende sane a scuola' });
    expect(fetch.urlsTo(SEARCH)).toEqual([`${SEARCH}?page=1&size=10`]);

    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca nei progetti/ }), 'merende frutta');
    await waitFor(() => expect(fetch.urlsTo(SEARCH)).toContain(`${SEARCH}?q=merende+frutta&page=1&size=10`));
    // One call once typing stops, not one per key.
    expect(fetch.urlsTo(SEARCH)).toHaveLength(2);

    const tema = screen.getByRole('combobox', { name: 'Tematica' });
    await within(tema).findByRole('option', { name: 'Allattamento al seno' });
    expect(within(tema).getByRole('option', { name: 'Alimentazione: tutta la tematica' })).toHaveValue('1');
    await userEvent.selectOptions(tema, 'Allattamento al seno');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Destinatari' }),
      'Genitori e famiglie',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Setting' }), 'Scuola');
    const asl = screen.getByRole('combobox', { name: 'Azienda sanitaria' });
    await within(asl).findByRole('option', { name: 'ASL TO3' });
    await userEvent.selectOptions(asl, 'ASL TO3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordina per' }), 'Titolo (A-Z)');
    const all = `${SEARCH}?q=merende+frutta&sort=titolo&page=1&size=10&tema=2&destinatario=GENITORI&setting=SCUOLA&asl=1`;
    await waitFor(() => expect(fetch.urlsTo(SEARCH)).toContain(all));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'q=merende+frutta&tema=2&destinatario=GENITORI&setting=SCUOLA&asl=1&sort=titolo',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=titolo'));
    expect(screen.getByRole('searchbox', { name: /^Cerca nei progetti/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tematica' })).toHaveValue('');
  });

  it('opens a bookmarked search on its filters and page, leaving out what the server would refuse', async () => {
    const fetch = api('cittadino', () => json(pageOf([merende], 11, 2)));
    renderProgetti(
      '/prosa/progetti?q=cammino&destinatario=ANZIANI&setting=SPIAGGIA&stato=bozza&page=2&sort=-dal',
      cittadinoSession,
    );
    await screen.findByRole('link', { name: 'Merende sane a scuola' });
    expect(fetch.urlsTo(SEARCH)[0]).toBe(`${SEARCH}?q=cammino&sort=-dal&page=2&size=10&destinatario=ANZIANI`);
    expect(screen.getByRole('searchbox', { name: /^Cerca nei progetti/ })).toHaveValue('cammino');
    expect(screen.getByRole('combobox', { name: 'Destinatari' })).toHaveValue('ANZIANI');
    expect(screen.getByRole('combobox', { name: 'Ordina per' })).toHaveValue('-dal');
    expect(screen.getByText('Elementi da 11 a 11 di 11')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pagina 1' }));
    await waitFor(() =>
      expect(fetch.urlsTo(SEARCH)).toContain(
        `${SEARCH}?q=cammino&sort=-dal&page=1&size=10&destinatario=ANZIANI`,
      ),
    );
  });

  it('lets staff choose the state and start a new project, and says when nothing matches', async () => {
    const fetch = api('operatore', () => json(pageOf([])));
    renderProgetti('/prosa/progetti', operatoreSession);
    expect(await screen.findByText('0 progetti trovati.')).toBeInTheDocument();
    expect(screen.getByText('Non ci sono ancora progetti pubblicati.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuovo progetto' })).toHaveAttribute(
      'href',
      '/prosa/progetti/nuovo',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Bozza');
    await waitFor(() => expect(fetch.urlsTo(SEARCH)).toContain(`${SEARCH}?page=1&size=10&stato=bozza`));
    expect(
      await screen.findByText(
        'Nessun progetto corrisponde alla ricerca: provare con altre parole o meno filtri.',
      ),
    ).toBeInTheDocument();
  });

  it('shows drafts of the scope to staff with their state', async () => {
    api('operatore', () => json(pageOf([fumoBozza, merende])));
    renderProgetti('/prosa/progetti', operatoreSession);
    const draft = await screen.findByRole('article', { name: 'Liberi dal fumo' });
    expect(within(draft).getByText('Bozza')).toBeInTheDocument();
    expect(draft).toHaveTextContent('ASL TO3 · Dipartimento di prevenzione');
    expect(draft).toHaveTextContent('Periodo:dal 01/09/26');
    expect(
      screen.getByText('Vedi i progetti pubblicati e quelli in lavorazione del tuo ambito.'),
    ).toBeInTheDocument();
  });

  it('raises the global alert with the message and the status when the search fails', async () => {
    api('cittadino', () => errorBody(503, 'Servizio non disponibile.'));
    renderProgetti('/prosa/progetti', cittadinoSession);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    expect(alert).toHaveTextContent('Codice HTTP 503');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Non è stato possibile leggere i progetti.'),
    );
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api('cittadino');
    renderProgetti('/prosa/progetti', cittadinoSession);
    const card = await screen.findByRole('article', { name: 'Merende sane a scuola' });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Target groups:Children (0-10 years), Parents and families');
    expect(card).toHaveTextContent('Period:from 01/03/26 to 30/06/27');
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Target group' })).toBeInTheDocument();
  });
});
