import type { Page as ResultPage } from '@halo/contract/admin';
import { Button } from 'design-react-kit';
import { type ReactNode, useId } from 'react';
import { PageSection } from './page.tsx';
import { ListPager } from './pager.tsx';
import { EmptyState, LoadingState } from './states.tsx';

/*
 * The search screen of the feature kit (issue 33, docs/adr/0045): the filters in one named `search` landmark with a
 * "clear" while anything is set, and the results as a section with a live count, loading, empty, the list and the
 * pager. The screen keeps its filters in the address (`useListParams`) and says what its list looks like; the rest
 * is the kit's, the same on every search screen.
 */

/** A select of a filter row: its label above, Bootstrap Italia's select wrapper. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  className = 'col-12 col-md-6 col-lg-4',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`${className} select-wrapper mb-4`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The order of a result list: the orders the server knows, by value and label. */
export function SortField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={onChange} className="mt-0">
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The filters of a search: one named `search` landmark; "clear" while any filter (or the text) is set. */
export function SearchFilters({
  label,
  filtered = false,
  clearLabel,
  onClear,
  className,
  children,
}: {
  label: string;
  /** A filter is set: "clear" shows (a screen with one switch has none). */
  filtered?: boolean;
  clearLabel?: string;
  onClear?: () => void;
  /** The landmark's class (`row`, for filters laid out in a grid). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <search aria-label={label} className={className}>
      {children}
      {filtered && onClear ? (
        <Button color="primary" outline size="sm" type="button" className="mb-4" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </search>
  );
}

export interface SearchTexts {
  /** "12 progetti trovati": read by screen readers as it changes. */
  found: (count: number) => string;
  failed: string;
  /** Nothing at all yet, and nothing for this search. */
  empty: string;
  emptySearch: string;
  pagerLabel: string;
}

/**
 * A search's results: the count (a live status), loading, the empty state (which says whether the search or the
 * collection is empty), the list as the screen draws it, and the pager.
 */
export function SearchResults<T>({
  title,
  result,
  filtered,
  texts,
  actions,
  before,
  onPage,
  children,
}: {
  /** The results' section heading; none: drawn inside the screen's own section. */
  title?: string;
  result: { isPending: boolean; data?: ResultPage<T> | null };
  filtered: boolean;
  texts: SearchTexts;
  /** Beside the title: the order. */
  actions?: ReactNode;
  /** Above the count (what period is shown). */
  before?: ReactNode;
  onPage: (page: number) => void;
  /** The list of a non-empty page. */
  children: (items: T[]) => ReactNode;
}) {
  const { data, isPending } = result;
  const body = (
    <>
      {before}
      <p role="status">{isPending ? null : data ? texts.found(data.total) : texts.failed}</p>
      {isPending ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>{filtered ? texts.emptySearch : texts.empty}</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? children(data.items) : null}
      <ListPager label={texts.pagerLabel} result={data} onPage={onPage} />
    </>
  );
  return title === undefined ? (
    body
  ) : (
    <PageSection title={title} actions={actions}>
      {body}
    </PageSection>
  );
}
