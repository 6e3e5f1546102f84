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
