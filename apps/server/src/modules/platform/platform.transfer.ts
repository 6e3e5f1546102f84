import type { ApplicationExport, ImportResult } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type ErrorDetail, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { AuthorizationService } from '../authorization/authorization.service.ts';
import { withIdentityUndo } from '../authorization/identity/identity.changes.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { createPlatformAdminRepository } from './platform.admin.repository.ts';
import type { PlatformAdminService } from './platform.admin.service.ts';
import { bootstrapItaliaIcons } from './platform.icons.ts';

/**
 * Export and import of an application's configuration (issue 4): routes, menus, sections, groups, permissions,
 * roles, authorities and services, referenced by name and path so the document moves between environments.
 * Import checks the whole document first and changes nothing when anything is wrong (400 with every field path);
 * when a later step fails, it takes back what it changed in the identity provider (docs/adr/0004, "Export and
 * import").
 */
export function createTransferService(deps: {
  db: Db;
  audit: AuditLog;
  admin: PlatformAdminService;
  authorization: AuthorizationService;
  identity: IdentityAdmin;
  menus: MenuService;
  /** The API's client: its client roles are the authorities. */
  apiClientId: string;
  clock?: () => Date;
}) {
  const { db, admin, authorization, identity, menus } = deps;
  const now = deps.clock ?? (() => new Date());

  return {
    async exportApplication(id: number): Promise<ApplicationExport> {
      const detail = await admin.applicationDetail(id);
      const configuration = detail.configurationId ? await admin.configuration(detail.configurationId) : null;
      const [routeList, sectionList, roles, authorities, groups] = await Promise.all([
        admin.listRoutes(id),
        authorization.listSections({ application: detail.clientId }),
        authorization.rolesOfClient(detail.clientId),
        admin.applicationAuthorities(id),
        authorization.groupsOfApplication(detail.clientId),
      ]);
      return {
        format: 'halo.application',
        formatVersion: 1,
        exportedAt: now().toISOString(),
        application: {
          nome: detail.nome,
          clientId: detail.clientId,
          description: detail.description,
          icon: detail.icon,
          hasHomePublic: detail.hasHomePublic,
        },
        configuration: configuration
          ? {
              nome: configuration.nome,
              description: configuration.description,
              homePath: configuration.homePath,
              settings: configuration.settings,
            }
          : null,
        services: detail.services.map((s) => s.basePath),
        roles: roles.map((r) => ({ name: r.name, description: r.description })),
        authorities: authorities.map((a) => ({ name: a.authority, description: a.description })),
        sections: sectionList.map((s) => ({ name: s.name, description: s.description })),
        routes: routeList.map((r) => ({
          path: r.path,
          name: r.name,
          component: r.component as ApplicationExport['routes'][number]['component'],
          isPublic: r.isPublic,
          position: r.position,
          section: r.section,
          roles: r.roles,
          subRoutes: r.subRoutes as ApplicationExport['routes'][number]['subRoutes'],
        })),
        groups: groups.map((g) => ({ path: g.path, description: g.description })),
        permissions: groups.flatMap((g) =>
          g.permissions.map((p) => ({ group: g.path, section: p.section, mask: p.mask })),
        ),
        menus: await menus.exportMenus(id),
      };
    },

    async importApplication(document: ApplicationExport, ctx: WriteContext): Promise<ImportResult> {
      const { clientId } = document.application;
      const repo = createPlatformAdminRepository(db);
      const existing = await repo.findApplicationByClientId(clientId);
      const problems: ErrorDetail[] = [];
      const problem = (path: string, message: string) => problems.push({ path: `body.${path}`, message });

      // -- check everything first ----------------------------------------------------------------------------------
      const icons = bootstrapItaliaIcons();
      if (!icons.includes(document.application.icon)) {
        problem('application.icon', 'Icona sconosciuta.');
      }
      const sectionNames = new Set(document.sections.map((s) => s.name));
      const allSections = await authorization.listSections({});
      document.sections.forEach((section, i) => {
        if (!section.name.startsWith(`${clientId}.`)) {
          problem(
            `sections.${i}.name`,
            "Il nome della sezione deve iniziare con il client id dell'applicazione.",
          );
        }
        const other = allSections.find((s) => s.name === section.name && s.application !== clientId);
        if (other) {
          problem(`sections.${i}.name`, "La sezione appartiene a un'altra applicazione.");
        }
      });
      const ownSections = new Set([
        ...sectionNames,
        ...allSections.filter((s) => s.application === clientId).map((s) => s.name),
      ]);
      const routePaths = new Set<string>();
      document.routes.forEach((route, i) => {
        if (routePaths.has(route.path)) {
          problem(`routes.${i}.path`, 'Percorso ripetuto.');
        }
        routePaths.add(route.path);
        if (route.section && !ownSections.has(route.section)) {
          problem(`routes.${i}.section`, 'Sezione non presente nel documento né nell’applicazione.');
        }
      });
      if (document.configuration?.homePath && !routePaths.has(document.configuration.homePath)) {
        problem('configuration.homePath', 'La rotta iniziale non è tra le rotte del documento.');
      }
      const services = await repo.listServices();
      document.services.forEach((basePath, i) => {
        if (!services.some((s) => s.basePath === basePath)) {
          problem(`services.${i}`, 'Servizio sconosciuto in questo ambiente.');
        }
      });
      const existingGroups = await identity.listGroups();
      const groupPaths = new Set([
        ...document.groups.map((g) => g.path),
        ...existingGroups.map((g) => g.path),
      ]);
      document.permissions.forEach((permission, i) => {
        if (!groupPaths.has(permission.group)) {
          problem(`permissions.${i}.group`, 'Gruppo non presente nel documento né nel provider di identità.');
        }
        if (!ownSections.has(permission.section)) {
          problem(`permissions.${i}.section`, 'Sezione non presente nel documento né nell’applicazione.');
        }
      });
      document.menus.forEach((menu, m) => {
        menu.items.forEach((item, i) => {
          const check = (entry: { routePath: string | null; icon: string | null }, path: string) => {
            if (entry.routePath && !routePaths.has(entry.routePath)) {
              problem(`${path}.routePath`, 'La voce apre una rotta che non è nel documento.');
            }
            if (entry.icon && !icons.includes(entry.icon)) {
              problem(`${path}.icon`, 'Icona sconosciuta.');
            }
          };
          check(item, `menus.${m}.items.${i}`);
          item.children.forEach((child, c) => {
            check(child, `menus.${m}.items.${i}.children.${c}`);
          });
        });
      });
      const sameName = (await repo.applicationNames()).find(
        (a) => a.nome.toLowerCase() === document.application.nome.toLowerCase() && a.clientId !== clientId,
      );
      if (sameName) {
        problem('application.nome', "Esiste già un'altra applicazione con questo nome.");
      }
      if (problems.length > 0) {
        throw new ValidationError(problems, 'Documento di importazione non valido: nulla è stato cambiato.');
      }

      // -- identity provider first (it has no transaction): client, roles, groups, authorities. Every change is
      // recorded, and taken back if anything up to the commit fails, so a failed import leaves no trace there.
      let rolesCreated = 0;
      let groupsCreated = 0;
      const applicationId = await withIdentityUndo(identity, `import of ${clientId}`, async (changes) => {
        await changes.ensureClient(clientId, document.application.nome);
        const roles = new Set((await changes.listClientRoles(clientId)).map((r) => r.name));
        for (const role of [
          ...document.roles,
          ...(roles.has('admin') ? [] : [{ name: 'admin', description: '' }]),
        ]) {
          if (!roles.has(role.name)) {
            await changes.createClientRole(clientId, role.name, role.description);
            roles.add(role.name);
            rolesCreated++;
          }
        }
        const known = new Map(existingGroups.map((g) => [g.path, g.id]));
        for (const group of [...document.groups].sort((a, b) => a.path.length - b.path.length)) {
          const segments = group.path.split('/').filter(Boolean);
          for (let n = 1; n <= segments.length; n++) {
            const path = `/${segments.slice(0, n).join('/')}`;
            if (known.has(path)) {
              continue;
            }
            // The parent was found or created at the previous segment: never fall back to a top-level group.
            const parentId =
              n > 1 ? required(known.get(`/${segments.slice(0, n - 1).join('/')}`), 'parent group') : null;
            const created = await changes.createGroup({
              name: required(segments[n - 1], 'group name'),
              parentId,
              application: clientId,
              description: path === group.path ? group.description : '',
            });
            known.set(path, created.id);
            groupsCreated++;
          }
        }
        const authorityNames = new Set((await changes.listClientRoles(deps.apiClientId)).map((r) => r.name));
        const authoritiesCreated: string[] = [];
        for (const authority of document.authorities) {
          if (!authorityNames.has(authority.name)) {
            await changes.ensureClient(deps.apiClientId, 'Halo API');
            await changes.createClientRole(deps.apiClientId, authority.name, authority.description);
            authorityNames.add(authority.name);
            authoritiesCreated.push(authority.name);
          }
        }

        // -- then the platform, in one transaction -------------------------------------------------------------
        return await inTransaction(db, async (txDb) => {
          const tx = createPlatformAdminRepository(txDb);
          const values = {
            nome: document.application.nome,
            description: document.application.description,
            icon: document.application.icon,
            hasHomePublic: document.application.hasHomePublic,
          };
          let id: number;
          if (existing) {
            id = existing.id;
            await tx.replaceApplication(id, values);
          } else {
            id = await tx.insertApplication({ ...values, clientId });
          }
          const configuration = document.configuration ?? {
            nome: document.application.nome,
            description: document.application.description,
            homePath: null,
            settings: {},
          };
          await tx.upsertConfiguration(id, configuration);

          await tx.unlinkAllServices(id);
          for (const basePath of document.services) {
            const service = services.find((s) => s.basePath === basePath);
            if (service) {
              await tx.linkService(id, service.id);
            }
          }
          await tx.removeAllAuthorities(id);
          for (const authority of document.authorities) {
            await tx.insertApplicationAuthority(id, authority.name);
          }
          await authorization.grants.importSections(clientId, document.sections, ctx, txDb);
          // Menus point at routes: they go first, then the routes are replaced, then the menus come back.
          await menus.replaceMenus(txDb, id, [], new Map());
          await tx.deleteRoutesOf(id);
          const routeIdByPath = new Map<string, number>();
          for (const route of document.routes) {
            routeIdByPath.set(route.path, await tx.insertRoute(id, route));
          }
          await menus.replaceMenus(txDb, id, document.menus, routeIdByPath);
          await authorization.grants.importPermissions(document.permissions, ctx, txDb);
          // The authorities created above are recorded only if the import commits.
          for (const name of authoritiesCreated) {
            await deps.audit.record(
              {
                actor: ctx.actor,
                entity: 'authority',
                entityId: name,
                action: 'create',
                requestId: ctx.requestId,
              },
              txDb,
            );
          }
          await deps.audit.record(
            {
              actor: ctx.actor,
              entity: 'applicazione',
              entityId: id,
              action: 'import',
              details: {
                clientId,
                created: !existing,
                routes: document.routes.length,
                menus: document.menus.length,
                permissions: document.permissions.length,
              },
              requestId: ctx.requestId,
            },
            txDb,
          );
          return id;
        });
      });

      return {
        message: 'Configurazione importata con successo',
        application: await admin.applicationDetail(applicationId),
        created: { application: !existing, groups: groupsCreated, roles: rolesCreated },
      };
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
