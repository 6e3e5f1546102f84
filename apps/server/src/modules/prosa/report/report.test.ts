import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { expectStatus, move, PROSA_USERS, prosaSuite } from '../prosa.test-utils.ts';

const API = '/api/prosa/report';
describe.each(testDatabases())('Pro.Sa. reports on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const { as } = bed;

  it('counts projects, adhesions over time and requests with their handling times, in the reader’s scope', async () => {
    const before = expectStatus(await as['responsabile.asl'].get(API), 200);
    const takenBefore =
      before.richieste.perStato.find((s: { codice: string }) => s.codice === 'presa_in_carico')?.n ?? 0;
    const walk = expectStatus(await bed.anonymous.get('/api/public/prosa/campagne?q=cammino'), 200).items[0];
    expectStatus(await as.cittadino.post('/api/prosa/cittadino/adesione/add', { campagnaId: walk.id }), 201);
    const sent = expectStatus(
      await as.ente.post('/api/prosa/richieste/add', {
        oggetto: 'Corso di primo soccorso',
        descrizione: 'Per gli insegnanti.',
        destinatari: ['INSEGNANTI'],
      }),
      201,
    );
    expectStatus(
      await move(as['operatore.sanitario'], '/api/prosa/richieste/update', sent, 'presa_in_carico'),
      200,
    );

    const asl = expectStatus(await as['responsabile.asl'].get(API), 200);
    expect(asl.progetti.totale).toBeGreaterThanOrEqual(12);
    expect(asl.progetti.perStato.map((s: { codice: string }) => s.codice)).toEqual(
      expect.arrayContaining(['pubblicato', 'bozza']),
    );
    expect(asl.progetti.perTematica).toContainEqual({
      id: bed.theme.ALIMENTAZIONE,
      nome: 'Alimentazione',
      n: expect.any(Number),
    });
    expect(asl.progetti.perSetting.find((s: { codice: string }) => s.codice === 'SCUOLA')?.n).toBeGreaterThan(
      0,
    );
    expect(asl.progetti.perDistretto.map((d: { nome: string }) => d.nome)).toEqual(
      expect.arrayContaining([expect.stringContaining('Rivoli'), "TO3: tutta l'azienda"]),
    );
    const walking = asl.campagne.find((c: { id: number }) => c.id === walk.id);
    expect(walking).toMatchObject({ aderenti: 1, ritirate: 0, capienza: 30 });
    expect(walking.perGiorno).toEqual([{ giorno: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), n: 1 }]);
    expect(asl.richieste.perStato).toContainEqual({ codice: 'presa_in_carico', n: takenBefore + 1 });
    expect(asl.richieste.totale).toBe(before.richieste.totale + 1);
    // The demo's requests were taken in charge and decided days after they were sent.
    expect(asl.richieste.giorniPresaInCarico).toBeGreaterThan(0);
    expect(asl.richieste.giorniDecisione).toBeGreaterThan(asl.richieste.giorniPresaInCarico);

    // A manager of the Rivoli district counts their district only: the Collegno campaign and request are not theirs.
    const district = expectStatus(await as['responsabile.distretto'].get(API), 200);
    expect(district.progetti.totale).toBeLessThan(asl.progetti.totale);
    expect(district.progetti.perDistretto.every((d: { nome: string }) => d.nome.includes('Rivoli'))).toBe(
      true,
    );
    expect(district.campagne.map((c: { id: number }) => c.id)).not.toContain(walk.id);
    expect(district.richieste.totale).toBe(0);

    // The administrator narrows to an authority.
    const admin = expectStatus(await as['admin.prosa'].get(`${API}?asl=${bed.to3.id}`), 200);
    expect(admin.ambito).toEqual({ azienda: 'TO3', distretto: null });
    expect(admin.progetti.totale).toBe(asl.progetti.totale);
  });

  it('is for managers and the administrator only', async () => {
    expect((await as['operatore.sanitario'].get(API)).status).toBe(403);
    expect((await as.cittadino.get(API)).status).toBe(403);
    expect((await as.ente.get(API)).status).toBe(403);
    expect((await bed.anonymous.get(API)).status).toBe(401);
    expect((await as['admin.prosa'].get(`${API}?asl=uno`)).status).toBe(400);
  });
});
