import { platformAdminRoutes, type RouteConfig } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { requestRoutingUpdate } from '../../../shell/routing/routing-events.ts';
import { useApplicationName } from '../application-name.ts';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { useAdminRefresh, useAdminWrite, useRoutesPage } from '../halo.queries.ts';
import { RolePreview } from '../routes/role-preview.tsx';
import { RouteFormDialog } from '../routes/route-form.tsx';

/**
 * The routing configuration of each application. A saved change rebuilds the shell's routing ('update
 * routing', SPEC.md §2), so the navigation shows it at once.
 */
export function AdminRotte() {
  const { t } = useTranslation('admin');
  const { applications, selected, select } = useSelectedApplication();
  const applicationName = useApplicationName();
  const selectedName = selected ? applicationName.of(selected) : '';
  const list = useListParams({ sort: 'position' });
  const routes = useRoutesPage(selected?.id ?? null, pageQuery(list));
  usePageInRange(list, routes);
  // A new route goes after the last one: the highest position, asked of the server like the list.
  const last = useRoutesPage(selected?.id ?? null, { sort: '-position', page: 1, size: 1 });
  const refresh = useAdminRefresh();
  const remove = useAdminWrite(platformAdminRoutes.routeDelete);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<RouteConfig | null>(null);
  const editingRoute = editing?.id ? (routes.data?.items.find((r) => r.id === editing.id) ?? null) : null;
  const nextPosition = (last.data?.items[0]?.position ?? -1) + 1;

  const changed = (message: string) => {
    notifySuccess(message);
    requestRoutingUpdate();
  };

  return (
    <Page title={t('routes.title')} lead={t('routes.lead')}>
      <PageSection
        title={selected ? t('routes.heading', { name: selectedName }) : t('routes.title')}
        actions={
          selected ? (
            <IfAllowed route={platformAdminRoutes.routeCreate}>
              <Button color="primary" size="sm" type="button" onClick={() => setEditing({ id: null })}>
                {t('routes.new')}
              </Button>
            </IfAllowed>
          ) : null
        }
      >
        <div className="row">
          <div className="col-md-6">
            <ApplicationSelect
              applications={applications}
              value={selected?.id ?? null}
              onChange={(id) => select(id)}
            />
          </div>
          <div className="col-md-6">
            <SearchBox label={t('routes.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
        </div>
        <DataTable
          caption={t('routes.heading', { name: selectedName })}
          rows={routes.data?.items}
          loading={routes.isPending}
          rowKey={(r) => r.id}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={list.q ? t('routes.emptySearch') : t('routes.empty')}
          columns={[
            {
              key: 'position',
              header: t('routes.columns.position'),
              sortKey: 'position',
              cell: (r) => r.position,
            },
            {
              key: 'path',
              header: t('routes.columns.path'),
              sortKey: 'path',
              cell: (r) => <code>{r.path}</code>,
            },
            { key: 'name', header: t('common.name'), sortKey: 'name', cell: (r) => r.name },
            { key: 'component', header: t('routes.columns.component'), cell: (r) => r.component },
            {
              key: 'roles',
              header: t('routes.columns.roles'),
              cell: (r) => (r.roles.length ? r.roles.join(', ') : t('common.all')),
            },
            { key: 'section', header: t('routes.columns.section'), cell: (r) => r.section ?? '—' },
            {
              key: 'sub',
              header: t('routes.columns.subRoutes'),
              cell: (r) => r.subRoutes.map((s) => s.pathBase).join(', ') || '—',
            },
            {
              key: 'public',
              header: t('routes.columns.public'),
              cell: (r) => (r.isPublic ? t('common.yes') : t('common.no')),
            },
            {
              key: 'actions',
              header: t('common.actions'),
              hiddenHeader: true,
              className: 'text-end text-nowrap',
              cell: (r) => (
                <>
                  <RowAction
                    route={platformAdminRoutes.routeUpdate}
                    label={t('routes.editItem', { path: r.path })}
                    onClick={() => setEditing({ id: r.id })}
                  >
                    {t('common.edit')}
                  </RowAction>
                  <RowAction
                    route={platformAdminRoutes.routeDelete}
                    label={t('routes.deleteItem', { path: r.path })}
                    danger
                    onClick={() => setDeleting(r)}
                  >
                    {t('common.delete')}
                  </RowAction>
                </>
              ),
            },
          ]}
        />
        <ListPager
          label={t('routes.pagerLabel')}
          result={routes.data}
          onPage={(page) => list.update({ page })}
        />
      </PageSection>
      <RolePreview />
      {selected ? (
        <RouteFormDialog
          isOpen={editing !== null && (editing.id === null || editingRoute !== null)}
          application={selected}
          route={editingRoute}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
          onReload={refresh}
          onSaved={(saved) => {
            const created = editing?.id === null;
            setEditing(null);
            changed(t(created ? 'routes.created' : 'routes.saved', { path: saved.path }));
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ params: { id: deleting?.id ?? 0 } })}
        onDone={(deleted) => {
          setDeleting(null);
          changed(t('routes.deleted', { path: deleted.path }));
        }}
        onReload={refresh}
      >
        <p>
          <Trans
            t={t}
            i18nKey="routes.deleteConfirm"
            values={{ path: deleting?.path ?? '', name: deleting?.name ?? '' }}
            components={{ strong: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </Page>
  );
}
