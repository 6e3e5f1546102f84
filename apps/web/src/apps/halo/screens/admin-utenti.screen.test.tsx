import type { User } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { AdminUtenti } from './admin-utenti.screen.tsx';

const cittadino: User = {
  id: '4c64f655-6734-4cc4-8087-a2533a46f2f2',
  username: 'cittadino',
  email: 'cittadino@example.org',
  firstName: 'Chiara',
  lastName: 'Cittadina',
  enabled: true,
  emailVerified: false,
  realmRoles: [],
  clientRoles: { prosa: ['cittadino'] },
  groups: ['/prosa/cittadini'],
  attributes: { asl: '010203' },
  createdAt: '2026-01-01T08:00:00.000Z',
  version: 2,
  mail: {
    kind: 'set-password',
    sentAt: '2026-01-01T08:00:00.000Z',
    expiresAt: '2026-01-04T08:00:00.000Z',
    expired: true,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminUtenti', () => {
  it('searches on the server and shows when the access mail was sent and that its link expired', async () => {
    const fetch = stubFetch(
      on('GET', '/api/v1/authorization/user', () =>
        json({ items: [cittadino], total: 1, page: 1, size: 20 }),
      ),
    );
    renderAdmin(<AdminUtenti />, '/admin/utenti');
    const row = (await screen.findByText('cittadino')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Inviato il 01/01/26, 09:00 (impostazione della password)');
    expect(within(row).getByText('Link scaduto il 04/01/26, 09:00')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Cerca per nome utente, nome o e-mail'), 'citt');
    await waitFor(() =>
      expect(fetch.calls().at(-1)).toBe('GET /api/v1/authorization/user?q=citt&sort=username&page=1&size=20'),
    );
  });

  it('resends the mail, says so, and shows the new link as valid', async () => {
    let mail = cittadino.mail;
    const fetch = stubFetch(
      on('GET', '/api/v1/authorization/user', () =>
        json({ items: [{ ...cittadino, mail }], total: 1, page: 1, size: 20 }),
      ),
      on('POST', '/api/v1/authorization/keycloak/resendemail', () => {
        mail = {
          kind: 'set-password',
          sentAt: '2026-02-01T10:00:00.000Z',
          expiresAt: '2026-02-04T10:00:00.000Z',
          expired: false,
        };
        return json({
          message: 'Messaggio inviato con successo',
          sentAt: mail.sentAt,
          expiresAt: mail.expiresAt,
        });
      }),
    );
    renderAdmin(<AdminUtenti />, '/admin/utenti');
    await userEvent.click(await screen.findByRole('button', { name: 'Reinvia e-mail a cittadino' }));

    expect(
      await screen.findByText(
        'Messaggio inviato con successo: cittadino@example.org, link valido fino al 04/02/26, 11:00.',
      ),
    ).toBeInTheDocument();
    expect(fetch.calls()).toContain(
      'POST /api/v1/authorization/keycloak/resendemail?email=cittadino%40example.org',
    );
    expect(await screen.findByText('Link valido fino al 04/02/26, 11:00')).toBeInTheDocument();
  });

  it('disabling asks first, then sends the user as read with enabled false and its version', async () => {
    const fetch = stubFetch(
      on('GET', '/api/v1/authorization/user', () =>
        json({ items: [cittadino], total: 1, page: 1, size: 20 }),
      ),
      on('PUT', '/api/v1/authorization/user/update', (_url, body) =>
        json({ ...cittadino, ...(body as object), version: 3 }),
      ),
    );
    renderAdmin(<AdminUtenti />, '/admin/utenti');
    await userEvent.click(await screen.findByRole('button', { name: 'Disabilita cittadino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma disabilitazione' });
    expect(fetch.bodies('PUT', '/api/v1/authorization/user/update')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disabilita' }));

    expect(await screen.findByText('Utente cittadino disabilitato.')).toBeInTheDocument();
    expect(fetch.bodies('PUT', '/api/v1/authorization/user/update')).toEqual([
      {
        id: cittadino.id,
        email: 'cittadino@example.org',
        firstName: 'Chiara',
        lastName: 'Cittadina',
        enabled: false,
        realmRoles: [],
        clientRoles: { prosa: ['cittadino'] },
        attributes: { asl: '010203' },
        version: 2,
      },
    ]);
  });
});

const disabledCittadino: User = {
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

describe('the users screen in English', () => {
  it('shows the users screen, its sorts and filters in English', async () => {
    stubFetch(
      on('GET', '/api/v1/authorization/user', () =>
        json({ items: [disabledCittadino], total: 1, page: 1, size: 20 }),
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
});
