import { authorizationRoutes, resendResultSchema, type User, userSchema } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useId, useState } from 'react';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { adminWrite, fillPath, notifySuccess, withQuery } from '../halo.api.ts';
import { formatDate, formatDateTime, useListParams } from '../halo.list.ts';
import { useAdminRefresh, useUsersPage } from '../halo.queries.ts';
import { AccountMailStatus } from '../users/account-mail-status.tsx';
import { UserFormDialog } from '../users/user-form.tsx';

const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim() || '—';

function rolesOf(user: User): string {
  const realm = user.realmRoles.map((r) => (r === 'app-admin' ? 'superadmin' : r));
  const client = Object.entries(user.clientRoles)
    .filter(([, roles]) => roles.length > 0)
    .map(([client, roles]) => `${client}: ${roles.join(', ')}`);
  return [...realm, ...client].join('; ') || '—';
}

const userSorts = [
  ['username', 'Nome utente (A-Z)'],
  ['-username', 'Nome utente (Z-A)'],
  ['lastName', 'Cognome (A-Z)'],
  ['-lastName', 'Cognome (Z-A)'],
  ['email', 'E-mail (A-Z)'],
  ['-createdAt', 'Creati più di recente'],
  ['createdAt', 'Creati meno di recente'],
] as const;

/** The update body that only flips `enabled` (everything else as read, with its version). */
function enabledBody(user: User, enabled: boolean) {
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    enabled,
    realmRoles: user.realmRoles,
    clientRoles: user.clientRoles,
    attributes: user.attributes,
    version: user.version,
  };
}

/**
 * Users: search, filter and sort on the server; create, edit, enable/disable, resend the access mail (with when
 * it was sent and whether its link expired), delete.
 */
