import { type Application, type ApplicationDetail, platformAdminRoutes, type Service } from '@halo/contract';
import { Button, Icon } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { pageQuery, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Loaded } from '../../../lib/ui/loaded.tsx';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { onRecordSaved } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  NewRecordButton,
  RecordActions,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { ApplicationFormDialog } from '../applications/application-form.tsx';
import { exportApplication, ImportDialog } from '../applications/application-transfer.tsx';
import {
  useAdminRefresh,
  useAdminWrite,
  useApplicationDetail,
  useApplicationsPage,
  useDeleteApplication,
  useServices,
} from '../halo.queries.ts';
import '../halo.css';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useApplicationName } from '../application-name.ts';
import { ChoiceSelect } from '../components/application-select.tsx';
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
  const refresh = useAdminRefresh();
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
        <PagedTable<Application>
          caption={t('applications.title')}
          list={list}
          result={applications}
          pagerLabel={t('applications.pagerLabel')}
          rowKey={(a) => a.id}
          empty={list.q ? t('applications.emptySearch') : t('applications.empty')}
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
      <ConfirmDelete
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        remove={(a: Application) => remove.mutateAsync({ params: { id: a.id } })}
        question={(a) => (
          <StrongText t={t} i18nKey="applications.deleteConfirm" values={{ name: applicationName.of(a) }} />
        )}
        deleted={(a) => t('applications.deleted', { name: applicationName.of(a) })}
        onDeleted={(a) => {
          if (detailId === a.id) list.update({ dettaglio: null });
        }}
        onReload={refresh}
      />
    </Page>
  );
}

function ApplicationServices({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const applicationName = useApplicationName();
  const detail = useApplicationDetail(id);
  const services = useServices();
  const refresh = useAdminRefresh();
  const addService = useAdminWrite(platformAdminRoutes.appAddService);
  const removeService = useAdminWrite(platformAdminRoutes.appRemoveService);
  const [chosen, setChosen] = useState('');
  const [unlinking, setUnlinking] = useState<Service | null>(null);
  const app: ApplicationDetail | null | undefined = detail.data;
  const available = (services.data ?? []).filter((s) => !app?.services.some((linked) => linked.id === s.id));
  const link = async () => {
    if (!app || !chosen) return;
    const result = await addService.mutateAsync({
      body: { idApp: app.id, idService: Number(chosen) },
      alert: true,
    });
    if (!result.ok) return;
    notifySuccess(t('applications.linkedServices.linked', { app: applicationName.of(app) }));
    setChosen('');
  };
  return (
    <PageSection
      title={
        app ? t('applications.servicesOf', { name: applicationName.of(app) }) : t('applications.services')
      }
      actions={
        <Button color="secondary" outline size="sm" type="button" onClick={onClose}>
          {t('applications.linkedServices.close')}
        </Button>
      }
    >
      <Loaded result={detail} missing={t('applications.linkedServices.notFound')}>
        {(app) => (
          <>
            <DataTable<Service>
              caption={t('applications.linkedServices.caption', { name: applicationName.of(app) })}
              rows={app.services}
              rowKey={(s) => s.id}
              empty={t('applications.linkedServices.empty')}
              columns={[
                { key: 'nome', header: t('applications.linkedServices.service'), cell: (s) => s.nome },
                { key: 'basePath', header: t('common.basePath'), cell: (s) => <code>{s.basePath}</code> },
                {
                  key: 'kind',
                  header: t('common.type'),
                  cell: (s) =>
                    [
                      s.base ? t('applications.linkedServices.kindBase') : null,
                      s.microservice ? t('applications.linkedServices.kindMicroservice') : null,
                    ]
                      .filter(Boolean)
                      .join(', ') || '—',
                },
              ]}
              actions={(s) => (
                <RowAction
                  route={platformAdminRoutes.appRemoveService}
                  label={t('applications.linkedServices.unlinkItem', { name: s.nome })}
                  danger
                  onClick={() => setUnlinking(s)}
                >
                  {t('applications.linkedServices.unlink')}
                </RowAction>
              )}
            />
            <div className="d-flex flex-wrap align-items-end gap-3">
              <ChoiceSelect
                label={t('applications.linkedServices.toLink')}
                className="mb-0 halo-admin-app-select flex-grow-1"
                value={chosen}
                onChange={setChosen}
                emptyOption={t('common.choose')}
                choices={available.map((s) => ({ value: s.id, label: `${s.nome} (${s.basePath})` }))}
              />
              <IfAllowed route={platformAdminRoutes.appAddService}>
                <Button
                  color="primary"
                  size="sm"
                  type="button"
                  disabled={!chosen}
                  onClick={() => void link()}
                >
                  {t('applications.linkedServices.link')}
                </Button>
              </IfAllowed>
            </div>
            <ConfirmDelete
              record={unlinking}
              onClose={() => setUnlinking(null)}
              title={t('applications.linkedServices.unlinkTitle')}
              confirmLabel={t('applications.linkedServices.unlink')}
              remove={(s: Service) => removeService.mutateAsync({ body: { idApp: app.id, idService: s.id } })}
              question={(s) => (
                <StrongText
                  t={t}
                  i18nKey="applications.linkedServices.unlinkConfirm"
                  values={{ name: s.nome, app: applicationName.of(app) }}
                />
              )}
              deleted={(s) =>
                t('applications.linkedServices.unlinked', { name: s.nome, app: applicationName.of(app) })
              }
              onReload={refresh}
            />
          </>
        )}
      </Loaded>
    </PageSection>
  );
}
