import { describe, expect, it } from 'vitest';
import { parseSort, type SortValue, sortRows } from './rapporto-rows.ts';

interface Row {
  name: string;
  count: number | null;
}

const rows: Row[] = [
  { name: 'Bari', count: 12 },
  { name: 'Arezzo', count: null },
  { name: 'Como', count: 84 },
  { name: 'ávila', count: 12 },
  { name: 'Brescia', count: 3 },
];
const values: Record<string, (row: Row) => SortValue> = { name: (r) => r.name, count: (r) => r.count };
const names = (sorted: Row[]) => sorted.map((r) => r.name);

describe('sortRows', () => {
  it('keeps the order as it is without a sort, or with one it does not know', () => {
    expect(names(sortRows(rows, undefined, values, 'it-IT'))).toEqual(names(rows));
    expect(names(sortRows(rows, '-unknown', values, 'it-IT'))).toEqual(names(rows));
  });

  it('sorts numbers as numbers, both ways, rows without a value last either way and ties in their order', () => {
    expect(names(sortRows(rows, 'count', values, 'it-IT'))).toEqual([
      'Brescia',
      'Bari',
      'ávila',
      'Como',
      'Arezzo',
    ]);
    expect(names(sortRows(rows, '-count', values, 'it-IT'))).toEqual([
      'Como',
      'Bari',
      'ávila',
      'Brescia',
      'Arezzo',
    ]);
  });

  it('sorts text in the reader’s collation, accents and case aside', () => {
    expect(names(sortRows(rows, 'name', values, 'it-IT'))).toEqual([
      'Arezzo',
      'ávila',
      'Bari',
      'Brescia',
      'Como',
    ]);
    expect(names(sortRows(rows, '-name', values, 'it-IT'))).toEqual([
      'Como',
      'Brescia',
      'Bari',
      'ávila',
      'Arezzo',
    ]);
  });

  it('does not change the rows it is given', () => {
    const before = names(rows);
    sortRows(rows, '-count', values, 'it-IT');
    expect(names(rows)).toEqual(before);
  });
});

describe('parseSort', () => {
  it('reads the key and the direction of a known column only', () => {
    expect(parseSort('-count', ['count'])).toEqual({ key: 'count', descending: true });
    expect(parseSort('count', ['count'])).toEqual({ key: 'count', descending: false });
    expect(parseSort('name', ['count'])).toBeNull();
    expect(parseSort(undefined, ['count'])).toBeNull();
  });
});
