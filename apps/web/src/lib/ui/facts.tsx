import type { ReactNode } from 'react';

/** Facts of a record (its codes, its address), as a description list; a missing value shows as a dash. */
export function Facts({ items }: { items: readonly [string, string | number | null | undefined][] }) {
  return (
    <dl className="row mb-4">
      {items.map(([term, value]) => (
        <div key={term} className="col-12 col-sm-6 col-lg-4 mb-2">
          <dt className="small text-uppercase">{term}</dt>
          <dd className="mb-0">{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Facts of a card (a search result, an activity), in a line each ("Periodo: dal 1 al 30 marzo"), in two columns from
 * a tablet up unless `column`; a missing value shows as a dash.
 */
export function InlineFacts({
  items,
  column = false,
  className = 'mb-0',
}: {
  items: readonly (readonly [string, ReactNode])[];
  column?: boolean;
  className?: string;
}) {
  return (
    <dl className={`${column ? '' : 'row '}small ${className}`}>
      {items.map(([term, value]) => (
        <div key={term} className={column ? 'mb-1' : 'col-12 col-md-6 mb-1'}>
          <dt className="d-inline me-1">{term}:</dt>
          <dd className="d-inline mb-0">
            {value === null || value === undefined || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The start of an authored text, cut at `length` characters with an ellipsis. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
