import type { Module } from '@halo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { pageQuery, useListParams, usePageInRange } from '../halo.list.ts';
import { useApplications, useModulesPage } from '../halo.queries.ts';

/** The screens the SPA bundles, which a route's `component` may name, and how many routes use each. */
export function AdminModuli() {
  const { t } = useTranslation('admin');
  const list = useListParams({ sort: 'component' });
  const app = list.get('app');
  const modules = useModulesPage({ ...pageQuery(list), app });
  usePageInRange(list, modules);
  const applications = useApplications();
  const filterId = useId();
  return (
    <AdminScreen title={t('modules.title')} lead={t('modules.lead')}>
      <AdminSection title={t('modules.listTitle')}>
        <div className="row">
          <div className="col-md-6">
            <SearchBox label={t('modules.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <div className="col-md-6">
            <div className="select-wrapper mb-4">
              <label htmlFor={filterId}>{t('common.application')}</label>
              <select id={filterId} value={app} onChange={(e) => list.update({ app: e.target.value })}>
                <option value="">{t('common.allApplications')}</option>
                {(applications.data ?? []).map((a) => (
                  <option key={a.id} value={a.clientId}>
                    {a.nome}
                  </option>
                ))}
              </select>
            </div>
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
              cell: (m) => m.application ?? '—',
            },
            { key: 'routes', header: t('modules.columns.routes'), sortKey: 'routes', cell: (m) => m.routes },
          ]}
        />
        {modules.data ? (
          <Pager
            label={t('modules.pagerLabel')}
            page={modules.data.page}
            size={modules.data.size}
            total={modules.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
    </AdminScreen>
  );
}
