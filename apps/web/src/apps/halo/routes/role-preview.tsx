import { platformAdminRoutes, rolePreviewSchema } from '@halo/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AdminSection } from '../components/admin-screen.tsx';
import { ApplicationSelect } from '../components/application-select.tsx';
import { adminOne, withQuery } from '../halo.api.ts';
import { useListParams } from '../halo.list.ts';
import { useApplicationRoles, useApplications } from '../halo.queries.ts';

/**
 * "Vedi come": the routes and the menu a role of an application gets, as the server computes them for a user
 * holding only that role (no group permissions). Kept in the address (`?vediApp=2&vediRuolo=cittadino`).
 */
export function RolePreview() {
  const roleId = useId();
  const list = useListParams();
  const applications = useApplications();
  const apps = applications.data ?? [];
  const appId = Number.parseInt(list.get('vediApp'), 10) || null;
  const role = list.get('vediRuolo') || null;
  const app = apps.find((a) => a.id === appId) ?? null;
  const roles = useApplicationRoles(app?.id ?? null);
  const preview = useQuery({
    queryKey: ['halo', 'preview', app?.id, role],
    queryFn: ({ signal }) =>
      adminOne(
        withQuery(platformAdminRoutes.appPreview.url, { idApp: app?.id, role }),
        rolePreviewSchema,
        "dell'anteprima",
        signal,
      ),
    enabled: app !== null && role !== null,
  });
  return (
    <AdminSection title="Vedi come ruolo">
      <p>Scegliere un'applicazione e un ruolo per vedere le rotte e il menu che riceve chi ha quel ruolo.</p>
      <div className="row">
        <div className="col-md-6">
          <ApplicationSelect
            label="Applicazione dell'anteprima"
            applications={apps}
            emptyOption="Scegliere…"
            value={app?.id ?? null}
            onChange={(id) => list.update({ vediApp: id, vediRuolo: null })}
          />
        </div>
        <div className="col-md-6">
          <div className="select-wrapper mb-4">
            <label htmlFor={roleId}>Ruolo dell'anteprima</label>
            <select
              id={roleId}
              value={role ?? ''}
              disabled={!app}
              onChange={(event) => list.update({ vediRuolo: event.target.value })}
            >
              <option value="">Scegliere…</option>
              {(roles.data ?? []).map((r) => (
                <option key={r.id} value={r.name}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {preview.data ? (
        <div className="row" aria-live="polite">
          <div className="col-lg-6">
            <h3 className="h5">
              Rotte di {preview.data.application.nome} per il ruolo {preview.data.role}
            </h3>
            {preview.data.routes.length === 0 ? (
              <p>Nessuna rotta per questo ruolo.</p>
            ) : (
              <ul aria-label="Rotte dell'anteprima">
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
            <h3 className="h5">Menu</h3>
            {preview.data.menu.length === 0 ? (
              <p>Nessuna voce di menu per questo ruolo.</p>
            ) : (
              <ul aria-label="Menu dell'anteprima">
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
        <p>Caricamento…</p>
      ) : null}
    </AdminSection>
  );
}
