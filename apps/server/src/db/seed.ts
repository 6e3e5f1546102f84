import { catalogues } from '@halo/contract';
import type { Config } from '../config.ts';
import { DEMO_PASSWORD, demoUsers } from '../idp/demo-users.ts';
import { ensureClientRoles, ensureGroups, seedIdentityRoles } from '../idp/idp.seed.ts';
import { groupMembers } from '../idp/idp.tables.ts';
import { hashPassword } from '../idp/passwords.ts';
import { createUsersRepository } from '../idp/users.repository.ts';
import { createAuditLog } from '../modules/audit/audit.service.ts';
import { createSectionCatalogue } from '../modules/authorization/sections.catalogue.ts';
import { createMenuCatalogue } from '../modules/menu/menu.catalogue.ts';
import { referenceServices } from '../modules/module-services.ts';
import { applicationModules } from '../modules/modules.ts';
import { syncCatalogue } from '../modules/platform/platform.sync.ts';
import type { ModuleSeedOptions } from '../modules/server-module.ts';
import type { Database } from './database.ts';

/**
 * Start-up data, under the database lock so replicas starting together do it once. The applications' catalogue
 * (routes, sections, services, menus, roles) is synchronised with their manifests at every start; reference and
 * demo data are seeded once, each step checking whether its data is already there, so later starts keep what
 * users changed.
 */
export async function seed(
  database: Database,
  config: Pick<Config, 'demo' | 'embeddedIdp'>,
  jobs: ModuleSeedOptions['jobs'],
): Promise<void> {
  await database.exclusive(async () => {
    const db = database.db;
    if (config.embeddedIdp) {
      await seedIdentityRoles(db);
    }
    const sections = createSectionCatalogue(db);
    await syncCatalogue(
      db,
      catalogues,
      {
        ensureSections: sections.ensureSections,
        menus: createMenuCatalogue(db),
        ...(config.embeddedIdp && {
          ensureRoles: (clientId: string, roles: readonly string[]) => ensureClientRoles(db, clientId, roles),
        }),
      },
      { demo: config.demo },
    );
    // Demo users first: a module's demo data may belong to one of them (a citizen's bookings).
    if (config.demo && config.embeddedIdp) {
      await seedDemoUsers(database);
    }
    const users = createUsersRepository(db);
    const moduleSeed: ModuleSeedOptions = {
      demo: config.demo,
      jobs,
      services: referenceServices(db, createAuditLog({ db })),
      grantOnce: sections.grantOnce,
      demoUserId: async (username: string) =>
        config.embeddedIdp ? (await users.findByUsername(username))?.id : undefined,
    };
    for (const module of applicationModules) {
      await module.seed?.(db, moduleSeed);
    }
  });
}

async function seedDemoUsers(database: Database) {
  const users = createUsersRepository(database.db);
  if ((await users.count()) > 0) {
    return;
  }
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));
  await database.db.transaction(async (tx) => {
    const txUsers = createUsersRepository(tx as never);
    const groupIds = await ensureGroups(
      tx as never,
      demoUsers.flatMap((user) => user.groups ?? []),
    );
    for (const [index, { groups, ...user }] of demoUsers.entries()) {
      const created = await txUsers.insert({
        ...user,
        passwordHash: hashes[index],
        enabled: true,
        emailVerified: true,
      });
      for (const path of groups ?? []) {
        await tx.insert(groupMembers).values({ groupId: groupIds.get(path) ?? '', userId: created.id });
      }
    }
  });
}
