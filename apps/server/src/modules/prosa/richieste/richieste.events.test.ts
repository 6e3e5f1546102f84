import { describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { outboxOf } from '../../events/events.test-utils.ts';
import { expectStatus, move, prosaSuite } from '../prosa.test-utils.ts';

const API = '/api/prosa/richieste';

/** Every state a request takes, told to the subscriptions in order (docs/adr/0047-event-subscriptions.md). */
describe.each(testDatabases())('Pro.Sa. request events on $name', (kind) => {
  const bed = prosaSuite(kind, ['ente', 'operatore.sanitario'] as const);
  const { as } = bed;

  const body = (oggetto: string) => ({
    oggetto,
    descrizione: 'La scuola chiede due incontri sul movimento.',
    tematica: bed.theme.ALIMENTAZIONE,
    destinatari: ['BAMBINI'],
    setting: 'SCUOLA',
    dal: null,
    al: null,
  });
  const eventsOf = async (id: number) =>
    (await outboxOf(bed.server.database.db, 'it.halo.prosa.request.state-changed')).filter(
      (e) => e.subject === `richieste/${id}`,
    );

  it('tells of a request sent and of each state it then takes, the note only as personal data', async () => {
    const sent = expectStatus(await as.ente.post(`${API}/add`, body('Incontri sul movimento')), 201);
    const operator = as['operatore.sanitario'];
    const taken = expectStatus(await move(operator, `${API}/update`, sent, 'presa_in_carico'), 200);
    const nota = 'La referente chiamerà la scuola.';
    expectStatus(
      await operator.put(`${API}/update`, { id: sent.id, version: taken.version, stato: 'accettata', nota }),
      200,
    );
    const where = { azienda: sent.aslId, distretto: sent.distretto?.id ?? null, richiedente: 'ente' };
    expect(await eventsOf(sent.id)).toEqual([
      {
        type: 'it.halo.prosa.request.state-changed',
        source: '/prosa',
        subject: `richieste/${sent.id}`,
        time: expect.any(Date),
        data: { richiesta: sent.id, da: null, stato: 'inviata', ...where },
        personal: null,
      },
      expect.objectContaining({
        data: { richiesta: sent.id, da: 'inviata', stato: 'presa_in_carico', ...where },
        personal: null,
      }),
      expect.objectContaining({
        data: { richiesta: sent.id, da: 'presa_in_carico', stato: 'accettata', ...where },
        personal: { nota },
      }),
    ]);
  });

  it('tells nothing of a change refused: a move the states do not allow, a stale version, a refusal without reason', async () => {
    const sent = expectStatus(await as.ente.post(`${API}/add`, body('Da non cambiare')), 201);
    const operator = as['operatore.sanitario'];
    const taken = expectStatus(await move(operator, `${API}/update`, sent, 'presa_in_carico'), 200);
    const told = await eventsOf(sent.id);
    expect(told.map((e) => e.data.stato)).toEqual(['inviata', 'presa_in_carico']);

    expect((await move(operator, `${API}/update`, taken, 'completata')).status).toBe(409);
    expect((await move(operator, `${API}/update`, sent, 'accettata')).status).toBe(409);
    expect(paths(await move(operator, `${API}/update`, taken, 'rifiutata'), 400)).toEqual(['body.nota']);
    expect((await move(as.ente, `${API}/update`, taken, 'ritirata')).status).toBe(409);
    expect(await eventsOf(sent.id)).toEqual(told);
  });
});
