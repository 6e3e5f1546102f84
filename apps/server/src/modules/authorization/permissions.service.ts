import {
  ALL_PERMISSIONS,
  deriveRole,
  NO_PERMISSIONS,
  type Principal,
  roleClaimsOf,
  SUPERADMIN_REALM_ROLE,
} from '@halo/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PermissionResolver } from '../../plugins/access-control.ts';
import { groupPermissions, sections } from './authorization.tables.ts';

/**
 * A principal's flags on a section (DESIGN.md §3): superadmin holds all; the admin of the section's
 * application holds all; anyone else holds the union of what their token's groups are granted.
 */
export function createPermissionService(deps: { db: Db }): PermissionResolver {
  const { db } = deps;

  /** Every section asked for, in three queries at most whatever their number. */
  async function masksFor(principal: Principal, names: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(names)];
    const masks = new Map<string, number>(wanted.map((name) => [name, NO_PERMISSIONS]));
    if (wanted.length === 0) {
      return masks;
    }
    if (principal.realmRoles.includes(SUPERADMIN_REALM_ROLE)) {
      return new Map(wanted.map((name) => [name, ALL_PERMISSIONS]));
    }
    const found = await db
      .select({ name: sections.name, application: sections.application })
      .from(sections)
      .where(inArray(sections.name, wanted));
    const claims = roleClaimsOf(principal);
    const granted: string[] = [];
    for (const section of found) {
      if (deriveRole(claims, section.application).isAdmin) {
        masks.set(section.name, ALL_PERMISSIONS);
      } else {
        granted.push(section.name);
      }
    }
    if (granted.length === 0 || principal.groups.length === 0) {
      return masks;
    }
    const rows = await db
      .select({
        section: groupPermissions.section,
        mask: sql<number>`coalesce(bit_or(${groupPermissions.mask}), 0)::int`,
      })
      .from(groupPermissions)
      .where(
        and(
          inArray(groupPermissions.section, granted),
          inArray(groupPermissions.groupName, principal.groups),
        ),
      )
      .groupBy(groupPermissions.section);
    for (const row of rows) {
      masks.set(row.section, row.mask);
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
