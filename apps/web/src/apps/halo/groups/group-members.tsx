import { authorizationRoutes, type GroupDetail, groupDetailSchema, type UserRef } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useId, useState } from 'react';
import { AdminSection } from '../components/admin-screen.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { adminWrite, notifySuccess } from '../halo.api.ts';
import { useUsersPage } from '../halo.queries.ts';

const fullName = (user: Pick<UserRef, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim() || '—';

/**
 * The group's members: removing one asks first; adding one searches the users. A change shows up in the
 * user's `groups` claim at their next token refresh.
 */
export function GroupMembers({ group, onChanged }: { group: GroupDetail; onChanged: () => unknown }) {
  const [removing, setRemoving] = useState<UserRef | null>(null);
  return (
    <AdminSection title={`Membri (${group.members.length})`}>
      <DataTable
        caption={`Membri del gruppo ${group.path}`}
        rows={group.members}
        rowKey={(user) => user.id}
        empty="Il gruppo non ha membri."
        columns={[
          { key: 'username', header: 'Nome utente', cell: (u) => u.username },
          { key: 'name', header: 'Nome e cognome', cell: fullName },
          { key: 'email', header: 'E-mail', cell: (u) => u.email ?? '—' },
          {
            key: 'actions',
            header: 'Azioni',
            hiddenHeader: true,
            className: 'text-end',
            cell: (u) => (
              <button
                type="button"
                className="btn btn-link btn-sm text-danger"
                onClick={() => setRemoving(u)}
                aria-label={`Rimuovi ${u.username} dal gruppo`}
              >
                Rimuovi
              </button>
            ),
          },
        ]}
      />
      <AddMember group={group} onAdded={onChanged} />
      <ConfirmDialog
        isOpen={removing !== null}
        title="Conferma rimozione"
        confirmLabel="Rimuovi"
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          adminWrite(
            'PUT',
            authorizationRoutes.removeUser.url,
            { idGruppo: group.id, idUser: removing?.id },
            groupDetailSchema,
          )
        }
        onDone={async () => {
          notifySuccess(`Utente ${removing?.username} rimosso dal gruppo ${group.path}.`);
          setRemoving(null);
          await onChanged();
        }}
        onReload={onChanged}
      >
        <p>
          Rimuovere <strong>{removing?.username}</strong> dal gruppo <strong>{group.path}</strong>? Perderà i
          permessi del gruppo al prossimo rinnovo del suo accesso.
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}

function AddMember({ group, onAdded }: { group: GroupDetail; onAdded: () => unknown }) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const users = useUsersPage({ q, size: 10, sort: 'username' }, { enabled: q.length > 0 });
  const members = new Set(group.members.map((m) => m.id));
  const candidates = (users.data?.items ?? []).filter((u) => !members.has(u.id));
  const add = async (user: UserRef) => {
    const result = await adminWrite(
      'PUT',
      authorizationRoutes.addUser.url,
      { idGruppo: group.id, idUser: user.id },
      groupDetailSchema,
      { alert: true },
    );
    if (!result.ok) return;
    notifySuccess(`Utente ${user.username} aggiunto al gruppo ${group.path}.`);
    setText('');
    setQ('');
    await onAdded();
  };
  return (
    <div className="mt-4">
      <h3 className="h5 mb-5">Aggiungi un membro</h3>
      <form
        className="d-flex flex-wrap align-items-end gap-3"
        aria-label="Cerca un utente da aggiungere al gruppo"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
      >
        <div className="form-group mb-0 flex-grow-1 halo-admin-search">
          <label htmlFor={id} className="active">
            Cerca utente da aggiungere
          </label>
          <input
            id={id}
            type="search"
            className="form-control"
            value={text}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button color="primary" outline type="submit">
          Cerca
        </Button>
      </form>
      {q ? (
        <div className="mt-3" aria-live="polite">
          {users.isFetching && !users.data ? (
            <p>Ricerca in corso…</p>
          ) : candidates.length === 0 ? (
            <p>Nessun utente da aggiungere trovato per «{q}».</p>
          ) : (
            <ul className="list-unstyled">
              {candidates.map((user) => (
                <li key={user.id} className="d-flex flex-wrap align-items-center gap-3 mb-2">
                  <span>
                    <strong>{user.username}</strong> — {fullName(user)}
                    {user.email ? ` (${user.email})` : ''}
                  </span>
                  <Button
                    color="primary"
                    size="sm"
                    type="button"
                    onClick={() => void add(user)}
                    aria-label={`Aggiungi ${user.username}`}
                  >
                    Aggiungi
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
