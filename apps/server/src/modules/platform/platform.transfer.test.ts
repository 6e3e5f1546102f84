import type { ApplicationExport } from '@halo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../../test/api.ts';
import { testDatabases } from '../../../test/databases.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../../test/servers.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { groupMembers, groups as idpGroups, roles as idpRoles } from '../../idp/idp.tables.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { groupPermissions, sections } from '../authorization/authorization.tables.ts';
import { menuItems, menus } from '../menu/menu.tables.ts';
import {
  applicationAuthorities,
  applicationServices,
  applications,
  configurations,
  routeRoles,
  routes,
  subRoutes,
} from './platform.tables.ts';

const HALO = '/api/v1/halo';

/** Every row the import may touch, in the platform's tables and in the embedded identity provider's. */
async function snapshot(db: Db) {
  const tables = {
    applications,
    configurations,
    routes,
    subRoutes,
    routeRoles,
    applicationServices,
    applicationAuthorities,
    sections,
    groupPermissions,
    menus,
    menuItems,
    auditEntries,
    idpGroups,
    idpRoles,
    groupMembers,
  };
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    out[name] = (await db.select().from(table as typeof applications))
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return out;
}

describe.each(testDatabases())('import of an application on the embedded provider, $name', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let stroke: ApplicationExport;

  beforeAll(async () => {
    server = await startServer({ on: kind });
    admin = apiClient(
      server.app,
      (await signIn(server.baseUrl, 'superadmin', DEMO_PASSWORD)).tokens.access_token,
    );
    const list = (await admin.get(`${HALO}/app`)).body as { id: number; clientId: string }[];
    const id = list.find((a) => a.clientId === 'stroke')?.id;
    stroke = (await admin.get(`${HALO}/app/export/${id}`)).body;
  });
  afterAll(async () => {
    await server.close();
  });

  /** Stroke's document as a new application, with new roles, groups and an authority for the provider. */
  function newApplication(): ApplicationExport {
    const moved = (path: string | null) => path?.replace('/stroke', '/ictus') ?? null;
    return {
      ...stroke,
      application: { ...stroke.application, nome: 'Ictus', clientId: 'ictus' },
      configuration: stroke.configuration && {
        ...stroke.configuration,
        homePath: moved(stroke.configuration.homePath),
      },
      roles: [
        { name: 'medico', description: 'Medici' },
        { name: 'infermiere', description: 'Infermieri' },
      ],
      authorities: [{ name: 'LETTURA_ICTUS', description: 'Lettura dei dati ictus' }],
      sections: [{ name: 'ictus.pazienti', description: 'Pazienti' }],
      routes: stroke.routes.map((r) => ({ ...r, path: moved(r.path) ?? r.path, section: null, roles: [] })),
      groups: [{ path: '/ictus/medici/reparto', description: 'Reparto' }],
      permissions: [{ group: '/ictus/medici/reparto', section: 'ictus.pazienti', mask: 48 }],
      menus: stroke.menus.map((menu) => ({
        ...menu,
        items: menu.items.map((item) => ({ ...item, routePath: moved(item.routePath), children: [] })),
      })),
    };
  }

  /**
   * Two menus whose names differ only in case pass the document's checks but break the database's unique index
   * on the menu name: a failure inside the transaction, after every identity change has been made.
   */
  function failingInTransaction(document: ApplicationExport): ApplicationExport {
    const [menu] = document.menus;
    if (!menu) {
      throw new Error('the exported application has no menu');
    }
    return {
      ...document,
      menus: [
        { ...menu, nome: 'Principale' },
        { ...menu, nome: 'PRINCIPALE', items: [] },
      ],
    };
  }

  it('takes back the client roles, groups and authority it created when the transaction fails', async () => {
    const before = await snapshot(server.database.db);
    const response = await admin.post(`${HALO}/app/import`, failingInTransaction(newApplication()));
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(await snapshot(server.database.db)).toEqual(before);
    expect((await admin.get(`${HALO}/app`)).body).not.toContainEqual(
      expect.objectContaining({ clientId: 'ictus' }),
    );
  });

  it('leaves an existing application and its groups as they were when the transaction fails', async () => {
    const before = await snapshot(server.database.db);
    const document: ApplicationExport = failingInTransaction({
      ...stroke,
      application: { ...stroke.application, description: 'Cambiata' },
      roles: [...stroke.roles, { name: 'specializzando', description: '' }],
      groups: [...stroke.groups, { path: '/stroke/specializzandi', description: '' }],
    });
    expect((await admin.post(`${HALO}/app/import`, document)).status).toBe(500);
    expect(await snapshot(server.database.db)).toEqual(before);
  });

  it('still imports a sound document, creating what the provider lacks', async () => {
    const response = await admin.post(`${HALO}/app/import`, newApplication());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      application: { clientId: 'ictus', nome: 'Ictus' },
      // medico, infermiere and admin; /ictus, /ictus/medici, /ictus/medici/reparto.
      created: { application: true, roles: 3, groups: 3 },
    });
    const db = server.database.db;
    expect(
      (await db.select().from(idpRoles))
        .filter((r) => r.clientId === 'ictus')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['admin', 'infermiere', 'medico']);
    expect((await db.select().from(idpGroups)).map((g) => g.path)).toEqual(
      expect.arrayContaining(['/ictus', '/ictus/medici', '/ictus/medici/reparto']),
    );
    const authorities = (await admin.get('/api/v1/utenza/auth/all')).body as { name: string }[];
    expect(authorities.map((a) => a.name)).toContain('LETTURA_ICTUS');
    expect(
      (await db.select().from(auditEntries)).filter(
        (e) => e.entity === 'authority' && e.entityId === 'LETTURA_ICTUS',
      ),
    ).toHaveLength(1);
  });
});
