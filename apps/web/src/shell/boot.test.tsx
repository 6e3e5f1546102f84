import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellRoot } from './boot.tsx';

describe('ShellRoot', () => {
  it('says the start failed and offers to try again, rather than keeping the boot screen on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/query-client.js'),
    );
    render(<ShellRoot ready={failed} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Impossibile caricare la pagina' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
