import type { Service, User } from '@halo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, jsonPage, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithShell, signedIn } from '../../../test/render-shell.tsx';
import { renderAdmin } from '../halo.test-utils.tsx';
import { AdminServizi } from './admin-servizi.screen.tsx';
import { AdminUtenti } from './admin-utenti.screen.tsx';
import { PlatformHome } from './platform-home.screen.tsx';

const anagrafe: Service = {
  id: 1,
  nome: 'Anagrafe',
  description: '',
  basePath: '/api/anagrafe',
  base: true,
  microservice: false,
  version: 1,
};

const cittadino: User = {
  id: 'u-1',
  username: 'cittadino',
  email: null,
  firstName: 'Chiara',
  lastName: 'Cittadina',
  enabled: false,
  emailVerified: false,
  realmRoles: [],
  clientRoles: {},
  groups: [],
  attributes: {},
  createdAt: '2026-01-01T08:00:00.000Z',
  version: 1,
  mail: null,
};

/** The whole text of the paragraph that is exactly `text` (markup inside it included). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

afterEach(() => vi.unstubAllGlobals());

describe('admin screens in English', () => {
  it('shows the services screen, its toggles and its delete confirmation in English', async () => {
    stubFetch(on('GET', '/api/v1/halo/services', () => jsonPage([anagrafe], 1)));
    await setLanguage('en');
    renderAdmin(<AdminServizi />, '/admin/servizi');

    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'List of services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search services')).toBeInTheDocument();
    expect(await screen.findByText('Anagrafe')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: /^Base path/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Microservice' })).toBeInTheDocument();
    expect(within(table).getByLabelText('Base service: Anagrafe')).toBeChecked();
    expect(within(table).getByRole('button', { name: 'Edit Anagrafe' })).toHaveTextContent('Edit');
    expect(
      screen.queryByText(/^(Servizi|Elenco dei servizi|Nuovo servizio|Modifica|Elimina)$/),
    ).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Anagrafe' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        paragraph('Delete the service Anagrafe? It must not be linked to any application.'),
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Anagrafe').tagName).toBe('STRONG');
  });

  it('says in English that the services could not be read', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/halo/services'
        ? new Response(JSON.stringify([anagrafe]), { status: 200 })
        : undefined,
    );
    await setLanguage('en');
    renderAdmin(<AdminServizi />, '/admin/servizi');
    expect(await screen.findByText('Error while retrieving the services.')).toBeInTheDocument();
    expect(screen.queryByText(/Errore durante il recupero/)).not.toBeInTheDocument();
  });

  it('shows the users screen, its sorts and filters in English', async () => {
    stubFetch(
      on('GET', '/api/v1/authorization/user', () =>
        json({ items: [cittadino], total: 1, page: 1, size: 20 }),
      ),
    );
    await setLanguage('en');
    renderAdmin(<AdminUtenti />, '/admin/utenti');

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by username, name or e-mail')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Newest first' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Enabled' })).toBeInTheDocument();
    const row = (await screen.findByText('cittadino')).closest('tr') as HTMLElement;
    expect(within(row).getByText('No e-mail')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByText('No groups')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enable cittadino' })).toHaveTextContent('Enable');
    expect(
      screen.queryByText(/^(Utenti|Nuovo utente|Ordina per|Nessun gruppo|Abilita)$/),
    ).not.toBeInTheDocument();
  });

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
