import {
  ALL_PERMISSIONS,
  deriveRole,
  NO_PERMISSIONS,
  type Principal,
  roleClaimsOf,
  SUPERADMIN_REALM_ROLE,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import {
  createAuthorizationRepository,
  PERMISSIONS_TABLES,
  SECTIONS_TABLES,
} from './authorization.repository.ts';

/**
 * A principal's flags on a section (DESIGN.md §3): superadmin holds all; the admin of the section's
 * application holds all; anyone else holds the union of what their token's groups are granted.
 *
 * With a read cache, the sections and what each set of groups is granted are read once and kept in memory until
 * they change, on any replica (docs/adr/0032-read-caches.md): a permission check then costs no query.
 */
export function createPermissionService(deps: { db: Db; cache?: ReadCache }): PermissionResolver {
  const repo = createAuthorizationRepository(deps.db);

  /** Every section with its application. */
  const readSections = () => repo.sectionApplications();

  /** What the groups are granted, section by section (only the sections where they hold something). */
  async function readGrants(groups: readonly string[]): Promise<Map<string, number>> {
    if (groups.length === 0) return new Map();
    return repo.grantsOf(groups);
  }

  const sectionsOf = deps.cache ? deps.cache.value(SECTIONS_TABLES, readSections) : readSections;
  const grantsOf = deps.cache
    ? deps.cache.memo({
        tables: PERMISSIONS_TABLES,
        load: readGrants,
        keyOf: (groups: readonly string[]) => groups.join('\n'),
      })
    : readGrants;

  /** Every section asked for, whatever their number (each answer of the API may ask). */
  async function masksFor(principal: Principal, names: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(names)];
    const masks = new Map<string, number>(wanted.map((name) => [name, NO_PERMISSIONS]));
    if (wanted.length === 0) {
      return masks;
    }
    if (principal.realmRoles.includes(SUPERADMIN_REALM_ROLE)) {
      return new Map(wanted.map((name) => [name, ALL_PERMISSIONS]));
    }
    const [known, granted] = await Promise.all([sectionsOf(), grantsOf([...principal.groups].sort())]);
    const claims = roleClaimsOf(principal);
    for (const name of wanted) {
      const application = known.get(name);
      // Unknown sections hold nothing.
      if (application === undefined) continue;
      masks.set(name, deriveRole(claims, application).isAdmin ? ALL_PERMISSIONS : (granted.get(name) ?? 0));
    }
    return masks;
  }

  return {
    masksFor,
    async allMasks(principal: Principal) {
      return masksFor(principal, [...(await sectionsOf()).keys()]);
    },
    async maskFor(principal: Principal, section: string) {
      return (await masksFor(principal, [section])).get(section) ?? NO_PERMISSIONS;
    },
  };
}
