import { registrationMessages as m, prosaRegistrationRoutes } from '@halo/contract/prosa/registration';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAccount } from '../prosa-account.test-utils.tsx';
import { ProsaConferma } from './prosa-conferma.page.tsx';

const CONFIRM = prosaRegistrationRoutes.confermaRegistrazione.url;
const CODE = 'A'.repeat(43);
const URL = `/prosa/conferma?codice=${CODE}`;

describe('ProsaConferma: the link of the registration mail', () => {
  it('confirms the code once and offers to sign in, straight to the welcome path of a citizen', async () => {
    const fetch = stubFetch(
      on('POST', CONFIRM, () =>
        json({ messaggio: m.confirmed, username: 'maria.rossi', ruolo: 'cittadino' }),
      ),
    );
    const { auth } = renderAccount(<ProsaConferma />, URL);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conferma della registrazione' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(m.confirmed)).toBeInTheDocument();
    expect(screen.getByText('Il tuo nome utente è maria.rossi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(auth.signIn).toHaveBeenCalledWith('/prosa/profilo');
    expect(fetch.bodies('POST', CONFIRM)).toEqual([{ codice: CODE }]);
  });

  it('sends an organisation to the portal after signing in', async () => {
    stubFetch(on('POST', CONFIRM, () => json({ messaggio: m.confirmed, username: 'scuola', ruolo: 'ente' })));
    const { auth } = renderAccount(<ProsaConferma />, URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(auth.signIn).toHaveBeenCalledWith('/prosa');
  });

  it('says a link already used is confirmed, and offers to sign in', async () => {
    stubFetch(on('POST', CONFIRM, () => errorBody(409, m.codeUsed)));
    const { auth } = renderAccount(<ProsaConferma />, URL);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeUsed);
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(auth.signIn).toHaveBeenCalledWith('/prosa');
  });

  it('says an expired link is expired, and leads to a new registration', async () => {
    stubFetch(on('POST', CONFIRM, () => errorBody(409, m.codeExpired)));
    renderAccount(<ProsaConferma />, URL);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeExpired);
    expect(screen.getByRole('link', { name: 'Registrati di nuovo' })).toHaveAttribute(
      'href',
      '/prosa/registrazione',
    );
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('says an unknown link is not valid, and what to check', async () => {
    stubFetch(
      on('POST', CONFIRM, () =>
        errorBody(400, m.codeUnknown, [{ path: 'body.codice', message: m.codeUnknown }]),
      ),
    );
    renderAccount(<ProsaConferma />, URL);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeUnknown);
    expect(screen.getByText(/aperto il link più recente/)).toBeInTheDocument();
  });

  it('posts nothing without a code', async () => {
    const fetch = stubFetch();
    renderAccount(<ProsaConferma />, '/prosa/conferma');
    expect(screen.getByRole('alert')).toHaveTextContent('Il link di conferma è incompleto.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    stubFetch(
      on('POST', CONFIRM, () =>
        json({ messaggio: m.confirmed, username: 'maria.rossi', ruolo: 'cittadino' }),
      ),
    );
    renderAccount(<ProsaConferma />, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Registration confirmation' })).toBeInTheDocument();
    expect(await screen.findByText('Your username is maria.rossi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
