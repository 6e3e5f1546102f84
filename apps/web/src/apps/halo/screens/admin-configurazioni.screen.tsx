import {
  type Configuration,
  type ConfigurationDetail,
  type ConfigurationInput,
  type ConfigurationUpdate,
  configurationInputSchema,
  configurationUpdateSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
import { EntryButton, SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { orNull, toNumber } from '../../../lib/ui/form-values.ts';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { DetailSection } from '../../../lib/ui/loaded.tsx';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { useApplicationName } from '../application-name.ts';
import { RecordsSection } from '../components/admin-table.tsx';
import {
  useAdminRefresh,
  useAdminWrite,
  useApplications,
  useConfigurationDetail,
  useConfigurations,
} from '../halo.queries.ts';
import type admin from '../locales/it/admin.ts';

interface ConfigurationValues {
  id?: number;
  applicationId?: string | number;
  nome: string;
  description: string;
  homePath: string;
  settings: { key: string; value: string }[];
  version?: number;
}

function toBody(values: ConfigurationValues) {
  return {
    ...(values.id === undefined ? { applicationId: toNumber(values.applicationId) } : { id: values.id }),
    nome: values.nome,
    description: values.description,
    homePath: orNull(values.homePath),
    settings: Object.fromEntries(
      values.settings.filter((s) => s.key.trim() !== '').map((s) => [s.key.trim(), s.value]),
    ),
    ...(values.version === undefined ? {} : { version: values.version }),
  };
}

/**
 * The applications' configurations (workspace configuration, `wsc`): name, home route, free settings, and a
 * summary of what hangs on them (sections, roles, authorities, groups, menus). The search runs on the server.
 */
export function AdminConfigurazioni() {
  const { t } = useTranslation('admin');
  const list = useListParams();
  const configurations = useConfigurations(list.q);
  const applications = useApplications();
  const applicationName = useApplicationName();
  const refresh = useAdminRefresh();
  const update = useAdminWrite(platformAdminRoutes.configurationUpdate);
  const create = useAdminWrite(platformAdminRoutes.configurationCreate);
  const chosen = Number.parseInt(list.get('conf'), 10) || null;
  const dialogs = useRecordDialogs(configurations.data, (c) => c.id);
  const column = columnsOf<Configuration, keyof typeof admin.configurations.columns>((key) =>
    t(`configurations.columns.${key}`),
  );
  const withoutConfiguration = (applications.data ?? []).filter(
    (a) => !(configurations.data ?? []).some((c) => c.applicationId === a.id),
  );
  return (
    <Page title={t('configurations.title')} lead={t('configurations.lead')}>
      <RecordsSection
        texts="configurations"
        create={{
          route: platformAdminRoutes.configurationCreate,
          disabled: list.q === '' && withoutConfiguration.length === 0,
          onClick: dialogs.create,
        }}
      >
        <SearchBox label={t('configurations.search')} value={list.q} onChange={(q) => list.update({ q })} />
        <DataTable<Configuration>
          caption={t('configurations.title')}
          rows={configurations.data}
          loading={configurations.isPending}
          rowKey={(c) => c.id}
          empty={list.q ? t('configurations.emptySearch') : t('configurations.empty')}
          columns={[
            { key: 'nome', header: t('common.name'), cell: (c) => c.nome },
            {
              key: 'clientId',
              header: t('common.application'),
              cell: (c) => applicationName.ofClientId(c.clientId, applications.data),
            },
            column('homePath', (c) => (c.homePath ? <code>{c.homePath}</code> : '—')),
            column('settings', (c) => Object.keys(c.settings).length),
          ]}
          actions={(c) => (
            <RecordActions
              name={c.nome}
              edit={{ route: platformAdminRoutes.configurationUpdate, onClick: () => dialogs.edit(c) }}
            >
              <RowAction
                label={t('common.detailsItem', { name: c.nome })}
                onClick={() => list.update({ conf: c.id, page: list.page })}
              >
                {t('common.details')}
              </RowAction>
            </RecordActions>
          )}
        />
      </RecordsSection>
      {chosen ? <ConfigurationSummary id={chosen} onClose={() => list.update({ conf: null })} /> : null}
      <RecordFormDialog<ConfigurationValues, ConfigurationInput, ConfigurationUpdate, Configuration>
        onReload={refresh}
        size="lg"
        toBody={toBody}
        {...recordFormOpening(dialogs, (created, saved) =>
          t(created ? 'configurations.created' : 'configurations.saved', { name: saved.nome }),
        )}
        record={dialogs.editing}
        create={{
          title: t('configurations.new'),
          schema: configurationInputSchema,
          defaultValues: { applicationId: '', nome: '', description: '', homePath: '', settings: [] },
          submit: (body) => create.mutateAsync({ body }),
          children: (
            <SelectField
              name="applicationId"
              label={t('common.application')}
              required
              choose
              choices={withoutConfiguration.map((a) => ({
                value: String(a.id),
                label: applicationName.of(a),
              }))}
              help={t('configurations.applicationHelp')}
            />
          ),
        }}
        edit={(c) => ({
          title: t('configurations.editTitle', { name: c.nome }),
          schema: configurationUpdateSchema,
          defaultValues: {
            ...c,
            homePath: c.homePath ?? '',
            settings: Object.entries(c.settings).map(([key, value]) => ({ key, value })),
          },
          submit: (body) => update.mutateAsync({ body }),
        })}
      >
        <ConfigurationFields />
      </RecordFormDialog>
    </Page>
  );
}

function ConfigurationFields() {
  const { t } = useTranslation('admin');
  const { control } = useFormContext<ConfigurationValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'settings' });
  return (
    <>
      <TextField name="nome" label={t('common.name')} required maxLength={60} />
      <TextAreaField name="description" label={t('common.description')} />
      <TextField
        name="homePath"
        label={t('configurations.columns.homePath')}
        help={t('configurations.fields.homePathHelp')}
      />
      <fieldset className="mb-3">
        <legend className="h6">{t('configurations.fields.settingsLegend')}</legend>
        {fields.length === 0 ? <p className="small">{t('configurations.fields.noSettings')}</p> : null}
        {fields.map((field, index) => (
          <div key={field.id} className="row align-items-end">
            {(['key', 'value'] as const).map((part) => (
              <TextField
                key={part}
                className="form-group col-md-5"
                name={`settings.${index}.${part}`}
                label={t(`configurations.fields.${part}`, { number: index + 1 })}
              />
            ))}
            <div className="col-md-2 mb-4">
              <EntryButton remove onClick={() => remove(index)}>
                {t('configurations.fields.remove', { number: index + 1 })}
              </EntryButton>
            </div>
          </div>
        ))}
        <EntryButton onClick={() => append({ key: '', value: '' })}>
          {t('configurations.fields.add')}
        </EntryButton>
      </fieldset>
    </>
  );
}

