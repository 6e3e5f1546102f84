import { campagnaMessages as m } from '@halo/contract/prosa/campagne';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import {
  comuneOfTurin,
  districtOperator,
  expectStatus,
  move,
  PROSA_USERS,
  prosaSuite,
  registeredCitizen,
} from '../prosa.test-utils.ts';

const API = '/api/prosa/campagne';
const ADESIONE = '/api/prosa/cittadino/adesione';

describe.each(testDatabases())('Pro.Sa. campaigns and adhesions on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const { as } = bed;
  let collegno: number;
  let rivoli: number;
  let collegnoComune: number;

  function body(changes: Record<string, unknown> = {}) {
    return {
      titolo: 'Vaccinazione antinfluenzale 2026-2027',
      descrizione: 'La campagna di vaccinazione contro l’influenza stagionale per le persone a rischio.',
      invito: 'Prenota dal tuo medico di famiglia o in farmacia.',
      linkInvito: 'https://www.salute.gov.it/',
      aslId: bed.to3.id,
      tematiche: [bed.theme.VACCINAZIONI],
      criteri: { etaMin: null, etaMax: null, sesso: null },
      dal: '2026-10-01',
      al: '2099-02-28',
      ...changes,
    };
  }

  /** A campaign created by the operator and published by the ASL's manager. */
  async function published(changes: Record<string, unknown> = {}) {
    const draft = expectStatus(await as['operatore.sanitario'].post(`${API}/add`, body(changes)), 201);
    return expectStatus(await move(as['responsabile.asl'], `${API}/stato`, draft, 'pubblicata'), 200);
  }

  beforeAll(async () => {
    collegno = bed.distretto('Collegno');
    rivoli = bed.distretto('Rivoli');
    collegnoComune = await comuneOfTurin(bed.anonymous, 'Collegno');
  });

  it('has the demo campaigns of TO3, running; the demo citizen is in the target of two of them', async () => {
    const demo = expectStatus(
      await bed.anonymous.get(`/api/public/prosa/campagne?asl=${bed.to3.id}&inCorso=true`),
      200,
    );
    const titles = demo.items.map((c: { titolo: string }) => c.titolo);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Vaccinazione antinfluenzale',
        'Prevenzione Serena: screening del collo dell’utero',
        'Gruppi di cammino a Collegno',
      ]),
    );
    const walk = demo.items.find((c: { titolo: string }) => c.titolo.startsWith('Gruppi di cammino'));
    expect(walk).toMatchObject({ capienza: 30, postiDisponibili: 30, distretto: { id: collegno } });
    const flu = demo.items.find((c: { titolo: string }) => c.titolo.startsWith('Vaccinazione'));
    const refused = await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: flu.id });
    expect([refused.status, refused.body.message]).toEqual([409, m.age(60, null)]);
  });

  it('takes a campaign from draft to published; citizens adhere, withdraw and adhere again', async () => {
    const draft = expectStatus(await as['operatore.sanitario'].post(`${API}/add`, body()), 201);
    expect(draft).toMatchObject({
      stato: 'bozza',
      denominazioneAzienda: 'TO3',
      modificabile: true,
      aderenti: 0,
    });
    // A draft is the staff's: citizens and visitors do not find it.
    expect((await as.cittadino.get(`${API}/byid/${draft.id}`)).status).toBe(404);
    const publicIds = async () =>
      expectStatus(await bed.anonymous.get('/api/public/prosa/campagne?size=200'), 200).items.map(
        (c: { id: number }) => c.id,
      );
    expect(await publicIds()).not.toContain(draft.id);
    // The operator drafts; only a manager or the administrator publishes.
    const byOperator = await move(as['operatore.sanitario'], `${API}/stato`, draft, 'pubblicata');
    expect(byOperator.status).toBe(403);
    expect(byOperator.body.message).toBe(m.publishRole);
    const live = expectStatus(await move(as['responsabile.asl'], `${API}/stato`, draft, 'pubblicata'), 200);
    expect(await publicIds()).toContain(draft.id);

    const joined = expectStatus(await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: live.id }), 201);
    expect(joined).toMatchObject({
      campagnaId: live.id,
      stato: 'attiva',
      ritirato: null,
      titolo: live.titolo,
    });
    const again = await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: live.id });
    expect([again.status, again.body.message]).toEqual([409, m.already]);
    const read = expectStatus(await as.cittadino.get(`${API}/byid/${live.id}`), 200);
    expect(read.miaAdesione).toMatchObject({ id: joined.id, stato: 'attiva' });
    // No seats, no count for the citizen; the manager sees how many adhere.
    expect(read.aderenti).toBeNull();
    expect(expectStatus(await as['responsabile.asl'].get(`${API}/byid/${live.id}`), 200).aderenti).toBe(1);

    const withdrawn = expectStatus(await as.cittadino.put(`${ADESIONE}/ritira`, { id: joined.id }), 200);
    expect(withdrawn).toMatchObject({ stato: 'ritirata' });
    expect(withdrawn.ritirato).not.toBeNull();
    const twice = await as.cittadino.put(`${ADESIONE}/ritira`, { id: joined.id });
    expect([twice.status, twice.body.message]).toEqual([409, m.alreadyWithdrawn]);
    const renewed = expectStatus(await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: live.id }), 201);
    expect(renewed).toMatchObject({ id: joined.id, stato: 'attiva', ritirato: null });
    const mine = expectStatus(await as.cittadino.get('/api/prosa/cittadino/adesioni'), 200);
    expect(mine.find((a: { id: number }) => a.id === joined.id)).toMatchObject({ stato: 'attiva' });

    // The adhesion is audited without who it is in the details.
    const log = expectStatus(await as.superadmin.get('/api/v1/logs?entity=prosa.adesione&size=50'), 200);
    const entry = log.items.find((e: { entityId: string }) => e.entityId === String(joined.id));
    expect(entry?.details).toEqual({ campagna: live.id });
  });

  it("shows a citizen's adhesions in their profile", async () => {
    const live = await published({ titolo: 'Screening del colon retto' });
    const joined = expectStatus(await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: live.id }), 201);
    const sub = bed.id.cittadino;
    const profile = expectStatus(await as.cittadino.get(`/api/prosa/cittadino/byid/${sub}`), 200);
    expect(profile.adesioni).toContain(joined.campagnaId);
    await as.cittadino.put(`${ADESIONE}/ritira`, { id: joined.id });
    const after = expectStatus(await as.cittadino.get(`/api/prosa/cittadino/byid/${sub}`), 200);
    expect(after.adesioni).not.toContain(joined.campagnaId);
  });

  it('admits only those in the target: age, sex, territory; says which criterion they miss', async () => {
    // The demo citizen: a woman born in 1985, living in the district of Collegno (TO3).
    const refusal = async (criteri: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
      const live = await published({
        criteri: { etaMin: null, etaMax: null, sesso: null, ...criteri },
        ...changes,
      });
      const answer = await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: live.id });
      return answer.status === 201 ? null : [answer.status, answer.body.message];
    };
    expect(await refusal({ etaMin: 65 })).toEqual([409, m.age(65, null)]);
    expect(await refusal({ etaMin: 50, etaMax: 69 })).toEqual([409, m.age(50, 69)]);
    expect(await refusal({ etaMax: 30 })).toEqual([409, m.age(null, 30)]);
    expect(await refusal({ sesso: 'M' })).toEqual([409, m.sex('M')]);
    expect(await refusal({}, { distrettoId: rivoli })).toEqual([409, m.territory]);
    expect(await refusal({ etaMin: 25, etaMax: 74, sesso: 'F' }, { distrettoId: collegno })).toBeNull();
  });

  it('takes as many adhesions as it has seats, at once too; a withdrawal frees a seat', async () => {
    const live = await published({ titolo: 'Giornata di screening', capienza: 2 });
    expect(live).toMatchObject({ capienza: 2, postiDisponibili: 2, aderenti: 0 });
    const others = await Promise.all(
      ['prima', 'seconda', 'terza'].map((name) =>
        registeredCitizen(bed.server, `campagna.${name}`, {
          comuneId: collegnoComune,
          dataNascita: '1970-03-01',
          sesso: 'F',
        }),
      ),
    );
    const answers = await Promise.all(
      [as.cittadino, ...others].map((client) => client.post(`${ADESIONE}/add`, { campagnaId: live.id })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual([m.full, m.full]);
    const read = expectStatus(await as.cittadino.get(`${API}/byid/${live.id}`), 200);
    expect(read).toMatchObject({ postiDisponibili: 0, aderenti: 2 });

    const taker = answers.findIndex((a) => a.status === 201);
    const client = [as.cittadino, ...others][taker] as ApiClient;
    expectStatus(await client.put(`${ADESIONE}/ritira`, { id: answers[taker]?.body.id }), 200);
    expect(expectStatus(await as.cittadino.get(`${API}/byid/${live.id}`), 200).postiDisponibili).toBe(1);

    // Seats cannot drop below the adhesions taken.
    const current = expectStatus(await as['operatore.sanitario'].get(`${API}/byid/${live.id}`), 200);
    const shrink = await as['operatore.sanitario'].put(`${API}/update`, {
      ...body({ titolo: 'Giornata di screening' }),
      id: live.id,
      version: current.version,
      capienza: 0,
    });
    expect(paths(shrink, 400)).toEqual(['body.capienza']);
    const below = await as['operatore.sanitario'].put(`${API}/update`, {
      ...body({ titolo: 'Giornata di screening' }),
      id: live.id,
      version: current.version,
      capienza: 1,
    });
    expect(below.status).toBe(200);
  });

  it('refuses adhesions to ended, closed and unpublished campaigns, and from anyone but citizens', async () => {
    const ended = await published({ dal: '2024-01-01', al: '2024-03-31' });
    const late = await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: ended.id });
    expect([late.status, late.body.message]).toEqual([409, m.notOpen]);
    const closed = expectStatus(await move(as['responsabile.asl'], `${API}/stato`, ended, 'chiusa'), 200);
    expect(closed.stato).toBe('chiusa');
    expect((await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: ended.id })).status).toBe(404);
    const draft = expectStatus(await as['operatore.sanitario'].post(`${API}/add`, body()), 201);
    expect((await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: draft.id })).status).toBe(404);
    expect((await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: 999_999 })).status).toBe(404);

    const live = await published();
    for (const user of ['ente', 'operatore.sanitario', 'admin.prosa', 'medico'] as const) {
      expect((await as[user].post(`${ADESIONE}/add`, { campagnaId: live.id })).status, user).toBe(403);
    }
    expect((await bed.anonymous.post(`${ADESIONE}/add`, { campagnaId: live.id })).status).toBe(401);
    expect(paths(await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: 'uno' }), 400)).toEqual([
      'body.campagnaId',
    ]);
    // Someone else's adhesion is not found; it does not say whose it is.
    const joined = expectStatus(await as.cittadino.post(`${ADESIONE}/add`, { campagnaId: live.id }), 201);
    const other = await registeredCitizen(bed.server, 'campagna.altra', {
      comuneId: collegnoComune,
      dataNascita: '1990-01-01',
      sesso: 'M',
    });
    const foreign = await other.put(`${ADESIONE}/ritira`, { id: joined.id });
    expect([foreign.status, foreign.body.message]).toEqual([404, m.adesioneNotFound]);
  });

  it('checks what a campaign says: 400 on the fields, the workflow, stale versions, scope and features', async () => {
    const operator = as['operatore.sanitario'];
    expect(
      paths(
        await operator.post(`${API}/add`, body({ titolo: ' ', tematiche: [], linkInvito: 'javascript:x' })),
        400,
      ),
    ).toEqual(expect.arrayContaining(['body.titolo', 'body.tematiche', 'body.linkInvito']));
    expect(
      paths(await operator.post(`${API}/add`, body({ dal: '2027-05-01', al: '2027-04-01' })), 400),
    ).toEqual(['body.al']);
    expect(
      paths(
        await operator.post(`${API}/add`, body({ criteri: { etaMin: 70, etaMax: 60, sesso: null } })),
        400,
      ),
    ).toEqual(['body.criteri.etaMax']);
    expect(paths(await operator.post(`${API}/add`, body({ tematiche: [999_999] })), 400)).toEqual([
      'body.tematiche.0',
    ]);
    expect(paths(await operator.post(`${API}/add`, body({ distrettoId: 999_999 })), 400)).toEqual([
      'body.distrettoId',
    ]);
    expect(paths(await operator.post(`${API}/add`, body({ capienza: 0 })), 400)).toEqual(['body.capienza']);

    const draft = expectStatus(await operator.post(`${API}/add`, body()), 201);
    const edited = expectStatus(
      await operator.put(`${API}/update`, {
        ...body({ titolo: 'Nuovo titolo' }),
        id: draft.id,
        version: draft.version,
      }),
      200,
    );
    expect(edited).toMatchObject({ titolo: 'Nuovo titolo', version: draft.version + 1 });
    const stale = await operator.put(`${API}/update`, { ...body(), id: draft.id, version: draft.version });
    expect(stale.status).toBe(409);
    const skip = await move(
      as['responsabile.asl'],
      `${API}/stato`,
      { id: draft.id, version: edited.version },
      'chiusa',
    );
    expect([skip.status, skip.body.message]).toEqual([409, m.transition('bozza', 'chiusa')]);

    // An operator of a district works on their district only: the ASL's draft is not found, nor counted.
    const district = await districtOperator(bed, 'op.campagne.rivoli');
    expect((await district.get(`${API}/byid/${draft.id}`)).status).toBe(404);
    const seen = expectStatus(await district.get(`${API}?size=200&stato=bozza`), 200);
    expect(seen.total).toBe(0);
    const own = expectStatus(await district.post(`${API}/add`, body({ distrettoId: rivoli })), 201);
    expect(expectStatus(await district.get(`${API}?size=200&stato=bozza`), 200).total).toBe(1);
    expect((await district.post(`${API}/add`, body({ distrettoId: collegno }))).status).toBe(403);
    expect((await as.cittadino.get(`${API}/byid/${own.id}`)).status).toBe(404);
    // A manager at district level has the features off (SPEC.md §6).
    expect((await as['responsabile.distretto'].get(API)).status).toBe(403);
    // The administrative operator has the features off.
    const off = await as['operatore.amministrativo'].get(API);
    expect([off.status, off.body.message]).toEqual([403, m.featureOff]);
    expect((await as.medico.get(API)).status).toBe(403);
    expect((await as.cittadino.post(`${API}/add`, body())).status).toBe(403);
    expect((await bed.anonymous.get(API)).status).toBe(401);

    // Closed is final.
    const live = await published();
    const closed = expectStatus(await move(as['admin.prosa'], `${API}/stato`, live, 'chiusa'), 200);
    const late = await operator.put(`${API}/update`, { ...body(), id: live.id, version: closed.version });
    expect([late.status, late.body.message]).toEqual([409, m.notEditable]);
  });

  it('finds campaigns in Italian, by theme, authority and whether they are still running', async () => {
    const heat = await published({
      titolo: 'Estate sicura: le ondate di calore',
      descrizione: 'Consigli per proteggersi dal caldo estivo, soprattutto per gli anziani.',
      tematiche: [bed.theme.ALIMENTAZIONE],
    });
    const ids = async (query: string) =>
      expectStatus(await bed.anonymous.get(`/api/public/prosa/campagne?${query}`), 200).items.map(
        (c: { id: number }) => c.id,
      );
    expect(await ids('q=ondata%20calore')).toContain(heat.id);
    expect(await ids('q=caldi')).toContain(heat.id);
    expect(await ids(`tema=${bed.theme.ALIMENTAZIONE}&size=200`)).toContain(heat.id);
    expect(await ids(`asl=${bed.to3.id}&size=200`)).toContain(heat.id);
    const ended = await published({ titolo: 'Ondate di calore 2024', dal: '2024-06-01', al: '2024-09-15' });
    expect(await ids('q=ondate%20calore&inCorso=true')).not.toContain(ended.id);
    expect(await ids('q=ondate%20calore')).toContain(ended.id);
    expect(paths(await bed.anonymous.get('/api/public/prosa/campagne?inCorso=forse'), 400)).toEqual([
      'querystring.inCorso',
    ]);
  });
});
