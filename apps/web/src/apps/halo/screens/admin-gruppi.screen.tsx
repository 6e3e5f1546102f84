import { authorizationRoutes, type Group, groupSchema } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { GroupDetailView } from '../groups/group-detail.tsx';
import { GroupFormDialog } from '../groups/group-form.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { useListParams } from '../halo.list.ts';
import { useAdminRefresh, useApplications, useGroupDetail, useGroupsPage } from '../halo.queries.ts';

/** Groups: the paged list (search, application, sort on the server) or one group (`?gruppo=<id>`). */
export function AdminGruppi() {
  const [params] = useSearchParams();
  const groupId = params.get('gruppo');
  return (
    <AdminScreen
      title="Gruppi e permessi"
      lead="I gruppi, i loro membri e i permessi che danno sulle sezioni di ogni applicazione."
    >
      {groupId ? <GroupScreen id={groupId} /> : <GroupList />}
    </AdminScreen>
  );
}

function GroupScreen({ id }: { id: string }) {
  const detail = useGroupDetail(id);
  const refresh = useAdminRefresh();
  const list = useListParams();
  if (detail.isPending) return <p>Caricamento…</p>;
  if (!detail.data) {
    return (
      <p>
        Gruppo non trovato. <Link to="?">Torna all'elenco dei gruppi</Link>
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
        void refresh();
      }}
    />
  );
}

function GroupList() {
  const list = useListParams({ sort: 'path' });
  const app = list.get('app');
  const applications = useApplications();
  const refresh = useAdminRefresh();
  const groups = useGroupsPage({ q: list.q, app, sort: list.sort, page: list.page, size: list.size });
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const rows = groups.data?.items;
  const editingGroup = editing?.id ? (rows?.find((g) => g.id === editing.id) ?? null) : null;
  return (
    <AdminSection
      title="Elenco dei gruppi"
      actions={
        <Button color="primary" size="sm" type="button" onClick={() => setEditing({ id: null })}>
          Nuovo gruppo
        </Button>
      }
    >
      <div className="row">
        <div className="col-md-6">
          <SearchBox label="Cerca gruppo" value={list.q} onChange={(q) => list.update({ q })} />
        </div>
        <div className="col-md-6">
          <div className="select-wrapper mb-4">
            <label htmlFor="halo-groups-app">Applicazione</label>
            <select
              id="halo-groups-app"
              value={app}
              onChange={(event) => list.update({ app: event.target.value })}
            >
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
      <DataTable
        caption="Gruppi"
        rows={rows}
        loading={groups.isPending}
        rowKey={(g) => g.id}
        sort={list.sort}
        onSort={(sort) => list.update({ sort })}
        empty={list.q || app ? 'Nessun gruppo corrisponde ai filtri.' : 'Nessun gruppo.'}
        columns={[
          {
            key: 'path',
            header: 'Gruppo',
            sortKey: 'path',
            cell: (g) => <Link to={`?gruppo=${encodeURIComponent(g.id)}`}>{g.path}</Link>,
          },
          { key: 'application', header: 'Applicazione', cell: (g) => g.application ?? '—' },
          { key: 'description', header: 'Descrizione', cell: (g) => g.description || '—' },
          { key: 'members', header: 'Membri', sortKey: 'memberCount', cell: (g) => g.memberCount },
          {
            key: 'actions',
            header: 'Azioni',
            hiddenHeader: true,
            className: 'text-end text-nowrap',
            cell: (g) => (
              <>
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  onClick={() => setEditing({ id: g.id })}
                  aria-label={`Modifica ${g.path}`}
                >
                  Modifica
                </button>
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger"
                  onClick={() => setDeleting(g)}
                  aria-label={`Elimina ${g.path}`}
                >
                  Elimina
                </button>
              </>
            ),
          },
        ]}
      />
      {groups.data ? (
        <Pager
          label="Pagine dei gruppi"
          page={groups.data.page}
          size={groups.data.size}
          total={groups.data.total}
          onPage={(page) => list.update({ page })}
        />
      ) : null}
      <GroupFormDialog
        isOpen={editing !== null && (editing.id === null || editingGroup !== null)}
        group={editingGroup}
        onClose={() => setEditing(null)}
        onReload={refresh}
        onSaved={async (saved) => {
          const created = editing?.id === null;
          setEditing(null);
          notifySuccess(`Gruppo ${saved.path} ${created ? 'creato' : 'salvato'}.`);
          await refresh();
          if (created) list.update({ gruppo: saved.id });
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(authorizationRoutes.groupDelete.url, { id: deleting?.id ?? '' }),
            undefined,
            groupSchema,
          )
        }
        onDone={async (deleted) => {
          setDeleting(null);
          notifySuccess(`Gruppo ${deleted.path} eliminato.`);
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Eliminare il gruppo <strong>{deleting?.path}</strong> con i suoi permessi? L'operazione non si può
          annullare.
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
