import {
  adminMessages,
  auditRoutes,
  authoritiesRoutes,
  authorizationRoutes,
  menuRoutes,
  operationsRoutes,
  type Page,
  platformAdminRoutes,
  platformRoutes,
  type RouteDef,
} from '@halo/contract';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type QueryValue, readList, readOne, readPage, routeUrl } from '../../lib/call-route.ts';
import { downloadCsv } from '../../lib/csv.ts';
import { http } from '../../lib/http.ts';
import { type RouteMutationOptions, useRouteMutation } from '../../lib/route-mutation.ts';
import { readError } from './halo.api.ts';

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

/** One page of a small catalogue, searched and sorted by the server; the previous page stays while it loads. */
function useCataloguePage<T>(
  name: string,
  query: CataloguePageQuery,
  read: (signal: AbortSignal) => Promise<Page<T> | null>,
  enabled = true,
) {
  return useQuery({
    queryKey: ['halo', name, 'page', query],
    queryFn: ({ signal }) => read(signal),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** Every application, for the Applicazioni screen (`useApplications` gives the user's own, for choosers). */
export function useApplicationsPage(query: CataloguePageQuery) {
  return useCataloguePage('applications', query, (signal) =>
    readPage(admin.appList, { query, errorMessage: readError('applications'), signal }),
  );
}

export function useServicesPage(query: CataloguePageQuery) {
  return useCataloguePage('services', query, (signal) =>
    readPage(admin.services, { query, errorMessage: readError('services'), signal }),
  );
}

export function useModulesPage(query: CataloguePageQuery) {
  return useCataloguePage('modules', query, (signal) =>
    readPage(admin.modules, { query, errorMessage: readError('modules'), signal }),
  );
}

export function useRoutesPage(idApp: number | null, query: CataloguePageQuery) {
  const withApp = { idApp, ...query };
  return useCataloguePage(
    'routes',
    withApp,
    (signal) => readPage(admin.routes, { query: withApp, errorMessage: readError('routes'), signal }),
    idApp !== null,
  );
}

export function useSectionsPage(query: CataloguePageQuery) {
  return useCataloguePage('sections', query, (signal) =>
    readPage(admin.sections, { query, errorMessage: readError('sections'), signal }),
  );
}

export function useAuthoritiesPage(query: CataloguePageQuery) {
  return useCataloguePage('authorities', query, (signal) =>
    readPage(authoritiesRoutes.all, { query, errorMessage: readError('authorities'), signal }),
  );
}

export function useApplications() {
  return useQuery({
    queryKey: ['halo', 'applications'],
    queryFn: ({ signal }) =>
      readList(platformRoutes.myApps, { errorMessage: readError('applications'), signal }),
    staleTime: STALE,
  });
}

export function useApplicationDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'application', id],
    queryFn: ({ signal }) =>
      readOne(admin.appDetail, { params: { id: id ?? 0 }, errorMessage: readError('application'), signal }),
    enabled: id !== null,
  });
}

export function useIcons() {
  return useQuery({
    queryKey: ['halo', 'icons'],
    queryFn: ({ signal }) => readList(admin.icons, { errorMessage: readError('icons'), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useModules() {
  return useQuery({
    queryKey: ['halo', 'modules'],
    queryFn: ({ signal }) => readList(admin.modules, { errorMessage: readError('modules'), signal }),
    staleTime: STALE,
  });
}

export function useServices() {
  return useQuery({
    queryKey: ['halo', 'services'],
    queryFn: ({ signal }) => readList(admin.services, { errorMessage: readError('services'), signal }),
    staleTime: STALE,
  });
}

export function useRouteConfigs(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'routes', idApp],
    queryFn: ({ signal }) =>
      readList(admin.routes, { query: { idApp }, errorMessage: readError('routes'), signal }),
    enabled: idApp !== null,
  });
}

/** Sections of one application (by client id), or all of them. */
export function useSections(app: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'sections', app],
    queryFn: ({ signal }) =>
      readList(admin.sections, { query: { app }, errorMessage: readError('sections'), signal }),
    enabled: options.enabled ?? true,
    staleTime: STALE,
  });
}

export function useApplicationRoles(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'roles', idApp],
    queryFn: ({ signal }) =>
      readList(authz.rolesByApp, { query: { id: idApp }, errorMessage: readError('roles'), signal }),
    enabled: idApp !== null,
    staleTime: STALE,
  });
}

export function useRealmRoles() {
  return useQuery({
    queryKey: ['halo', 'realm-roles'],
    queryFn: ({ signal }) => readList(authz.realmRoles, { errorMessage: readError('realmRoles'), signal }),
    staleTime: STALE,
  });
}

export function useMenus(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'menus', idApp],
    queryFn: ({ signal }) =>
      readList(menuRoutes.list, { query: { idApp }, errorMessage: readError('menus'), signal }),
    enabled: idApp !== null,
  });
}

export function useMenuDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'menu', id],
    queryFn: ({ signal }) =>
      readOne(menuRoutes.byId, { params: { id: id ?? 0 }, errorMessage: readError('menu'), signal }),
    enabled: id !== null,
  });
}

