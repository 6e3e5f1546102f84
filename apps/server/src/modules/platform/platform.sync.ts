import { createHash } from 'node:crypto';
import type { AppCatalogue, ManifestRoute } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { pick } from '../../objects.ts';
import { createPlatformAdminRepository } from './platform.admin.repository.ts';
import { createSyncRepository } from './platform.sync.repository.ts';

/**
 * What the catalogue sync asks of the menu module to install an application's default menu. Each call finds the
 * piece by its natural key (so an installation seeded before the sync existed keeps its rows) or creates it.
 */
export interface MenuCatalogue {
  /** The application's menu: its first one, or a new 'Menu principale'. */
  ensureMenu(applicationId: number): Promise<number>;
  /** A parent item of the menu with this label and no route. */
  ensureGroup(menuId: number, group: { label: string; icon: string; position: number }): Promise<number>;
  /** An item opening this route, under `parentId` (null: top level). */
  ensureItem(
    menuId: number,
    item: { parentId: number | null; label: string; routeId: number; position: number },
  ): Promise<number>;
}

/** What the sync needs of the modules that own the other pieces of an application. */
export interface CatalogueSyncPorts {
  /** authorization: the sections exist (inserted when missing, never changed). */
  ensureSections(list: readonly { name: string; application: string; description: string }[]): Promise<void>;
  /** menu: the application's default menu (menu.catalogue.ts). */
  menus: MenuCatalogue;
  /** The embedded identity provider: these client roles exist (absent with an external provider). */
  ensureRoles?(clientId: string, roles: readonly string[]): Promise<void>;
}

export interface CatalogueSyncOptions {
  demo: boolean;
}

interface AppliedApplication {
  nome: string;
  description: string;
  icon: string;
  hasHomePublic: boolean;
}

interface AppliedRoute {
  path: string;
  name: string;
  component: string;
  isPublic: boolean;
  section: string | null;
  roles: string[];
  subRoutes: { pathBase: string; name: string; component: string }[];
}

/** Plain JSON with its object keys sorted: jsonb keeps no key order, so values are compared in this form. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/** Compares two applied values (plain JSON: objects, arrays, strings, numbers, booleans, null). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function applicationValues(manifest: AppCatalogue): AppliedApplication {
  return pick(manifest, ['nome', 'description', 'icon', 'hasHomePublic']);
}

function routeValues(route: ManifestRoute): AppliedRoute {
  return {
    path: route.path,
    name: route.name,
    component: route.component,
    isPublic: route.isPublic ?? false,
    section: route.section ?? null,
    roles: [...route.roles].sort(),
    subRoutes: (route.subRoutes ?? []).map(({ pathBase, name, component }) => ({
      pathBase,
      name,
      component,
    })),
  };
}

/**
 * Installs the applications of the manifests, at every start (docs/adr/0009-application-kit.md): what a manifest
 * adds reaches an existing installation, and nothing an administrator changed is overwritten.
 *
 * Each manifest item (application, route, service and its links, configuration, menu and its items) is recorded
 * in `platform.catalogue_items` with the row it made or adopted and the values applied:
 * - no record: the row is adopted by its natural key (an installation seeded before the sync keeps its rows) or
 *   created, and recorded;
 * - a record whose row is gone: an administrator deleted it; it stays deleted;
 * - a record whose row still has the applied values: nobody changed it, so it follows the manifest;
 * - a record whose row differs from the applied values: an administrator changed it; it is left as it is.
 * Runs under the database lock (seed). Every step is idempotent: a start that stopped half-way is completed by the
 * next one (a row created but not yet recorded is adopted by its natural key).
 *
 * A sync of the same manifests with the same options changes nothing (every record already holds what the manifest
 * says, or an administrator's change, or a deletion), so a completed sync records their fingerprint and a start
 * with the same one skips it: a restart is not hundreds of statements (issue 31).
 */
export async function syncCatalogue(
  db: Db,
  manifests: readonly AppCatalogue[],
  ports: CatalogueSyncPorts,
  options: CatalogueSyncOptions,
): Promise<void> {
  const repo = createSyncRepository(db);
  const fingerprint = fingerprintOf(manifests, options, ports);
  const last = await repo.findRecord(FINGERPRINT_KEY);
  if (last && same(last.applied, { fingerprint })) return;
  await apply(db, manifests, ports, options);
  await repo.saveValues(FINGERPRINT_KEY, { fingerprint });
}

