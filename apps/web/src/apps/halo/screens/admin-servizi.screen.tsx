import {
  platformAdminRoutes,
  type Service,
  type ServiceInput,
  type ServiceUpdate,
  serviceInputSchema,
  serviceUpdateSchema,
} from '@halo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/permissions.tsx';
import { type DialogOpening, RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { ToggleBox } from '../../../lib/ui/toggle-box.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { AdminTable, RecordsSection } from '../components/admin-table.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { useAdminRefresh, useAdminWrite, useServicesPage } from '../halo.queries.ts';

type Flag = 'base' | 'microservice';

interface ServiceValues {
  id?: number;
  nome: string;
  description: string;
  basePath: string;
  base: boolean;
  microservice: boolean;
  version?: number;
}

/** The platform's services (base and microservice flags) that applications use. */
export function AdminServizi() {
  const { t } = useTranslation('admin');
  const list = useListParams({ sort: 'nome' });
  const services = useServicesPage(pageQuery(list));
  usePageInRange(list, services);
  const refresh = useAdminRefresh();
  const { canCall } = usePermissions();
  const flags = {
    base: platformAdminRoutes.serviceBase,
    microservice: platformAdminRoutes.serviceMicroservice,
  };
  const setFlag = { base: useAdminWrite(flags.base), microservice: useAdminWrite(flags.microservice) };
  const remove = useAdminWrite(platformAdminRoutes.serviceDelete);
  const dialogs = useRecordDialogs(services.data?.items, (s) => s.id);
  const [busy, setBusy] = useState<number | null>(null);

  const toggle = async (service: Service, flag: Flag, enabled: boolean) => {
    setBusy(service.id);
    const result = await setFlag[flag].mutateAsync({
      params: { id: service.id },
      body: { enabled },
      alert: true,
    });
    setBusy(null);
    if (!result.ok) return;
    notifySuccess(t(`services.toggled.${flag}${enabled ? 'On' : 'Off'}`, { name: service.nome }));
  };

  return (
    <Page title={t('services.title')} lead={t('services.lead')}>
      <RecordsSection
        texts="services"
        create={{ route: platformAdminRoutes.serviceCreate, onClick: dialogs.create }}
      >
        <SearchBox label={t('services.search')} value={list.q} onChange={(q) => list.update({ q })} />
        <AdminTable<Service>
          list={list}
          result={services}
          rowKey={(s) => s.id}
          texts="services"
          columns={[
            { key: 'nome', header: t('common.name'), sortKey: 'nome', cell: (s) => s.nome },
            {
              key: 'basePath',
              header: t('common.basePath'),
              sortKey: 'basePath',
              cell: (s) => <code>{s.basePath}</code>,
            },
            { key: 'description', header: t('common.description'), cell: (s) => s.description || '—' },
            ...(['base', 'microservice'] as const).map((flag) => ({
              key: flag,
              header: t(`services.columns.${flag}`),
              className: 'text-center',
              cell: (s: Service) => (
                <ToggleBox
                  label={t(`services.toggle.${flag}`, { name: s.nome })}
                  checked={s[flag]}
                  disabled={busy === s.id || !canCall(flags[flag])}
                  onChange={(enabled) => void toggle(s, flag, enabled)}
                />
              ),
            })),
          ]}
          actions={(s) => (
            <RecordActions
              name={s.nome}
              edit={{ route: platformAdminRoutes.serviceUpdate, onClick: () => dialogs.edit(s) }}
              remove={{ route: platformAdminRoutes.serviceDelete, onClick: () => dialogs.askDelete(s) }}
            />
          )}
        />
      </RecordsSection>
      <ServiceFormDialog
        service={dialogs.editing}
        onReload={refresh}
        {...recordFormOpening(dialogs, (created, saved) =>
          t(created ? 'services.created' : 'services.saved', { name: saved.nome }),
        )}
      />
      <DeleteRecord
        dialogs={dialogs}
        texts="services"
        name={(s) => s.nome}
        remove={(s) => remove.mutateAsync({ params: { id: s.id } })}
      />
    </Page>
  );
}

function ServiceFormDialog({
  service,
  ...opening
}: DialogOpening<Service> & { service: Service | null; onReload: () => unknown }) {
  const { t } = useTranslation('admin');
  const update = useAdminWrite(platformAdminRoutes.serviceUpdate);
  const create = useAdminWrite(platformAdminRoutes.serviceCreate);
  return (
    <RecordFormDialog<ServiceValues, ServiceInput, ServiceUpdate, Service>
      {...opening}
      record={service}
      create={{
        title: t('services.new'),
        schema: serviceInputSchema,
        defaultValues: { nome: '', description: '', basePath: '', base: false, microservice: false },
        submit: (body) => create.mutateAsync({ body }),
      }}
      edit={(s) => ({
        title: t('services.form.editTitle', { name: s.nome }),
        schema: serviceUpdateSchema,
        defaultValues: s,
        submit: (body) => update.mutateAsync({ body }),
      })}
    >
      <TextField name="nome" label={t('common.name')} required maxLength={60} />
      <TextField
        name="basePath"
        label={t('common.basePath')}
        required
        help={t('services.form.basePathHelp')}
      />
      <TextAreaField name="description" label={t('common.description')} />
      <CheckboxField name="base" label={t('services.form.base')} />
      <CheckboxField name="microservice" label={t('services.form.microservice')} />
    </RecordFormDialog>
  );
}
