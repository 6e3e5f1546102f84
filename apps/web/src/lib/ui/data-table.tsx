import { Icon } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from './states.tsx';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's (or the list's) sort field; a column without one is not sortable. */
  sortKey?: string;
  className?: string;
  /** Header shown to screen readers only (an actions column). */
  hiddenHeader?: boolean;
}

/** `name` → ascending on name, `-name` → descending, anything else → not sorted on that field. */
export function sortDirection(sort: string | undefined, key: string): 'ascending' | 'descending' | null {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return null;
}

export function nextSort(sort: string | undefined, key: string): string {
  return sort === key ? `-${key}` : key;
}

/** A sortable column's header: a button with the order's arrow, saying the order to screen readers. */
export function SortButton({
  header,
  direction,
  onClick,
}: {
  header: string;
  direction: 'ascending' | 'descending' | null;
  onClick: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      className="btn btn-link p-0 fw-bold text-start text-decoration-none"
      onClick={onClick}
    >
      {header}
      <Icon
        icon={direction === 'descending' ? 'it-arrow-down-triangle' : 'it-arrow-up-triangle'}
        size="sm"
        className={direction ? '' : 'opacity-25'}
        aria-hidden="true"
      />
      <span className="visually-hidden">
        {direction === 'ascending'
          ? t('dataTable.sortedAscending')
          : direction === 'descending'
            ? t('dataTable.sortedDescending')
            : t('dataTable.sortable')}
      </span>
    </button>
  );
}

/**
 * A table of records: caption for screen readers, sortable headers (buttons, with aria-sort on the sorted
 * column), an empty text. Paging is the Pager's job. On a phone each row becomes a card, every value under its
 * column's name and the actions in view (ui.css).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty,
  loading,
  actions,
  rowClassName,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  sort?: string;
  onSort?: (sort: string) => void;
  empty: string;
  loading?: boolean;
  /** The row's actions (RecordActions), in a last column whose header only screen readers hear. */
  actions?: (row: T) => ReactNode;
  /** A row's own class (a row to highlight, e.g. `table-danger`, which must also say so in words). */
  rowClassName?: (row: T) => string | undefined;
}) {
  const { t } = useTranslation('ui');
  const shown: readonly Column<T>[] = actions
    ? [
        ...columns,
        {
          key: 'actions',
          header: t('dataTable.actions'),
          hiddenHeader: true,
          className: 'text-end',
          cell: actions,
        },
      ]
    : columns;
  if (!rows) return loading === false ? <EmptyState>{empty}</EmptyState> : <LoadingState />;
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle ui-stack-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => {
              const direction = column.sortKey ? sortDirection(sort, column.sortKey) : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.className}
                  aria-sort={direction ?? undefined}
                >
                  {column.hiddenHeader ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : column.sortKey && onSort ? (
                    <SortButton
                      header={column.header}
                      direction={direction}
                      onClick={() => onSort(nextSort(sort, column.sortKey ?? column.key))}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {shown.map((column) => (
                <td
                  key={column.key}
                  className={column.className}
                  data-label={column.hiddenHeader ? undefined : column.header}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
