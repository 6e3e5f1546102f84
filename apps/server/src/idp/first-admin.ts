import type { Database } from '../db/database.ts';
import { ensureGroups } from './idp.seed.ts';
import { hashPassword } from './passwords.ts';
import { createUsersRepository, type IdpUser } from './users.repository.ts';

/** What the platform's administrator holds: the realm role and the group of the demo `superadmin`. */
const ADMIN_ROLE = 'app-admin';
const ADMIN_GROUP = '/amministratori';
/** An administrator's password is longer than a citizen's (8): it opens every application's administration. */
export const ADMIN_PASSWORD_MIN = 12;

export interface FirstAdministrator {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** What is wrong with the administrator asked for, in Italian, by variable; empty when it can be created. */
export function administratorProblems(admin: Partial<FirstAdministrator>): string[] {
  const problems: string[] = [];
  if (!admin.username || !/^[a-z0-9][a-z0-9._-]{2,59}$/i.test(admin.username)) {
    problems.push(
      'HALO_ADMIN_USERNAME: da 3 a 60 caratteri tra lettere, cifre, punto, trattino e trattino basso',
    );
  }
  if (!admin.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(admin.email)) {
    problems.push('HALO_ADMIN_EMAIL: un indirizzo e-mail valido');
  }
  if (!admin.password || admin.password.length < ADMIN_PASSWORD_MIN) {
    problems.push(`HALO_ADMIN_PASSWORD: almeno ${ADMIN_PASSWORD_MIN} caratteri`);
  }
  if (!admin.firstName?.trim()) problems.push('HALO_ADMIN_FIRST_NAME: il nome');
  if (!admin.lastName?.trim()) problems.push('HALO_ADMIN_LAST_NAME: il cognome');
  return problems;
}

/**
 * The first administrator of a production installation with the embedded identity provider, where no demo user
 * exists (`npm run admin:create`, docs/adr/0037-probes-and-shutdown.md). Refused when a user of that name exists,
 * so running it again changes nothing; the password is stored hashed, as a sign-up's.
 */
export async function createFirstAdministrator(
  database: Database,
  admin: FirstAdministrator,
): Promise<{ created: true; user: IdpUser } | { created: false; reason: 'exists' }> {
  const passwordHash = await hashPassword(admin.password);
  return database.exclusive(() =>
    database.db.transaction(async (tx) => {
      const users = createUsersRepository(tx as never);
      if (await users.findByUsername(admin.username)) return { created: false, reason: 'exists' } as const;
      const groupIds = await ensureGroups(tx as never, [ADMIN_GROUP]);
      const user = await users.insert({
        username: admin.username,
        email: admin.email,
        firstName: admin.firstName.trim(),
        lastName: admin.lastName.trim(),
        realmRoles: [ADMIN_ROLE],
        passwordHash,
        enabled: true,
        emailVerified: true,
      });
      await users.joinGroup(groupIds.get(ADMIN_GROUP) ?? '', user.id);
      return { created: true, user } as const;
    }),
  );
}
