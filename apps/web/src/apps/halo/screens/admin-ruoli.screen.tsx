import {
  authorizationRoutes,
  platformAdminRoutes,
  type Role,
  type RoleInput,
  roleInputSchema,
} from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, RecordsSection, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { useAdminWrite, useApplicationRoles, useRealmRoles } from '../halo.queries.ts';

/** The roles of each application (client roles of its identity client) and the platform's realm roles. */
export function AdminRuoli() {
  const { t } = useTranslation('admin');
  const { applications, selected, selectedName, select } = useSelectedApplication();
  const roles = useApplicationRoles(selected?.id ?? null);
  const realm = useRealmRoles();
  const create = useAdminWrite(authorizationRoutes.roleCreate);
  const remove = useAdminWrite(platformAdminRoutes.configurationRoleDelete);
  const dialogs = useRecordDialogs(roles.data, (r) => r.id);
  const columns: Column<Role>[] = [
    { key: 'name', header: t('roles.role'), cell: (r) => <code>{r.name}</code> },
    { key: 'description', header: t('common.description'), cell: (r) => r.description || '—' },
  ];
  return (
    <Page title={t('roles.title')} lead={t('roles.lead')}>
      <RecordsSection
        title={selected ? t('roles.heading', { name: selectedName }) : t('roles.title')}
        create={{
          route: authorizationRoutes.roleCreate,
          disabled: !selected,
          onClick: dialogs.create,
          label: t('roles.new'),
        }}
      >
        <ApplicationSelect applications={applications} value={selected?.id ?? null} onChange={select} />
        <DataTable<Role>
          caption={t('roles.heading', { name: selectedName })}
          rows={roles.data}
          loading={roles.isPending}
          rowKey={(r) => r.id}
          empty={t('roles.empty')}
          columns={columns}
          actions={(r) => (
            <RecordActions
              name={r.name}
              remove={{
                route: platformAdminRoutes.configurationRoleDelete,
                onClick: () => dialogs.askDelete(r),
              }}
            />
          )}
        />
      </RecordsSection>
      <PageSection title={t('roles.platform')}>
        <DataTable<Role>
          caption={t('roles.platform')}
          rows={realm.data}
          loading={realm.isPending}
          rowKey={(r) => r.id}
          empty={t('roles.platformEmpty')}
          columns={columns}
        />
      </PageSection>
      {selected ? (
        <FormDialog<RoleInput, RoleInput, Role>
          title={t('roles.newTitle', { name: selectedName })}
          formKey={selected.clientId}
          schema={roleInputSchema}
          defaultValues={{ application: selected.clientId, name: '', description: '' }}
          submit={(body) => create.mutateAsync({ body })}
          {...recordFormOpening(dialogs, (_, saved) => t('roles.created', { name: saved.name }))}
        >
          <TextField name="name" label={t('common.name')} required help={t('roles.nameHelp')} />
          <TextAreaField name="description" label={t('common.description')} />
        </FormDialog>
      ) : null}
      <DeleteRecord
        dialogs={dialogs}
        texts="roles"
        name={(r) => r.name}
        remove={(r) => remove.mutateAsync({ params: { id: r.id } })}
      />
    </Page>
  );
}
