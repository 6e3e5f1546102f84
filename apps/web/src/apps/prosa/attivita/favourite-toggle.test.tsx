import { prosaPreferitiRoutes } from '@halo/contract/prosa/preferiti';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAccount } from '../account/prosa-account.test-utils.tsx';
import { commonReads, type Reader, sessionOf } from '../suggerimenti/suggerimenti.test-utils.tsx';
import { merendePreferito, vaccinazionePreferito } from './attivita.test-utils.tsx';
import { FavouriteToggle } from './favourite-toggle.tsx';

const LIST = prosaPreferitiRoutes.preferiti.url;
const ADD = prosaPreferitiRoutes.aggiungiPreferito.url;

function render(reader: Reader) {
  return renderAccount(
    <FavouriteToggle tipo="progetto" id={21} titolo="Merende sane a scuola" />,
    '/prosa/progetti/21',
    sessionOf[reader],
  );
}

describe('FavouriteToggle', () => {
  it('stars a project: the button is pressed at once, named for what it does now', async () => {
    let list = [vaccinazionePreferito];
    const fetch = stubFetch(
      on('GET', LIST, () => json(list)),
      on('POST', ADD, () => {
        list = [merendePreferito, ...list];
        return json(merendePreferito, 201);
      }),
      ...commonReads('cittadino'),
    );
    render('cittadino');
    const button = await screen.findByRole('button', {
      name: 'Aggiungi ai preferiti «Merende sane a scuola»',
      pressed: false,
    });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(
      await screen.findByRole('button', {
        name: 'Togli dai preferiti «Merende sane a scuola»',
        pressed: true,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('«Merende sane a scuola» aggiunto ai preferiti.');
    expect(fetch.bodies('POST', ADD)).toEqual([{ tipo: 'progetto', id: 21 }]);
  });

  it('shows an organisation its star already pressed', async () => {
    stubFetch(
      on('GET', LIST, () => json([merendePreferito])),
      ...commonReads('ente'),
    );
    render('ente');
    expect(
      await screen.findByRole('button', { name: /^Togli dai preferiti/, pressed: true }),
    ).toBeInTheDocument();
  });

  it('is not there for staff, who have no favourites, and reads nothing for them', async () => {
    const fetch = stubFetch(...commonReads('operatore'));
    render('operatore');
    await waitFor(() => expect(fetch.urls().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetch.urls()).not.toContain(LIST);
  });
});
