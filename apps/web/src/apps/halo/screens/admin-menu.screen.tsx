import {
  type Application,
  type MenuDetail,
  type MenuInput,
  menuInputSchema,
  menuRoutes,
} from '@halo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { requestRoutingUpdate } from '../../../shell/routing/routing-events.ts';
import { useApplicationName } from '../application-name.ts';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { DeleteRecord } from '../components/delete-record.tsx';
import { useAdminWrite, useDeleteMenu, useMenuDetail, useMenus, useRouteConfigs } from '../halo.queries.ts';
import { MenuEditor } from '../menu/menu-editor.tsx';

/** The menus of an application (menu groups) and the tree of the chosen one. */
export function AdminMenu() {
  const { t } = useTranslation('admin');
  const { applications, selected } = useSelectedApplication();
  const list = useListParams();
  const menus = useMenus(selected?.id ?? null);
  const wanted = Number.parseInt(list.get('menu'), 10);
  const menu = menus.data?.find((m) => m.id === wanted) ?? menus.data?.[0] ?? null;
  const detail = useMenuDetail(menu?.id ?? null);
  const routes = useRouteConfigs(selected?.id ?? null);
  const remove = useDeleteMenu();
  const queryClient = useQueryClient();
  const dialogs = useRecordDialogs(menus.data, (m) => m.id);
  const { session } = useAuth();
  // The header shows the current application's menu: only a change of that one rebuilds the routing (which
  // renders the page anew).
  const refreshNavigation = () => {
    if (selected?.id === session.appID) requestRoutingUpdate();
  };

  return (
    <Page title={t('menu.title')} lead={t('menu.lead')}>
      <div className="row">
        <div className="col-md-6">
          <ApplicationSelect
            applications={applications}
            value={selected?.id ?? null}
            onChange={(id) => list.update({ app: id, menu: null })}
          />
        </div>
        <div className="col-md-6">
          <ChoiceSelect
            label={t('menu.select')}
            value={menu?.id ?? ''}
            disabled={!menus.data || menus.data.length === 0}
            onChange={(id) => list.update({ menu: id })}
            choices={(menus.data ?? []).map((m) => ({ value: m.id, label: m.nome }))}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <IfAllowed route={menuRoutes.create}>
          <Button
            color="primary"
            outline
            size="sm"
            type="button"
            disabled={!selected}
            onClick={dialogs.create}
          >
            {t('menu.new')}
          </Button>
        </IfAllowed>
        <IfAllowed route={menuRoutes.remove}>
          <Button
            color="danger"
            outline
            size="sm"
            type="button"
            disabled={!menu}
            onClick={() => {
              if (menu) dialogs.askDelete(menu);
            }}
          >
            {t('menu.delete')}
          </Button>
        </IfAllowed>
      </div>
      {menus.data && menus.data.length === 0 ? <p>{t('menu.noMenus')}</p> : null}
      {detail.data ? (
        <PageSection title={t('menu.items', { name: detail.data.nome })}>
          <MenuEditor
            key={detail.data.id}
            menu={detail.data}
            routes={routes.data ?? []}
            onSaved={(saved) => {
              // The saved menu is the new starting point at once, not when a refetch comes back.
              queryClient.setQueryData(['halo', 'menu', saved.id], saved);
              refreshNavigation();
            }}
            onReload={() => detail.refetch()}
          />
        </PageSection>
      ) : menu && detail.isPending ? (
        <LoadingState />
      ) : null}
      {selected ? (
        <NewMenuDialog
          application={selected}
          {...recordFormOpening(
            dialogs,
            (_, created) => t('menu.created', { name: created.nome }),
            (created) => {
              list.update({ menu: created.id });
              refreshNavigation();
            },
          )}
        />
      ) : null}
      <DeleteRecord
        dialogs={dialogs}
        texts="menu"
        name={(m) => m.nome}
        remove={(m) => remove.mutateAsync({ params: { id: m.id } })}
        onDeleted={() => {
          list.update({ menu: null });
          refreshNavigation();
        }}
      />
    </Page>
  );
}

function NewMenuDialog({
  isOpen,
  application,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  application: Application;
  onClose: () => void;
  onSaved: (menu: MenuDetail) => void | Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const applicationName = useApplicationName();
  const create = useAdminWrite(menuRoutes.create);
  return (
    <FormDialog<{ applicationId: number; nome: string; description: string }, MenuInput, MenuDetail>
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onSaved}
      title={t('menu.newTitle', { name: applicationName.of(application) })}
      schema={menuInputSchema}
      defaultValues={{ applicationId: application.id, nome: '', description: '' }}
      submit={(body) => create.mutateAsync({ body })}
    >
      <TextField name="nome" label={t('common.name')} required />
      <TextAreaField name="description" label={t('common.description')} />
    </FormDialog>
  );
}
