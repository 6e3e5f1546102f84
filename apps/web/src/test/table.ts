import { within } from '@testing-library/react';

/** The text of each cell of a table's body rows (its header row left out), row by row, as a reader meets them. */
export function bodyRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
