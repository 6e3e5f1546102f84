import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { AdminOperazioni } from './admin-operazioni.screen.tsx';

const status = {
  version: '0.1.0',
  node: 'v24.21.0',
  replica: 'halo-7f9c:42',
  startedAt: '2026-03-01T08:00:00.000Z',
  uptimeSeconds: 93_784,
  builds: { server: 'd008efbf73ea3156', spa: null },
  database: {
    kind: 'postgres',
    reachable: true,
    latencyMs: 1.4,
    migrationsApplied: 29,
    migrationsExpected: 29,
    sizeBytes: 52_428_800,
  },
  identityProvider: { kind: 'keycloak', issuer: 'https://sso.example.org/realms/halo', keysLoaded: true },
  mail: { transport: 'smtp', host: 'smtp.example.org', reachable: false, problem: 'ESOCKET' },
  jobs: { waiting: 12, due: 1, running: 4, retrying: 2, givenUp: 1, oldestDueAt: '2026-03-02T09:00:00.000Z' },
  draining: false,
};

const error = {
  id: 5,
  at: '2026-03-02T10:15:00.000Z',
  requestId: '4bf92f3577b34da6a3ce929d0e0e4736',
  method: 'GET',
  route: '/api/v1/stroke/pazienti/:id',
  status: 502,
  error: 'BadGatewayError (BAD_GATEWAY)',
  replica: 'halo-7f9c:42',
};

const dead = {
  id: '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
  kind: 'mail.send',
  attempts: 5,
  error: 'Error: Invio non riuscito (ECONNECTION)',
  at: '2026-03-02T11:00:00.000Z',
};

const operationsServer = () => {
  let given = [dead];
  return stubFetch((url, init) => {
    if (url.pathname === '/api/v1/halo/operations/jobs/dead') return json({ items: given });
    if (url.pathname === `/api/v1/halo/operations/jobs/dead/${dead.id}/retry` && init?.method === 'POST') {
      given = [];
      return json(dead);
    }
    if (url.pathname === '/api/v1/halo/operations') return json(status);
    if (url.pathname === '/api/v1/halo/operations/errors')
      return json({ items: [error], total: 1, page: 1, size: 20 });
    return undefined;
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminOperazioni', () => {
  it('shows the status at a glance, in words, and the server errors by request id', async () => {
    const fetch = operationsServer();
    renderAdmin(<AdminOperazioni />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Operazioni' })).toBeInTheDocument();
    const database = await screen.findByRole('region', { name: 'Database' });
    expect(within(database).getByText('Funziona')).toBeInTheDocument();
    expect(within(database).getByText('Migrazioni applicate: 29 di 29')).toBeInTheDocument();
    expect(within(database).getByText('Dimensione: 50 MB')).toBeInTheDocument();
    const mail = screen.getByRole('region', { name: 'Posta' });
    expect(
      within(mail).getByText('Il server SMTP smtp.example.org non risponde (ESOCKET).'),
    ).toBeInTheDocument();
    const replica = screen.getByRole('region', { name: 'Replica' });
    expect(within(replica).getByText('1 g 2 h 3 min', { exact: false })).toBeInTheDocument();
    expect(within(replica).getByText('dai sorgenti')).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: 'Code di lavoro' });
    expect(within(jobs).getByText('Abbandonate').nextElementSibling).toHaveTextContent('1');
    expect(within(jobs).getByText('In esecuzione').nextElementSibling).toHaveTextContent('4');

    const table = await screen.findByRole('table', {
      name: 'Gli ultimi errori del server, di tutte le repliche',
    });
    const row = within(table).getByText('4bf92f3577b34da6a3ce929d0e0e4736').closest('tr') as HTMLElement;
    expect(within(row).getByText('/api/v1/stroke/pazienti/:id')).toBeInTheDocument();
    expect(within(row).getByText('BadGatewayError (BAD_GATEWAY)')).toBeInTheDocument();

    // "Aggiorna" asks again.
    const before = fetch.calls().filter((c) => c === 'GET /api/v1/halo/operations').length;
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await expect
      .poll(() => fetch.calls().filter((c) => c === 'GET /api/v1/halo/operations').length)
      .toBeGreaterThan(before);
  });

  it('lists the jobs given up with their last error, and retries one', async () => {
    const fetch = operationsServer();
    renderAdmin(<AdminOperazioni />);
    const table = await screen.findByRole('table', { name: 'Lavori abbandonati, dal più recente' });
    const row = (await within(table).findByText('mail.send')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Error: Invio non riuscito (ECONNECTION)')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: /^Riprova il lavoro mail\.send abbandonato il / }),
    );
    expect(await screen.findByText('Lavoro mail.send rimesso in coda.')).toBeInTheDocument();
    expect(fetch.calls()).toContain(`POST /api/v1/halo/operations/jobs/dead/${dead.id}/retry`);
    // Read again: gone from the list.
    expect(await screen.findByText('Nessun lavoro abbandonato.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    operationsServer();
    await setLanguage('en');
    renderAdmin(<AdminOperazioni />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
    const mail = await screen.findByRole('region', { name: 'Mail' });
    expect(
      within(mail).getByText('The SMTP server smtp.example.org does not answer (ESOCKET).'),
    ).toBeInTheDocument();
  });
});
