import { afterAll, beforeAll, expect } from 'vitest';
import { type ApiClient, type ApiResponse, apiClient } from '../../../test/api.ts';
import type { TestDatabaseKind } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../../test/servers.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { calendarBody } from './calendar.test-utils.ts';

/*
 * What the calendar's feature tests share (codici, calendari, prenotazioni): a server on a fresh database, the demo
 * users signed in, and the two steps most tests start with — a new calendar, a booking.
 */

export const API = '/api/v1/calendar';
export const ASL_TO3 = '010203';
/** The metrics' token of the test server: the bookings' tests read the refusals the metrics count. */
export const METRICS_TOKEN = 'metrics-token-of-the-calendar-tests-0123456789';

export type CalendarUser = 'superadmin' | 'operatore.sanitario' | 'cittadino' | 'medico';
const USERS: readonly CalendarUser[] = ['superadmin', 'operatore.sanitario', 'cittadino', 'medico'];

/** The answer's body, once its status is the one expected (the body is in the failure, to say why). */
export function expectStatus(response: ApiResponse, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

/** A test server for a `describe` of one database kind, started before its tests and closed after them. */
export function calendarSuite(kind: TestDatabaseKind) {
  const bed = {
    server: undefined as unknown as TestServer,
    as: {} as Record<CalendarUser, ApiClient>,
    anonymous: undefined as unknown as ApiClient,

    /** A calendar made by the superadmin (calendarBody's, with `changes` and `conf`). */
    async newCalendar(changes: Record<string, unknown> = {}, conf: Record<string, unknown> = {}) {
      return expectStatus(await bed.as.superadmin.post(API, calendarBody(changes, conf)), 201);
    },

    /** A booking asked by `user` (a new one: id -1). */
    book(user: CalendarUser, body: Record<string, unknown>) {
      return bed.as[user].post(`${API}/events`, { id: '-1', ...body });
    },
  };

  beforeAll(async () => {
    bed.server = await startServer({ on: kind, env: { METRICS_TOKEN } });
    for (const user of USERS) {
      bed.as[user] = apiClient(
        bed.server.app,
        (await signIn(bed.server.baseUrl, user, DEMO_PASSWORD)).tokens.access_token,
      );
    }
    bed.anonymous = apiClient(bed.server.app);
  });
  afterAll(() => bed.server?.close());

  return bed;
}
