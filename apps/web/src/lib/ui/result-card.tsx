import { type ReactNode, useId } from 'react';
import { Link, type To } from 'react-router';
import { InlineFacts } from './facts.tsx';

/**
 * One result of a search or of a list of cards: its title leading to its page (keeping where the reader came from,
 * for the way back), what sits beside the title (a state, a star), where it belongs, a summary, its facts.
 */
export function ResultCard({
  title,
  to,
  from,
  aside,
  where,
  summary,
  facts,
}: {
  title: string;
  to: To;
  /** The list's address, for the way back from the record's page. */
  from?: string;
  aside?: ReactNode;
  where?: string;
  summary?: string;
  facts: readonly (readonly [string, ReactNode])[];
}) {
  const titleId = useId();
  return (
    <article className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <h3 id={titleId} className={`h5 card-title ${where === undefined ? 'mb-2' : 'mb-1'}`}>
            <Link to={to} state={from === undefined ? undefined : { from }}>
              {title}
            </Link>
          </h3>
          {aside}
        </div>
        {where === undefined ? null : <p className="small mb-2">{where}</p>}
        {summary === undefined ? null : <p className="mb-3">{summary}</p>}
        <InlineFacts items={facts} />
      </div>
    </article>
  );
}
