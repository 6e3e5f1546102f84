import { progettoMessages as m } from '@halo/contract/prosa/progetti';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { districtOperator, expectStatus, move, PROSA_USERS, prosaSuite } from '../prosa.test-utils.ts';

const API = '/api/prosa/progetti';
type User = (typeof PROSA_USERS)[number] | 'op.distretto';

describe.each(testDatabases())('Pro.Sa. projects on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const as = bed.as as Record<User, ApiClient>;
  let rivoli: number;

  function body(changes: Record<string, unknown> = {}) {
    return {
      titolo: 'Laboratori di cucina con lo zenzero',
      sintesi: 'Un percorso con le scuole primarie per una alimentazione sana, con ricette allo zenzero.',
      obiettivi: 'Aumentare il consumo di frutta tra i bambini.',
      aslId: bed.to3.id,
      tematiche: [bed.theme.ALIMENTAZIONE],
      sottotematiche: [bed.theme.ALIMENTAZIONE_SANA],
      destinatari: ['BAMBINI', 'GENITORI'],
      setting: ['SCUOLA'],
      dal: '2027-01-10',
      al: '2027-06-10',
      partner: ['Istituto comprensivo di Collegno'],
      link: ['https://www.dors.it/'],
      ...changes,
    };
  }

  /** The operator sends the project, at `version`, to review: 200, and the project. */
  const toReview = async (operator: ApiClient, id: number, version: number) =>
    expectStatus(await move(operator, `${API}/stato`, { id, version }, 'revisione'), 200);
  /** The ASL manager publishes the project in review at `version`: 200, and the project. */
  const publish = async (id: number, version: number) =>
    expectStatus(await move(as['responsabile.asl'], `${API}/stato`, { id, version }, 'pubblicato'), 200);

  beforeAll(async () => {
    rivoli = bed.distretto('Rivoli');
    // An operator with the features on, at level DISTRETTO (Rivoli).
    as['op.distretto'] = await districtOperator(bed, 'op.distretto');
  });

  it('takes a project from draft to published; only then do citizens and visitors find it', async () => {
    const operator = as['operatore.sanitario'];
    const created = expectStatus(await operator.post(`${API}/add`, body()), 201);
    expect(created).toMatchObject({
      stato: 'bozza',
      denominazioneAzienda: 'TO3',
      tematiche: [{ nome: 'Alimentazione' }],
      sottotematiche: [{ nome: 'Sana alimentazione' }],
      modificabile: true,
      version: 1,
    });
    expect((await as.cittadino.get(`${API}/byid/${created.id}`)).status).toBe(404);
    expect(expectStatus(await bed.anonymous.get('/api/public/prosa/progetti?q=zenzero'), 200).total).toBe(0);

    const review = await toReview(operator, created.id, 1);
    const refused = await move(
      operator,
      `${API}/stato`,
      { id: created.id, version: review.version },
      'pubblicato',
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(m.publishRole);
    const published = await publish(created.id, review.version);
    expect(published.stato).toBe('pubblicato');
    const back = await move(
      as['responsabile.asl'],
      `${API}/stato`,
      { id: created.id, version: published.version },
      'bozza',
    );
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(m.transition('pubblicato', 'bozza'));
    expect(
      (await move(as['responsabile.asl'], `${API}/stato`, { id: created.id, version: 1 }, 'chiuso')).status,
    ).toBe(409);

    // Italian full-text search: "alimentare" finds "alimentazione"; filters by theme, target and setting.
    const found = expectStatus(await as.cittadino.get(`${API}?q=alimentare%20zenzero`), 200);
    expect(found.items.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect(found.items[0].modificabile).toBe(false);
    for (const filter of [
      `tema=${bed.theme.ALIMENTAZIONE_SANA}`,
      `tema=${bed.theme.ALIMENTAZIONE}`,
      'destinatario=BAMBINI',
      'setting=SCUOLA',
    ]) {
      expect(expectStatus(await as.cittadino.get(`${API}?q=zenzero&${filter}`), 200).total, filter).toBe(1);
    }
    expect(expectStatus(await as.cittadino.get(`${API}?q=zenzero&setting=LAVORO`), 200).total).toBe(0);
    expect(expectStatus(await bed.anonymous.get('/api/public/prosa/progetti?q=zenzero'), 200).total).toBe(1);
    expect(
      (await operator.put(`${API}/update`, { ...body(), id: created.id, version: published.version })).status,
    ).toBe(409);
  });

  it('keeps the feature to who has it on: 403 for an administrative operator and a district manager', async () => {
    for (const user of ['operatore.amministrativo', 'responsabile.distretto'] as const) {
      const search = await as[user].get(API);
      expect(search.status, user).toBe(403);
      expect(search.body.message).toBe(m.featureOff);
      expect((await as[user].post(`${API}/add`, body())).status, user).toBe(403);
    }
    expect((await as.medico.get(API)).status).toBe(403);
    expect((await bed.anonymous.get(API)).status).toBe(401);
  });

  it('writes and reads drafts only within the operability scope', async () => {
    const district = as['op.distretto'];
    const outside = await district.post(`${API}/add`, body({ titolo: 'Fuori ambito' }));
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe(m.outOfScope);
    const mine = expectStatus(
      await district.post(`${API}/add`, body({ titolo: 'Gruppi di cammino a Rivoli', distrettoId: rivoli })),
      201,
    );
    const wide = expectStatus(
      await as['operatore.sanitario'].post(`${API}/add`, body({ titolo: 'Tutta la ASL' })),
      201,
    );
    // The whole authority's operator sees both drafts; the district's only its own.
    const drafts = expectStatus(await as['operatore.sanitario'].get(`${API}?stato=bozza`), 200);
    expect(drafts.items.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([mine.id, wide.id]));
    const theirs = expectStatus(await district.get(`${API}?stato=bozza`), 200);
    expect(theirs.items.map((p: { id: number }) => p.id)).toEqual([mine.id]);
    expect((await district.get(`${API}/byid/${wide.id}`)).status).toBe(404);
    expect((await move(district, `${API}/stato`, { id: wide.id, version: 1 }, 'revisione')).status).toBe(404);
    const edited = expectStatus(
      await district.put(`${API}/update`, {
        ...body({ titolo: 'Gruppi di cammino', distrettoId: rivoli }),
        id: mine.id,
        version: 1,
      }),
      200,
    );
    expect(edited).toMatchObject({ titolo: 'Gruppi di cammino', distretto: { id: rivoli }, version: 2 });
    expect(
      (await district.put(`${API}/update`, { ...body({ distrettoId: rivoli }), id: mine.id, version: 1 }))
        .status,
    ).toBe(409);
  });

  it('has the demo projects of ASL TO3: published ones for everyone, drafts for staff in scope', async () => {
    const published = expectStatus(await as.cittadino.get(`${API}?size=50`), 200);
    expect(published.total).toBeGreaterThanOrEqual(9);
    expect(published.items.every((p: { stato: string }) => p.stato === 'pubblicato')).toBe(true);
    expect(
      expectStatus(await bed.anonymous.get('/api/public/prosa/progetti?q=camminate'), 200).items[0],
    ).toMatchObject({
      titolo: 'Gruppi di cammino',
      distretto: { id: rivoli },
      interventi: [{ luogo: 'Parco della Dora, Rivoli' }],
    });
    const states = expectStatus(await as['operatore.sanitario'].get(`${API}?size=50`), 200).items.map(
      (p: { stato: string }) => p.stato,
    );
    expect(new Set(states)).toEqual(new Set(['bozza', 'revisione', 'pubblicato', 'chiuso']));
  });

  it("answers SPEC.md's path form (progetti/{query}) as the query string, validated alike", async () => {
    const citizen = as.cittadino;
    const byQuery = expectStatus(await citizen.get(`${API}?q=cammino&size=2&sort=titolo`), 200);
    expect(byQuery.total).toBeGreaterThan(0);
    // An encoded query string in the segment, or the search text alone.
    const encoded = encodeURIComponent('q=cammino&size=2&sort=titolo');
    expect(expectStatus(await citizen.get(`${API}/${encoded}`), 200)).toEqual(byQuery);
    expect(expectStatus(await citizen.get(`${API}/cammino?size=2&sort=titolo`), 200)).toEqual(byQuery);
    // The query string's values win over the segment's.
    expect(expectStatus(await citizen.get(`${API}/${encoded}?size=1`), 200).items).toHaveLength(1);
    const bad = await citizen.get(`${API}/${encodeURIComponent('size=0&stato=perso')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'querystring.size',
      'querystring.stato',
    ]);
    expect((await bed.anonymous.get(`${API}/cammino`)).status).toBe(401);
    expect((await as.medico.get(`${API}/cammino`)).status).toBe(403);
  });

  it('refuses bad projects with the field and an Italian message, writing nothing', async () => {
    const operator = as['operatore.sanitario'];
    const before = expectStatus(await operator.get(API), 200).total;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ sottotematiche: [bed.theme.FUMO_CESSAZIONE] }, ['body.sottotematiche.0']],
      [{ tematiche: [bed.theme.FUMO_CESSAZIONE], sottotematiche: [] }, ['body.tematiche.0']],
      [{ al: '2026-01-01' }, ['body.al']],
      [{ link: ['javascript:alert(1)'] }, ['body.link.0']],
      [{ distrettoId: 999999 }, ['body.distrettoId']],
      [{ destinatari: [], setting: ['SPIAGGIA'] }, ['body.destinatari', 'body.setting.0']],
      [{ titolo: '' }, ['body.titolo']],
    ];
    for (const [changes, expected] of cases) {
      expect(
        paths(await operator.post(`${API}/add`, body(changes)), 400).sort(),
        JSON.stringify(changes),
      ).toEqual(expected);
    }
    expect(expectStatus(await operator.get(API), 200).total).toBe(before);
  });

  it('adds and removes intervention sheets, each bumping the version', async () => {
    const operator = as['operatore.sanitario'];
    const created = expectStatus(await operator.post(`${API}/add`, body({ titolo: 'Con schede' })), 201);
    const sheet = {
      setting: 'SCUOLA',
      destinatari: ['BAMBINI'],
      dal: '2027-02-01',
      al: '2027-02-28',
      luogo: 'Scuola primaria Don Milani, Collegno',
      descrizione: 'Quattro incontri in classe.',
    };
    const withSheet = expectStatus(await operator.post(`${API}/byid/${created.id}/interventi`, sheet), 201);
    expect(withSheet.interventi).toMatchObject([{ luogo: sheet.luogo, setting: 'SCUOLA' }]);
    expect(withSheet.version).toBe(created.version + 1);
    expect(
      paths(await operator.post(`${API}/byid/${created.id}/interventi`, { ...sheet, al: '2027-01-01' }), 400),
    ).toEqual(['body.al']);
    const without = expectStatus(
      await operator.del(`${API}/byid/${created.id}/interventi/${withSheet.interventi[0].id}`),
      200,
    );
    expect(without.interventi).toEqual([]);
    expect((await operator.del(`${API}/byid/${created.id}/interventi/999999`)).status).toBe(404);
    const audited = expectStatus(
      await as.superadmin.get(`/api/v1/logs?entity=prosa.progetto&entityId=${created.id}`),
      200,
    );
    expect(audited.total).toBe(3);
    // Like the sheet itself, its intervention sheets change only in draft or in review.
    const inReview = await toReview(operator, created.id, without.version);
    const published = await publish(created.id, inReview.version);
    const late = await operator.post(`${API}/byid/${created.id}/interventi`, sheet);
    expect([late.status, late.body.message]).toEqual([409, m.notEditable]);
    expect(published.modificabile).toBe(false);
  });
});
