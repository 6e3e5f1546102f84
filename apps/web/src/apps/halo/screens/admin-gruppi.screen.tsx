import { authorizationRoutes, type Group } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useApplicationName } from '../application-name.ts';
import { RecordsSection } from '../components/admin-table.tsx';
import { SearchByApplication } from '../components/application-select.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { GroupDetailView } from '../groups/group-detail.tsx';
import { GroupFormDialog } from '../groups/group-form.tsx';
import {
  useAdminRefresh,
  useApplications,
  useDeleteGroup,
  useGroupDetail,
  useGroupsPage,
} from '../halo.queries.ts';
import type admin from '../locales/it/admin.ts';

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
  if (detail.isPending) return <LoadingState />;
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
  const column = columnsOf<Group, keyof typeof admin.groups.columns>((key) => t(`groups.columns.${key}`));
  const app = list.get('app');
  const applications = useApplications();
  const applicationName = useApplicationName();
  const refresh = useAdminRefresh();
  const remove = useDeleteGroup();
  const groups = useGroupsPage({ q: list.q, app, sort: list.sort, page: list.page, size: list.size });
  const dialogs = useRecordDialogs(groups.data?.items, (g) => g.id);
  return (
    <RecordsSection
      texts="groups"
      create={{ route: authorizationRoutes.groupCreate, onClick: dialogs.create }}
    >
      <SearchByApplication label={t('groups.search')} list={list} />
      <PagedTable
        caption={t('groups.caption')}
        list={list}
        result={groups}
        pagerLabel={t('groups.pagerLabel')}
        rowKey={(g) => g.id}
        empty={list.q || app ? t('groups.emptyFiltered') : t('groups.empty')}
        columns={[
          column('group', (g) => <Link to={`?gruppo=${encodeURIComponent(g.id)}`}>{g.path}</Link>, {
            sortKey: 'path',
          }),
          {
            key: 'application',
            header: t('common.application'),
            cell: (g) => (g.application ? applicationName.ofClientId(g.application, applications.data) : '—'),
          },
          { key: 'description', header: t('common.description'), cell: (g) => g.description || '—' },
          column('members', (g) => g.memberCount, { sortKey: 'memberCount' }),
        ]}
        actions={(g) => (
          <RecordActions
            name={g.path}
            edit={{ route: authorizationRoutes.groupUpdate, onClick: () => dialogs.edit(g) }}
            remove={{ route: authorizationRoutes.groupDelete, onClick: () => dialogs.askDelete(g) }}
          />
        )}
      />
      <GroupFormDialog
        group={dialogs.editing}
        onReload={refresh}
        {...recordFormOpening(
          dialogs,
          (created, saved) => t(created ? 'groups.created' : 'groups.saved', { name: saved.path }),
          (saved, created) => created && list.update({ gruppo: saved.id }),
        )}
      />
      <DeleteRecord
        dialogs={dialogs}
        texts="groups"
        name={(g) => g.path}
        remove={(g) => remove.mutateAsync({ params: { id: g.id } })}
      />
    </RecordsSection>
  );
}
