import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { AccountMailStatus } from './account-mail-status.tsx';
import { UserFormDialog } from './user-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('users in English', () => {
  it('the new user form speaks English', async () => {
    stubFetch(
      on('GET', '/api/v1/halo/app', () => json([])),
      on('GET', '/api/v1/authorization/roles/realm', () => json([])),
      on('GET', '/api/v1/authorization/gruppo', () => json({ items: [], total: 0, page: 1, size: 20 })),
    );
    await setLanguage('en');
    renderAdmin(<UserFormDialog isOpen user={null} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    expect(within(dialog).getByLabelText('Username *')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('User enabled (can sign in)')).toBeChecked();
    expect(within(dialog).getByRole('heading', { name: 'Roles in the applications' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(
      within(dialog).queryByText(/Nuovo utente|Nome utente|Ruoli nelle applicazioni|Salva/),
    ).not.toBeInTheDocument();
  });

  it('says in English when the access mail was sent and until when its link works', async () => {
    await setLanguage('en');
    renderAdmin(
      <AccountMailStatus
        emailVerified={false}
        mail={{
          kind: 'verify-email',
          sentAt: '2026-02-01T10:00:00.000Z',
          expiresAt: '2026-02-04T10:00:00.000Z',
          expired: false,
        }}
      />,
    );
    expect(screen.getByText(/^Sent on .+ \(email verification\)$/)).toBeInTheDocument();
    expect(screen.getByText(/^Link valid until /)).toBeInTheDocument();
    expect(screen.queryByText(/Inviato il|Link valido/)).not.toBeInTheDocument();
  });
});
