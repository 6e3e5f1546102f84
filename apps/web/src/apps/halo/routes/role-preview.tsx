import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useApplicationName } from '../application-name.ts';
import { ApplicationSelect } from '../components/application-select.tsx';
import { useApplicationRoles, useApplications, useRolePreview } from '../halo.queries.ts';

/**
 * "Vedi come": the routes and the menu a role of an application gets, as the server computes them for a user
 * holding only that role (no group permissions). Kept in the address (`?vediApp=2&vediRuolo=cittadino`).
 */
export function RolePreview() {
  const { t } = useTranslation('adminForms');
  const applicationName = useApplicationName();
  const list = useListParams();
  const applications = useApplications();
  const apps = applications.data ?? [];
  const appId = Number.parseInt(list.get('vediApp'), 10) || null;
  const role = list.get('vediRuolo') || null;
  const app = apps.find((a) => a.id === appId) ?? null;
  const roles = useApplicationRoles(app?.id ?? null);
  const preview = useRolePreview(app?.id ?? null, role);
  return (
    <PageSection title={t('routes.preview.title')}>
      <p>{t('routes.preview.intro')}</p>
      <div className="row">
        <div className="col-md-6">
          <ApplicationSelect
            label={t('routes.preview.application')}
            applications={apps}
            choose
            value={app?.id ?? null}
            onChange={(id) => list.update({ vediApp: id, vediRuolo: null })}
          />
        </div>
        <div className="col-md-6">
          <ChoiceSelect
            label={t('routes.preview.role')}
            value={role ?? ''}
            disabled={!app}
            onChange={(name) => list.update({ vediRuolo: name })}
            choose
            choices={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
          />
        </div>
      </div>
      {preview.data ? (
        <div className="row" aria-live="polite">
          <div className="col-lg-6">
            <h3 className="h5">
              {t('routes.preview.routesTitle', {
                application: applicationName.of(preview.data.application),
                role: preview.data.role,
              })}
            </h3>
            {preview.data.routes.length === 0 ? (
              <p>{t('routes.preview.noRoutes')}</p>
            ) : (
              <ul aria-label={t('routes.preview.routesList')}>
                {preview.data.routes.map((route) => (
                  <li key={route.path}>
                    <strong>{route.name}</strong> <code>{route.path}</code>
                    {route.subRoutes.length > 0 ? (
                      <ul>
                        {route.subRoutes.map((sub) => (
                          <li key={sub.pathBase}>
                            {sub.name} <code>{sub.pathBase}</code>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="col-lg-6">
            <h3 className="h5">{t('routes.preview.menuTitle')}</h3>
            {preview.data.menu.length === 0 ? (
              <p>{t('routes.preview.noMenu')}</p>
            ) : (
              <ul aria-label={t('routes.preview.menuList')}>
                {preview.data.menu.map((item) => (
                  <li key={item.id}>
                    {item.label}
                    {item.path ? (
                      <>
                        {' '}
                        <code>{item.path}</code>
                      </>
                    ) : null}
                    {item.children.length > 0 ? (
                      <ul>
                        {item.children.map((child) => (
                          <li key={child.id}>
                            {child.label} {child.path ? <code>{child.path}</code> : null}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : preview.isFetching ? (
        <LoadingState />
      ) : null}
    </PageSection>
  );
}
