import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { renderWithShell, signedIn } from '../../../test/render-shell.tsx';
import { PlatformHome } from './platform-home.screen.tsx';

const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

afterEach(() => vi.unstubAllGlobals());

describe('the platform home page', () => {
  it('welcomes the user on the platform home page in English', async () => {
    await setLanguage('en');
    renderWithShell(
      <MemoryRouter>
        <PlatformHome />
      </MemoryRouter>,
      signedIn,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Halo' })).toBeInTheDocument();
    expect(
      screen.getByText(paragraph('You are signed in as Mario Rossi with the role medico.')),
    ).toBeInTheDocument();
    expect(screen.getByText(paragraph('Current application: Stroke.'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an application' })).toHaveAttribute('href', '/apps');
    expect(document.title).toBe('Home page - Halo');
    expect(screen.queryByText(/Benvenuto|Hai effettuato|Scegli/)).not.toBeInTheDocument();
  });

  it('keeps the Italian home page word for word', () => {
    renderWithShell(
      <MemoryRouter>
        <PlatformHome />
      </MemoryRouter>,
      signedIn,
    );
    expect(
      screen.getByText(paragraph("Hai effettuato l'accesso come Mario Rossi con ruolo medico.")),
    ).toBeInTheDocument();
    expect(screen.getByText('Mario Rossi').tagName).toBe('STRONG');
    expect(screen.getByText(paragraph('Applicazione corrente: Stroke.'))).toBeInTheDocument();
    expect(document.title).toBe('Pagina iniziale - Halo');
  });
});
