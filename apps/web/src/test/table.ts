import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The text of each cell of a table's body rows (its header row left out), row by row, as a reader meets them. */
export function bodyRows(table: HTMLElement): string[][] {
  return within(table).getAllByRole('row').slice(1).map(cellsOf);
}

/** The text of each cell of a row (its row header left out). */
export function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/**
 * Opens the data table of the chart titled `title` (its disclosure button goes from collapsed to expanded) and
 * returns the table.
 */
export async function showChartData(title: string): Promise<HTMLElement> {
  const show = screen.getByRole('button', { name: `Mostra i dati del grafico «${title}»` });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(show);
  expect(show).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('table', { name: title });
}
