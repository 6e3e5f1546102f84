import { platformAdminRoutes, type RouteConfig, routeConfigSchema } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { requestRoutingUpdate } from '../../../shell/routing/routing-events.ts';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { pageQuery, useListParams, usePageInRange } from '../halo.list.ts';
import { useAdminRefresh, useRoutesPage } from '../halo.queries.ts';
import { RolePreview } from '../routes/role-preview.tsx';
import { RouteFormDialog } from '../routes/route-form.tsx';

/**
 * The routing configuration of each application. A saved change rebuilds the shell's routing ('update
 * routing', SPEC.md §2), so the navigation shows it at once.
 */
export function AdminRotte() {
  const { applications, selected, select } = useSelectedApplication();
  const list = useListParams({ sort: 'position' });
  const routes = useRoutesPage(selected?.id ?? null, pageQuery(list));
  usePageInRange(list, routes);
  // A new route goes after the last one: the highest position, asked of the server like the list.
  const last = useRoutesPage(selected?.id ?? null, { sort: '-position', page: 1, size: 1 });
  const refresh = useAdminRefresh();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<RouteConfig | null>(null);
  const editingRoute = editing?.id ? (routes.data?.items.find((r) => r.id === editing.id) ?? null) : null;
  const nextPosition = (last.data?.items[0]?.position ?? -1) + 1;

  const changed = async (message: string) => {
    notifySuccess(message);
    await refresh();
    requestRoutingUpdate();
  };

  return (
    <AdminScreen
      title="Rotte"
      lead="Le rotte di ogni applicazione: la schermata che aprono, i ruoli che le vedono e le loro sotto-rotte."
    >
      <AdminSection
        title={selected ? `Rotte di ${selected.nome}` : 'Rotte'}
        actions={
          selected ? (
            <Button color="primary" size="sm" type="button" onClick={() => setEditing({ id: null })}>
              Nuova rotta
            </Button>
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
            <SearchBox label="Cerca rotta" value={list.q} onChange={(q) => list.update({ q })} />
          </div>
        </div>
        <DataTable
          caption={`Rotte di ${selected?.nome ?? ''}`}
          rows={routes.data?.items}
          loading={routes.isPending}
          rowKey={(r) => r.id}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={list.q ? 'Nessuna rotta corrisponde alla ricerca.' : "L'applicazione non ha rotte."}
          columns={[
            { key: 'position', header: 'Pos.', sortKey: 'position', cell: (r) => r.position },
            { key: 'path', header: 'Percorso', sortKey: 'path', cell: (r) => <code>{r.path}</code> },
            { key: 'name', header: 'Nome', sortKey: 'name', cell: (r) => r.name },
            { key: 'component', header: 'Modulo', cell: (r) => r.component },
            { key: 'roles', header: 'Ruoli', cell: (r) => (r.roles.length ? r.roles.join(', ') : 'Tutti') },
            { key: 'section', header: 'Sezione', cell: (r) => r.section ?? '—' },
            {
              key: 'sub',
              header: 'Sotto-rotte',
              cell: (r) => r.subRoutes.map((s) => s.pathBase).join(', ') || '—',
            },
            { key: 'public', header: 'Pubblica', cell: (r) => (r.isPublic ? 'Sì' : 'No') },
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end text-nowrap',
              cell: (r) => (
                <>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    onClick={() => setEditing({ id: r.id })}
                    aria-label={`Modifica la rotta ${r.path}`}
                  >
                    Modifica
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm text-danger"
                    onClick={() => setDeleting(r)}
                    aria-label={`Elimina la rotta ${r.path}`}
                  >
                    Elimina
                  </button>
                </>
              ),
            },
          ]}
        />
        {routes.data ? (
          <Pager
            label="Pagine delle rotte"
            page={routes.data.page}
            size={routes.data.size}
            total={routes.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
      <RolePreview />
      {selected ? (
        <RouteFormDialog
          isOpen={editing !== null && (editing.id === null || editingRoute !== null)}
          application={selected}
          route={editingRoute}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
          onReload={refresh}
          onSaved={async (saved) => {
            const created = editing?.id === null;
            setEditing(null);
            await changed(`Rotta ${saved.path} ${created ? 'creata' : 'salvata'}.`);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(platformAdminRoutes.routeDelete.url, { id: deleting?.id ?? 0 }),
            undefined,
            routeConfigSchema,
          )
        }
        onDone={async (deleted) => {
          setDeleting(null);
          await changed(`Rotta ${deleted.path} eliminata.`);
        }}
        onReload={refresh}
      >
        <p>
          Eliminare la rotta <strong>{deleting?.path}</strong> ({deleting?.name})? Chi la usa non la vedrà
          più.
        </p>
      </ConfirmDialog>
    </AdminScreen>
  );
}
