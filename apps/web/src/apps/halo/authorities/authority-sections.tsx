import {
  type ApplicationAuthority,
  configurationAuthorityInputSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { DetailSection } from '../../../lib/ui/loaded.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  RecordsSection,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { useApplicationName } from '../application-name.ts';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import {
  useAdminRefresh,
  useAdminWrite,
  useApplicationAuthorities,
  useApplicationDetail,
  useAuthorityDetail,
} from '../halo.queries.ts';

type EnableBody = z.output<typeof configurationAuthorityInputSchema>;

/** One authority (`?authority=<name>`): the users who hold it and the applications that enable it. */
export function AuthorityDetail({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const applicationName = useApplicationName();
  const detail = useAuthorityDetail(name);
  return (
    <DetailSection
      title={t('authority.detail.heading', { name })}
      closeLabel={t('common.closeDetails')}
      onClose={onClose}
      result={detail}
      missing={t('authority.detail.notFound')}
    >
      {(data) => (
        <div className="row">
          <div className="col-lg-6">
            <h3 className="h5">{t('authority.detail.users')}</h3>
            {data.users.length === 0 ? (
              <p>{t('common.noneMasculine')}</p>
            ) : (
              <ul>
                {data.users.map((u) => (
                  <li key={u.id}>
                    {u.username} ({`${u.firstName} ${u.lastName}`.trim() || '—'})
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="col-lg-6">
            <h3 className="h5">{t('authority.detail.applications')}</h3>
            {data.applications.length === 0 ? (
              <p>{t('common.noneFeminine')}</p>
            ) : (
              <ul>
                {data.applications.map((a) => (
                  <li key={a.id}>{applicationName.of(a)}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </DetailSection>
  );
}

/** The authorities one application enables (`?app=<id>`): enabling one, disabling one. */
export function ApplicationAuthorities() {
  const { t } = useTranslation('admin');
  const { applications, selected, selectedName, select } = useSelectedApplication();
  const detail = useApplicationDetail(selected?.id ?? null);
  const enabled = useApplicationAuthorities(selected?.id ?? null);
  const refresh = useAdminRefresh();
  const enable = useAdminWrite(platformAdminRoutes.configurationAuthorityCreate);
  const disable = useAdminWrite(platformAdminRoutes.configurationAuthorityDelete);
  const dialogs = useRecordDialogs(enabled.data, (a) => a.id);
  const [disabling, setDisabling] = useState<ApplicationAuthority | null>(null);
  const idWsc = detail.data?.configurationId ?? null;
  return (
    <RecordsSection
      title={
        selected
          ? t('authority.byApplication.heading', { name: selectedName })
          : t('authority.byApplication.headingNone')
      }
      create={{
        route: platformAdminRoutes.configurationAuthorityCreate,
        disabled: idWsc === null,
        onClick: dialogs.create,
        label: t('authority.byApplication.enable'),
      }}
    >
      <ApplicationSelect applications={applications} value={selected?.id ?? null} onChange={select} />
      {detail.data && idWsc === null ? <p>{t('authority.byApplication.noConfiguration')}</p> : null}
      <DataTable<ApplicationAuthority>
        caption={t('authority.byApplication.heading', { name: selectedName })}
        rows={enabled.data}
        loading={enabled.isPending}
        rowKey={(a) => a.id}
        empty={t('authority.byApplication.empty')}
        columns={[
          { key: 'authority', header: t('common.authority'), cell: (a) => <code>{a.authority}</code> },
          { key: 'description', header: t('common.description'), cell: (a) => a.description || '—' },
        ]}
        actions={(a) => (
          <RowAction
            route={platformAdminRoutes.configurationAuthorityDelete}
            label={t('authority.byApplication.disableItem', { name: a.authority })}
            danger
            onClick={() => setDisabling(a)}
          >
            {t('common.disable')}
          </RowAction>
        )}
      />
      {selected && idWsc !== null ? (
        <FormDialog<EnableBody, EnableBody, ApplicationAuthority>
          title={t('authority.byApplication.dialogTitle', { name: selectedName })}
          formKey={String(idWsc)}
          schema={configurationAuthorityInputSchema}
          defaultValues={{ idWsc, authority: '', description: '' }}
          submit={(body) => enable.mutateAsync({ body })}
          {...recordFormOpening(dialogs, (_, saved) =>
            t('authority.byApplication.enabled', { authority: saved.authority, app: selectedName }),
          )}
        >
          <TextField
            name="authority"
            label={t('common.authority')}
            required
            help={t('authority.byApplication.authorityHelp')}
          />
          <TextAreaField name="description" label={t('authority.byApplication.descriptionLabel')} />
        </FormDialog>
      ) : null}
      <ConfirmDelete
        record={disabling}
        onClose={() => setDisabling(null)}
        title={t('common.confirmDisable')}
        confirmLabel={t('common.disable')}
        remove={(a: ApplicationAuthority) => disable.mutateAsync({ params: { id: a.id } })}
        question={(a) => (
          <StrongText
            t={t}
            i18nKey="authority.byApplication.disableConfirm"
            values={{ authority: a.authority, app: selectedName }}
          />
        )}
        deleted={(a) => t('authority.byApplication.disabled', { authority: a.authority, app: selectedName })}
        onReload={refresh}
      />
    </RecordsSection>
  );
}
