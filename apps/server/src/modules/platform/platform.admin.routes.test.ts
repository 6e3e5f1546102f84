import { createServer, type Server } from 'node:http';
import type { ApplicationExport } from '@halo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createAndSignIn, paths } from '../../../test/api.ts';
import { tokenRequest } from '../../../test/oidc-client.ts';
import { withCallers } from '../../../test/suite.ts';
import { roles as identityRoles } from '../../idp/idp.tables.ts';

const HALO = '/api/v1/halo';

describe('platform administration calls', () => {
  const t = withCallers();
  const { admin, citizen, anonymous } = t;
  const app = (clientId: string) =>
    admin
      .get(`${HALO}/app`)
      .then((r) => (r.body as { id: number; clientId: string }[]).find((a) => a.clientId === clientId));

  /** An application of the test's own, with its configuration and its admin role; `fields` replace the defaults. */
  async function newApplication(
    nome: string,
    clientId: string,
    fields: { description?: string; icon?: string } = {},
  ) {
    const created = await admin.post(`${HALO}/app/add`, {
      nome,
      clientId,
      description: `Applicazione ${nome}`,
      icon: 'it-horn',
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: number; configurationId: number; clientId: string; version: number };
  }

  describe('catalogues', () => {
    it('lists the modules with the routes using them, and the Bootstrap Italia icons', async () => {
      const modules = await admin.get(`${HALO}/modules`);
      expect(modules.body).toContainEqual({ component: 'AdminGruppi', application: 'halo', routes: 1 });
      // A sub-route's component counts too. (Not a stroke one: the import test below copies stroke's routes.)
      expect(modules.body).toContainEqual({
        component: 'StrutturaDettaglio',
        application: 'strutture',
        routes: 1,
      });
      const icons = await admin.get(`${HALO}/icon`);
      expect(icons.body).toEqual(expect.arrayContaining(['it-settings', 'it-user', 'it-calendar']));
      expect((await citizen.get(`${HALO}/modules`)).status).toBe(403);
      expect((await anonymous.get(`${HALO}/icon`)).status).toBe(401);
    });
  });

  describe('applications and services', () => {
    it('creates an application with its configuration and its admin role', async () => {
      const created = await newApplication('Vaccini', 'vaccini', { description: 'Campagne vaccinali' });
      expect(created).toMatchObject({ nome: 'Vaccini', clientId: 'vaccini', version: 1, services: [] });
      expect(created.configurationId).toEqual(expect.any(Number));
      const roles = await admin.get(`/api/v1/authorization/roles/byapp?id=${created.id}`);
      expect(roles.body.map((r: { name: string }) => r.name)).toEqual(['admin']);
    });

    it('refuses bad input, duplicates and unknown icons', async () => {
      await newApplication('Duplicata', 'duplicata');
      const bad = await admin.post(`${HALO}/app/add`, { nome: '', clientId: 'Non Valido', icon: 'settings' });
      expect(paths(bad, 400)).toEqual(expect.arrayContaining(['body.nome', 'body.clientId', 'body.icon']));
      expect(
        paths(
          await admin.post(`${HALO}/app/add`, { nome: 'X', clientId: 'xx', icon: 'it-inesistente' }),
          400,
        ),
      ).toEqual(['body.icon']);
      const duplicate = await admin.post(`${HALO}/app/add`, {
        nome: 'duplicata',
        clientId: 'altro',
        icon: 'it-horn',
      });
      expect(duplicate.status).toBe(409);
      expect(paths(duplicate, 409)).toEqual(['body.nome']);
      // The identity client made for it first was taken back with its admin role.
      const leftRoles = await t.server.database.db
        .select()
        .from(identityRoles)
        .where(eq(identityRoles.clientId, 'altro'));
      expect(leftRoles).toEqual([]);
      expect((await citizen.post(`${HALO}/app/add`, {})).status).toBe(403);
      expect((await anonymous.post(`${HALO}/app/add`, {})).status).toBe(401);
    });

    it('updates an application from its version: the second of two saves gets 409', async () => {
      const { id: appId } = await newApplication('Aggiornata', 'aggiornata');
      const body = {
        id: appId,
        nome: 'Aggiornata',
        description: 'Nuova',
        icon: 'it-horn',
        hasHomePublic: false,
        version: 1,
      };
      expect((await admin.put(`${HALO}/app/update`, body)).body.version).toBe(2);
      const stale = await admin.put(`${HALO}/app/update`, { ...body, description: 'Persa' });
      expect(stale.status).toBe(409);
      expect((await admin.get(`${HALO}/app/detail/${appId}`)).body.description).toBe('Nuova');
      expect((await admin.put(`${HALO}/app/update`, { ...body, id: 9999 })).status).toBe(404);
    });

    it('links and unlinks services, toggles their flags, and refuses to delete a linked service', async () => {
      const { id: appId } = await newApplication('Servita', 'servita');
      const services = (await admin.get(`${HALO}/services`)).body as { id: number; basePath: string }[];
      const menu = services.find((s) => s.basePath === '/api/v1/menu');
      const linked = await admin.put(`${HALO}/app/addservice`, { idApp: appId, idService: menu?.id });
      expect(linked.body.services.map((s: { basePath: string }) => s.basePath)).toEqual(['/api/v1/menu']);
      expect((await admin.get(`${HALO}/services/byapplication?idapp=${appId}`)).body).toHaveLength(1);
      const refused = await admin.del(`${HALO}/services/delete/${menu?.id}`);
      expect(refused.status).toBe(409);
      expect(paths(refused, 409)).toContain(`applicazioni.${appId}`);
      expect(
        (await admin.put(`${HALO}/app/removeservice`, { idApp: appId, idService: menu?.id })).body.services,
      ).toEqual([]);
      expect(
        (await admin.put(`${HALO}/app/removeservice`, { idApp: appId, idService: menu?.id })).status,
      ).toBe(404);

      const created = await admin.post(`${HALO}/services/add`, { nome: 'Referti', basePath: '/api/referti' });
      expect(created.status).toBe(201);
      expect(
        (await admin.post(`${HALO}/services/add`, { nome: 'Doppio', basePath: '/api/referti' })).status,
      ).toBe(409);
      expect((await admin.put(`${HALO}/services/${created.body.id}/base`, { enabled: true })).body.base).toBe(
        true,
      );
      const micro = await admin.put(`${HALO}/services/${created.body.id}/microservice`, { enabled: true });
      expect(micro.body).toMatchObject({ base: true, microservice: true, version: 3 });
      expect(
        paths(await admin.put(`${HALO}/services/${created.body.id}/base`, { enabled: 'si' }), 400),
      ).toEqual(['body.enabled']);
      const stale = await admin.put(`${HALO}/services/update`, {
        ...created.body,
        nome: 'Referti 2',
        version: 1,
      });
      expect(stale.status).toBe(409);
      expect((await admin.get(`${HALO}/services/byid/${created.body.id}`)).body.nome).toBe('Referti');
      expect((await admin.del(`${HALO}/services/delete/${created.body.id}`)).status).toBe(200);
      expect((await admin.get(`${HALO}/services/byid/${created.body.id}`)).status).toBe(404);
    });

    it('updates a service by version (200, then 409 for the same version, 404 when missing) and deletes it once', async () => {
      const created = await admin.post(`${HALO}/services/add`, { nome: 'Esami', basePath: '/api/esami' });
      expect(created.status).toBe(201);
      const body = { ...created.body, nome: 'Esami di laboratorio', basePath: '/api/laboratorio' };
      const updated = await admin.put(`${HALO}/services/update`, body);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        id: created.body.id,
        nome: 'Esami di laboratorio',
        basePath: '/api/laboratorio',
        version: created.body.version + 1,
      });
      expect((await admin.put(`${HALO}/services/update`, body)).status).toBe(409);
      expect((await admin.put(`${HALO}/services/update`, { ...body, id: 999999 })).status).toBe(404);
      expect((await admin.get(`${HALO}/services/byid/${created.body.id}`)).body.nome).toBe(
        'Esami di laboratorio',
      );
      const deleted = await admin.del(`${HALO}/services/delete/${created.body.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ id: created.body.id, nome: 'Esami di laboratorio' });
      expect((await admin.del(`${HALO}/services/delete/${created.body.id}`)).status).toBe(404);
    });

    it('lists the authorities an application enables (app/authority), with their descriptions', async () => {
      const application = await newApplication('Autorizzata', 'autorizzata');
      expect((await admin.get(`${HALO}/app/authority?idApp=${application.id}`)).body).toEqual([]);
      const link = await admin.post(`${HALO}/conf/authority/add`, {
        idWsc: application.configurationId,
        authority: 'FIRMA_REFERTI',
        description: 'Firma dei referti',
      });
      expect(link.status).toBe(201);
      const authorities = await admin.get(`${HALO}/app/authority?idApp=${application.id}`);
      expect(authorities.status).toBe(200);
      expect(authorities.body).toEqual([
        {
          id: link.body.id,
          applicationId: application.id,
          authority: 'FIRMA_REFERTI',
          description: 'Firma dei referti',
        },
      ]);
      expect((await admin.get(`${HALO}/app/authority?idApp=999999`)).status).toBe(404);
      expect(paths(await admin.get(`${HALO}/app/authority`), 400)).toEqual(['querystring.idApp']);
      expect((await citizen.get(`${HALO}/app/authority?idApp=${application.id}`)).status).toBe(403);

      const removed = await admin.del(`${HALO}/conf/authority/delete/${link.body.id}`);
      expect(removed.status).toBe(200);
      expect((await admin.get(`${HALO}/app/authority?idApp=${application.id}`)).body).toEqual([]);
      expect((await admin.del(`${HALO}/conf/authority/delete/${link.body.id}`)).status).toBe(404);
    });

    it('refuses to delete the administration, or an application that still has sections', async () => {
      const { id: appId } = await newApplication('Sezionata', 'sezionata');
      const halo = await app('halo');
      expect((await admin.del(`${HALO}/app/delete/${halo?.id}`)).status).toBe(409);
      const section = await admin.post(`${HALO}/conf/sezione/add`, {
        name: 'sezionata.campagne',
        application: 'sezionata',
      });
      expect(section.status).toBe(201);
      const refused = await admin.del(`${HALO}/app/delete/${appId}`);
      expect(refused.status).toBe(409);
      expect(paths(refused, 409)).toEqual(['sezioni.sezionata.campagne']);
      expect((await admin.del(`${HALO}/conf/sezione/delete/sezionata.campagne`)).status).toBe(200);
      expect((await admin.del(`${HALO}/conf/sezione/delete/sezionata.campagne`)).status).toBe(404);
      expect((await admin.del(`${HALO}/app/delete/${appId}`)).status).toBe(200);
      expect((await admin.get(`${HALO}/app/detail/${appId}`)).status).toBe(404);
      expect((await admin.del(`${HALO}/app/delete/${appId}`)).status).toBe(404);
    });
  });

  describe('routes, sections, configurations, preview', () => {
    it('creates a route gated by a section; a group permission opens it to the citizen at the next refresh', async () => {
      const { id: appId } = await newApplication('Screening', 'screening', { icon: 'it-search' });
      await admin.post(`${HALO}/conf/sezione/add`, { name: 'screening.inviti', application: 'screening' });
      const route = await admin.post(`${HALO}/conf/routing/add`, {
        applicationId: appId,
        path: '/screening/inviti',
        name: 'Inviti',
        component: 'ProsaCampagne',
        section: 'screening.inviti',
        subRoutes: [{ pathBase: ':id', name: 'Dettaglio', component: 'ProsaProgetti' }],
      });
      expect(route.status).toBe(201);
      expect(route.body).toMatchObject({ roles: [], section: 'screening.inviti', version: 1 });
      const menu = await admin.post('/api/v1/menu/add', { applicationId: appId, nome: 'Principale' });
      await admin.post('/api/v1/menu/conf/father/add', {
        menuId: menu.body.id,
        label: 'Inviti',
        routeId: route.body.id,
      });

      const group = await admin.post('/api/v1/authorization/gruppo/add', {
        name: 'screening',
        application: 'screening',
      });
      const { tokens } = await createAndSignIn(t.server, t.adminToken, {
        username: 'paziente.screening',
        groups: [group.body.id],
      });
      const user = apiClient(t.server.app, tokens.access_token);
      expect((await user.get(`${HALO}/app/routing?idApp=${appId}`)).status).toBe(403);
      expect((await user.get(`${HALO}/app`)).body).toEqual([]);
      // A role in the application is not enough when no route is open to it: nothing to show, not offered.
      const withRole = await createAndSignIn(t.server, t.adminToken, {
        username: 'utente.screening',
        clientRoles: { screening: ['utente'] },
      });
      const roleOnly = apiClient(t.server.app, withRole.tokens.access_token);
      expect((await roleOnly.get(`${HALO}/app`)).body).toEqual([]);
      expect((await roleOnly.get(`${HALO}/app/bytoken`)).body).toEqual([]);

      await admin.put('/api/v1/authorization/gruppo/addperm', {
        idGruppo: group.body.id,
        section: 'screening.inviti',
        mask: 48,
      });
      const refreshed = (await (
        await tokenRequest(t.server.baseUrl, {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        })
      ).json()) as { access_token: string };
      const after = apiClient(t.server.app, refreshed.access_token);
      expect((await after.get(`${HALO}/app`)).body.map((a: { clientId: string }) => a.clientId)).toEqual([
        'screening',
      ]);
      expect(
        (await after.get(`${HALO}/app/bytoken`)).body.map((a: { clientId: string }) => a.clientId),
      ).toEqual(['screening']);
      const routes = await after.get(`${HALO}/app/routing?idApp=${appId}`);
      expect(routes.body.map((r: { path: string }) => r.path)).toEqual(['/screening/inviti']);
      expect((await after.get(`/api/v1/menu/filtred?idApp=${appId}`)).body).toEqual([
        { id: expect.any(Number), label: 'Inviti', icon: null, path: '/screening/inviti', children: [] },
      ]);

      await admin.put('/api/v1/authorization/groups/removeperm', {
        idGruppo: group.body.id,
        section: 'screening.inviti',
      });
      expect((await after.get(`${HALO}/app/routing?idApp=${appId}`)).status).toBe(403);
      expect((await after.get(`/api/v1/menu/filtred?idApp=${appId}`)).status).toBe(403);
      expect((await after.get(`${HALO}/app/bytoken`)).body).toEqual([]);

      // The section and the route now reference each other: neither goes silently.
      const refused = await admin.del(`${HALO}/conf/sezione/delete/screening.inviti`);
      expect(refused.status).toBe(409);
      expect(paths(refused, 409)).toEqual([`rotte.${route.body.id}`]);
      const routeRefused = await admin.del(`${HALO}/conf/routing/delete/${route.body.id}`);
      expect(routeRefused.status).toBe(409);
      expect(paths(routeRefused, 409)[0]).toMatch(/^vociMenu\./);
    });

    it('validates routes: components, sections of the same application, unique paths, versions', async () => {
      const prosa = await app('prosa');
      const bad = await admin.post(`${HALO}/conf/routing/add`, {
        applicationId: prosa?.id,
        path: 'senza-barra',
        name: '',
        component: 'Inesistente',
      });
      expect(paths(bad, 400)).toEqual(expect.arrayContaining(['body.path', 'body.name', 'body.component']));
      const repeated = await admin.post(`${HALO}/conf/routing/add`, {
        applicationId: prosa?.id,
        path: '/prosa/ripetuta',
        name: 'Ripetuta',
        component: 'ProsaHome',
        subRoutes: [
          { pathBase: 'a', name: 'A', component: 'ProsaHome' },
          { pathBase: 'a', name: 'B', component: 'ProsaHome' },
        ],
      });
      expect(paths(repeated, 400)).toEqual(['body.subRoutes.1.pathBase']);
      const foreign = await admin.post(`${HALO}/conf/routing/add`, {
        applicationId: prosa?.id,
        path: '/prosa/x',
        name: 'X',
        component: 'ProsaHome',
        section: 'halo.log',
      });
      expect(paths(foreign, 400)).toEqual(['body.section']);
      const duplicate = await admin.post(`${HALO}/conf/routing/add`, {
        applicationId: prosa?.id,
        path: '/prosa/campagne',
        name: 'Doppia',
        component: 'ProsaHome',
      });
      expect(duplicate.status).toBe(409);
      expect(
        (
          await admin.post(`${HALO}/conf/routing/add`, {
            applicationId: 9999,
            path: '/x',
            name: 'X',
            component: 'ProsaHome',
          })
        ).status,
      ).toBe(409);

      const routes = (await admin.get(`${HALO}/conf/routing?idApp=${prosa?.id}`)).body as {
        id: number;
        path: string;
        version: number;
      }[];
      const campagne = routes.find((r) => r.path === '/prosa/campagne');
      const route = (await admin.get(`${HALO}/conf/routing/${campagne?.id}`)).body;
      const update = { ...route, name: 'Campagne di prevenzione' };
      delete update.applicationId;
      expect((await admin.put(`${HALO}/conf/routing/update`, update)).body.version).toBe(route.version + 1);
      expect((await admin.put(`${HALO}/conf/routing/update`, update)).status).toBe(409);
      expect((await admin.put(`${HALO}/conf/routing/update`, { ...update, id: 99999 })).status).toBe(404);
      expect((await admin.get(`${HALO}/conf/routing/99999`)).status).toBe(404);
    });

    it('deletes a route nothing refers to (200, then 404)', async () => {
      const application = await newApplication('Instradata', 'instradata');
      const route = await admin.post(`${HALO}/conf/routing/add`, {
        applicationId: application.id,
        path: '/instradata/elenco',
        name: 'Elenco',
        component: 'ProsaHome',
      });
      expect(route.status).toBe(201);
      const deleted = await admin.del(`${HALO}/conf/routing/delete/${route.body.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ id: route.body.id, path: '/instradata/elenco' });
      expect((await admin.get(`${HALO}/conf/routing/${route.body.id}`)).status).toBe(404);
      expect((await admin.del(`${HALO}/conf/routing/delete/${route.body.id}`)).status).toBe(404);
    });

    it("lists the groups of a configuration's application with their permissions on its sections (conf/gruppi)", async () => {
      const application = await newApplication('Raggruppata', 'raggruppata');
      const groups = () => admin.get(`${HALO}/conf/gruppi?idWsc=${application.configurationId}`);
      expect((await groups()).body).toEqual([]);
      expect(
        (
          await admin.post(`${HALO}/conf/sezione/add`, {
            name: 'raggruppata.referti',
            application: 'raggruppata',
          })
        ).status,
      ).toBe(201);
      const group = await admin.post('/api/v1/authorization/gruppo/add', {
        name: 'raggruppati',
        application: 'raggruppata',
      });
      expect(group.status).toBe(201);
      expect(
        (
          await admin.put('/api/v1/authorization/gruppo/addperm', {
            idGruppo: group.body.id,
            section: 'raggruppata.referti',
            mask: 48,
          })
        ).status,
      ).toBe(200);
      const listed = await groups();
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject([
        {
          id: group.body.id,
          path: '/raggruppati',
          application: 'raggruppata',
          memberCount: 0,
          permissions: [{ section: 'raggruppata.referti', mask: 48 }],
        },
      ]);
      expect((await admin.get(`${HALO}/conf/gruppi?idWsc=999999`)).status).toBe(404);
      expect(paths(await admin.get(`${HALO}/conf/gruppi`), 400)).toEqual(['querystring.idWsc']);
    });

    it('lists sections by application and by configuration, refuses system sections on delete', async () => {
      const configurations = (await admin.get(`${HALO}/conf`)).body as { id: number; clientId: string }[];
      const regional = configurations.find((c) => c.clientId === 'gestioneregionale');
      const byConf = await admin.get(`${HALO}/conf/sezione?idWs=${regional?.id}`);
      expect(byConf.body.map((s: { name: string }) => s.name)).toContain('gestioneregionale.asl');
      expect(byConf.body.every((s: { system: boolean }) => s.system)).toBe(true);
      expect((await admin.get(`${HALO}/conf/sezione?app=halo`)).body).toHaveLength(15);
      const system = await admin.del(`${HALO}/conf/sezione/delete/halo.log`);
      expect(system.status).toBe(409);
      expect(
        paths(await admin.post(`${HALO}/conf/sezione/add`, { name: 'prosa.x', application: 'stroke' }), 400),
      ).toEqual(['body.name']);
      expect(
        (await admin.post(`${HALO}/conf/sezione/add`, { name: 'halo.log', application: 'halo' })).status,
      ).toBe(409);
      expect((await admin.del(`${HALO}/conf/sezione/delete/prosa.nessuna`)).status).toBe(404);
    });

    it('shows a configuration with its application, sections, roles, groups and menus; updates it by version', async () => {
      const list = (await admin.get(`${HALO}/conf?q=prosa`)).body as { id: number; version: number }[];
      expect(list).toHaveLength(1);
      const detail = await admin.get(`${HALO}/conf/byid/${list[0]?.id}`);
      expect(detail.body.application.clientId).toBe('prosa');
      expect(detail.body.roles.map((r: { name: string }) => r.name)).toContain('cittadino');
      expect(detail.body.groups.map((g: { path: string }) => g.path)).toContain('/prosa/cittadini');
      expect(detail.body.menus.map((m: { nome: string }) => m.nome)).toEqual(['Menu principale']);
      const groups = await admin.get(`${HALO}/conf/gruppi?idWsc=${list[0]?.id}`);
      expect(groups.status).toBe(200);
      expect(groups.body.map((g: { path: string }) => g.path)).toContain('/prosa/cittadini');

      const body = {
        id: list[0]?.id,
        nome: 'Pro.Sa.',
        homePath: '/prosa',
        settings: { tema: 'chiaro' },
        version: list[0]?.version,
      };
      expect((await admin.put(`${HALO}/conf/wsc/update`, body)).body).toMatchObject({
        nome: 'Pro.Sa.',
        settings: { tema: 'chiaro' },
      });
      expect((await admin.put(`${HALO}/conf/wsc/update`, body)).status).toBe(409);
      expect(
        (
          await admin.post(`${HALO}/conf/wsc/add`, {
            applicationId: (await app('prosa'))?.id,
            nome: 'Doppia',
          })
        ).status,
      ).toBe(409);
      expect((await admin.get(`${HALO}/conf/byid/9999`)).status).toBe(404);
      expect((await admin.put(`${HALO}/conf/wsc/update`, { ...body, id: 9999 })).status).toBe(404);

      const role = await admin.post(`${HALO}/conf/ruoli/add`, { idWsc: list[0]?.id, name: 'volontario' });
      expect(role.status).toBe(201);
      expect((await admin.del(`${HALO}/conf/ruoli/delete/${role.body.id}`)).status).toBe(200);
      expect((await admin.del(`${HALO}/conf/ruoli/delete/${role.body.id}`)).status).toBe(404);
      const used = (
        await admin.get(`/api/v1/authorization/roles/byapp?id=${(await app('prosa'))?.id}`)
      ).body.find((r: { name: string }) => r.name === 'cittadino');
      const refused = await admin.del(`${HALO}/conf/ruoli/delete/${used.id}`);
      expect(refused.status).toBe(409);
      expect(paths(refused, 409)[0]).toMatch(/^rotte\./);
    });

    it('previews the routes and menu a role gets', async () => {
      const prosa = await app('prosa');
      const preview = await admin.get(`${HALO}/app/preview?idApp=${prosa?.id}&role=cittadino`);
      expect(preview.status).toBe(200);
      const paths_ = preview.body.routes.map((r: { path: string }) => r.path);
      expect(paths_).toContain('/prosa/preferiti');
      expect(paths_).not.toContain('/prosa/asl');
      expect(preview.body.menu.map((n: { path: string }) => n.path)).not.toContain('/prosa/asl');
      expect((await admin.get(`${HALO}/app/preview?idApp=${prosa?.id}&role=sconosciuto`)).status).toBe(404);
      expect(paths(await admin.get(`${HALO}/app/preview?idApp=${prosa?.id}`), 400)).toEqual([
        'querystring.role',
      ]);
      expect((await citizen.get(`${HALO}/app/preview?idApp=${prosa?.id}&role=cittadino`)).status).toBe(403);
    });
  });

  describe('export and import', () => {
    it('exports an application and imports it as a new one elsewhere, unchanged', async () => {
      const stroke = await app('stroke');
      const exported = await admin.get(`${HALO}/app/export/${stroke?.id}`);
      expect(exported.status).toBe(200);
      const document = exported.body as ApplicationExport;
      expect(document.format).toBe('halo.application');
      expect(document.routes.map((r) => r.path)).toContain('/stroke/pazienti');
      expect(document.menus[0]?.items.length).toBeGreaterThan(0);

      const copy: ApplicationExport = {
        ...document,
        application: { ...document.application, nome: 'Stroke copia', clientId: 'stroke-copia' },
        routes: document.routes.map((r) => ({ ...r, path: r.path.replace('/stroke', '/stroke-copia') })),
        menus: document.menus.map((menu) => ({
          ...menu,
          items: menu.items.map((item) => ({
            ...item,
            routePath: item.routePath?.replace('/stroke', '/stroke-copia') ?? null,
            children: [],
          })),
        })),
        sections: [{ name: 'stroke-copia.pazienti', description: 'Pazienti' }],
        groups: [{ path: '/stroke-copia/medici', description: 'Medici' }],
        permissions: [{ group: '/stroke-copia/medici', section: 'stroke-copia.pazienti', mask: 48 }],
      };
      const imported = await admin.post(`${HALO}/app/import`, copy);
      expect(imported.status).toBe(200);
      expect(imported.body).toMatchObject({
        application: { clientId: 'stroke-copia' },
        created: { application: true, groups: 2 },
      });
      const again = await admin.get(`${HALO}/app/export/${imported.body.application.id}`);
      expect(again.body.routes).toEqual(copy.routes);
      expect(again.body.permissions).toEqual(copy.permissions);
      expect(again.body.menus[0].items.map((i: { routePath: string }) => i.routePath)).toEqual(
        copy.menus[0]?.items.map((i) => i.routePath),
      );
      // Importing the same document again updates in place.
      expect((await admin.post(`${HALO}/app/import`, copy)).body.created.application).toBe(false);
    });

    it('checks the whole document first and changes nothing when anything is wrong', async () => {
      const stroke = await app('stroke');
      const document = (await admin.get(`${HALO}/app/export/${stroke?.id}`)).body as ApplicationExport;
      const broken: ApplicationExport = {
        ...document,
        application: { ...document.application, description: 'Cambiata' },
        sections: [...document.sections, { name: 'prosa.rubata', description: '' }],
        permissions: [{ group: '/inesistente', section: 'stroke.nessuna', mask: 1 }],
        menus: [
          {
            nome: 'M',
            description: '',
            items: [{ label: 'X', icon: null, routePath: '/nessuna', enabled: true, children: [] }],
          },
        ],
      };
      const response = await admin.post(`${HALO}/app/import`, broken);
      expect(response.status).toBe(400);
      expect(paths(response, 400)).toEqual(
        expect.arrayContaining([
          `body.sections.${document.sections.length}.name`,
          'body.permissions.0.group',
          'body.permissions.0.section',
          'body.menus.0.items.0.routePath',
        ]),
      );
      expect((await admin.get(`${HALO}/app/detail/${stroke?.id}`)).body.description).not.toBe('Cambiata');
      expect(paths(await admin.post(`${HALO}/app/import`, { format: 'altro' }), 400)).toContain(
        'body.format',
      );
      expect((await admin.get(`${HALO}/app/export/9999`)).status).toBe(404);
      expect((await citizen.get(`${HALO}/app/export/${stroke?.id}`)).status).toBe(403);
    });
  });

  describe('settings', () => {
    let issuerServer: Server;
    let issuerUrl: string;

    beforeAll(async () => {
      // A local stand-in for an external issuer's discovery document.
      issuerServer = createServer((request, response) => {
        if (request.url === '/realms/halo/.well-known/openid-configuration') {
          response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              issuer: `${issuerUrl}/realms/halo`,
              authorization_endpoint: `${issuerUrl}/realms/halo/auth`,
              token_endpoint: `${issuerUrl}/realms/halo/token`,
              jwks_uri: `${issuerUrl}/realms/halo/certs`,
            }),
          );
          return;
        }
        if (request.url === '/realms/altro/.well-known/openid-configuration') {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ issuer: 'http://x' }));
          return;
        }
        response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
      const address = issuerServer.address();
      issuerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((resolve) => issuerServer.close(() => resolve())));

    it('saves the identity provider only after reading its discovery document', async () => {
      const current = await admin.get(`${HALO}/settings/identity-provider`);
      expect(current.body).toMatchObject({
        issuer: null,
        realm: 'halo',
        version: 1,
        active: { embedded: true, identityAdmin: 'embedded' },
      });
      const body = { issuer: `${issuerUrl}/realms/halo`, realm: 'halo', clientId: 'halo-web', version: 1 };
      const missing = await admin.put(`${HALO}/settings/identity-provider`, {
        ...body,
        issuer: `${issuerUrl}/realms/nessuno`,
      });
      expect(missing.status).toBe(400);
      expect(paths(missing, 400)).toEqual(['body.issuer']);
      expect(missing.body.details[0].message).toMatch(/404/);
      const wrongIssuer = await admin.put(`${HALO}/settings/identity-provider`, {
        ...body,
        issuer: `${issuerUrl}/realms/altro`,
        realm: 'altro',
      });
      expect(wrongIssuer.status).toBe(400);
      expect(wrongIssuer.body.details[0].message).toBe(
        'Il documento di discovery dichiara un issuer diverso.',
      );
      expect(
        paths(await admin.put(`${HALO}/settings/identity-provider`, { ...body, realm: 'altro' }), 400),
      ).toEqual(['body.realm']);
      expect(
        paths(await admin.put(`${HALO}/settings/identity-provider`, { ...body, issuer: 'ftp://x' }), 400),
      ).toEqual(['body.issuer']);

      const saved = await admin.put(`${HALO}/settings/identity-provider`, body);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ issuer: body.issuer, version: 2, verifiedAt: expect.any(String) });
      expect((await admin.put(`${HALO}/settings/identity-provider`, body)).status).toBe(409);
      expect((await citizen.get(`${HALO}/settings/identity-provider`)).status).toBe(403);
    });

    it("puts the platform in maintenance: app/bytoken answers 404 'Server non disponibile o in manutenzione.'", async () => {
      const current = (await admin.get(`${HALO}/settings/platform`)).body;
      expect(current).toMatchObject({ nomePiattaforma: 'Halo', manutenzione: false, version: 1 });
      const saved = await admin.put(`${HALO}/settings/platform`, {
        ...current,
        manutenzione: true,
        messaggioManutenzione: 'Aggiornamento',
      });
      expect(saved.body).toMatchObject({ manutenzione: true, version: 2 });
      const refused = await citizen.get(`${HALO}/app/bytoken`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Server non disponibile o in manutenzione.');
      expect((await admin.get(`${HALO}/app/bytoken`)).status).toBe(200);
      expect((await admin.put(`${HALO}/settings/platform`, { ...current, manutenzione: false })).status).toBe(
        409,
      );
      await admin.put(`${HALO}/settings/platform`, { ...current, manutenzione: false, version: 2 });
      expect((await citizen.get(`${HALO}/app/bytoken`)).status).toBe(200);
      expect(
        paths(await admin.put(`${HALO}/settings/platform`, { ...current, emailAssistenza: 'no' }), 400),
      ).toEqual(['body.emailAssistenza']);
    });
  });

  describe('outbox and logs', () => {
    it('shows the outbox in demo mode, newest first, with the links', async () => {
      const user = await admin.post('/api/v1/authorization/user/add', {
        username: 'posta.demo',
        email: 'posta.demo@example.org',
        firstName: 'Posta',
        lastName: 'Demo',
      });
      expect(user.status).toBe(201);
      const outbox = await admin.get(`${HALO}/mail/outbox?size=5`);
      expect(outbox.status).toBe(200);
      expect(outbox.body.total).toBeGreaterThan(0);
      expect(outbox.body.items[0]).toMatchObject({
        to: 'posta.demo@example.org',
        kind: 'set-password',
        link: expect.stringContaining('action-token'),
      });
      expect((await citizen.get(`${HALO}/mail/outbox`)).status).toBe(403);
    });

    it('reads the audit log with filters and paging', async () => {
      await newApplication('Registrata', 'registrata');
      const all = await admin.get('/api/v1/logs?size=5');
      expect(all.status).toBe(200);
      expect(all.body.items).toHaveLength(5);
      const byEntity = await admin.get('/api/v1/logs?entity=applicazione&action=create&user=superadmin');
      expect(byEntity.body.items.length).toBeGreaterThan(0);
      expect(
        byEntity.body.items.every(
          (e: { entity: string; actorUsername: string }) =>
            e.entity === 'applicazione' && e.actorUsername === 'superadmin',
        ),
      ).toBe(true);
      const future = await admin.get(
        `/api/v1/logs?from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
      );
      expect(future.body).toMatchObject({ items: [], total: 0 });
      const period = await admin.get('/api/v1/logs?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z');
      expect(paths(period, 400)).toEqual(['querystring.to']);
      expect(paths(await admin.get('/api/v1/logs?sort=nome'), 400)).toEqual(['querystring.sort']);
      expect((await citizen.get('/api/v1/logs')).status).toBe(403);
      expect((await anonymous.get('/api/v1/logs')).status).toBe(401);
    });
  });
});
