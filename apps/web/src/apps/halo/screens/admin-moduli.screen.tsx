import type { Module } from '@halo/contract';
import { useId } from 'react';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { pageQuery, useListParams, usePageInRange } from '../halo.list.ts';
import { useApplications, useModulesPage } from '../halo.queries.ts';

/** The screens the SPA bundles, which a route's `component` may name, and how many routes use each. */
export function AdminModuli() {
  const list = useListParams({ sort: 'component' });
  const app = list.get('app');
  const modules = useModulesPage({ ...pageQuery(list), app });
  usePageInRange(list, modules);
  const applications = useApplications();
  const filterId = useId();
  return (
    <AdminScreen
      title="Moduli"
      lead="Le schermate che l'interfaccia contiene: una rotta può aprire solo una di queste."
    >
      <AdminSection title="Elenco dei moduli">
        <div className="row">
          <div className="col-md-6">
            <SearchBox label="Cerca modulo" value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <div className="col-md-6">
            <div className="select-wrapper mb-4">
              <label htmlFor={filterId}>Applicazione</label>
              <select id={filterId} value={app} onChange={(e) => list.update({ app: e.target.value })}>
                <option value="">Tutte</option>
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
          caption="Moduli"
          rows={modules.data?.items}
          loading={modules.isPending}
          rowKey={(m) => m.component}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty="Nessun modulo corrisponde ai filtri."
          columns={[
            {
              key: 'component',
              header: 'Modulo',
              sortKey: 'component',
              cell: (m) => <code>{m.component}</code>,
            },
            {
              key: 'application',
              header: 'Applicazione',
              sortKey: 'application',
              cell: (m) => m.application ?? '—',
            },
            { key: 'routes', header: 'Rotte che lo usano', sortKey: 'routes', cell: (m) => m.routes },
          ]}
        />
        {modules.data ? (
          <Pager
            label="Pagine dei moduli"
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
