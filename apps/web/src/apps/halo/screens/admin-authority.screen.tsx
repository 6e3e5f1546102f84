import { type Authority, authorizationRoutes } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { ApplicationAuthorities, AuthorityDetail } from '../authorities/authority-sections.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { useAuthoritiesPage, useRemoveAuthority } from '../halo.queries.ts';

/**
 * Authorities (`GET /api/v1/utenza/auth/all`): who holds each and which applications enable it; enabling and
 * disabling them per application; removing one no application enables any more.
 */
export function AdminAuthority() {
  const { t } = useTranslation('admin');
  const list = useListParams({ sort: 'name' });
  const authorities = useAuthoritiesPage(pageQuery(list));
  usePageInRange(list, authorities);
  const removeAuthority = useRemoveAuthority();
  const chosen = list.get('authority') || null;
  const dialogs = useRecordDialogs(authorities.data?.items, (a) => a.name);
  return (
    <Page title={t('authority.title')} lead={t('authority.lead')}>
      <PageSection title={t('authority.allTitle')}>
        <SearchBox label={t('authority.search')} value={list.q} onChange={(q) => list.update({ q })} />
        <AdminTable<Authority>
          list={list}
          result={authorities}
          rowKey={(a) => a.name}
          texts="authority"
          columns={[
            {
              key: 'name',
              header: t('common.authority'),
              sortKey: 'name',
              cell: (a) => <code>{a.name}</code>,
            },
            { key: 'description', header: t('common.description'), cell: (a) => a.description || '—' },
          ]}
          actions={(a) => (
            <RecordActions
              name={a.name}
              remove={{ route: authorizationRoutes.authorityRemove, onClick: () => dialogs.askDelete(a) }}
            >
              <RowAction
                label={t('common.detailsItem', { name: a.name })}
                onClick={() => list.update({ authority: a.name, page: list.page })}
              >
                {t('common.details')}
              </RowAction>
            </RecordActions>
          )}
        />
      </PageSection>
      {chosen ? <AuthorityDetail name={chosen} onClose={() => list.update({ authority: null })} /> : null}
      <ApplicationAuthorities />
      <DeleteRecord
        dialogs={dialogs}
        texts="authority"
        name={(a) => a.name}
        remove={(a) => removeAuthority.mutateAsync({ params: { name: a.name } })}
        onDeleted={(a) => {
          if (chosen === a.name) list.update({ authority: null });
        }}
      />
    </Page>
  );
}
