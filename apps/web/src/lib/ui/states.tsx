import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a list or a page shows while its data is on the way. */
export function LoadingState() {
  const { t } = useTranslation('ui');
  return <p>{t('loading')}</p>;
}

/** A list with nothing to show: says so in words (a filter that matches nothing, an empty catalogue). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}

/** A page whose record does not exist (deleted, or a stale link): what is missing and the way back. */
export function NotFoundState({
  title,
  back,
  backLabel,
}: {
  title: string;
  back: string;
  backLabel: string;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p>
        <Link to={back}>{backLabel}</Link>
      </p>
    </>
  );
}

/**
 * A record's state as a badge: Bootstrap Italia's accessible colour (`tone`, a `bg-*` class) and always the state in
 * words, after a hidden "Stato:" for a screen reader — never told by colour alone.
 */
export function StateBadge({ tone, label, children }: { tone: string; label: string; children: ReactNode }) {
  return (
    <span className={`badge ${tone}`}>
      <span className="visually-hidden">{label} </span>
      {children}
    </span>
  );
}
