import { CSV_BOM, type CsvValue, csvLine } from '@halo/contract';
import { saveFile } from './download.ts';

/**
 * CSV files made in the browser from the answer on screen (docs/adr/0021: what is on screen is what is exported),
 * in the dialect of every CSV Halo writes (packages/contract/src/csv.ts): as Excel reads them in Italy.
 */

export type { CsvValue };

/** The file's text: the header row first, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}

/** `2026-11-20` → `20/11/2026`, as Excel in Italy reads a date. */
export function csvDay(giorno: string): string {
  const [year, month, day] = giorno.split('-');
  return year && month && day ? `${day}/${month}/${year}` : giorno;
}

/** Hands the text to the browser as a file to save. */
export function downloadCsv(fileName: string, content: string) {
  saveFile(fileName, content, 'text/csv;charset=utf-8');
}
