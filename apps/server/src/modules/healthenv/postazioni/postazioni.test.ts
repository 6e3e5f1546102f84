import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { rowsOf } from '../../../db/rows.ts';
import { seedHealthenv } from '../healthenv.seed.ts';
import {
  API,
  seedFile,
  stationBody as station,
  stationIdOf,
  useHealthenvServer,
} from '../healthenv.test-utils.ts';

/** The seed file's rows by column name. */
function csvRows(): Record<string, string>[] {
  const { header, lines } = seedFile();
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

describe('health environment: stations and their sensors', () => {
  const env = useHealthenvServer('operatore.ambiente');
  const idOf = (codice: string) => stationIdOf(env.admin, codice);

  describe('the seed', () => {
    it('holds the 55 stations, their 158 sensors and the 42,020 daily means of 2022', async () => {
      const all = await env.operatore.get(`${API}/postazioni/all`);
      expect(all.status).toBe(200);
      expect(all.body).toHaveLength(55);
      expect(all.body.flatMap((p: { sensori: unknown[] }) => p.sensori)).toHaveLength(158);
      const [counted] = rowsOf<{ n: string }>(
        await env.server.database.db.execute(sql`SELECT count(*) AS n FROM healthenv.monitoraggi`),
      );
      expect(Number(counted?.n)).toBe(42_020);
      expect(all.body.find((p: { codice: string }) => p.codice === 'IT1016A')).toMatchObject({
        nome: 'Milano v.Senato',
        comune: { nome: 'Milano', codiceIstat: '015146' },
        provincia: 'MI',
        regione: 'Lombardia',
        tipo: 'traffic',
        zona: 'urban',
        gestore: 'ARPA Lombardia',
        codiceGestore: '548',
        archiviata: null,
        sensori: expect.arrayContaining([
          expect.objectContaining({
            codice: '10320',
            inquinante: 'PM10',
            unita: 'µg/m³',
            attivoDal: '2007-08-10',
          }),
          expect.objectContaining({ codice: '5834', inquinante: 'CO', unita: 'mg/m³' }),
        ]),
      });
    });

    it('counts the days of 2022 over 50 µg/m³ of PM10 at Milano v.Senato as the file does (84)', async () => {
      const byHand = csvRows().filter(
        (r) => r.station_id === 'IT1016A' && r.pollutant === 'PM10' && Number(r.value) > 50,
      ).length;
      expect(byHand).toBe(84);
      const [counted] = rowsOf<{ n: string }>(
        await env.server.database.db.execute(sql`
          SELECT count(*) AS n FROM healthenv.monitoraggi m
          JOIN healthenv.sensori s ON s.id = m.sensore_id
          JOIN healthenv.postazioni p ON p.id = s.postazione_id
          WHERE p.codice = 'IT1016A' AND s.inquinante = 'PM10' AND m.validita = 'valid' AND m.valore > 50
            AND m.inizio >= '2022-01-01T00:00:00+01:00' AND m.inizio < '2023-01-01T00:00:00+01:00'`),
      );
      expect(Number(counted?.n)).toBe(byHand);
    });

    it('writes nothing again on a later start and keeps what users changed', async () => {
      const id = await idOf('IT1665A');
      expect((await env.operatore.del(`${API}/postazioni/delete/${id}?archivia=true`)).status).toBe(200);
      expect(await seedHealthenv(env.server.database.db)).toEqual({ postazioni: 0, monitoraggi: 0 });
      expect((await env.operatore.get(`${API}/postazioni/${id}`)).body.archiviata).not.toBeNull();
    });

    it.each(testDatabases().map((kind) => [kind.name, kind] as const))(
      'seeds an empty %s database in well under 10 s, then only what is missing',
      async (_name, kind) => {
        const { database, drop } = await kind.open();
        try {
          // A session in Italian time must not make the days of the clock changes 23 or 25 hours long.
          await database.db.execute(sql`SET TIME ZONE 'Europe/Rome'`);
          const started = performance.now();
          expect(await seedHealthenv(database.db)).toEqual({ postazioni: 55, monitoraggi: 42_020 });
          expect(performance.now() - started).toBeLessThan(10_000);
          const [uneven] = rowsOf<{ n: string }>(
            await database.db.execute(
              sql`SELECT count(*) AS n FROM healthenv.monitoraggi WHERE fine - inizio <> interval '24 hours'`,
            ),
          );
          expect(Number(uneven?.n)).toBe(0);
          await database.db.execute(
            sql`DELETE FROM healthenv.monitoraggi WHERE inizio >= '2022-12-01T00:00:00+01:00'`,
          );
          const missing = csvRows().filter((r) => (r.date ?? '') >= '2022-12-01').length;
          expect(await seedHealthenv(database.db)).toEqual({ postazioni: 0, monitoraggi: missing });
        } finally {
          await drop();
        }
      },
      60_000,
    );
  });

  describe('GET /api/healthenv/postazioni/all and /postazioni/{id}', () => {
    it('lets the application’s roles read, nobody else', async () => {
      expect((await env.anonymous.get(`${API}/postazioni/all`)).status).toBe(401);
      expect((await env.medico.get(`${API}/postazioni/all`)).status).toBe(403);
      expect((await env.medico.get(`${API}/postazioni/1`)).status).toBe(403);
      expect((await env.admin.get(`${API}/postazioni/all`)).status).toBe(200);
    });

    it('gives a station’s sensors with their count of records and latest value', async () => {
      const id = await idOf('IT1016A');
      const detail = await env.operatore.get(`${API}/postazioni/${id}`);
      expect(detail.status).toBe(200);
      const pm10 = detail.body.sensori.find((s: { codice: string }) => s.codice === '10320');
      const rows = csvRows().filter((r) => r.sensor_id === '10320');
      expect(pm10).toMatchObject({
        monitoraggi: rows.length,
        ultimo: { periodo: 'giorno', data: '2022-12-31', inizio: '2022-12-30T23:00:00.000Z', valore: 50 },
      });
      const arsenic = detail.body.sensori.find((s: { inquinante: string }) => s.inquinante === 'As');
      expect(arsenic).toMatchObject({ monitoraggi: 0, ultimo: null });
    });

    it('answers 404 for an unknown station and 400 for an id that is not one', async () => {
      expect((await env.operatore.get(`${API}/postazioni/999999`)).status).toBe(404);
      expect(paths(await env.operatore.get(`${API}/postazioni/abc`), 400)).toEqual(['params.id']);
    });
  });

  describe('POST /api/healthenv/postazione/add', () => {
    it('creates a station with its sensors, the comune from the regional data', async () => {
      const created = await env.operatore.post(
        `${API}/postazione/add`,
        station('it9001a', [{ inquinante: 'PM10' }, { inquinante: 'CO', unita: 'mg/m³', codice: 'CO-9001' }]),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        codice: 'IT9001A',
        nomeCompleto: 'Bari - Stazione di prova',
        comune: { codiceIstat: '072006', nome: 'Bari' },
        provincia: 'BA',
        regione: 'Puglia',
        archiviata: null,
        sensori: [
          { codice: 'CO-9001', inquinante: 'CO', unita: 'mg/m³' },
          { codice: 'IT9001A-PM10', inquinante: 'PM10', unita: 'µg/m³' },
        ],
      });
      expect((await env.operatore.get(`${API}/postazioni/${created.body.id}`)).status).toBe(200);
    });

    it('refuses bad input with the paths of the fields', async () => {
      const bad = {
        ...station('1234', [
          { inquinante: 'CO', unita: 'µg/m³' },
          { inquinante: 'XX' },
          { inquinante: 'NO2', attivoDal: '2024-02-01', attivoAl: '2023-01-01' },
        ]),
        lat: 52.5,
        tipo: 'residential',
      };
      expect(paths(await env.operatore.post(`${API}/postazione/add`, bad), 400).sort()).toEqual([
        'body.codice',
        'body.lat',
        'body.sensori.0.unita',
        'body.sensori.1.inquinante',
        'body.sensori.2.attivoAl',
        'body.tipo',
      ]);
      expect(
        paths(
          await env.operatore.post(
            `${API}/postazione/add`,
            station('IT9002A', [{ inquinante: 'PM10' }, { inquinante: 'PM10' }]),
          ),
          400,
        ),
      ).toEqual(['body.sensori.1.codice']);
      expect(
        paths(
          await env.operatore.post(`${API}/postazione/add`, {
            ...station('IT9002A'),
            codiceIstatComune: '999999',
          }),
          400,
        ),
      ).toEqual(['body.codiceIstatComune']);
    });

    it('answers 409 for a station code or a sensor code already taken', async () => {
      expect(paths(await env.operatore.post(`${API}/postazione/add`, station('IT1016A')), 409)).toEqual([
        'body.codice',
      ]);
      expect(
        paths(
          await env.operatore.post(
            `${API}/postazione/add`,
            station('IT9003A', [{ inquinante: 'PM10', codice: '10320' }]),
          ),
          409,
        ),
      ).toEqual(['body.sensori']);
    });

    it('is for the application’s operators only', async () => {
      expect((await env.anonymous.post(`${API}/postazione/add`, station('IT9004A'))).status).toBe(401);
      expect((await env.medico.post(`${API}/postazione/add`, station('IT9004A'))).status).toBe(403);
    });
  });

  describe('PUT /api/healthenv/postazioni/{id}', () => {
    const edit = (
      created: { version: number; sensori: { id: number; inquinante: string }[] },
      changes = {},
    ) => ({
      nome: 'Stazione rinominata',
      lat: 41.13,
      lon: 16.88,
      altitudine: 12,
      codiceIstatComune: '072006',
      tipo: 'traffic',
      zona: 'suburban',
      zonaQualitaAria: 'IT1611',
      gestore: 'ARPA Puglia',
      codiceGestore: null,
      attivaDal: '2020-01-01',
      attivaAl: null,
      sensori: created.sensori.map((s) => ({ id: s.id, inquinante: s.inquinante })),
      version: created.version,
      ...changes,
    });

    it('changes the station, keeps, adds and removes sensors, and refuses a second editor', async () => {
      const created = (
        await env.operatore.post(
          `${API}/postazione/add`,
          station('IT9011A', [{ inquinante: 'PM10' }, { inquinante: 'NO2' }]),
        )
      ).body;
      const pm10 = created.sensori.find((s: { inquinante: string }) => s.inquinante === 'PM10');
      const body = edit(created, {
        sensori: [
          { id: pm10.id, inquinante: 'PM10', nomeFonte: 'PM10 (SM200)', attivoDal: '2020-01-01' },
          { inquinante: 'O3' },
        ],
      });
      const saved = await env.operatore.put(`${API}/postazioni/${created.id}`, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({
        nomeCompleto: 'Bari - Stazione rinominata',
        tipo: 'traffic',
        zona: 'suburban',
        version: created.version + 1,
        sensori: [
          { codice: 'IT9011A-O3', inquinante: 'O3' },
          { id: pm10.id, nomeFonte: 'PM10 (SM200)', attivoDal: '2020-01-01' },
        ],
      });
      // The same version again: someone else saved in between.
      expect(paths(await env.operatore.put(`${API}/postazioni/${created.id}`, body), 409)).toEqual([
        'body.version',
      ]);
    });

    it('keeps a sensor with records and its pollutant, and names what is wrong', async () => {
      const senato = await env.admin.get(`${API}/postazioni/${await idOf('IT1016A')}`);
      const withRecords = senato.body.sensori.find((s: { monitoraggi: number }) => s.monitoraggi > 0);
      const without = senato.body.sensori.filter((s: { id: number }) => s.id !== withRecords.id);
      const body = {
        ...edit(senato.body, { codiceIstatComune: '015146', nome: 'Milano v.Senato' }),
        sensori: without.map((s: { id: number; inquinante: string }) => ({
          id: s.id,
          inquinante: s.inquinante,
        })),
      };
      expect(paths(await env.operatore.put(`${API}/postazioni/${senato.body.id}`, body), 409)).toEqual([
        'body.sensori',
      ]);
      const after = await env.admin.get(`${API}/postazioni/${senato.body.id}`);
      expect(after.body.version).toBe(senato.body.version);
      expect(after.body.sensori).toHaveLength(senato.body.sensori.length);

      const changed = {
        ...body,
        sensori: [
          { id: withRecords.id, inquinante: withRecords.inquinante === 'NO2' ? 'O3' : 'NO2' },
          { id: 999999, inquinante: 'PM10' },
        ],
      };
      expect(paths(await env.operatore.put(`${API}/postazioni/${senato.body.id}`, changed), 400)).toEqual([
        'body.sensori.0.inquinante',
        'body.sensori.1.id',
      ]);
      expect((await env.operatore.put(`${API}/postazioni/999999`, body)).status).toBe(404);
      expect((await env.medico.put(`${API}/postazioni/${senato.body.id}`, body)).status).toBe(403);
    });
  });

  describe('DELETE /api/healthenv/postazioni/delete/{id}', () => {
    it('deletes a station without records, with its sensors', async () => {
      const created = await env.operatore.post(
        `${API}/postazione/add`,
        station('IT9020A', [{ inquinante: 'NO2' }]),
      );
      const gone = await env.operatore.del(`${API}/postazioni/delete/${created.body.id}`);
      expect(gone).toMatchObject({ status: 200, body: { message: 'Postazione eliminata.' } });
      expect((await env.operatore.get(`${API}/postazioni/${created.body.id}`)).status).toBe(404);
      expect((await env.operatore.del(`${API}/postazioni/delete/${created.body.id}`)).status).toBe(404);
    });

    it('answers 409 for a station with records; archiving keeps them and stops new ones', async () => {
      const id = await idOf('IT1606A');
      const refused = await env.operatore.del(`${API}/postazioni/delete/${id}`);
      expect(paths(refused, 409)).toEqual(['monitoraggi']);
      const archived = await env.operatore.del(`${API}/postazioni/delete/${id}?archivia=true`);
      expect(archived.status).toBe(200);
      const listed = (await env.operatore.get(`${API}/postazioni/all`)).body.map((p: { id: number }) => p.id);
      expect(listed).not.toContain(id);
      const detail = (await env.operatore.get(`${API}/postazioni/${id}`)).body;
      expect(detail.archiviata).not.toBeNull();
      expect(detail.sensori.every((s: { monitoraggi: number }) => s.monitoraggi > 0)).toBe(true);
      const sensor = detail.sensori[0].id;
      expect(
        paths(
          await env.operatore.post(`${API}/monitoraggio/add`, {
            sensoreId: sensor,
            periodo: 'giorno',
            data: '2024-01-01',
            valore: 1,
          }),
          409,
        ),
      ).toEqual(['body.sensoreId']);
    });

    it('is for the application’s operators only', async () => {
      expect((await env.anonymous.del(`${API}/postazioni/delete/1`)).status).toBe(401);
      expect((await env.medico.del(`${API}/postazioni/delete/1`)).status).toBe(403);
      expect(paths(await env.operatore.del(`${API}/postazioni/delete/1?archivia=forse`), 400)).toEqual([
        'querystring.archivia',
      ]);
    });
  });
});
