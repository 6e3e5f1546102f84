import { describe, expect, it, vi } from 'vitest';
import { csvDay, downloadCsv, toCsv } from '../../../lib/csv.ts';
import { csvFileName } from './report-csv.ts';
import { type Campagna, campagneCsv } from './report-data.ts';

const BOM = '\uFEFF';

describe('toCsv: a file Excel reads in Italy', () => {
  it('starts with the byte-order mark, separates by semicolons, quotes every field and ends lines with CRLF', () => {
    expect(toCsv(['Voce', 'Progetti'], [['Scuola', 3]])).toBe(`${BOM}"Voce";"Progetti"\r\n"Scuola";"3"\r\n`);
  });

  it('keeps quotes, semicolons and line breaks of a title inside its field', () => {
    const csv = toCsv(['Campagna'], [['Il "cammino"; insieme\nogni martedì']]);
    expect(csv).toBe(`${BOM}"Campagna"\r\n"Il ""cammino""; insieme\nogni martedì"\r\n`);
  });

  it('writes decimals with a comma, no thousands separator, and a missing value as an empty field', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[2.5, 1234, null, undefined]])).toBe(
      `${BOM}"a";"b";"c";"d"\r\n"2,5";"1234";"";""\r\n`,
    );
  });

  it('keeps as text what a spreadsheet would run as a formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://x")'], ['+39 011'], ['-5'], ['@SUM(A1)'], ['Anna']])).toBe(
      `${BOM}"x"\r\n"'=HYPERLINK(""http://x"")"\r\n"'+39 011"\r\n"'-5"\r\n"'@SUM(A1)"\r\n"Anna"\r\n`,
    );
    // Numbers are numbers, negative ones included.
    expect(toCsv(['n'], [[-2]])).toBe(`${BOM}"n"\r\n"-2"\r\n`);
  });

  it('names the file by its section and the day', () => {
    expect(csvFileName('progetti', '2026-11-26')).toBe('prosa-progetti-2026-11-26.csv');
    expect(csvDay('2026-11-20')).toBe('20/11/2026');
  });
});

describe('campagneCsv: the campaigns’ adhesions, one row per day', () => {
  const base: Campagna = {
    id: 1,
    titolo: 'Screening; "Prevenzione Serena"\nseconda fase',
    stato: 'pubblicata',
    capienza: 50,
    aderenti: 3,
    ritirate: 1,
    perGiorno: [
      { giorno: '2026-11-21', n: 1 },
      { giorno: '2026-11-20', n: 2 },
    ],
  };
  const words = {
    header: ['Campagna', 'Stato', 'Posti', 'Attive', 'Ritirate', 'Giorno', 'Del giorno', 'Cumulate'],
    stato: (code: string) => (code === 'pubblicata' ? 'Pubblicata' : code),
    unlimited: 'Senza limite',
  };

  it('adds the days up in order, repeats the campaign on each, and gives a campaign without days one row', () => {
    const { header, rows } = campagneCsv(
      [base, { ...base, id: 2, titolo: 'Cammino', capienza: null, aderenti: 0, ritirate: 0, perGiorno: [] }],
      words,
    );
    expect(toCsv(header, rows).split('\r\n')).toEqual([
      `${BOM}"Campagna";"Stato";"Posti";"Attive";"Ritirate";"Giorno";"Del giorno";"Cumulate"`,
      '"Screening; ""Prevenzione Serena""\nseconda fase";"Pubblicata";"50";"3";"1";"20/11/2026";"2";"2"',
      '"Screening; ""Prevenzione Serena""\nseconda fase";"Pubblicata";"50";"3";"1";"21/11/2026";"1";"3"',
      '"Cammino";"Pubblicata";"Senza limite";"0";"0";"";"";""',
      '',
    ]);
  });
});

describe('downloadCsv', () => {
  it('hands the browser a UTF-8 file with its byte-order mark, under the name given', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadCsv('prosa-richieste-2026-11-26.csv', toCsv(['Voce'], [['Però']]));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('prosa-richieste-2026-11-26.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:report');
    expect(document.querySelector('a[download]')).toBeNull();
    const bytes = new Uint8Array(await (created[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('"Voce"\r\n"Però"\r\n');
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
  });
});
