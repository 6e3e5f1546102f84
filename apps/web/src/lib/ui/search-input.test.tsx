import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { columnsOf } from './columns.ts';
import { SearchInput } from './search-input.tsx';

describe('SearchInput', () => {
  it('hands each change over at once, and points to its help and to what it changes', () => {
    const onChange = vi.fn();
    render(
      <SearchInput label="Filtra" value="" onChange={onChange} help="Nome o codice" controls="risultati" />,
    );
    const input = screen.getByRole('searchbox', { name: 'Filtra' });
    expect(input).toHaveAccessibleDescription('Nome o codice');
    expect(input).toHaveAttribute('aria-controls', 'risultati');
    fireEvent.change(input, { target: { value: 'Ba' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Ba');
  });
});

describe('columnsOf', () => {
  it('names each column by its key and reads its header from the group of texts', () => {
    const column = columnsOf<{ n: number }, 'uno' | 'due'>((key) => `colonne.${key}`);
    const due = column('due', (row) => row.n, { sortKey: 'n' });
    expect(due).toMatchObject({ key: 'due', header: 'colonne.due', sortKey: 'n' });
    expect(due.cell({ n: 2 })).toBe(2);
  });
});
