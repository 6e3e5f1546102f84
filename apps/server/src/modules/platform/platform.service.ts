import {
  type Application,
  type AppRoute,
  deriveRole,
  errorMessages,
  type Principal,
  roleClaimsOf,
} from '@halo/contract';
import { AppError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { PlatformRepository } from './platform.repository.ts';

/**
 * Which applications and routes a user gets (SPEC.md §2, §6): the server decides, the SPA only maps
 * component names onto what it bundles.
 */
export function createPlatformService(deps: { repository: PlatformRepository }) {
  const { repository } = deps;

  function roleIn(principal: Principal, application: Application) {
    return deriveRole(roleClaimsOf(principal), application.clientId);
  }

  async function applicationsFor(principal: Principal): Promise<Application[]> {
    const all = await repository.listApplications();
    return all.filter((application) => roleIn(principal, application).role !== null);
  }

  return {
    applicationsFor,

    /** The applications the token grants; an empty catalogue means the platform is not ready to serve. */
    async applicationsByToken(principal: Principal): Promise<Application[]> {
      if ((await repository.countApplications()) === 0) {
        throw new AppError(404, 'NOT_FOUND', errorMessages.unavailable);
      }
      return applicationsFor(principal);
    },

    async routesFor(principal: Principal, applicationId: number): Promise<AppRoute[]> {
      const application = await repository.findApplication(applicationId);
      if (!application) {
        throw new NotFoundError('Applicazione non trovata.');
      }
      const { role, isSuperadmin } = roleIn(principal, application);
      if (isSuperadmin) {
        return repository.allRoutes(application.id);
      }
      if (!role) {
        throw new ForbiddenError('Nessun ruolo assegnato per questa applicazione.');
      }
      return repository.routesForRole(application.id, role);
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
