import type { Application, Principal } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import type { PlatformLookup } from '../authorization/platform.port.ts';
import type { MenuPlatform } from '../menu/menu.service.ts';
import { createPlatformAdminRepository } from './platform.admin.repository.ts';
import type { PlatformReads } from './platform.reads.ts';
import { createPlatformRepository } from './platform.repository.ts';
import type { RouteVisibility } from './platform.visibility.ts';

/**
 * What the other modules may ask the platform (the ports authorization and menu declare): its applications,
 * configurations and routes, and who may open which route. The calls that may run inside another module's
 * transaction take it as `tx`.
 */
export function createPlatformLookup(deps: {
  db: Db;
  visibility: RouteVisibility;
  reads?: PlatformReads;
}): PlatformLookup & MenuPlatform {
  const { db } = deps;
  const platform = deps.reads ?? createPlatformRepository(db);
  const admin = createPlatformAdminRepository(db);

  return {
    findApplication: (id: number) => platform.findApplication(id),
    findApplicationByClientId: (clientId: string) => admin.findApplicationByClientId(clientId),
    routesUsingRole: (applicationId: number, role: string) => admin.routesUsingRole(applicationId, role),
    routesUsingSection: (section: string) => admin.routesUsingSection(section),
    applicationsWithAuthority: (name: string) => admin.applicationsWithAuthority(name),

    async applicationOfConfiguration(idWsc: number): Promise<Application | undefined> {
      const configuration = await admin.findConfiguration(idWsc);
      return configuration ? platform.findApplication(configuration.applicationId) : undefined;
    },

    async openedApplication(principal: Principal, applicationId: number) {
      const { application, routeIds } = await deps.visibility.opened(principal, applicationId);
      return { application, ids: routeIds };
    },

    routesOf: (applicationId: number, tx: Db = db) =>
      createPlatformRepository(tx).routePaths({ applicationId }),
    routePaths: (ids: number[], tx: Db = db) => createPlatformRepository(tx).routePaths({ ids }),
  };
}
