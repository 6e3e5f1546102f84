import type { Page as ResultPage } from '@halo/contract/admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { SearchFilters, SearchResults, SortField } from '../../../lib/ui/search-screen.tsx';
import { useSearchTexts } from '../prosa.search.ts';

/*
 * The search page of Pro.Sa.'s records with a page of their own (projects, campaigns): the create link, the staff's
 * note, the text and the filters in one `search` landmark, the results as cards sorted by the server. Each screen
 * says its filters, its query and its card; the texts are under `<kind>.` of the `prosaAttivita` namespace.
 */

type Kind = 'projects' | 'campaigns';

const PAGE_SIZE = 10;

/** The search's state in the address, the order if the server knows it, and the list's address (for the way back). */
export function useRecordSearch(sorts: readonly { value: string }[]) {
  const list = useListParams({ size: PAGE_SIZE });
  const location = useLocation();
  const sort = sorts.some((s) => s.value && s.value === list.sort) ? list.sort : undefined;
  return { list, sort, here: `${location.pathname}${location.search}` };
}

type RecordSearch = ReturnType<typeof useRecordSearch>;
/** The search's state in the address, for the screen's filters. */
export type SearchList = RecordSearch['list'];

interface RecordSearchProps<T extends { id: number }> {
  kind: Kind;
  search: RecordSearch;
  /** The orders the server knows, their labels in words. */
  sorts: readonly { value: string; label: string }[];
  viewer: { staff: boolean; writes: boolean };
  /** The new record's page. */
  newPath: string;
  result: { isPending: boolean; isPlaceholderData: boolean; data?: ResultPage<T> | null };
  filtered: boolean;
  /** The address's parameters that "clear" empties, besides the text. */
  params: readonly string[];
  filters: ReactNode;
  card: (item: T) => ReactNode;
}

export function RecordSearchPage<T extends { id: number }>(props: RecordSearchProps<T>) {
  const { kind, search, sorts, viewer, newPath, result, filtered, params, filters, card } = props;
  const { t } = useTranslation('prosaAttivita');
  const texts = useSearchTexts(`${kind}.search`);
  const { list, sort, here } = search;
  usePageInRange(list, result);
  return (
    <Page
      title={t(`${kind}.title`)}
      lead={t(`${kind}.lead`)}
      actions={
        viewer.writes ? (
          <Link className="btn btn-primary" to={newPath} state={{ from: here }}>
            {t(`${kind}.create`)}
          </Link>
        ) : null
      }
    >
      {viewer.staff ? <p>{t(`${kind}.search.staffNote`)}</p> : null}
      <SearchFilters
        label={t(`${kind}.search.filters`)}
        filtered={filtered}
        clearLabel={t(`${kind}.search.clear`)}
        onClear={() => list.update({ q: null, ...Object.fromEntries(params.map((p) => [p, null])) })}
      >
        <SearchBox label={t(`${kind}.search.text`)} value={list.q} onChange={(q) => list.update({ q })} />
        {filters}
      </SearchFilters>
      <SearchResults
        title={t(`${kind}.search.results`)}
        result={result}
        filtered={filtered}
        texts={texts}
        actions={
          <SortField
            label={t(`${kind}.search.sort`)}
            value={sort ?? ''}
            options={sorts}
            onChange={(value) => list.update({ sort: value })}
          />
        }
        onPage={(page) => list.update({ page })}
      >
        {(items) => (
          <ul className="list-unstyled mb-4">
            {items.map((item) => (
              <li key={item.id} className="mb-3">
                {card(item)}
              </li>
            ))}
          </ul>
        )}
      </SearchResults>
    </Page>
  );
}
