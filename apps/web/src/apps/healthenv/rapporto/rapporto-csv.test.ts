import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv.ts';
import { rapportoFileName } from './rapporto-csv.ts';

describe('toCsv', () => {
  it('writes a file Excel reads in Italy: BOM, semicolons, decimal commas, quoted fields, CRLF', () => {
    expect(
      toCsv(
        ['Postazione', 'Media'],
        [
          ['Bari; "Caldarola"', 38.25],
          ['Milano', null],
        ],
      ),
    ).toBe('\uFEFF"Postazione";"Media"\r\n"Bari; ""Caldarola""";"38,25"\r\n"Milano";""\r\n');
  });

  it('keeps a text that would run as a formula as text', () => {
    expect(toCsv(['Nome'], [['=HYPERLINK("x")']])).toBe('\uFEFF"Nome"\r\n"\'=HYPERLINK(""x"")"\r\n');
  });

  it('names the file after the year', () => {
    expect(rapportoFileName(2022)).toBe('rapporto-qualita-aria-2022.csv');
  });
});
