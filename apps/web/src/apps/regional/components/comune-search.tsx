import type { Comune } from '@halo/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { SearchInput } from '../../../lib/ui/search-input.tsx';
import { regionalReadError } from '../regional.api.ts';
import { useComuneSearch } from '../use-comune-search.ts';

/**
 * Search over all 7,896 comuni by name, ISTAT code or codice catastale, answering as the user types (public
 * endpoint, ADR 0003). `renderName` turns a result's name into a link or a button.
 */
export function ComuneSearch({
  term,
  onTermChange,
  renderName,
}: {
  term: string;
  onTermChange: (term: string) => void;
  renderName: (comune: Comune) => ReactNode;
}) {
  const { t } = useTranslation('regional');
  const resultsId = useId();
  const search = useComuneSearch(term);

  let status = '';
  if (search.pending && term.trim()) status = t('search.pending');
  else if (search.searched && !search.failed) {
    status =
      search.results.length > 0
        ? t('search.found', { count: search.results.length, term: search.searched })
        : t('search.none', { term: search.searched });
  }

  return (
    <section aria-label={t('search.region')} className="mb-4">
      <SearchInput
        label={t('search.label')}
        value={term}
        onChange={onTermChange}
        help={t('search.help')}
        controls={resultsId}
        className="form-group mt-5 mb-2"
      />
      <p role="status" className="mt-3">
        {status}
      </p>
      {search.failed ? (
        <p role="alert" className="text-danger">
          {regionalReadError('ricerca')}
        </p>
      ) : null}
      <div id={resultsId}>
        {search.results.length > 0 && !search.pending ? (
          <DataTable<Comune>
            caption={t('search.results')}
            rows={search.results}
            rowKey={(comune) => comune.id}
            empty=""
            columns={[
              { key: 'comune', header: t('labels.comune'), cell: renderName },
              { key: 'provincia', header: t('labels.provincia'), cell: (c) => c.siglaProvincia },
              { key: 'istat', header: t('labels.codiceIstat'), cell: (c) => c.codiceIstat },
              { key: 'catastale', header: t('labels.codiceCatastale'), cell: (c) => c.codiceCatastale },
            ]}
          />
        ) : null}
      </div>
    </section>
  );
}
