import { ALGORITHM_VERSION } from '@halo/contract/stroke/scores';
import { describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { withDemoClients } from '../../../../test/suite.ts';
import { outboxOf } from '../../events/events.test-utils.ts';
import { noRiskFactors as noRisk } from '../stroke.demo.ts';
import { invitedDoctorAndPatient, putRiskFactors } from '../stroke.test-utils.ts';

const API = '/api/stroke/paziente';

/** Each entry of a patient's score history, told to the subscriptions (docs/adr/0047-event-subscriptions.md). */
describe('stroke care: the events of the scores recorded', () => {
  let doctor: ApiClient;
  let pazienteId: number;

  const t = withDemoClients(['superadmin'], async ({ server, as }) => {
    ({ doctor, pazienteId } = await invitedDoctorAndPatient(
      server,
      as.superadmin,
      { doctor: 'eventi.punteggi', patient: 'eventi.rischio' },
      { dataNascita: '1955-06-01', sesso: 'F' },
    ));
  });

  const recorded = async () =>
    (await outboxOf(t.server.database.db, 'it.halo.stroke.score.recorded')).filter(
      (e) => e.subject === `pazienti/${pazienteId}`,
    );

  it('tells of each score a save records: ids and kinds in the data, the value only as personal data', async () => {
    const created = await doctor.post(`${API}/fattoririschio`, { pazienteId, ...noRisk });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const history = (await doctor.get(`/v1/ms/prediction/user?id=${pazienteId}`)).body as {
      id: number;
      punteggio: string;
      valore: number;
    }[];
    expect(history.map((e) => `${e.punteggio}:${e.valore}`)).toEqual([
      'cha2ds2vasc:2',
      'cha2ds2va:1',
      'hasbled:1',
    ]);
    const events = await recorded();
    expect(events).toEqual(
      history.map((entry) => ({
        type: 'it.halo.stroke.score.recorded',
        source: '/stroke',
        subject: `pazienti/${pazienteId}`,
        time: expect.any(Date),
        data: {
          voce: entry.id,
          paziente: pazienteId,
          punteggio: entry.punteggio,
          evento: null,
          algoritmo: ALGORITHM_VERSION,
          fonte: { tipo: 'fattoriRischio', id: created.body.id, version: 1 },
        },
        personal: { valore: entry.valore },
      })),
    );

    // Saved again unchanged: no new score, no new event.
    const same = await putRiskFactors(doctor, pazienteId, { id: created.body.id, version: 1 });
    expect(same.status).toBe(200);
    expect(await recorded()).toHaveLength(3);
  });

  it('tells nothing of a save refused: a stale version, a second record', async () => {
    const before = await recorded();
    const current = (await doctor.get(`${API}/${pazienteId}/fattori`)).body.rischio;
    const stale = await putRiskFactors(
      doctor,
      pazienteId,
      { id: current.id, version: current.version - 1 },
      { diabete: true },
    );
    expect(paths(stale, 409)).toEqual(['body.version']);
    const second = await doctor.post(`${API}/fattoririschio`, { pazienteId, ...noRisk, diabete: true });
    expect(second.status).toBe(409);
    expect(await recorded()).toEqual(before);

    // The same change at the right version records the scores it changes, and tells of them.
    const saved = await putRiskFactors(doctor, pazienteId, current, { diabete: true });
    expect(saved.status).toBe(200);
    const added = (await recorded()).slice(before.length);
    expect(added.map((e) => e.data.punteggio)).toEqual(['cha2ds2vasc', 'cha2ds2va']);
    expect(added.map((e) => e.personal)).toEqual([{ valore: 3 }, { valore: 2 }]);
  });
});
