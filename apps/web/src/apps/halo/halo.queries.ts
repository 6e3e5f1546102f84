import {
  adminMessages,
  auditRoutes,
  authoritiesRoutes,
  authorizationRoutes,
  menuRoutes,
  operationsRoutes,
  platformAdminRoutes,
  platformRoutes,
  type RouteDef,
} from '@halo/contract';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type QueryValue, readOne, routeUrl } from '../../lib/call-route.ts';
import { downloadCsv } from '../../lib/csv.ts';
import { http } from '../../lib/http.ts';
import { type RouteMutationOptions, useRouteMutation } from '../../lib/route-mutation.ts';
import { type ReadOptions, useRouteList, useRoutePage, useRouteRead } from '../../lib/route-query.ts';
import { type ReadTarget, readError } from './halo.api.ts';

/**
 * Query and write hooks of the admin screens. Every key starts with 'halo': a write refreshes them all, so every
 * list on screen shows the change (admin data is small and changes rarely).
 */

const admin = platformAdminRoutes;
const authz = authorizationRoutes;
const STALE = 30_000;

/** Reads every admin list again: after a 409, the dialog's "reload" gets the record's current version. */
export function useAdminRefresh() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['halo'] }), [client]);
}

/** What a catalogue's page asks the server: `q`, `sort`, `page`, `size` and the list's own filters. */
export type CataloguePageQuery = Record<string, QueryValue> & { page: number; size: number };

/** What an admin read takes: the route's input and the read's settings; the failure's text is `readError`'s. */
type AdminOptions<D extends RouteDef> = Omit<ReadOptions<D>, 'error'>;

/** The read's settings with its failure's text, `readError`'s for what it reads. */
function adminOptions<D extends RouteDef>(what: ReadTarget, options?: AdminOptions<D>) {
  return { ...options, error: () => readError(what) } as ReadOptions<D>;
}

/** A read of an admin route, its key under 'halo'. */
function useAdminRead<D extends RouteDef>(
  key: QueryKey,
  def: D,
  what: ReadTarget,
  options?: AdminOptions<D>,
) {
  return useRouteRead(['halo', ...key], def, adminOptions(what, options));
}

/** A list of an admin route (see useAdminRead). */
function useAdminList<D extends RouteDef>(
  key: QueryKey,
  def: D,
  what: ReadTarget,
  options?: AdminOptions<D>,
) {
  return useRouteList(['halo', ...key], def, adminOptions(what, options));
}

/** A page of a list (users, groups, the log): the previous page stays while the next one loads. */
function useAdminPage<D extends RouteDef>(
  key: QueryKey,
  def: D,
  what: ReadTarget,
  query: Record<string, QueryValue>,
  enabled = true,
) {
  return useAdminRead([...key, query], def, what, { query, keep: true, enabled } as AdminOptions<D>);
}

/** One page of a small catalogue, searched and sorted by the server; the previous page stays while it loads. */
function useCataloguePage<D extends RouteDef>(
  name: ReadTarget,
  def: D,
  query: CataloguePageQuery,
  enabled = true,
) {
  const options = { query, keep: true, enabled, error: () => readError(name) };
  return useRoutePage(
    ['halo', name, 'page', query],
    def,
    options as ReadOptions<D> & { query: typeof query },
  );
}

/** Every application, for the Applicazioni screen (`useApplications` gives the user's own, for choosers). */
export const useApplicationsPage = (query: CataloguePageQuery) =>
  useCataloguePage('applications', admin.appList, query);
export const useServicesPage = (query: CataloguePageQuery) =>
  useCataloguePage('services', admin.services, query);
export const useModulesPage = (query: CataloguePageQuery) =>
  useCataloguePage('modules', admin.modules, query);
export const useRoutesPage = (idApp: number | null, query: CataloguePageQuery) =>
  useCataloguePage('routes', admin.routes, { idApp, ...query }, idApp !== null);
export const useSectionsPage = (query: CataloguePageQuery) =>
  useCataloguePage('sections', admin.sections, query);
export const useAuthoritiesPage = (query: CataloguePageQuery) =>
  useCataloguePage('authorities', authoritiesRoutes.all, query);

export const useApplications = () =>
  useAdminList(['applications'], platformRoutes.myApps, 'applications', { staleTime: STALE });
export const useApplicationDetail = (id: number | null) =>
  useAdminRead(['application', id], admin.appDetail, 'application', {
    params: { id: id ?? 0 },
    enabled: id !== null,
  });
export const useIcons = () =>
  useAdminList(['icons'], admin.icons, 'icons', { staleTime: Number.POSITIVE_INFINITY });
export const useModules = () => useAdminList(['modules'], admin.modules, 'modules', { staleTime: STALE });
export const useServices = () => useAdminList(['services'], admin.services, 'services', { staleTime: STALE });
export const useRouteConfigs = (idApp: number | null) =>
  useAdminList(['routes', idApp], admin.routes, 'routes', { query: { idApp }, enabled: idApp !== null });

/** Sections of one application (by client id), or all of them. */
export const useSections = (app: string | null, options: { enabled?: boolean } = {}) =>
  useAdminList(['sections', app], admin.sections, 'sections', {
    query: { app },
    enabled: options.enabled,
    staleTime: STALE,
  });
export const useApplicationRoles = (idApp: number | null) =>
  useAdminList(['roles', idApp], authz.rolesByApp, 'roles', {
    query: { id: idApp },
    enabled: idApp !== null,
    staleTime: STALE,
  });
export const useRealmRoles = () =>
  useAdminList(['realm-roles'], authz.realmRoles, 'realmRoles', { staleTime: STALE });
