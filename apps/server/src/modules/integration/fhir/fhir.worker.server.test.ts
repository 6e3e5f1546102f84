import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../../test/api.ts';
import type { TestServer } from '../../../../test/servers.ts';
import { demoToken, withServer } from '../../../../test/suite.ts';
import { at, calendarBody } from '../../calendar/calendar.test-utils.ts';
import { type FhirReceiver, startFhirReceiver } from './fhir.test-utils.ts';

/** The worker as a server runs it (EVENTS_INTERVAL): registered by the integration module, stopped at close. */
describe('the FHIR adapter worker in a running server', () => {
  let server: TestServer;
  let receiver: FhirReceiver;
  withServer({ env: { EVENTS_INTERVAL: '1' } }, (started) => {
    server = started;
  });
  beforeAll(async () => {
    receiver = await startFhirReceiver();
  });
  afterAll(() => receiver?.close());

  it('sends a booking’s Appointment on its own, within its interval', async () => {
    const admin = apiClient(server.app, await demoToken(server, 'superadmin'));
    const citizen = apiClient(server.app, await demoToken(server, 'cittadino'));
    const created = await admin.post('/api/v1/integration/fhir/connections', {
      nome: 'Repository',
      baseUrl: receiver.baseUrl,
      autenticazione: { tipo: 'nessuna' },
      risorse: ['Appointment'],
    });
    expect(created.status).toBe(201);
    const calendar = await admin.post('/api/v1/calendar', calendarBody());
    const booking = await citizen.post('/api/v1/calendar/events', {
      id: '-1',
      calendarioId: calendar.body.id,
      inizio: at(3, '09:30'),
    });
    expect(booking.status).toBe(201);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000, interval: 100 });
    expect(receiver.received[0]?.bundle.entry?.[0]?.request?.url).toBe(
      `Appointment/prenotazione-${booking.body.id}`,
    );
  });
});
