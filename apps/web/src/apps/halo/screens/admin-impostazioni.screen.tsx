import {
  type PlatformSettings,
  type PlatformSettingsInput,
  platformAdminRoutes,
  platformSettingsInputSchema,
  platformSettingsSchema,
} from '@halo/contract';
import { AdminScreen, AdminSection } from '../components/admin-screen.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { InlineForm } from '../components/inline-form.tsx';
import { adminWrite, notifySuccess } from '../halo.api.ts';
import { orNull } from '../halo.form-values.ts';
import { useAdminRefresh, useApplications, usePlatformSettings } from '../halo.queries.ts';

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
  const settings = usePlatformSettings();
  const applications = useApplications();
  const refresh = useAdminRefresh();
  const data = settings.data;
  return (
    <AdminScreen
      title="Impostazioni della piattaforma"
      lead="Nome, indirizzo di assistenza, applicazione proposta dopo l'accesso e modalità di manutenzione."
    >
      <AdminSection title="Impostazioni generali">
        {!data ? (
          <p>{settings.isPending ? 'Caricamento…' : 'Impostazioni non disponibili.'}</p>
        ) : (
          <InlineForm<SettingsValues, PlatformSettingsInput, PlatformSettings>
            key={data.version}
            label="Impostazioni della piattaforma"
            schema={platformSettingsInputSchema}
            defaultValues={{
              nomePiattaforma: data.nomePiattaforma,
              emailAssistenza: data.emailAssistenza ?? '',
              applicazionePredefinita: data.applicazionePredefinita ?? '',
              manutenzione: data.manutenzione,
              messaggioManutenzione: data.messaggioManutenzione,
              version: data.version,
            }}
            toBody={(v) => ({
              ...v,
              emailAssistenza: orNull(v.emailAssistenza),
              applicazionePredefinita: orNull(v.applicazionePredefinita),
            })}
            submit={(body) =>
              adminWrite('PUT', platformAdminRoutes.platformSettingsUpdate.url, body, platformSettingsSchema)
            }
            onSaved={async () => {
              notifySuccess('Impostazioni salvate.');
              await refresh();
            }}
            onReload={refresh}
          >
            <TextField name="nomePiattaforma" label="Nome della piattaforma" required maxLength={60} />
            <TextField name="emailAssistenza" label="E-mail di assistenza" type="email" />
            <SelectField
              name="applicazionePredefinita"
              label="Applicazione proposta dopo l'accesso"
              emptyOption="Nessuna"
              choices={(applications.data ?? []).map((a) => ({ value: a.clientId, label: a.nome }))}
            />
            <CheckboxField
              name="manutenzione"
              label="Piattaforma in manutenzione (solo il superamministratore entra nelle applicazioni)"
            />
            <TextAreaField name="messaggioManutenzione" label="Messaggio di manutenzione" />
          </InlineForm>
        )}
      </AdminSection>
    </AdminScreen>
  );
}
