import {
  authorizationRoutes,
  type Group,
  type GroupInput,
  type GroupUpdate,
  groupInputSchema,
  groupUpdateSchema,
} from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { type DialogOpening, RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { orNull } from '../../../lib/ui/form-values.ts';
import { useApplicationName } from '../application-name.ts';
import { useAdminWrite, useAllGroups, useApplications } from '../halo.queries.ts';

interface GroupFormValues {
  id?: string;
  name: string;
  parentId: string;
  application: string;
  description: string;
  version?: number;
}

/** Create (with parent and application) or edit (name, application, description) a group. */
export function GroupFormDialog({
  group,
  ...opening
}: DialogOpening<Group> & {
  /** The group to edit; null to create one. */
  group: Group | null;
  onReload?: () => unknown;
}) {
  const { t } = useTranslation('adminForms');
  const update = useAdminWrite(authorizationRoutes.groupUpdate);
  const create = useAdminWrite(authorizationRoutes.groupCreate);
  const applications = useApplications();
  const applicationName = useApplicationName();
  const groups = useAllGroups();
  const appChoices = (applications.data ?? []).map((app) => ({
    value: app.clientId,
    label: applicationName.of(app),
  }));
  return (
    <RecordFormDialog<GroupFormValues, GroupInput, GroupUpdate, Group>
      {...opening}
      record={group}
      create={{
        title: t('groups.form.newTitle'),
        schema: groupInputSchema,
        defaultValues: { name: '', parentId: '', application: '', description: '' },
        toBody: (v) => ({
          name: v.name,
          parentId: orNull(v.parentId),
          application: orNull(v.application),
          description: v.description,
        }),
        submit: (body) => create.mutateAsync({ body }),
      }}
      edit={(g) => ({
        title: t('groups.form.editTitle', { path: g.path }),
        schema: groupUpdateSchema,
        defaultValues: {
          id: g.id,
          name: g.name,
          parentId: '',
          application: g.application ?? '',
          description: g.description,
          version: g.version,
        },
        toBody: (v) => ({
          id: v.id,
          name: v.name,
          application: orNull(v.application),
          description: v.description,
          version: v.version,
        }),
        submit: (body) => update.mutateAsync({ body, fallback: t('common.saveFailed') }),
      })}
    >
      <TextField name="name" label={t('common.name')} required help={t('groups.form.nameHelp')} />
      {group ? null : (
        <SelectField
          name="parentId"
          label={t('groups.form.parent')}
          emptyOption={t('groups.form.noParent')}
          choices={(groups.data ?? []).map((g) => ({ value: g.id, label: g.path }))}
        />
      )}
      <SelectField
        name="application"
        label={t('common.application')}
        emptyOption={t('common.none')}
        choices={appChoices}
      />
      <TextAreaField name="description" label={t('common.description')} />
    </RecordFormDialog>
  );
}
