import {
  type ApplicationDetail,
  type ApplicationInput,
  type ApplicationUpdate,
  applicationInputSchema,
  applicationUpdateSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { Trans, useTranslation } from 'react-i18next';
import { type DialogOpening, FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { useAdminWrite, useIcons } from '../halo.queries.ts';

interface ApplicationValues {
  id?: number;
  nome: string;
  clientId: string;
  description: string;
  icon: string;
  hasHomePublic: boolean;
  version?: number;
}

/** Create an application (its client id is fixed from then on) or edit name, description, icon, public home. */
export function ApplicationFormDialog({
  application,
  onReload,
  ...common
}: DialogOpening<ApplicationDetail> & { application: ApplicationDetail | null; onReload?: () => unknown }) {
  const { t } = useTranslation('adminForms');
  const update = useAdminWrite(platformAdminRoutes.appUpdate);
  const create = useAdminWrite(platformAdminRoutes.appCreate);
  const icons = useIcons();
  const fields = (
    <>
      <TextField name="nome" label={t('common.name')} required maxLength={60} />
      <TextAreaField name="description" label={t('common.description')} />
      <SelectField
        name="icon"
        label={t('common.icon')}
        required
        choose
        choices={(icons.data ?? []).map((icon) => ({ value: icon, label: icon }))}
      />
      <CheckboxField name="hasHomePublic" label={t('applications.form.hasHomePublic')} />
    </>
  );
  return application ? (
    <FormDialog<ApplicationValues, ApplicationUpdate, ApplicationDetail>
      {...common}
      onReload={onReload}
      title={t('applications.form.editTitle', { name: application.nome })}
      formKey={`${application.id}-${application.version}`}
      schema={applicationUpdateSchema}
      // The schema keeps what an update sends (the client id stays as it is).
      defaultValues={application}
      submit={(body) => update.mutateAsync({ body })}
    >
      <p>
        <Trans
          t={t}
          i18nKey="applications.form.clientIdFixed"
          values={{ clientId: application.clientId }}
          components={{ code: <code /> }}
        />
      </p>
      {fields}
    </FormDialog>
  ) : (
    <FormDialog<ApplicationValues, ApplicationInput, ApplicationDetail>
      {...common}
      title={t('applications.form.newTitle')}
      schema={applicationInputSchema}
      defaultValues={{ nome: '', clientId: '', description: '', icon: '', hasHomePublic: false }}
      submit={(body) => create.mutateAsync({ body })}
    >
      <TextField
        name="clientId"
        label={t('applications.form.clientId')}
        required
        maxLength={40}
        help={t('applications.form.clientIdHelp')}
      />
      {fields}
    </FormDialog>
  );
}
