import { Card, CardBody, CardText, CardTitle } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchInput } from '../../../lib/ui/search-input.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { RegionMap } from '../components/region-map.tsx';
import { regionalPaths, territorialHref } from '../regional.paths.ts';
import { useNazioni, useRegioni } from '../regional.queries.ts';
import '../regional.css';

/** Each section's title and text are under `home.sections.<key>`. */
const sections = [
  { key: 'territorio', to: regionalPaths.territorio },
  { key: 'sanita', to: regionalPaths.sanita },
  { key: 'comuni', to: regionalPaths.comuni },
] as const;

/** Entry of the regional application: the map of the regions, the two hierarchies, the search, the countries. */
export function RegionalHome() {
  const { t } = useTranslation('regional');
  useDocumentTitle(t('home.title'));
  const regioni = useRegioni();
  return (
    <div className="container-xxl py-4">
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.lead')}</p>
      <RegionMap
        regioni={regioni.data ?? []}
        title={t('home.chooseRegion')}
        hrefFor={(r) => territorialHref({ regione: r.codiceRegione })}
      />
      <section aria-labelledby="regional-sections" className="mb-5">
        <h2 id="regional-sections" className="h4">
          {t('home.sectionsHeading')}
        </h2>
        <ul className="row g-4 list-unstyled">
          {sections.map((section) => (
            <li key={section.to} className="col-12 col-md-4">
              <Card shadow="sm" rounded className="h-100">
                <CardBody className="it-card-body">
                  <CardTitle tag="h3" className="h5">
                    <Link to={section.to}>{t(`home.sections.${section.key}.title`)}</Link>
                  </CardTitle>
                  <CardText className="it-card-text">{t(`home.sections.${section.key}.text`)}</CardText>
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
  const { t } = useTranslation('regional');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
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
      <summary className="h5">{t('home.nazioni.summary')}</summary>
      {open ? (
        <>
          <SearchInput
            label={t('home.nazioni.filter')}
            value={filter}
            onChange={setFilter}
            className="form-group mt-5 mb-3"
          />
          {nazioni.isPending ? (
            <p>{t('common.loading')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm">
                <caption>{t('home.nazioni.count', { count: rows.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('home.nazioni.nazione')}</th>
                    <th scope="col">{t('home.nazioni.iso')}</th>
                    <th scope="col">{t('home.nazioni.codiceBelfiore')}</th>
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
