import { healthenvMessages as hm } from '@halo/contract/healthenv';
import { healthenvImportMessages as am } from '@halo/contract/healthenv/import';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { rowsOf } from '../../../db/rows.ts';
import { API, seedFile, stationIdOf, useHealthenvServer } from '../healthenv.test-utils.ts';
import { importMessages as im, parseCsv } from './import.service.ts';

const IMPORT = `${API}/monitoraggi/import`;
const HEADER = 'station_id,sensor_id,pollutant,date,value,unit,validity,qc_flag,source';
const HOURLY_HEADER = 'station_id,sensor_id,pollutant,date,datetime,value,unit,validity,qc_flag,source';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
/** A daily PM10 mean of Milano v.Senato (IT1016A, sensor 10320, active since 2007). */
const pm10 = (date: string, value: string | number, rest = 'µg/m³,VA,,arpa_lombardia') =>
  `IT1016A,10320,PM10,${date},${value},${rest}`;

describe('CSV reading', () => {
  it('reads quoted separators, doubled quotes and line breaks, numbering records by their first line', () => {
    const records = parseCsv('a,b\r\n"x,1","say ""hi"""\n"two\nlines",z\r3,\n', ',');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'], malformed: false },
      { line: 2, cells: ['x,1', 'say "hi"'], malformed: false },
      { line: 3, cells: ['two\nlines', 'z'], malformed: false },
      { line: 5, cells: ['3', ''], malformed: false },
    ]);
  });

  it('marks an unclosed quote and text after a closing quote', () => {
    expect(parseCsv('"ab"c;d\n"open;e\nf', ';')).toEqual([
      { line: 1, cells: ['abc', 'd'], malformed: true },
      { line: 2, cells: ['open;e\nf'], malformed: true },
    ]);
  });
});

