import {
  CHALLENGE_HEADER,
  registrationMessages as m,
  PRIVACY_NOTICE_VERSION,
  prosaRegistrationRoutes,
} from '@halo/contract/prosa/registration';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../i18n/i18n.ts';
import { errorBody, json, on } from '../../../../test/fetch-stub.ts';
import { renderAccount } from '../prosa-account.test-utils.tsx';
import { ProsaRegistrazione } from './prosa-registrazione.page.tsx';
import {
  acceptAndSend,
  CHALLENGE_SECRET,
  collegno,
  comuneTorino,
  fillAccount,
  fillPerson,
  fillTerritory,
  headersSent,
  registrationApi,
} from './registration.test-utils.ts';

const CITIZEN = prosaRegistrationRoutes.registraCittadino.url;
const ENTE = prosaRegistrationRoutes.registraEnte.url;
const CHALLENGE = prosaRegistrationRoutes.sfidaRegistrazione.url;
const URL = '/prosa/registrazione';

const sent = () => on('POST', CITIZEN, () => json({ messaggio: m.sent }, 201));

describe('ProsaRegistrazione: a citizen registers in four steps', () => {
  it('sends the contract body with a solved challenge in x-altcha, then says to check the e-mail', async () => {
    const fetch = registrationApi(sent());
    renderAccount(<ProsaRegistrazione />, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Registrati a Pro.Sa.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Passo 1 di 4: Account' })).toBeInTheDocument();
    // The work starts as soon as the page opens, before anyone presses anything.
    await waitFor(() => expect(fetch.urls()).toContain(CHALLENGE));

    await fillAccount();
    await fillPerson();
    await fillTerritory();
    await acceptAndSend();

    expect(await screen.findByRole('heading', { level: 2, name: 'Controlla la tua e-mail' })).toHaveFocus();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(m.sent);
    expect(screen.getByText(/Abbiamo scritto a maria\.rossi@example\.org/)).toBeInTheDocument();
    expect(fetch.bodies('POST', CITIZEN)).toEqual([
      {
        username: 'maria.rossi',
        email: 'maria.rossi@example.org',
        password: 'Una-password-lunga-1',
        nome: 'Maria',
        cognome: 'Rossi',
        comuneId: collegno.id,
        consenso: { versione: PRIVACY_NOTICE_VERSION, accettato: true },
        dataNascita: '1985-04-12',
        sesso: 'F',
      },
    ]);
    const [headers] = headersSent(fetch, 'POST', CITIZEN);
    const payload = JSON.parse(atob(headers?.get(CHALLENGE_HEADER) ?? ''));
    const verified = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: CHALLENGE_SECRET });
    expect(verified.verified).toBe(true);
  });

  it("checks each step with the contract's rules before the next one opens", async () => {
    registrationApi(sent());
    renderAccount(<ProsaRegistrazione />, URL);
    await userEvent.type(screen.getByLabelText(/^Password/), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Passo 1 di 4: Account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining(m.password),
    );
    expect(screen.getByLabelText(/^Nome utente/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nome utente/)).toHaveFocus();
  });

  it('keeps the honeypot out of sight, out of screen readers and out of the tab order', async () => {
    const fetch = registrationApi(sent());
    renderAccount(<ProsaRegistrazione />, URL);
    const honeypot = screen.getByLabelText('Sito web (lasciare vuoto)');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('textbox', { name: 'Sito web (lasciare vuoto)' })).not.toBeInTheDocument();
    const reached: Element[] = [];
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(reached).not.toContain(honeypot);
    // Left empty, it is not even sent.
    await fillAccount();
    await fillPerson();
    await fillTerritory();
    await acceptAndSend();
    await screen.findByRole('heading', { name: 'Controlla la tua e-mail' });
    expect(fetch.bodies('POST', CITIZEN)[0]).not.toHaveProperty('sitoWeb');
  });
});

