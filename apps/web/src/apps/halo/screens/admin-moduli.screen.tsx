import type { Module } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { useApplicationName } from '../application-name.ts';
import { SearchByApplication } from '../components/application-select.tsx';
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
        <SearchByApplication label={t('modules.search')} list={list} />
        <PagedTable<Module>
          caption={t('modules.title')}
          list={list}
          result={modules}
          pagerLabel={t('modules.pagerLabel')}
          rowKey={(m) => m.component}
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
      </PageSection>
    </Page>
  );
}
