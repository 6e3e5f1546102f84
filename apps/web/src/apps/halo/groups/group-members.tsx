import { authorizationRoutes, type GroupDetail, type UserRef } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ConfirmDelete, StrongText } from '../../../lib/ui/record-section.tsx';
import { SearchInput } from '../../../lib/ui/search-input.tsx';
import { useAdminWrite, useUsersPage } from '../halo.queries.ts';
import '../halo.css';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';

const fullName = (user: Pick<UserRef, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim() || '—';

/**
 * The group's members: removing one asks first; adding one searches the users. A change shows up in the
 * user's `groups` claim at their next token refresh.
 */
export function GroupMembers({ group, onChanged }: { group: GroupDetail; onChanged: () => unknown }) {
  const { t } = useTranslation('adminForms');
  const [removing, setRemoving] = useState<UserRef | null>(null);
  const removeUser = useAdminWrite(authorizationRoutes.removeUser);
  return (
    <PageSection title={t('groups.members.title', { total: group.members.length })}>
      <DataTable
        caption={t('groups.members.caption', { path: group.path })}
        rows={group.members}
        rowKey={(user) => user.id}
        empty={t('groups.members.empty')}
        columns={[
          { key: 'username', header: t('groups.members.username'), cell: (u) => u.username },
          { key: 'name', header: t('groups.members.fullName'), cell: fullName },
          { key: 'email', header: t('common.email'), cell: (u) => u.email ?? '—' },
        ]}
        actions={(u) => (
          <RowAction
            route={authorizationRoutes.removeUser}
            label={t('groups.members.removeUser', { username: u.username })}
            danger
            onClick={() => setRemoving(u)}
          >
            {t('groups.members.remove')}
          </RowAction>
        )}
      />
      <IfAllowed route={authorizationRoutes.addUser}>
        <AddMember group={group} />
      </IfAllowed>
      <ConfirmDelete
        record={removing}
        onClose={() => setRemoving(null)}
        title={t('groups.members.removeTitle')}
        confirmLabel={t('groups.members.remove')}
        remove={(u: UserRef) => removeUser.mutateAsync({ body: { idGruppo: group.id, idUser: u.id } })}
        question={(u) => (
          <StrongText
            t={t}
            i18nKey="groups.members.removeConfirm"
            values={{ username: u.username, path: group.path }}
          />
        )}
        deleted={(u) => t('groups.members.removed', { username: u.username, path: group.path })}
        onReload={onChanged}
      />
    </PageSection>
  );
}

function AddMember({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('adminForms');
  const addUser = useAdminWrite(authorizationRoutes.addUser);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const users = useUsersPage({ q, size: 10, sort: 'username' }, { enabled: q.length > 0 });
  const members = new Set(group.members.map((m) => m.id));
  const candidates = (users.data?.items ?? []).filter((u) => !members.has(u.id));
  const add = async (user: UserRef) => {
    const result = await addUser.mutateAsync({ body: { idGruppo: group.id, idUser: user.id }, alert: true });
    if (!result.ok) return;
    notifySuccess(t('groups.members.added', { username: user.username, path: group.path }));
    setText('');
    setQ('');
  };
  return (
    <div className="mt-4">
      <h3 className="h5 mb-5">{t('groups.members.addTitle')}</h3>
      <form
        className="d-flex flex-wrap align-items-end gap-3"
        aria-label={t('groups.members.searchForm')}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
      >
        <SearchInput
          label={t('groups.members.searchLabel')}
          value={text}
          onChange={setText}
          className="form-group mb-0 flex-grow-1 halo-admin-search"
        />
        <Button color="primary" outline type="submit">
          {t('groups.members.search')}
        </Button>
      </form>
      {q ? (
        <div className="mt-3" aria-live="polite">
          {users.isFetching && !users.data ? (
            <p>{t('groups.members.searching')}</p>
          ) : candidates.length === 0 ? (
            <p>{t('groups.members.noneFound', { q })}</p>
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
                    aria-label={t('groups.members.addUser', { username: user.username })}
                  >
                    {t('common.add')}
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
