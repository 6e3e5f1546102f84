import { preferitoMessages, prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderInLayout } from '../account/prosa-account.test-utils.tsx';
import {
  camminoPreferito,
  merendePreferito,
  vaccinazionePreferito,
} from '../attivita/attivita.test-utils.tsx';
import { commonReads, type Reader, sessionOf } from '../suggerimenti/suggerimenti.test-utils.tsx';
import { ProsaPreferiti } from './prosa-preferiti.screen.tsx';

const LIST = prosaPreferitiRoutes.preferiti.url;
const remove = (tipo: string, id: number) => fillPath(prosaPreferitiRoutes.togliPreferito.url, { tipo, id });

function render(reader: Reader = 'cittadino') {
  return renderInLayout({ preferiti: <ProsaPreferiti /> }, '/prosa/preferiti', sessionOf[reader]);
}

describe('ProsaPreferiti', () => {
  it('lists the starred projects and campaigns with their authority, period and state, each leading to its page', async () => {
    stubFetch(
      on('GET', LIST, () => json([vaccinazionePreferito, merendePreferito, camminoPreferito])),
      ...commonReads('cittadino'),
    );
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Progetti (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Campagne (1)' })).toBeInTheDocument();
    const merende = screen.getByRole('article', { name: 'Merende sane a scuola' });
    expect(within(merende).getByRole('link', { name: 'Merende sane a scuola' })).toHaveAttribute(
      'href',
      '/prosa/progetti/21',
    );
    expect(merende).toHaveTextContent('Azienda sanitaria:ASL TO3');
    expect(merende).toHaveTextContent('Periodo:dal 01/03/26 al 30/06/27');
    expect(merende).toHaveTextContent('Stato:Pubblicato');
    expect(merende).toHaveTextContent('Tra i preferiti dal:24/11/26');
    const cammino = screen.getByRole('article', { name: 'Gruppi di cammino' });
    expect(cammino).toHaveTextContent('Periodo:dal 01/04/26');
    expect(cammino).toHaveTextContent('Stato:Chiuso');
    const vaccinazione = screen.getByRole('article', { name: 'Vaccinazione antinfluenzale' });
    expect(within(vaccinazione).getByRole('link')).toHaveAttribute('href', '/prosa/campagne/31');
    expect(vaccinazione).toHaveTextContent('Stato:Pubblicata');
    expect(
      within(vaccinazione).getByRole('button', {
        name: 'Togli dai preferiti «Vaccinazione antinfluenzale»',
        pressed: true,
      }),
    ).toBeInTheDocument();
  });

  it('takes one off at once, says so, and keeps the focus in its section', async () => {
    let list = [vaccinazionePreferito, merendePreferito, camminoPreferito];
    const fetch = stubFetch(
      on('GET', LIST, () => json(list)),
      on('DELETE', remove('progetto', 21), () => {
        list = list.filter((p) => p.id !== 21);
        return json({ message: preferitoMessages.removed });
      }),
      ...commonReads('cittadino'),
    );
    render();
    const merende = await screen.findByRole('article', { name: 'Merende sane a scuola' });
    await userEvent.click(within(merende).getByRole('button', { name: /^Togli dai preferiti/ }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Merende sane a scuola' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('«Merende sane a scuola» tolto dai preferiti.');
    expect(screen.getByRole('heading', { level: 2, name: 'Progetti (1)' })).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Gruppi di cammino' })).toBeInTheDocument();
    expect(fetch.calls()).toContain(`DELETE ${remove('progetto', 21)}`);
  });

  it('keeps it and raises the alert when the server refuses to take it off', async () => {
    stubFetch(
      on('GET', LIST, () => json([merendePreferito])),
      on('DELETE', remove('progetto', 21), () => errorBody(503, 'Servizio non disponibile.')),
      ...commonReads('ente'),
    );
    render('ente');
    const merende = await screen.findByRole('article', { name: 'Merende sane a scuola' });
    await userEvent.click(within(merende).getByRole('button', { name: /^Togli dai preferiti/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    expect(alert).toHaveTextContent('Codice HTTP 503');
    expect(within(merende).getByRole('button', { name: /^Togli dai preferiti/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('explains how to add favourites when there are none', async () => {
    stubFetch(
      on('GET', LIST, () => json([])),
      ...commonReads('cittadino'),
    );
    render();
    expect(await screen.findByText('Non hai ancora preferiti.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Apri un progetto o una campagna e premi «Aggiungi ai preferiti», il pulsante con la stella: lo ritroverai qui.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sfoglia i progetti' })).toHaveAttribute(
      'href',
      '/prosa/progetti',
    );
    expect(screen.getByRole('link', { name: 'Sfoglia le campagne' })).toHaveAttribute(
      'href',
      '/prosa/campagne',
    );
  });

  it('raises the global alert with the message and the status when the list cannot be read', async () => {
    stubFetch(
      on('GET', LIST, () => errorBody(500, 'Errore interno.')),
      ...commonReads('cittadino'),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore interno.');
    expect(alert).toHaveTextContent('Codice HTTP 500');
    expect(await screen.findByText('Non è stato possibile leggere i preferiti.')).toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    stubFetch(
      on('GET', LIST, () => json([merendePreferito])),
      ...commonReads('cittadino'),
    );
    render();
    const merende = await screen.findByRole('article', { name: 'Merende sane a scuola' });
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    expect(merende).toHaveTextContent('Period:from 01/03/26 to 30/06/27');
    expect(within(merende).getByRole('button', { name: /^Remove from favourites/ })).toBeInTheDocument();
  });
});
