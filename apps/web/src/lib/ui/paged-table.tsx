import type { Page } from '@halo/contract/admin';
import { DataTable } from './data-table.tsx';
import type { ParamChanges } from './list-params.ts';
import { ListPager } from './pager.tsx';

type TableProps<T> = Parameters<typeof DataTable<T>>[0];

/**
 * A table of records the server answers a page at a time (feature kit, issue 33): DataTable on the page's records,
 * ordered by the column the address names (`useListParams`), and the pager under it.
 */
export function PagedTable<T>({
  list,
  result,
  sort,
  pagerLabel,
  ...table
}: Omit<TableProps<T>, 'rows' | 'loading' | 'sort' | 'onSort'> & {
  list: { sort?: string; update: (changes: ParamChanges) => void };
  result: { isPending: boolean; data?: Page<T> | null };
  /** The order shown when the address names none (the server's own). */
  sort?: string;
  pagerLabel: string;
}) {
  return (
    <>
      <DataTable
        {...table}
        rows={result.data?.items}
        loading={result.isPending}
        sort={list.sort ?? sort}
        onSort={(next) => list.update({ sort: next })}
      />
      <ListPager label={pagerLabel} result={result.data} onPage={(page) => list.update({ page })} />
    </>
  );
}
