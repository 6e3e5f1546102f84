import { useTranslation } from 'react-i18next';
import type { SearchTexts } from '../../lib/ui/search-screen.tsx';

/** The Pro.Sa. searches whose texts follow the kit's keys (found, failed, empty, emptySearch, pagerLabel). */
type SearchKeys = 'projects.search' | 'campaigns.search' | 'events.search';

/** The texts of a Pro.Sa. search's results, from its keys in the `prosaAttivita` namespace. */
export function useSearchTexts(keys: SearchKeys): SearchTexts {
  const { t } = useTranslation('prosaAttivita');
  return {
    found: (count) => t(`${keys}.found`, { count }),
    failed: t(`${keys}.failed`),
    empty: t(`${keys}.empty`),
    emptySearch: t(`${keys}.emptySearch`),
    pagerLabel: t(`${keys}.pagerLabel`),
  };
}
