import {
  type Application,
  type AppRoute,
  deriveRole,
  errorMessages,
  NO_PERMISSIONS,
  type PermissionMasks,
  type Principal,
  roleClaimsOf,
  SUPERADMIN_REALM_ROLE,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import type { PlatformReads } from './platform.reads.ts';
import { createPlatformRepository } from './platform.repository.ts';
import type { RouteVisibility } from './platform.visibility.ts';

/**
 * Which applications and routes a user gets (SPEC.md §2, §6): the server decides, the SPA only maps
 * component names onto what it bundles.
 */
export function createPlatformService(deps: {
  db: Db;
  visibility: RouteVisibility;
  permissions: PermissionResolver;
  /** Maintenance mode of the platform settings: app/bytoken answers 404 to all but superadmin. */
  maintenance: () => Promise<boolean>;
  /** The catalogue kept in memory (platform.reads.ts); the database otherwise. */
  reads?: PlatformReads;
}) {
  const { visibility } = deps;
  const repository = deps.reads ?? createPlatformRepository(deps.db);

  function roleIn(principal: Principal, application: Application) {
    return deriveRole(roleClaimsOf(principal), application.clientId);
  }

  /**
   * Applications the user can open: every one for superadmin and for the application's admin (an application
   * without routes opens on its home with SPEC.md §2's alert); for anyone else, those with at least one route
   * open to them (by role or by a group permission), or with a public home where they hold a role. An
   * application with nothing to show is not offered.
   */
  async function applicationsFor(principal: Principal): Promise<Application[]> {
    const all = await repository.listApplications();
    const administered = (application: Application) => {
      const derived = roleIn(principal, application);
      return derived.isSuperadmin || derived.isAdmin;
    };
    const others = all.filter((application) => !administered(application));
    const withRoutes =
      others.length > 0 ? await visibility.withVisibleRoutes(principal, others) : new Set<number>();
    return all.filter(
      (application) =>
        administered(application) ||
        withRoutes.has(application.id) ||
        (application.hasHomePublic && roleIn(principal, application).role !== null),
    );
  }

  async function permissionsOf(principal: Principal): Promise<PermissionMasks> {
    const masks = await deps.permissions.allMasks(principal);
    return Object.fromEntries([...masks].filter(([, mask]) => mask !== NO_PERMISSIONS));
  }

  return {
    applicationsFor,

    /** The applications the token grants; an empty catalogue means the platform is not ready to serve. */
    async applicationsByToken(principal: Principal): Promise<Application[]> {
      if ((await repository.countApplications()) === 0) {
        throw new AppError(404, 'NOT_FOUND', errorMessages.unavailable);
      }
      if (!principal.realmRoles.includes(SUPERADMIN_REALM_ROLE) && (await deps.maintenance())) {
        throw new AppError(404, 'NOT_FOUND', errorMessages.unavailable);
      }
      return applicationsFor(principal);
    },

    async routesFor(principal: Principal, applicationId: number): Promise<AppRoute[]> {
      return (await visibility.opened(principal, applicationId)).routes;
    },

    publicRoutes: () => repository.publicRoutes(),

    /** The principal's mask on every section where they hold at least one flag. */
    permissionsOf,

    async applicationByName(nome: string): Promise<Application> {
      const application = await repository.findApplicationByName(nome);
      if (!application) {
        throw new NotFoundError('Applicazione non trovata.');
      }
      return application;
    },

    async applicationById(id: number): Promise<Application> {
      const application = await repository.findApplication(id);
      if (!application) {
        throw new NotFoundError('Applicazione non trovata.');
      }
      return application;
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
