import {
  type IdentityProviderInput,
  type IdentityProviderSettings,
  identityProviderInputSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import { InlineForm } from '../../../lib/ui/inline-form.tsx';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { Loaded } from '../../../lib/ui/loaded.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useAdminRefresh, useAdminWrite, useIdentityProviderSettings } from '../halo.queries.ts';

interface ProviderValues {
  issuer: string;
  realm: string;
  clientId: string;
  version: number;
}

/**
 * The identity provider: the one in use (from the server's start-up configuration) and the saved one, which the
 * server checks by reading its discovery document before saving.
 */
export function AdminProviderIdentita() {
  const { t } = useTranslation('admin');
  const settings = useIdentityProviderSettings();
  const refresh = useAdminRefresh();
  const save = useAdminWrite(platformAdminRoutes.identityProviderUpdate);
  return (
    <Page title={t('identityProvider.title')} lead={t('identityProvider.lead')}>
      <Loaded result={settings} missing={t('identityProvider.unavailable')}>
        {(data) => (
          <>
            <PageSection title={t('identityProvider.active.title')}>
              <dl className="row">
                <dt className="col-sm-3">{t('common.type')}</dt>
                <dd className="col-sm-9">
                  {data.active.embedded
                    ? t('identityProvider.active.embedded')
                    : t('identityProvider.active.external')}
                </dd>
                <dt className="col-sm-3">{t('identityProvider.active.issuer')}</dt>
                <dd className="col-sm-9">
                  <code>{data.active.issuer}</code>
                </dd>
                <dt className="col-sm-3">{t('identityProvider.active.client')}</dt>
                <dd className="col-sm-9">{data.active.clientId}</dd>
                <dt className="col-sm-3">{t('identityProvider.active.identityAdmin')}</dt>
                <dd className="col-sm-9">{t(`identityProvider.adminKinds.${data.active.identityAdmin}`)}</dd>
              </dl>
              <p className="small">{t('identityProvider.active.note')}</p>
            </PageSection>
            <PageSection title={t('identityProvider.saved.title')}>
              <p>
                {data.verifiedAt
                  ? t('identityProvider.saved.verifiedAt', { date: formatDateTime(data.verifiedAt) })
                  : t('identityProvider.saved.never')}
              </p>
              <InlineForm<ProviderValues, IdentityProviderInput, IdentityProviderSettings>
                key={data.version}
                label={t('identityProvider.saved.formLabel')}
                schema={identityProviderInputSchema}
                defaultValues={{
                  issuer: data.issuer ?? data.active.issuer,
                  realm: data.realm,
                  clientId: data.clientId,
                  version: data.version,
                }}
                submit={(body) => save.mutateAsync({ body })}
                onSaved={() => {
                  notifySuccess(t('identityProvider.saved.success'));
                }}
                onReload={refresh}
                submitLabel={t('identityProvider.saved.submit')}
              >
                <TextField
                  name="issuer"
                  label={t('identityProvider.active.issuer')}
                  type="url"
                  required
                  help={t('identityProvider.saved.issuerHelp')}
                />
                <TextField name="realm" label={t('identityProvider.saved.realm')} required />
                <TextField name="clientId" label={t('identityProvider.saved.clientId')} required />
              </InlineForm>
            </PageSection>
          </>
        )}
      </Loaded>
    </Page>
  );
}
