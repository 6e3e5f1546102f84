import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { buildLogQuery, emptyLogFilters } from '../log/log-query.ts';
import { AdminLog } from './admin-log.screen.tsx';

const entry = {
  id: 9,
  at: '2026-03-01T09:15:00.000Z',
  actorId: 'a',
  actorUsername: 'superadmin',
  entity: 'permesso',
  entityId: '/g|halo.log',
  action: 'perm-add',
  details: { before: 0, after: 16 },
  requestId: 'r',
};

const logsServer = () =>
  stubFetch((url) =>
    url.pathname === '/api/v1/logs'
      ? json({ items: [entry], total: 41, page: Number(url.searchParams.get('page') ?? 1), size: 20 })
      : undefined,
  );

const logCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.calls().filter((c) => c.startsWith('GET /api/v1/logs'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('buildLogQuery', () => {
  it('keeps only the filters given, trimmed, with the period as ISO instants (TZ=UTC in tests)', () => {
    const built = buildLogQuery(
      { user: ' superadmin ', entity: 'gruppo', action: '', kind: '', from: '2026-03-01T08:30', to: '' },
      { page: 2, size: 20, sort: '-at' },
    );
    expect(built).toEqual({
      ok: true,
      query: {
        user: 'superadmin',
        entity: 'gruppo',
        kind: 'changes',
        from: '2026-03-01T08:30:00.000Z',
        page: 2,
        size: 20,
        sort: '-at',
      },
    });
  });

  it('refuses a period that ends before it starts, with the contract’s message under "to"', () => {
    const built = buildLogQuery(
      { ...emptyLogFilters, from: '2026-03-02T00:00', to: '2026-03-01T00:00' },
      { page: 1, size: 20 },
    );
    expect(built).toEqual({ ok: false, errors: { to: 'La data finale deve seguire quella iniziale.' } });
  });
});

describe('AdminLog', () => {
  it('asks for the newest first, then applies user, entity, action and period from page 1', async () => {
    const fetch = logsServer();
    renderAdmin(<AdminLog />, '/admin/log?page=3');
    expect(await screen.findByText('/g|halo.log')).toBeInTheDocument();
    expect(logCalls(fetch)).toEqual(['GET /api/v1/logs?kind=changes&page=3&size=20&sort=-at']);

    await userEvent.type(screen.getByLabelText('Utente (nome utente o id)'), 'superadmin');
    await userEvent.type(screen.getByLabelText('Entità'), 'permesso');
    await userEvent.type(screen.getByLabelText('Azione'), 'perm-add');
    await userEvent.type(screen.getByLabelText('Dal'), '2026-03-01T00:00');
    await userEvent.type(screen.getByLabelText('Al (escluso)'), '2026-03-02T00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Applica filtri' }));

    await waitFor(() =>
      expect(logCalls(fetch).at(-1)).toBe(
        'GET /api/v1/logs?user=superadmin&entity=permesso&action=perm-add&kind=changes&from=2026-03-01T00%3A00%3A00.000Z&to=2026-03-02T00%3A00%3A00.000Z&page=1&size=20&sort=-at',
      ),
    );
  });

  it('downloads the whole filtered log as the server writes it, not only the page on screen', async () => {
    const csv = '\uFEFF"Data e ora";"Utente"\r\n"01/03/26, 10:15:00";"superadmin"\r\n';
    const fetch = stubFetch(
      (url) => (url.pathname === '/api/v1/logs/export' ? new Response(csv, { status: 200 }) : undefined),
      (url) =>
        url.pathname === '/api/v1/logs' ? json({ items: [entry], total: 41, page: 1, size: 20 }) : undefined,
    );
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:registro';
      },
      revokeObjectURL: () => {},
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAdmin(<AdminLog />, '/admin/log?user=superadmin');
    await screen.findByText('/g|halo.log');
    await userEvent.click(screen.getByRole('button', { name: 'Scarica tutto in CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The filters of the screen, without its page, size and order.
    expect(fetch.calls().filter((c) => c.includes('/export'))).toEqual([
      'GET /api/v1/logs/export?user=superadmin&kind=changes',
    ]);
    expect(await saved[0]?.text()).toContain('"superadmin"');
    expect(clicked).toEqual([expect.stringMatching(/^registro-\d{4}-\d{2}-\d{2}\.csv$/)]);
  });

  it('pages and sorts on the server', async () => {
    const fetch = logsServer();
    renderAdmin(<AdminLog />, '/admin/log');
    expect(await screen.findByText('Elementi da 1 a 20 di 41')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() =>
      expect(logCalls(fetch).at(-1)).toBe('GET /api/v1/logs?kind=changes&page=2&size=20&sort=-at'),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Entità/ }));
    await waitFor(() =>
      expect(logCalls(fetch).at(-1)).toBe('GET /api/v1/logs?kind=changes&page=1&size=20&sort=entity'),
    );
  });

  it('shows a bad period under its field and does not call the server with it', async () => {
    const fetch = logsServer();
    renderAdmin(<AdminLog />, '/admin/log');
    await screen.findByText('/g|halo.log');
    await userEvent.type(screen.getByLabelText('Dal'), '2026-03-02T00:00');
    await userEvent.type(screen.getByLabelText('Al (escluso)'), '2026-03-01T00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(await screen.findByText('La data finale deve seguire quella iniziale.')).toBeInTheDocument();
    expect(screen.getByLabelText('Al (escluso)')).toHaveAttribute('aria-invalid', 'true');
    expect(logCalls(fetch)).toHaveLength(1);
  });

  it("names actions, entities and the details' keys in the user's language, and unknown codes as stored", async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/logs'
        ? json({ items: [entry, { ...entry, id: 10, action: 'nuova-azione' }], total: 2, page: 1, size: 20 })
        : undefined,
    );
    renderAdmin(<AdminLog />, '/admin/log');
    expect(await screen.findByRole('cell', { name: 'Permesso aggiunto' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'nuova-azione' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'perm-add' })).toBeNull();
    expect(screen.getAllByText('prima, dopo')[0]).toBeInTheDocument();
  });

  it('opens on the changes and lists the reads too, or only them, on request', async () => {
    const read = {
      ...entry,
      id: 11,
      actorUsername: 'caregiver',
      entity: 'stroke.paziente',
      entityId: '1',
      action: 'read',
      details: { ruolo: 'caregiver', cosa: 'scheda' },
    };
    const fetch = stubFetch((url) =>
      url.pathname === '/api/v1/logs'
        ? json({
            items: url.searchParams.get('kind') === 'changes' ? [entry] : [entry, read],
            total: 2,
            page: 1,
            size: 20,
          })
        : undefined,
    );
    renderAdmin(<AdminLog />, '/admin/log');
    expect(await screen.findByRole('cell', { name: 'Permesso aggiunto' })).toBeInTheDocument();
    expect(screen.getByText(/^Le operazioni registrate: le modifiche/)).toBeInTheDocument();
    const kind = screen.getByLabelText('Tipo di operazioni');
    expect(kind).toHaveDisplayValue('Solo le modifiche');
    expect(logCalls(fetch)).toEqual(['GET /api/v1/logs?kind=changes&page=1&size=20&sort=-at']);

    await userEvent.selectOptions(kind, 'Anche le letture');
    await userEvent.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(await screen.findByRole('cell', { name: 'Lettura' })).toBeInTheDocument();
    expect(logCalls(fetch).at(-1)).toBe('GET /api/v1/logs?page=1&size=20&sort=-at');
    // The object kind and the action in words, never the stored codes.
    expect(screen.getByRole('cell', { name: "Paziente (cura dell'ictus)" })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'stroke.paziente' })).toBeNull();
    expect(screen.queryByRole('cell', { name: 'read' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Tipo di operazioni'), 'Solo le letture');
    await userEvent.click(screen.getByRole('button', { name: 'Applica filtri' }));
    await waitFor(() =>
      expect(logCalls(fetch).at(-1)).toBe('GET /api/v1/logs?kind=reads&page=1&size=20&sort=-at'),
    );
  });

  it('speaks English in English', async () => {
    await setLanguage('en');
    logsServer();
    renderAdmin(<AdminLog />, '/admin/log');
    expect(await screen.findByRole('cell', { name: 'Permission added' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Permission' })).toBeInTheDocument();
    expect(screen.getByText('before, after')).toBeInTheDocument();
    await setLanguage('it');
  });
});
