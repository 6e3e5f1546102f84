import { ALL_PERMISSIONS, permissionFlagNames } from '@halo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAndSignIn, lastLink, paths } from '../../../test/api.ts';
import { decodeJwt, signIn, tokenRequest } from '../../../test/oidc-client.ts';
import { withCallers } from '../../../test/suite.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { outboxOf } from '../events/events.test-utils.ts';
import { accountMail } from './authorization.tables.ts';

const API = '/api/v1/authorization';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('authorization calls', () => {
  const t = withCallers();
  const { admin, citizen, anonymous } = t;

  /** A user of the test's own, created through the API (its one-time link mailed), as the API reads it back. */
  async function newUser(username: string) {
    const created = await admin.post(`${API}/user/add`, {
      username,
      email: `${username}@example.org`,
      firstName: 'Utente',
      lastName: 'Di prova',
      clientRoles: { prosa: ['cittadino'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (await admin.get(`${API}/user/byid/${created.body.id}`)).body;
  }

  /** A group of the test's own, holding no permission and no member. */
  async function newGroup(name: string): Promise<string> {
    const created = await admin.post(`${API}/gruppo/add`, { name });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  }

  async function groupId(path: string): Promise<string> {
    const page = await admin.get(`${API}/gruppo?all=true`);
    const group = page.body.items.find((g: { path: string }) => g.path === path);
    if (!group) {
      throw new Error(`no group ${path}`);
    }
    return group.id;
  }

  describe('groups', () => {
    it('lists groups with paging, filters by application and finds one by id with members and permissions', async () => {
      const all = await admin.get(`${API}/gruppo?all=true`);
      expect(all.status).toBe(200);
      expect(all.body.items.map((g: { path: string }) => g.path)).toEqual(
        expect.arrayContaining(['/prosa', '/prosa/cittadini', '/regionale/operatori']),
      );
      const page = await admin.get(`${API}/gruppo?page=2&size=2&sort=path`);
      expect(page.body).toMatchObject({ page: 2, size: 2, total: all.body.total });
      expect(page.body.items).toHaveLength(2);
      const prosa = await admin.get(`${API}/gruppo?all=true&app=prosa`);
      expect(prosa.body.items.map((g: { path: string }) => g.path)).toEqual(
        expect.arrayContaining(['/prosa', '/prosa/cittadini']),
      );
      expect(prosa.body.items.every((g: { application: string }) => g.application === 'prosa')).toBe(true);

      const detail = await admin.get(`${API}/gruppo/byid/${await groupId('/regionale/operatori')}`);
      expect(detail.status).toBe(200);
      expect(detail.body.members.map((m: { username: string }) => m.username)).toEqual([
        'operatore.sanitario',
      ]);
      expect(detail.body.permissions).toContainEqual(
        expect.objectContaining({
          section: 'gestioneregionale.distretti',
          flags: expect.arrayContaining(['READ']),
        }),
      );
    });

    it('refuses bad input (400 with field paths), strangers (401, 403) and unknown ids (404)', async () => {
      expect((await anonymous.get(`${API}/gruppo`)).status).toBe(401);
      expect((await citizen.get(`${API}/gruppo`)).status).toBe(403);
      expect((await citizen.post(`${API}/gruppo/add`, { name: 'x' })).status).toBe(403);
      const bad = await admin.post(`${API}/gruppo/add`, { name: 'a/b', application: 'NO' });
      expect(bad.status).toBe(400);
      expect(paths(bad, 400)).toEqual(expect.arrayContaining(['body.name', 'body.application']));
      expect(paths(await admin.get(`${API}/gruppo?size=0`), 400)).toEqual(['querystring.size']);
      expect(paths(await admin.get(`${API}/gruppo/byid/123`), 400)).toEqual(['params.id']);
      expect((await admin.get(`${API}/gruppo/byid/${UNKNOWN}`)).status).toBe(404);
      expect((await admin.del(`${API}/gruppo/delete/${UNKNOWN}`)).status).toBe(404);
      expect((await admin.post(`${API}/gruppo/add`, { name: 'y', application: 'sconosciuta' })).status).toBe(
        400,
      );
    });

    it('creates, renames (permissions follow the new path) and deletes a group; duplicates get 409', async () => {
      const created = await admin.post(`${API}/gruppo/add`, { name: 'valutatori', application: 'prosa' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ path: '/valutatori', version: 1, memberCount: 0 });
      const duplicate = await admin.post(`${API}/gruppo/add`, { name: 'valutatori' });
      expect(duplicate.status).toBe(409);
      expect(paths(duplicate, 409)).toEqual(['body.name']);
      const child = await admin.post(`${API}/gruppo/add`, { name: 'interni', parentId: created.body.id });
      expect(child.body.path).toBe('/valutatori/interni');

      await admin.put(`${API}/gruppo/perm/add`, {
        idGruppo: child.body.id,
        section: 'halo.log',
        flag: 'LIST',
      });
      const renamed = await admin.put(`${API}/gruppo/update`, {
        id: created.body.id,
        name: 'revisori',
        application: 'prosa',
        description: 'Revisori dei progetti',
        version: 1,
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ path: '/revisori', version: 2 });
      const movedChild = await admin.get(`${API}/gruppo/byid/${child.body.id}`);
      expect(movedChild.body.path).toBe('/revisori/interni');
      expect(movedChild.body.permissions).toEqual([
        { section: 'halo.log', application: 'halo', mask: 32, flags: ['LIST'] },
      ]);

      const refused = await admin.del(`${API}/gruppo/delete/${created.body.id}`);
      expect(refused.status).toBe(409);
      expect(paths(refused, 409)).toEqual([`sottogruppi.${child.body.id}`]);
      expect((await admin.del(`${API}/gruppo/delete/${child.body.id}`)).status).toBe(200);
      expect((await admin.del(`${API}/gruppo/delete/${created.body.id}`)).status).toBe(200);
      expect((await admin.get(`${API}/gruppo/byid/${created.body.id}`)).status).toBe(404);
    });

    it('refuses to delete a group that still has members, naming them', async () => {
      const response = await admin.del(`${API}/gruppo/delete/${await groupId('/prosa/cittadini')}`);
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/1 membri/);
      expect(response.body.details[0].message).toBe('cittadino');
    });

    it('keeps the first of two saves made from the same version and answers 409 to the second', async () => {
      const group = await admin.post(`${API}/gruppo/add`, { name: 'concorrenza' });
      const base = { id: group.body.id, application: null, version: group.body.version };
      const first = await admin.put(`${API}/gruppo/update`, {
        ...base,
        name: 'concorrenza',
        description: 'prima',
      });
      const second = await admin.put(`${API}/gruppo/update`, {
        ...base,
        name: 'concorrenza',
        description: 'seconda',
      });
      expect(first.status).toBe(200);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        code: 'CONFLICT',
        message: 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.',
      });
      expect(paths(second, 409)).toEqual(['body.version']);
      const stored = await admin.get(`${API}/gruppo/byid/${group.body.id}`);
      expect(stored.body).toMatchObject({ description: 'prima', version: 2 });
    });
  });

  describe('permissions', () => {
    const section = 'halo.servizi';
    const bit = { DELETE: 1, ACTION: 2, UPDATE: 4, WRITE: 8, READ: 16, LIST: 32 } as const;

    it('enables each flag with its message and adds it to the mask', async () => {
      const id = await newGroup('permessi');
      let expected = 0;
      for (const flag of permissionFlagNames) {
        const response = await admin.put(`${API}/gruppo/perm/add`, { idGruppo: id, section, flag });
        expected |= bit[flag];
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          message: `Permesso ${flag} abilitato con successo`,
          group: '/permessi',
          section,
          mask: expected,
          flags: expect.arrayContaining([flag]),
        });
      }
      expect(expected).toBe(ALL_PERMISSIONS);
    });

    it('removes each flag with its message, and all at once', async () => {
      const id = await newGroup('permessi-tolti');
      expect((await admin.put(`${API}/gruppo/perm/add`, { idGruppo: id, section, flag: 'ALL' })).status).toBe(
        200,
      );
      let expected: number = ALL_PERMISSIONS;
      for (const flag of permissionFlagNames) {
        const response = await admin.put(`${API}/gruppo/perm/remove`, { idGruppo: id, section, flag });
        expected &= ~bit[flag];
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          message: `Permesso ${flag} rimosso con successo`,
          group: '/permessi-tolti',
          mask: expected,
        });
        expect(response.body.flags).not.toContain(flag);
      }
      expect(expected).toBe(0);
      const all = await admin.put(`${API}/gruppo/perm/add`, { idGruppo: id, section, flag: 'ALL' });
      expect(all.body).toMatchObject({ message: 'Tutti i permessi abilitati con successo', mask: 63 });
      const none = await admin.put(`${API}/gruppo/perm/remove`, { idGruppo: id, section, flag: 'ALL' });
      expect(none.body).toMatchObject({
        message: 'Tutti i permessi rimossi con successo',
        mask: 0,
        flags: [],
      });
      expect((await admin.get(`${API}/gruppo/byid/${id}`)).body.permissions).toEqual([]);
    });

    it('sets a whole mask (addperm) and clears it (removeperm)', async () => {
      const id = await newGroup('maschere');
      const set = await admin.put(`${API}/gruppo/addperm`, { idGruppo: id, section, mask: 48 });
      expect(set.body).toMatchObject({ message: 'Permessi READ, LIST abilitati con successo', mask: 48 });
      expect(
        (await admin.put(`${API}/gruppo/addperm`, { idGruppo: id, section, mask: 63 })).body.message,
      ).toBe('Tutti i permessi abilitati con successo');
      const cleared = await admin.put(`${API}/groups/removeperm`, { idGruppo: id, section });
      expect(cleared.body).toMatchObject({ message: 'Tutti i permessi rimossi con successo', mask: 0 });
    });

    it('refuses an unknown flag, mask, group or section', async () => {
      const id = await newGroup('permessi-rifiutati');
      expect(
        paths(await admin.put(`${API}/gruppo/perm/add`, { idGruppo: id, section, flag: 'READS' }), 400),
      ).toEqual(['body.flag']);
      expect(
        paths(await admin.put(`${API}/gruppo/addperm`, { idGruppo: id, section, mask: 64 }), 400),
      ).toEqual(['body.mask']);
      expect(
        (await admin.put(`${API}/gruppo/perm/add`, { idGruppo: UNKNOWN, section, flag: 'READ' })).status,
      ).toBe(404);
      expect(
        (await admin.put(`${API}/gruppo/perm/add`, { idGruppo: id, section: 'halo.nessuna', flag: 'READ' }))
          .status,
      ).toBe(404);
      expect(
        (await citizen.put(`${API}/gruppo/perm/add`, { idGruppo: id, section, flag: 'READ' })).status,
      ).toBe(403);
      expect((await anonymous.put(`${API}/gruppo/perm/add`, {})).status).toBe(401);
    });

    it('answers perm/remove with 400, 401, 403 and 404 like perm/add, changing nothing', async () => {
      const id = await newGroup('permessi-non-tolti');
      const remove = (body: Record<string, unknown>, client = admin) =>
        client.put(`${API}/gruppo/perm/remove`, body);
      expect(
        (await admin.put(`${API}/gruppo/perm/add`, { idGruppo: id, section, flag: 'READ' })).status,
      ).toBe(200);
      expect(paths(await remove({ idGruppo: id, section, flag: 'READS' }), 400)).toEqual(['body.flag']);
      expect(paths(await remove({ idGruppo: 'x', section, flag: 'READ' }), 400)).toEqual(['body.idGruppo']);
      expect((await remove({ idGruppo: UNKNOWN, section, flag: 'READ' })).status).toBe(404);
      expect((await remove({ idGruppo: id, section: 'halo.nessuna', flag: 'READ' })).status).toBe(404);
      expect((await remove({ idGruppo: id, section, flag: 'READ' }, citizen)).status).toBe(403);
      expect((await remove({ idGruppo: id, section, flag: 'READ' }, anonymous)).status).toBe(401);
      expect((await admin.get(`${API}/gruppo/byid/${id}`)).body.permissions).toEqual([
        { section, application: 'halo', mask: 16, flags: ['READ'] },
      ]);
    });

    it('lists the groups holding permissions on an application', async () => {
      const apps = (await admin.get('/api/v1/halo/app')).body as { id: number; clientId: string }[];
      const regional = apps.find((a) => a.clientId === 'gestioneregionale');
      const response = await admin.get(`${API}/groups/filtred?idapp=${regional?.id}`);
      expect(response.status).toBe(200);
      expect(response.body.map((g: { path: string }) => g.path)).toEqual(['/regionale/operatori']);
      expect((await admin.get(`${API}/groups/filtred?idapp=9999`)).status).toBe(404);
      expect(paths(await admin.get(`${API}/groups/filtred`), 400)).toEqual(['querystring.idapp']);
    });
  });

  describe('membership and the groups claim', () => {
    it('shows a membership change in the groups claim at the next refresh', async () => {
      const { tokens } = await signIn(t.server.baseUrl, 'medico', DEMO_PASSWORD);
      expect(decodeJwt(tokens.access_token).groups).toEqual(['/stroke/medici']);
      const users = await admin.get(`${API}/user?q=medico`);
      const medico = users.body.items.find((u: { username: string }) => u.username === 'medico');
      const group = await groupId('/prosa/operatori');

      const added = await admin.put(`${API}/gruppo/adduser`, { idGruppo: group, idUser: medico.id });
      expect(added.status).toBe(200);
      expect(added.body.members.map((m: { username: string }) => m.username)).toContain('medico');
      const refreshed = await tokenRequest(t.server.baseUrl, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      const next = (await refreshed.json()) as typeof tokens;
      expect(decodeJwt(next.access_token).groups).toEqual(['/prosa/operatori', '/stroke/medici']);

      const removed = await admin.put(`${API}/gruppo/removeuser`, { idGruppo: group, idUser: medico.id });
      expect(removed.status).toBe(200);
      expect(removed.body.members.map((m: { username: string }) => m.username)).not.toContain('medico');
      const again = await tokenRequest(t.server.baseUrl, {
        grant_type: 'refresh_token',
        refresh_token: next.refresh_token,
      });
      expect(decodeJwt(((await again.json()) as typeof tokens).access_token).groups).toEqual([
        '/stroke/medici',
      ]);
    });

    it('refuses unknown users and groups', async () => {
      const group = await groupId('/prosa/operatori');
      expect((await admin.put(`${API}/gruppo/adduser`, { idGruppo: group, idUser: UNKNOWN })).status).toBe(
        404,
      );
      expect(paths(await admin.put(`${API}/gruppo/adduser`, { idGruppo: group }), 400)).toEqual([
        'body.idUser',
      ]);
    });

    it('removes a member (200, the group without them), and answers 404 for an unknown user or group', async () => {
      const group = await newGroup('membri-tolti');
      const user = await newUser('membro.tolto');
      const added = await admin.put(`${API}/gruppo/adduser`, { idGruppo: group, idUser: user.id });
      expect(added.status).toBe(200);
      expect(added.body.members.map((m: { username: string }) => m.username)).toEqual(['membro.tolto']);

      const removed = await admin.put(`${API}/gruppo/removeuser`, { idGruppo: group, idUser: user.id });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ id: group, path: '/membri-tolti', members: [] });
      // Removing someone who is no longer a member changes nothing and is no error.
      expect((await admin.put(`${API}/gruppo/removeuser`, { idGruppo: group, idUser: user.id })).status).toBe(
        200,
      );
      expect((await admin.put(`${API}/gruppo/removeuser`, { idGruppo: group, idUser: UNKNOWN })).status).toBe(
        404,
      );
      expect(
        (await admin.put(`${API}/gruppo/removeuser`, { idGruppo: UNKNOWN, idUser: user.id })).status,
      ).toBe(404);
      expect(paths(await admin.put(`${API}/gruppo/removeuser`, { idGruppo: group }), 400)).toEqual([
        'body.idUser',
      ]);
      expect(
        (await citizen.put(`${API}/gruppo/removeuser`, { idGruppo: group, idUser: user.id })).status,
      ).toBe(403);
    });
  });

  describe('users', () => {
    it('creates a user, mails the one-time link, shows when it was sent, and lets the user set a password', async () => {
      const created = await admin.post(`${API}/user/add`, {
        username: 'Nuovo.Utente',
        email: 'nuovo.utente@example.org',
        firstName: 'Nuovo',
        lastName: 'Utente',
        clientRoles: { prosa: ['cittadino'] },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        username: 'nuovo.utente',
        enabled: true,
        emailVerified: false,
        clientRoles: { prosa: ['cittadino'] },
        mail: { kind: 'set-password', expired: false },
      });
      const link = await lastLink(t.server.database, 'nuovo.utente@example.org');
      expect(link).toContain(`${t.server.config.oidc.issuer}/login-actions/action-token?key=`);
      const listed = await admin.get(`${API}/user?q=nuovo.utente`);
      expect(listed.body.items[0].mail.sentAt).toBe(created.body.mail.sentAt);
      // The subscribed systems hear of it (docs/adr/0047), with the user's id and nothing that names them.
      const told = await outboxOf(t.server.database.db, 'it.halo.platform.user.created');
      expect(told.filter((event) => event.subject === `utenti/${created.body.id}`)).toMatchObject([
        { source: '/platform', data: { utente: created.body.id, abilitato: true } },
      ]);

      const { tokens } = await createAndSignIn(t.server, t.adminToken, { username: 'altro.utente' });
      expect(decodeJwt(tokens.access_token).preferred_username).toBe('altro.utente');
      const verified = await admin.get(`${API}/user?q=altro.utente`);
      expect(verified.body.items[0].emailVerified).toBe(true);
    });

    it('tells when the link has expired', async () => {
      const user = await newUser('scaduto.utente');
      await t.server.database.db
        .update(accountMail)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountMail.userId, user.id));
      expect((await admin.get(`${API}/user/byid/${user.id}`)).body.mail.expired).toBe(true);
      const resent = await admin.post(`${API}/keycloak/resendemail?email=scaduto.utente@example.org`);
      expect(resent.status).toBe(200);
      expect(resent.body.message).toBe('Messaggio inviato con successo');
      expect((await admin.get(`${API}/user/byid/${user.id}`)).body.mail.expired).toBe(false);
    });

    it('answers the public resend request the same way whether the address exists or not', async () => {
      await newUser('reinvio.utente');
      const known = await anonymous.post(`${API}/public/resendemail?email=reinvio.utente@example.org`);
      const unknown = await anonymous.post(`${API}/public/resendemail?email=nessuno@example.org`);
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(paths(await anonymous.post(`${API}/public/resendemail?email=non-valida`), 400)).toEqual([
        'querystring.email',
      ]);
      expect((await admin.post(`${API}/keycloak/resendemail?email=nessuno@example.org`)).status).toBe(404);
      expect(
        (await citizen.post(`${API}/keycloak/resendemail?email=reinvio.utente@example.org`)).status,
      ).toBe(403);
    });

    it('updates a user from its version (409 when stale), disables it, and refuses bad input', async () => {
      const user = await newUser('modificato.utente');
      const changes = {
        id: user.id,
        email: user.email,
        firstName: 'Nuovissimo',
        lastName: user.lastName,
        enabled: false,
        realmRoles: [],
        clientRoles: { prosa: ['operatore'] },
        attributes: { asl: '010203' },
        version: user.version,
      };
      const updated = await admin.put(`${API}/user/update`, changes);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        firstName: 'Nuovissimo',
        enabled: false,
        version: user.version + 1,
      });
      const stale = await admin.put(`${API}/user/update`, { ...changes, firstName: 'Perso' });
      expect(stale.status).toBe(409);
      expect((await admin.get(`${API}/user/byid/${user.id}`)).body.firstName).toBe('Nuovissimo');

      const bad = await admin.post(`${API}/user/add`, { username: 'x', email: 'no' });
      expect(paths(bad, 400)).toEqual(expect.arrayContaining(['body.username', 'body.email']));
      const duplicate = await admin.post(`${API}/user/add`, {
        username: 'cittadino',
        email: 'altra@example.org',
      });
      expect(duplicate.status).toBe(409);
      expect((await admin.get(`${API}/user/byid/${UNKNOWN}`)).status).toBe(404);
      expect((await citizen.get(`${API}/user`)).status).toBe(403);
      expect((await anonymous.get(`${API}/user`)).status).toBe(401);
      const disabled = await admin.get(`${API}/user?enabled=false`);
      expect(disabled.body.items.map((u: { username: string }) => u.username)).toContain('modificato.utente');
    });

    it('deletes a user, but not oneself', async () => {
      const user = await newUser('eliminato.utente');
      expect((await admin.del(`${API}/user/delete/${user.id}`)).status).toBe(200);
      expect((await admin.get(`${API}/user/byid/${user.id}`)).status).toBe(404);
      const me = (await admin.get('/api/v1/halo/me')).body;
      const self = await admin.del(`${API}/user/delete/${me.userId}`);
      expect(self.status).toBe(409);
    });
  });

  describe('roles and authorities', () => {
    it('creates and lists roles of an application, and the realm roles', async () => {
      const created = await admin.post('/v1/authorization/roles/add', {
        application: 'stroke',
        name: 'infermiere',
        description: 'Infermieri',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'infermiere', application: 'stroke' });
      expect(
        (await admin.post('/v1/authorization/roles/add', { application: 'stroke', name: 'infermiere' }))
          .status,
      ).toBe(409);
      expect(
        paths(await admin.post('/v1/authorization/roles/add', { application: 'stroke', name: 'X Y' }), 400),
      ).toEqual(['body.name']);
      const apps = (await admin.get('/api/v1/halo/app')).body as { id: number; clientId: string }[];
      const stroke = apps.find((a) => a.clientId === 'stroke');
      const roles = await admin.get(`${API}/roles/byapp?id=${stroke?.id}`);
      expect(roles.body.map((r: { name: string }) => r.name)).toEqual(
        expect.arrayContaining(['admin', 'caregiver', 'infermiere', 'medico', 'paziente']),
      );
      expect((await admin.get(`${API}/roles/byapp?id=9999`)).status).toBe(404);
      expect((await admin.get(`${API}/roles/realm`)).body.map((r: { name: string }) => r.name)).toEqual([
        'app-admin',
      ]);
      expect((await citizen.get(`${API}/roles/realm`)).status).toBe(403);
    });

    it('creates an authority for an application, shows who holds it, and removes it once no application enables it', async () => {
      const configurations = (await admin.get('/api/v1/halo/conf')).body as {
        id: number;
        clientId: string;
      }[];
      const stroke = configurations.find((c) => c.clientId === 'stroke');
      const link = await admin.post('/api/v1/halo/conf/authority/add', {
        idWsc: stroke?.id,
        authority: 'LETTURA_REFERTI',
        description: 'Lettura dei referti',
      });
      expect(link.status).toBe(201);
      expect((await admin.get('/api/v1/utenza/auth/all')).body).toContainEqual({
        name: 'LETTURA_REFERTI',
        description: 'Lettura dei referti',
      });
      const detail = await admin.get(`${API}/keycloak/authoritybe?authority=LETTURA_REFERTI`);
      expect(detail.body).toMatchObject({
        name: 'LETTURA_REFERTI',
        users: [],
        applications: [{ clientId: 'stroke' }],
      });
      expect((await admin.get(`${API}/keycloak/authoritybe?authority=NESSUNA`)).status).toBe(404);

      const refused = await admin.del('/v1/authorization/authority/remove/LETTURA_REFERTI');
      expect(refused.status).toBe(409);
      expect(paths(refused, 409)).toEqual([`applicazioni.${link.body.applicationId}`]);
      expect((await admin.del(`/api/v1/halo/conf/authority/delete/${link.body.id}`)).status).toBe(200);
      expect((await admin.del('/v1/authorization/authority/remove/LETTURA_REFERTI')).status).toBe(200);
      expect((await admin.del('/v1/authorization/authority/remove/LETTURA_REFERTI')).status).toBe(404);
      expect((await citizen.get('/api/v1/utenza/auth/all')).status).toBe(403);
    });
  });
});
