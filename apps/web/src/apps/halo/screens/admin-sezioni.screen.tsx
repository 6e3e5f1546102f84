import { platformAdminRoutes, type Section, type SectionInput, sectionInputSchema } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { useApplicationName } from '../application-name.ts';
import { RecordsSection } from '../components/admin-table.tsx';
import { SearchByApplication } from '../components/application-select.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { useAdminWrite, useApplications, useSectionsPage } from '../halo.queries.ts';

/** Sections: what groups are given permissions on (`<client id>.<nome>`). */
export function AdminSezioni() {
  const { t } = useTranslation('admin');
  const list = useListParams({ sort: 'name' });
  const app = list.get('app');
  const applications = useApplications();
  const applicationName = useApplicationName();
  const sections = useSectionsPage({ ...pageQuery(list), app });
  usePageInRange(list, sections);
  const create = useAdminWrite(platformAdminRoutes.sectionCreate);
  const remove = useAdminWrite(platformAdminRoutes.sectionDelete);
  const dialogs = useRecordDialogs(sections.data?.items, (s) => s.name);
  return (
    <Page title={t('sections.title')} lead={t('sections.lead')}>
      <RecordsSection
        texts="sections"
        create={{ route: platformAdminRoutes.sectionCreate, onClick: dialogs.create }}
      >
        <SearchByApplication label={t('sections.search')} list={list} />
        <PagedTable<Section>
          caption={t('sections.title')}
          list={list}
          result={sections}
          pagerLabel={t('sections.pagerLabel')}
          rowKey={(s) => s.name}
          empty={t('sections.empty')}
          columns={[
            {
              key: 'name',
              header: t('sections.section'),
              sortKey: 'name',
              cell: (s) => <code>{s.name}</code>,
            },
            {
              key: 'application',
              header: t('common.application'),
              sortKey: 'application',
              cell: (s) => applicationName.ofClientId(s.application, applications.data),
            },
            { key: 'description', header: t('common.description'), cell: (s) => s.description || '—' },
            {
              key: 'system',
              header: t('common.type'),
              cell: (s) => (s.system ? t('sections.system') : t('sections.added')),
            },
          ]}
          actions={(s) =>
            s.system ? null : (
              <RecordActions
                name={s.name}
                remove={{ route: platformAdminRoutes.sectionDelete, onClick: () => dialogs.askDelete(s) }}
              />
            )
          }
        />
      </RecordsSection>
      <FormDialog<SectionInput, SectionInput, Section>
        title={t('sections.new')}
        schema={sectionInputSchema}
        defaultValues={{ application: app, name: app ? `${app}.` : '', description: '' }}
        submit={(body) => create.mutateAsync({ body })}
        {...recordFormOpening(dialogs, (_, saved) => t('sections.created', { name: saved.name }))}
      >
        <SelectField
          name="application"
          label={t('common.application')}
          required
          choose
          choices={(applications.data ?? []).map((a) => ({
            value: a.clientId,
            label: applicationName.of(a),
          }))}
        />
        <TextField name="name" label={t('common.name')} required help={t('sections.nameHelp')} />
        <TextAreaField name="description" label={t('common.description')} />
      </FormDialog>
      <DeleteRecord
        dialogs={dialogs}
        texts="sections"
        name={(s) => s.name}
        remove={(s) => remove.mutateAsync({ params: { id: s.name } })}
      />
    </Page>
  );
}
