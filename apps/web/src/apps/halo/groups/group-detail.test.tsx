import type { GroupDetail } from '@halo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { haloApps, renderAdmin } from '../halo.test-utils.tsx';
import { GroupDetailView } from './group-detail.tsx';

const group: GroupDetail = {
  id: '11111111-2222-3333-4444-555555555555',
  name: 'operatori',
  path: '/operatori',
  parentId: null,
  application: 'halo',
  description: '',
  memberCount: 1,
  version: 1,
  members: [{ id: 'u1', username: 'cittadino', firstName: 'Chiara', lastName: 'Cittadina', email: null }],
  permissions: [{ section: 'halo.log', application: 'halo', mask: 16, flags: ['READ'] }],
  subGroups: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('GroupDetailView in English', () => {
  it('shows the group, its members and its permissions in English', async () => {
    stubFetch(
      on('GET', '/api/v1/halo/app', () => json(haloApps)),
      on('GET', '/api/v1/halo/conf/sezione', () =>
        json([{ name: 'halo.log', application: 'halo', description: 'Registro', system: true }]),
      ),
    );
    await setLanguage('en');
    renderAdmin(<GroupDetailView group={group} backHref="/" onChanged={() => {}} onDeleted={() => {}} />);
    expect(screen.getByRole('link', { name: '← Back to the list of groups' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Group /operatori' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members (1)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Full name' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Permissions by section' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Read on halo.log' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All permissions on halo.log' })).not.toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'Read' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent(
      'Delete the group /operatori and its permissions? This cannot be undone.',
    );
    expect(within(dialog).getByText('/operatori').tagName).toBe('STRONG');
    expect(
      screen.queryByText(/Gruppo \/operatori|Membri|Permessi per sezione|Elimina gruppo|Torna/),
    ).not.toBeInTheDocument();
  });
});

describe('GroupDetailView of an application whose access goes by roles', () => {
  const prosaApps = [
    ...haloApps,
    { id: 2, nome: 'Prosa', clientId: 'prosa', description: '', icon: 'it-horn', hasHomePublic: true },
  ];
  const operators: GroupDetail = {
    ...group,
    name: 'operatori',
    path: '/prosa/operatori',
    application: 'prosa',
    permissions: [],
  };

  it('names the application by its title and says its access goes by roles, not sections', async () => {
    const fetch = stubFetch(
      on('GET', '/api/v1/halo/app', () => json(prosaApps)),
      on('GET', '/api/v1/halo/conf/sezione', () => json([])),
    );
    renderAdmin(<GroupDetailView group={operators} backHref="/" onChanged={() => {}} onDeleted={() => {}} />);

    expect(
      await screen.findByText(
        "Pro.Sa. non usa permessi per sezione: chi vi accede e cosa può fare dipende dal suo ruolo nell'applicazione (admin-prosa, operatore, responsabile, ente, cittadino), da assegnare nella schermata Utenti.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nessuna sezione/)).not.toBeInTheDocument();
    // The sections were asked for under the group's own application.
    expect(fetch.calls().filter((call) => call.includes('/conf/sezione'))).toEqual([
      'GET /api/v1/halo/conf/sezione?app=prosa',
    ]);
    const facts = screen.getByText('Applicazione', { selector: 'dt' }).nextElementSibling;
    expect(facts).toHaveTextContent(/^Pro\.Sa\.$/);
    expect(screen.getByRole('combobox', { name: "Sezioni dell'applicazione" })).toHaveDisplayValue('Pro.Sa.');
  });
});