export const useMenus = (idApp: number | null) =>
  useAdminList(['menus', idApp], menuRoutes.list, 'menus', { query: { idApp }, enabled: idApp !== null });
export const useMenuDetail = (id: number | null) =>
  useAdminRead(['menu', id], menuRoutes.byId, 'menu', { params: { id: id ?? 0 }, enabled: id !== null });
export const useConfigurations = (q: string) =>
  useAdminList(['configurations', q], admin.configurations, 'configurations', { query: { q } });
export const useConfigurationDetail = (id: number | null) =>
  useAdminRead(['configuration', id], admin.configurationById, 'configuration', {
    params: { id: id ?? 0 },
    enabled: id !== null,
  });

export const useGroupsPage = (query: Record<string, QueryValue>) =>
  useAdminPage(['groups'], authz.groups, 'groups', query);

export function useAllGroups() {
  return useQuery({
    queryKey: ['halo', 'groups', 'all'],
    queryFn: async ({ signal }) =>
      (await readOne(authz.groups, { query: { all: true }, errorMessage: readError('groups'), signal }))
        ?.items ?? [],
    staleTime: STALE,
  });
}

export const useGroupDetail = (id: string | null) =>
  useAdminRead(['group', id], authz.groupById, 'group', { params: { id: id ?? '' }, enabled: id !== null });
export const useUsersPage = (query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) =>
  useAdminPage(['users'], authz.users, 'users', query, options.enabled);
export const useAuthorityDetail = (name: string | null) =>
  useAdminRead(['authority', name], authz.authorityBe, 'authority', {
    query: { authority: name ?? '' },
    enabled: name !== null,
  });
export const useApplicationAuthorities = (idApp: number | null) =>
  useAdminList(['app-authorities', idApp], admin.appAuthorities, 'applicationAuthorities', {
    query: { idApp },
    enabled: idApp !== null,
  });

/** "Vedi come": what a role of an application gets, as the server computes it. */
export const useRolePreview = (idApp: number | null, role: string | null) =>
  useAdminRead(['preview', idApp, role], admin.appPreview, 'rolePreview', {
    query: { idApp, role: role ?? '' },
    enabled: idApp !== null && role !== null,
  });
export const useIdentityProviderSettings = () =>
  useAdminRead(['identity-provider'], admin.identityProvider, 'identityProvider');
export const usePlatformSettings = () =>
  useAdminRead(['platform-settings'], admin.platformSettings, 'platformSettings');
export const useLogsPage = (query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) =>
  useAdminPage(['logs'], auditRoutes.logs, 'log', query, options.enabled);

/**
 * The whole filtered log as the server writes it (GET /api/v1/logs/export: every page, not only the one on screen),
 * saved as a file. The call needs the session, so it is fetched and handed over rather than linked. A failure raises
 * the global alert.
 */
export async function downloadLogsCsv(filters: Record<string, QueryValue>): Promise<void> {
  const { page: _page, size: _size, sort: _sort, ...query } = filters;
  const result = await http.request<string>(routeUrl(auditRoutes.logsCsv, { query }), {
    headers: { Accept: 'text/csv' },
  });
  if (!result.ok || typeof result.data !== 'string') {
    http.report(result, readError('log'));
    return;
  }
  downloadCsv(`registro-${new Date().toISOString().slice(0, 10)}.csv`, result.data);
}

export const useOutboxPage = (query: Record<string, QueryValue>) =>
  useAdminPage(['outbox'], admin.outbox, 'outbox', query);

// -- operations ----------------------------------------------------------------------------------------------------

/** The replica's status: asked again every 30 seconds while the page is open. */
export const useOperationsStatus = () =>
  useAdminRead(['operations'], operationsRoutes.operationsStatus, 'operations', { refetchInterval: 30_000 });
export const useDeadJobs = () =>
  useAdminRead(['operations', 'dead-jobs'], operationsRoutes.deadJobs, 'deadJobs');
export const useServerErrors = (query: Record<string, QueryValue>) =>
  useAdminPage(['operations', 'errors'], operationsRoutes.serverErrors, 'serverErrors', query);

// ---------------------------------------------------------------------------------------------------------------
// Writes: each reads every admin query again after a success (see above); a failure the server does not
// describe says 'Errore salvataggio dati' (SPEC.md §8) unless the call gives its own message.

const ADMIN_QUERIES: readonly QueryKey[] = [['halo']];

/**
 * The write of one admin route, for a form (`submit={(body) => save.mutateAsync({ body })}`), a confirmation
 * dialog or a toggle (`{ …, alert: true }`: a table has no place of its own to show a failure).
 */
export function useAdminWrite<D extends RouteDef>(def: D, forget?: RouteMutationOptions<D>['forget']) {
  return useRouteMutation(def, {
    invalidates: ADMIN_QUERIES,
    forget,
    fallback: () => adminMessages.saveFailed,
  });
}

// Deletes of a record a screen may be showing: its own read is forgotten, not read again (a 404).

export const useDeleteApplication = () =>
  useAdminWrite(admin.appDelete, (gone) =>
    ['application', 'app-authorities', 'roles', 'routes', 'menus'].map((read) => ['halo', read, gone.id]),
  );

export const useDeleteGroup = () => useAdminWrite(authz.groupDelete, (gone) => [['halo', 'group', gone.id]]);
export const useDeleteMenu = () => useAdminWrite(menuRoutes.remove, (gone) => [['halo', 'menu', gone.id]]);
export const useRemoveAuthority = () =>
  useAdminWrite(authz.authorityRemove, (gone) => [['halo', 'authority', gone.name]]);
