import { type Comune, regionalPublicRoutes } from '@halo/contract';
import { prosaRoutes } from '@halo/contract/prosa';
import { prosaRegistrationRoutes } from '@halo/contract/prosa/registration';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { expect } from 'vitest';
import { fillPath } from '../../../../lib/call-route.ts';
import { json, on, type Route, stubFetch } from '../../../../test/fetch-stub.ts';
import { piemonte, to3, torino } from '../../../../test/territory.ts';

/**
 * The registration page's tests: the public calls it makes (the territory, the authorities that joined, the
 * challenge, whose solution the tests check with the secret that signed it) and the steps a person goes through.
 */

export const CHALLENGE_SECRET = 'segreto-delle-prove-di-registrazione-0123456789';

export { torino };

export const collegno: Comune = {
  id: 1090,
  codiceIstat: '001090',
  denominazione: 'Collegno',
  siglaProvincia: 'TO',
  codiceCatastale: 'C860',
  popolazione2011: 49_000,
  version: 1,
};

export const comuneTorino: Comune = { ...collegno, id: 1272, codiceIstat: '001272', denominazione: 'Torino' };

export const to4 = { ...to3, id: 2, codiceAsl: '010204', codiceAzienda: '204', denominazioneAzienda: 'TO4' };

/** A challenge of the server, signed, quick to solve. */
export async function challenge() {
  const made = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 20,
    deriveKey,
    hmacSignatureSecret: CHALLENGE_SECRET,
  });
  return { parameters: { ...made.parameters }, signature: made.signature };
}

/** The public calls of the page; `first` answer before them (the registration's own answers). */
export function registrationApi(...first: Route[]) {
  return stubFetch(
    ...first,
    on('GET', prosaRegistrationRoutes.sfidaRegistrazione.url, async () => json(await challenge())),
    on('GET', regionalPublicRoutes.regioni.url, () => json([piemonte])),
    on('GET', regionalPublicRoutes.provinceByCodiceRegione.url, () => json([torino])),
    on('GET', regionalPublicRoutes.comuniBySigla.url, () => json([comuneTorino, collegno])),
    on('GET', regionalPublicRoutes.aslByCodes.url, () => json([to3, to4])),
    on('GET', fillPath(prosaRoutes.aziendaPubblica.url, { codiceAsl: to3.codiceAsl }), () =>
      json({
        id: 11,
        codiceAsl: to3.codiceAsl,
        denominazioneAzienda: 'TO3',
        codiceRegione: '010',
        aderenteDal: '2026-11-20T10:00:00.000Z',
        dipartimenti: [],
        distretti: [],
        strutture: [],
      }),
    ),
  );
}

/** The headers of the calls to `method path`, in order. */
export function headersSent(fetch: ReturnType<typeof stubFetch>, method: string, path: string): Headers[] {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => new Headers(init?.headers as Record<string, string>));
}

const field = (name: RegExp | string) => screen.getByLabelText(name);

async function next() {
  await userEvent.click(screen.getByRole('button', { name: /^(Avanti|Next)$/ }));
}

export async function fillAccount(username = 'maria.rossi', email = 'maria.rossi@example.org') {
  await userEvent.type(field(/^Nome utente/), username);
  await userEvent.type(field(/^Indirizzo e-mail/), email);
  await userEvent.type(field(/^Password/), 'Una-password-lunga-1');
  await next();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Passo 2 di 4: Dati personali' }),
  ).toHaveFocus();
}

export async function fillPerson() {
  await userEvent.type(field(/^Nome \*/), 'Maria');
  await userEvent.type(field(/^Cognome/), 'Rossi');
  await userEvent.type(field(/^Data di nascita/), '1985-04-12');
  await userEvent.selectOptions(field(/^Sesso/), 'F');
  await next();
  await screen.findByRole('heading', { level: 2, name: 'Passo 3 di 4: Residenza o sede' });
}

export async function fillTerritory(comune = 'Collegno') {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Regione *' }), 'Piemonte');
  const provincia = screen.getByRole('combobox', { name: 'Provincia *' });
  await within(provincia).findByRole('option', { name: 'Torino' });
  await userEvent.selectOptions(provincia, 'Torino');
  const comuneSelect = screen.getByRole('combobox', { name: 'Comune di residenza *' });
  await within(comuneSelect).findByRole('option', { name: comune });
  await userEvent.selectOptions(comuneSelect, comune);
  await next();
  await screen.findByRole('heading', { level: 2, name: 'Passo 4 di 4: Privacy e invio' });
}

export async function acceptAndSend() {
  await userEvent.click(field(/^Ho letto l'informativa sulla privacy/));
  await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
}
