import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classifyLoadError } from '../routing/lazy-load.ts';

const texts = {
  chunk: { title: 'loadError.chunkTitle', body: 'loadError.chunkBody' },
  'missing-module': { title: 'loadError.missingModuleTitle', body: 'loadError.missingModuleBody' },
  other: { title: 'loadError.otherTitle', body: 'loadError.otherBody' },
} as const;

/**
 * Shown instead of a blank screen when a screen's code fails to load or to render (SPEC.md §8).
 * `withHomeLink` is off where no router is available.
 */
export function LoadErrorPage({
  error,
  onRetry,
  withHomeLink = true,
}: {
  error: unknown;
  onRetry: () => void;
  withHomeLink?: boolean;
}) {
  const { t } = useTranslation();
  const text = texts[classifyLoadError(error)];
  return (
    <section className="container-xxl py-5" aria-labelledby="load-error-title">
      <h1 id="load-error-title">{t(text.title)}</h1>
      <p className="lead">{t(text.body)}</p>
      <div className="d-flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('loadError.retry')}
        </button>
        {withHomeLink ? (
          <Link className="btn btn-outline-primary" to="/">
            {t('status.home')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
