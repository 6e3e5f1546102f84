import {
  type Application,
  type AppRoute,
  deriveRole,
  errorMessages,
  type Principal,
  roleClaimsOf,
  SUPERADMIN_REALM_ROLE,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { createPlatformRepository } from './platform.repository.ts';
import type { RouteVisibility } from './platform.visibility.ts';

/**
 * Which applications and routes a user gets (SPEC.md §2, §6): the server decides, the SPA only maps
 * component names onto what it bundles.
 */
export function createPlatformService(deps: {
  db: Db;
  visibility: RouteVisibility;
  /** Maintenance mode of the platform settings: app/bytoken answers 404 to all but superadmin. */
  maintenance: () => Promise<boolean>;
}) {
  const { visibility } = deps;
  const repository = createPlatformRepository(deps.db);

  function roleIn(principal: Principal, application: Application) {
    return deriveRole(roleClaimsOf(principal), application.clientId);
  }

  /** Applications where the user has a role, or where a group permission opens at least one route. */
  async function applicationsFor(principal: Principal): Promise<Application[]> {
    const all = await repository.listApplications();
    const withoutRole = all.filter((application) => roleIn(principal, application).role === null);
    const throughGroups =
      principal.groups.length > 0 && withoutRole.length > 0
        ? await visibility.withVisibleRoutes(principal, withoutRole)
        : new Set<number>();
    return all.filter(
      (application) => roleIn(principal, application).role !== null || throughGroups.has(application.id),
    );
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
      const application = await repository.findApplication(applicationId);
      if (!application) {
        throw new NotFoundError('Applicazione non trovata.');
      }
      const { role, routes } = await visibility.visible(principal, application);
      if (!role && routes.length === 0) {
        throw new ForbiddenError('Nessun ruolo assegnato per questa applicazione.');
      }
      return routes;
    },

    publicRoutes: () => repository.publicRoutes(),

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
