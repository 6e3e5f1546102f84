import { eq } from 'drizzle-orm';
import type { Bundle, FhirResource, Observation, RiskAssessment } from 'fhir/r4.js';
import { describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { withDemoClients } from '../../../../test/suite.ts';
import { outbox } from '../../mail/mail.tables.ts';
import { invitedDoctorAndPatient, invitedPatient } from '../stroke.test-utils.ts';

const API = '/api/stroke';
const INGEST = `${API}/dispositivi/misurazioni`;

describe('stroke care: wearables, thresholds, alerts and the FHIR export', () => {
  let doctor: ApiClient;
  let patient: ApiClient;
  let pazienteId: number;
  let doctorEmail: string;
  let token: string;
  let dispositivoId: number;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

  const send = (misurazioni: unknown[], deviceToken = token) =>
    t.server.app
      .inject({
        method: 'POST',
        url: INGEST,
        headers: { 'x-device-token': deviceToken },
        payload: { misurazioni },
      })
      .then((r) => ({ status: r.statusCode, body: r.json(), headers: r.headers }));
  const alertMails = async () => {
    await t.server.app.jobs.runDue(new Date(Date.now() + 1000));
    return (await t.server.database.db.select().from(outbox).where(eq(outbox.to, doctorEmail))).filter(
      (mail) => mail.kind === 'stroke-allerta',
    );
  };

  const t = withDemoClients(['superadmin', 'medico', 'caregiver'], async ({ server, as }) => {
    ({ doctor, patient, pazienteId } = await invitedDoctorAndPatient(
      server,
      as.superadmin,
      { doctor: 'dispositivi', patient: 'indossa' },
      { dataNascita: '1947-02-11', sesso: 'M' },
    ));
    doctorEmail = 'dispositivi@example.org';
  });
  const { as } = t;

  it('gives the demo patient two weeks of readings and an open blood-pressure alert', async () => {
    const medico = as.medico as ApiClient;
    const open = (await medico.get(`${API}/allerte?aperte=true`)).body;
    expect(open).toMatchObject([
      { tipo: 'sistolicaAlta', soglia: 180, valore: 189, paziente: { nome: 'Franco' } },
    ]);
    const franco = open[0].paziente.id;
    const devices = (await medico.get(`${API}/paziente/${franco}/dispositivi`)).body;
    expect(devices.map((d: { misurazioni: number }) => d.misurazioni > 20)).toEqual([true, true]);
    const rhythm = (await medico.get(`${API}/paziente/${franco}/misurazioni?codice=ritmo`)).body;
    expect(rhythm.map((m: { classificazione: string }) => m.classificazione)).toContain('atrialFibrillation');
  });

  it('registers a device with a token shown once; the patient pairs their own, the caregiver cannot', async () => {
    const created = await doctor.post(`${API}/paziente/${pazienteId}/dispositivi`, {
      tipo: 'smartwatch',
      modello: 'Orologio X2',
      seriale: 'SN-0001',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.dispositivo).toMatchObject({ tokenAttivo: true, misurazioni: 0 });
    token = created.body.token;
    dispositivoId = created.body.dispositivo.id;
    expect(token).toMatch(/^[\w-]{43}$/);
    const own = await patient.post(`${API}/paziente/${pazienteId}/dispositivi`, {
      tipo: 'sfigmomanometro',
      modello: 'Bracciale B1',
      seriale: 'SN-0002',
    });
    expect(own.status).toBe(201);
    expect(
      paths(
        await patient.post(`${API}/paziente/${pazienteId}/dispositivi`, {
          tipo: 'smartwatch',
          modello: 'Orologio X2',
          seriale: 'SN-0001',
        }),
        409,
      ),
    ).toEqual(['body.seriale']);
    expect(
      (
        await as.caregiver?.post(`${API}/paziente/${pazienteId}/dispositivi`, {
          tipo: 'altro',
          modello: 'a',
          seriale: 'b',
        })
      )?.status,
    ).toBe(403);
    expect((await as.medico?.get(`${API}/paziente/${pazienteId}/dispositivi`))?.status).toBe(404);
    const listed = await doctor.get(`${API}/paziente/${pazienteId}/dispositivi`);
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('ingests a batch of every kind once; duplicates are ignored; a bad value refuses the whole batch', async () => {
    const batch = [
      { codice: '8867-4', valore: 72, inizio: minutesAgo(60) },
      { codice: '85354-9', sistolica: 138, diastolica: 86, inizio: minutesAgo(59) },
      { codice: '59408-5', valore: 97, inizio: minutesAgo(58) },
      { codice: '8310-5', valore: 36.6, inizio: minutesAgo(57) },
      { codice: '41950-7', valore: 6400, inizio: minutesAgo(24 * 60 + 60), fine: minutesAgo(60) },
      { codice: 'ritmo', classificazione: 'sinusRhythm', inizio: minutesAgo(56) },
    ];
    expect((await send(batch)).body).toEqual({ ricevute: 6, registrate: 6, duplicate: 0 });
    expect((await send(batch)).body).toEqual({ ricevute: 6, registrate: 0, duplicate: 6 });

    const bad = await send([
      { codice: '8867-4', valore: 75, inizio: minutesAgo(50) },
      { codice: '59408-5', valore: 120, inizio: minutesAgo(49) },
      { codice: '85354-9', sistolica: 80, diastolica: 120, inizio: minutesAgo(48) },
      { codice: '41950-7', valore: 100, inizio: minutesAgo(47) },
      { codice: 'glicemia', valore: 100, inizio: minutesAgo(46) },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual([
      'body.misurazioni.1.valore',
      'body.misurazioni.2.diastolica',
      'body.misurazioni.3.fine',
      'body.misurazioni.4.codice',
    ]);
    const future = await send([
      { codice: '8867-4', valore: 70, inizio: new Date(Date.now() + 3_600_000).toISOString() },
    ]);
    expect(paths(future, 400)).toEqual(['body.misurazioni.0.inizio']);
    // Nothing of the refused batches was stored.
    const series = await doctor.get(`${API}/paziente/${pazienteId}/misurazioni?codice=8867-4`);
    expect(series.body.map((m: { valore: number }) => m.valore)).toEqual([72]);
    const bp = await patient.get(`${API}/paziente/${pazienteId}/misurazioni?codice=85354-9`);
    expect(bp.body[0]).toMatchObject({ sistolica: 138, diastolica: 86, unita: 'mm[Hg]' });

    expect((await send(batch, 'x'.repeat(43))).status).toBe(401);
    expect(
      (await t.server.app.inject({ method: 'POST', url: INGEST, payload: { misurazioni: batch } }))
        .statusCode,
    ).toBe(400);
  });

  it('raises an alert once per episode, lists it first for the doctor and mails once', async () => {
    const soglie = (await doctor.get(`${API}/paziente/${pazienteId}/soglie`)).body;
    expect(soglie).toMatchObject({ sistolicaMax: 180, spo2Min: 92, ritmoIrregolare: true, version: 0 });
    const saved = await doctor.put(`${API}/paziente/soglie`, { ...soglie, sistolicaMax: 170 });
    expect(saved.body).toMatchObject({ sistolicaMax: 170, version: 1 });
    expect(paths(await doctor.put(`${API}/paziente/soglie`, { ...soglie, sistolicaMax: 170 }), 409)).toEqual([
      'body.version',
    ]);
    expect((await patient.put(`${API}/paziente/soglie`, { ...soglie, version: 1 })).status).toBe(403);

    const high = (min: number, sistolica: number) => ({
      codice: '85354-9',
      sistolica,
      diastolica: 95,
      inizio: minutesAgo(min),
    });
    await send([
      high(40, 175),
      high(39, 186),
      { codice: 'ritmo', classificazione: 'atrialFibrillation', inizio: minutesAgo(38) },
    ]);
    await send([high(30, 181)]);
    let alerts = (await doctor.get(`${API}/allerte?aperte=true`)).body;
    expect(alerts.map((a: { tipo: string }) => a.tipo).sort()).toEqual(['ritmoIrregolare', 'sistolicaAlta']);
    const bpAlert = alerts.find((a: { tipo: string }) => a.tipo === 'sistolicaAlta');
    expect(bpAlert).toMatchObject({ soglia: 170, valore: 186, chiusa: null, paziente: { id: pazienteId } });
    expect(await alertMails()).toHaveLength(2);
    // The patient with alerts comes first in the doctor's list.
    await invitedPatient(t.server, doctor, 'aaa-tranquillo');
    const list = (await doctor.get(`${API}/medico/pazienti`)).body.items;
    expect(
      list.map((p: { id: number; allerteAperte: number }) => [p.id === pazienteId, p.allerteAperte]),
    ).toEqual([
      [true, 2],
      [false, 0],
    ]);

    // Back within the threshold: the episode closes; a new crossing is a new episode and a new mail.
    await send([high(20, 150)]);
    await send([high(10, 190)]);
    alerts = (await doctor.get(`${API}/paziente/${pazienteId}/allerte`)).body;
    const bpEpisodes = alerts.filter((a: { tipo: string }) => a.tipo === 'sistolicaAlta');
    expect(bpEpisodes.map((a: { chiusa: string | null }) => a.chiusa === null)).toEqual([true, false]);
    expect(await alertMails()).toHaveLength(3);
    expect((await alertMails())[0]?.text).not.toMatch(/186|190/);
    expect((await alertMails())[0]?.subject).toBe("Halo, Cura dell'ictus: allerta da un dispositivo");

    const seen = await doctor.put(`${API}/allerte/${bpAlert.id}/vista`);
    expect(seen.body.vista).not.toBeNull();
    expect((await as.medico?.put(`${API}/allerte/${bpAlert.id}/vista`))?.status).toBe(404);
    expect(
      (await as.medico?.get(`${API}/allerte`))?.body.some(
        (a: { paziente: { id: number } }) => a.paziente.id === pazienteId,
      ),
    ).toBe(false);
  });

  it('revokes a token: the gateway is refused, the measurements stay', async () => {
    const revoked = await patient.del(`${API}/paziente/${pazienteId}/dispositivi/${dispositivoId}/token`);
    expect(revoked.body).toMatchObject({ tokenAttivo: false });
    expect((await send([{ codice: '8867-4', valore: 80, inizio: minutesAgo(5) }])).status).toBe(401);
    const fresh = await doctor.post(`${API}/paziente/${pazienteId}/dispositivi/${dispositivoId}/token`);
    expect(
      (await send([{ codice: '8867-4', valore: 80, inizio: minutesAgo(5) }], fresh.body.token)).body
        .registrate,
    ).toBe(1);
    expect((await doctor.get(`${API}/paziente/${pazienteId}/misurazioni?codice=8867-4`)).body).toHaveLength(
      2,
    );
  });

  it('exports the patient as a FHIR R4 bundle with vital-sign observations and risk assessments', async () => {
    await doctor.post(`${API}/paziente/fattoririschio`, {
      pazienteId,
      ipertensione: true,
      pressioneSistolica: 150,
    });
    const exported = await doctor.get(`${API}/paziente/${pazienteId}/fhir`);
    expect(exported.status).toBe(200);
    const bundle = exported.body as Bundle<FhirResource>;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const resources = (bundle.entry ?? []).map((e) => e.resource as FhirResource);
    const kinds = new Set(resources.map((r) => r.resourceType));
    expect([...kinds].sort()).toEqual(['Device', 'Observation', 'Patient', 'RiskAssessment']);
    const bp = resources.find(
      (r): r is Observation => r.resourceType === 'Observation' && r.code.coding?.[0]?.code === '85354-9',
    );
    expect(bp?.category?.[0]?.coding?.[0]).toEqual({
      system: 'http://terminology.hl7.org/CodeSystem/observation-category',
      code: 'vital-signs',
    });
    expect(bp?.component?.map((c) => [c.code.coding?.[0]?.code, c.valueQuantity?.code])).toEqual([
      ['8480-6', 'mm[Hg]'],
      ['8462-4', 'mm[Hg]'],
    ]);
    const steps = resources.find(
      (r): r is Observation => r.resourceType === 'Observation' && r.code.coding?.[0]?.code === '41950-7',
    );
    expect(steps?.effectivePeriod?.end).toBeDefined();
    const risk = resources.find(
      (r): r is RiskAssessment =>
        r.resourceType === 'RiskAssessment' && r.method?.text?.startsWith('CHA2DS2-VASc') === true,
    );
    expect(risk?.prediction?.[0]?.probabilityDecimal).toBeGreaterThan(0);
    expect(risk?.basis?.[0]?.display).toMatch(/^Fattori di rischio/);
    // Every reference points at a resource of the bundle.
    const urls = new Set((bundle.entry ?? []).map((e) => e.fullUrl?.replace(/^.*\/fhir\/r4\//, '')));
    const references = JSON.stringify(bundle).match(/"reference":"([^"]+)"/g) ?? [];
    for (const reference of references) expect(urls).toContain(reference.slice(13, -1));
    // The export is recorded as a read, with the other parts the doctor read in its minute (docs/adr/0029).
    const log = (await patient.get(`${API}/paziente/${pazienteId}/accessi`)).body.items;
    expect(log.filter((a: { cosa: string }) => a.cosa.split(', ').includes('export'))).toHaveLength(1);
  });
});