describe.each(testDatabases())('bulk import of measurement records on $name', (kind) => {
  const env = useHealthenvServer('operatore.import', kind);

  const importa = (body: Record<string, unknown>, client = env.operatore) => client.post(IMPORT, body);
  const preview = async (text: string, options: Record<string, unknown> = {}) => {
    const answer = await importa({ csv: text, anteprima: true, ...options });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const errorsOf = async (text: string) =>
    (await preview(text)).errori.map((e: { riga: number; colonna: string | null }) => [e.riga, e.colonna]);
  const records = async () => {
    const [row] = rowsOf<{ n: string }>(
      await env.server.database.db.execute(sql`SELECT count(*) AS n FROM healthenv.monitoraggi`),
    );
    return Number(row?.n);
  };
  /** The record of a sensor (by its code) starting at an instant, as stored. */
  const stored = async (sensore: string, inizio: string) => {
    const [row] = rowsOf<Record<string, unknown>>(
      await env.server.database.db.execute(sql`
        SELECT m.periodo, m.valore, m.validita, m.fonte, m.segnalazione,
          extract(epoch FROM m.fine - m.inizio) AS secondi
        FROM healthenv.monitoraggi m JOIN healthenv.sensori s ON s.id = m.sensore_id
        WHERE s.codice = ${sensore} AND m.inizio = ${inizio}::timestamptz`),
    );
    return row && { ...row, valore: Number(row.valore), secondi: Number(row.secondi) };
  };
  const stationId = (codice: string) => stationIdOf(env.operatore, codice);

  it('imports daily means in one go and they become the station’s latest values', async () => {
    const before = await records();
    const answer = await importa({
      csv: csv(
        pm10('2023-01-01', 41.5),
        pm10('2023-01-02', 38),
        pm10('2023-01-03', 55.2, 'µg/m³,,pm25_gt_pm10,'),
      ),
      fonte: 'ARPA, invio mensile',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      importato: true,
      righe: 3,
      nuove: 3,
      sostituite: 0,
      errori: [],
      erroriTotali: 0,
      postazioni: 1,
      da: '2022-12-31T23:00:00.000Z',
      a: '2023-01-02T23:00:00.000Z',
      esempio: [
        expect.objectContaining({ riga: 2, valore: 41.5, validita: 'valid' }),
        expect.objectContaining({ riga: 3, valore: 38 }),
        {
          riga: 4,
          postazione: 'IT1016A',
          sensore: '10320',
          inquinante: 'PM10',
          periodo: 'giorno',
          inizio: '2023-01-02T23:00:00.000Z',
          valore: 55.2,
          validita: 'provisional',
        },
      ],
    });
    expect(await records()).toBe(before + 3);
    expect(await stored('10320', '2023-01-03T00:00:00+01:00')).toEqual({
      periodo: 'giorno',
      valore: 55.2,
      validita: 'provisional',
      fonte: 'ARPA, invio mensile',
      segnalazione: 'pm25_gt_pm10',
      secondi: 86_400,
    });
    const detail = await env.operatore.get(`${API}/postazioni/${await stationId('IT1016A')}`);
    expect(detail.body.sensori.find((s: { codice: string }) => s.codice === '10320')).toMatchObject({
      monitoraggi: seedFile().lines.filter((l) => l.split(',')[1] === '10320').length + 3,
      ultimo: { periodo: 'giorno', data: '2023-01-03', valore: 55.2 },
    });
    const audit = rowsOf<{ entity_id: string; details: unknown }>(
      await env.server.database.db.execute(sql`
        SELECT entity_id, details FROM audit.entries
        WHERE entity = 'healthenv.monitoraggi' AND action = 'import' AND actor_username = 'operatore.import'`),
    );
    expect(audit).toEqual([
      {
        entity_id: '2022-12-31T23:00:00.000Z/2023-01-02T23:00:00.000Z',
        details: { righe: 3, nuove: 3, sostituite: 0 },
      },
    ]);
  });

  it('imports hourly values by their start with its offset, in a file mixing them with daily means', async () => {
    const answer = await importa({
      csv: [
        HOURLY_HEADER,
        'IT1016A,5551,NO2,,2024-03-31T01:00:00+01:00,48,µg/m³,VA,,',
        'IT1016A,5551,NO2,,2024-03-31T03:00:00+02:00,51.5,,NV,,',
        'IT1016A,5551,NO2,,2024-03-31T02:00:00Z,47,,,,',
        'IT1016A,6057,C6H6,2024-03-30,,1.9,µg/m³,VA,,',
      ].join('\n'),
      validitaPredefinita: 'valid',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ importato: true, righe: 4, nuove: 4, postazioni: 1 });
    expect(answer.body.da).toBe('2024-03-29T23:00:00.000Z');
    expect(answer.body.a).toBe('2024-03-31T02:00:00.000Z');
    expect(await stored('5551', '2024-03-31T01:00:00Z')).toMatchObject({
      periodo: 'ora',
      valore: 51.5,
      validita: 'invalid',
      fonte: 'importazione CSV',
      secondi: 3600,
    });
    expect(await stored('5551', '2024-03-31T02:00:00Z')).toMatchObject({ valore: 47, validita: 'valid' });
    expect(await stored('6057', '2024-03-30T00:00:00+01:00')).toMatchObject({
      periodo: 'giorno',
      secondi: 86_400,
    });
  });

  it('previews a file without writing anything', async () => {
    const before = await records();
    const body = await preview(csv(pm10('2023-02-01', 20), pm10('2023-02-02', 21)));
    expect(body).toMatchObject({ importato: false, righe: 2, nuove: 2, sostituite: 0, erroriTotali: 0 });
    expect(body.esempio).toHaveLength(2);
    expect(await records()).toBe(before);
  });

  it('reports every bad row by its file line and column', async () => {
    const body = await preview(
      csv(
        'IT1016A,99999999,PM10,2023-02-03,20,µg/m³,VA,,',
        'IT0477A,10320,PM10,2023-02-18,20,µg/m³,VA,,',
        'IT1016A,10320,NO2,2023-02-19,20,µg/m³,VA,,',
        pm10('2023-02-20', 20, 'mg/m³,VA,,'),
        pm10('2023-02-30', 20),
        pm10('2023-02-04', -3),
        pm10('2023-02-05', -999),
        pm10('2023-02-06', 'n.d.'),
        pm10('2023-02-07', 2500),
        pm10('2023-02-08', 20, 'µg/m³,XX,,'),
        pm10('2099-01-01', 20),
        'IT1016A,20005,BC,2023-02-09,1.2,µg/m³,VA,,',
        'IT1016A,10320,PM10,2023-02-10,20',
        'IT1016A,,PM10,2023-02-11,20,µg/m³,VA,,',
        'IT9999Z,10320,PM10,2023-02-21,20,µg/m³,VA,,',
        ',10320,PM10,2023-02-22,20,µg/m³,VA,,',
        // An unclosed quote runs to the end of the file: the last row.
        'IT1016A,10320,PM10,2023-02-12,"20,µg/m³,VA,,',
      ),
    );
    expect(body.errori.map((e: { riga: number; colonna: string | null }) => [e.riga, e.colonna])).toEqual([
      [2, 'sensor_id'],
      [3, 'station_id'],
      [4, 'pollutant'],
      [5, 'unit'],
      [6, 'date'],
      [7, 'value'],
      [8, 'value'],
      [9, 'value'],
      [10, 'value'],
      [11, 'validity'],
      [12, 'date'],
      [13, 'date'],
      [14, null],
      [15, 'sensor_id'],
      [16, 'station_id'],
      [17, 'station_id'],
      [18, null],
    ]);
    const message = (riga: number) =>
      body.errori.find((e: { riga: number }) => e.riga === riga)?.messaggio as string;
    expect(message(2)).toBe(hm.sensoreNotFound);
    // The sensor is Milano v.Senato's: named with another station, the row says both.
    expect(message(3)).toBe('Il sensore non appartiene alla postazione IT0477A: è della postazione IT1016A.');
    expect(message(5)).toContain(hm.unita);
    expect(message(7)).toBe(hm.negativo);
    expect(message(8)).toBe(hm.codiceMancante);
    expect(message(10)).toContain(hm.impossibile);
    expect(message(12)).toBe(hm.futuro);
    expect(message(13)).toContain(hm.inattivo);
    // A station that does not exist is reported as such, not as the sensor's being another station's.
    expect(message(16)).toBe('La postazione IT9999Z non esiste.');
    expect(message(17)).toBe(im.postazioneMancante);
    expect(body).toMatchObject({ righe: 17, erroriTotali: 17, nuove: 0, esempio: [], da: null, a: null });
  });

  it('reports hourly rows that do not start on the hour, lack an offset or give no single time', async () => {
    const row = (date: string, datetime: string) => `IT1016A,5551,NO2,${date},${datetime},40,µg/m³,VA,,`;
    expect(
      await errorsOf(
        [
          HOURLY_HEADER,
          row('', '2023-03-01T10:30:00+01:00'),
          row('', '2023-03-01T10:00:00'),
          row('2023-03-01', '2023-03-01T11:00:00+01:00'),
          row('', ''),
          row('', '2023-03-01T24:00:00Z'),
          row('', '2023-03-01 12:00:00+01'),
        ].join('\n'),
      ),
    ).toEqual([
      [2, 'datetime'],
      [3, 'datetime'],
      [4, 'datetime'],
      [5, 'date'],
      [6, 'datetime'],
    ]);
  });

  it('refuses the whole file when one row is wrong, and writes nothing', async () => {
    const before = await records();
    const refused = await importa({
      csv: csv(pm10('2023-02-13', 20), pm10('2023-02-14', 21), pm10('2023-02-15', -1)),
    });
    expect(paths(refused, 400)).toEqual(['body.csv.4.value']);
    expect(refused.body.message).toBe(am.importErrori);
    expect(refused.body.details[0].message).toBe(hm.negativo);
    expect(await records()).toBe(before);
  });

  it('refuses a row repeating the sensor and start of an earlier one', async () => {
    const body = await preview(csv(pm10('2023-02-16', 20), pm10('2023-02-17', 21), pm10('2023-02-16', 22)));
    expect(body.errori).toEqual([
      { riga: 4, colonna: 'date', messaggio: 'Stesso sensore e istante della riga 2.' },
    ]);
    expect(body.nuove).toBe(2);
  });

  it('refuses values already stored, unless sostituisci replaces them', async () => {
    expect((await importa({ csv: csv(pm10('2023-03-01', 30), pm10('2023-03-02', 31)) })).status).toBe(200);
    const again = csv(pm10('2023-03-02', 35.5, 'µg/m³,NV,gt_300,rete'), pm10('2023-03-03', 33));
    const [duplicate] = (await preview(again)).errori;
    expect(duplicate).toEqual({ riga: 2, colonna: 'date', messaggio: im.duplicato });
    // The operator reads the screen's words, not the API's.
    expect(duplicate.messaggio).toBe(
      'Esiste già un valore di questo sensore per lo stesso istante. Per sostituirlo scegliere «Sostituisci i valori già presenti» e controllare di nuovo.',
    );
    expect(duplicate.messaggio).not.toContain('sostituisci:');
    const refused = await importa({ csv: again });
    expect(paths(refused, 400)).toEqual(['body.csv.2.date']);
    expect(await stored('10320', '2023-03-02T00:00:00+01:00')).toMatchObject({ valore: 31 });

    expect(await preview(again, { sostituisci: true })).toMatchObject({
      nuove: 1,
      sostituite: 1,
      erroriTotali: 0,
    });
    const replaced = await importa({ csv: again, sostituisci: true });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ importato: true, righe: 2, nuove: 1, sostituite: 1 });
    expect(await stored('10320', '2023-03-02T00:00:00+01:00')).toEqual({
      periodo: 'giorno',
      valore: 35.5,
      validita: 'invalid',
      fonte: 'rete',
      segnalazione: 'gt_300',
      secondi: 86_400,
    });
  });

  it('refuses records of an archived station', async () => {
    const id = await stationId('IT0705A');
    expect((await env.operatore.del(`${API}/postazioni/delete/${id}?archivia=true`)).status).toBe(200);
    const body = await preview(csv('IT0705A,6956,PM10,2023-03-01,20,µg/m³,VA,,'));
    expect(body.errori).toEqual([{ riga: 2, colonna: 'station_id', messaggio: hm.postazioneArchiviata }]);
  });

  it('reads what Excel writes in Italy: semicolons and decimal commas', async () => {
    const answer = await importa({
      csv: [
        HEADER.replaceAll(',', ';'),
        'IT1016A;10320;PM10;2023-04-01;12,5;µg/m³;VA;pm25_gt_pm10,gt_300;ARPA',
        ';;;;;;;;',
      ].join('\r\n'),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ righe: 1, nuove: 1 });
    expect(await stored('10320', '2023-04-01T00:00:00+01:00')).toMatchObject({
      valore: 12.5,
      segnalazione: 'pm25_gt_pm10,gt_300',
    });
  });

  it('reads quoted fields, a byte-order mark, CRLF and blank lines at the end', async () => {
    const text = `\uFEFF"station_id","sensor_id",pollutant,date,value,unit,validity,qc_flag,source\r\n${[
      'IT1016A,"10320",PM10,2023-04-02,"14.25",µg/m³,VA,"pm25_gt_pm10,gt_300","rete ""ARPA"" Lombardia"',
      'IT1016A,10320,PM10,2023-04-03,-4,µg/m³,VA,,',
    ].join('\r\n')}\r\n\r\n\r\n`;
    const body = await preview(text);
    expect(body.righe).toBe(2);
    expect(body.errori).toEqual([{ riga: 3, colonna: 'value', messaggio: hm.negativo }]);
    const answer = await importa({ csv: text.replace(',-4,', ',4,') });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stored('10320', '2023-04-02T00:00:00+01:00')).toMatchObject({
      valore: 14.25,
      fonte: 'rete "ARPA" Lombardia',
      segnalazione: 'pm25_gt_pm10,gt_300',
    });
  });

  it('refuses a file without the required columns, without rows or with too many rows', async () => {
    const refused = async (text: string, message: string) => {
      const answer = await importa({ csv: text });
      expect(paths(answer, 400)).toEqual(['body.csv']);
      expect(answer.body.details[0].message).toBe(message);
    };
    await refused(
      'station_id,sensor_id,pollutant,date,unit\nIT1016A,10320,PM10,2023-05-01,µg/m³',
      am.importIntestazione,
    );
    await refused('station_id,sensor_id,pollutant,value\nIT1016A,10320,PM10,1', am.importIntestazione);
    await refused(`${HEADER}\n`, am.importVuoto);
    await refused(`${HEADER}\r\n\r\n,,,,,,,,\r\n`, am.importVuoto);
    await refused(`${HEADER}\n${'a,b,c,d,e,f,g,h,i\n'.repeat(200_001)}`, am.importTroppeRighe);
  });

  it('is for the application’s operators only', async () => {
    const body = { csv: csv(pm10('2023-05-02', 20)) };
    expect((await importa(body, env.anonymous)).status).toBe(401);
    expect((await importa(body, env.medico)).status).toBe(403);
  });

  it('finds every row of the seed file for one station already there', async () => {
    const { header, lines } = seedFile();
    const own = lines.filter((l) => l.startsWith('IT1016A,'));
    const body = await preview([header, ...own].join('\n'));
    expect(body).toMatchObject({ righe: own.length, nuove: 0, erroriTotali: own.length, esempio: [] });
    expect(body.errori).toHaveLength(1000);
    expect(
      body.errori.every(
        (e: { colonna: string; messaggio: string }) => e.colonna === 'date' && e.messaggio === im.duplicato,
      ),
    ).toBe(true);
    expect(body.errori[999].riga).toBe(1001);
  });
});
