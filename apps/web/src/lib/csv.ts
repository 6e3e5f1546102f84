/**
 * CSV files made in the browser from the answer on screen (docs/adr/0021: what is on screen is what is exported),
 * as Excel reads them in Italy: UTF-8 with a byte-order mark (without it Excel reads the
 * accents as Latin-1), `;` between fields (`,` is the decimal separator there), decimal commas, days as
 * GG/MM/AAAA, every field quoted, lines ended by CRLF.
 */

export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first) is kept as
 * text with a leading apostrophe: titles and names are written by people, and a file opened in Excel must not run
 * what they wrote (OWASP "CSV injection").
 */
const FORMULA = /^[=+\-@\t\r]/;

const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: false });

function text(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return decimal.format(value);
  return FORMULA.test(value) ? `'${value}` : value;
}

/** One field, quoted, its quotes doubled (RFC 4180): a `;`, a quote or a line break inside stays in the field. */
function field(value: CsvValue): string {
  return `"${text(value).replaceAll('"', '""')}"`;
}

/** The file's text: the header row first, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(SEPARATOR) + EOL).join('');
}

/** `2026-11-20` → `20/11/2026`, as Excel in Italy reads a date. */
export function csvDay(giorno: string): string {
  const [year, month, day] = giorno.split('-');
  return year && month && day ? `${day}/${month}/${year}` : giorno;
}

/** Hands the text to the browser as a file to save. */
export function downloadCsv(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed after that turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
