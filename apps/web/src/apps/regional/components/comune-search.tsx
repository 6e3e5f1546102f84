import type { Comune } from '@halo/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const inputId = useId();
  const helpId = useId();
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
      <div className="form-group mt-5 mb-2">
        <label htmlFor={inputId} className="active">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          className="form-control"
          value={term}
          autoComplete="off"
          aria-describedby={helpId}
          aria-controls={resultsId}
          onChange={(event) => onTermChange(event.target.value)}
        />
        <small id={helpId} className="form-text">
          {t('search.help')}
        </small>
      </div>
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
          <div className="table-responsive">
            <table className="table table-hover">
              <caption className="visually-hidden">{t('search.results')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('labels.comune')}</th>
                  <th scope="col">{t('labels.provincia')}</th>
                  <th scope="col">{t('labels.codiceIstat')}</th>
                  <th scope="col">{t('labels.codiceCatastale')}</th>
                </tr>
              </thead>
              <tbody>
                {search.results.map((comune) => (
                  <tr key={comune.id}>
                    <td>{renderName(comune)}</td>
                    <td>{comune.siglaProvincia}</td>
                    <td>{comune.codiceIstat}</td>
                    <td>{comune.codiceCatastale}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}
