import { preferitoMessages } from '@halo/contract/prosa/preferiti';
import { suggerimentoMessages as m } from '@halo/contract/prosa/suggerimenti';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { outbox } from '../../mail/mail.tables.ts';
import { districtOperator, expectStatus, PROSA_USERS, prosaSuite } from '../prosa.test-utils.ts';

const API = '/api/prosa/suggerimenti';
const FAV = '/api/prosa/preferiti';
describe.each(testDatabases())('Pro.Sa. suggestions and favourites on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const { as } = bed;

  const body = (changes: Record<string, unknown> = {}) => ({
    titolo: 'Più gruppi di cammino al sabato',
    testo:
      'Chi lavora non può partecipare ai gruppi di cammino infrasettimanali: proponete un gruppo al sabato.',
    tematica: bed.theme.ATTIVITA_FISICA,
    pubblicabile: true,
    ...changes,
  });
  /** `client` answers the suggestion `id` read at `version`, publicly or not; the response. */
  const answer = (client: ApiClient, id: number, version: number, risposta: string, pubblica: boolean) =>
    client.put(`${API}/risposta`, { id, version, risposta, pubblica });
  const ids = async (client: ApiClient, query = '') =>
    expectStatus(await client.get(`${API}?size=200${query}`), 200).items.map((s: { id: number }) => s.id);

  it("answers SPEC.md's path form (suggerimenti/{query}) as the query string", async () => {
    const staff = as['operatore.sanitario'];
    const byQuery = expectStatus(await staff.get(`${API}?stato=inviato&size=3`), 200);
    expect(
      expectStatus(await staff.get(`${API}/${encodeURIComponent('stato=inviato&size=3')}`), 200),
    ).toEqual(byQuery);
    const bad = await staff.get(`${API}/${encodeURIComponent('stato=chiuso')}`);
    expect([bad.status, bad.body.details?.[0]?.path]).toEqual([400, 'querystring.stato']);
  });

  it('is answered publicly: then everyone with the feature reads it, and the proposer gets the answer by mail', async () => {
    const sent = expectStatus(await as.cittadino.post(`${API}/add`, body()), 201);
    expect(sent).toMatchObject({ stato: 'inviato', mio: true, risposta: null, rispondibile: false });
    // Not answered yet: the proposer's and the staff's only.
    expect(await ids(as.ente)).not.toContain(sent.id);
    expect((await as.ente.get(`${API}/byid/${sent.id}`)).status).toBe(404);
    const staffView = expectStatus(await as['operatore.sanitario'].get(`${API}/byid/${sent.id}`), 200);
    expect(staffView).toMatchObject({ rispondibile: true, mio: false });
    expect(staffView.autore).toBeTruthy();

    const answered = expectStatus(
      await answer(
        as['operatore.sanitario'],
        sent.id,
        staffView.version,
        'Da marzo partirà un gruppo il sabato mattina al Parco Dalla Chiesa.',
        true,
      ),
      200,
    );
    expect(answered).toMatchObject({ stato: 'risposto', rispostaPubblica: true });
    const forEnte = expectStatus(await as.ente.get(`${API}/byid/${sent.id}`), 200);
    // Others read the suggestion and the answer, not who the citizen is.
    expect(forEnte).toMatchObject({ risposta: answered.risposta, autore: null, rispondibile: false });
    expect(await ids(as.ente, '&q=sabato')).toContain(sent.id);

    await bed.server.app.jobs.runDue(new Date(Date.now() + 1000));
    const mails = await bed.server.database.db
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, 'cittadino@example.org'))
      .orderBy(asc(outbox.id));
    expect(mails.at(-1)?.subject).toBe('Pro.Sa.: risposta al tuo suggerimento');
    expect(mails.at(-1)?.text).toContain('Parco Dalla Chiesa');

    const stale = await answer(as['operatore.sanitario'], sent.id, staffView.version, 'Correzione', true);
    expect(stale.status).toBe(409);
  });

  it('is answered privately, or only privately when the proposer did not consent', async () => {
    const privateOne = expectStatus(await as.ente.post(`${API}/add`, body({ pubblicabile: false })), 201);
    const refused = await answer(as['responsabile.asl'], privateOne.id, privateOne.version, 'Grazie.', true);
    expect([refused.status, refused.body.message]).toEqual([409, m.notPublishable]);
    const answered = expectStatus(
      await answer(
        as['responsabile.asl'],
        privateOne.id,
        privateOne.version,
        'Ne parliamo con la scuola.',
        false,
      ),
      200,
    );
    expect(answered.rispostaPubblica).toBe(false);
    expect(expectStatus(await as.ente.get(`${API}/byid/${privateOne.id}`), 200).risposta).toBe(
      'Ne parliamo con la scuola.',
    );
    expect((await as.cittadino.get(`${API}/byid/${privateOne.id}`)).status).toBe(404);
    expect(await ids(as.cittadino)).not.toContain(privateOne.id);
    expect(await ids(as.ente, '&mie=true')).toContain(privateOne.id);
    expect(await ids(as.cittadino, '&mie=true')).not.toContain(privateOne.id);
  });

  it('checks who sends, who answers and what: features, scope, 400 on the fields', async () => {
    const sent = expectStatus(await as.cittadino.post(`${API}/add`, body({ titolo: 'Fuori ambito' })), 201);
    // An operator of Rivoli does not see what a citizen of Collegno sent.
    const district = await districtOperator(bed, 'op.suggerimenti.rivoli');
    expect((await district.get(`${API}/byid/${sent.id}`)).status).toBe(404);
    expect(await ids(district)).not.toContain(sent.id);
    const blind = await answer(district, sent.id, sent.version, 'x', false);
    expect(blind.status).toBe(404);
    expect((await answer(as.cittadino, sent.id, 1, 'x', false)).status).toBe(403);
    expect((await as['operatore.sanitario'].post(`${API}/add`, body())).status).toBe(403);
    const off = await as['operatore.amministrativo'].get(API);
    expect([off.status, off.body.message]).toEqual([403, m.featureOff]);
    expect((await as.medico.get(API)).status).toBe(403);
    expect((await bed.anonymous.get(API)).status).toBe(401);
    expect(paths(await as.cittadino.post(`${API}/add`, body({ titolo: ' ', testo: '' })), 400)).toEqual(
      expect.arrayContaining(['body.titolo', 'body.testo']),
    );
    expect(paths(await as.cittadino.post(`${API}/add`, body({ tematica: 999_999 })), 400)).toEqual([
      'body.tematica',
    ]);
    expect(paths(await answer(as['operatore.sanitario'], sent.id, 1, '', true), 400)).toEqual([
      'body.risposta',
    ]);
    expect((await as.cittadino.get(`${API}/byid/999999`)).status).toBe(404);
  });

  describe('favourites', () => {
    it('stars published projects and campaigns, once, and takes them off', async () => {
      const project = expectStatus(await bed.anonymous.get('/api/public/prosa/progetti?size=1'), 200)
        .items[0];
      const campaign = expectStatus(await bed.anonymous.get('/api/public/prosa/campagne?size=1'), 200)
        .items[0];
      const starred = expectStatus(
        await as.cittadino.post(`${FAV}/add`, { tipo: 'progetto', id: project.id }),
        201,
      );
      expect(starred).toMatchObject({
        tipo: 'progetto',
        id: project.id,
        titolo: project.titolo,
        stato: 'pubblicato',
      });
      expectStatus(await as.cittadino.post(`${FAV}/add`, { tipo: 'progetto', id: project.id }), 201);
      expectStatus(await as.cittadino.post(`${FAV}/add`, { tipo: 'campagna', id: campaign.id }), 201);
      const list = expectStatus(await as.cittadino.get(FAV), 200);
      expect(list.map((p: { tipo: string; id: number }) => `${p.tipo}:${p.id}`)).toEqual([
        `campagna:${campaign.id}`,
        `progetto:${project.id}`,
      ]);
      // Each person's own.
      expect(expectStatus(await as.ente.get(FAV), 200)).toEqual([]);
      expect(expectStatus(await as.cittadino.del(`${FAV}/progetto/${project.id}`), 200)).toEqual({
        message: preferitoMessages.removed,
      });
      expect((await as.cittadino.del(`${FAV}/progetto/${project.id}`)).status).toBe(404);
      expect(expectStatus(await as.cittadino.get(FAV), 200)).toHaveLength(1);
    });

    it('does not star drafts or what does not exist; only citizens and organisations have favourites', async () => {
      const drafts = expectStatus(
        await as['operatore.sanitario'].get('/api/prosa/progetti?stato=bozza&size=1'),
        200,
      );
      const draft = drafts.items[0];
      const refused = await as.cittadino.post(`${FAV}/add`, { tipo: 'progetto', id: draft.id });
      expect([refused.status, refused.body.message]).toEqual([404, preferitoMessages.notFound]);
      expect((await as.cittadino.post(`${FAV}/add`, { tipo: 'campagna', id: 999_999 })).status).toBe(404);
      expect(paths(await as.cittadino.post(`${FAV}/add`, { tipo: 'evento', id: 1 }), 400)).toEqual([
        'body.tipo',
      ]);
      expect((await as['operatore.sanitario'].get(FAV)).status).toBe(403);
      expect((await bed.anonymous.get(FAV)).status).toBe(401);
    });
  });
});
