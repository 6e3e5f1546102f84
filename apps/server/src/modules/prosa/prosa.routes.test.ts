import { prosaMessages as m } from '@halo/contract/prosa';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../test/api.ts';
import { testDatabases } from '../../../test/databases.ts';
import { expectStatus, PROSA_USERS, prosaSuite } from './prosa.test-utils.ts';

const API = '/api/prosa';
const PUBLIC = '/api/public/prosa';
const TO3 = '010203';
const TO4 = '010204';

describe.each(testDatabases())('Pro.Sa. themes and organisation on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const { as } = bed;

  describe('themes', () => {
    it('answers the theme tree to anyone, sub-themes by parent', async () => {
      const themes = expectStatus(await bed.anonymous.get(`${PUBLIC}/tematiche`), 200);
      expect(themes.map((t: { codice: string }) => t.codice)).toEqual(
        expect.arrayContaining([
          'ALIMENTAZIONE',
          'ATTIVITA_FISICA',
          'FUMO',
          'VACCINAZIONI',
          'SCREENING',
          'AMBIENTE',
        ]),
      );
      const alimentazione = themes.find((t: { codice: string }) => t.codice === 'ALIMENTAZIONE');
      expect(alimentazione).toMatchObject({ nome: 'Alimentazione', idPadre: null, sottotematiche: 5 });
      const subs = expectStatus(
        await bed.anonymous.get(`${PUBLIC}/subtematica?idPadre=${alimentazione.id}`),
        200,
      );
      expect(subs).toHaveLength(5);
      expect(subs[0]).toMatchObject({ idPadre: alimentazione.id, sottotematiche: 0 });
      expect(subs.map((s: { nome: string }) => s.nome)).toContain('Allattamento al seno');
    });

    it('answers 404 for an unknown parent and 400 for a bad one', async () => {
      expect((await bed.anonymous.get(`${PUBLIC}/subtematica?idPadre=999999`)).status).toBe(404);
      expect(paths(await bed.anonymous.get(`${PUBLIC}/subtematica?idPadre=abc`), 400)).toEqual([
        'querystring.idPadre',
      ]);
      expect(paths(await bed.anonymous.get(`${PUBLIC}/subtematica`), 400)).toEqual(['querystring.idPadre']);
    });
  });

  describe('operator types and levels', () => {
    it('answers the lists to a signed-in user, 401 to anyone else', async () => {
      const tipologie = expectStatus(await as.cittadino.get(`${API}/tipologia/all`), 200);
      expect(tipologie.map((t: { codice: string }) => t.codice)).toContain('SANITARIO');
      expect(tipologie.map((t: { codice: string }) => t.codice)).toContain('AMMINISTRATIVO');
      const livelli = expectStatus(await as.cittadino.get(`${API}/livello/all`), 200);
      expect(livelli.map((l: { codice: string }) => l.codice)).toEqual([
        'ASL',
        'DISTRETTO',
        'DIPARTIMENTO',
        'PO',
        'UO',
      ]);
      expect((await bed.anonymous.get(`${API}/tipologia/all`)).status).toBe(401);
      expect((await bed.anonymous.get(`${API}/livello/all`)).status).toBe(401);
    });
  });

  describe('organisation', () => {
    /** admin-prosa adds a structure, district or department to an authority: 201, matching `expected`; the record. */
    const addToAuthority = async (
      part: 'struttura' | 'distretto' | 'dipartimento',
      body: Record<string, unknown>,
      expected: Record<string, unknown>,
    ) => {
      const added = expectStatus(await as['admin.prosa'].post(`${API}/${part}/add`, body), 201);
      expect(added).toMatchObject(expected);
      return added;
    };

    it('lists the joined authorities with their organisation, named from the regional data', async () => {
      const page = expectStatus(await as.cittadino.get(`${API}/asl?q=to3`), 200);
      expect(page.items).toMatchObject([
        { codiceAsl: TO3, denominazioneAzienda: 'TO3', codiceRegione: '010', distretti: 3, dipartimenti: 2 },
      ]);
      const detail = expectStatus(await as.cittadino.get(`${API}/asl/${page.items[0].id}`), 200);
      expect(detail.distretti.map((d: { denominazione: string }) => d.denominazione)).toContain(
        'Distretto dimostrativo Rivoli',
      );
      expect(detail.dipartimenti[0]).toMatchObject({ distretto: expect.any(String) });
      expect(detail.strutture.length).toBeGreaterThan(0);
      const publicView = expectStatus(await bed.anonymous.get(`${PUBLIC}/asl/${TO3}`), 200);
      expect(publicView).toEqual(detail);
      expect((await bed.anonymous.get(`${PUBLIC}/asl/${TO4}`)).status).toBe(404);
      expect(paths(await bed.anonymous.get(`${PUBLIC}/asl/abc`), 400)).toEqual(['params.codiceAsl']);
    });

    it('keeps the organisation to Pro.Sa. roles: 401 without a token, 403 without a role', async () => {
      expect((await bed.anonymous.get(`${API}/asl`)).status).toBe(401);
      expect((await as.medico.get(`${API}/asl`)).status).toBe(403);
      expect((await as.medico.get(`${API}/struttura`)).status).toBe(403);
      expect((await as.superadmin.get(`${API}/asl`)).status).toBe(200);
      expect((await as.cittadino.post(`${API}/asl/add`, { codiceAsl: TO4 })).status).toBe(403);
      expect((await as['operatore.sanitario'].post(`${API}/asl/add`, { codiceAsl: TO4 })).status).toBe(403);
      expect((await as.cittadino.del(`${API}/asl/remove/1`)).status).toBe(403);
    });

    it('joins an authority, registers a structure of it, refuses removal while it holds one', async () => {
      const admin = as['admin.prosa'];
      const joined = expectStatus(await admin.post(`${API}/asl/add`, { codiceAsl: TO4 }), 201);
      expect(joined).toMatchObject({ codiceAsl: TO4, denominazioneAzienda: 'TO4', strutture: 0 });
      const again = await admin.post(`${API}/asl/add`, { codiceAsl: TO4 });
      expect(paths(again, 409)).toEqual(['body.codiceAsl']);
      expect(again.body.message).toBe(m.aslAlreadyJoined('TO4'));

      const structures = expectStatus(await as.superadmin.get(`/api/v1/strutture?codiceAsl=${TO4}`), 200);
      const struttura = structures[0];
      const added = await addToAuthority(
        'struttura',
        { aslId: joined.id, strutturaId: struttura.id },
        { aslId: joined.id, strutturaId: struttura.id, denominazione: struttura.denominazione },
      );
      expect(
        paths(await admin.post(`${API}/struttura/add`, { aslId: joined.id, strutturaId: struttura.id }), 409),
      ).toEqual(['body.strutturaId']);
      const listed = expectStatus(await as.cittadino.get(`${API}/struttura?asl=${joined.id}`), 200);
      expect(listed.map((s: { id: number }) => s.id)).toEqual([added.id]);

      const refused = await admin.del(`${API}/asl/remove/${joined.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.aslInUse('ha ancora 1 struttura registrati'));
      expect(refused.body.details).toEqual([{ path: 'strutture', message: struttura.denominazione }]);

      expectStatus(await admin.del(`${API}/struttura/delete/${added.id}`), 200);
      expect((await admin.del(`${API}/struttura/delete/${added.id}`)).status).toBe(404);
      expectStatus(await admin.del(`${API}/asl/remove/${joined.id}`), 200);
      expect((await as.cittadino.get(`${API}/asl/${joined.id}`)).status).toBe(404);
      const audited = expectStatus(
        await as.superadmin.get(`/api/v1/logs?entity=prosa.azienda&entityId=${joined.id}`),
        200,
      );
      expect(audited.items.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'delete']);
    });

    it('refuses unknown authorities and references of another ASL with 400 and the field, changing nothing', async () => {
      const admin = as['admin.prosa'];
      expect(paths(await admin.post(`${API}/asl/add`, { codiceAsl: '999999' }), 400)).toEqual([
        'body.codiceAsl',
      ]);
      expect(paths(await admin.post(`${API}/asl/add`, { codiceAsl: 'abc' }), 400)).toEqual([
        'body.codiceAsl',
      ]);
      expect(paths(await admin.post(`${API}/asl/add`, {}), 400)).toEqual(['body.codiceAsl']);

      const to3 = expectStatus(await as.cittadino.get(`${API}/asl?q=${TO3}`), 200).items[0];
      const before = expectStatus(await as.cittadino.get(`${API}/asl/${to3.id}`), 200);
      const other = expectStatus(await as.superadmin.get(`/api/v1/strutture?codiceAsl=${TO4}`), 200)[0];
      expect(
        paths(await admin.post(`${API}/struttura/add`, { aslId: to3.id, strutturaId: other.id }), 400),
      ).toEqual(['body.strutturaId']);
      expect(
        paths(await admin.post(`${API}/distretto/add`, { aslId: to3.id, distrettoId: 999999 }), 400),
      ).toEqual(['body.distrettoId']);
      expect(
        paths(await admin.post(`${API}/dipartimento/add`, { aslId: 999999, dipartimentoId: 1 }), 400),
      ).toEqual(['body.aslId']);
      expect(
        paths(await admin.post(`${API}/dipartimento/add`, { aslId: to3.id, dipartimentoId: 'x' }), 400),
      ).toEqual(['body.dipartimentoId']);
      expect(expectStatus(await as.cittadino.get(`${API}/asl/${to3.id}`), 200)).toEqual(before);
    });

    it('takes a district and a department out of an organisation and back in', async () => {
      const admin = as['admin.prosa'];
      const to3 = expectStatus(await as.cittadino.get(`${API}/asl?q=${TO3}`), 200).items[0];
      const detail = expectStatus(await as.cittadino.get(`${API}/asl/${to3.id}`), 200);
      // Pinerolo and the mother-and-child department: no demo profile points at them.
      const distretto = detail.distretti.find((d: { denominazione: string }) =>
        d.denominazione.includes('Pinerolo'),
      );
      const before = expectStatus(await admin.get(`${API}/asl/candidati/${to3.id}`), 200);
      expect(before.distretti.map((d: { id: number }) => d.id)).not.toContain(distretto.distrettoId);
      expect(before.strutture.map((s: { id: number }) => s.id)).not.toContain(
        detail.strutture[0].strutturaId,
      );
      expect(before.strutture.length).toBeGreaterThan(0);
      const removed = expectStatus(await admin.del(`${API}/distretto/delete/${distretto.id}`), 200);
      expect(removed).toEqual(distretto);
      const after = expectStatus(await admin.get(`${API}/asl/candidati/${to3.id}`), 200);
      expect(after.distretti).toContainEqual({
        id: distretto.distrettoId,
        denominazione: distretto.denominazione,
      });
      expect((await as.cittadino.get(`${API}/asl/candidati/${to3.id}`)).status).toBe(403);
      expect((await as['responsabile.distretto'].get(`${API}/asl/candidati/${to3.id}`)).status).toBe(403);
      expect((await as['responsabile.asl'].get(`${API}/asl/candidati/${to3.id}`)).status).toBe(200);
      await addToAuthority(
        'distretto',
        { aslId: to3.id, distrettoId: distretto.distrettoId },
        { distrettoId: distretto.distrettoId, denominazione: distretto.denominazione },
      );

      const dipartimento = detail.dipartimenti.find((d: { denominazione: string }) =>
        d.denominazione.includes('materno'),
      );
      expectStatus(await admin.del(`${API}/dipartimento/remove/${dipartimento.id}`), 200);
      await addToAuthority(
        'dipartimento',
        { aslId: to3.id, dipartimentoId: dipartimento.dipartimentoId },
        { denominazione: dipartimento.denominazione },
      );
      expect((await admin.del(`${API}/dipartimento/remove/999999`)).status).toBe(404);
    });

    it("lets a manager at level ASL organise their own authority, and nobody else's", async () => {
      const manager = as['responsabile.asl'];
      const to3 = expectStatus(await as.cittadino.get(`${API}/asl?q=${TO3}`), 200).items[0];
      const detail = expectStatus(await as.cittadino.get(`${API}/asl/${to3.id}`), 200);
      const pinerolo = detail.distretti.find((d: { denominazione: string }) =>
        d.denominazione.includes('Pinerolo'),
      );
      expectStatus(await manager.del(`${API}/distretto/delete/${pinerolo.id}`), 200);
      const back = expectStatus(
        await manager.post(`${API}/distretto/add`, { aslId: to3.id, distrettoId: pinerolo.distrettoId }),
        201,
      );
      const districtManager = await as['responsabile.distretto'].del(`${API}/distretto/delete/${back.id}`);
      expect(districtManager.status).toBe(403);
      expect(districtManager.body.message).toBe(m.outOfScope);
      expect((await manager.post(`${API}/asl/add`, { codiceAsl: TO4 })).status).toBe(403);

      const joined = expectStatus(await as['admin.prosa'].post(`${API}/asl/add`, { codiceAsl: TO4 }), 201);
      const other = expectStatus(await as.superadmin.get(`/api/v1/strutture?codiceAsl=${TO4}`), 200)[0];
      const elsewhere = await manager.post(`${API}/struttura/add`, {
        aslId: joined.id,
        strutturaId: other.id,
      });
      expect(elsewhere.status).toBe(403);
      expectStatus(await as['admin.prosa'].del(`${API}/asl/remove/${joined.id}`), 200);
    });
  });
});
