import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';

/**
 * The columns of a DataTable whose headers are the texts of one group (`patients.columns.<key>`): `header` reads a
 * key's text, and each column is then its key, its cell and anything more (its sort key, its class).
 */
export function columnsOf<T, K extends string>(header: (key: K) => string) {
  return (
    key: K,
    cell: (row: T) => ReactNode,
    more?: Omit<Column<T>, 'key' | 'header' | 'cell'>,
  ): Column<T> => ({
    key,
    header: header(key),
    cell,
    ...more,
  });
}
