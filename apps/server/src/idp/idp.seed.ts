import { API_AUDIENCE, SUPERADMIN_REALM_ROLE } from '@halo/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { demoUsers } from './demo-users.ts';
import { groups, roles } from './idp.tables.ts';

/** The application a demo group belongs to, by its top-level segment. */
const groupApplications: Record<string, string> = {
  amministratori: 'halo',
  prosa: 'prosa',
  stroke: 'stroke',
  regionale: 'gestioneregionale',
};

/**
 * The embedded provider's first roles, seeded once (when it has none): the realm role app-admin and the roles the
 * demo users hold. The applications' own roles come from their manifests through the catalogue sync
 * (`ensureClientRoles`), as the Keycloak realm export declares them.
 */
export async function seedIdentityRoles(db: Db): Promise<void> {
  const [existing] = await db.select({ id: roles.id }).from(roles).limit(1);
  if (existing) {
    return;
  }
  const byClient = new Map<string, Set<string>>();
  const add = (client: string, role: string) => {
    const set = byClient.get(client) ?? new Set<string>();
    set.add(role);
    byClient.set(client, set);
  };
  for (const user of demoUsers) {
    for (const [client, names] of Object.entries(user.clientRoles ?? {})) {
      for (const name of names) {
        add(client, name);
      }
    }
  }
  byClient.set(API_AUDIENCE, byClient.get(API_AUDIENCE) ?? new Set());
  await db
    .insert(roles)
    .values([
      { clientId: null, name: SUPERADMIN_REALM_ROLE, description: 'Superamministratore della piattaforma' },
      ...[...byClient].flatMap(([clientId, names]) => [...names].map((name) => ({ clientId, name }))),
    ]);
}

/** Makes sure the client has these roles (the ones it has keep their descriptions). */
export async function ensureClientRoles(db: Db, clientId: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) {
    return;
  }
  await db
    .insert(roles)
    .values(names.map((name) => ({ clientId, name })))
    .onConflictDoNothing();
}

/** Creates the groups of these paths, and their parents, when missing; answers path → id. */
export async function ensureGroups(db: Db, paths: string[]): Promise<Map<string, string>> {
  const all = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    for (let n = 1; n <= parts.length; n++) {
      all.add(`/${parts.slice(0, n).join('/')}`);
    }
  }
  if (all.size === 0) {
    return new Map();
  }
  const wanted = [...all].sort();
  await db
    .insert(groups)
    .values(
      wanted.map((path) => ({
        path,
        name: path.slice(path.lastIndexOf('/') + 1),
        application: groupApplications[path.split('/')[1] ?? ''] ?? null,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: groups.id, path: groups.path })
    .from(groups)
    .where(inArray(groups.path, wanted));
  return new Map(rows.map((row) => [row.path, row.id]));
}
