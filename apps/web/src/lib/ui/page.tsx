import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useDocumentTitle } from '../../shell/layout/use-document-title.ts';
import { afterPause } from '../use-debounced-value.ts';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { SearchInput } from './search-input.tsx';
import './ui.css';

/**
 * The frame of a screen: where it sits (breadcrumbs), its title (page and document), what it is for, and its
 * main actions.
 */
export function Page({
  title,
  lead,
  actions,
  breadcrumbs,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Where the page sits (the last crumb is the page itself). */
  breadcrumbs?: readonly Crumb[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container-xxl py-4 ui-page">
      {breadcrumbs ? <Breadcrumbs trail={breadcrumbs} /> : null}
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <div>
          <h1>{title}</h1>
          {lead ? <p className="lead mb-0">{lead}</p> : null}
        </div>
        {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A titled part of a screen. */
export function PageSection({
  title,
  actions,
  children,
  level = 2,
  focusOnOpen = false,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  level?: 2 | 3;
  /** A part opened by a button (a form): its heading takes the focus, so the user goes on where it appeared. */
  focusOnOpen?: boolean;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="mb-5">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <Heading
          id={id}
          ref={heading}
          tabIndex={focusOnOpen ? -1 : undefined}
          className={level === 2 ? 'h4 mb-0' : 'h5 mb-0'}
        >
          {title}
        </Heading>
        {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A search box; the list follows after a short pause in typing (one call per word, not per key). */
export function SearchBox({
  label,
  value,
  onChange,
  delayMs = 300,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  delayMs?: number;
}) {
  const [text, setText] = useState(value);
  // The address changed from elsewhere (filters cleared, back button): the box shows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (text === value) return;
    // Not after a link followed within the pause (afterPause): the search would take the user back to the list.
    return afterPause(() => latest.current(text), delayMs);
  }, [text, value, delayMs]);
  return <SearchInput label={label} value={text} onChange={setText} className="form-group mb-4 ui-search" />;
}
