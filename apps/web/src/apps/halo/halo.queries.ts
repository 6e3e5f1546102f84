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
import { adminList, adminOne, adminPage, fillPath, type QueryValue, withQuery } from './halo.api.ts';

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
  what: string,
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
  return useCataloguePage('applications', admin.appList.url, applicationSchema, 'delle applicazioni', query);
}

export function useServicesPage(query: CataloguePageQuery) {
  return useCataloguePage('services', admin.services.url, serviceSchema, 'dei servizi', query);
}

export function useModulesPage(query: CataloguePageQuery) {
  return useCataloguePage('modules', admin.modules.url, moduleSchema, 'dei moduli', query);
}

export function useRoutesPage(idApp: number | null, query: CataloguePageQuery) {
  return useCataloguePage(
    'routes',
    admin.routes.url,
    routeConfigSchema,
    'delle rotte',
    { idApp, ...query },
    idApp !== null,
  );
}

export function useSectionsPage(query: CataloguePageQuery) {
  return useCataloguePage('sections', admin.sections.url, sectionSchema, 'delle sezioni', query);
}

export function useAuthoritiesPage(query: CataloguePageQuery) {
  return useCataloguePage(
    'authorities',
    authoritiesRoutes.all.url,
    authoritySchema,
    'delle authority',
    query,
  );
}

export function useApplications() {
  return useQuery({
    queryKey: ['halo', 'applications'],
    queryFn: ({ signal }) =>
      adminList(platformRoutes.myApps.url, applicationSchema, 'delle applicazioni', signal),
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
        "dell'applicazione",
        signal,
      ),
    enabled: id !== null,
  });
}

export function useIcons() {
  return useQuery({
    queryKey: ['halo', 'icons'],
    queryFn: ({ signal }) => adminList(admin.icons.url, z.string(), 'delle icone', signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useModules() {
  return useQuery({
    queryKey: ['halo', 'modules'],
    queryFn: ({ signal }) => adminList(admin.modules.url, moduleSchema, 'dei moduli', signal),
    staleTime: STALE,
  });
}

export function useServices() {
  return useQuery({
    queryKey: ['halo', 'services'],
    queryFn: ({ signal }) => adminList(admin.services.url, serviceSchema, 'dei servizi', signal),
    staleTime: STALE,
  });
}

export function useRouteConfigs(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'routes', idApp],
    queryFn: ({ signal }) =>
      adminList(withQuery(admin.routes.url, { idApp }), routeConfigSchema, 'delle rotte', signal),
    enabled: idApp !== null,
  });
}

/** Sections of one application (by client id), or all of them. */
export function useSections(app: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'sections', app],
    queryFn: ({ signal }) =>
      adminList(withQuery(admin.sections.url, { app }), sectionSchema, 'delle sezioni', signal),
    enabled: options.enabled ?? true,
    staleTime: STALE,
  });
}

export function useApplicationRoles(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'roles', idApp],
    queryFn: ({ signal }) =>
      adminList(withQuery(authz.rolesByApp.url, { id: idApp }), roleSchema, 'dei ruoli', signal),
    enabled: idApp !== null,
    staleTime: STALE,
  });
}

export function useRealmRoles() {
  return useQuery({
    queryKey: ['halo', 'realm-roles'],
    queryFn: ({ signal }) => adminList(authz.realmRoles.url, roleSchema, 'dei ruoli del realm', signal),
    staleTime: STALE,
  });
}

export function useMenus(idApp: number | null) {
  return useQuery({
    queryKey: ['halo', 'menus', idApp],
    queryFn: ({ signal }) =>
      adminList(withQuery(menuRoutes.list.url, { idApp }), menuSchema, 'dei menu', signal),
    enabled: idApp !== null,
  });
}

export function useMenuDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'menu', id],
    queryFn: ({ signal }) =>
      adminOne(fillPath(menuRoutes.byId.url, { id: id ?? 0 }), menuDetailSchema, 'del menu', signal),
    enabled: id !== null,
  });
}

export function useConfigurations(q: string) {
  return useQuery({
    queryKey: ['halo', 'configurations', q],
    queryFn: ({ signal }) =>
      adminList(
        withQuery(admin.configurations.url, { q }),
        configurationSchema,
        'delle configurazioni',
        signal,
      ),
  });
}

export function useConfigurationDetail(id: number | null) {
  return useQuery({
    queryKey: ['halo', 'configuration', id],
    queryFn: ({ signal }) =>
      adminOne(
        fillPath(admin.configurationById.url, { id: id ?? 0 }),
        configurationDetailSchema,
        'della configurazione',
        signal,
      ),
    enabled: id !== null,
  });
}

export function useGroupsPage(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['halo', 'groups', query],
    queryFn: ({ signal }) =>
      adminOne(withQuery(authz.groups.url, query), groupPageSchema, 'dei gruppi', signal),
    placeholderData: (previous) => previous,
  });
}

export function useAllGroups() {
  return useQuery({
    queryKey: ['halo', 'groups', 'all'],
    queryFn: async ({ signal }) =>
      (await adminOne(withQuery(authz.groups.url, { all: true }), groupPageSchema, 'dei gruppi', signal))
        ?.items ?? [],
    staleTime: STALE,
  });
}

export function useGroupDetail(id: string | null) {
  return useQuery({
    queryKey: ['halo', 'group', id],
    queryFn: ({ signal }) =>
      adminOne(fillPath(authz.groupById.url, { id: id ?? '' }), groupDetailSchema, 'del gruppo', signal),
    enabled: id !== null,
  });
}

export function useUsersPage(query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'users', query],
    queryFn: ({ signal }) =>
      adminOne(withQuery(authz.users.url, query), userPageSchema, 'degli utenti', signal),
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
        "dell'authority",
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
        "delle authority dell'applicazione",
        signal,
      ),
    enabled: idApp !== null,
  });
}

export function useIdentityProviderSettings() {
  return useQuery({
    queryKey: ['halo', 'identity-provider'],
    queryFn: ({ signal }) =>
      adminOne(
        admin.identityProvider.url,
        identityProviderSettingsSchema,
        'della configurazione del provider di identità',
        signal,
      ),
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: ['halo', 'platform-settings'],
    queryFn: ({ signal }) =>
      adminOne(admin.platformSettings.url, platformSettingsSchema, 'delle impostazioni', signal),
  });
}

export function useLogsPage(query: Record<string, QueryValue>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['halo', 'logs', query],
    queryFn: ({ signal }) =>
      adminOne(withQuery(auditRoutes.logs.url, query), auditPageSchema, 'del registro', signal),
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}

export function useOutboxPage(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['halo', 'outbox', query],
    queryFn: ({ signal }) =>
      adminOne(withQuery(admin.outbox.url, query), outboxPageSchema, 'della posta in uscita', signal),
    placeholderData: (previous) => previous,
  });
}
