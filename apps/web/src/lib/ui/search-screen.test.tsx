import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilters, SearchResults, SortField } from './search-screen.tsx';

const texts = {
  found: (count: number) => `${count} trovati`,
  failed: 'Ricerca non riuscita',
  empty: 'Ancora nessun elemento',
  emptySearch: 'Nessun elemento per questa ricerca',
  pagerLabel: 'Pagine dei risultati',
};

describe('the search screen kit', () => {
  it('puts the filters in one named search landmark, with "clear" only while something is set', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <SearchFilters
        label="Filtri della ricerca"
        filtered={false}
        clearLabel="Cancella filtri"
        onClear={onClear}
      >
        <input aria-label="Testo" />
      </SearchFilters>,
    );
    // The HTML `search` element: the search landmark in browsers (the test DOM does not map its role).
    const filters = document.querySelector('search[aria-label="Filtri della ricerca"]') as HTMLElement;
    expect(within(filters).getByRole('textbox', { name: 'Testo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancella filtri' })).toBeNull();
    rerender(
      <SearchFilters label="Filtri della ricerca" filtered clearLabel="Cancella filtri" onClear={onClear}>
        <input aria-label="Testo" />
      </SearchFilters>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancella filtri' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says how many were found, which empty it is, and pages', async () => {
    const onPage = vi.fn();
    const page = (items: string[], total = items.length) => ({ items, total, page: 1, size: 2 });
    const results = (result: Parameters<typeof SearchResults<string>>[0]['result'], filtered = false) => (
      <SearchResults title="Risultati" result={result} filtered={filtered} texts={texts} onPage={onPage}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </SearchResults>
    );
    const { rerender } = render(results({ isPending: true }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(results({ isPending: false, data: page(['a', 'b'], 3) }));
    expect(screen.getByRole('status')).toHaveTextContent('3 trovati');
    const [list] = screen.getAllByRole('list');
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a', 'b']);
    await userEvent.click(screen.getByRole('button', { name: /pagina 2/i }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(results({ isPending: false, data: page([]) }));
    expect(screen.getByText('Ancora nessun elemento')).toBeInTheDocument();
    rerender(results({ isPending: false, data: page([]) }, true));
    expect(screen.getByText('Nessun elemento per questa ricerca')).toBeInTheDocument();
    rerender(results({ isPending: false, data: undefined }));
    expect(screen.getByRole('status')).toHaveTextContent('Ricerca non riuscita');
  });

  it('offers the orders it is given', async () => {
    const onChange = vi.fn();
    render(
      <SortField
        label="Ordina per"
        value=""
        options={[
          { value: '', label: 'Pertinenza' },
          { value: 'titolo', label: 'Titolo' },
        ]}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordina per' }), 'Titolo');
    expect(onChange).toHaveBeenCalledWith('titolo');
  });
});
