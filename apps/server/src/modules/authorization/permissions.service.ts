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
  return {
    async maskFor(principal: Principal, section: string) {
      if (principal.realmRoles.includes(SUPERADMIN_REALM_ROLE)) {
        return ALL_PERMISSIONS;
      }
      const [found] = await db
        .select({ application: sections.application })
        .from(sections)
        .where(eq(sections.name, section));
      if (!found) {
        return NO_PERMISSIONS;
      }
      if (deriveRole(roleClaimsOf(principal), found.application).isAdmin) {
        return ALL_PERMISSIONS;
      }
      if (principal.groups.length === 0) {
        return NO_PERMISSIONS;
      }
      const [granted] = await db
        .select({ mask: sql<number>`coalesce(bit_or(${groupPermissions.mask}), 0)::int` })
        .from(groupPermissions)
        .where(
          and(eq(groupPermissions.section, section), inArray(groupPermissions.groupName, principal.groups)),
        );
      return granted?.mask ?? NO_PERMISSIONS;
    },
  };
}