describe("ProsaRegistrazione: the server's refusals, under the inputs they are about", () => {
  it('opens the step of a field the server refused, with its message under the input', async () => {
    registrationApi(
      on('POST', CITIZEN, () =>
        errorBody(400, 'Dati non validi: controllare i campi indicati.', [
          { path: 'body.dataNascita', message: m.birthDate },
        ]),
      ),
    );
    renderAccount(<ProsaRegistrazione />, URL);
    await fillAccount();
    await fillPerson();
    await fillTerritory();
    await acceptAndSend();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Passo 2 di 4: Dati personali' }),
    ).toBeVisible();
    const birth = screen.getByLabelText(/^Data di nascita/);
    await waitFor(() => expect(birth).toHaveFocus());
    expect(birth).toHaveAccessibleDescription(m.birthDate);
    expect(screen.getByRole('alert')).toHaveTextContent('Dati non validi: controllare i campi indicati.');
  });

  it('puts the 409 "unavailable" under both the user name and the address', async () => {
    const fetch = registrationApi(
      on('POST', CITIZEN, () =>
        errorBody(409, m.unavailable, [
          { path: 'body.username', message: m.unavailable },
          { path: 'body.email', message: m.unavailable },
        ]),
      ),
    );
    renderAccount(<ProsaRegistrazione />, URL);
    await fillAccount();
    await fillPerson();
    await fillTerritory();
    await acceptAndSend();
    expect(await screen.findByRole('heading', { level: 2, name: 'Passo 1 di 4: Account' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Nome utente/)).toHaveFocus());
    expect(screen.getByLabelText(/^Nome utente/)).toHaveAccessibleDescription(
      expect.stringContaining(m.unavailable),
    );
    expect(screen.getByLabelText(/^Indirizzo e-mail/)).toHaveAccessibleDescription(m.unavailable);
    expect(screen.getByRole('alert')).toHaveTextContent(m.unavailable);

    // A new name and a new attempt: a fresh challenge, since the server spends each one once.
    await userEvent.clear(screen.getByLabelText(/^Nome utente/));
    await userEvent.type(screen.getByLabelText(/^Nome utente/), 'maria.rossi2');
    for (const next of ['Avanti', 'Avanti', 'Avanti'])
      await userEvent.click(screen.getByRole('button', { name: next }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(fetch.bodies('POST', CITIZEN)).toHaveLength(2));
    const [first, second] = headersSent(fetch, 'POST', CITIZEN).map((h) => h.get(CHALLENGE_HEADER));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(fetch.bodies('POST', CITIZEN)[1]).toMatchObject({ username: 'maria.rossi2' });
  });

  it('asks for a joined authority when the comune lies in no registered district, and sends it', async () => {
    let attempts = 0;
    const fetch = registrationApi(
      on('POST', CITIZEN, (_url, body) => {
        attempts += 1;
        if (!(body as { aslId?: number }).aslId) {
          return errorBody(400, m.noAsl, [{ path: 'body.aslId', message: m.noAsl }]);
        }
        return json({ messaggio: m.sent }, 201);
      }),
    );
    renderAccount(<ProsaRegistrazione />, URL);
    await fillAccount();
    await fillPerson();
    await fillTerritory(comuneTorino.denominazione);
    await acceptAndSend();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Passo 3 di 4: Residenza o sede' }),
    ).toBeVisible();
    const asl = await screen.findByRole('combobox', { name: 'Azienda sanitaria *' });
    expect(asl).toHaveAccessibleDescription(expect.stringContaining(m.noAsl));
    // Only the authorities of the region that joined: TO3, not TO4.
    await screen.findByRole('option', { name: 'ASL TO3' });
    expect(screen.queryByRole('option', { name: 'ASL TO4' })).not.toBeInTheDocument();
    await userEvent.selectOptions(asl, 'ASL TO3');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    await screen.findByRole('heading', { name: 'Controlla la tua e-mail' });
    expect(attempts).toBe(2);
    expect(fetch.bodies('POST', CITIZEN)[1]).toMatchObject({ comuneId: comuneTorino.id, aslId: 11 });
  });
});

describe('ProsaRegistrazione: an organisation, and in English', () => {
  it('registers an organisation with its name and place', async () => {
    const fetch = registrationApi(on('POST', ENTE, () => json({ messaggio: m.sent }, 201)));
    renderAccount(<ProsaRegistrazione />, URL);
    await userEvent.click(screen.getByLabelText(/^Un ente/));
    await userEvent.type(screen.getByLabelText(/^Nome utente/), 'scuola.collegno');
    await userEvent.type(screen.getByLabelText(/^Indirizzo e-mail/), 'scuola@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Una-password-lunga-1');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await userEvent.type(await screen.findByLabelText(/^Nome dell'ente/), 'Scuola primaria');
    await userEvent.type(screen.getByLabelText(/^Località/), 'Borgata Paradiso');
    await userEvent.type(screen.getByLabelText(/^Nome del referente/), 'Luca');
    await userEvent.type(screen.getByLabelText(/^Cognome del referente/), 'Bianchi');
    expect(screen.queryByLabelText(/^Data di nascita/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Regione *' }), 'Piemonte');
    await screen.findByRole('option', { name: 'Torino' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provincia *' }), 'Torino');
    await screen.findByRole('option', { name: 'Collegno' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Comune della sede *' }), 'Collegno');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await acceptAndSend();
    await screen.findByRole('heading', { name: 'Controlla la tua e-mail' });
    expect(fetch.bodies('POST', ENTE)).toEqual([
      expect.objectContaining({ nomeEnte: 'Scuola primaria', localita: 'Borgata Paradiso', nome: 'Luca' }),
    ]);
    expect(fetch.bodies('POST', ENTE)[0]).not.toHaveProperty('dataNascita');
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    registrationApi(sent());
    renderAccount(<ProsaRegistrazione />, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up to Pro.Sa.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 4: Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username *')).toBeInTheDocument();
    expect(screen.getByLabelText('Website (leave empty)')).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByText(/Registrati|Passo/)).not.toBeInTheDocument();
  });
});
