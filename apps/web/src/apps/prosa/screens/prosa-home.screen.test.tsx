import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { renderWithShell, signedIn } from '../../../test/render-shell.tsx';
import { ProsaEventi } from './prosa-eventi.screen.tsx';
import { ProsaHome } from './prosa-home.screen.tsx';

describe('Pro.Sa. in English', () => {
  it('shows the public home in English, keeping the portal’s name', async () => {
    await setLanguage('en');
    renderWithShell(
      <MemoryRouter>
        <ProsaHome />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pro.Sa. - Portale della prevenzione' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Disease prevention and health promotion')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What you will find on the portal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Prevention campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/prosa/registrazione');
    expect(screen.queryByText('Cosa trovi nel portale')).not.toBeInTheDocument();
    expect(screen.queryByText('A chi si rivolge')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('offers the signed-in user their applications in English', async () => {
    await setLanguage('en');
    renderWithShell(
      <MemoryRouter>
        <ProsaHome />
      </MemoryRouter>,
      signedIn,
    );
    expect(screen.getByRole('link', { name: 'My applications' })).toBeInTheDocument();
    expect(screen.queryByText('Le mie applicazioni')).not.toBeInTheDocument();
  });

  it('titles a portal screen in English', async () => {
    await setLanguage('en');
    renderWithShell(<ProsaEventi />);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Events - /);
    expect(screen.queryByText(/Eventi/)).not.toBeInTheDocument();
  });
});
