import type { Config } from '../config.ts';
import { DEMO_PASSWORD, demoUsers } from '../idp/demo-users.ts';
import { ensureGroups, seedIdentityRoles } from '../idp/idp.seed.ts';
import { groupMembers } from '../idp/idp.tables.ts';
import { hashPassword } from '../idp/passwords.ts';
import { createUsersRepository } from '../idp/users.repository.ts';
import { seedAdministration, seedAdminSections } from '../modules/platform/administration.seed.ts';
import { seedPlatform } from '../modules/platform/platform.seed.ts';
import { seedRegional } from '../modules/regional/regional.seed.ts';
import { seedStructures } from '../modules/structures/structures.seed.ts';
import type { Database } from './database.ts';

/**
 * First-start seeding. Each step checks whether its data is already there, so later starts keep what users
 * changed, and runs under the database lock so replicas starting together seed once.
 */
export async function seed(database: Database, config: Pick<Config, 'demo' | 'embeddedIdp'>): Promise<void> {
  await database.exclusive(async () => {
    await seedAdminSections(database.db);
    await seedPlatform(database.db, { demo: config.demo });
    await seedRegional(database.db, { demo: config.demo });
    await seedStructures(database.db, { demo: config.demo });
    await seedAdministration(database.db, { demo: config.demo });
    if (config.embeddedIdp) {
      await seedIdentityRoles(database.db);
    }
    if (config.demo && config.embeddedIdp) {
      await seedDemoUsers(database);
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
