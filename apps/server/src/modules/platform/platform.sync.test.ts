import { type AppCatalogue, catalogues } from '@halo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { withDatabaseOf } from '../../../test/suite.ts';
import type { Database } from '../../db/database.ts';
import { createSectionCatalogue } from '../authorization/sections.catalogue.ts';
import { createMenuCatalogue } from '../menu/menu.catalogue.ts';
import { syncCatalogue } from './platform.sync.ts';

/** The manifests with one application changed, as a later version of Halo would ship them. */
function withApplication(clientId: string, change: (manifest: AppCatalogue) => AppCatalogue): AppCatalogue[] {
  return catalogues.map((manifest) => (manifest.clientId === clientId ? change(manifest) : manifest));
}

describe.each(testDatabases())('catalogue sync on $name', (kind) => {
  let database: Database;
  withDatabaseOf(
    kind,
    (opened) => {
      database = opened;
    },
    { each: true },
  );

  const sync = (list: readonly AppCatalogue[] = catalogues, demo = true) =>
    syncCatalogue(
      database.db,
      list,
      {
        ensureSections: createSectionCatalogue(database.db).ensureSections,
        menus: createMenuCatalogue(database.db),
      },
      { demo },
    );

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  async function routesOf(clientId: string) {
    return rows<{ path: string; name: string; roles: string | null }>(sql`
      select r.path, r.name, string_agg(rr.role, ',' order by rr.role) as roles
      from platform.routes r
      join platform.applications a on a.id = r.application_id
      left join platform.route_roles rr on rr.route_id = r.id
      where a.client_id = ${clientId}
      group by r.id order by r.position, r.id`);
  }

  async function menuOf(clientId: string) {
    return rows<{ label: string; parent: string | null; path: string | null }>(sql`
      select i.label, p.label as parent, r.path
      from menu.items i
      join menu.menus m on m.id = i.menu_id
      join platform.applications a on a.id = m.application_id
      left join menu.items p on p.id = i.parent_id
      left join platform.routes r on r.id = i.route_id
      where a.client_id = ${clientId}
      order by coalesce(p.position, i.position), i.parent_id nulls first, i.position`);
  }

  /** Row counts of every table the sync writes: equal counts before and after mean it added nothing. */
  async function counts() {
    const [row] = await rows<
      Record<
        | 'applications'
        | 'routes'
        | 'route_roles'
        | 'sub_routes'
        | 'services'
        | 'links'
        | 'configurations'
        | 'sections'
        | 'menus'
        | 'items',
        number
      >
    >(sql`select
      (select count(*)::int from platform.applications) as applications,
      (select count(*)::int from platform.routes) as routes,
      (select count(*)::int from platform.route_roles) as route_roles,
      (select count(*)::int from platform.sub_routes) as sub_routes,
      (select count(*)::int from platform.services) as services,
      (select count(*)::int from platform.application_services) as links,
      (select count(*)::int from platform.configurations) as configurations,
      (select count(*)::int from authz.sections) as sections,
      (select count(*)::int from menu.menus) as menus,
      (select count(*)::int from menu.items) as items`);
    if (!row) throw new Error('no counts');
    return row;
  }

  it('installs every application of the manifests into an empty database', async () => {
    await sync();

    const apps = await rows<{ nome: string; client_id: string }>(
      sql`select nome, client_id from platform.applications order by position, id`,
    );
    expect(apps.map((a) => a.client_id)).toEqual([
      'halo',
      'prosa',
      'healthenv',
      'stroke',
      'calendar',
      'gestioneregionale',
      'strutture',
      'integration',
      'telemedicina',
    ]);
    expect(await routesOf('calendar')).toEqual([
      { path: '/calendario', name: 'Prenota', roles: 'admin,operatore,utente' },
      { path: '/calendario/prenotazioni', name: 'Le mie prenotazioni', roles: 'admin,operatore,utente' },
      { path: '/calendario/agenda', name: 'Agenda', roles: 'admin,operatore' },
      { path: '/calendario/calendari', name: 'Calendari', roles: 'admin,operatore' },
    ]);
    expect(
      await rows(sql`select s.path_base, s.name, s.component from platform.sub_routes s
        join platform.routes r on r.id = s.route_id where r.path = '/stroke/pazienti'`),
    ).toEqual([{ path_base: ':id', name: 'Dettaglio', component: 'StrokePaziente' }]);
    expect(
      await rows(sql`select a.client_id from platform.application_services l
        join platform.services s on s.id = l.service_id join platform.applications a on a.id = l.application_id
        where s.base_path = '/api/v1/gestioneregionale' order by a.client_id`),
    ).toEqual([{ client_id: 'gestioneregionale' }, { client_id: 'prosa' }]);
    expect(
      await rows(sql`select name from authz.sections where application = 'gestioneregionale' order by name`),
    ).toHaveLength(10);

    const adminMenu = await menuOf('halo');
    expect(adminMenu.filter((item) => item.parent === null).map((item) => item.label)).toEqual([
      'Configurazione',
      'Utenti e permessi',
      'Sistema',
    ]);
    expect(adminMenu.filter((item) => item.parent === 'Utenti e permessi').map((item) => item.path)).toEqual([
      '/admin/utenti',
      '/admin/gruppi',
      '/admin/ruoli',
      '/admin/authority',
    ]);
    expect((await menuOf('strutture')).map((item) => [item.label, item.parent])).toEqual([
      ['Home', null],
      ['Elenco', null],
    ]);
    // An application without routes gets no menu (SPEC.md §2's empty case stays empty).
    expect(await menuOf('telemedicina')).toEqual([]);
  });

  it('leaves demo-only applications and routes out outside demo mode', async () => {
    await sync(catalogues, false);
    const apps = await rows<{ client_id: string }>(sql`select client_id from platform.applications`);
    expect(apps.map((a) => a.client_id)).not.toContain('telemedicina');
    expect((await routesOf('halo')).map((r) => r.path)).not.toContain('/admin/posta');
  });

  it('changes nothing when run again', async () => {
    await sync();
    const before = await counts();
    await sync();
    expect(await counts()).toEqual(before);
  });

  it('skips a sync of the manifests and options of the last one, and runs one when either changes', async () => {
    let sections = 0;
    const counted = (list: readonly AppCatalogue[], demo: boolean) =>
      syncCatalogue(
        database.db,
        list,
        {
          ensureSections: async (wanted) => {
            sections++;
            await createSectionCatalogue(database.db).ensureSections(wanted);
          },
          menus: createMenuCatalogue(database.db),
        },
        { demo },
      );
    await counted(catalogues, true);
    await counted(catalogues, true);
    expect(sections).toBe(1);
    await counted(catalogues, false);
    expect(sections).toBe(2);
    const renamed = withApplication('calendar', (m) => ({ ...m, description: `${m.description} (nuova)` }));
    await counted(renamed, false);
    await counted(renamed, false);
    expect(sections).toBe(3);
  });

  it('adopts the rows of an installation seeded before the sync and adds what a manifest adds', async () => {
    await sync();
    // An installation seeded once by an earlier version has the rows but no record of the sync.
    await database.db.execute(sql`delete from platform.catalogue_items`);
    const before = await counts();

    const next = withApplication('calendar', (calendar) => ({
      ...calendar,
      sections: [...calendar.sections, { name: 'calendar.agende', description: 'Agende' }],
      routes: [
        ...calendar.routes,
        { path: '/calendario/agende', name: 'Agende', component: 'CalendarCalendari', roles: ['admin'] },
      ],
    }));
    await sync(next);

    expect(await counts()).toEqual({
      ...before,
      routes: before.routes + 1,
      route_roles: before.route_roles + 1,
      sections: before.sections + 1,
      items: before.items + 1,
    });
    expect((await routesOf('calendar')).at(-1)).toEqual({
      path: '/calendario/agende',
      name: 'Agende',
      roles: 'admin',
    });
    expect((await menuOf('calendar')).at(-1)).toEqual({
      label: 'Agende',
      parent: null,
      path: '/calendario/agende',
    });
  });

  it("keeps an administrator's rename across starts, while untouched routes follow the manifest", async () => {
    await sync();
    await database.db.execute(
      sql`update platform.routes set name = 'Le mie agende' where path = '/calendario/calendari'`,
    );

    const next = withApplication('calendar', (calendar) => ({
      ...calendar,
      routes: calendar.routes.map((route) =>
        route.path === '/calendario'
          ? { ...route, name: 'Inizio', roles: ['admin', 'utente'] }
          : route.path === '/calendario/calendari'
            ? { ...route, name: 'Calendari e agende' }
            : route,
      ),
    }));
    await sync(next);
    await sync(next);

    expect(await routesOf('calendar')).toEqual([
      { path: '/calendario', name: 'Inizio', roles: 'admin,utente' },
      { path: '/calendario/prenotazioni', name: 'Le mie prenotazioni', roles: 'admin,operatore,utente' },
      { path: '/calendario/agenda', name: 'Agenda', roles: 'admin,operatore' },
      { path: '/calendario/calendari', name: 'Le mie agende', roles: 'admin,operatore' },
    ]);
  });

  /** The stroke service's and configuration's descriptions, as an administrator reads them. */
  const strokeServiceDescriptions = () =>
    rows<{ description: string }>(sql`select description from platform.services where nome = 'Stroke'`);
  const strokeConfigurationDescriptions = () =>
    rows<{ description: string }>(sql`
      select c.description from platform.configurations c
      join platform.applications a on a.id = c.application_id where a.client_id = 'stroke'`);

  it('names the stroke application in Italian, also in an installation that had the English text', async () => {
    // Halo up to issue 29 shipped the chooser's description and the service's in English ("Stroke care").
    const before = withApplication('stroke', (stroke) => ({
      ...stroke,
      description:
        'Stroke care: medici, pazienti, caregiver, fattori di rischio e misurazioni dei dispositivi',
      services: (stroke.services ?? []).map((service) => ({ ...service, description: 'Stroke care' })),
    }));
    await sync(before);
    await sync();

    expect(
      await rows<{ description: string }>(
        sql`select description from platform.applications where client_id = 'stroke'`,
      ),
    ).toEqual([
      {
        description:
          "Cura dell'ictus: medici, pazienti, caregiver, fattori di rischio e misurazioni dei dispositivi",
      },
    ]);
    expect(await strokeServiceDescriptions()).toEqual([{ description: "Cura dell'ictus" }]);
    // Its configuration was made with the application's description, and follows it.
    expect(await strokeConfigurationDescriptions()).toEqual([
      {
        description:
          "Cura dell'ictus: medici, pazienti, caregiver, fattori di rischio e misurazioni dei dispositivi",
      },
    ]);
  });

  it("keeps a service's or a configuration's description an administrator changed", async () => {
    const before = withApplication('stroke', (stroke) => ({
      ...stroke,
      description: 'Stroke care: medici',
      services: (stroke.services ?? []).map((service) => ({ ...service, description: 'Stroke care' })),
    }));
    await sync(before);
    await database.db.execute(
      sql`update platform.services set description = 'Servizio ictus' where nome = 'Stroke'`,
    );
    await database.db.execute(sql`
      update platform.configurations set description = 'Area ictus'
      where application_id = (select id from platform.applications where client_id = 'stroke')`);
    await sync();
    await sync();

    expect(await strokeServiceDescriptions()).toEqual([{ description: 'Servizio ictus' }]);
    expect(await strokeConfigurationDescriptions()).toEqual([{ description: 'Area ictus' }]);
  });

  it('does not bring back what an administrator deleted', async () => {
    await sync();
    await database.db.execute(sql`delete from menu.items where route_id in
      (select id from platform.routes where path = '/calendario/prenotazioni')`);
    await database.db.execute(sql`delete from platform.routes where path = '/calendario/prenotazioni'`);
    await database.db.execute(sql`delete from platform.applications where client_id = 'telemedicina'`);

    await sync();

    expect((await routesOf('calendar')).map((r) => r.path)).toEqual([
      '/calendario',
      '/calendario/agenda',
      '/calendario/calendari',
    ]);
    expect(await rows(sql`select id from platform.applications where client_id = 'telemedicina'`)).toEqual(
      [],
    );
  });
});
