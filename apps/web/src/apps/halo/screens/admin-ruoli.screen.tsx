import {
  authorizationRoutes,
  platformAdminRoutes,
  type Role,
  type RoleInput,
  roleInputSchema,
} from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useApplicationName } from '../application-name.ts';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { useAdminRefresh, useAdminWrite, useApplicationRoles, useRealmRoles } from '../halo.queries.ts';

/** The roles of each application (client roles of its identity client) and the platform's realm roles. */
export function AdminRuoli() {
  const { t } = useTranslation('admin');
  const { applications, selected, select } = useSelectedApplication();
  const applicationName = useApplicationName();
  const selectedName = selected ? applicationName.of(selected) : '';
  const roles = useApplicationRoles(selected?.id ?? null);
  const realm = useRealmRoles();
  const refresh = useAdminRefresh();
  const create = useAdminWrite(authorizationRoutes.roleCreate);
  const remove = useAdminWrite(platformAdminRoutes.configurationRoleDelete);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Role | null>(null);
  return (
    <Page title={t('roles.title')} lead={t('roles.lead')}>
      <PageSection
        title={selected ? t('roles.heading', { name: selectedName }) : t('roles.title')}
        actions={
          <IfAllowed route={authorizationRoutes.roleCreate}>
            <Button
              color="primary"
              size="sm"
              type="button"
              disabled={!selected}
              onClick={() => setCreating(true)}
            >
              {t('roles.new')}
            </Button>
          </IfAllowed>
        }
      >
        <ApplicationSelect
          applications={applications}
          value={selected?.id ?? null}
          onChange={(id) => select(id)}
        />
        <DataTable<Role>
          caption={t('roles.heading', { name: selectedName })}
          rows={roles.data}
          loading={roles.isPending}
          rowKey={(r) => r.id}
          empty={t('roles.empty')}
          columns={[
            { key: 'name', header: t('roles.role'), cell: (r) => <code>{r.name}</code> },
            { key: 'description', header: t('common.description'), cell: (r) => r.description || '—' },
            {
              key: 'actions',
              header: t('common.actions'),
              hiddenHeader: true,
              className: 'text-end',
              cell: (r) => (
                <RowAction
                  route={platformAdminRoutes.configurationRoleDelete}
                  label={t('common.deleteItem', { name: r.name })}
                  danger
                  onClick={() => setDeleting(r)}
                >
                  {t('common.delete')}
                </RowAction>
              ),
            },
          ]}
        />
      </PageSection>
      <PageSection title={t('roles.platform')}>
        <DataTable<Role>
          caption={t('roles.platform')}
          rows={realm.data}
          loading={realm.isPending}
          rowKey={(r) => r.id}
          empty={t('roles.platformEmpty')}
          columns={[
            { key: 'name', header: t('roles.role'), cell: (r) => <code>{r.name}</code> },
            { key: 'description', header: t('common.description'), cell: (r) => r.description || '—' },
          ]}
        />
      </PageSection>
      {selected ? (
        <FormDialog<RoleInput, RoleInput, Role>
          isOpen={creating}
          onClose={() => setCreating(false)}
          title={t('roles.newTitle', { name: selectedName })}
          formKey={selected.clientId}
          schema={roleInputSchema}
          defaultValues={{ application: selected.clientId, name: '', description: '' }}
          submit={(body) => create.mutateAsync({ body })}
          onSaved={(saved) => {
            setCreating(false);
            notifySuccess(t('roles.created', { name: saved.name }));
          }}
        >
          <TextField name="name" label={t('common.name')} required help={t('roles.nameHelp')} />
          <TextAreaField name="description" label={t('common.description')} />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ params: { id: deleting?.id ?? '' } })}
        onDone={(deleted) => {
          setDeleting(null);
          notifySuccess(t('roles.deleted', { name: deleted.name }));
        }}
        onReload={refresh}
      >
        <p>
          <Trans
            t={t}
            i18nKey="roles.deleteConfirm"
            values={{ name: deleting?.name ?? '' }}
            components={{ strong: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </Page>
  );
}
