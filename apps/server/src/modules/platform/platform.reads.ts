import type { Application, PublicRoute } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { type AccessRoute, CATALOGUE_TABLES, createPlatformRepository } from './platform.repository.ts';

/** What the navigation reads of the platform's catalogue: applications and their routes. */
export type PlatformReads = Pick<
  ReturnType<typeof createPlatformRepository>,
  | 'listApplications'
  | 'countApplications'
  | 'findApplication'
  | 'findApplicationByName'
  | 'routesWithAccessOf'
  | 'routesWithAccess'
  | 'publicRoutes'
>;

interface Catalogue {
  applications: Application[];
  routes: Map<number, AccessRoute[]>;
  publicRoutes: PublicRoute[];
}

/**
 * The applications and their routes, read once and kept in memory until one of their tables changes, on any
 * replica (docs/adr/0032-read-caches.md): a few hundred rows, asked for at every navigation rebuild of every
 * user. The same answers as the repository's, which writes (in their transactions) keep using.
 */
export function createPlatformReads(db: Db, cache: ReadCache): PlatformReads {
  const repository = createPlatformRepository(db);
  const read = cache.value(CATALOGUE_TABLES, async (): Promise<Catalogue> => {
    const all = await repository.listApplications();
    const [byApplication, publicRoutes] = await Promise.all([
      repository.routesWithAccessOf(all.map((application) => application.id)),
      repository.publicRoutes(),
    ]);
    return { applications: all, routes: byApplication, publicRoutes };
  });

  return {
    listApplications: async () => (await read()).applications,
    countApplications: async () => (await read()).applications.length,
    findApplication: async (id) => (await read()).applications.find((application) => application.id === id),
    async findApplicationByName(nome) {
      const wanted = nome.toLowerCase();
      return (await read()).applications.find((application) => application.nome.toLowerCase() === wanted);
    },
    async routesWithAccessOf(ids) {
      const { routes: byApplication } = await read();
      return new Map(ids.map((id) => [id, byApplication.get(id) ?? []]));
    },
    routesWithAccess: async (id) => (await read()).routes.get(id) ?? [],
    publicRoutes: async () => (await read()).publicRoutes,
  };
}
