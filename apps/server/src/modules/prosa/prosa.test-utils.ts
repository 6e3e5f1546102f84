import { PRIVACY_NOTICE_VERSION } from '@halo/contract/prosa/registration';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll } from 'vitest';
import { type ApiClient, apiClient, expectStatus, lastLink, setPassword } from '../../../test/api.ts';
import type { TestDatabaseKind } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../../test/servers.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { DEMO_PEOPLE } from './prosa.seed.ts';

const PUBLIC = '/api/public/prosa';
const PASSWORD = 'Una-password-lunga-1';
let address = 0;

/** The demo users the tests sign in as: the administrators, those with a Pro.Sa. profile, and one without a role. */
export const PROSA_USERS = ['superadmin', 'admin.prosa', ...DEMO_PEOPLE, 'medico'] as const;

/** The answer's body, once its status is the one expected (test/api.ts). */
export { expectStatus };

/** A record moved to another state: `PUT` of its id, the version read and the new state, answered as it came. */
export function move(client: ApiClient, url: string, record: { id: number; version: number }, stato: string) {
  return client.put(url, { id: record.id, version: record.version, stato });
}

/** Who an access token is for: its subject, the id of the user's profile. */
export function subjectOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;
}

/** The id of a comune of the province of Turin, by its name, as a visitor reads it. */
export async function comuneOfTurin(anonymous: ApiClient, name: string): Promise<number> {
  const comuni = expectStatus(
    await anonymous.get('/api/v1/public/gestioneregionale/comuni/bysigla?sigla=TO'),
    200,
  ) as { id: number; denominazione: string }[];
  return comuni.find((c) => c.denominazione === name)?.id ?? 0;
}

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

/** An operator of a district of TO3 (Rivoli unless named), created by admin-prosa and signed in (staffMember). */
export function districtOperator(
  bed: {
    server: TestServer;
    as: Record<'admin.prosa', ApiClient>;
    to3: { id: number };
    distretto: (name: string) => number;
  },
  username: string,
  district = 'Rivoli',
): Promise<ApiClient> {
  return staffMember(bed.server, bed.as['admin.prosa'], {
    username,
    aslId: bed.to3.id,
    livello: 'DISTRETTO',
    riferimentoId: bed.distretto(district),
  });
}

/**
 * What the activities' tests start from: the demo users signed in (with their ids), an anonymous client, the demo
 * authority TO3 with its registered districts and departments, and the portal's themes and sub-themes by code.
 */
export async function prosaTestbed<const U extends string>(server: TestServer, users: readonly U[]) {
  const as = {} as Record<U, ApiClient>;
  const id = {} as Record<U, string>;
  for (const user of users) {
    const token = (await signIn(server.baseUrl, user, DEMO_PASSWORD)).tokens.access_token;
    as[user] = apiClient(server.app, token);
    id[user] = subjectOf(token);
  }
  const anonymous = apiClient(server.app);
  const to3 = (await anonymous.get('/api/public/prosa/asl/010203')).body as {
    id: number;
    distretti: { id: number; denominazione: string }[];
    dipartimenti: { id: number }[];
  };
  const distretto = (name: string) => to3.distretti.find((d) => d.denominazione.includes(name))?.id ?? 0;
  const theme: Record<string, number> = {};
  for (const t of (await anonymous.get('/api/public/prosa/tematiche')).body) {
    theme[t.codice] = t.id;
    for (const s of (await anonymous.get(`/api/public/prosa/subtematica?idPadre=${t.id}`)).body) {
      theme[s.codice] = s.id;
    }
  }
  return { as, id, anonymous, to3, distretto, theme };
}

export type ProsaTestbed<U extends string> = Awaited<ReturnType<typeof prosaTestbed<U>>> & {
  server: TestServer;
};

/**
 * The server of a `describe`'s tests on a database of `kind`, with its testbed: started before the tests, closed
 * after them. The fields are set in `beforeAll`, so tests read them from the returned object when they run (`as`
 * and `id` are the same objects throughout and may be taken apart at once).
 */
export function prosaSuite<const U extends string>(kind: TestDatabaseKind, users: readonly U[]) {
  const suite = { as: {}, id: {} } as ProsaTestbed<U>;
  beforeAll(async () => {
    const server = await startServer({ on: kind });
    const { as, id, ...bed } = await prosaTestbed(server, users);
    Object.assign(suite.as, as);
    Object.assign(suite.id, id);
    Object.assign(suite, bed, { server });
  });
  afterAll(() => suite.server?.close());
  return suite;
}
