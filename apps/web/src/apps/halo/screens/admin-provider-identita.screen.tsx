import {
  type IdentityProviderInput,
  type IdentityProviderSettings,
  identityProviderInputSchema,
  identityProviderSettingsSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { AdminScreen, AdminSection } from '../components/admin-screen.tsx';
import { TextField } from '../components/form-fields.tsx';
import { InlineForm } from '../components/inline-form.tsx';
import { adminWrite, notifySuccess } from '../halo.api.ts';
import { formatDateTime } from '../halo.list.ts';
import { useAdminRefresh, useIdentityProviderSettings } from '../halo.queries.ts';

interface ProviderValues {
  issuer: string;
  realm: string;
  clientId: string;
  version: number;
}

const adminKinds = {
  embedded: 'provider integrato',
  keycloak: 'Keycloak (API di amministrazione)',
  none: 'non disponibile',
} as const;

/**
 * The identity provider: the one in use (from the server's start-up configuration) and the saved one, which the
 * server checks by reading its discovery document before saving.
 */
export function AdminProviderIdentita() {
  const settings = useIdentityProviderSettings();
  const refresh = useAdminRefresh();
  const data = settings.data;
  return (
    <AdminScreen
      title="Provider di identità"
      lead="Il provider OpenID Connect con cui gli utenti accedono e in cui vivono utenti, gruppi e ruoli."
    >
      {!data ? (
        <p>{settings.isPending ? 'Caricamento…' : 'Configurazione non disponibile.'}</p>
      ) : (
        <>
          <AdminSection title="In uso ora">
            <dl className="row">
              <dt className="col-sm-3">Tipo</dt>
              <dd className="col-sm-9">
                {data.active.embedded ? 'Provider integrato nel server' : 'Provider esterno'}
              </dd>
              <dt className="col-sm-3">Issuer</dt>
              <dd className="col-sm-9">
                <code>{data.active.issuer}</code>
              </dd>
              <dt className="col-sm-3">Client</dt>
              <dd className="col-sm-9">{data.active.clientId}</dd>
              <dt className="col-sm-3">Amministrazione delle identità</dt>
              <dd className="col-sm-9">{adminKinds[data.active.identityAdmin]}</dd>
            </dl>
            <p className="small">Il provider in uso cambia con la configurazione di avvio del server.</p>
          </AdminSection>
          <AdminSection title="Configurazione salvata">
            <p>
              {data.verifiedAt
                ? `Documento di discovery letto il ${formatDateTime(data.verifiedAt)}.`
                : 'Mai configurato da questa schermata.'}
            </p>
            <InlineForm<ProviderValues, IdentityProviderInput, IdentityProviderSettings>
              key={data.version}
              label="Configurazione del provider di identità"
              schema={identityProviderInputSchema}
              defaultValues={{
                issuer: data.issuer ?? data.active.issuer,
                realm: data.realm,
                clientId: data.clientId,
                version: data.version,
              }}
              submit={(body) =>
                adminWrite(
                  'PUT',
                  platformAdminRoutes.identityProviderUpdate.url,
                  body,
                  identityProviderSettingsSchema,
                )
              }
              onSaved={async () => {
                notifySuccess('Configurazione del provider di identità salvata.');
                await refresh();
              }}
              onReload={refresh}
              submitLabel="Verifica e salva"
            >
              <TextField
                name="issuer"
                label="Issuer"
                type="url"
                required
                help="Ad esempio https://sso.example.org/realms/halo: il server ne legge il documento di discovery."
              />
              <TextField name="realm" label="Realm" required />
              <TextField name="clientId" label="Client id dell'applicazione web" required />
            </InlineForm>
          </AdminSection>
        </>
      )}
    </AdminScreen>
  );
}
