import { richiestaMessages as m } from '@halo/contract/prosa/richieste';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { outbox } from '../../mail/mail.tables.ts';
import { districtOperator, expectStatus, move, PROSA_USERS, prosaSuite } from '../prosa.test-utils.ts';

const API = '/api/prosa/richieste';
describe.each(testDatabases())('Pro.Sa. requests on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const { as } = bed;

  const body = (changes: Record<string, unknown> = {}) => ({
    oggetto: 'Corso di educazione alimentare per le classi quarte',
    descrizione: 'La scuola chiede quattro incontri con una dietista nel secondo quadrimestre.',
    tematica: bed.theme.ALIMENTAZIONE,
    destinatari: ['BAMBINI', 'INSEGNANTI'],
    setting: 'SCUOLA',
    dal: '2027-02-01',
    al: '2027-05-31',
    ...changes,
  });

  /** The mails sent to an address, subject and link, after running the due jobs. */
  async function mailsTo(address: string) {
    await bed.server.app.jobs.runDue(new Date(Date.now() + 1000));
    return bed.server.database.db
      .select({ subject: outbox.subject, link: outbox.link, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, address))
      .orderBy(asc(outbox.id));
  }

  it('has the demo requests of TO3, one in each state, and the demo suggestions; the demo events come by a job', async () => {
    const inbox = expectStatus(await as['operatore.sanitario'].get(`${API}?size=50`), 200);
    const states = new Set(inbox.items.map((r: { stato: string }) => r.stato));
    expect([...states].sort()).toEqual(
      ['accettata', 'completata', 'inviata', 'presa_in_carico', 'rifiutata', 'ritirata'].sort(),
    );
    const refused = inbox.items.find((r: { stato: string }) => r.stato === 'rifiutata');
    expect(refused.storia.at(-1).nota).toContain('pediatri');
    const publicAnswers = expectStatus(
      await as.ente.get('/api/prosa/suggerimenti?stato=risposto&size=50'),
      200,
    );
    expect(publicAnswers.items.map((s: { titolo: string }) => s.titolo)).toEqual(
      expect.arrayContaining([
        'Più fontanelle nei parchi',
        'Orari serali per gli incontri sull’alimentazione',
      ]),
    );

    await bed.server.app.jobs.runDue(new Date(Date.now() + 1000));
    const events = expectStatus(await bed.anonymous.get('/api/public/prosa/eventi?size=50'), 200);
    expect(events.items.map((e: { titolo: string }) => e.titolo)).toEqual(
      expect.arrayContaining([
        'Camminata inaugurale al Parco della Dora',
        'Primo ritrovo del gruppo di cammino',
        'Open day dello screening',
      ]),
    );
    // Once: running the jobs again adds nothing.
    await bed.server.app.jobs.runDue(new Date(Date.now() + 2000));
    expect(expectStatus(await bed.anonymous.get('/api/public/prosa/eventi?size=50'), 200).total).toBe(
      events.total,
    );
  });

  it('goes from sent to completed, each change in its history, audited and mailed', async () => {
    const sent = expectStatus(await as.ente.post(`${API}/add`, body()), 201);
    expect(sent).toMatchObject({
      stato: 'inviata',
      mia: true,
      denominazioneAzienda: 'TO3',
      distretto: { denominazione: expect.stringContaining('Collegno') },
      richiedente: { tipo: 'ente', nome: 'Istituto comprensivo dimostrativo di Collegno' },
      tematica: { nome: 'Alimentazione' },
      azioni: ['ritirata'],
      assegnatario: null,
    });
    expect(sent.storia).toMatchObject([{ stato: 'inviata' }]);
    // The staff who handle new requests hear of it; the requester's mail comes with the staff's changes.
    const toStaff = await mailsTo('operatore.sanitario@example.org');
    expect(toStaff.at(-1)).toMatchObject({
      subject: 'Pro.Sa.: richiesta inviata',
      link: expect.stringContaining(`/prosa/richieste?id=${sent.id}`),
    });

    const operator = as['operatore.sanitario'];
    const seen = expectStatus(await operator.get(`${API}/byid/${sent.id}`), 200);
    expect(seen).toMatchObject({ mia: false, azioni: ['presa_in_carico'] });
    const taken = expectStatus(
      await move(operator, `${API}/update`, { id: sent.id, version: seen.version }, 'presa_in_carico'),
      200,
    );
    expect(taken).toMatchObject({ stato: 'presa_in_carico', azioni: ['accettata', 'rifiutata'] });
    expect(taken.assegnatario).toBeTruthy();
    // The requester cannot decide, nor withdraw once taken.
    const byEnte = await move(as.ente, `${API}/update`, { id: sent.id, version: taken.version }, 'accettata');
    expect([byEnte.status, byEnte.body.message]).toEqual([403, m.onlyStaff]);
    const late = await move(as.ente, `${API}/update`, { id: sent.id, version: taken.version }, 'ritirata');
    expect([late.status, late.body.message]).toEqual([409, m.transition('presa_in_carico', 'ritirata')]);

    const accepted = expectStatus(
      await operator.put(`${API}/update`, {
        id: sent.id,
        version: taken.version,
        stato: 'accettata',
        nota: 'La dietista sarà disponibile da marzo.',
      }),
      200,
    );
    const stale = await move(
      operator,
      `${API}/update`,
      { id: sent.id, version: taken.version },
      'completata',
    );
    expect(stale.status).toBe(409);
    const done = expectStatus(
      await move(operator, `${API}/update`, { id: sent.id, version: accepted.version }, 'completata'),
      200,
    );
    expect(done).toMatchObject({ stato: 'completata', azioni: [] });
    expect(done.storia.map((h: { stato: string }) => h.stato)).toEqual([
      'inviata',
      'presa_in_carico',
      'accettata',
      'completata',
    ]);
    expect(done.storia[2].nota).toBe('La dietista sarà disponibile da marzo.');

    const toEnte = (await mailsTo('ente@example.org')).map((mail) => mail.subject);
    expect(toEnte).toEqual(
      expect.arrayContaining([
        'Pro.Sa.: richiesta presa in carico',
        'Pro.Sa.: richiesta accettata',
        'Pro.Sa.: richiesta completata',
      ]),
    );
    const log = expectStatus(await as.superadmin.get('/api/v1/logs?entity=prosa.richiesta&size=100'), 200);
    const actions = log.items
      .filter((e: { entityId: string }) => e.entityId === String(sent.id))
      .map((e: { details: { stato: string } }) => e.details.stato);
    expect(actions.sort()).toEqual(['accettata', 'completata', 'inviata', 'presa_in_carico']);
  });

  it('is refused with a reason, and withdrawn by its requester before anyone takes it', async () => {
    const sent = expectStatus(
      await as.cittadino.post(`${API}/add`, body({ oggetto: 'Gruppo di cammino' })),
      201,
    );
    const taken = expectStatus(
      await move(as['responsabile.asl'], `${API}/update`, sent, 'presa_in_carico'),
      200,
    );
    const bare = await move(
      as['responsabile.asl'],
      `${API}/update`,
      { id: sent.id, version: taken.version },
      'rifiutata',
    );
    expect(paths(bare, 400)).toEqual(['body.nota']);
    const refused = expectStatus(
      await as['responsabile.asl'].put(`${API}/update`, {
        id: sent.id,
        version: taken.version,
        stato: 'rifiutata',
        nota: 'Nel distretto è già attivo un gruppo di cammino.',
      }),
      200,
    );
    expect(refused).toMatchObject({ stato: 'rifiutata', azioni: [] });
    // Taken and refused in one go: their two mails are sent by jobs of the same round, in either order.
    const mails = (await mailsTo('cittadino@example.org')).map((mail) => mail.text);
    expect(mails).toContainEqual(expect.stringContaining('Nel distretto è già attivo un gruppo di cammino.'));

    const other = expectStatus(await as.cittadino.post(`${API}/add`, body({ oggetto: 'Da ritirare' })), 201);
    const byStaff = await move(as['operatore.sanitario'], `${API}/update`, other, 'ritirata');
    expect([byStaff.status, byStaff.body.message]).toEqual([403, m.onlyRequester]);
    const withdrawn = expectStatus(await move(as.cittadino, `${API}/update`, other, 'ritirata'), 200);
    expect(withdrawn.stato).toBe('ritirata');
  });

  it('shows requesters their own requests only, and staff those of their scope', async () => {
    const fromEnte = expectStatus(
      await as.ente.post(`${API}/add`, body({ oggetto: 'Richiesta dell’ente' })),
      201,
    );
    const fromCitizen = expectStatus(
      await as.cittadino.post(`${API}/add`, body({ oggetto: 'Richiesta della cittadina' })),
      201,
    );
    const ids = async (client: ApiClient, query = '') =>
      expectStatus(await client.get(`${API}?size=200${query}`), 200).items.map((r: { id: number }) => r.id);
    expect(await ids(as.ente)).toContain(fromEnte.id);
    expect(await ids(as.ente)).not.toContain(fromCitizen.id);
    expect((await as.ente.get(`${API}/byid/${fromCitizen.id}`)).status).toBe(404);
    expect(await ids(as['operatore.sanitario'])).toEqual(
      expect.arrayContaining([fromEnte.id, fromCitizen.id]),
    );
    expect(await ids(as['admin.prosa'])).toEqual(expect.arrayContaining([fromEnte.id, fromCitizen.id]));

    // Both requesters live in the district of Collegno: an operator of Rivoli neither finds nor counts them.
    const district = await districtOperator(bed, 'op.richieste.rivoli');
    expect(expectStatus(await district.get(`${API}?q=richiesta`), 200).total).toBe(0);
    expect((await district.get(`${API}/byid/${fromEnte.id}`)).status).toBe(404);
    const blind = await move(district, `${API}/update`, fromEnte, 'presa_in_carico');
    expect(blind.status).toBe(404);

    // The counts per state follow the same scope and search: every state, zeros too.
    const counts = expectStatus(await district.get(`${API}/conteggi?q=richiesta`), 200);
    expect(counts.map((c: { stato: string }) => c.stato)).toEqual([
      'inviata',
      'presa_in_carico',
      'accettata',
      'rifiutata',
      'completata',
      'ritirata',
    ]);
    expect(counts.every((c: { n: number }) => c.n === 0)).toBe(true);
    const mine = expectStatus(await as.ente.get(`${API}/conteggi`), 200);
    const ownSent = expectStatus(await as.ente.get(`${API}?stato=inviata&size=1`), 200).total;
    expect(mine.find((c: { stato: string }) => c.stato === 'inviata').n).toBe(ownSent);
    expect((await as['operatore.amministrativo'].get(`${API}/conteggi`)).status).toBe(403);

    // Search in Italian over subject and description, and by state.
    expect(await ids(as['operatore.sanitario'], '&q=cittadine')).toContain(fromCitizen.id);
    expect(await ids(as['operatore.sanitario'], '&stato=completata')).not.toContain(fromEnte.id);
  });

  it('checks who sends and what: features, roles, 400 on the fields', async () => {
    expect((await as['operatore.sanitario'].post(`${API}/add`, body())).status).toBe(403);
    expect((await as['admin.prosa'].post(`${API}/add`, body())).status).toBe(403);
    const off = await as['operatore.amministrativo'].get(API);
    expect([off.status, off.body.message]).toEqual([403, m.featureOff]);
    expect((await as['responsabile.distretto'].get(API)).status).toBe(403);
    expect((await as.medico.get(API)).status).toBe(403);
    expect((await bed.anonymous.get(API)).status).toBe(401);
    expect(
      paths(
        await as.ente.post(`${API}/add`, body({ oggetto: '', destinatari: [], setting: 'SPIAGGIA' })),
        400,
      ),
    ).toEqual(expect.arrayContaining(['body.oggetto', 'body.destinatari', 'body.setting']));
    expect(
      paths(await as.ente.post(`${API}/add`, body({ dal: '2027-05-01', al: '2027-04-01' })), 400),
    ).toEqual(['body.al']);
    expect(paths(await as.ente.post(`${API}/add`, body({ tematica: 999_999 })), 400)).toEqual([
      'body.tematica',
    ]);
    expect(paths(await move(as.ente, `${API}/update`, { id: 1, version: 1 }, 'sospesa'), 400)).toEqual([
      'body.stato',
    ]);
    expect((await as.ente.get(`${API}/byid/999999`)).status).toBe(404);
  });
});
