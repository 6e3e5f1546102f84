import { Icon } from 'design-react-kit';
import { useTranslation } from 'react-i18next';

/** The pages to offer around the current one: first, last, and two on each side, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of list) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Bootstrap Italia pagination, with the range shown in words. */
export function Pager({
  label,
  page,
  size,
  total,
  onPage,
}: {
  label: string;
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('ui');
  // An empty list already says so in its own words.
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / size));
  const first = (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3">
      <p className="mb-0" aria-live="polite">
        {t('pager.range', { first, last, total })}
      </p>
      {pages > 1 ? (
        <nav className="pagination-wrapper mb-0" aria-label={label}>
          <ul className="pagination mb-0">
            <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                <Icon icon="it-chevron-left" aria-hidden="true" />
                <span className="visually-hidden">{t('pager.previous')}</span>
              </button>
            </li>
            {pageWindow(page, pages).map((p, index) =>
              p === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
                <li key={`gap-${index}`} className="page-item">
                  <span className="page-link" aria-hidden="true">
                    …
                  </span>
                </li>
              ) : (
                <li key={p} className="page-item">
                  <button
                    type="button"
                    className="page-link"
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={t('pager.page', { page: p })}
                    onClick={() => onPage(p)}
                  >
                    {p}
                  </button>
                </li>
              ),
            )}
            <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                disabled={page >= pages}
                onClick={() => onPage(page + 1)}
              >
                <span className="visually-hidden">{t('pager.next')}</span>
                <Icon icon="it-chevron-right" aria-hidden="true" />
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** The pager of a list answered a page at a time: nothing until the first page has arrived. */
export function ListPager({
  label,
  result,
  onPage,
}: {
  label: string;
  result: { page: number; size: number; total: number } | null | undefined;
  onPage: (page: number) => void;
}) {
  if (!result) return null;
  return <Pager label={label} page={result.page} size={result.size} total={result.total} onPage={onPage} />;
}
