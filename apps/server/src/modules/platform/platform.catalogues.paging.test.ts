import { screenComponents } from '@halo/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type ApiResponse, apiClient, paths } from '../../../test/api.ts';
import { testDatabases } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../../test/servers.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { roles as identityRoles } from '../../idp/idp.tables.ts';
import { sections } from '../authorization/authorization.tables.ts';
import { routes, services } from './platform.tables.ts';

const HALO = '/api/v1/halo';

/** One small catalogue, with three records of its own that `q` finds and nothing else does. */
interface ListCase {
  name: string;
  /** The list's address, with its own filters (`?idApp=…`). */
  url: () => string;
  /** What identifies a record in the assertions. */
  key: (row: Record<string, unknown>) => string;
  q: string;
  sort: string;
  /** The records `q` finds, sorted on `sort`. */
  ascending: string[];
  /** A `q` holding % or _, and the only records it may find. */
  literal: { q: string; found: string[] };
  /** The list as it was answered before it could be searched, sorted and paged. */
  whole: () => Promise<string[]>;
}

describe.each(testDatabases())(
  'small admin catalogues searched, sorted and paged in SQL on $name',
  (kind) => {
    let server: TestServer;
    let admin: ApiClient;
    let zeta: { id: number; configurationId: number };

    const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

    beforeAll(async () => {
      server = await startServer({ on: kind });
      admin = apiClient(
        server.app,
        (await signIn(server.baseUrl, 'superadmin', DEMO_PASSWORD)).tokens.access_token,
      );
      const created = async (response: Promise<ApiResponse>) => {
        const answer = await response;
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        return answer.body;
      };
      const apps = [
        ['Zeta Gamma', 'zeta-gamma', 'Senza quota'],
        ['Zeta Alfa', 'zeta-alfa', 'Quota 100% digitale'],
        ['Zeta Beta', 'zeta-beta', 'Quota 1000 digitale'],
      ];
      for (const [nome, clientId, description] of apps) {
        const app = await created(
          admin.post(`${HALO}/app/add`, { nome, clientId, description, icon: 'it-horn' }),
        );
        if (clientId === 'zeta-alfa') zeta = app;
      }
      for (const [nome, basePath, description] of [
        ['Zeta Beta', '/api/zeta-beta', 'quota 1000'],
        ['Zeta Gamma', '/api/zeta_gamma', 'quota 100% digitale'],
        ['Zeta Alfa', '/api/zeta-alfa', ''],
      ]) {
        await created(admin.post(`${HALO}/services/add`, { nome, basePath, description }));
      }
      for (const [path, name, position, roles] of [
        ['/zeta/a_b', 'Uno', 2, []],
        ['/zeta/axb', 'Due', 0, ['admin']],
        ['/zeta/c', 'Tre', 1, []],
      ] as const) {
        await created(
          admin.post(`${HALO}/conf/routing/add`, {
            applicationId: zeta.id,
            path,
            name,
            component: 'ProsaHome',
            position,
            roles,
          }),
        );
      }
      for (const [name, description] of [
        ['zeta-alfa.uno', 'quota 100%'],
        ['zeta-alfa.due', 'quota 1000'],
        ['zeta-alfa.tre', ''],
      ]) {
        await created(
          admin.post(`${HALO}/conf/sezione/add`, { name, application: 'zeta-alfa', description }),
        );
      }
      for (const authority of ['ZETAXDUE', 'ZETA_UNO', 'ZETA-TRE']) {
        await created(
          admin.post(`${HALO}/conf/authority/add`, {
            idWsc: zeta.configurationId,
            authority,
            description: `Authority ${authority}`,
          }),
        );
      }
    });
    afterAll(async () => {
      await server.close();
    });

    const db = () => server.database.db;
    /** The one column a query selects as `value`, in the query's order. */
    const values = async (query: PromiseLike<{ value: string }[]>) => (await query).map((row) => row.value);
    const prosaModules = screenComponents.filter((c) => c.startsWith('Prosa'));

    const lists: ListCase[] = [
      {
        name: 'applications (app/all)',
        url: () => `${HALO}/app/all`,
        key: (row) => String(row.nome),
        q: 'ZETA',
        sort: 'nome',
        ascending: ['Zeta Alfa', 'Zeta Beta', 'Zeta Gamma'],
        literal: { q: '100%', found: ['Zeta Alfa'] },
        // The screen read superadmin's `GET app`, which holds them all in the platform's order.
        whole: async () => ((await admin.get(`${HALO}/app`)).body as { nome: string }[]).map((a) => a.nome),
      },
      {
        name: 'services',
        url: () => `${HALO}/services`,
        key: (row) => String(row.nome),
        q: 'zeta',
        sort: 'nome',
        ascending: ['Zeta Alfa', 'Zeta Beta', 'Zeta Gamma'],
        literal: { q: 'zeta_', found: ['Zeta Gamma'] },
        whole: () => values(db().select({ value: services.nome }).from(services).orderBy(asc(services.nome))),
      },
      {
        name: 'modules',
        url: () => `${HALO}/modules`,
        key: (row) => String(row.component),
        q: 'PROSA',
        sort: 'component',
        ascending: [...prosaModules].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
        literal: { q: '_', found: [] },
        whole: async () => [...screenComponents],
      },
      {
        name: "one application's routes",
        url: () => `${HALO}/conf/routing?idApp=${zeta.id}`,
        key: (row) => String(row.path),
        q: '/ZETA/',
        sort: 'position',
        ascending: ['/zeta/axb', '/zeta/c', '/zeta/a_b'],
        literal: { q: 'a_b', found: ['/zeta/a_b'] },
        // The three routes created above, by position.
        whole: async () => ['/zeta/axb', '/zeta/c', '/zeta/a_b'],
      },
      {
        name: 'all routes',
        url: () => `${HALO}/conf/routing`,
        key: (row) => String(row.path),
        q: 'zeta/',
        sort: 'name',
        ascending: ['/zeta/axb', '/zeta/c', '/zeta/a_b'],
        literal: { q: 'zeta%', found: [] },
        // What the table holds, by application and position.
        whole: () =>
          values(
            db()
              .select({ value: routes.path })
              .from(routes)
              .orderBy(asc(routes.applicationId), asc(routes.position), asc(routes.id)),
          ),
      },
      {
        name: 'sections',
        url: () => `${HALO}/conf/sezione`,
        key: (row) => String(row.name),
        q: 'ZETA-ALFA.',
        sort: 'name',
        ascending: ['zeta-alfa.due', 'zeta-alfa.tre', 'zeta-alfa.uno'],
        literal: { q: '100%', found: ['zeta-alfa.uno'] },
        // What the table holds, by application and name.
        whole: () =>
          values(
            db()
              .select({ value: sections.name })
              .from(sections)
              .orderBy(asc(sections.application), asc(sections.name)),
          ),
      },
      {
        name: "one application's sections",
        url: () => `${HALO}/conf/sezione?app=zeta-alfa`,
        key: (row) => String(row.name),
        q: 'zeta',
        sort: 'name',
        ascending: ['zeta-alfa.due', 'zeta-alfa.tre', 'zeta-alfa.uno'],
        literal: { q: 'quota 100_', found: [] },
        // The three sections created above, by name.
        whole: async () => ['zeta-alfa.due', 'zeta-alfa.tre', 'zeta-alfa.uno'],
      },
      {
        name: 'authorities',
        url: () => '/api/v1/utenza/auth/all',
        key: (row) => String(row.name),
        q: 'zeta',
        sort: 'name',
        ascending: ['ZETA-TRE', 'ZETA_UNO', 'ZETAXDUE'],
        literal: { q: 'zeta_', found: ['ZETA_UNO'] },
        // What the identity provider holds, in its order: the embedded one keeps authorities as roles of the API
        // client, listed by name.
        whole: () =>
          values(
            db()
              .select({ value: identityRoles.name })
              .from(identityRoles)
              .where(eq(identityRoles.clientId, server.config.oidc.audience))
              .orderBy(asc(identityRoles.name)),
          ),
      },
    ];

    describe.each(lists)('$name', (list) => {
      const keys = (response: ApiResponse) => (response.body as Record<string, unknown>[]).map(list.key);
      const get = (query: string) => admin.get(withQuery(list.url(), query));

      it('answers the whole list, as before, without parameters and without a total', async () => {
        const response = await admin.get(list.url());
        expect(response.status).toBe(200);
        expect(response.headers['x-total-count']).toBeUndefined();
        expect(keys(response)).toEqual(await list.whole());
        expect(keys(response)).toEqual(expect.arrayContaining(list.ascending));
      });

      it('finds the text anywhere in the searched fields, whatever its case', async () => {
        const response = await get(`q=${encodeURIComponent(list.q)}`);
        expect(response.status).toBe(200);
        expect([...keys(response)].sort()).toEqual([...list.ascending].sort());
        expect(response.headers['x-total-count']).toBeUndefined();
      });

      it('takes % and _ in the text literally', async () => {
        expect(keys(await get(`q=${encodeURIComponent(list.literal.q)}`))).toEqual(list.literal.found);
      });

      it('sorts ascending, and descending with a leading -', async () => {
        const q = `q=${encodeURIComponent(list.q)}`;
        expect(keys(await get(`${q}&sort=${list.sort}`))).toEqual(list.ascending);
        expect(keys(await get(`${q}&sort=-${list.sort}`))).toEqual([...list.ascending].reverse());
      });

      it('answers one page with page and size, and the matches over all pages in X-Total-Count', async () => {
        const q = `q=${encodeURIComponent(list.q)}&sort=${list.sort}`;
        const total = String(list.ascending.length);
        const first = await get(`${q}&size=2`);
        expect(keys(first)).toEqual(list.ascending.slice(0, 2));
        expect(first.headers['x-total-count']).toBe(total);
        const second = await get(`${q}&page=2&size=2`);
        expect(keys(second)).toEqual(list.ascending.slice(2, 4));
        expect(second.headers['x-total-count']).toBe(total);
        const defaultSize = await get(`${q}&page=1`);
        expect(keys(defaultSize)).toEqual(list.ascending.slice(0, 20));
        expect(defaultSize.headers['x-total-count']).toBe(total);
        const beyond = await get(`${q}&page=9&size=2`);
        expect(beyond.body).toEqual([]);
        expect(beyond.headers['x-total-count']).toBe(total);
        const nothing = await get('q=nessuna-corrispondenza&page=1&size=5');
        expect(nothing.body).toEqual([]);
        expect(nothing.headers['x-total-count']).toBe('0');
      });

      it('refuses an unknown sort, a size out of 1–200 and page 0, on the field', async () => {
        const bad = await get('sort=sconosciuto');
        expect(bad.status).toBe(400);
        expect(paths(bad, 400)).toEqual(['querystring.sort']);
        expect(bad.body.details[0].message).toMatch(/^Valore non ammesso: scegliere tra /);
        expect(paths(await get(`sort=-${list.sort}x`), 400)).toEqual(['querystring.sort']);
        expect(paths(await get('size=0'), 400)).toEqual(['querystring.size']);
        expect(paths(await get('size=201'), 400)).toEqual(['querystring.size']);
        expect(paths(await get('page=0'), 400)).toEqual(['querystring.page']);
      });
    });

    it('searches routes on their roles and sections too, and modules on their application', async () => {
      expect(
        ((await admin.get(`${HALO}/conf/routing?idApp=${zeta.id}&q=ADMIN`)).body as { path: string }[]).map(
          (r) => r.path,
        ),
      ).toEqual(['/zeta/axb']);
      const stroke = (await admin.get(`${HALO}/modules?app=stroke&sort=-routes&size=3`)) as ApiResponse;
      expect(stroke.headers['x-total-count']).toBe(
        String(screenComponents.filter((c) => c.startsWith('Stroke')).length),
      );
      const counts = (stroke.body as { application: string; routes: number }[]).map((m) => m.routes);
      expect(counts.length).toBeGreaterThan(0);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect((stroke.body as { application: string }[]).every((m) => m.application === 'stroke')).toBe(true);
    });

    it('documents the parameters and X-Total-Count in the OpenAPI document', async () => {
      const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const services = document.paths['/api/v1/halo/services'].get;
      expect(services.parameters.map((p: { name: string }) => p.name)).toEqual(['q', 'sort', 'page', 'size']);
      expect(services.responses['200'].headers['X-Total-Count'].schema).toMatchObject({ type: 'integer' });
      expect(document.paths['/api/v1/utenza/auth/all'].get.responses['200'].headers).toHaveProperty(
        'X-Total-Count',
      );
    });
  },
);
