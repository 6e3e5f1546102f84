import { platformAdminRoutes, type RouteConfig } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, StrongText } from '../../../lib/ui/record-section.tsx';
import { requestRoutingUpdate } from '../../../shell/routing/routing-events.ts';
import { useAdminRefresh, useAdminWrite } from '../halo.queries.ts';

/**
 * Asks before deleting a route (naming its path and name), says it went, and rebuilds the shell's routing so the
 * navigation no longer offers it.
 */
export function DeleteRoute({ route, onClose }: { route: RouteConfig | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useAdminWrite(platformAdminRoutes.routeDelete);
  const refresh = useAdminRefresh();
  return (
    <ConfirmDelete
      record={route}
      onClose={onClose}
      remove={(r: RouteConfig) => remove.mutateAsync({ params: { id: r.id } })}
      question={(r) => (
        <StrongText t={t} i18nKey="routes.deleteConfirm" values={{ path: r.path, name: r.name }} />
      )}
      deleted={(r) => t('routes.deleted', { path: r.path })}
      onDeleted={() => requestRoutingUpdate()}
      onReload={refresh}
    />
  );
}
