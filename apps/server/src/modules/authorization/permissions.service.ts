import {
  ALL_PERMISSIONS,
  deriveRole,
  NO_PERMISSIONS,
  type Principal,
  roleClaimsOf,
  SUPERADMIN_REALM_ROLE,
} from '@halo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import { groupPermissions, sections } from './authorization.tables.ts';

/**
 * A principal's flags on a section (DESIGN.md §3): superadmin holds all; the admin of the section's
 * application holds all; anyone else holds the union of what their token's groups are granted.
 */
export function createPermissionService(deps: { db: Db }): PermissionResolver {
  const { db } = deps;

  /** Every section asked for, in one query whatever their number (each answer of the API may ask). */
  async function masksFor(principal: Principal, names: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(names)];
    const masks = new Map<string, number>(wanted.map((name) => [name, NO_PERMISSIONS]));
    if (wanted.length === 0) {
      return masks;
    }
    if (principal.realmRoles.includes(SUPERADMIN_REALM_ROLE)) {
      return new Map(wanted.map((name) => [name, ALL_PERMISSIONS]));
    }
    // The sections with what the token's groups are granted on them (nothing without groups).
    const groups = principal.groups.length > 0 ? principal.groups : [''];
    const found = await db
      .select({
        name: sections.name,
        application: sections.application,
        granted: sql<number>`coalesce(bit_or(${groupPermissions.mask}), 0)::int`,
      })
      .from(sections)
      .leftJoin(
        groupPermissions,
        and(eq(groupPermissions.section, sections.name), inArray(groupPermissions.groupName, groups)),
      )
      .where(inArray(sections.name, wanted))
      .groupBy(sections.name, sections.application);
    const claims = roleClaimsOf(principal);
    for (const section of found) {
      masks.set(
        section.name,
        deriveRole(claims, section.application).isAdmin ? ALL_PERMISSIONS : section.granted,
      );
    }
    return masks;
  }

  return {
    masksFor,
    async allMasks(principal: Principal) {
      const all = await db.select({ name: sections.name }).from(sections);
      return masksFor(
        principal,
        all.map((section) => section.name),
      );
    },
    async maskFor(principal: Principal, section: string) {
      return (await masksFor(principal, [section])).get(section) ?? NO_PERMISSIONS;
    },
  };
}