function ConfigurationSummary({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const detail = useConfigurationDetail(id);
  const data: ConfigurationDetail | null | undefined = detail.data;
  return (
    <DetailSection
      title={
        data
          ? t('configurations.summary.heading', { name: data.nome })
          : t('configurations.summary.headingNone')
      }
      closeLabel={t('common.closeDetails')}
      onClose={onClose}
      result={detail}
      missing={t('configurations.summary.notFound')}
    >
      {(data) => (
        <div className="row">
          <Summary title={t('configurations.summary.sections')} items={data.sections.map((s) => s.name)} />
          <Summary title={t('configurations.summary.roles')} items={data.roles.map((r) => r.name)} />
          <Summary title={t('authority.title')} items={data.authorities.map((a) => a.authority)} />
          <Summary title={t('configurations.summary.groups')} items={data.groups.map((g) => g.path)} />
          <Summary title={t('configurations.summary.menus')} items={data.menus.map((m) => m.nome)} />
          <Summary
            title={t('configurations.columns.settings')}
            items={Object.entries(data.settings).map(([key, value]) => `${key} = ${value}`)}
          />
        </div>
      )}
    </DetailSection>
  );
}

function Summary({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="col-md-6 col-lg-4 mb-3">
      <h3 className="h6">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="small">{t('common.noneMasculine')}</p>
      ) : (
        <ul className="small">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
