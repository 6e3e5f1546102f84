import type {
  Asl,
  Comune,
  Dipartimento,
  Distretto,
  Nazione,
  PresidioOspedaliero,
  Provincia,
  Quartiere,
  Regione,
  UnitaOperativa,
} from '@halo/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../audit/audit.tables.ts';
import { type RegionalUser, signedInServer } from './regional.test-utils.ts';

const API = '/api/v1/gestioneregionale';
type User = RegionalUser;

describe('regional data, authenticated calls', () => {
  const session = signedInServer();
  const { tokens } = session;

  function call(method: 'GET' | 'POST', url: string, user?: User, body?: unknown) {
    return session.server.app.inject({
      method,
      url: `${API}${url}`,
      headers: user ? { authorization: `Bearer ${tokens[user]}` } : {},
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
  }
  const get = (url: string, user: User = 'superadmin') => call('GET', url, user);
  const post = (url: string, body?: unknown, user: User = 'superadmin') => call('POST', url, user, body);
  async function json<T>(
    response: Promise<{ statusCode: number; json(): unknown; body: string }>,
    status = 200,
  ) {
    const r = await response;
    expect(r.statusCode, r.body).toBe(status);
    return r.json() as T;
  }
  /** The field paths of a 400 or 409 answer. */
  async function paths(response: Promise<{ statusCode: number; json(): unknown }>, status: number) {
    const r = await response;
    expect(r.statusCode).toBe(status);
    const body = r.json() as { code: string; details: { path: string }[] };
    expect(body.code).toBe(status === 400 ? 'VALIDATION_ERROR' : 'CONFLICT');
    return body.details.map((d) => d.path);
  }
  async function comuneId(codiceCatastale: string) {
    return (await json<Comune>(get(`/comuni/bycodcatastale/${codiceCatastale}`))).id;
  }

  /**
   * The delete calls of what the running test created, made after it in reverse order (children before their
   * parents) whether it passed or not: every test starts from the seeded data and reads nothing another wrote.
   */
  const createdByTest: string[] = [];
  afterEach(async () => {
    for (const url of createdByTest.splice(0).reverse()) {
      // 404: the test deleted it itself.
      expect([200, 404], url).toContain((await post(url)).statusCode);
    }
  });
  const deleteOf = {
    regione: '/regione/delete',
    province: '/province/delete',
    comuni: '/comune/delete',
    quartieri: '/quartieri/delete',
    asl: '/asl/delete',
    distretti: '/distretti/delete',
    dipartimenti: '/dipartimenti/delete',
    presidiospedalieri: '/presidiospedalieri/delete',
    unitaoperative: '/unitaoperative/delete',
  } as const;
  /** Creates a record through `/<kind>/create` (201), and deletes it after the test. */
  async function create<T extends { id: number }>(
    kind: keyof typeof deleteOf,
    body: unknown,
    user: User = 'superadmin',
  ): Promise<T> {
    const row = await json<T>(post(`/${kind}/create`, body, user), 201);
    createdByTest.push(`${deleteOf[kind]}/${row.id}`);
    return row;
  }
  /** Each `/<kind>/create` of `base` with the changes of a refusal answers its status, naming its fields. */
  async function expectRefusedCreations(
    kind: keyof typeof deleteOf,
    base: Record<string, unknown>,
    refusals: [changes: Record<string, unknown>, status: 400 | 409, fields: string[]][],
  ) {
    for (const [changes, status, fields] of refusals) {
      expect(
        await paths(post(`/${kind}/create`, { ...base, ...changes }), status),
        JSON.stringify(changes),
      ).toEqual(fields);
    }
  }
  /** A region of the test's own (codes 2x0 / 2x, where no real region is). */
  const newRegione = (n: number) =>
    create<Regione>('regione', {
      codiceRegione: `2${n}0`,
      codiceIstat: `2${n}`,
      denominazioneRegione: `Regione di prova ${n}`,
    });
  /** A district of ASL TO3 of the test's own, D9 "Distretto Ovest", over Collegno and Grugliasco. */
  async function newDistretto() {
    return create<Distretto>(
      'distretti',
      {
        codiceDistretto: 'd9',
        distrettoSanitario: 'Distretto Ovest',
        codiceAsl: '010203',
        comuniAnnessi: [await comuneId('C860'), await comuneId('E216')],
      },
      'operatore.sanitario',
    );
  }
  const newDipartimento = (distretto: Distretto) =>
    create<Dipartimento>(
      'dipartimenti',
      { denominazione: 'Dipartimento di prova', distrettoId: distretto.id },
      'operatore.sanitario',
    );
  /** A hospital site 010079.99 of the test's own, in ASL TO3. */
  const newPresidio = () =>
    create<PresidioOspedaliero>('presidiospedalieri', {
      codiceStruttura: '010079',
      subcodice: '99',
      denominazione: 'Presidio di prova',
      codiceAsl: '010203',
    });

  describe('access', () => {
    it('answers 401 without a token and 403 to a citizen, on reads and writes', async () => {
      expect((await call('GET', '/regione')).statusCode).toBe(401);
      expect((await call('POST', '/regione/create', undefined, {})).statusCode).toBe(401);
      for (const url of [
        '/nazioni',
        '/regione',
        '/province?all=true',
        '/comuni?all=true',
        '/quartieri',
        '/distretti',
      ]) {
        const response = await get(url, 'cittadino');
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect((await post('/distretti/create', {}, 'cittadino')).statusCode).toBe(403);
    });

    it('lets an operator read everything and maintain districts and departments only', async () => {
      for (const url of [
        '/nazioni',
        '/regione',
        '/province',
        '/comuni?siglaProvincia=TO',
        '/quartieri',
        '/asl/bycodes',
        '/distretti',
        '/dipartimenti',
        '/presidiospedalieri',
        '/unitaoperative',
      ]) {
        expect((await get(url, 'operatore.sanitario')).statusCode, url).toBe(200);
      }
      for (const url of [
        '/regione/create',
        '/province/create',
        '/comuni/create',
        '/asl/create',
        '/quartieri/create',
        '/presidiospedalieri/create',
        '/unitaoperative/create',
      ]) {
        expect((await post(url, {}, 'operatore.sanitario')).statusCode, url).toBe(403);
      }
      expect((await post('/regione/delete/1', undefined, 'operatore.sanitario')).statusCode).toBe(403);
      expect((await post('/comune/update/1', {}, 'operatore.sanitario')).statusCode).toBe(403);
      expect((await post('/ospedaliero/update/1', {}, 'operatore.sanitario')).statusCode).toBe(403);
    });

    it('documents every call in the OpenAPI document', async () => {
      const document = (await session.server.app.inject({ url: '/api/docs/json' })).json();
      expect(document.paths[`${API}/ospedaliero/update/{id}`].post.security).toEqual([{ bearer: [] }]);
      expect(document.paths[`${API}/comune/delete/{id}`].post).toBeDefined();
      expect(document.paths['/api/v1/public/gestioneregionale/comuni/search'].get.security).toEqual([]);
      expect(document.components.schemas.Regione).toBeDefined();
      expect(document.components.schemas.AslCreate).toBeDefined();
    });
  });

  describe('nazioni', () => {
    it('lists the countries with ISO and Belfiore codes', async () => {
      const nazioni = await json<Nazione[]>(get('/nazioni', 'operatore.sanitario'));
      expect(nazioni.find((n) => n.codiceIso2 === 'FR')).toMatchObject({
        denominazione: 'Francia',
        codiceBelfiore: 'Z110',
      });
      expect(nazioni.find((n) => n.codiceIso2 === 'IT')?.codiceBelfiore).toBeNull();
    });
  });

  describe('regione', () => {
    it('lists the 20 regions and finds one by id', async () => {
      const regioni = await json<Regione[]>(get('/regione'));
      expect(regioni).toHaveLength(20);
      const piemonte = regioni.find((r) => r.codiceRegione === '010');
      expect(piemonte).toMatchObject({
        denominazioneRegione: 'Piemonte',
        codiceIstat: '01',
        codiciMinisteriali: ['010'],
      });
      expect(await json<Regione>(get(`/regione/byid/${piemonte?.id}`))).toEqual(piemonte);
      expect((await get('/regione/byid/9999')).statusCode).toBe(404);
      expect(await paths(get('/regione/byid/abc'), 400)).toEqual(['params.id']);
    });

    it('creates a region, refusing bad codes and duplicates', async () => {
      expect(
        await paths(
          post('/regione/create', { codiceRegione: '1', codiceIstat: 'x', denominazioneRegione: ' ' }),
          400,
        ),
      ).toEqual(['body.codiceRegione', 'body.codiceIstat', 'body.denominazioneRegione']);
      const bad = await (
        await post('/regione/create', { codiceRegione: '1', codiceIstat: '21', denominazioneRegione: 'X' })
      ).json();
      expect(bad.details[0].message).toBe(
        'Il codice regione è di tre cifre (codice del Ministero della Salute, es. 010).',
      );

      const created = await newRegione(1);
      expect(created).toMatchObject({
        codiceRegione: '210',
        denominazioneRegione: 'Regione di prova 1',
        codiciMinisteriali: ['210'],
        version: 1,
      });

      // A code, a name (in any case) or a Ministry code another region has: 409 naming the field.
      const conflicts = [
        {
          body: { codiceRegione: '010', codiceIstat: '22', denominazioneRegione: 'Doppia' },
          path: 'codiceRegione',
        },
        {
          body: { codiceRegione: '220', codiceIstat: '22', denominazioneRegione: 'piemonte' },
          path: 'denominazioneRegione',
        },
        {
          body: {
            codiceRegione: '230',
            codiceIstat: '23',
            denominazioneRegione: 'Terza',
            codiciMinisteriali: ['041'],
          },
          path: 'codiciMinisteriali',
        },
      ];
      for (const { body, path } of conflicts) {
        expect(await paths(post('/regione/create', body), 409), path).toEqual([`body.${path}`]);
      }
    });

    it('audits the write with who made it', async () => {
      const created = await newRegione(4);
      const rows = await session.server.database.db
        .select()
        .from(auditEntries)
        .where(sql`${auditEntries.entity} = 'regione' and ${auditEntries.entityId} = ${String(created.id)}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'create',
        actorUsername: 'superadmin',
        details: { after: { id: created.id, version: 1 } },
      });
    });

    it('updates with the version it read, and refuses a stale one', async () => {
      const created = await newRegione(5);
      const body = {
        codiceRegione: '250',
        codiceIstat: '25',
        denominazioneRegione: 'Regione di prova rinominata',
        version: 1,
      };
      expect(await json<Regione>(post(`/regione/update/${created.id}`, body))).toMatchObject({
        denominazioneRegione: 'Regione di prova rinominata',
        version: 2,
      });
      const stale = await post(`/regione/update/${created.id}`, body);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().details[0].path).toBe('body.version');
      expect((await post('/regione/update/9999', body)).statusCode).toBe(404);
      expect(
        await paths(post(`/regione/update/${created.id}`, { ...body, version: undefined }), 400),
      ).toEqual(['body.version']);
    });

    it("keeps the Ministry codes a region's ASL use", async () => {
      const trentino = (await json<Regione[]>(get('/regione'))).find((r) => r.codiceIstat === '04');
      const response = await post(`/regione/update/${trentino?.id}`, {
        codiceRegione: '040',
        codiceIstat: '04',
        denominazioneRegione: trentino?.denominazioneRegione,
        codiciMinisteriali: ['041'],
        version: trentino?.version,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().details[0].message).toContain('042101');
    });

    it('refuses to delete a region with provinces and ASL, listing them', async () => {
      const piemonte = (await json<Regione[]>(get('/regione'))).find((r) => r.codiceRegione === '010');
      const response = await post(`/regione/delete/${piemonte?.id}`);
      expect(response.statusCode).toBe(409);
      const body = response.json();
      expect(body.message).toBe(
        'Impossibile eliminare la regione: ha ancora 8 province, 12 aziende sanitarie collegati.',
      );
      expect(body.details).toContainEqual({
        path: expect.stringMatching(/^province\.\d+$/),
        message: 'TO - Torino',
      });
      expect(body.details).toContainEqual({
        path: expect.stringMatching(/^asl\.\d+$/),
        message: '010203 - TO3',
      });
    });
  });

  describe('province', () => {
    it('lists all provinces or those of a region, and finds one by sigla or name', async () => {
      expect(await json<Provincia[]>(get('/province?all=true'))).toHaveLength(107);
      expect((await json<Provincia[]>(get('/province?codRegione=010'))).map((p) => p.sigla).sort()).toEqual([
        'AL',
        'AT',
        'BI',
        'CN',
        'NO',
        'TO',
        'VB',
        'VC',
      ]);
      expect(await json<Provincia>(get('/province/bysigla/TO'))).toMatchObject({
        denominazione: 'Torino',
        codiceRegione: '010',
        codiceIstat: '001',
      });
      expect((await json<Provincia>(get('/province/bysigla/rm'))).denominazione).toBe('Roma');
      expect((await json<Provincia>(get('/province/bydenominazioneprovincia/forli-cesena'))).sigla).toBe(
        'FC',
      );
      expect(
        (
          await json<Provincia>(
            get(`/province/bydenominazioneprovincia/${encodeURIComponent('Forlì-Cesena')}`),
          )
        ).sigla,
      ).toBe('FC');
      expect((await json<Provincia>(get('/province/bydenominazioneprovincia/Bozen'))).sigla).toBe('BZ');
      expect((await get('/province/bysigla/ZZ')).statusCode).toBe(404);
      expect((await get('/province/bydenominazioneprovincia/Atlantide')).statusCode).toBe(404);
      expect(await paths(get('/province/bysigla/T1'), 400)).toEqual(['params.sigla']);
      expect(await paths(get('/province?codRegione=1'), 400)).toEqual(['querystring.codRegione']);
    });

    it('creates a province under an existing region only', async () => {
      await newRegione(6);
      expect(
        await paths(
          post('/province/create', {
            sigla: '1A',
            codiceIstat: '9',
            denominazione: '',
            codiceRegione: '260',
          }),
          400,
        ),
      ).toEqual(['body.sigla', 'body.codiceIstat', 'body.denominazione']);
      expect(
        await paths(
          post('/province/create', {
            sigla: 'ZZ',
            codiceIstat: '999',
            denominazione: 'Prova',
            codiceRegione: '990',
          }),
          409,
        ),
      ).toEqual(['body.codiceRegione']);
      expect(
        await paths(
          post('/province/create', {
            sigla: 'TO',
            codiceIstat: '999',
            denominazione: 'Prova',
            codiceRegione: '260',
          }),
          409,
        ),
      ).toEqual(['body.sigla']);
      const provincia = await create<Provincia>('province', {
        sigla: 'zz',
        codiceIstat: '999',
        denominazione: 'Provincia di prova',
        codiceRegione: '260',
      });
      expect(provincia).toMatchObject({ sigla: 'ZZ', codiceRegione: '260', version: 1 });
    });

    it('carries a new sigla over to its comuni, and refuses to delete it while it has some', async () => {
      await newRegione(7);
      let provincia = await create<Provincia>('province', {
        sigla: 'ZZ',
        codiceIstat: '999',
        denominazione: 'Provincia di prova',
        codiceRegione: '270',
      });
      const comune = await create<Comune>('comuni', {
        codiceIstat: '999001',
        denominazione: 'Comune di prova',
        siglaProvincia: 'ZZ',
        codiceCatastale: 'M999',
      });
      provincia = await json<Provincia>(
        post(`/province/update/${provincia.id}`, {
          sigla: 'ZY',
          codiceIstat: '999',
          denominazione: 'Provincia di prova',
          codiceRegione: '270',
          version: 1,
        }),
      );
      expect(provincia.sigla).toBe('ZY');
      expect((await json<Comune>(get(`/comuni/byid/${comune.id}`))).siglaProvincia).toBe('ZY');
      expect(
        (
          await post('/province/update/9999', {
            sigla: 'ZX',
            codiceIstat: '998',
            denominazione: 'X',
            codiceRegione: '270',
            version: 1,
          })
        ).statusCode,
      ).toBe(404);

      const refused = await post(`/province/delete/${provincia.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details).toEqual([
        { path: `comuni.${comune.id}`, message: '999001 - Comune di prova' },
      ]);

      await json<Comune>(post(`/comune/delete/${comune.id}`));
      expect((await json<Provincia>(post(`/province/delete/${provincia.id}`))).sigla).toBe('ZY');
      expect((await post(`/province/delete/${provincia.id}`)).statusCode).toBe(404);
    });
  });

  describe('comuni', () => {
    it('lists all comuni or those of a province', async () => {
      expect(await json<Comune[]>(get('/comuni?all=true'))).toHaveLength(7896);
      const rm = await json<Comune[]>(get('/comuni?siglaProvincia=RM'));
      expect(rm).toHaveLength(121);
      expect(await paths(get('/comuni?siglaProvincia=R'), 400)).toEqual(['querystring.siglaProvincia']);
    });

    it('finds a comune by codice catastale, in either case', async () => {
      expect(await json<Comune>(get('/comuni/bycodcatastale/H501'))).toMatchObject({
        denominazione: 'Roma',
        codiceIstat: '058091',
      });
      expect((await json<Comune>(get('/comuni/bycodcatastale/f205'))).denominazione).toBe('Milano');
      expect((await json<Comune>(get('/comuni/bycodcatastale/L219'))).denominazione).toBe('Torino');
      expect((await get('/comuni/bycodcatastale/Q999')).statusCode).toBe(404);
      const bad = await get('/comuni/bycodcatastale/HH01');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([
        {
          path: 'params.code',
          message: 'Il codice catastale è una lettera maiuscola seguita da tre cifre (es. H501).',
        },
      ]);
      expect((await get('/comuni/byid/999999')).statusCode).toBe(404);
    });

    it('creates, updates and deletes a comune with its rules', async () => {
      const body = {
        codiceIstat: '999002',
        denominazione: 'Borgo di prova',
        siglaProvincia: 'TO',
        codiceCatastale: 'M998',
      };
      await expectRefusedCreations('comuni', body, [
        [{ codiceCatastale: 'H50', codiceIstat: '12' }, 400, ['body.codiceIstat', 'body.codiceCatastale']],
        [{ siglaProvincia: 'QQ' }, 409, ['body.siglaProvincia']],
        [{ codiceCatastale: 'H501' }, 409, ['body.codiceCatastale']],
        [{ codiceIstat: '058091' }, 409, ['body.codiceIstat']],
      ]);

      const created = await create<Comune>('comuni', body);
      expect(created).toMatchObject({ ...body, popolazione2011: null, version: 1 });
      const updated = await json<Comune>(
        post(`/comune/update/${created.id}`, { ...body, denominazione: 'Borgo nuovo', version: 1 }),
      );
      expect(updated).toMatchObject({ denominazione: 'Borgo nuovo', version: 2 });
      expect((await post(`/comune/update/${created.id}`, { ...body, version: 1 })).statusCode).toBe(409);
      expect(
        await paths(post(`/comune/update/${created.id}`, { ...body, siglaProvincia: 'QQ', version: 2 }), 409),
      ).toEqual(['body.siglaProvincia']);
      expect((await post('/comune/update/999999', { ...body, version: 1 })).statusCode).toBe(404);
      expect(await json<Comune>(post(`/comune/delete/${created.id}`))).toMatchObject({ id: created.id });
      expect((await post(`/comune/delete/${created.id}`)).statusCode).toBe(404);
    });

    it('refuses to delete a comune that neighbourhoods or districts point at', async () => {
      const collegno = await comuneId('C860');
      const response = await post(`/comune/delete/${collegno}`);
      expect(response.statusCode).toBe(409);
      const detailPaths = (response.json().details as { path: string }[]).map((d) => d.path.split('.')[0]);
      expect(new Set(detailPaths)).toEqual(new Set(['quartieri', 'distretti']));
    });

    it('refuses to delete a comune that a hospital facility is in', async () => {
      // Orbassano has no neighbourhood or district, but the San Luigi hospital (010904) is there.
      const response = await post(`/comune/delete/${await comuneId('G087')}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual([
        { path: 'strutture', message: 'Record collegati in strutture' },
      ]);
    });
  });

  describe('quartieri', () => {
    it('lists, finds, creates, updates and deletes neighbourhoods of a comune', async () => {
      const collegno = await comuneId('C860');
      const all = await json<Quartiere[]>(get('/quartieri?all=true'));
      expect(all.length).toBe(3);
      const ofCollegno = await json<Quartiere[]>(get(`/quartieri/bycomune?comune=${collegno}`));
      expect(ofCollegno.map((q) => q.denominazione)).toEqual([
        'Quartiere dimostrativo Centro',
        'Quartiere dimostrativo Nord',
      ]);
      expect(await json<Quartiere>(get(`/quartieri/byid/${ofCollegno[0]?.id}`))).toEqual(ofCollegno[0]);
      expect((await get('/quartieri/byid/99999')).statusCode).toBe(404);
      expect(await paths(get('/quartieri/bycomune?comune=abc'), 400)).toEqual(['querystring.comune']);

      expect(await paths(post('/quartieri/create', { denominazione: '', comuneId: 'x' }), 400)).toEqual([
        'body.denominazione',
        'body.comuneId',
      ]);
      expect(
        await paths(post('/quartieri/create', { denominazione: 'Nuovo', comuneId: 999999 }), 409),
      ).toEqual(['body.comuneId']);
      expect(
        await paths(
          post('/quartieri/create', { denominazione: 'quartiere dimostrativo centro', comuneId: collegno }),
          409,
        ),
      ).toEqual(['body.denominazione']);
      const created = await create<Quartiere>('quartieri', {
        denominazione: 'Borgata di prova',
        comuneId: collegno,
      });
      expect(created).toMatchObject({ demo: false, version: 1 });
      const updated = await json<Quartiere>(
        post(`/quartieri/update/${created.id}`, {
          denominazione: 'Borgata rinominata',
          comuneId: collegno,
          version: 1,
        }),
      );
      expect(updated).toMatchObject({ denominazione: 'Borgata rinominata', version: 2 });
      expect(
        (await post('/quartieri/update/99999', { denominazione: 'X', comuneId: collegno, version: 1 }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await post(`/quartieri/update/${created.id}`, {
            denominazione: 'Y',
            comuneId: collegno,
            version: 1,
          })
        ).statusCode,
      ).toBe(409);
      // A client may label the empty body of a delete as JSON.
      const deleted = await session.server.app.inject({
        method: 'POST',
        url: `${API}/quartieri/delete/${created.id}`,
        headers: { authorization: `Bearer ${tokens.superadmin}`, 'content-type': 'application/json' },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await post(`/quartieri/delete/${created.id}`)).statusCode).toBe(404);
      const poisoned = await session.server.app.inject({
        method: 'POST',
        url: `${API}/quartieri/create`,
        headers: { authorization: `Bearer ${tokens.superadmin}`, 'content-type': 'application/json' },
        payload: '{"__proto__": {"x": 1}, "denominazione": "X", "comuneId": 1}',
      });
      expect(poisoned.statusCode).toBe(400);
    });
  });

  describe('asl', () => {
    it('lists the ASL of a region, by codes, and finds one by id', async () => {
      expect(await json<Asl[]>(get('/asl/bycoderegione?codRegione=010'))).toHaveLength(12);
      expect((await json<Asl[]>(get('/asl/bycodes?codRegione=040'))).map((a) => a.codiceAsl)).toEqual([
        '041201',
        '042101',
      ]);
      expect((await json<Asl[]>(get('/asl/bycodes?codAzienda=203'))).map((a) => a.codiceAsl)).toContain(
        '010203',
      );
      const [to3] = await json<Asl[]>(get('/asl/bycodes?codiceAsl=010203'));
      expect(to3).toMatchObject({ codiceRegione: '010', codiceAzienda: '203', denominazioneAzienda: 'TO3' });
      expect(await json<Asl>(get(`/asl/byid/${to3?.id}`))).toEqual(to3);
      expect(await json<Asl[]>(get('/asl/bycodes'))).toHaveLength(110);
      expect((await get('/asl/byid/9999')).statusCode).toBe(404);
      expect(await paths(get('/asl/bycoderegione'), 400)).toEqual(['querystring.codRegione']);
      expect(await paths(get('/asl/bycodes?codiceAsl=10203'), 400)).toEqual(['querystring.codiceAsl']);
    });

    it('creates an ASL whose code starts with its region code, under an existing region', async () => {
      await newRegione(1);
      const base = { denominazioneAzienda: 'ASL di prova', indirizzo: 'Via Roma 1', cap: '10100' };
      const mismatch = await post('/asl/create', { ...base, codiceAsl: '010999', codiceRegione: '020' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().details).toEqual([
        {
          path: 'body.codiceAsl',
          message: 'Le prime tre cifre del codice ASL devono coincidere con il codice della regione.',
        },
      ]);
      await expectRefusedCreations('asl', base, [
        [{ codiceAsl: '01020', codiceRegione: '010', cap: '1' }, 400, ['body.codiceAsl', 'body.cap']],
        [{ codiceAsl: '990001', codiceRegione: '990' }, 409, ['body.codiceRegione']],
        [{ codiceAsl: '010203', codiceRegione: '010' }, 409, ['body.codiceAsl']],
      ]);

      const created = await create<Asl>('asl', { ...base, codiceAsl: '210001', codiceRegione: '210' });
      expect(created).toMatchObject({
        codiceAzienda: '001',
        indirizzo: 'Via Roma 1',
        comuneSedeIstat: null,
        version: 1,
      });
      const updated = await json<Asl>(
        post(`/asl/update/${created.id}`, { ...base, codiceAsl: '210002', codiceRegione: '210', version: 1 }),
      );
      expect(updated).toMatchObject({ codiceAsl: '210002', codiceAzienda: '002', version: 2 });
      expect(
        (
          await post(`/asl/update/${created.id}`, {
            ...base,
            codiceAsl: '210002',
            codiceRegione: '210',
            version: 1,
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (await post('/asl/update/9999', { ...base, codiceAsl: '210002', codiceRegione: '210', version: 1 }))
          .statusCode,
      ).toBe(404);
      await json<Asl>(post(`/asl/delete/${created.id}`));
      expect((await post(`/asl/delete/${created.id}`)).statusCode).toBe(404);
    });

    it('refuses to delete an ASL with districts, hospital sites or facilities', async () => {
      const [to3] = await json<Asl[]>(get('/asl/bycodes?codiceAsl=010203'));
      const response = await post(`/asl/delete/${to3?.id}`);
      expect(response.statusCode).toBe(409);
      const kinds = new Set((response.json().details as { path: string }[]).map((d) => d.path.split('.')[0]));
      expect(kinds).toEqual(new Set(['distretti', 'presidiospedalieri']));
    });
  });

  describe('an operator maintains districts and departments', () => {
    it('creates a district under an ASL, with its comuni', async () => {
      const collegno = await comuneId('C860');
      const grugliasco = await comuneId('E216');
      expect(
        await paths(
          post(
            '/distretti/create',
            { distrettoSanitario: '', codiceAsl: '10203', comuniAnnessi: ['x'] },
            'operatore.sanitario',
          ),
          400,
        ),
      ).toEqual(['body.distrettoSanitario', 'body.codiceAsl', 'body.comuniAnnessi.0']);
      // An ASL or a comune that does not exist, a name the ASL already has: 409 naming the field.
      const conflicts = [
        { body: { distrettoSanitario: 'Nuovo', codiceAsl: '010999' }, path: 'codiceAsl' },
        {
          body: { distrettoSanitario: 'Nuovo', codiceAsl: '010203', comuniAnnessi: [999999] },
          path: 'comuniAnnessi',
        },
        {
          body: { distrettoSanitario: 'distretto dimostrativo rivoli', codiceAsl: '010203' },
          path: 'distrettoSanitario',
        },
      ];
      for (const { body, path } of conflicts) {
        const created = post('/distretti/create', body, 'operatore.sanitario');
        expect(await paths(created, 409), path).toEqual([`body.${path}`]);
      }

      const distretto = await create<Distretto>(
        'distretti',
        {
          codiceDistretto: 'd9',
          distrettoSanitario: 'Distretto Ovest',
          codiceAsl: '010203',
          comuniAnnessi: [collegno, grugliasco, collegno],
        },
        'operatore.sanitario',
      );
      expect(distretto).toMatchObject({ codiceDistretto: 'D9', demo: false, version: 1 });
      expect(distretto.comuniAnnessi).toEqual([collegno, grugliasco].sort((a, b) => a - b));
    });

    it('finds districts by ASL, province, comune and id', async () => {
      const distretto = await newDistretto();
      const collegno = await comuneId('C860');
      expect((await json<Distretto[]>(get('/distretti?all=true'))).length).toBe(4);
      expect(
        (await json<Distretto[]>(get('/distretti/bycodiceasl?codiceAsl=010203'))).map((d) => d.id),
      ).toContain(distretto.id);
      expect((await json<Distretto[]>(get('/distretti/byprovincia?siglaProvincia=TO'))).length).toBe(4);
      expect(await json<Distretto[]>(get('/distretti/byprovincia?siglaProvincia=RM'))).toEqual([]);
      expect(
        (await json<Distretto[]>(get(`/distretti/bycomuneannesso/${collegno}`)))
          .map((d) => d.codiceDistretto)
          .sort(),
      ).toEqual(['D9', 'DEMO1']);
      expect(await json<Distretto>(get(`/distretti/byid/${distretto.id}`, 'operatore.sanitario'))).toEqual(
        distretto,
      );
      expect((await get('/distretti/byid/9999')).statusCode).toBe(404);
      expect(await paths(get('/distretti/bycodiceasl'), 400)).toEqual(['querystring.codiceAsl']);
      expect(await paths(get('/distretti/byprovincia?siglaProvincia=1'), 400)).toEqual([
        'querystring.siglaProvincia',
      ]);
    });

    it('creates a department under the district', async () => {
      const distretto = await newDistretto();
      expect(
        await paths(
          post('/dipartimenti/create', { denominazione: 'X', distrettoId: 0 }, 'operatore.sanitario'),
          400,
        ),
      ).toEqual(['body.distrettoId']);
      expect(
        await paths(
          post('/dipartimenti/create', { denominazione: 'X', distrettoId: 99999 }, 'operatore.sanitario'),
          409,
        ),
      ).toEqual(['body.distrettoId']);
      const dipartimento = await newDipartimento(distretto);
      expect(dipartimento).toMatchObject({ codiceAsl: '010203', distrettoId: distretto.id, version: 1 });
      expect(
        await paths(
          post(
            '/dipartimenti/create',
            { denominazione: 'dipartimento di PROVA', distrettoId: distretto.id },
            'operatore.sanitario',
          ),
          409,
        ),
      ).toEqual(['body.denominazione']);
      expect(
        (await json<Dipartimento[]>(get(`/dipartimenti?distretto=${distretto.id}`))).map((d) => d.id),
      ).toEqual([dipartimento.id]);
      expect((await json<Dipartimento[]>(get('/dipartimenti?codiceAsl=010203'))).length).toBe(3);
      expect(await json<Dipartimento>(get(`/dipartimenti/byid/${dipartimento.id}`))).toEqual(dipartimento);
      expect((await get('/dipartimenti/byid/9999')).statusCode).toBe(404);
    });

    it('edits both, refusing a stale version', async () => {
      let distretto = await newDistretto();
      let dipartimento = await newDipartimento(distretto);
      distretto = await json<Distretto>(
        post(
          `/distretti/update/${distretto.id}`,
          {
            codiceDistretto: 'D9',
            distrettoSanitario: 'Distretto Ovest (rinominato)',
            codiceAsl: '010203',
            comuniAnnessi: [],
            version: 1,
          },
          'operatore.sanitario',
        ),
      );
      expect(distretto).toMatchObject({ comuniAnnessi: [], version: 2 });
      const stale = await post(
        `/distretti/update/${distretto.id}`,
        { distrettoSanitario: 'Altro', codiceAsl: '010203', version: 1 },
        'operatore.sanitario',
      );
      expect(stale.statusCode).toBe(409);
      expect(
        (
          await post(
            '/distretti/update/9999',
            { distrettoSanitario: 'X', codiceAsl: '010203', version: 1 },
            'operatore.sanitario',
          )
        ).statusCode,
      ).toBe(404);
      dipartimento = await json<Dipartimento>(
        post(
          `/dipartimenti/update/${dipartimento.id}`,
          { denominazione: 'Dipartimento rinominato', distrettoId: distretto.id, version: 1 },
          'operatore.sanitario',
        ),
      );
      expect(dipartimento).toMatchObject({ denominazione: 'Dipartimento rinominato', version: 2 });
      expect(
        await paths(
          post(
            `/dipartimenti/update/${dipartimento.id}`,
            { denominazione: 'X', distrettoId: 99999, version: 2 },
            'operatore.sanitario',
          ),
          409,
        ),
      ).toEqual(['body.distrettoId']);
      expect(
        (
          await post(
            '/dipartimenti/update/9999',
            { denominazione: 'X', distrettoId: distretto.id, version: 1 },
            'operatore.sanitario',
          )
        ).statusCode,
      ).toBe(404);
    });

    it('deletes them, the district only once it has no department', async () => {
      const distretto = await newDistretto();
      const dipartimento = await newDipartimento(distretto);
      const refused = await post(`/distretti/delete/${distretto.id}`, undefined, 'operatore.sanitario');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details).toEqual([
        { path: `dipartimenti.${dipartimento.id}`, message: 'Dipartimento di prova' },
      ]);
      await json<Dipartimento>(
        post(`/dipartimenti/delete/${dipartimento.id}`, undefined, 'operatore.sanitario'),
      );
      await json<Distretto>(post(`/distretti/delete/${distretto.id}`, undefined, 'operatore.sanitario'));
      expect(
        (await post(`/distretti/delete/${distretto.id}`, undefined, 'operatore.sanitario')).statusCode,
      ).toBe(404);
      expect(
        (await post(`/dipartimenti/delete/${dipartimento.id}`, undefined, 'operatore.sanitario')).statusCode,
      ).toBe(404);
      const demo = await json<Dipartimento[]>(get('/dipartimenti'));
      const withUnits = demo.find((d) => d.denominazione === 'Dipartimento di prevenzione (dimostrativo)');
      const busy = await post(`/dipartimenti/delete/${withUnits?.id}`, undefined, 'operatore.sanitario');
      expect(busy.statusCode).toBe(409);
      expect(busy.json().details[0].path).toMatch(/^unitaoperative\.\d+$/);
    });
  });

  describe('presidi ospedalieri and unità operative', () => {
    it('lists hospital sites by region, ASL, district and facility', async () => {
      const all = await json<PresidioOspedaliero[]>(get('/presidiospedalieri'));
      expect(all).toHaveLength(378);
      const to3 = await json<PresidioOspedaliero[]>(get('/presidiospedalieri?codiceAsl=010203'));
      expect(to3.map((p) => p.codicePresidio)).toContain('010079.01');
      const piemonte = await json<PresidioOspedaliero[]>(get('/presidiospedalieri?codRegione=010'));
      expect(piemonte.length).toBeGreaterThan(0);
      expect(piemonte.every((p) => p.codiceRegione === '010')).toBe(true);
      expect(
        (await json<PresidioOspedaliero[]>(get('/presidiospedalieri?codiceStruttura=010030'))).map(
          (p) => p.subcodice,
        ),
      ).toEqual(['01', '03']);
      const rivoli = to3.find((p) => p.codicePresidio === '010079.01');
      expect(await json<PresidioOspedaliero>(get(`/presidiospedalieri/byid/${rivoli?.id}`))).toEqual(rivoli);
      expect((await get('/presidiospedalieri/byid/99999')).statusCode).toBe(404);
      expect(await paths(get('/presidiospedalieri?codiceStruttura=1'), 400)).toEqual([
        'querystring.codiceStruttura',
      ]);
    });

    it('creates a hospital site whose code matches its ASL', async () => {
      const base = {
        codiceStruttura: '010079',
        subcodice: '99',
        denominazione: 'Presidio di prova',
        codiceAsl: '010203',
      };
      await expectRefusedCreations('presidiospedalieri', base, [
        [{ codiceStruttura: '020001' }, 400, ['body.codiceStruttura']],
        [{ subcodice: '9' }, 400, ['body.subcodice']],
        [{ codiceStruttura: '990001', codiceAsl: null }, 409, ['body.codiceStruttura']],
        [{ codiceAsl: '010999' }, 409, ['body.codiceAsl']],
        [{ subcodice: '01' }, 409, ['body.subcodice']],
      ]);
      const presidio = await create<PresidioOspedaliero>('presidiospedalieri', base);
      expect(presidio).toMatchObject({
        codicePresidio: '010079.99',
        codiceRegione: '010',
        distrettoId: null,
        demo: false,
      });
    });

    it('updates it through ospedaliero/update, taking the ASL of a district', async () => {
      let presidio = await newPresidio();
      const [demo1] = await json<Distretto[]>(get('/distretti/bycodiceasl?codiceAsl=010203'));
      presidio = await json<PresidioOspedaliero>(
        post(`/ospedaliero/update/${presidio.id}`, {
          codiceStruttura: '010079',
          subcodice: '99',
          denominazione: 'Presidio rinominato',
          distrettoId: demo1?.id,
          version: 1,
        }),
      );
      expect(presidio).toMatchObject({
        denominazione: 'Presidio rinominato',
        codiceAsl: '010203',
        distrettoId: demo1?.id,
        version: 2,
      });
      const otherAsl = await post(`/ospedaliero/update/${presidio.id}`, {
        codiceStruttura: '010079',
        subcodice: '99',
        denominazione: 'X',
        codiceAsl: '010204',
        distrettoId: demo1?.id,
        version: 2,
      });
      expect(otherAsl.statusCode).toBe(400);
      expect(otherAsl.json().details[0].path).toBe('body.distrettoId');
      expect(
        (
          await post(`/ospedaliero/update/${presidio.id}`, {
            codiceStruttura: '010079',
            subcodice: '99',
            denominazione: 'X',
            version: 1,
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (
          await post('/ospedaliero/update/99999', {
            codiceStruttura: '010079',
            subcodice: '98',
            denominazione: 'X',
            version: 1,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('creates an operating unit under a site, and only under something that exists', async () => {
      const presidio = await newPresidio();
      expect(await paths(post('/unitaoperative/create', { denominazione: 'Orfana' }), 400)).toEqual([
        'body.dipartimentoId',
      ]);
      expect(
        await paths(post('/unitaoperative/create', { denominazione: 'X', presidioId: 99999 }), 409),
      ).toEqual(['body.presidioId']);
      expect(
        await paths(post('/unitaoperative/create', { denominazione: 'X', dipartimentoId: 99999 }), 409),
      ).toEqual(['body.dipartimentoId']);
      const unita = await create<UnitaOperativa>('unitaoperative', {
        denominazione: 'Unità di prova',
        presidioId: presidio.id,
      });
      expect(unita).toMatchObject({
        presidioId: presidio.id,
        dipartimentoId: null,
        codiceAsl: '010203',
        demo: false,
      });
      expect(
        (await json<UnitaOperativa[]>(get(`/unitaoperative?presidio=${presidio.id}`))).map((u) => u.id),
      ).toEqual([unita.id]);
      expect((await json<UnitaOperativa[]>(get('/unitaoperative?codiceAsl=010203'))).length).toBe(4);
      const prevenzione = (await json<Dipartimento[]>(get('/dipartimenti?codiceAsl=010203'))).find(
        (d) => d.denominazione === 'Dipartimento di prevenzione (dimostrativo)',
      );
      expect(
        (await json<UnitaOperativa[]>(get(`/unitaoperative?dipartimento=${prevenzione?.id}`))).map(
          (u) => u.denominazione,
        ),
      ).toEqual(['Unità operativa di igiene e sanità pubblica (dimostrativa)']);
      expect(await json<UnitaOperativa>(get(`/unitaoperative/byid/${unita.id}`))).toEqual(unita);
      expect((await get('/unitaoperative/byid/99999')).statusCode).toBe(404);
    });

    it('refuses to delete a site with units; updates and deletes the unit, then the site', async () => {
      const presidio = await newPresidio();
      let unita = await create<UnitaOperativa>('unitaoperative', {
        denominazione: 'Unità di prova',
        presidioId: presidio.id,
      });
      const refused = await post(`/presidiospedalieri/delete/${presidio.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details).toEqual([
        { path: `unitaoperative.${unita.id}`, message: 'Unità di prova' },
      ]);
      unita = await json<UnitaOperativa>(
        post(`/unitaoperative/update/${unita.id}`, {
          denominazione: 'Unità rinominata',
          presidioId: presidio.id,
          version: 1,
        }),
      );
      expect(unita.version).toBe(2);
      expect(
        (
          await post(`/unitaoperative/update/${unita.id}`, {
            denominazione: 'X',
            presidioId: presidio.id,
            version: 1,
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (
          await post('/unitaoperative/update/99999', {
            denominazione: 'X',
            presidioId: presidio.id,
            version: 1,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        await paths(post(`/unitaoperative/update/${unita.id}`, { denominazione: 'X', version: 2 }), 400),
      ).toEqual(['body.dipartimentoId']);
      await json<UnitaOperativa>(post(`/unitaoperative/delete/${unita.id}`));
      expect((await post(`/unitaoperative/delete/${unita.id}`)).statusCode).toBe(404);
      await json<PresidioOspedaliero>(post(`/presidiospedalieri/delete/${presidio.id}`));
      expect((await post(`/presidiospedalieri/delete/${presidio.id}`)).statusCode).toBe(404);
    });
  });

  describe('deleting a region', () => {
    it('deletes a region without children, once', async () => {
      const regione = await newRegione(8);
      await json<Regione>(
        post(`/regione/update/${regione.id}`, {
          codiceRegione: '280',
          codiceIstat: '28',
          denominazioneRegione: 'Regione di prova 8 rinominata',
          version: 1,
        }),
      );
      expect(await json<Regione>(post(`/regione/delete/${regione.id}`))).toMatchObject({
        codiceRegione: '280',
      });
      expect((await post(`/regione/delete/${regione.id}`)).statusCode).toBe(404);
      const actions = await session.server.database.db
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(sql`${auditEntries.entity} = 'regione' and ${auditEntries.entityId} = ${String(regione.id)}`);
      expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });
  });
});
