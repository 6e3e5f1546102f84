import { healthenvMessages } from '@halo/contract/healthenv';
import { healthenvPostazioneMessages } from '@halo/contract/healthenv/postazione';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import {
  API,
  HOUR,
  newStation,
  seedRecordsOf as ofFile,
  type ExceedanceRow as Row,
  useHealthenvServer,
  useStation,
} from '../healthenv.test-utils.ts';

describe('health environment: a station’s exceedances, series and index', () => {
  const env = useHealthenvServer('operatore.analisi');
  const senato = useStation(env, 'IT1016A');
  /** Hourly values straight into the table: a year of them through the API would take the test's time. */
  const insertHours = async (
    sensoreId: number,
    start: number,
    values: readonly number[],
    validita = 'valid',
  ) => {
    const rows = values.map((v, i) => ({ s: sensoreId, t: new Date(start + i * HOUR).toISOString(), v }));
    await env.server.database.db.execute(sql`
      INSERT INTO healthenv.monitoraggi (sensore_id, periodo, inizio, fine, valore, validita, fonte)
      SELECT r.s, 'ora', r.t, r.t + interval '1 hour', r.v, ${validita}, 'test'
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(s integer, t timestamptz, v double precision)`);
  };

  describe('GET /api/healthenv/postazioni/{id}/superamenti', () => {
    it('counts Milano v.Senato’s PM10 days of 2022 over 50 µg/m³ as a count by hand of the seed file does', async () => {
      const pm10 = ofFile('IT1016A', 'PM10');
      const overByHand = pm10.filter((r) => r.value > 50).length;
      const meanByHand = pm10.reduce((s, r) => s + r.value, 0) / pm10.length;
      const response = await env.operatore.get<Row[]>(`${API}/postazioni/${senato.id}/superamenti?anno=2022`);
      expect(response.status).toBe(200);
      const daily = response.body.find((r) => r.limite === 'PM10-giorno');
      expect(daily).toEqual({
        inquinante: 'PM10',
        indicatore: 'media giornaliera',
        soglia: 50,
        unita: 'µg/m³',
        superamenti: overByHand,
        consentiti: 35,
        media: Math.round(meanByHand * 10) / 10,
        massimo: Math.max(...pm10.map((r) => r.value)),
        copertura: Math.round((pm10.length / 365) * 1000) / 1000,
        valido: pm10.length / 365 >= 0.9,
        norma: '2008/50/CE',
        tipo: 'valore limite',
        daVerificare: false,
        limite: 'PM10-giorno',
      });
      expect(overByHand).toBe(84);
      const annual = response.body.find((r) => r.limite === 'PM10-anno');
      expect(annual).toMatchObject({ soglia: 40, superamenti: meanByHand > 40 ? 1 : 0, consentiti: null });
      expect(annual?.media).toBeCloseTo(meanByHand, 1);
      expect(response.body.find((r) => r.limite === '2030-PM10-giorno')).toMatchObject({
        soglia: 45,
        superamenti: pm10.filter((r) => r.value > 45).length,
        consentiti: 18,
        norma: '2024/2881',
        daVerificare: true,
      });
    });

    it('answers for every pollutant with data, and cannot count hourly limits on daily means', async () => {
      const response = await env.operatore.get<Row[]>(`${API}/postazioni/${senato.id}/superamenti?anno=2022`);
      expect(new Set(response.body.map((r) => r.inquinante))).toEqual(
        new Set(['C6H6', 'NO2', 'PM10', 'PM2.5']),
      );
      const no2 = ofFile('IT1016A', 'NO2');
      expect(response.body.find((r) => r.limite === 'NO2-ora')).toMatchObject({
        superamenti: null,
        media: null,
        copertura: 0,
        valido: false,
      });
      expect(response.body.find((r) => r.limite === 'NO2-anno')?.media).toBeCloseTo(
        no2.reduce((s, r) => s + r.value, 0) / no2.length,
        1,
      );
      // A year without data: no rows.
      expect((await env.operatore.get(`${API}/postazioni/${senato.id}/superamenti?anno=2019`)).body).toEqual(
        [],
      );
    });

    it('answers 404, 400, 401 and 403 as it should', async () => {
      expect((await env.operatore.get(`${API}/postazioni/999999/superamenti?anno=2022`)).status).toBe(404);
      expect(
        paths(await env.operatore.get(`${API}/postazioni/${senato.id}/superamenti?anno=22`), 400),
      ).toEqual(['querystring.anno']);
      expect(paths(await env.operatore.get(`${API}/postazioni/${senato.id}/superamenti`), 400)).toEqual([
        'querystring.anno',
      ]);
      expect((await env.anonymous.get(`${API}/postazioni/${senato.id}/superamenti?anno=2022`)).status).toBe(
        401,
      );
      expect((await env.medico.get(`${API}/postazioni/${senato.id}/superamenti?anno=2022`)).status).toBe(403);
    });
  });

  describe('hourly data that users bring', () => {
    let stationId: number;
    let no2: number;
    let pm10: number;

    beforeAll(async () => {
      const created = await newStation(env.operatore, {
        codice: 'IT9901A',
        nome: 'Bari - Prova oraria',
        lat: 41.12,
        lon: 16.87,
        codiceIstatComune: '072006',
        tipo: 'traffic',
        zona: 'urban',
        gestore: 'ARPA Puglia',
        sensori: [{ inquinante: 'NO2' }, { inquinante: 'PM10' }, { inquinante: 'O3' }],
      });
      stationId = created.id;
      no2 = created.sensore.NO2 as number;
      pm10 = created.sensore.PM10 as number;
      // 2024, a leap year. NO2: 30 to 31 March (the night clocks go forward), 48 hours, 20 of them at 250.
      const start = Date.parse('2024-03-30T00:00:00+01:00');
      await insertHours(
        no2,
        start,
        Array.from({ length: 48 }, (_, i) => (i % 4 === 0 || i % 4 === 1 ? (i < 40 ? 250 : 120) : 80)),
      );
      // Provisional hours over 200 never count.
      await insertHours(no2, Date.parse('2024-04-10T00:00:00+01:00'), [300, 300, 300], 'provisional');
      // PM10: the 23 hours of the local day 31 March 2024, written as Rome’s clocks write them.
      await insertHours(pm10, Date.parse('2024-03-31T00:00:00+01:00'), [40, 40]);
      await insertHours(
        pm10,
        Date.parse('2024-03-31T03:00:00+02:00'),
        Array.from({ length: 21 }, () => 60),
      );
    });

    it('counts NO2 hours over 200 against 18 allowed, valid ones only', async () => {
      // By hand: hours i with i % 4 ∈ {0, 1} and i < 40: 20 hours at 250.
      const response = await env.operatore.get<Row[]>(`${API}/postazioni/${stationId}/superamenti?anno=2024`);
      expect(response.body.find((r) => r.limite === 'NO2-ora')).toMatchObject({
        superamenti: 20,
        consentiti: 18,
        massimo: 250,
      });
      expect(response.body.find((r) => r.limite === '2030-NO2-ora')).toMatchObject({
        superamenti: 20,
        consentiti: 3,
      });
    });

    it('gives daily means with their coverage, the day clocks go forward having 24 hours in UTC+01:00', async () => {
      const response = await env.operatore.get(
        `${API}/postazioni/${stationId}/serie?inquinante=PM10&da=2024-03-30&a=2024-04-01&periodo=giorno`,
      );
      expect(response.status).toBe(200);
      // 23 local hours cover 23 of the 24 of 31 March: (2 × 40 + 21 × 60) / 23 = 58.3.
      // Three days as columns: 30 March and 1 April have no data, 31 March has its mean and coverage.
      expect(response.body).toMatchObject({
        inizio: '2024-03-29T23:00:00.000Z',
        passo: 86_400,
        valori: [null, 58.3, null],
        copertura: [0, Math.round((23 / 24) * 1000) / 1000, 0],
        provvisori: [],
      });
      expect(response.body.limiti.map((l: { id: string }) => l.id)).toEqual([
        'PM10-giorno',
        '2030-PM10-giorno',
      ]);
      const hourly = await env.operatore.get(
        `${API}/postazioni/${stationId}/serie?inquinante=PM10&da=2024-03-31&a=2024-03-31&periodo=ora`,
      );
      // The 24 hours of the day in UTC+01:00: two at 40, 21 at 60 (from 03:00 summer time), the last one missing.
      expect(hourly.body).toMatchObject({
        inizio: '2024-03-30T23:00:00.000Z',
        passo: 3_600,
        valori: [40, 40, ...Array.from({ length: 21 }, () => 60), null],
        provvisori: [],
        copertura: null,
      });
      expect(hourly.body.riepilogo).toMatchObject({ valori: 23, minimo: 40, massimo: 60, media: 58.3 });
    });

    it('marks provisional values in a series and leaves them out of its summary', async () => {
      const hourly = await env.operatore.get(
        `${API}/postazioni/${stationId}/serie?inquinante=NO2&da=2024-04-10&a=2024-04-10&periodo=ora`,
      );
      expect(hourly.status).toBe(200);
      expect(hourly.body.valori.slice(0, 4)).toEqual([300, 300, 300, null]);
      expect(hourly.body.provvisori).toEqual([0, 1, 2]);
      expect(hourly.body.riepilogo).toMatchObject({ valori: 0, media: null, copertura: 0 });
      // Their day: a provisional mean, with 3 hours of 24 too few for a value.
      const daily = await env.operatore.get(
        `${API}/postazioni/${stationId}/serie?inquinante=NO2&da=2024-04-09&a=2024-04-10&periodo=giorno`,
      );
      expect(daily.body).toMatchObject({
        valori: [null, null],
        copertura: [0, 0.125],
        provvisori: [1],
      });
    });

    it('answers a record written after a series was read (the kept series is dropped)', async () => {
      const url = `${API}/postazioni/${stationId}/serie?inquinante=PM10&da=2024-05-01&a=2024-05-01&periodo=ora`;
      const before = await env.operatore.get(url);
      expect(before.body.valori[0]).toBeNull();
      await insertHours(pm10, Date.parse(before.body.inizio), [70]);
      const after = await env.operatore.get(url);
      expect(after.body.valori[0]).toBe(70);
      expect(after.body.riepilogo).toMatchObject({ valori: 1, massimo: 70 });
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('refuses a period backwards or longer than a year, and a pollutant the station does not measure', async () => {
      const base = `${API}/postazioni/${stationId}/serie?inquinante=PM10`;
      expect(paths(await env.operatore.get(`${base}&da=2024-03-02&a=2024-03-01`), 400)).toEqual([
        'querystring.a',
      ]);
      expect(paths(await env.operatore.get(`${base}&da=2023-01-01&a=2024-12-31`), 400)).toEqual([
        'querystring.a',
      ]);
      expect(
        paths(await env.operatore.get(`${base.replace('PM10', 'XX')}&da=2024-01-01&a=2024-01-02`), 400),
      ).toEqual(['querystring.inquinante']);
      // Two 404s, told apart: no sensor of that pollutant at the station, and no such station.
      const noSensor = await env.operatore.get(
        `${API}/postazioni/${stationId}/serie?inquinante=SO2&da=2024-01-01&a=2024-01-02`,
      );
      expect([noSensor.status, noSensor.body.message]).toEqual([
        404,
        healthenvPostazioneMessages.nessunSensore,
      ]);
      const noStation = await env.operatore.get(
        `${API}/postazioni/999999/serie?inquinante=PM10&da=2024-01-01&a=2024-01-02`,
      );
      expect([noStation.status, noStation.body.message]).toEqual([404, healthenvMessages.postazioneNotFound]);
    });

    it('rates a station reporting now by the worst pollutant, and the seeded ones as not updated', async () => {
      // The last 24 hours of NO2 and PM10: PM10 at 45 (band 3), the latest NO2 hour at 100 (band 3), one at 130.
      const lastHour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
      await insertHours(
        pm10,
        lastHour - 23 * HOUR,
        Array.from({ length: 24 }, () => 45),
      );
      await insertHours(no2, lastHour - 1 * HOUR, [250, 130]);
      const response = await env.operatore.get(`${API}/indice`);
      expect(response.status).toBe(200);
      const index = response.body.find((i: { postazioneId: number }) => i.postazioneId === stationId);
      expect(index).toMatchObject({
        banda: 4,
        inquinante: 'NO2',
        istante: new Date(lastHour).toISOString(),
        aggiornato: true,
      });
      expect(index.valori).toEqual([
        { inquinante: 'PM10', media: '24 ore', valore: 45, banda: 3 },
        { inquinante: 'NO2', media: 'ora', valore: 130, banda: 4 },
      ]);
      const seeded = response.body.find((i: { postazioneId: number }) => i.postazioneId === senato.id);
      expect(seeded).toMatchObject({ istante: '2022-12-30T23:00:00.000Z', aggiornato: false });
      expect(seeded.banda).toBeGreaterThanOrEqual(1);
      expect(response.body.length).toBeGreaterThanOrEqual(56);
      expect((await env.medico.get(`${API}/indice`)).status).toBe(403);
    });
  });
});
