import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { shouldScrollToTop } from './route-rules.ts';

/** SPEC.md §2: every navigation scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (shouldScrollToTop(previous.current, pathname)) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
  return null;
}
