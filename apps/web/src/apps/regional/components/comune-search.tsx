import type { Comune } from '@halo/contract';
import { type ReactNode, useId } from 'react';
import { regionalReadErrors } from '../regional.api.ts';
import { useComuneSearch } from '../use-comune-search.ts';

function plural(n: number): string {
  return n === 1 ? '1 comune trovato' : `${n} comuni trovati`;
}

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
  const inputId = useId();
  const helpId = useId();
  const resultsId = useId();
  const search = useComuneSearch(term);

  let status = '';
  if (search.pending && term.trim()) status = 'Ricerca in corso…';
  else if (search.searched && !search.failed) {
    status =
      search.results.length > 0
        ? `${plural(search.results.length)} per «${search.searched}».`
        : `Nessun comune trovato per «${search.searched}».`;
  }

  return (
    <section aria-label="Ricerca dei comuni" className="mb-4">
      <div className="form-group mt-5 mb-2">
        <label htmlFor={inputId} className="active">
          Cerca un comune
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
          Nome, codice ISTAT o codice catastale (es. Roma, 058091, H501).
        </small>
      </div>
      <p role="status" className="mt-3">
        {status}
      </p>
      {search.failed ? (
        <p role="alert" className="text-danger">
          {regionalReadErrors.ricerca}
        </p>
      ) : null}
      <div id={resultsId}>
        {search.results.length > 0 && !search.pending ? (
          <div className="table-responsive">
            <table className="table table-hover">
              <caption className="visually-hidden">Comuni trovati</caption>
              <thead>
                <tr>
                  <th scope="col">Comune</th>
                  <th scope="col">Provincia</th>
                  <th scope="col">Codice ISTAT</th>
                  <th scope="col">Codice catastale</th>
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
