import {
  ALGORITHM_VERSION,
  type Cha2ds2vascInput,
  cha2ds2vasc,
  type FraminghamInput,
  framingham,
  type HasbledInput,
  hasbled,
  nihss,
} from '@halo/contract/stroke/scores';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { withDemoClients } from '../../../../test/suite.ts';
import { noRiskFactors as noRisk } from '../stroke.demo.ts';
import { invitedDoctorAndPatient, putRiskFactors } from '../stroke.test-utils.ts';

const API = '/api/stroke/paziente';

interface Entry {
  punteggio: string;
  valore: number;
  input: Record<string, unknown>;
  algoritmo: string;
  fonte: { tipo: string; id: number; version: number };
}

describe('stroke care: clinical and risk factors, and the score histories', () => {
  let doctor: ApiClient;
  let patient: ApiClient;
  let pazienteId: number;
  let demoPatient: number;

  const t = withDemoClients(['superadmin', 'medico', 'paziente', 'caregiver'], async ({ server, as }) => {
    ({ doctor, patient, pazienteId } = await invitedDoctorAndPatient(
      server,
      as.superadmin,
      { doctor: 'fattori', patient: 'rischio' },
      { dataNascita: '1955-06-01', sesso: 'F' },
    ));
    demoPatient = (await as.paziente.get('/api/stroke/profilo')).body.paziente.id;
  });
  const { as } = t;

  it('tells the demo story: CHA2DS2-VASc rising with hypertension and then a stroke', async () => {
    const medico = as.medico as ApiClient;
    const history = await medico.get(`/v1/ms/prediction/user?id=${demoPatient}`);
    expect(history.status).toBe(200);
    const vasc = (history.body as Entry[]).filter((e) => e.punteggio === 'cha2ds2vasc').map((e) => e.valore);
    expect(vasc).toEqual([2, 3, 5]);
    const stroke = await medico.get(`/v1/ms/stroke/user?id=${demoPatient}`);
    expect((stroke.body as Entry[]).map((e) => `${e.punteggio}:${e.valore}`)).toEqual([
      'nihssIngresso:10',
      'nihssDimissione:4',
      'mrs:2',
    ]);
    // The caregiver with consent reads them too.
    expect((await as.caregiver?.get(`/v1/ms/stroke/user?id=${demoPatient}`))?.status).toBe(200);
    const card = await as.caregiver?.get(`${API}/${demoPatient}/fattori`);
    expect(card?.body).toMatchObject({
      punteggi: { cha2ds2vasc: { punteggio: 5 }, nihss: { totale: 4, gravita: 'lieve' } },
      mrs: 2,
      nonCalcolati: [],
    });
  });

  it('saves risk factors (id → update) and records each score that changed, with its inputs', async () => {
    const created = await doctor.post(`${API}/fattoririschio`, { pazienteId, ...noRisk });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      pazienteId,
      version: 1,
      ipertensione: false,
      pressioneSistolica: null,
    });
    let history = (await doctor.get(`/v1/ms/prediction/user?id=${pazienteId}`)).body as Entry[];
    // A woman of 71: 1 (sex) + 1 (65–74); no systolic pressure yet, so no Framingham.
    expect(history.map((e) => `${e.punteggio}:${e.valore}`)).toEqual([
      'cha2ds2vasc:2',
      'cha2ds2va:1',
      'hasbled:1',
    ]);
    const card = (await doctor.get(`${API}/${pazienteId}/fattori`)).body;
    expect(card.nonCalcolati).toEqual([
      { punteggio: 'framingham', motivo: 'Manca la pressione sistolica nei fattori di rischio.' },
    ]);

    // Saved again unchanged: a new revision, no new score.
    const same = await putRiskFactors(doctor, pazienteId, { id: created.body.id, version: 1 });
    expect(same.status).toBe(200);
    expect((await doctor.get(`/v1/ms/prediction/user?id=${pazienteId}`)).body).toHaveLength(3);

    const changed = await doctor.post(`${API}/fattoririschio`, {
      pazienteId,
      ...noRisk,
      id: created.body.id,
      version: 2,
      ipertensione: true,
      diabete: true,
      pressioneSistolica: 150,
      terapiaAntipertensiva: true,
    });
    expect(changed.status).toBe(200);
    history = (await doctor.get(`/v1/ms/prediction/user?id=${pazienteId}`)).body as Entry[];
    const last = history.filter((e) => e.punteggio === 'cha2ds2vasc').at(-1) as Entry;
    expect(last).toMatchObject({
      valore: 4,
      algoritmo: ALGORITHM_VERSION,
      fonte: { tipo: 'fattoriRischio', id: created.body.id, version: 3 },
    });
    // Every entry is explained by its inputs: computing again gives the same value.
    for (const entry of history) {
      const recompute: Record<string, () => number> = {
        cha2ds2vasc: () => cha2ds2vasc(entry.input as Cha2ds2vascInput).punteggio,
        cha2ds2va: () => cha2ds2vasc({ ...(entry.input as Cha2ds2vascInput), sesso: 'M' }).punteggio,
        hasbled: () => hasbled(entry.input as HasbledInput).punteggio,
        framingham: () => framingham(entry.input as FraminghamInput).punti,
      };
      const again = recompute[entry.punteggio]?.();
      expect(again, entry.punteggio).toBe(entry.valore);
    }
    expect(history.map((e) => e.punteggio)).toContain('framingham');

    // Stale version, a second record, someone else's patient, a patient writing: refused, nothing recorded.
    expect(paths(await putRiskFactors(doctor, pazienteId, { id: created.body.id, version: 2 }), 409)).toEqual(
      ['body.version'],
    );
    expect((await doctor.post(`${API}/fattoririschio`, { pazienteId, ...noRisk })).status).toBe(409);
    expect((await as.medico?.post(`${API}/fattoririschio`, { pazienteId, ...noRisk }))?.status).toBe(404);
    expect((await patient.post(`${API}/fattoririschio`, { pazienteId, ...noRisk })).status).toBe(403);
    expect(
      paths(await doctor.post(`${API}/fattoririschio`, { pazienteId, pressioneSistolica: 20, id: 5 }), 400),
    ).toEqual(['body.pressioneSistolica', 'body.version']);
    expect((await doctor.get(`/v1/ms/prediction/user?id=${pazienteId}`)).body).toHaveLength(history.length);
  });

  it('saves the clinical factors of a stroke event and its NIHSS and mRS history', async () => {
    const event = {
      pazienteId,
      tipoIctus: 'ischemico',
      dataEvento: '2026-10-02',
      nihssIngresso: { '1a': 1, '4': 2, '5a': 3, '6a': 2, '9': 2, '10': 1 },
      pressioneSistolica: 182,
      pressioneDiastolica: 101,
      fibrillazioneAtriale: true,
      trombolisi: true,
    };
    const created = await doctor.post(`${API}/fattoriclinici`, event);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.nihssIngresso).toMatchObject({ '1a': 1, '1b': 0, '11': 0 });
    const updated = await doctor.put(`${API}/fattoriclinici`, {
      ...event,
      id: created.body.id,
      version: 1,
      nihssDimissione: { '4': 1, '5a': 1 },
      mrs: 3,
    });
    expect(updated.body).toMatchObject({ version: 2, mrs: 3 });
    const history = (await patient.get(`/v1/ms/stroke/user?id=${pazienteId}`)).body as Entry[];
    expect(history.map((e) => `${e.punteggio}:${e.valore}`)).toEqual([
      'nihssIngresso:11',
      'nihssDimissione:2',
      'mrs:3',
    ]);
    expect(history[0]?.valore).toBe(nihss(event.nihssIngresso).totale);
    // The event is a prior stroke: CHA2DS2-VASc gains 2, and the AF seen at the event counts for Framingham.
    const card = (await patient.get(`${API}/${pazienteId}/fattori`)).body;
    expect(card.punteggi.cha2ds2vasc.punteggio).toBe(6);
    expect(card.punteggi.nihss).toEqual({ totale: 2, gravita: 'lieve' });
    expect(card.clinici).toHaveLength(1);

    expect(
      paths(await doctor.post(`${API}/fattoriclinici`, { ...event, dataEvento: '2999-01-01' }), 400),
    ).toEqual(['body.dataEvento']);
    expect(
      paths(await doctor.post(`${API}/fattoriclinici`, { ...event, pressioneDiastolica: 190 }), 400),
    ).toEqual(['body.pressioneDiastolica']);
    expect(
      paths(
        await doctor.post(`${API}/fattoriclinici`, { ...event, nihssIngresso: { '1a': 4 }, mrs: 7 }),
        400,
      ),
    ).toEqual(['body.nihssIngresso.1a', 'body.mrs']);
    expect((await doctor.put(`${API}/fattoriclinici`, { ...event, id: 999_999, version: 1 })).status).toBe(
      404,
    );
  });

  it('keeps the histories append-only in the database itself', async () => {
    await expect(t.server.database.db.execute(sql`UPDATE stroke.punteggi SET valore = 0`)).rejects.toThrow();
    await expect(t.server.database.db.execute(sql`DELETE FROM stroke.revisioni`)).rejects.toThrow();
    const history = (await doctor.get(`/v1/ms/prediction/user?id=${pazienteId}`)).body as Entry[];
    expect(history.every((e) => e.valore > 0 || e.punteggio === 'cha2ds2va')).toBe(true);
  });
});
