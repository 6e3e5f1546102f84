import { authorizationRoutes, type Group } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useApplicationName } from '../application-name.ts';
import { ApplicationFilter } from '../components/application-select.tsx';
import { GroupDetailView } from '../groups/group-detail.tsx';
import { GroupFormDialog } from '../groups/group-form.tsx';
import {
  useAdminRefresh,
  useApplications,
  useDeleteGroup,
  useGroupDetail,
  useGroupsPage,
} from '../halo.queries.ts';

/** Groups: the paged list (search, application, sort on the server) or one group (`?gruppo=<id>`). */
export function AdminGruppi() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const groupId = params.get('gruppo');
  return (
    <Page title={t('groups.title')} lead={t('groups.lead')}>
      {groupId ? <GroupScreen id={groupId} /> : <GroupList />}
    </Page>
  );
}

function GroupScreen({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const detail = useGroupDetail(id);
  const refresh = useAdminRefresh();
  const list = useListParams();
  if (detail.isPending) return <p>{t('common.loading')}</p>;
  if (!detail.data) {
    return (
      <p>
        {t('groups.notFound')} <Link to="?">{t('groups.backToList')}</Link>
      </p>
    );
  }
  return (
    <GroupDetailView
      group={detail.data}
      backHref="?"
      onChanged={refresh}
      onDeleted={() => {
        list.update({ gruppo: null });
      }}
    />
  );
}

function GroupList() {
  const { t } = useTranslation('admin');
  const list = useListParams({ sort: 'path' });
  const app = list.get('app');
  const applications = useApplications();
  const applicationName = useApplicationName();
  const refresh = useAdminRefresh();
  const remove = useDeleteGroup();
  const groups = useGroupsPage({ q: list.q, app, sort: list.sort, page: list.page, size: list.size });
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const rows = groups.data?.items;
  const editingGroup = editing?.id ? (rows?.find((g) => g.id === editing.id) ?? null) : null;
  return (
    <PageSection
      title={t('groups.listTitle')}
      actions={
        <IfAllowed route={authorizationRoutes.groupCreate}>
          <Button color="primary" size="sm" type="button" onClick={() => setEditing({ id: null })}>
            {t('groups.new')}
          </Button>
        </IfAllowed>
      }
    >
      <div className="row">
        <div className="col-md-6">
          <SearchBox label={t('groups.search')} value={list.q} onChange={(q) => list.update({ q })} />
        </div>
        <div className="col-md-6">
          <ApplicationFilter
            applications={applications.data ?? []}
            value={app}
            onChange={(clientId) => list.update({ app: clientId })}
            id="halo-groups-app"
          />
        </div>
      </div>
      <DataTable
        caption={t('groups.caption')}
        rows={rows}
        loading={groups.isPending}
        rowKey={(g) => g.id}
        sort={list.sort}
        onSort={(sort) => list.update({ sort })}
        empty={list.q || app ? t('groups.emptyFiltered') : t('groups.empty')}
        columns={[
          {
            key: 'path',
            header: t('groups.columns.group'),
            sortKey: 'path',
            cell: (g) => <Link to={`?gruppo=${encodeURIComponent(g.id)}`}>{g.path}</Link>,
          },
          {
            key: 'application',
            header: t('common.application'),
            cell: (g) => (g.application ? applicationName.ofClientId(g.application, applications.data) : '—'),
          },
          { key: 'description', header: t('common.description'), cell: (g) => g.description || '—' },
          {
            key: 'members',
            header: t('groups.columns.members'),
            sortKey: 'memberCount',
            cell: (g) => g.memberCount,
          },
          {
            key: 'actions',
            header: t('common.actions'),
            hiddenHeader: true,
            className: 'text-end text-nowrap',
            cell: (g) => (
              <>
                <RowAction
                  route={authorizationRoutes.groupUpdate}
                  label={t('common.editItem', { name: g.path })}
                  onClick={() => setEditing({ id: g.id })}
                >
                  {t('common.edit')}
                </RowAction>
                <RowAction
                  route={authorizationRoutes.groupDelete}
                  label={t('common.deleteItem', { name: g.path })}
                  danger
                  onClick={() => setDeleting(g)}
                >
                  {t('common.delete')}
                </RowAction>
              </>
            ),
          },
        ]}
      />
      <ListPager
        label={t('groups.pagerLabel')}
        result={groups.data}
        onPage={(page) => list.update({ page })}
      />
      <GroupFormDialog
        isOpen={editing !== null && (editing.id === null || editingGroup !== null)}
        group={editingGroup}
        onClose={() => setEditing(null)}
        onReload={refresh}
        onSaved={(saved) => {
          const created = editing?.id === null;
          setEditing(null);
          notifySuccess(t(created ? 'groups.created' : 'groups.saved', { name: saved.path }));
          if (created) list.update({ gruppo: saved.id });
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ params: { id: deleting?.id ?? '' } })}
        onDone={(deleted) => {
          setDeleting(null);
          notifySuccess(t('groups.deleted', { name: deleted.path }));
        }}
        onReload={refresh}
      >
        <p>
          <Trans
            t={t}
            i18nKey="groups.deleteConfirm"
            values={{ name: deleting?.path ?? '' }}
            components={{ strong: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </PageSection>
  );
}
