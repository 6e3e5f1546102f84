import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, paths } from '../../../../test/api.ts';
import { signIn } from '../../../../test/oidc-client.ts';
import { DEMO_PASSWORD } from '../../../idp/demo-users.ts';
import { outbox } from '../../mail/mail.tables.ts';
import { API, HOUR, newStation, useHealthenvServer } from '../healthenv.test-utils.ts';
import { episodi } from './allerte.service.ts';

describe('alert episodes', () => {
  const hours = (values: number[], from = 0) => values.map((v, i) => ({ t: (from + i) * HOUR, v }));
  const no2 = { soglia: 400, consecutivi: 3 };

  it('opens an NO2 episode only on the third consecutive hour over 400, and closes it at the first below', () => {
    expect(episodi(hours([410, 420, 300, 410, 405]), no2, HOUR, null)).toEqual({ aperto: null, chiusi: [] });
    expect(episodi(hours([410, 420, 430, 450, 399, 401]), no2, HOUR, null)).toEqual({
      aperto: null,
      chiusi: [{ inizio: 0, ultimo: 3 * HOUR, massimo: 450, chiusa: 4 * HOUR }],
    });
  });

  it('needs the hours to be contiguous: a gap in the data restarts the count', () => {
    const gap = [
      { t: 0, v: 410 },
      { t: HOUR, v: 410 },
      { t: 5 * HOUR, v: 410 },
    ];
    expect(episodi(gap, no2, HOUR, null).aperto).toBeNull();
  });

  it('extends an episode already open instead of opening another', () => {
    const outcome = episodi(hours([500, 520], 10), no2, HOUR, { ultimo: 9 * HOUR, massimo: 480 });
    expect(outcome).toEqual({ aperto: { inizio: Number.NaN, ultimo: 11 * HOUR, massimo: 520 }, chiusi: [] });
  });
});

