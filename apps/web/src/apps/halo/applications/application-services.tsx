import { type ApplicationDetail, platformAdminRoutes, type Service } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { Loaded } from '../../../lib/ui/loaded.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ConfirmDelete, StrongText } from '../../../lib/ui/record-section.tsx';
import { useAdminRefresh, useAdminWrite, useApplicationDetail, useServices } from '../halo.queries.ts';
import '../halo.css';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useApplicationName } from '../application-name.ts';

/** An application's services (`?dettaglio=<id>` of the Applicazioni screen): linking and unlinking them. */
export function ApplicationServices({ id, onClose }: { id: number; onClose: () => void }) {
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
                choose
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
