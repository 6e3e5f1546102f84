import { Button } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../call-route.ts';

/**
 * Whether reloading would help: the record changed since it was read (a 409 about its `version`). A name already
 * taken or a record still in use are conflicts too, but the same data would be refused again.
 */
export function isStale(failure: WriteFailure): boolean {
  return failure.status === 409 && failure.details.some((detail) => /(^|\.)version$/.test(detail.path));
}

/**
 * A refused write, where the user is looking: the server's message (or the SPEC.md §8 fallback), the details no
 * field could show (what still references a record), and, when the record changed meanwhile, a button that
 * loads the current data.
 */
export function FailureAlert({
  failure,
  extra = [],
  extraTitle,
  onReload,
  title,
  className,
}: {
  failure: WriteFailure;
  /** Details already filtered by the caller (those without a field to go under). */
  extra?: readonly string[];
  /** Says what the list of details is ('Elementi collegati:'). */
  extraTitle?: string;
  onReload?: () => unknown;
  /** Says what was refused, above the server's message ("Prenotazione non riuscita"). */
  title?: string;
  /** Its margins where it stands. */
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const unique = [...new Set(extra)].filter((message) => message !== failure.message);
  return (
    <div className={`alert alert-danger${className ? ` ${className}` : ''}`} role="alert">
      {title ? <p className="fw-semibold mb-1">{title}</p> : null}
      <p className="mb-0">{failure.message}</p>
      {unique.length > 0 && extraTitle ? <p className="mb-1 mt-2">{extraTitle}</p> : null}
      {unique.length > 0 ? (
        <ul className={extraTitle ? 'mb-0' : 'mb-0 mt-2'}>
          {unique.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {isStale(failure) && onReload ? (
        <Button
          color="primary"
          size="sm"
          outline
          type="button"
          className="mt-3"
          onClick={() => void onReload()}
        >
          {t('failure.reload')}
        </Button>
      ) : null}
    </div>
  );
}
