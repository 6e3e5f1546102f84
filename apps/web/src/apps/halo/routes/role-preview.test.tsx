import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { RolePreview } from './role-preview.tsx';

const apps = [
  { id: 2, nome: 'Pro.Sa.', clientId: 'prosa', description: '', icon: 'it-list', hasHomePublic: false },
];

afterEach(() => vi.unstubAllGlobals());

describe('RolePreview in English', () => {
  it('shows the preview of a role in English', async () => {
    stubFetch(
      on('GET', '/api/v1/halo/app', () => json(apps)),
      on('GET', '/api/v1/authorization/roles/byapp', () =>
        json([{ id: 'r1', name: 'cittadino', description: '', application: 'prosa' }]),
      ),
      on('GET', '/api/v1/halo/app/preview', () =>
        json({
          application: apps[0],
          role: 'cittadino',
          routes: [],
          menu: [],
        }),
      ),
    );
    await setLanguage('en');
    renderAdmin(<RolePreview />, '/?vediApp=2&vediRuolo=cittadino');
    expect(screen.getByRole('heading', { name: 'View as role' })).toBeInTheDocument();
    expect(screen.getByLabelText('Preview application')).toBeInTheDocument();
    expect(screen.getByLabelText('Preview role')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Routes of Pro.Sa. for the role cittadino' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No routes for this role.')).toBeInTheDocument();
    expect(screen.getByText('No menu entries for this role.')).toBeInTheDocument();
    expect(screen.queryByText(/Vedi come ruolo|Rotte di|Nessuna/)).not.toBeInTheDocument();
  });
});
