import { useEffect } from 'react';
import { PLATFORM_NAME } from './branding.ts';

/** Screen readers announce the page title on navigation; every page names itself. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PLATFORM_NAME}` : PLATFORM_NAME;
  }, [title]);
}
