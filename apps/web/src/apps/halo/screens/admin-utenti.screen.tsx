import { authorizationRoutes, type User } from '@halo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { formatDate, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { AdminTable, RecordsSection } from '../components/admin-table.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { useAdminRefresh, useAdminWrite, useUsersPage } from '../halo.queries.ts';
import type admin from '../locales/it/admin.ts';
import { AccountMailStatus } from '../users/account-mail-status.tsx';
import { UserFormDialog } from '../users/user-form.tsx';
import { DisableUser, useEnableUser, useResendAccessMail } from '../users/user-status.tsx';
import '../halo.css';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';

const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim() || '—';

function rolesOf(user: User): string {
  const realm = user.realmRoles.map((r) => (r === 'app-admin' ? 'superadmin' : r));
  const client = Object.entries(user.clientRoles)
    .filter(([, roles]) => roles.length > 0)
    .map(([client, roles]) => `${client}: ${roles.join(', ')}`);
  return [...realm, ...client].join('; ') || '—';
}

/** The sorts the server offers, each with the key of its label. */
const userSorts = [
  ['username', 'usernameAsc'],
  ['-username', 'usernameDesc'],
  ['lastName', 'lastNameAsc'],
  ['-lastName', 'lastNameDesc'],
  ['email', 'emailAsc'],
  ['-createdAt', 'newest'],
  ['createdAt', 'oldest'],
] as const;

/**
 * Users: search, filter and sort on the server; create, edit, enable/disable, resend the access mail (with when
 * it was sent and whether its link expired), delete.
 */
export function AdminUtenti() {
  const { t } = useTranslation('admin');
  const list = useListParams({ sort: 'username' });
  const column = columnsOf<User, keyof typeof admin.users.columns>((key) => t(`users.columns.${key}`));
  const enabledFilter = list.get('enabled');
  const users = useUsersPage({
    q: list.q,
    enabled: enabledFilter || undefined,
    sort: list.sort,
    page: list.page,
    size: list.size,
  });
  const refresh = useAdminRefresh();
  const remove = useAdminWrite(authorizationRoutes.userDelete);
  const dialogs = useRecordDialogs(users.data?.items, (u) => u.id);
  const [disabling, setDisabling] = useState<User | null>(null);
  const enable = useEnableUser();
  const resend = useResendAccessMail();

  return (
    <Page title={t('users.title')} lead={t('users.lead')}>
      <RecordsSection
        texts="users"
        create={{ route: authorizationRoutes.userCreate, onClick: dialogs.create }}
      >
        <div className="row">
          <div className="col-md-6">
            <SearchBox label={t('users.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <SelectField
            className="col-md-3"
            label={t('users.sortBy')}
            value={list.sort ?? ''}
            onChange={(sort) => list.update({ sort })}
          >
            {userSorts.map(([value, label]) => (
              <option key={value} value={value}>
                {t(`users.sorts.${label}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            className="col-md-3"
            label={t('users.status')}
            value={enabledFilter}
            onChange={(enabled) => list.update({ enabled })}
          >
            <option value="">{t('common.all')}</option>
            <option value="true">{t('users.enabledFilter')}</option>
            <option value="false">{t('users.disabledFilter')}</option>
          </SelectField>
        </div>
        <AdminTable<User>
          list={list}
          result={users}
          rowKey={(u) => u.id}
          texts="users"
          filtered={Boolean(list.q || enabledFilter)}
          columns={[
            column(
              'username',
              (u) => (
                <>
                  <span className="d-block fw-semibold">{u.username}</span>
                  <span className="d-block">{fullName(u)}</span>
                  <span className="d-block small text-break">{u.email ?? t('users.noEmail')}</span>
                </>
              ),
              { sortKey: 'username' },
            ),
            {
              key: 'enabled',
              header: t('users.status'),
              cell: (u) =>
                u.enabled ? (
                  t('users.enabled')
                ) : (
                  <span className="badge bg-secondary">{t('users.disabled')}</span>
                ),
            },
            column('roles', (u) => (
              <>
                <span className="d-block">{rolesOf(u)}</span>
                <span className="d-block small">{u.groups.join(', ') || t('users.noGroups')}</span>
              </>
            )),
            column('mail', (u) => <AccountMailStatus mail={u.mail} emailVerified={u.emailVerified} />),
            column('createdAt', (u) => formatDate(u.createdAt), { sortKey: 'createdAt' }),
          ]}
          actions={(u) => (
            <RecordActions
              name={u.username}
              className="halo-admin-row-actions"
              edit={{ route: authorizationRoutes.userUpdate, onClick: () => dialogs.edit(u) }}
              remove={{ route: authorizationRoutes.userDelete, onClick: () => dialogs.askDelete(u) }}
            >
              <RowAction
                route={authorizationRoutes.userUpdate}
                label={t(u.enabled ? 'users.disableItem' : 'users.enableItem', { name: u.username })}
                onClick={() => (u.enabled ? setDisabling(u) : void enable(u))}
              >
                {u.enabled ? t('common.disable') : t('users.enable')}
              </RowAction>
              <IfAllowed route={authorizationRoutes.resendEmail}>
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  aria-label={t('users.resendItem', { name: u.username })}
                  disabled={!u.email}
                  onClick={() => void resend(u)}
                >
                  {t('users.resend')}
                </button>
              </IfAllowed>
            </RecordActions>
          )}
        />
      </RecordsSection>
      <UserFormDialog
        user={dialogs.editing}
        onReload={refresh}
        {...recordFormOpening(dialogs, (created, saved) =>
          t(created ? 'users.created' : 'users.saved', { name: saved.username }),
        )}
      />
      <DisableUser user={disabling} onClose={() => setDisabling(null)} />
      <DeleteRecord
        dialogs={dialogs}
        texts="users"
        name={(u) => u.username}
        remove={(u) => remove.mutateAsync({ params: { id: u.id } })}
      />
    </Page>
  );
}