/** The record of the last completed sync's fingerprint (no row: `rowId` 0). */
const FINGERPRINT_KEY = 'sync:fingerprint';
/** Changed whenever what the sync does changes, so that the next start runs it again on unchanged manifests. */
const SYNC_VERSION = 1;

/** What a sync depends on: the manifests, the options and which ports it writes through. */
function fingerprintOf(
  manifests: readonly AppCatalogue[],
  options: CatalogueSyncOptions,
  ports: CatalogueSyncPorts,
): string {
  const input = { version: SYNC_VERSION, manifests, options, roles: ports.ensureRoles !== undefined };
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('base64url');
}

async function apply(
  db: Db,
  manifests: readonly AppCatalogue[],
  ports: CatalogueSyncPorts,
  options: CatalogueSyncOptions,
): Promise<void> {
  const installed = manifests.filter((manifest) => options.demo || !manifest.demoOnly);
  await ports.ensureSections(
    manifests.flatMap((manifest) =>
      manifest.sections.map((section) => ({ ...section, application: manifest.clientId })),
    ),
  );

  const repo = createSyncRepository(db);
  const records = new Map((await repo.listRecords()).map((record) => [record.key, record] as const));
  async function record(key: string, rowId: number, applied: unknown) {
    await repo.saveRecord(key, rowId, applied);
    records.set(key, { key, rowId, applied, updatedAt: new Date() });
  }

  const adminRoutes = createPlatformAdminRepository(db);
  const applicationIds = new Map<string, number>();
  for (const [position, manifest] of installed.entries()) {
    const id = await syncApplication(manifest, position);
    if (id !== null) applicationIds.set(manifest.clientId, id);
  }
  for (const manifest of installed) {
    for (const service of manifest.services ?? []) {
      await syncService(service, installed, applicationIds);
    }
  }
  for (const manifest of installed) {
    const applicationId = applicationIds.get(manifest.clientId);
    if (applicationId !== undefined) {
      await syncMenu(manifest, applicationId);
    }
  }

  /** The application's row, its configuration and its routes; null when an administrator deleted it. */
  async function syncApplication(manifest: AppCatalogue, position: number): Promise<number | null> {
    const key = `application:${manifest.clientId}`;
    const wanted = applicationValues(manifest);
    const existing = records.get(key);
    let id: number;
    if (existing) {
      const row = await repo.findApplication(existing.rowId);
      if (!row) return null;
      id = row.id;
      const current: AppliedApplication = {
        nome: row.nome,
        description: row.description,
        icon: row.icon,
        hasHomePublic: row.hasHomePublic,
      };
      if (same(current, existing.applied) && !same(current, wanted)) {
        await repo.updateApplication(id, wanted);
        // The configuration was made with the application's description: it follows while nobody changed it.
        await repo.followDescription(id, current.description, wanted.description);
        await record(key, id, wanted);
      }
    } else {
      const adopted = await repo.applicationOfClient(manifest.clientId);
      if (adopted) {
        id = adopted.id;
      } else {
        id = await repo.insertApplication({ ...wanted, clientId: manifest.clientId, position });
      }
      // An adopted row counts as applied from this manifest: if it differs, an administrator changed it.
      await record(key, id, wanted);
      await ports.ensureRoles?.(manifest.clientId, [
        ...new Set([...manifest.roles, ...manifest.routes.flatMap((route) => route.roles)]),
      ]);
    }
    await syncConfiguration(manifest, id);
    for (const [routePosition, route] of manifest.routes.entries()) {
      if (route.demoOnly && !options.demo) continue;
      await syncRoute(manifest.clientId, id, route, routePosition);
    }
    return id;
  }

  async function syncConfiguration(manifest: AppCatalogue, applicationId: number) {
    const key = `configuration:${manifest.clientId}`;
    if (records.has(key)) return;
    const id =
      (await repo.configurationOf(applicationId)) ??
      (await repo.insertConfiguration({
        applicationId,
        nome: manifest.nome,
        description: manifest.description,
      }));
    await record(key, id, { nome: manifest.nome });
  }

  /** The route's values as the sync compares them, with what an update keeps. */
  async function currentRoute(routeId: number) {
    const row = await adminRoutes.findRoute(routeId);
    if (!row) return null;
    const { path, name, component, isPublic, section, roles, subRoutes, version, position } = row;
    const values: AppliedRoute = {
      path,
      name,
      component,
      isPublic,
      section,
      roles: [...roles].sort(),
      subRoutes,
    };
    return { values, version, position };
  }

  async function syncRoute(clientId: string, applicationId: number, route: ManifestRoute, position: number) {
    const key = `route:${clientId}:${route.path}`;
    const wanted = routeValues(route);
    const existing = records.get(key);
    if (existing) {
      const current = await currentRoute(existing.rowId);
      if (current && same(current.values, existing.applied) && !same(current.values, wanted)) {
        await adminRoutes.updateRoute(existing.rowId, current.version, {
          ...wanted,
          position: current.position,
        });
        await ports.ensureRoles?.(clientId, wanted.roles);
        await record(key, existing.rowId, wanted);
      }
      return;
    }
    const adopted = await repo.routeAt(applicationId, route.path);
    if (adopted !== undefined) {
      await record(key, adopted, wanted);
      return;
    }
    await ports.ensureRoles?.(clientId, wanted.roles);
    const id = await adminRoutes.insertRoute(applicationId, { ...wanted, position });
    await record(key, id, wanted);
  }

  async function syncService(
    service: NonNullable<AppCatalogue['services']>[number],
    all: readonly AppCatalogue[],
    ids: Map<string, number>,
  ) {
    const key = `service:${service.basePath}`;
    let serviceId = records.get(key)?.rowId;
    if (serviceId === undefined) {
      const adopted = await repo.serviceAt(service.basePath);
      const { alsoFor: _, ...values } = service;
      serviceId = adopted ?? (await repo.insertService(values));
      await record(key, serviceId, values);
    } else {
      const row = await repo.findService(serviceId);
      if (!row) return;
      // Untouched since the sync applied it: it follows the manifest, as applications and routes do.
      const { alsoFor: _, ...wanted } = service;
      const current = {
        nome: row.nome,
        description: row.description,
        basePath: row.basePath,
        base: row.base,
        microservice: row.microservice,
      };
      const applied = records.get(key)?.applied;
      if (same(current, applied) && !same(current, wanted)) {
        await repo.updateService(serviceId, wanted);
        await record(key, serviceId, wanted);
      }
    }
    const owner = all.find((manifest) => manifest.services?.includes(service));
    const users =
      service.alsoFor === 'all'
        ? all.map((manifest) => manifest.clientId)
        : [owner?.clientId, ...(service.alsoFor ?? [])].filter((id): id is string => id !== undefined);
    for (const clientId of users) {
      const applicationId = ids.get(clientId);
      const linkKey = `service-link:${service.basePath}:${clientId}`;
      if (applicationId === undefined || records.has(linkKey)) continue;
      await repo.linkService(applicationId, serviceId);
      await record(linkKey, applicationId, { serviceId });
    }
  }

  async function syncMenu(manifest: AppCatalogue, applicationId: number) {
    const routesOf = new Map<string, number>();
    for (const route of manifest.routes) {
      const routeRecord = records.get(`route:${manifest.clientId}:${route.path}`);
      if (!routeRecord || (route.demoOnly && !options.demo)) continue;
      if (await repo.routeExists(routeRecord.rowId)) routesOf.set(route.path, routeRecord.rowId);
    }
    if (routesOf.size === 0) return;

    const menuKey = `menu:${manifest.clientId}`;
    let menuId = records.get(menuKey)?.rowId;
    if (menuId === undefined) {
      menuId = await ports.menus.ensureMenu(applicationId);
      await record(menuKey, menuId, {});
    }
    const groups: { label: string | null; icon: string; paths: readonly string[] }[] = manifest.menu
      ? manifest.menu.map((group) => ({ ...group }))
      : [{ label: null, icon: '', paths: manifest.routes.map((route) => route.path) }];
    for (const [groupPosition, group] of groups.entries()) {
      let parentId: number | null = null;
      if (group.label !== null) {
        if (!group.paths.some((path) => routesOf.has(path))) continue;
        const groupKey = `menu-group:${manifest.clientId}:${group.label}`;
        const groupRecord = records.get(groupKey);
        if (groupRecord) {
          parentId = groupRecord.rowId;
        } else {
          parentId = await ports.menus.ensureGroup(menuId, {
            label: group.label,
            icon: group.icon,
            position: groupPosition,
          });
          await record(groupKey, parentId, { label: group.label });
        }
      }
      for (const [position, path] of group.paths.entries()) {
        const routeId = routesOf.get(path);
        const itemKey = `menu-item:${manifest.clientId}:${path}`;
        if (routeId === undefined || records.has(itemKey)) continue;
        const label = manifest.routes.find((route) => route.path === path)?.name ?? path;
        const itemId = await ports.menus.ensureItem(menuId, { parentId, label, routeId, position });
        await record(itemKey, itemId, { label });
      }
    }
  }
}
