import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell, signedIn } from '../../test/render-shell.tsx';
import { RouteErrorBoundary } from './route-error-page.tsx';

function Broken(): never {
  throw new Error('layout failed');
}

describe('the route tree’s last resort', () => {
  it('shows the error page, with a retry, for an error no screen caught', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithShell(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
      signedIn,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Si è verificato un errore' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Errore di navigazione.', expect.any(Error));
    logged.mockRestore();
  });
});