export function AdminUtenti() {
  const list = useListParams({ sort: 'username' });
  const enabledFilter = list.get('enabled');
  const users = useUsersPage({
    q: list.q,
    enabled: enabledFilter || undefined,
    sort: list.sort,
    page: list.page,
    size: list.size,
  });
  const refresh = useAdminRefresh();
  const filterId = useId();
  const sortId = useId();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [disabling, setDisabling] = useState<User | null>(null);
  const rows = users.data?.items;
  const editingUser = editing?.id ? (rows?.find((u) => u.id === editing.id) ?? null) : null;

  const setEnabled = async (user: User, enabled: boolean) => {
    const result = await adminWrite(
      'PUT',
      authorizationRoutes.userUpdate.url,
      enabledBody(user, enabled),
      userSchema,
      {
        alert: enabled,
      },
    );
    if (result.ok) {
      notifySuccess(`Utente ${user.username} ${enabled ? 'abilitato' : 'disabilitato'}.`);
      await refresh();
    }
    return result;
  };

  const resend = async (user: User) => {
    if (!user.email) return;
    const result = await adminWrite(
      'POST',
      withQuery(authorizationRoutes.resendEmail.url, { email: user.email }),
      undefined,
      resendResultSchema,
      { alert: true, fallback: 'Errore durante l’invio del messaggio.' },
    );
    if (!result.ok) return;
    notifySuccess(
      `${result.data.message}: ${user.email}, link valido fino al ${formatDateTime(result.data.expiresAt)}.`,
    );
    await refresh();
  };

  return (
    <AdminScreen
      title="Utenti"
      lead="Gli utenti della piattaforma: dati, abilitazione, ruoli e messaggio per impostare la password."
    >
      <AdminSection
        title="Elenco degli utenti"
        actions={
          <Button color="primary" size="sm" type="button" onClick={() => setEditing({ id: null })}>
            Nuovo utente
          </Button>
        }
      >
        <div className="row">
          <div className="col-md-6">
            <SearchBox
              label="Cerca per nome utente, nome o e-mail"
              value={list.q}
              onChange={(q) => list.update({ q })}
            />
          </div>
          <div className="col-md-3">
            <div className="select-wrapper mb-4">
              <label htmlFor={sortId}>Ordina per</label>
              <select id={sortId} value={list.sort} onChange={(e) => list.update({ sort: e.target.value })}>
                {userSorts.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="col-md-3">
            <div className="select-wrapper mb-4">
              <label htmlFor={filterId}>Stato</label>
              <select
                id={filterId}
                value={enabledFilter}
                onChange={(e) => list.update({ enabled: e.target.value })}
              >
                <option value="">Tutti</option>
                <option value="true">Abilitati</option>
                <option value="false">Disabilitati</option>
              </select>
            </div>
          </div>
        </div>
        <DataTable<User>
          caption="Utenti"
          rows={rows}
          loading={users.isPending}
          rowKey={(u) => u.id}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={list.q || enabledFilter ? 'Nessun utente corrisponde alla ricerca.' : 'Nessun utente.'}
          columns={[
            {
              key: 'username',
              header: 'Nome utente',
              sortKey: 'username',
              cell: (u) => (
                <>
                  <span className="d-block fw-semibold">{u.username}</span>
                  <span className="d-block">{fullName(u)}</span>
                  <span className="d-block small text-break">{u.email ?? 'Nessuna e-mail'}</span>
                </>
              ),
            },
            {
              key: 'enabled',
              header: 'Stato',
              cell: (u) =>
                u.enabled ? 'Abilitato' : <span className="badge bg-secondary">Disabilitato</span>,
            },
            {
              key: 'roles',
              header: 'Ruoli e gruppi',
              cell: (u) => (
                <>
                  <span className="d-block">{rolesOf(u)}</span>
                  <span className="d-block small">{u.groups.join(', ') || 'Nessun gruppo'}</span>
                </>
              ),
            },
            {
              key: 'mail',
              header: 'Messaggio di accesso',
              cell: (u) => <AccountMailStatus mail={u.mail} emailVerified={u.emailVerified} />,
            },
            {
              key: 'createdAt',
              header: 'Creato',
              sortKey: 'createdAt',
              cell: (u) => formatDate(u.createdAt),
            },
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end',
              cell: (u) => (
                <div className="d-flex flex-wrap justify-content-end halo-admin-row-actions">
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Modifica ${u.username}`}
                    onClick={() => setEditing({ id: u.id })}
                  >
                    Modifica
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`${u.enabled ? 'Disabilita' : 'Abilita'} ${u.username}`}
                    onClick={() => (u.enabled ? setDisabling(u) : void setEnabled(u, true))}
                  >
                    {u.enabled ? 'Disabilita' : 'Abilita'}
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Reinvia e-mail a ${u.username}`}
                    disabled={!u.email}
                    onClick={() => void resend(u)}
                  >
                    Reinvia e-mail
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm text-danger"
                    aria-label={`Elimina ${u.username}`}
                    onClick={() => setDeleting(u)}
                  >
                    Elimina
                  </button>
                </div>
              ),
            },
          ]}
        />
        {users.data ? (
          <Pager
            label="Pagine degli utenti"
            page={users.data.page}
            size={users.data.size}
            total={users.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
      <UserFormDialog
        isOpen={editing !== null && (editing.id === null || editingUser !== null)}
        user={editingUser}
        onClose={() => setEditing(null)}
        onReload={refresh}
        onSaved={async (saved) => {
          const created = editing?.id === null;
          setEditing(null);
          notifySuccess(`Utente ${saved.username} ${created ? 'creato' : 'salvato'}.`);
          await refresh();
        }}
      />
      <ConfirmDialog
        isOpen={disabling !== null}
        title="Conferma disabilitazione"
        confirmLabel="Disabilita"
        onCancel={() => setDisabling(null)}
        onConfirm={() =>
          disabling ? setEnabled(disabling, false) : Promise.resolve({ ok: true as const, data: null })
        }
        onDone={() => setDisabling(null)}
        onReload={refresh}
      >
        <p>
          Disabilitare <strong>{disabling?.username}</strong>? Non potrà più accedere finché non viene
          abilitato di nuovo.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(authorizationRoutes.userDelete.url, { id: deleting?.id ?? '' }),
            undefined,
            userSchema,
          )
        }
        onDone={async (deleted) => {
          setDeleting(null);
          notifySuccess(`Utente ${deleted.username} eliminato.`);
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Eliminare l'utente <strong>{deleting?.username}</strong>? L'operazione non si può annullare.
        </p>
      </ConfirmDialog>
    </AdminScreen>
  );
}
