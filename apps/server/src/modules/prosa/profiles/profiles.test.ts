import { prosaMessages } from '@halo/contract/prosa';
import { profileMessages as m } from '@halo/contract/prosa/profiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, lastLink, paths, setPassword } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { signIn } from '../../../../test/oidc-client.ts';
import { expectStatus, PROSA_USERS, prosaSuite, subjectOf } from '../prosa.test-utils.ts';

const API = '/api/prosa';
type User = (typeof PROSA_USERS)[number];

const allOn = { campagne: true, progetti: true, richieste: true, suggerimenti: true };
const allOff = { campagne: false, progetti: false, richieste: false, suggerimenti: false };

describe.each(testDatabases())('Pro.Sa. profiles on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const { as, id } = bed;
  let to3: { id: number; distretti: { id: number; denominazione: string }[]; dipartimenti: { id: number }[] };

  beforeAll(async () => {
    const page = expectStatus(await as.cittadino.get(`${API}/asl?q=010203`), 200);
    to3 = expectStatus(await as.cittadino.get(`${API}/asl/${page.items[0].id}`), 200);
  });

  describe('reading profiles', () => {
    it('gives a citizen their own profile: authority, district, age, themes, onboarding, features', async () => {
      const profile = expectStatus(await as.cittadino.get(`${API}/cittadino/byid/${id.cittadino}`), 200);
      expect(profile).toMatchObject({
        id: id.cittadino,
        asl: '010203',
        denominazioneAzienda: 'TO3',
        distretto: { denominazione: 'Distretto dimostrativo Collegno-Grugliasco' },
        anagrafica: { dataNascita: '1985-04-12', sesso: 'F' },
        eta: expect.any(Number),
        boarding: { completato: true },
        funzionalita: allOn,
      });
      expect(profile.eta).toBeGreaterThanOrEqual(40);
      expect(profile.tematichePref).toHaveLength(2);
      expect(profile.sottoTematichePrefer).toHaveLength(1);
    });

    it('derives the features of staff from tipologia and livello (SPEC.md §6)', async () => {
      const own = async (user: User, route: string) =>
        expectStatus(await as[user].get(`${API}/${route}/byid/${id[user]}`), 200).funzionalita;
      expect(await own('operatore.sanitario', 'operatore')).toEqual(allOn);
      expect(await own('operatore.amministrativo', 'operatore')).toEqual(allOff);
      expect(await own('responsabile.asl', 'responsabile')).toEqual(allOn);
      expect(await own('responsabile.distretto', 'responsabile')).toEqual(allOff);
      expect(await own('ente', 'enti')).toEqual(allOn);
      const manager = expectStatus(
        await as['responsabile.distretto'].get(`${API}/responsabile/byid/${id['responsabile.distretto']}`),
        200,
      );
      expect(manager.operabilita).toMatchObject({
        livello: 'DISTRETTO',
        riferimento: { denominazione: 'Distretto dimostrativo Rivoli' },
      });
      const clerk = expectStatus(
        await as['operatore.amministrativo'].get(`${API}/operatore/byid/${id['operatore.amministrativo']}`),
        200,
      );
      expect(clerk.operabilita).toMatchObject({
        tipologia: 'AMMINISTRATIVO',
        livello: 'DIPARTIMENTO',
        riferimento: { denominazione: 'Dipartimento di prevenzione (dimostrativo)' },
      });
    });

    it('limits reads to the operability scope; out of scope reads as not found', async () => {
      const reads: [user: User, route: string, whose: User, status: number][] = [
        // Level ASL: the whole authority.
        ['operatore.sanitario', 'cittadino', 'cittadino', 200],
        ['responsabile.asl', 'operatore', 'operatore.amministrativo', 200],
        // Department: citizens of the authority, not staff elsewhere.
        ['operatore.amministrativo', 'cittadino', 'cittadino', 200],
        ['operatore.amministrativo', 'operatore', 'operatore.sanitario', 404],
        // District (Rivoli): not a citizen of Collegno, not staff of the whole authority.
        ['responsabile.distretto', 'cittadino', 'cittadino', 404],
        ['responsabile.distretto', 'enti', 'ente', 404],
        ['responsabile.distretto', 'operatore', 'operatore.sanitario', 404],
        // admin-prosa and superadmin: everyone.
        ['admin.prosa', 'cittadino', 'cittadino', 200],
        ['superadmin', 'enti', 'ente', 200],
        // Roles that do not read profiles at all, and the wrong route for a role.
        ['cittadino', 'enti', 'ente', 403],
        ['ente', 'cittadino', 'cittadino', 403],
        ['medico', 'cittadino', 'cittadino', 403],
        ['admin.prosa', 'operatore', 'responsabile.asl', 404],
      ];
      for (const [user, route, whose, status] of reads) {
        const response = await as[user].get(`${API}/${route}/byid/${id[whose]}`);
        expect(response.status, `${user} reading ${route}/byid of ${whose}`).toBe(status);
      }
      expect((await bed.anonymous.get(`${API}/cittadino/byid/${id.cittadino}`)).status).toBe(401);
      expect(paths(await as['admin.prosa'].get(`${API}/cittadino/byid/nope`), 400)).toEqual(['params.id']);
      const unknown = await as['admin.prosa'].get(
        `${API}/cittadino/byid/00000000-0000-4000-8000-000000000000`,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(m.notFound);
    });
  });

  describe("a citizen's themes and preferences", () => {
    it('saves themes and sub-themes of those themes, refuses strays and stale versions', async () => {
      const before = expectStatus(await as.cittadino.get(`${API}/cittadino/byid/${id.cittadino}`), 200);
      const themes = expectStatus(await bed.anonymous.get('/api/public/prosa/tematiche'), 200);
      const fumo = themes.find((t: { codice: string }) => t.codice === 'FUMO');
      const vaccini = themes.find((t: { codice: string }) => t.codice === 'VACCINAZIONI');
      const fumoSubs = expectStatus(
        await bed.anonymous.get(`/api/public/prosa/subtematica?idPadre=${fumo.id}`),
        200,
      );
      const vacciniSubs = expectStatus(
        await bed.anonymous.get(`/api/public/prosa/subtematica?idPadre=${vaccini.id}`),
        200,
      );
      const body = {
        version: before.version,
        tematichePref: [fumo.id],
        sottoTematichePrefer: [fumoSubs[0].id],
        preferenze: { newsletter: true, promemoria: false },
        boardingCompletato: false,
      };
      const stray = await as.cittadino.put(`${API}/cittadino/preferenze`, {
        ...body,
        sottoTematichePrefer: [fumoSubs[0].id, vacciniSubs[0].id],
      });
      expect(paths(stray, 400)).toEqual(['body.sottoTematichePrefer.1']);
      expect(
        paths(
          await as.cittadino.put(`${API}/cittadino/preferenze`, { ...body, tematichePref: [fumoSubs[0].id] }),
          400,
        ),
      ).toEqual(['body.tematichePref.0']);
      const saved = expectStatus(await as.cittadino.put(`${API}/cittadino/preferenze`, body), 200);
      expect(saved).toMatchObject({
        tematichePref: [fumo.id],
        sottoTematichePrefer: [fumoSubs[0].id],
        preferenze: { newsletter: true, promemoria: false },
        boarding: { completato: true },
        version: before.version + 1,
      });
      expect((await as.cittadino.put(`${API}/cittadino/preferenze`, body)).status).toBe(409);
      expect((await as.ente.put(`${API}/cittadino/preferenze`, body)).status).toBe(403);
    });
  });

  describe('operators and managers, managed by admin-prosa', () => {
    it('creates an operator with the identity user and the set-password mail; they sign in to their profile', async () => {
      const admin = as['admin.prosa'];
      const rivoli = to3.distretti.find((d) => d.denominazione.includes('Rivoli'));
      const body = {
        username: 'nuovo.operatore',
        email: 'nuovo.operatore@example.org',
        nome: 'Nuovo',
        cognome: 'Operatore',
        ruolo: 'operatore',
        tipologia: 'SANITARIO',
        livello: 'DISTRETTO',
        aslId: to3.id,
      };
      expect(paths(await admin.post(`${API}/operatori`, body), 400)).toEqual(['body.riferimentoId']);
      expect(paths(await admin.post(`${API}/operatori`, { ...body, riferimentoId: 999999 }), 400)).toEqual([
        'body.riferimentoId',
      ]);
      expect(
        paths(
          await admin.post(`${API}/operatori`, { ...body, livello: 'REGIONE', tipologia: 'X' }),
          400,
        ).sort(),
      ).toEqual(['body.livello', 'body.tipologia']);
      expect((await as['operatore.sanitario'].post(`${API}/operatori`, body)).status).toBe(403);

      const created = expectStatus(
        await admin.post(`${API}/operatori`, { ...body, riferimentoId: rivoli?.id }),
        201,
      );
      expect(created).toMatchObject({
        ruolo: 'operatore',
        username: 'nuovo.operatore',
        nome: 'Nuovo Operatore',
        distretto: { denominazione: rivoli?.denominazione },
        operabilita: { livello: 'DISTRETTO', riferimento: { denominazione: rivoli?.denominazione } },
        funzionalita: allOn,
      });
      expect((await admin.post(`${API}/operatori`, { ...body, riferimentoId: rivoli?.id })).status).toBe(409);

      await setPassword(
        bed.server.baseUrl,
        await lastLink(bed.server.database, body.email),
        'Una-password-lunga-1',
      );
      const token = (await signIn(bed.server.baseUrl, 'nuovo.operatore', 'Una-password-lunga-1')).tokens
        .access_token;
      const own = expectStatus(
        await apiClient(bed.server.app, token).get(`${API}/operatore/byid/${created.id}`),
        200,
      );
      expect(own.id).toBe(subjectOf(token));

      const listed = expectStatus(await admin.get(`${API}/operatori?q=nuovo`), 200);
      expect(listed.items.map((o: { username: string }) => o.username)).toEqual(['nuovo.operatore']);
      const moved = expectStatus(
        await admin.put(`${API}/operatori`, {
          id: created.id,
          version: created.version,
          tipologia: 'AMMINISTRATIVO',
          livello: 'ASL',
          aslId: to3.id,
        }),
        200,
      );
      expect(moved).toMatchObject({
        operabilita: { livello: 'ASL', riferimento: null },
        funzionalita: allOff,
      });
      expect(
        (
          await admin.put(`${API}/operatori`, {
            id: created.id,
            version: created.version,
            tipologia: 'SANITARIO',
            livello: 'ASL',
            aslId: to3.id,
          })
        ).status,
      ).toBe(409);
    });

    it('refuses to take away a district or an authority that people still point at, naming them', async () => {
      const admin = as['admin.prosa'];
      const rivoli = to3.distretti.find((d) => d.denominazione.includes('Rivoli'));
      const refused = await admin.del(`${API}/distretto/delete/${rivoli?.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.details.map((d: { message: string }) => d.message)).toContain(
        'responsabile.distretto',
      );
      const authority = await admin.del(`${API}/asl/remove/${to3.id}`);
      expect(authority.status).toBe(409);
      expect(authority.body.message).toContain(prosaMessages.aslInUse('').slice(0, 30));
      expect(authority.body.details.map((d: { message: string }) => d.message)).toEqual(
        expect.arrayContaining(['1 ente', '1 cittadino']),
      );
    });
  });
});
