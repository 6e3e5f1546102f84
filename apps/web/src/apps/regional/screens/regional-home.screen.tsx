import { Card, CardBody, CardText, CardTitle } from 'design-react-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { RegionMap } from '../components/region-map.tsx';
import { regionalPaths, territorialHref } from '../regional.paths.ts';
import { useNazioni, useRegioni } from '../regional.queries.ts';
import '../regional.css';

const sections = [
  {
    title: 'Regioni e province',
    text: 'Regione → provincia → comune → quartiere, con la modifica di ogni livello.',
    to: regionalPaths.territorio,
  },
  {
    title: 'Aziende sanitarie',
    text: 'Regione → ASL → distretto → dipartimento o presidio ospedaliero → unità operativa.',
    to: regionalPaths.sanita,
  },
  {
    title: 'Comuni',
    text: 'Ricerca immediata tra tutti i comuni per nome, codice ISTAT o codice catastale.',
    to: regionalPaths.comuni,
  },
] as const;

/** Entry of the regional application: the map of the regions, the two hierarchies, the search, the countries. */
export function RegionalHome() {
  useDocumentTitle('Dati regionali');
  const regioni = useRegioni();
  return (
    <div className="container-xxl py-4">
      <h1>Dati regionali</h1>
      <p className="lead">
        L'anagrafica territoriale e sanitaria italiana: regioni, province e comuni (ISTAT), aziende sanitarie
        (Ministero della Salute) e la loro organizzazione.
      </p>
      <RegionMap
        regioni={regioni.data ?? []}
        title="Scegli una regione"
        hrefFor={(r) => territorialHref({ regione: r.codiceRegione })}
      />
      <section aria-labelledby="regional-sections" className="mb-5">
        <h2 id="regional-sections" className="h4">
          Sezioni
        </h2>
        <ul className="row g-4 list-unstyled">
          {sections.map((section) => (
            <li key={section.to} className="col-12 col-md-4">
              <Card shadow="sm" rounded className="h-100">
                <CardBody className="it-card-body">
                  <CardTitle tag="h3" className="h5">
                    <Link to={section.to}>{section.title}</Link>
                  </CardTitle>
                  <CardText className="it-card-text">{section.text}</CardText>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <Nazioni />
    </div>
  );
}

/** The countries (ISO 3166, Italian names, Belfiore code): read only, loaded when opened. */
function Nazioni() {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const nazioni = useNazioni(open);
  const needle = filter.trim().toLocaleLowerCase('it');
  const rows = (nazioni.data ?? []).filter(
    (n) =>
      !needle ||
      n.denominazione.toLocaleLowerCase('it').includes(needle) ||
      n.codiceIso2.toLowerCase() === needle ||
      n.codiceIso3.toLowerCase() === needle ||
      (n.codiceBelfiore ?? '').toLowerCase() === needle,
  );
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="h5">Nazioni e codici Belfiore</summary>
      {open ? (
        <>
          <div className="form-group mt-5 mb-3">
            <label htmlFor={filterId} className="active">
              Filtra per nome o codice
            </label>
            <input
              id={filterId}
              type="search"
              className="form-control"
              value={filter}
              autoComplete="off"
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          {nazioni.isPending ? (
            <p>Caricamento…</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm">
                <caption>{rows.length === 1 ? '1 nazione' : `${rows.length} nazioni`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Nazione</th>
                    <th scope="col">ISO 3166</th>
                    <th scope="col">Codice Belfiore</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((n) => (
                    <tr key={n.id}>
                      <td>{n.denominazione}</td>
                      <td>
                        {n.codiceIso2} / {n.codiceIso3} / {n.codiceNumerico}
                      </td>
                      <td>{n.codiceBelfiore ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </details>
  );
}