describe('health environment: alerts over the API', () => {
  const env = useHealthenvServer('operatore.allerte');
  let stationId: number;
  let o3: number;
  const mailTo = 'operatore.allerte@example.org';
  const lastHour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
  const runJobs = (ahead = 1000) => env.server.app.jobs.runDue(new Date(Date.now() + ahead));
  const record = (sensoreId: number, t: number, valore: number) =>
    env.operatore.post(`${API}/monitoraggio/add`, {
      periodo: 'ora',
      sensoreId,
      inizio: new Date(t).toISOString(),
      valore,
      validita: 'provisional',
    });
  const mails = async () =>
    (await env.server.database.db.select().from(outbox).where(eq(outbox.to, mailTo))).filter(
      (m) => m.kind === 'healthenv-allerta',
    );

  beforeAll(async () => {
    const created = await newStation(env.operatore, {
      codice: 'IT9921A',
      nome: 'Taranto - Prova allerte',
      lat: 40.47,
      lon: 17.24,
      codiceIstatComune: '073027',
      tipo: 'industrial',
      zona: 'suburban',
      gestore: 'ARPA Puglia',
      sensori: [{ inquinante: 'O3' }, { inquinante: 'NO2' }],
    });
    stationId = created.id;
    o3 = created.sensore.O3 as number;
  });

  it('lets an operator subscribe to the alerts’ mail', async () => {
    expect((await env.operatore.get(`${API}/allerte/iscrizione`)).body).toEqual({ iscritto: false });
    expect((await env.operatore.put(`${API}/allerte/iscrizione`, { iscritto: true })).body).toEqual({
      iscritto: true,
    });
    expect((await env.operatore.get(`${API}/allerte/iscrizione`)).body).toEqual({ iscritto: true });
    expect(paths(await env.operatore.put(`${API}/allerte/iscrizione`, { iscritto: 'sì' }), 400)).toEqual([
      'body.iscritto',
    ]);
    expect((await env.anonymous.get(`${API}/allerte/iscrizione`)).status).toBe(401);
    expect((await env.medico.put(`${API}/allerte/iscrizione`, { iscritto: true })).status).toBe(403);
  });

  it('raises one O3 information alert per episode, mails it once, and closes it when the ozone goes down', async () => {
    expect((await record(o3, lastHour - 5 * HOUR, 150)).status).toBe(201);
    expect((await record(o3, lastHour - 4 * HOUR, 190)).status).toBe(201);
    await runJobs();
    let alerts = (await env.operatore.get(`${API}/allerte?postazioneId=${stationId}`)).body;
    expect(alerts).toEqual([
      expect.objectContaining({
        postazioneId: stationId,
        postazione: 'Taranto - Prova allerte',
        tipo: 'soglia',
        regola: 'O3-informazione',
        livello: 'informazione',
        inquinante: 'O3',
        soglia: 180,
        unita: 'µg/m³',
        valoreMassimo: 190,
        inizio: new Date(lastHour - 4 * HOUR).toISOString(),
        chiusa: null,
      }),
    ]);
    await runJobs();
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]?.text).toContain('O3 190 µg/m³ (soglia 180 µg/m³)');
    expect(
      (await env.operatore.get(`${API}/allerte?postazioneId=${stationId}`)).body[0].notificata,
    ).not.toBeNull();

    // The episode goes on: no second alert, no second mail.
    await record(o3, lastHour - 3 * HOUR, 205);
    await runJobs();
    await runJobs();
    alerts = (await env.operatore.get(`${API}/allerte?postazioneId=${stationId}`)).body;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      valoreMassimo: 205,
      ultimo: new Date(lastHour - 3 * HOUR).toISOString(),
    });
    expect(await mails()).toHaveLength(1);

    // Below 180: the episode closes. Over again: a new episode, a new mail.
    await record(o3, lastHour - 2 * HOUR, 170);
    await runJobs();
    expect((await env.operatore.get(`${API}/allerte?postazioneId=${stationId}&inCorso=true`)).body).toEqual(
      [],
    );
    await record(o3, lastHour - HOUR, 185);
    await runJobs();
    await runJobs();
    alerts = (await env.operatore.get(`${API}/allerte?postazioneId=${stationId}`)).body;
    expect(
      alerts.map((a: { chiusa: string | null; valoreMassimo: number }) => [
        a.chiusa === null,
        a.valoreMassimo,
      ]),
    ).toEqual([
      [true, 185],
      [false, 205],
    ]);
    expect(await mails()).toHaveLength(2);
  });

  it('looks at imported values too: three hours of NO2 over 400 raise the alert', async () => {
    const hours = [410, 430, 420].map(
      (v, i) =>
        `IT9921A,IT9921A-NO2,NO2,${new Date(lastHour - (10 - i) * HOUR).toISOString()},${v},µg/m³,,,test`,
    );
    const imported = await env.operatore.post(`${API}/monitoraggi/import`, {
      csv: ['station_id,sensor_id,pollutant,datetime,value,unit,validity,qc_flag,source', ...hours].join(
        '\n',
      ),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    await runJobs();
    const alerts = (await env.operatore.get(`${API}/allerte?postazioneId=${stationId}&inCorso=true`)).body;
    expect(alerts).toContainEqual(
      expect.objectContaining({ regola: 'NO2-allarme', livello: 'allarme', valoreMassimo: 430, soglia: 400 }),
    );
  });

  it('reports a station gone silent once, and closes it when values come back', async () => {
    const created = await newStation(env.operatore, {
      codice: 'IT9922A',
      nome: 'Lecce - Prova silenzio',
      lat: 40.35,
      lon: 18.17,
      codiceIstatComune: '075035',
      tipo: 'background',
      zona: 'urban',
      gestore: 'ARPA Puglia',
      sensori: [{ inquinante: 'PM10' }],
    });
    const pm10 = created.sensore.PM10 as number;
    // The last value ended 60 hours ago: more than the 48 hours of silence the defaults allow.
    await record(pm10, lastHour - 60 * HOUR, 20);
    await runJobs();
    // The hourly round of silent stations.
    await runJobs(2 * HOUR);
    const silent = (await env.operatore.get(`${API}/allerte?postazioneId=${created.id}&inCorso=true`)).body;
    expect(silent).toEqual([
      expect.objectContaining({ tipo: 'silenzio', livello: 'informazione', inquinante: null, soglia: null }),
    ]);
    expect(silent[0].inizio).toBe(new Date(lastHour - 59 * HOUR).toISOString());
    await runJobs(3 * HOUR);
    expect((await env.operatore.get(`${API}/allerte?postazioneId=${created.id}`)).body).toHaveLength(1);

    await record(pm10, lastHour, 22);
    await runJobs();
    expect((await env.operatore.get(`${API}/allerte?postazioneId=${created.id}&inCorso=true`)).body).toEqual(
      [],
    );
  });

  it('has the demo technician subscribed from the first start', async () => {
    const technician = apiClient(
      env.server.app,
      (await signIn(env.server.baseUrl, 'tecnico.ambiente', DEMO_PASSWORD)).tokens.access_token,
    );
    expect((await technician.get(`${API}/allerte/iscrizione`)).body).toEqual({ iscritto: true });
  });

  it('is for the application’s roles', async () => {
    expect((await env.anonymous.get(`${API}/allerte`)).status).toBe(401);
    expect((await env.medico.get(`${API}/allerte`)).status).toBe(403);
    expect(paths(await env.operatore.get(`${API}/allerte?postazioneId=abc`), 400)).toEqual([
      'querystring.postazioneId',
    ]);
  });
});
