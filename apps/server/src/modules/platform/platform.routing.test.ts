import {
  type Application,
  type AppRoute,
  isScreenComponent,
  type PublicRoute,
  regionalSections,
} from '@halo/contract';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/servers.ts';
import { demoToken, withServer } from '../../../test/suite.ts';
import { READ_ONLY } from '../regional/regional.demo.ts';

describe('routing endpoints per role', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  withServer(async (started) => {
    server = started;
    for (const user of ['superadmin', 'cittadino', 'operatore.sanitario', 'medico', 'admin.prosa']) {
      tokens[user] = await demoToken(server, user);
    }
  });

  const get = (url: string, user?: string) =>
    server.app.inject({ url, headers: user ? { authorization: `Bearer ${tokens[user]}` } : {} });

  async function appId(nome: string) {
    return ((await get(`/api/v1/halo/app/getappbynome?nomeApp=${nome}`)).json() as Application).id;
  }

  it('tells anyone which paths are public and which application each path belongs to', async () => {
    const response = await get('/api/v1/halo/routing');
    expect(response.statusCode).toBe(200);
    const routes = response.json() as PublicRoute[];
    expect(routes.filter((r) => r.isPublic).map((r) => r.path)).toEqual(['/prosa']);
    const admin = await appId('amministrazione');
    expect(routes.find((r) => r.path === '/admin/utenti')).toMatchObject({ idApp: admin, isPublic: false });
    expect(new Set(routes.map((r) => r.idApp)).size).toBeGreaterThan(3);
  });

  it('tells each user their flags per section, so the SPA can hide what they cannot do', async () => {
    expect((await get('/api/v1/halo/me/permissions')).statusCode).toBe(401);
    const all = (await get('/api/v1/halo/me/permissions', 'superadmin')).json() as Record<string, number>;
    expect(all['halo.utenti']).toBe(63);
    const operator = (await get('/api/v1/halo/me/permissions', 'operatore.sanitario')).json() as Record<
      string,
      number
    >;
    expect(operator['halo.utenti']).toBeUndefined();
    expect(operator[regionalSections.distretti]).toBe(READ_ONLY | 8 | 4 | 1);
    expect(operator[regionalSections.regioni]).toBe(READ_ONLY);
    expect((await get('/api/v1/halo/me/permissions', 'medico')).json()).toEqual({});
  });

  it('lists every application for superadmin, including the one without routes', async () => {
    const apps = (await get('/api/v1/halo/app', 'superadmin')).json() as Application[];
    expect(apps.map((a) => a.nome)).toEqual([
      'Amministrazione',
      'Prosa',
      'Healthenv',
      'Stroke',
      'Calendario',
      'Gestione regionale',
      'Strutture',
      'Integrazioni',
      'Telemedicina',
    ]);
    expect(apps.find((a) => a.nome === 'Prosa')).toMatchObject({ clientId: 'prosa', hasHomePublic: true });
  });

  it('lists only the applications a user has a role in', async () => {
    expect(((await get('/api/v1/halo/app', 'cittadino')).json() as Application[]).map((a) => a.nome)).toEqual(
      ['Prosa', 'Calendario'],
    );
    expect(((await get('/api/v1/halo/app', 'medico')).json() as Application[]).map((a) => a.nome)).toEqual([
      'Stroke',
    ]);
    expect(
      ((await get('/api/v1/halo/app/bytoken', 'medico')).json() as Application[]).map((a) => a.nome),
    ).toEqual(['Stroke']);
  });

  it("describes the applications in Italian in the chooser (Cura dell'ictus, not Stroke care)", async () => {
    const [stroke] = (await get('/api/v1/halo/app', 'medico')).json() as Application[];
    expect(stroke?.description).toBe(
      "Cura dell'ictus: medici, pazienti, caregiver, fattori di rischio e misurazioni dei dispositivi",
    );
  });

  it('gives each role the routes assigned to it', async () => {
    const prosa = await appId('prosa');
    const cittadino = (
      await get(`/api/v1/halo/app/routing?idApp=${prosa}`, 'cittadino')
    ).json() as AppRoute[];
    expect(cittadino.map((r) => r.path)).toContain('/prosa/preferiti');
    expect(cittadino.map((r) => r.path)).not.toContain('/prosa/asl');
    const operatore = (
      await get(`/api/v1/halo/app/routing?idApp=${prosa}`, 'operatore.sanitario')
    ).json() as AppRoute[];
    expect(operatore.map((r) => r.path)).not.toContain('/prosa/preferiti');
    expect(operatore.map((r) => r.path)).toContain('/prosa/attivita');
    const admin = (await get(`/api/v1/halo/app/routing?idApp=${prosa}`, 'admin.prosa')).json() as AppRoute[];
    expect(admin.map((r) => r.path)).toContain('/prosa/asl');
  });

  it("keeps each set of roles' answer private, and revalidates it with its entity tag", async () => {
    const prosa = await appId('prosa');
    const url = `/api/v1/halo/app/routing?idApp=${prosa}`;
    const first = await get(url, 'cittadino');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers.vary)).toContain('authorization');
    const again = await server.app.inject({
      url,
      headers: { authorization: `Bearer ${tokens.cittadino}`, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Another role's answer to the same address is another body under another tag.
    const other = await server.app.inject({
      url,
      headers: {
        authorization: `Bearer ${tokens['operatore.sanitario']}`,
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('returns sub-routes with their routes', async () => {
    const stroke = await appId('Stroke');
    const routes = (await get(`/api/v1/halo/app/routing?idApp=${stroke}`, 'medico')).json() as AppRoute[];
    expect(routes.find((r) => r.path === '/stroke/pazienti')?.subRoutes).toEqual([
      { pathBase: ':id', name: 'Dettaglio', component: 'StrokePaziente' },
    ]);
    expect(routes.every((r) => isScreenComponent(r.component))).toBe(true);
  });

  it('gives superadmin every route, and nothing for the application without routes', async () => {
    const admin = await appId('Amministrazione');
    expect(
      ((await get(`/api/v1/halo/app/routing?idApp=${admin}`, 'superadmin')).json() as AppRoute[]).length,
    ).toBe(16);
    const empty = await appId('Telemedicina');
    const response = await get(`/api/v1/halo/app/routing?idApp=${empty}`, 'superadmin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses the routes of an application the user has no role in', async () => {
    const stroke = await appId('Stroke');
    const response = await get(`/api/v1/halo/app/routing?idApp=${stroke}`, 'cittadino');
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token, 400 with field paths on bad input, 404 for an unknown application', async () => {
    expect((await get('/api/v1/halo/app/routing?idApp=1')).statusCode).toBe(401);
    expect((await get('/api/v1/halo/app')).statusCode).toBe(401);

    const bad = await get('/api/v1/halo/app/routing?idApp=abc', 'cittadino');
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Dati non validi: controllare i campi indicati.',
    });
    expect(body.details[0].path).toBe('querystring.idApp');
    expect(body.details[0].message).toBe('Identificativo non valido.');

    expect((await get('/api/v1/halo/app/routing?idApp=9999', 'cittadino')).statusCode).toBe(404);
    expect((await get('/api/v1/halo/app/byid/9999', 'cittadino')).statusCode).toBe(404);
    expect((await get('/api/v1/halo/app/getappbynome?nomeApp=nessuna')).statusCode).toBe(404);
  });

  it('finds an application by id and by name in any case', async () => {
    const id = await appId('PROSA');
    const response = await get(`/api/v1/halo/app/byid/${id}`, 'cittadino');
    expect(response.json()).toMatchObject({ id, nome: 'Prosa' });
  });
});
