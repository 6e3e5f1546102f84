import type { MenuDetail, MenuFatherItem } from '@halo/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { paths } from '../../../test/api.ts';
import { withCallers } from '../../../test/suite.ts';

const MENU = '/api/v1/menu';

describe('menu calls', () => {
  let prosa: { id: number };
  let configurationId: number;
  let routeIds: Record<string, number>;

  const t = withCallers(async () => {
    prosa = (await admin.get('/api/v1/halo/app/getappbynome?nomeApp=prosa')).body;
    configurationId = (await admin.get('/api/v1/halo/conf')).body.find(
      (c: { applicationId: number }) => c.applicationId === prosa.id,
    ).id;
    const routes = (await admin.get(`/api/v1/halo/conf/routing?idApp=${prosa.id}`)).body as {
      id: number;
      path: string;
    }[];
    routeIds = Object.fromEntries(routes.map((r) => [r.path, r.id]));
  });
  const { admin, citizen, anonymous } = t;

  /** Removes the menu when the test ends, passed or failed: every test starts from the seeded menus. */
  function removeWhenDone(id: number) {
    onTestFinished(async () => {
      await admin.del(`${MENU}/delete/${id}`);
    });
  }

  /** A Pro.Sa. menu of the test's own: the parent "Attività" holding the child "Campagne" (/prosa/campagne). */
  async function newMenu(nome: string): Promise<MenuDetail> {
    const created = await admin.post(`${MENU}/add`, { applicationId: prosa.id, nome });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    removeWhenDone(created.body.id);
    const father = await admin.post(`${MENU}/conf/father/add`, {
      menuId: created.body.id,
      label: 'Attività',
      icon: 'it-list',
    });
    expect(father.status).toBe(201);
    const child = await admin.post(`${MENU}/conf/child/add`, {
      parentId: father.body.id,
      label: 'Campagne',
      routeId: routeIds['/prosa/campagne'],
    });
    expect(child.status).toBe(201);
    const menu = await admin.get(`${MENU}/${created.body.id}`);
    expect(menu.body.items.map((i: MenuFatherItem) => i.label)).toEqual(['Attività']);
    return menu.body;
  }

  /**
   * Puts `body` to the update at `url`: 200 with `expected` and the next version; the same body again is stale (409
   * on body.version) and an unknown id is 404. Answers the updated item.
   */
  async function updatedOnce(url: string, body: { version?: number }, expected: Record<string, unknown>) {
    const updated = await admin.put(url, body);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...expected, version: (body.version ?? 0) + 1 });
    expect(paths(await admin.put(url, body), 409)).toEqual(['body.version']);
    expect((await admin.put(url, { ...body, id: 999999 })).status).toBe(404);
    return updated.body;
  }

  it('lists the seeded menus of a configuration with parents and children', async () => {
    const voci = await admin.get(`/api/v1/halo/conf/voci?idWsc=${configurationId}`);
    expect(voci.status).toBe(200);
    expect(voci.body.map((m: MenuDetail) => m.nome)).toEqual(['Menu principale']);
    expect(voci.body[0].items.map((i: MenuFatherItem) => i.path)).toContain('/prosa/campagne');
    expect((await admin.get(`${MENU}?idApp=${prosa.id}`)).body).toHaveLength(1);
    expect((await admin.get(`${MENU}/conf/father?idWsc=${configurationId}`)).body.length).toBeGreaterThan(0);
    expect((await admin.get('/api/v1/halo/conf/voci?idWsc=9999')).status).toBe(404);
    expect(paths(await admin.get('/api/v1/halo/conf/voci'), 400)).toEqual(['querystring.idWsc']);
  });

  it('creates a menu with a parent and children, reads and edits them, refusing routes of other applications', async () => {
    const created = await admin.post(`${MENU}/add`, { applicationId: prosa.id, nome: 'Secondario' });
    expect(created.status).toBe(201);
    removeWhenDone(created.body.id);
    expect((await admin.post(`${MENU}/add`, { applicationId: prosa.id, nome: 'secondario' })).status).toBe(
      409,
    );
    expect((await admin.post(`${MENU}/add`, { applicationId: 9999, nome: 'X' })).status).toBe(409);

    const father = await admin.post(`${MENU}/conf/father/add`, {
      menuId: created.body.id,
      label: 'Attività',
      icon: 'it-list',
    });
    expect(father.status).toBe(201);
    expect(father.body).toMatchObject({
      parentId: null,
      routeId: null,
      path: null,
      children: [],
      position: 0,
    });
    const child = await admin.post(`${MENU}/conf/child/add`, {
      parentId: father.body.id,
      label: 'Campagne',
      routeId: routeIds['/prosa/campagne'],
    });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ parentId: father.body.id, path: '/prosa/campagne' });
    expect((await admin.get(`${MENU}/conf/father/${father.body.id}`)).body.children).toHaveLength(1);
    expect((await admin.get(`${MENU}/conf/child?idFather=${father.body.id}`)).body).toHaveLength(1);
    expect((await admin.get(`${MENU}/conf/child/${child.body.id}`)).body.label).toBe('Campagne');
    expect((await admin.get(`${MENU}/conf/child/${father.body.id}`)).status).toBe(404);

    const strokeRoute = (await admin.get('/api/v1/halo/conf/routing')).body.find(
      (r: { path: string }) => r.path === '/stroke/medici',
    );
    const foreign = await admin.post(`${MENU}/conf/child/add`, {
      parentId: father.body.id,
      label: 'Medici',
      routeId: strokeRoute.id,
    });
    expect(paths(foreign, 400)).toEqual(['body.routeId']);
    expect(
      paths(await admin.post(`${MENU}/conf/child/add`, { parentId: father.body.id, label: '' }), 400),
    ).toEqual(expect.arrayContaining(['body.label', 'body.routeId']));
    expect(
      (await admin.post(`${MENU}/conf/child/add`, { parentId: 9999, label: 'X', routeId: 1 })).status,
    ).toBe(409);

    const edited = await admin.put(`${MENU}/conf/child/update`, {
      ...child.body,
      label: 'Campagne attive',
      icon: null,
    });
    expect(edited.body).toMatchObject({ label: 'Campagne attive', version: 2 });
    expect((await admin.put(`${MENU}/conf/child/update`, { ...child.body, icon: null })).status).toBe(409);
    const fatherEdit = await admin.put(`${MENU}/conf/father/update`, {
      id: father.body.id,
      label: 'Le mie attività',
      icon: 'it-list',
      routeId: null,
      enabled: true,
      position: 0,
      version: 1,
    });
    expect(fatherEdit.body.label).toBe('Le mie attività');

    const detail = await admin.get(`${MENU}/${created.body.id}`);
    expect(detail.body.version).toBeGreaterThan(created.body.version);
  });

  it('saves a rearranged menu: new items, moved children, removed items, new order', async () => {
    let menu = await newMenu('Riordinato');
    const [father] = menu.items;
    if (!father) {
      throw new Error('no father');
    }
    const saved = await admin.put(`${MENU}/update`, {
      id: menu.id,
      nome: menu.nome,
      version: menu.version,
      items: [
        { label: 'Progetti', routeId: routeIds['/prosa/progetti'], children: [] },
        {
          id: father.id,
          label: father.label,
          icon: father.icon,
          routeId: null,
          children: [
            { label: 'Eventi', routeId: routeIds['/prosa/eventi'] },
            ...father.children.map((c) => ({ id: c.id, label: c.label, routeId: c.routeId })),
          ],
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Modifiche del menu avvenute con successo');
    expect(saved.body.menu.items.map((i: MenuFatherItem) => i.label)).toEqual(['Progetti', 'Attività']);
    expect(saved.body.menu.items[1].children.map((c: { label: string }) => c.label)).toEqual([
      'Eventi',
      'Campagne',
    ]);
    menu = saved.body.menu;

    const removed = await admin.put(`${MENU}/update`, {
      id: menu.id,
      nome: menu.nome,
      version: menu.version,
      items: [{ id: menu.items[1]?.id, label: 'Solo questo', routeId: null, children: [] }],
    });
    expect(removed.body.menu.items).toHaveLength(1);
    expect(removed.body.menu.items[0].children).toEqual([]);
  });

  it('keeps the first of two saves made from the same version and answers 409 to the second', async () => {
    const menu = await newMenu('Concorrente');
    const base = { id: menu.id, nome: menu.nome, version: menu.version };
    const first = await admin.put(`${MENU}/update`, {
      ...base,
      items: [{ label: 'Prima', routeId: routeIds['/prosa/campagne'], children: [] }],
    });
    const second = await admin.put(`${MENU}/update`, {
      ...base,
      items: [{ label: 'Seconda', routeId: null, children: [] }],
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(paths(second, 409)).toEqual(['body.version']);
    const stored = await admin.get(`${MENU}/${menu.id}`);
    expect(stored.body.items.map((i: MenuFatherItem) => i.label)).toEqual(['Prima']);
  });

  it('refuses items of another menu and bad trees', async () => {
    const menu = await newMenu('Rifiuti');
    const other = (await admin.get(`/api/v1/halo/conf/voci?idWsc=${configurationId}`)).body[0] as MenuDetail;
    const foreign = await admin.put(`${MENU}/update`, {
      id: menu.id,
      nome: menu.nome,
      version: menu.version,
      items: [{ id: other.items[0]?.id, label: 'Rubata', routeId: null, children: [] }],
    });
    expect(paths(foreign, 400)).toEqual(['body.items.0.id']);
    expect((await admin.get(`${MENU}/${menu.id}`)).body.version).toBe(menu.version);
    expect(paths(await admin.put(`${MENU}/update`, { id: menu.id, nome: 'x', items: [] }), 400)).toEqual([
      'body.version',
    ]);
    expect((await admin.put(`${MENU}/update`, { id: 9999, nome: 'x', version: 1, items: [] })).status).toBe(
      404,
    );
  });

  it('updates a parent: 200 with the new version, 404 when missing, 409 on a stale version', async () => {
    const menu = await newMenu('Padre modificato');
    const [father] = menu.items;
    const body = {
      id: father?.id,
      label: 'Rinominato',
      icon: 'it-list',
      routeId: routeIds['/prosa/progetti'],
      enabled: false,
      position: 0,
      version: father?.version,
    };
    const updated = await updatedOnce(`${MENU}/conf/father/update`, body, {
      label: 'Rinominato',
      path: '/prosa/progetti',
      enabled: false,
    });
    expect(updated.children.map((c: { label: string }) => c.label)).toEqual(['Campagne']);
    expect((await admin.get(`${MENU}/conf/father/${father?.id}`)).body.label).toBe('Rinominato');
    // A child is not a parent.
    const childId = father?.children[0]?.id;
    expect((await admin.put(`${MENU}/conf/father/update`, { ...body, id: childId })).status).toBe(404);
  });

  it('updates a child: 200, 404 when missing, 409 on a stale version or a parent of another menu', async () => {
    const menu = await newMenu('Figlio modificato');
    const other = await newMenu('Altro padre');
    const [father] = menu.items;
    const child = father?.children[0];
    const body = {
      id: child?.id,
      parentId: father?.id,
      label: 'Eventi',
      icon: null,
      routeId: routeIds['/prosa/eventi'],
      enabled: true,
      position: 0,
      version: child?.version,
    };
    const updated = await updatedOnce(`${MENU}/conf/child/update`, body, {
      parentId: father?.id,
      label: 'Eventi',
      path: '/prosa/eventi',
    });
    const foreignParent = await admin.put(`${MENU}/conf/child/update`, {
      ...body,
      parentId: other.items[0]?.id,
      version: updated.version,
    });
    expect(paths(foreignParent, 409)).toEqual(['body.parentId']);
    expect((await admin.get(`${MENU}/conf/child/${child?.id}`)).body).toMatchObject({
      parentId: father?.id,
      version: updated.version,
    });
  });

  it('removes a child, then answers 404 for it; removes a menu with its items, then answers 404', async () => {
    const menu = await newMenu('Voci eliminate');
    const [father] = menu.items;
    const child = father?.children[0];
    const removed = await admin.del(`${MENU}/conf/child/remove/${child?.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: child?.id, label: 'Campagne' });
    expect((await admin.get(`${MENU}/conf/father/${father?.id}`)).body.children).toEqual([]);
    expect((await admin.del(`${MENU}/conf/child/remove/${child?.id}`)).status).toBe(404);
    // A parent is not a child.
    expect((await admin.del(`${MENU}/conf/child/remove/${father?.id}`)).status).toBe(404);

    const deleted = await admin.del(`${MENU}/delete/${menu.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: menu.id, nome: 'Voci eliminate' });
    expect((await admin.get(`${MENU}/conf/father/${father?.id}`)).status).toBe(404);
    expect((await admin.del(`${MENU}/delete/${menu.id}`)).status).toBe(404);
  });

  it('gives each user only the items whose route they may open', async () => {
    const citizenMenu = await citizen.get(`${MENU}/filtred?idApp=${prosa.id}`);
    expect(citizenMenu.status).toBe(200);
    const labels = (citizenMenu.body as { path: string | null }[]).map((n) => n.path);
    expect(labels).toContain('/prosa/preferiti');
    expect(labels).not.toContain('/prosa/asl');
    const stroke = (await admin.get('/api/v1/halo/app/getappbynome?nomeApp=stroke')).body;
    expect((await citizen.get(`${MENU}/filtred?idApp=${stroke.id}`)).status).toBe(403);
    expect((await citizen.get(`${MENU}/filtred?idApp=9999`)).status).toBe(404);
    expect((await anonymous.get(`${MENU}/filtred?idApp=${prosa.id}`)).status).toBe(401);
  });

  it('removes items and menus, and refuses citizens and anonymous callers', async () => {
    const menu = await newMenu('Da eliminare');
    expect((await citizen.get(MENU)).status).toBe(403);
    expect((await anonymous.del(`${MENU}/delete/${menu.id}`)).status).toBe(401);
    expect((await citizen.del(`${MENU}/delete/${menu.id}`)).status).toBe(403);
    const [father] = menu.items;
    const removed = await admin.del(`${MENU}/conf/father/remove/${father?.id}`);
    expect(removed.status).toBe(200);
    expect((await admin.del(`${MENU}/conf/father/remove/${father?.id}`)).status).toBe(404);
    expect((await admin.del(`${MENU}/conf/child/remove/9999`)).status).toBe(404);
    expect((await admin.del(`${MENU}/delete/${menu.id}`)).status).toBe(200);
    expect((await admin.get(`${MENU}/${menu.id}`)).status).toBe(404);
    expect(paths(await admin.get(`${MENU}/abc`), 400)).toEqual(['params.id']);
  });
});
