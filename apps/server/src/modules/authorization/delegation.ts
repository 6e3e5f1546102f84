import { deriveRole, type Principal, roleClaimsOf, SUPERADMIN_REALM_ROLE } from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { ForbiddenError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { createPermissionService } from './permissions.service.ts';

/** The refusals of delegated administration, as the caller reads them. */
export const delegationMessages = {
  realmRoles: 'Solo il superamministratore può assegnare o togliere i ruoli della piattaforma.',
  clientRoles: 'Si possono assegnare o togliere solo i ruoli delle applicazioni che si amministrano.',
  ownRoles: 'Non è possibile modificare i propri ruoli.',
  ownGroup: 'Non è possibile aggiungersi a un gruppo o cambiare i permessi di un proprio gruppo.',
  moreThanHeld: 'Non si possono concedere permessi che non si possiedono.',
} as const;

type Roles = { realmRoles: readonly string[]; clientRoles: Readonly<Record<string, readonly string[]>> };

const sameSet = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

/**
 * Delegated administration (ADR 0010), after DHIS2 (a user assigns only what they hold) and Keycloak's
 * fine-grained `map-roles`: only superadmin assigns realm roles; an application's admin assigns only that
 * application's roles; nobody grants flags they do not hold, nor raises their own rights (their roles, their
 * groups, their groups' flags). Each refusal is a 403 and an entry of the audit log. The server's own writes
 * (seeds, catalogue, imports checked elsewhere) carry no principal and are not limited here.
 */
export function createDelegation(deps: { db: Db; audit: AuditLog }) {
  const permissions = createPermissionService({ db: deps.db });

  const isSuperadmin = (p: Principal) => p.realmRoles.includes(SUPERADMIN_REALM_ROLE);

  async function refuse(
    ctx: WriteContext,
    entity: string,
    entityId: string,
    message: string,
    details: Record<string, unknown>,
  ): Promise<never> {
    await deps.audit.recordWrite(ctx, {
      entity,
      entityId,
      action: 'refused',
      details: { reason: message, ...details },
    });
    throw new ForbiddenError(message);
  }

  /** Flags the caller holds on each section (superadmin: all; an application's admin: all of its own). */
  function masksOf(principal: Principal, sections: readonly string[]) {
    return permissions.masksFor(principal, sections);
  }

  return {
    /** A user's roles going from `before` to `after` (a new user: from none). */
    async checkRoles(ctx: WriteContext, userId: string | null, before: Roles, after: Partial<Roles>) {
      const principal = ctx.principal;
      if (!principal || isSuperadmin(principal)) return;
      const entityId = userId ?? 'nuovo';
      const realmChanged = after.realmRoles !== undefined && !sameSet(before.realmRoles, after.realmRoles);
      const clients = after.clientRoles
        ? [...new Set([...Object.keys(before.clientRoles), ...Object.keys(after.clientRoles)])].filter(
            (client) => !sameSet(before.clientRoles[client], after.clientRoles?.[client]),
          )
        : [];
      if (!realmChanged && clients.length === 0) return;
      if (userId !== null && userId === principal.userId) {
        await refuse(ctx, 'utente', entityId, delegationMessages.ownRoles, { clients });
      }
      if (realmChanged) {
        await refuse(ctx, 'utente', entityId, delegationMessages.realmRoles, {});
      }
      const claims = roleClaimsOf(principal);
      const foreign = clients.filter((client) => !deriveRole(claims, client).isAdmin);
      if (foreign.length > 0) {
        await refuse(ctx, 'utente', entityId, delegationMessages.clientRoles, { clients: foreign });
      }
    },

    /** A user joining a group: not oneself, and only a group whose flags the caller holds. */
    async checkMembership(
      ctx: WriteContext,
      group: { id: string; path: string },
      userId: string,
      groupMasks: readonly { section: string; mask: number }[],
    ) {
      const principal = ctx.principal;
      if (!principal || isSuperadmin(principal)) return;
      if (userId === principal.userId) {
        await refuse(ctx, 'gruppo', group.id, delegationMessages.ownGroup, { userId });
      }
      const held = await masksOf(
        principal,
        groupMasks.map((g) => g.section),
      );
      const exceeding = groupMasks.filter((g) => (g.mask & ~(held.get(g.section) ?? 0)) !== 0);
      if (exceeding.length > 0) {
        await refuse(ctx, 'gruppo', group.id, delegationMessages.moreThanHeld, {
          userId,
          sections: exceeding.map((g) => g.section),
        });
      }
    },

    /** Flags turned on for a group on a section: held by the caller, and not for a group of their own. */
    async checkGrant(ctx: WriteContext, group: { id: string; path: string }, section: string, added: number) {
      const principal = ctx.principal;
      if (!principal || isSuperadmin(principal) || added === 0) return;
      const entityId = `${group.path}|${section}`;
      if (principal.groups.includes(group.path)) {
        await refuse(ctx, 'permesso', entityId, delegationMessages.ownGroup, { added });
      }
      const held = (await masksOf(principal, [section])).get(section) ?? 0;
      if ((added & ~held) !== 0) {
        await refuse(ctx, 'permesso', entityId, delegationMessages.moreThanHeld, { added });
      }
    },
  };
}
