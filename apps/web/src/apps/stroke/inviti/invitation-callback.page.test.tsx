import type { InvitationConfirmation } from '@halo/contract/stroke/inviti';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithShell, signedIn } from '../../../test/render-shell.tsx';
import { InvitationCallbackPage } from './invitation-callback.page.tsx';
import { invitationCallbackUrl } from './inviti.api.ts';

type Kind = 'medico' | 'paziente' | 'caregiver';

function renderAt(url: string, kind: Kind, session = {}) {
  const router = createMemoryRouter([{ path: '*', element: <InvitationCallbackPage kind={kind} /> }], {
    initialEntries: [url],
  });
  // Strict mode mounts twice: the single-use code must still be sent once.
  return renderWithShell(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    session,
  );
}

/** The server answers the code of `kind` with `answer`. */
function answering(kind: Kind, code: string, answer: () => Response) {
  return stubFetch(on('GET', invitationCallbackUrl(kind, code), answer));
}

const esito =
  (value: InvitationConfirmation['esito'], passwordInviata = false) =>
  () =>
    json({ esito: value, passwordInviata });

/** The confirmation, once the answer came (the status before it says the call is on its way). */
async function confirmation(start: RegExp) {
  return (await screen.findByText(start)).closest('[role="status"]') as HTMLElement;
}

describe('invitation callback pages (SPEC.md §2, §4)', () => {
  it('calls the matching callback with the code of the link', () => {
    expect(invitationCallbackUrl('medico', 'A1')).toBe('/api/stroke/public/callbackm/A1');
    expect(invitationCallbackUrl('paziente', 'A1')).toBe('/api/stroke/public/callbackp/A1');
    expect(invitationCallbackUrl('caregiver', 'a/b')).toBe('/api/stroke/public/callbackc/a%2Fb');
  });

  it('confirms a valid code once, says the mail to choose the password left, and offers the sign-in', async () => {
    const fetch = answering('medico', 'XYZ', esito('confermato', true));
    const { auth } = renderAt('/stroke/public/callbackm?code=XYZ', 'medico');
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma account medico' })).toBeInTheDocument();
    const status = await confirmation(/^Invito confermato/);
    expect(status).toHaveTextContent("Invito confermato: l'account medico è abilitato.");
    expect(status).toHaveTextContent(
      "Ti abbiamo inviato un'e-mail con il link per scegliere la password: aprila, scegli la password e poi accedi.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(auth.signIn).toHaveBeenCalledWith('/apps');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('confirms an account that already has a password: sign in at once', async () => {
    answering('paziente', 'XYZ', esito('confermato', false));
    renderAt('/stroke/public/callbackp?code=XYZ', 'paziente');
    const status = await confirmation(/^Invito confermato/);
    expect(status).toHaveTextContent(
      "Invito confermato: l'account paziente è abilitato.Ora puoi accedere con le tue credenziali.",
    );
    expect(status).not.toHaveTextContent(/password/);
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('asks for a new invitation when the code expired', async () => {
    answering('caregiver', 'OLD', esito('scaduto'));
    renderAt('/stroke/public/callbackc?code=OLD', 'caregiver');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questo invito è scaduto. Chiedi a chi ti ha invitato di inviartene uno nuovo.',
    );
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('says a used link was used: sign in if the password is set, otherwise ask for a new invitation', async () => {
    answering('paziente', 'USED', esito('usato'));
    renderAt('/stroke/public/callbackp?code=USED', 'paziente');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questo link è già stato usato. Se hai già scelto la password, accedi; altrimenti chiedi a chi ti ha invitato di inviarti un nuovo invito.',
    );
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('sends to the latest mail when a newer invitation replaced this one', async () => {
    answering('medico', 'PREV', esito('revocato'));
    renderAt('/stroke/public/callbackm?code=PREV', 'medico');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Questo invito è stato sostituito da uno più recente: apri il link dell'ultima e-mail di invito che hai ricevuto.",
    );
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('says an unknown code is not a valid link, in its own words only', async () => {
    answering('caregiver', 'NOPE', () => errorBody(404, 'Invito non trovato.'));
    renderAt('/stroke/public/callbackc?code=NOPE', 'caregiver');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Il link di invito non è valido/);
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma account caregiver' })).toBeInTheDocument();
    // One friendly message: no technical banner ("Risorsa non trovata. Codice HTTP 404") above it.
    expect(alertStore.list()).toEqual([]);
    expect(screen.queryByText('Invito non trovato.')).not.toBeInTheDocument();
  });

  it('asks to try again later when the server fails, without a technical banner', async () => {
    answering('medico', 'XYZ', () => new Response('', { status: 503 }));
    renderAt('/stroke/public/callbackm?code=XYZ', 'medico');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Non è stato possibile confermare l'invito in questo momento: riprova più tardi.",
    );
    expect(alertStore.list()).toEqual([]);
  });

  it('asks for the full link when the code is missing, without calling the server', async () => {
    const fetch = stubFetch();
    renderAt('/stroke/public/callbackp', 'paziente');
    expect(await screen.findByText(/Il link di invito non contiene il codice/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers no sign-in to a person already signed in', async () => {
    answering('paziente', 'XYZ', esito('confermato', true));
    renderAt('/stroke/public/callbackp?code=XYZ', 'paziente', signedIn);
    expect(await confirmation(/^Invito confermato/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('confirms the invitation in English when English is chosen', async () => {
    await setLanguage('en');
    answering('paziente', 'XYZ', esito('confermato', true));
    renderAt('/stroke/public/callbackp?code=XYZ', 'paziente');
    expect(await confirmation(/^Invitation confirmed/)).toHaveTextContent(
      'Invitation confirmed: the patient account is enabled.We sent you an email with the link to choose your password: open it, choose the password, then sign in.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm patient account' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Confirm patient account - /);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/Invito confermato/)).not.toBeInTheDocument();
  });

  it('tells each refusal in English too', async () => {
    await setLanguage('en');
    answering('medico', 'OLD', esito('scaduto'));
    const { unmount } = renderAt('/stroke/public/callbackm?code=OLD', 'medico');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask whoever invited you to send you a new one.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm doctor account' })).toBeInTheDocument();
    unmount();

    answering('medico', 'NOPE', () => errorBody(404, 'Invito non trovato.'));
    renderAt('/stroke/public/callbackm?code=NOPE', 'medico');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The invitation link is not valid/);
    expect(alertStore.list()).toEqual([]);
  });
});
