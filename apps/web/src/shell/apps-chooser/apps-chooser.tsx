import type { Application } from '@halo/contract';
import { Card, CardBody, CardText, CardTitle, Icon, Input, icons } from 'design-react-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationTitle, useApplicationTitle } from '../../lib/application-title.ts';

/** SPEC.md §2: the search box appears when the user has more applications than fit at a glance. */
export const SEARCH_THRESHOLD = 6;
const FALLBACK_ICON = 'it-pa';

/** The applications whose title, name or description contains the query. */
export function filterApplications(
  apps: readonly Application[],
  query: string,
  language = 'it',
): Application[] {
  const needle = query.trim().toLocaleLowerCase('it');
  if (!needle) return [...apps];
  return apps.filter((app) =>
    [applicationTitle(app, language) ?? '', app.nome, app.description].some((text) =>
      text.toLocaleLowerCase('it').includes(needle),
    ),
  );
}

/** Only icons bundled with the design kit: an icon name from the server never becomes a URL to load. */
function iconFor(app: Application): string {
  return (icons as readonly string[]).includes(app.icon) ? app.icon : FALLBACK_ICON;
}

export function AppsChooser({
  apps,
  onChoose,
}: {
  apps: readonly Application[];
  onChoose: (app: Application) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleOf = useApplicationTitle();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const withSearch = apps.length > SEARCH_THRESHOLD;
  const visible = withSearch ? filterApplications(apps, query, i18n.language) : [...apps];

  if (apps.length === 0) {
    return <p className="lead">{t('chooser.none')}</p>;
  }
  return (
    <>
      {withSearch ? (
        <div className="row mb-3">
          <div className="col-12 col-md-6">
            <Input
              id={searchId}
              type="search"
              label={t('chooser.search')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {t('chooser.count', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="lead">{t('chooser.noMatch')}</p>
      ) : (
        <ul className="row g-4 list-unstyled" aria-label={t('chooser.list')}>
          {visible.map((app) => (
            <li className="col-12 col-md-6 col-lg-4" key={app.id}>
              <Card shadow="sm" rounded className="h-100 halo-app-card">
                <CardBody className="it-card-body">
                  <div className="d-flex align-items-center mb-3">
                    <Icon icon={iconFor(app)} color="primary" size="lg" aria-hidden="true" className="me-3" />
                    <CardTitle tag="h2" className="h5 mb-0">
                      {titleOf(app)}
                    </CardTitle>
                  </div>
                  <CardText className="it-card-text">{app.description}</CardText>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-label={t('chooser.openApplication', { name: titleOf(app) ?? app.nome })}
                    onClick={() => onChoose(app)}
                  >
                    {t('chooser.open')}
                  </button>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
