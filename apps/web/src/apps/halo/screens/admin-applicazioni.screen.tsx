import { type Application, platformAdminRoutes } from '@halo/contract';
import { Button, Icon } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { onRecordSaved } from '../../../lib/ui/record-saved.ts';
import { NewRecordButton, RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { ApplicationFormDialog } from '../applications/application-form.tsx';
import { ApplicationServices } from '../applications/application-services.tsx';
import { exportApplication, ImportDialog } from '../applications/application-transfer.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { useApplicationDetail, useApplicationsPage, useDeleteApplication } from '../halo.queries.ts';
import '../halo.css';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { useApplicationName } from '../application-name.ts';
import type admin from '../locales/it/admin.ts';

/**
 * Applications: create, edit, delete; their services; export and import of their whole configuration as JSON.
 * `?dettaglio=<id>` opens an application's services.
 */
export function AdminApplicazioni() {
  const { t } = useTranslation('admin');
  const applicationName = useApplicationName();
  const list = useListParams({ sort: 'nome' });
  const column = columnsOf<Application, keyof typeof admin.applications.columns>((key) =>
    t(`applications.columns.${key}`),
  );
  const applications = useApplicationsPage(pageQuery(list));
  usePageInRange(list, applications);
  const remove = useDeleteApplication();
  const dialogs = useRecordDialogs(applications.data?.items, (a) => a.id);
  const [importing, setImporting] = useState(false);
  // The form edits the application as read on its own (its detail), not the row of the list.
  const edited = useApplicationDetail(dialogs.editing?.id ?? null);
  const detailId = Number.parseInt(list.get('dettaglio'), 10) || null;
  return (
    <Page
      title={t('applications.title')}
      lead={t('applications.lead')}
      actions={
        <>
          <NewRecordButton route={platformAdminRoutes.appCreate} onClick={dialogs.create}>
            {t('applications.new')}
          </NewRecordButton>
          <IfAllowed route={platformAdminRoutes.appImport}>
            <Button color="primary" outline size="sm" type="button" onClick={() => setImporting(true)}>
              {t('applications.import')}
            </Button>
          </IfAllowed>
        </>
      }
    >
      <PageSection title={t('applications.listTitle')}>
        <SearchBox label={t('applications.search')} value={list.q} onChange={(q) => list.update({ q })} />
        <AdminTable<Application>
          list={list}
          result={applications}
          rowKey={(a) => a.id}
          texts="applications"
          columns={[
            column('icon', (a) =>
              /^it-[a-z0-9-]+$/.test(a.icon) ? <Icon icon={a.icon} aria-hidden="true" /> : null,
            ),
            {
              key: 'nome',
              header: t('common.name'),
              sortKey: 'nome',
              // The name people read; the routing's own name under it when it differs (the form edits that one).
              cell: (a) =>
                applicationName.of(a) === a.nome ? (
                  a.nome
                ) : (
                  <>
                    {applicationName.of(a)}
                    <span className="d-block small">{t('applications.technicalName', { nome: a.nome })}</span>
                  </>
                ),
            },
            column('clientId', (a) => <code>{a.clientId}</code>, { sortKey: 'clientId' }),
            { key: 'description', header: t('common.description'), cell: (a) => a.description || '—' },
            column('publicHome', (a) => (a.hasHomePublic ? t('common.yes') : t('common.no'))),
          ]}
          actions={(a) => (
            <RecordActions
              name={applicationName.of(a)}
              edit={{ route: platformAdminRoutes.appUpdate, onClick: () => dialogs.edit(a) }}
              remove={{ route: platformAdminRoutes.appDelete, onClick: () => dialogs.askDelete(a) }}
            >
              <RowAction
                label={t('applications.servicesOf', { name: applicationName.of(a) })}
                onClick={() => list.update({ dettaglio: a.id, page: list.page })}
              >
                {t('applications.services')}
              </RowAction>
              <RowAction
                route={platformAdminRoutes.appExport}
                label={t('applications.exportItem', { name: applicationName.of(a) })}
                onClick={() => void exportApplication(a)}
              >
                {t('applications.export')}
              </RowAction>
            </RecordActions>
          )}
        />
      </PageSection>
      {detailId ? (
        <ApplicationServices id={detailId} onClose={() => list.update({ dettaglio: null })} />
      ) : null}
      <ApplicationFormDialog
        isOpen={dialogs.formOpen && (dialogs.editing === null || edited.data != null)}
        application={dialogs.editing ? (edited.data ?? null) : null}
        onClose={dialogs.closeForm}
        onReload={() => edited.refetch()}
        onSaved={onRecordSaved(dialogs, (created, saved) =>
          t(created ? 'applications.created' : 'applications.saved', { name: applicationName.of(saved) }),
        )}
      />
      <ImportDialog
        isOpen={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
        }}
      />
      <DeleteRecord
        dialogs={dialogs}
        texts="applications"
        name={(a) => applicationName.of(a)}
        remove={(a) => remove.mutateAsync({ params: { id: a.id } })}
        onDeleted={(a) => {
          if (detailId === a.id) list.update({ dettaglio: null });
        }}
      />
    </Page>
  );
}
