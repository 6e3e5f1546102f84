import {
  type ApplicationDetail,
  type ApplicationInput,
  type ApplicationUpdate,
  applicationInputSchema,
  applicationUpdateSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { Trans, useTranslation } from 'react-i18next';
import { type DialogOpening, RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
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
  ...opening
}: DialogOpening<ApplicationDetail> & { application: ApplicationDetail | null; onReload?: () => unknown }) {
  const { t } = useTranslation('adminForms');
  const update = useAdminWrite(platformAdminRoutes.appUpdate);
  const create = useAdminWrite(platformAdminRoutes.appCreate);
  const icons = useIcons();
  return (
    <RecordFormDialog<ApplicationValues, ApplicationInput, ApplicationUpdate, ApplicationDetail>
      {...opening}
      record={application}
      create={{
        title: t('applications.form.newTitle'),
        schema: applicationInputSchema,
        defaultValues: { nome: '', clientId: '', description: '', icon: '', hasHomePublic: false },
        submit: (body) => create.mutateAsync({ body }),
        children: (
          <TextField
            name="clientId"
            label={t('applications.form.clientId')}
            required
            maxLength={40}
            help={t('applications.form.clientIdHelp')}
          />
        ),
      }}
      edit={(a) => ({
        title: t('applications.form.editTitle', { name: a.nome }),
        schema: applicationUpdateSchema,
        // The schema keeps what an update sends (the client id stays as it is).
        defaultValues: a,
        submit: (body) => update.mutateAsync({ body }),
        children: (
          <p>
            <Trans
              t={t}
              i18nKey="applications.form.clientIdFixed"
              values={{ clientId: a.clientId }}
              components={{ code: <code /> }}
            />
          </p>
        ),
      })}
    >
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
    </RecordFormDialog>
  );
}
