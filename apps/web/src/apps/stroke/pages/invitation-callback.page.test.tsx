import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { renderWithShell } from '../../../test/render-shell.tsx';
import { invitationCallbackUrl } from '../stroke.api.ts';
import { InvitationCallbackPage } from './invitation-callback.page.tsx';

function renderAt(url: string, kind: 'medico' | 'paziente' | 'caregiver') {
  const router = createMemoryRouter([{ path: '*', element: <InvitationCallbackPage kind={kind} /> }], {
    initialEntries: [url],
  });
  return renderWithShell(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

describe('invitation callback pages (SPEC.md §2, §4)', () => {
  it('calls the matching callback with the code of the link', () => {
    expect(invitationCallbackUrl('medico', 'A1')).toBe('/api/stroke/public/callbackm/A1');
    expect(invitationCallbackUrl('paziente', 'A1')).toBe('/api/stroke/public/callbackp/A1');
    expect(invitationCallbackUrl('caregiver', 'a/b')).toBe('/api/stroke/public/callbackc/a%2Fb');
  });

  it('confirms a valid code and offers the login', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/stroke/public/callbackm?code=XYZ', 'medico');
    expect(await screen.findByText(/Invito confermato: l'account medico è abilitato/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/stroke/public/callbackm/XYZ', expect.anything());
  });

  it('shows the error when the server refuses the code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Invito scaduto."}', { status: 404 })),
    );
    renderAt('/stroke/public/callbackc?code=OLD', 'caregiver');
    expect(await screen.findByText(/Non è stato possibile confermare l'invito/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma account caregiver' })).toBeInTheDocument();
    // One friendly message: no technical banner ("Risorsa non trovata. Codice HTTP 404") above it.
    expect(alertStore.list()).toEqual([]);
  });

  it('asks for the full link when the code is missing, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/stroke/public/callbackp', 'paziente');
    expect(await screen.findByText(/Il link di invito non contiene il codice/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms the invitation in English when English is chosen', async () => {
    await setLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 200 })),
    );
    renderAt('/stroke/public/callbackp?code=XYZ', 'paziente');
    expect(
      await screen.findByText(
        'Invitation confirmed: the patient account is enabled. You can now sign in with your credentials.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm patient account' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Confirm patient account - /);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Invito confermato/)).not.toBeInTheDocument();
  });

  it('reports a refused code in English, and only in its own words', async () => {
    await setLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderAt('/stroke/public/callbackm?code=OLD', 'medico');
    expect(await screen.findByText(/The invitation could not be confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm doctor account' })).toBeInTheDocument();
    expect(alertStore.list()).toEqual([]);
    expect(screen.queryByText(/Non è stato possibile/)).not.toBeInTheDocument();
  });
});
