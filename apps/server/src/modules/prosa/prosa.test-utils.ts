import { PRIVACY_NOTICE_VERSION } from '@halo/contract/prosa/registration';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type ApiClient, apiClient, lastLink, setPassword } from '../../../test/api.ts';
import { signIn } from '../../../test/oidc-client.ts';
import type { TestServer } from '../../../test/servers.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';

const PUBLIC = '/api/public/prosa';
const PASSWORD = 'Una-password-lunga-1';
let address = 0;

/**
 * A citizen registered as a visitor registers (proof of work, mailed link) and signed in: for tests that need more
 * than the demo citizen. Each registers from its own address, under the per-address limit.
 */
export async function registeredCitizen(
  server: TestServer,
  username: string,
  person: { comuneId: number; dataNascita: string; sesso: 'F' | 'M' },
): Promise<ApiClient> {
  const inject = async (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    (
      await server.app.inject({
        method,
        url,
        headers,
        payload,
        remoteAddress: `10.9.${Math.floor(++address / 200)}.${address % 200}`,
      })
    ).json();
  const challenge = await inject('GET', `${PUBLIC}/challenge`);
  const solution = await solveChallenge({ challenge, deriveKey });
  await inject(
    'POST',
    `${PUBLIC}/cittadino/registra`,
    {
      username,
      email: `${username}@example.org`,
      password: PASSWORD,
      nome: 'Persona',
      cognome: 'Di prova',
      consenso: { versione: PRIVACY_NOTICE_VERSION, accettato: true },
      ...person,
    },
    { 'x-altcha': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
  );
  const link = await lastLink(server.database, `${username}@example.org`);
  await inject('POST', `${PUBLIC}/conferma`, { codice: new URL(link).searchParams.get('codice') });
  return apiClient(server.app, (await signIn(server.baseUrl, username, PASSWORD)).tokens.access_token);
}

/** A member of staff created by admin-prosa (a health operator by default), their password set, signed in. */
export async function staffMember(
  server: TestServer,
  adminProsa: ApiClient,
  operabilita: { username: string; aslId: number; livello: string; riferimentoId?: number | null },
): Promise<ApiClient> {
  const email = `${operabilita.username}@example.org`;
  await adminProsa.post('/api/prosa/operatori', {
    email,
    nome: 'Operatrice',
    cognome: 'Di prova',
    ruolo: 'operatore',
    tipologia: 'SANITARIO',
    ...operabilita,
  });
  await setPassword(server.baseUrl, await lastLink(server.database, email), PASSWORD);
  return apiClient(
    server.app,
    (await signIn(server.baseUrl, operabilita.username, PASSWORD)).tokens.access_token,
  );
}

/**
 * What the activities' tests start from: the demo users signed in, an anonymous client, the demo authority TO3
 * with its registered districts, and the portal's themes and sub-themes by code.
 */
export async function prosaTestbed<const U extends string>(server: TestServer, users: readonly U[]) {
  const as = {} as Record<U, ApiClient>;
  for (const user of users) {
    as[user] = apiClient(server.app, (await signIn(server.baseUrl, user, DEMO_PASSWORD)).tokens.access_token);
  }
  const anonymous = apiClient(server.app);
  const to3 = (await anonymous.get('/api/public/prosa/asl/010203')).body as {
    id: number;
    distretti: { id: number; denominazione: string }[];
  };
  const distretto = (name: string) => to3.distretti.find((d) => d.denominazione.includes(name))?.id ?? 0;
  const theme: Record<string, number> = {};
  for (const t of (await anonymous.get('/api/public/prosa/tematiche')).body) {
    theme[t.codice] = t.id;
    for (const s of (await anonymous.get(`/api/public/prosa/subtematica?idPadre=${t.id}`)).body) {
      theme[s.codice] = s.id;
    }
  }
  return { as, anonymous, to3, distretto, theme };
}
