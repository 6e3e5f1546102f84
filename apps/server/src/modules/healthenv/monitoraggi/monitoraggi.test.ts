import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import { API, stationBody as station, stationIdOf, useHealthenvServer } from '../healthenv.test-utils.ts';

describe('health environment: measurement records written one at a time', () => {
  const env = useHealthenvServer('operatore.monitoraggi');
  const idOf = (codice: string) => stationIdOf(env.admin, codice);

  describe('POST /api/healthenv/monitoraggio/add', () => {
    let pm10: number;
    let co: number;
    const add = (body: Record<string, unknown>, client = env.operatore) =>
      client.post(`${API}/monitoraggio/add`, body);

    beforeAll(async () => {
      const created = await env.admin.post(
        `${API}/postazione/add`,
        station('IT9010A', [{ inquinante: 'PM10', attivoDal: '2023-01-01' }, { inquinante: 'CO' }]),
      );
      pm10 = created.body.sensori.find((s: { inquinante: string }) => s.inquinante === 'PM10').id;
      co = created.body.sensori.find((s: { inquinante: string }) => s.inquinante === 'CO').id;
    });

    it('records a daily mean on the calendar day in UTC+01:00 and an hourly one', async () => {
      const daily = await add({
        sensoreId: pm10,
        periodo: 'giorno',
        data: '2024-03-31',
        valore: 61.5,
        unita: 'µg/m³',
      });
      expect(daily.status, JSON.stringify(daily.body)).toBe(201);
      expect(daily.body).toMatchObject({
        sensoreId: pm10,
        inquinante: 'PM10',
        periodo: 'giorno',
        data: '2024-03-31',
        inizio: '2024-03-30T23:00:00.000Z',
        fine: '2024-03-31T23:00:00.000Z',
        valore: 61.5,
        unita: 'µg/m³',
        validita: 'provisional',
        fonte: 'inserimento manuale',
        segnalazione: null,
      });
      const hourly = await add({
        sensoreId: co,
        periodo: 'ora',
        inizio: '2024-03-31T03:00:00+02:00',
        valore: 0.8,
        validita: 'valid',
        fonte: 'analizzatore',
      });
      expect(hourly.status, JSON.stringify(hourly.body)).toBe(201);
      expect(hourly.body).toMatchObject({
        periodo: 'ora',
        inizio: '2024-03-31T01:00:00.000Z',
        fine: '2024-03-31T02:00:00.000Z',
        data: null,
        unita: 'mg/m³',
      });
    });

    it('answers 409 for a second value of the same sensor and start, replaces it with sostituisci', async () => {
      const again = { sensoreId: pm10, periodo: 'giorno', data: '2024-03-31', valore: 58 };
      expect(paths(await add(again), 409)).toEqual(['body.data']);
      const replaced = await add({ ...again, sostituisci: true, validita: 'valid' });
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ valore: 58, validita: 'valid', data: '2024-03-31' });
      const id = await idOf('IT9010A');
      const detail = (await env.operatore.get(`${API}/postazioni/${id}`)).body;
      expect(detail.sensori.find((s: { id: number }) => s.id === pm10)).toMatchObject({
        monitoraggi: 1,
        ultimo: { valore: 58 },
      });
    });

    it('refuses negative values and missing-value codes with the path of the value', async () => {
      const day = { sensoreId: pm10, periodo: 'giorno', data: '2024-04-01' };
      for (const valore of [-999, -9999, -0.5]) {
        const refused = await add({ ...day, valore });
        expect(paths(refused, 400), String(valore)).toEqual(['body.valore']);
      }
      expect((await add({ ...day, valore: -999 })).body.details[0].message).toContain('valore mancante');
      expect((await add({ ...day, valore: -0.5 })).body.details[0].message).toContain('negativa');
    });

    it('refuses what the sensor makes impossible: the value, the unit, the period, the future', async () => {
      expect(
        paths(await add({ sensoreId: pm10, periodo: 'giorno', data: '2024-04-02', valore: 2500 }), 400),
      ).toEqual(['body.valore']);
      expect(
        paths(
          await add({ sensoreId: co, periodo: 'giorno', data: '2024-04-02', valore: 1, unita: 'µg/m³' }),
          400,
        ),
      ).toEqual(['body.unita']);
      expect(
        paths(await add({ sensoreId: pm10, periodo: 'giorno', data: '2022-06-01', valore: 20 }), 400),
      ).toEqual(['body.data']);
      expect(
        paths(await add({ sensoreId: pm10, periodo: 'giorno', data: '2099-01-01', valore: 20 }), 400),
      ).toEqual(['body.data']);
      expect(
        paths(
          await add({ sensoreId: co, periodo: 'ora', inizio: '2024-03-31T03:30:00+02:00', valore: 1 }),
          400,
        ),
      ).toEqual(['body.inizio']);
      expect(
        paths(await add({ sensoreId: 99_999, periodo: 'giorno', data: '2024-04-02', valore: 1 }), 400),
      ).toEqual(['body.sensoreId']);
      expect((await add({ sensoreId: pm10, data: '2024-04-02', valore: 1 })).status).toBe(400);
    });

    it('is for the application’s operators only', async () => {
      const body = { sensoreId: pm10, periodo: 'giorno', data: '2024-04-03', valore: 1 };
      expect((await add(body, env.anonymous)).status).toBe(401);
      expect((await add(body, env.medico)).status).toBe(403);
    });
  });
});
