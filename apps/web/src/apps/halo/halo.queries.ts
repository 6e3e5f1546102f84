import {
  applicationAuthoritySchema,
  applicationDetailSchema,
  applicationSchema,
  auditPageSchema,
  auditRoutes,
  authoritiesRoutes,
  authorityDetailSchema,
  authoritySchema,
  authorizationRoutes,
  configurationDetailSchema,
  configurationSchema,
  groupDetailSchema,
  groupPageSchema,
  identityProviderSettingsSchema,
  menuDetailSchema,
  menuRoutes,
  menuSchema,
  moduleSchema,
  outboxPageSchema,
  platformAdminRoutes,
  platformRoutes,
  platformSettingsSchema,
  roleSchema,
  routeConfigSchema,
  sectionSchema,
  serviceSchema,
  userPageSchema,
} from '@halo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import {
  adminList,
  adminOne,
  adminPage,
  fillPath,
  type QueryValue,
  type ReadTarget,
  withQuery,
} from './halo.api.ts';

/**
 * Query hooks of the admin screens. Every key starts with 'halo': a write refreshes them all, so every list on
 * screen shows the change (admin data is small and changes rarely).
 */

const admin = platformAdminRoutes;
const authz = authorizationRoutes;
const STALE = 30_000;

export function useAdminRefresh() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['halo'] }), [client]);
}

/** What a catalogue's page asks the server: `q`, `sort`, `page`, `size` and the list's own filters. */
export type CataloguePageQuery = Record<string, QueryValue> & { page: number; size: number };

/** One page of a small catalogue, searched and sorted by the server; the previous page stays while it loads. */
function useCataloguePage<T>(
  name: string,
  url: string,
  schema: z.ZodType<T>,
  what: ReadTarget,
  query: CataloguePageQuery,
  enabled = true,
) {
  return useQuery({
    queryKey: ['halo', name, 'page', query],
    queryFn: ({ signal }) => adminPage(url, query, schema, what, signal),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** Every application, for the Applicazioni screen (`useApplications` gives the user's own, for choosers). */
export function useApplicationsPage(query: CataloguePageQuery) {
  return useCataloguePage('applications', admin.appList.url, applicationSchema, 'applications', query);
}

export function useServicesPage(query: CataloguePageQuery) {
  return useCataloguePage('services', admin.services.url, serviceSchema, 'services', query);
}

export function useModulesPage(query: CataloguePageQuery) {
  return useCataloguePage('modules', admin.modules.url, moduleSchema, 'modules', query);
}

export function useRoutesPage(idApp: number | null, query: CataloguePageQuery) {
  return useCataloguePage(
    'routes',
    admin.routes.url,
    routeConfigSchema,
    'routes',
    { idApp, ...query },
    idApp !== null,
  );
}

export function useSectionsPage(query: CataloguePageQuery) {
  return useCataloguePage('sections', admin.sections.url, sectionSchema, 'sections', query);
}

export function useAuthoritiesPage(query: CataloguePageQuery) {
  return useCataloguePage('authorities', authoritiesRoutes.all.url, authoritySchema, 'authorities', query);
}

export function useApplications() {
  return useQuery({
    queryKey: ['halo', 'applications'],
    queryFn: ({ signal }) => adminList(platformRoutes.myApps.url, applicationSchema, 'applications', signal),
    staleTime: STALE,
  });
}

export function useApplicationDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'application', id],
    queryFn: ({ signal }) =>
      adminOne(
        fillPath(admin.appDetail.url, { id: id ?? 0 }),
        applicationDetailSchema,
        'application',
        signal,
      ),
    enabled: id !== null,
  });
}

export function useIcons() {
  return useQuery({
    queryKey: ['halo', 'icons'],
    queryFn: ({ signal }) => adminList(admin.icons.url, z.string(), 'icons', signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useModules() {
  return useQuery({
    queryKey: ['halo', 'modules'],
    queryFn: ({ signal }) => adminList(admin.modules.url, moduleSchema, 'modules', signal),
    staleTime: STALE,
  });
}

export function useServices() {
  return useQuery({
    queryKey: ['halo', 'services'],
    queryFn: ({ signal }) => adminList(admin.services.url, serviceSchema, 'services', signal),
    staleTime: STALE,
  });
}

export function useRouteConfigs(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'routes', idApp],
    queryFn: ({ signal }) =>
      adminList(withQuery(admin.routes.url, { idApp }), routeConfigSchema, 'routes', signal),
    enabled: idApp !== null,
  });
}

/** Sections of one application (by client id), or all of them. */
export function useSections(app: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'sections', app],
    queryFn: ({ signal }) =>
      adminList(withQuery(admin.sections.url, { app }), sectionSchema, 'sections', signal),
    enabled: options.enabled ?? true,
    staleTime: STALE,
  });
}

