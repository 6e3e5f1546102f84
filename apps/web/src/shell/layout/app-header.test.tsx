import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithShell, signedIn } from '../../test/render-shell.tsx';
import { AppHeader } from './app-header.tsx';

const navigation = [
  { label: 'Home', path: '/stroke', children: [] },
  {
    label: 'Pazienti',
    path: null,
    children: [
      { label: 'Elenco', path: '/stroke/pazienti' },
      { label: 'Inviti', path: '/stroke/inviti' },
    ],
  },
];

/** The panel moves in two frames and out in 350 ms: room for a busy machine (it polls, it does not sleep). */
const settles = { timeout: 4000 };

function renderHeader() {
  return renderWithShell(
    <MemoryRouter initialEntries={['/stroke/pazienti']}>
      <AppHeader navigation={navigation} />
      <main>
        <a href="#x">Contenuto</a>
      </main>
    </MemoryRouter>,
    signedIn,
  );
}

describe('the header’s navigation on a small screen', () => {
  it('opens as a modal panel over an inert page, and Escape gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Mostra o nascondi la navigazione' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Menu di navigazione' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toHaveFocus(), settles);
    expect(panel).toHaveClass('navbar-collapsable', 'expanded');
    expect(document.querySelector('main')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveFocus(), settles);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its close button and when a link is followed', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Mostra o nascondi la navigazione' });
    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Menu di navigazione' });
    await user.click(screen.getByRole('button', { name: 'Chiudi la navigazione' }));
    await waitFor(() => expect(toggle).toHaveFocus(), settles);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Menu di navigazione' });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(panel).not.toHaveClass('expanded'), settles);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the group of the page in view, and draws its icons at once', () => {
    renderHeader();
    // Closed, the panel is hidden on a small screen (a desktop's stylesheet shows it as a bar).
    expect(screen.getByRole('button', { name: 'Pazienti', hidden: true })).toHaveClass('active');
    // Drawn, not loaded on demand: the page rendered at build time shows them too.
    for (const svg of document.querySelectorAll('header svg.icon')) {
      expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm]/);
    }
  });
});
