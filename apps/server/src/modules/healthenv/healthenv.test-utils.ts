import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type ApiClient, apiClient, createAndSignIn } from '../../../test/api.ts';
import type { TestDatabaseKind } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../../test/servers.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';

/** What the features' tests share: the calls' prefix, who calls, the seed file read on its own. */

export const API = '/api/healthenv';
export const HOUR = 3_600_000;

/** The callers every feature's test needs. */
export interface HealthenvCallers {
  /** The platform's superadmin (an administrator of the application). */
  admin: ApiClient;
  /** A new operator of the application, named by the test file so that each has its own. */
  operatore: ApiClient;
  /** A demo user without a role in the application. */
  medico: ApiClient;
  anonymous: ApiClient;
}

export async function signInCallers(server: TestServer, operatorName: string): Promise<HealthenvCallers> {
  const token = (await signIn(server.baseUrl, 'superadmin', DEMO_PASSWORD)).tokens.access_token;
  const op = await createAndSignIn(server, token, {
    username: operatorName,
    clientRoles: { healthenv: ['operatore'] },
  });
  const medico = (await signIn(server.baseUrl, 'medico', DEMO_PASSWORD)).tokens.access_token;
  return {
    admin: apiClient(server.app, token),
    operatore: apiClient(server.app, op.tokens.access_token),
    medico: apiClient(server.app, medico),
    anonymous: apiClient(server.app),
  };
}

/** A station's id by its code, archived stations too. */
export async function stationIdOf(client: ApiClient, codice: string): Promise<number> {
  const all = await client.get(`${API}/postazioni/all?archiviate=true`);
  return all.body.find((p: { codice: string }) => p.codice === codice).id;
}

/** A station created through the API by this client (201 expected): its id and its sensors' ids by pollutant. */
export async function newStation(
  client: ApiClient,
  body: Record<string, unknown>,
): Promise<{ id: number; sensore: Record<string, number> }> {
  const created = await client.post(`${API}/postazione/add`, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sensori = created.body.sensori as { inquinante: string; id: number }[];
  return { id: created.body.id, sensore: Object.fromEntries(sensori.map((s) => [s.inquinante, s.id])) };
}

/** A new station's body, in Bari, with these sensors. */
export const stationBody = (codice: string, sensori: unknown[] = []) => ({
  codice,
  nome: 'Stazione di prova',
  lat: 41.12,
  lon: 16.87,
  altitudine: 10,
  codiceIstatComune: '072006',
  tipo: 'background',
  zona: 'urban',
  gestore: 'ARPA Puglia',
  sensori,
});

/** The seed file's header and lines, read here on their own: what the tests expect comes from the file, not the server. */
export function seedFile(): { header: string; lines: string[] } {
  const [header = '', ...lines] = readFileSync(
    path.join(import.meta.dirname, 'data', 'measurements-2022.csv'),
    'utf8',
  )
    .trim()
    .split('\n');
  return { header, lines };
}

/** The seed file's records: station, pollutant, day and value. */
export function seedRecords() {
  return seedFile().lines.map((line) => {
    const [station, , pollutant, date, value] = line.split(',');
    return { station, pollutant, date, value: Number(value) };
  });
}

/** The seed file's records of a station's pollutant. */
export const seedRecordsOf = (station: string, pollutant: string) =>
  seedRecords().filter((r) => r.station === station && r.pollutant === pollutant);

/** A row of a station's exceedances, with the fields the tests look at. */
export interface ExceedanceRow {
  limite: string;
  inquinante: string;
  indicatore: string;
  superamenti: number | null;
  media: number | null;
  copertura: number;
  [key: string]: unknown;
}

/** A test server with the demo data and its callers, for the `describe` around the call: read them in the tests. */
export type HealthenvTestServer = HealthenvCallers & { server: TestServer };

/**
 * Starts a server before the tests of the `describe` that calls it (on a seeded database of kind `on`, or the
 * default PGlite) and closes it after them.
 */
export function useHealthenvServer(operatorName: string, on?: TestDatabaseKind): HealthenvTestServer {
  const context = {} as HealthenvTestServer;
  beforeAll(async () => {
    context.server = await startServer({ on });
    Object.assign(context, await signInCallers(context.server, operatorName));
  });
  afterAll(() => context.server?.close());
  return context;
}

/** The id of a station of the demo data (by its code), read before the tests of the `describe` that calls it. */
export function useStation(env: HealthenvTestServer, codice: string): { id: number } {
  const station = { id: 0 };
  beforeAll(async () => {
    station.id = await stationIdOf(env.admin, codice);
  });
  return station;
}
