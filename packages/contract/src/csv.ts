/**
 * CSV as Excel reads it in Italy, for every file Halo writes (the SPA's exports of what is on screen, docs/adr/0021,
 * and the server's exports of whole records, such as the audit log): UTF-8 with a byte-order mark (without it Excel
 * reads the accents as Latin-1), `;` between fields (`,` is the decimal separator there), decimal commas, every field
 * quoted, lines ended by CRLF.
 */

export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
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

/** One line of the file, its end included. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(field).join(SEPARATOR) + EOL;
}