export function useApplicationRoles(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'roles', idApp],
    queryFn: ({ signal }) =>
      adminList(withQuery(authz.rolesByApp.url, { id: idApp }), roleSchema, 'roles', signal),
    enabled: idApp !== null,
    staleTime: STALE,
  });
}

export function useRealmRoles() {
  return useQuery({
    queryKey: ['halo', 'realm-roles'],
    queryFn: ({ signal }) => adminList(authz.realmRoles.url, roleSchema, 'realmRoles', signal),
    staleTime: STALE,
  });
}

export function useMenus(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'menus', idApp],
    queryFn: ({ signal }) =>
      adminList(withQuery(menuRoutes.list.url, { idApp }), menuSchema, 'menus', signal),
    enabled: idApp !== null,
  });
}

export function useMenuDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'menu', id],
    queryFn: ({ signal }) =>
      adminOne(fillPath(menuRoutes.byId.url, { id: id ?? 0 }), menuDetailSchema, 'menu', signal),
    enabled: id !== null,
  });
}

export function useConfigurations(q: string) {
  return useQuery({
    queryKey: ['halo', 'configurations', q],
    queryFn: ({ signal }) =>
      adminList(withQuery(admin.configurations.url, { q }), configurationSchema, 'configurations', signal),
  });
}

export function useConfigurationDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'configuration', id],
    queryFn: ({ signal }) =>
      adminOne(
        fillPath(admin.configurationById.url, { id: id ?? 0 }),
        configurationDetailSchema,
        'configuration',
        signal,
      ),
    enabled: id !== null,
  });
}

export function useGroupsPage(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['halo', 'groups', query],
    queryFn: ({ signal }) => adminOne(withQuery(authz.groups.url, query), groupPageSchema, 'groups', signal),
    placeholderData: (previous) => previous,
  });
}

export function useAllGroups() {
  return useQuery({
    queryKey: ['halo', 'groups', 'all'],
    queryFn: async ({ signal }) =>
      (await adminOne(withQuery(authz.groups.url, { all: true }), groupPageSchema, 'groups', signal))
        ?.items ?? [],
    staleTime: STALE,
  });
}

export function useGroupDetail(id: string | null) {
  return useQuery({
    queryKey: ['halo', 'group', id],
    queryFn: ({ signal }) =>
      adminOne(fillPath(authz.groupById.url, { id: id ?? '' }), groupDetailSchema, 'group', signal),
    enabled: id !== null,
  });
}

export function useUsersPage(query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'users', query],
    queryFn: ({ signal }) => adminOne(withQuery(authz.users.url, query), userPageSchema, 'users', signal),
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}

export function useAuthorityDetail(name: string | null) {
  return useQuery({
    queryKey: ['halo', 'authority', name],
    queryFn: ({ signal }) =>
      adminOne(
        withQuery(authz.authorityBe.url, { authority: name }),
        authorityDetailSchema,
        'authority',
        signal,
      ),
    enabled: name !== null,
  });
}

export function useApplicationAuthorities(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'app-authorities', idApp],
    queryFn: ({ signal }) =>
      adminList(
        withQuery(admin.appAuthorities.url, { idApp }),
        applicationAuthoritySchema,
        'applicationAuthorities',
        signal,
      ),
    enabled: idApp !== null,
  });
}

export function useIdentityProviderSettings() {
  return useQuery({
    queryKey: ['halo', 'identity-provider'],
    queryFn: ({ signal }) =>
      adminOne(admin.identityProvider.url, identityProviderSettingsSchema, 'identityProvider', signal),
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: ['halo', 'platform-settings'],
    queryFn: ({ signal }) =>
      adminOne(admin.platformSettings.url, platformSettingsSchema, 'platformSettings', signal),
  });
}

export function useLogsPage(query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'logs', query],
    queryFn: ({ signal }) => adminOne(withQuery(auditRoutes.logs.url, query), auditPageSchema, 'log', signal),
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}

export function useOutboxPage(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['halo', 'outbox', query],
    queryFn: ({ signal }) => adminOne(withQuery(admin.outbox.url, query), outboxPageSchema, 'outbox', signal),
    placeholderData: (previous) => previous,
  });
}
