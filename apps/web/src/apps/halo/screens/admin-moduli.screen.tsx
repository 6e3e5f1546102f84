import type { Module } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { useApplicationName } from '../application-name.ts';
import { ApplicationFilter } from '../components/application-select.tsx';
import { useApplications, useModulesPage } from '../halo.queries.ts';

/** The screens the SPA bundles, which a route's `component` may name, and how many routes use each. */
export function AdminModuli() {
  const { t } = useTranslation('admin');
  const list = useListParams({ sort: 'component' });
  const app = list.get('app');
  const modules = useModulesPage({ ...pageQuery(list), app });
  usePageInRange(list, modules);
  const applications = useApplications();
  const applicationName = useApplicationName();
  return (
    <Page title={t('modules.title')} lead={t('modules.lead')}>
      <PageSection title={t('modules.listTitle')}>
        <div className="row">
          <div className="col-md-6">
            <SearchBox label={t('modules.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <div className="col-md-6">
            <ApplicationFilter
              applications={applications.data ?? []}
              value={app}
              onChange={(clientId) => list.update({ app: clientId })}
            />
          </div>
        </div>
        <DataTable<Module>
          caption={t('modules.title')}
          rows={modules.data?.items}
          loading={modules.isPending}
          rowKey={(m) => m.component}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={t('modules.empty')}
          columns={[
            {
              key: 'component',
              header: t('modules.columns.module'),
              sortKey: 'component',
              cell: (m) => <code>{m.component}</code>,
            },
            {
              key: 'application',
              header: t('common.application'),
              sortKey: 'application',
              cell: (m) =>
                m.application ? applicationName.ofClientId(m.application, applications.data) : '—',
            },
            { key: 'routes', header: t('modules.columns.routes'), sortKey: 'routes', cell: (m) => m.routes },
          ]}
        />
        <ListPager
          label={t('modules.pagerLabel')}
          result={modules.data}
          onPage={(page) => list.update({ page })}
        />
      </PageSection>
    </Page>
  );
}
