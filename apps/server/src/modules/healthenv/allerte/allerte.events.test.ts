import { describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import { outboxOf } from '../../events/events.test-utils.ts';
import { API, HOUR, stationBody, useHealthenvServer } from '../healthenv.test-utils.ts';

const IMPORT = `${API}/monitoraggi/import`;
const HEADER = 'station_id,sensor_id,pollutant,datetime,value,unit,validity,qc_flag,source';

/**
 * An exceedance detected is an alert episode over a threshold, opened by the evaluation that follows stored values
 * (typed or imported), told once to the subscriptions (docs/adr/0047-event-subscriptions.md, "Which changes emit").
 */
describe('health environment: the events of the exceedances detected', () => {
  const env = useHealthenvServer('operatore.eventi');
  const lastHour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
  const runJobs = () => env.server.app.jobs.runDue(new Date(Date.now() + 1000));
  const detected = () => outboxOf(env.server.database.db, 'it.halo.healthenv.exceedance.detected');
  const no2Hours = (values: number[], hoursAgo: number) =>
    values.map(
      (v, i) =>
        `IT9931A,IT9931A-NO2,NO2,${new Date(lastHour - (hoursAgo - i) * HOUR).toISOString()},${v},µg/m³,,,test`,
    );
  const importa = (lines: string[]) => env.operatore.post(IMPORT, { csv: [HEADER, ...lines].join('\n') });
  let stationId: number;

  it('tells of the episode an import opens, once, with the station, the rule and the values', async () => {
    const created = await env.operatore.post(`${API}/postazione/add`, {
      ...stationBody('IT9931A', [{ inquinante: 'NO2' }]),
      nome: 'Bari - Prova eventi',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    stationId = created.body.id;
    const before = (await detected()).length;

    const imported = await importa(no2Hours([410, 430, 420], 10));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    await runJobs();
    const [alert] = (await env.operatore.get(`${API}/allerte?postazioneId=${stationId}`)).body;
    expect(alert).toMatchObject({ regola: 'NO2-allarme', chiusa: null });
    expect((await detected()).slice(before)).toEqual([
      {
        type: 'it.halo.healthenv.exceedance.detected',
        source: '/healthenv',
        subject: `allerte/${alert.id}`,
        time: expect.any(Date),
        data: {
          allerta: alert.id,
          postazione: stationId,
          regola: 'NO2-allarme',
          livello: 'allarme',
          inquinante: 'NO2',
          soglia: 400,
          valoreMassimo: 430,
          inizio: new Date(lastHour - 10 * HOUR).toISOString(),
          ultimo: new Date(lastHour - 8 * HOUR).toISOString(),
          chiusa: null,
        },
        personal: null,
      },
    ]);

    // The episode goes on: it was told when it was detected, not at every hour over the threshold.
    expect((await importa(no2Hours([450], 7))).status).toBe(200);
    await runJobs();
    expect((await detected()).slice(before)).toHaveLength(1);
  });

  it('tells nothing of an import refused, nor of an archive of past years (alerts are about now)', async () => {
    const before = await detected();
    const refused = await importa([...no2Hours([300], 6), ...no2Hours([410, 420, -1], 5)]);
    expect(paths(refused, 400)).toEqual(['body.csv.5.value']);
    await runJobs();
    const archive = await importa(no2Hours([410, 430, 420], 24 * 30));
    expect(archive.status, JSON.stringify(archive.body)).toBe(200);
    await runJobs();
    expect(await detected()).toEqual(before);
  });
});
