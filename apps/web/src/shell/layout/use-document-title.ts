import { useEffect } from 'react';
import { PLATFORM_NAME } from './branding.ts';

/** The title a page names itself by: the page's, then the platform's. */
export function documentTitle(title: string): string {
  return title ? `${title} - ${PLATFORM_NAME}` : PLATFORM_NAME;
}

/** The title the last page rendered at build time set (src/prerender.tsx), where no effect runs. */
export const renderedTitle: { value: string | null } = { value: null };

/** Screen readers announce the page title on navigation; every page names itself. */
export function useDocumentTitle(title: string): void {
  if (import.meta.env.SSR) renderedTitle.value = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