export function useConfigurations(q: string) {
  return useQuery({
    queryKey: ['halo', 'configurations', q],
    queryFn: ({ signal }) =>
      readList(admin.configurations, { query: { q }, errorMessage: readError('configurations'), signal }),
  });
}

export function useConfigurationDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'configuration', id],
    queryFn: ({ signal }) =>
      readOne(admin.configurationById, {
        params: { id: id ?? 0 },
        errorMessage: readError('configuration'),
        signal,
      }),
    enabled: id !== null,
  });
}

export function useGroupsPage(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['halo', 'groups', query],
    queryFn: ({ signal }) => readOne(authz.groups, { query, errorMessage: readError('groups'), signal }),
    placeholderData: (previous) => previous,
  });
}

export function useAllGroups() {
  return useQuery({
    queryKey: ['halo', 'groups', 'all'],
    queryFn: async ({ signal }) =>
      (await readOne(authz.groups, { query: { all: true }, errorMessage: readError('groups'), signal }))
        ?.items ?? [],
    staleTime: STALE,
  });
}

export function useGroupDetail(id: string | null) {
  return useQuery({
    queryKey: ['halo', 'group', id],
    queryFn: ({ signal }) =>
      readOne(authz.groupById, { params: { id: id ?? '' }, errorMessage: readError('group'), signal }),
    enabled: id !== null,
  });
}

export function useUsersPage(query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'users', query],
    queryFn: ({ signal }) => readOne(authz.users, { query, errorMessage: readError('users'), signal }),
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}

export function useAuthorityDetail(name: string | null) {
  return useQuery({
    queryKey: ['halo', 'authority', name],
    queryFn: ({ signal }) =>
      readOne(authz.authorityBe, {
        query: { authority: name ?? '' },
        errorMessage: readError('authority'),
        signal,
      }),
    enabled: name !== null,
  });
}

export function useApplicationAuthorities(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'app-authorities', idApp],
    queryFn: ({ signal }) =>
      readList(admin.appAuthorities, {
        query: { idApp },
        errorMessage: readError('applicationAuthorities'),
        signal,
      }),
    enabled: idApp !== null,
  });
}

/** "Vedi come": what a role of an application gets, as the server computes it. */
export function useRolePreview(idApp: number | null, role: string | null) {
  return useQuery({
    queryKey: ['halo', 'preview', idApp, role],
    queryFn: ({ signal }) =>
      readOne(admin.appPreview, {
        query: { idApp, role: role ?? '' },
        errorMessage: readError('rolePreview'),
        signal,
      }),
    enabled: idApp !== null && role !== null,
  });
}

export function useIdentityProviderSettings() {
  return useQuery({
    queryKey: ['halo', 'identity-provider'],
    queryFn: ({ signal }) =>
      readOne(admin.identityProvider, { errorMessage: readError('identityProvider'), signal }),
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: ['halo', 'platform-settings'],
    queryFn: ({ signal }) =>
      readOne(admin.platformSettings, { errorMessage: readError('platformSettings'), signal }),
  });
}

export function useLogsPage(query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'logs', query],
    queryFn: ({ signal }) => readOne(auditRoutes.logs, { query, errorMessage: readError('log'), signal }),
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}

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

export function useOutboxPage(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['halo', 'outbox', query],
    queryFn: ({ signal }) => readOne(admin.outbox, { query, errorMessage: readError('outbox'), signal }),
    placeholderData: (previous) => previous,
  });
}

// -- operations ----------------------------------------------------------------------------------------------------

/** The replica's status: asked again every 30 seconds while the page is open. */
export function useOperationsStatus() {
  return useQuery({
    queryKey: ['halo', 'operations'],
    queryFn: ({ signal }) =>
      readOne(operationsRoutes.operationsStatus, { errorMessage: readError('operations'), signal }),
    refetchInterval: 30_000,
  });
}

export function useDeadJobs() {
  return useQuery({
    queryKey: ['halo', 'operations', 'dead-jobs'],
    queryFn: ({ signal }) =>
      readOne(operationsRoutes.deadJobs, { errorMessage: readError('deadJobs'), signal }),
  });
}

export function useServerErrors(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['halo', 'operations', 'errors', query],
    queryFn: ({ signal }) =>
      readOne(operationsRoutes.serverErrors, { query, errorMessage: readError('serverErrors'), signal }),
    placeholderData: (previous) => previous,
  });
}

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

export function useDeleteApplication() {
  return useAdminWrite(admin.appDelete, (deleted) => [
    ['halo', 'application', deleted.id],
    ['halo', 'app-authorities', deleted.id],
    ['halo', 'roles', deleted.id],
    ['halo', 'routes', deleted.id],
    ['halo', 'menus', deleted.id],
  ]);
}

export function useDeleteGroup() {
  return useAdminWrite(authz.groupDelete, (deleted) => [['halo', 'group', deleted.id]]);
}

export function useDeleteMenu() {
  return useAdminWrite(menuRoutes.remove, (deleted) => [['halo', 'menu', deleted.id]]);
}

export function useRemoveAuthority() {
  return useAdminWrite(authz.authorityRemove, (deleted) => [['halo', 'authority', deleted.name]]);
}
