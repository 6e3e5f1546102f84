import { platformAdminRoutes, type RouteConfig } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, RecordsSection, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { requestRoutingUpdate } from '../../../shell/routing/routing-events.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { useAdminRefresh, useRoutesPage } from '../halo.queries.ts';
import type admin from '../locales/it/admin.ts';
import { DeleteRoute } from '../routes/delete-route.tsx';
import { RolePreview } from '../routes/role-preview.tsx';
import { RouteFormDialog } from '../routes/route-form.tsx';

/**
 * The routing configuration of each application. A saved change rebuilds the shell's routing ('update
 * routing', SPEC.md §2), so the navigation shows it at once.
 */
export function AdminRotte() {
  const { t } = useTranslation('admin');
  const { applications, selected, selectedName, select } = useSelectedApplication();
  const list = useListParams({ sort: 'position' });
  const routes = useRoutesPage(selected?.id ?? null, pageQuery(list));
  usePageInRange(list, routes);
  // A new route goes after the last one: the highest position, asked of the server like the list.
  const last = useRoutesPage(selected?.id ?? null, { sort: '-position', page: 1, size: 1 });
  const refresh = useAdminRefresh();
  const dialogs = useRecordDialogs(routes.data?.items, (r) => r.id);
  const nextPosition = (last.data?.items[0]?.position ?? -1) + 1;
  const column = columnsOf<RouteConfig, keyof typeof admin.routes.columns>((key) =>
    t(`routes.columns.${key}`),
  );

  return (
    <Page title={t('routes.title')} lead={t('routes.lead')}>
      <RecordsSection
        title={selected ? t('routes.heading', { name: selectedName }) : t('routes.title')}
        create={
          selected
            ? { route: platformAdminRoutes.routeCreate, onClick: dialogs.create, label: t('routes.new') }
            : null
        }
      >
        <div className="row">
          <div className="col-md-6">
            <ApplicationSelect applications={applications} value={selected?.id ?? null} onChange={select} />
          </div>
          <div className="col-md-6">
            <SearchBox label={t('routes.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
        </div>
        <AdminTable
          caption={t('routes.heading', { name: selectedName })}
          list={list}
          result={routes}
          rowKey={(r) => r.id}
          texts="routes"
          columns={[
            column('position', (r) => r.position, { sortKey: 'position' }),
            column('path', (r) => <code>{r.path}</code>, { sortKey: 'path' }),
            { key: 'name', header: t('common.name'), sortKey: 'name', cell: (r) => r.name },
            column('component', (r) => r.component),
            column('roles', (r) => (r.roles.length ? r.roles.join(', ') : t('common.all'))),
            column('section', (r) => r.section ?? '—'),
            column('subRoutes', (r) => r.subRoutes.map((s) => s.pathBase).join(', ') || '—'),
            column('public', (r) => (r.isPublic ? t('common.yes') : t('common.no'))),
          ]}
          actions={(r) => (
            <RecordActions
              name={r.path}
              edit={{
                route: platformAdminRoutes.routeUpdate,
                label: t('routes.editItem', { path: r.path }),
                onClick: () => dialogs.edit(r),
              }}
              remove={{
                route: platformAdminRoutes.routeDelete,
                label: t('routes.deleteItem', { path: r.path }),
                onClick: () => dialogs.askDelete(r),
              }}
            />
          )}
        />
      </RecordsSection>
      <RolePreview />
      {selected ? (
        <RouteFormDialog
          application={selected}
          route={dialogs.editing}
          nextPosition={nextPosition}
          onReload={refresh}
          {...recordFormOpening(
            dialogs,
            (created, saved) => t(created ? 'routes.created' : 'routes.saved', { path: saved.path }),
            () => requestRoutingUpdate(),
          )}
        />
      ) : null}
      <DeleteRoute route={dialogs.deleting} onClose={dialogs.closeDelete} />
    </Page>
  );
}
