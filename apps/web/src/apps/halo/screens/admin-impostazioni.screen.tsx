import {
  type PlatformSettings,
  type PlatformSettingsInput,
  platformAdminRoutes,
  platformSettingsInputSchema,
} from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { orNull } from '../../../lib/ui/form-values.ts';
import { InlineForm } from '../../../lib/ui/inline-form.tsx';
import { Loaded } from '../../../lib/ui/loaded.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useApplicationName } from '../application-name.ts';
import { useAdminRefresh, useAdminWrite, useApplications, usePlatformSettings } from '../halo.queries.ts';

interface SettingsValues {
  nomePiattaforma: string;
  emailAssistenza: string;
  applicazionePredefinita: string;
  manutenzione: boolean;
  messaggioManutenzione: string;
  version: number;
}

/** Platform configuration: name, support address, the application proposed after sign-in, maintenance mode. */
export function AdminImpostazioni() {
  const { t } = useTranslation('admin');
  const settings = usePlatformSettings();
  const applications = useApplications();
  const applicationName = useApplicationName();
  const refresh = useAdminRefresh();
  const save = useAdminWrite(platformAdminRoutes.platformSettingsUpdate);
  return (
    <Page title={t('settings.title')} lead={t('settings.lead')}>
      <PageSection title={t('settings.general')}>
        <Loaded result={settings} missing={t('settings.unavailable')}>
          {(data) => (
            <InlineForm<SettingsValues, PlatformSettingsInput, PlatformSettings>
              key={data.version}
              label={t('settings.title')}
              schema={platformSettingsInputSchema}
              defaultValues={{
                ...data,
                emailAssistenza: data.emailAssistenza ?? '',
                applicazionePredefinita: data.applicazionePredefinita ?? '',
              }}
              toBody={(v) => ({
                ...v,
                emailAssistenza: orNull(v.emailAssistenza),
                applicazionePredefinita: orNull(v.applicazionePredefinita),
              })}
              submit={(body) => save.mutateAsync({ body })}
              onSaved={() => {
                notifySuccess(t('settings.saved'));
              }}
              onReload={refresh}
            >
              <TextField
                name="nomePiattaforma"
                label={t('settings.fields.platformName')}
                required
                maxLength={60}
              />
              <TextField name="emailAssistenza" label={t('settings.fields.supportEmail')} type="email" />
              <SelectField
                name="applicazionePredefinita"
                label={t('settings.fields.defaultApplication')}
                emptyOption={t('settings.fields.noApplication')}
                choices={(applications.data ?? []).map((a) => ({
                  value: a.clientId,
                  label: applicationName.of(a),
                }))}
              />
              <CheckboxField name="manutenzione" label={t('settings.fields.maintenance')} />
              <TextAreaField name="messaggioManutenzione" label={t('settings.fields.maintenanceMessage')} />
            </InlineForm>
          )}
        </Loaded>
      </PageSection>
    </Page>
  );
}
