import {
  ALL_PERMISSIONS,
  adminMessages,
  flagsOf,
  type Group,
  type GroupDetail,
  type GroupInput,
  type GroupPermission,
  type GroupUpdate,
  type GroupWithPermissions,
  maskMessage,
  NO_PERMISSIONS,
  type Page,
  type PermissionFlag,
  permissionFlags,
  permissionMessage,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, referenceDetails, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { pageFrom } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { auditWriter } from './authorization.audit.ts';
import { type AuthorizationRepository, createAuthorizationRepository } from './authorization.repository.ts';
import { createDelegation } from './delegation.ts';
import type { IdentityAdmin, IdentityGroup } from './identity/identity.port.ts';
import type { PlatformLookup } from './platform.port.ts';
import type { Revocations } from './revocations.ts';

/**
 * Groups (kept by the identity provider, through the port), their members, and the permissions they hold on
 * sections (kept here, by group path): SPEC.md §6 and §7 "Authorization".
 */
export function createGroupsService(deps: {
  db: Db;
  identity: IdentityAdmin;
  audit: AuditLog;
  platform: Pick<PlatformLookup, 'findApplication' | 'findApplicationByClientId'>;
  revocations: Pick<Revocations, 'revokeUser'>;
}) {
  const { db, identity, audit, platform } = deps;
  const delegation = createDelegation({ db, audit });
  const repo = createAuthorizationRepository(db);

  function write<T>(fn: (tx: AuthorizationRepository, txDb: Db) => Promise<T>): Promise<T> {
    return inTransaction(db, (txDb) => fn(createAuthorizationRepository(txDb), txDb));
  }

  const record = auditWriter(audit, db);

  function toGroup(group: IdentityGroup): Group {
    return { ...group };
  }

  function toPermission(row: { section: string; application: string; mask: number }): GroupPermission {
    return { section: row.section, application: row.application, mask: row.mask, flags: flagsOf(row.mask) };
  }

  async function mustGroup(id: string): Promise<IdentityGroup> {
    const group = await identity.getGroup(id);
    if (!group) {
      throw new NotFoundError('Gruppo non trovato.');
    }
    return group;
  }

  async function groupDetail(group: IdentityGroup): Promise<GroupDetail> {
    const [members, permissions, all] = await Promise.all([
      identity.listMembers(group.id),
      repo.permissionsOf([group.path]),
      identity.listGroups(),
    ]);
    return {
      ...toGroup(group),
      members,
      permissions: permissions.map(toPermission),
      subGroups: all.filter((g) => g.parentId === group.id).map((g) => ({ id: g.id, path: g.path })),
    };
  }

  async function withPermissions(
    groups: IdentityGroup[],
    application?: string,
  ): Promise<GroupWithPermissions[]> {
    const rows = await repo.permissionsOf(
      groups.map((g) => g.path),
      application,
    );
    return groups.map((group) => ({
      ...toGroup(group),
      permissions: rows.filter((r) => r.groupName === group.path).map(toPermission),
    }));
  }

  async function checkApplication(clientId: string | null | undefined) {
    if (clientId && !(await platform.findApplicationByClientId(clientId))) {
      throw new ValidationError([{ path: 'body.application', message: 'Applicazione sconosciuta.' }]);
    }
  }

  async function changeMask(
    groupId: string,
    section: string,
    change: { or?: number; and?: number; set?: number },
    action: string,
    message: (mask: number) => string,
    ctx: WriteContext,
  ) {
    const group = await mustGroup(groupId);
    if (!(await repo.findSection(section))) {
      throw new NotFoundError('Sezione non trovata.');
    }
    const current = await repo.maskOf(group.path, section);
    const turnedOn = (change.or ?? change.set ?? 0) & ~current;
    await delegation.checkGrant(ctx, group, section, turnedOn);
    const mask = await write(async (tx, txDb) => {
      const before = await tx.maskOf(group.path, section);
      const after = await tx.changeMask(group.path, section, change);
      await record(ctx, 'permesso', `${group.path}|${section}`, action, { before, after }, txDb);
      return after;
    });
    return { message: message(mask), group: group.path, section, mask, flags: flagsOf(mask) };
  }

  return {
    async listGroups(query: {
      page: number;
      size: number;
      sort?: string;
      q?: string;
      all?: boolean;
      app?: string;
    }): Promise<Page<Group>> {
      let groups = await identity.listGroups();
      if (query.app) {
        groups = groups.filter((g) => g.application === query.app);
      }
      if (query.q) {
        const q = query.q.toLowerCase();
        groups = groups.filter(
          (g) => g.path.toLowerCase().includes(q) || g.description.toLowerCase().includes(q),
        );
      }
      const field = (query.sort?.replace(/^-/, '') ?? 'path') as 'name' | 'path' | 'memberCount';
      const direction = query.sort?.startsWith('-') ? -1 : 1;
      groups.sort((a, b) => {
        const x = a[field];
        const y = b[field];
        return (
          (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) *
          direction
        );
      });
      const total = groups.length;
      if (query.all) {
        return { items: groups.map(toGroup), total, page: 1, size: Math.max(total, 1) };
      }
      return pageFrom(query, groups.map(toGroup));
    },

    async getGroup(id: string): Promise<GroupDetail> {
      return groupDetail(await mustGroup(id));
    },

    async createGroup(input: GroupInput, ctx: WriteContext): Promise<Group> {
      await checkApplication(input.application);
      const group = await identity.createGroup(input);
      await record(ctx, 'gruppo', group.id, 'create', { path: group.path });
      return toGroup(group);
    },

    async updateGroup(input: GroupUpdate, ctx: WriteContext): Promise<Group> {
      const current = await mustGroup(input.id);
      await checkApplication(input.application);
      const updated = await identity.updateGroup(
        input.id,
        { name: input.name, application: input.application, description: input.description },
        input.version,
      );
      await write(async (tx, txDb) => {
        if (updated.path !== current.path) {
          await tx.renameGroupPermissions(current.path, updated.path);
        }
        await record(
          ctx,
          'gruppo',
          updated.id,
          'update',
          {
            before: { path: current.path, version: current.version },
            after: { path: updated.path, version: updated.version },
          },
          txDb,
        );
      });
      return toGroup(updated);
    },

    /** Refused (409) while the group has members or sub-groups; its permissions go with it. */
    async deleteGroup(id: string, ctx: WriteContext): Promise<Group> {
      const group = await mustGroup(id);
      const [members, all] = await Promise.all([identity.listMembers(id), identity.listGroups()]);
      const children = all.filter((g) => g.parentId === id);
      if (members.length > 0 || children.length > 0) {
        const parts = [
          members.length > 0 ? `${members.length} membri` : '',
          children.length > 0 ? `${children.length} sotto-gruppi` : '',
        ].filter(Boolean);
        throw new ConflictError(`Impossibile eliminare il gruppo: ha ancora ${parts.join(' e ')}.`, [
          ...referenceDetails(
            members.map((m) => ({ id: m.id, label: m.username })),
            'membri',
          ),
          ...referenceDetails(
            children.map((c) => ({ id: c.id, label: c.path })),
            'sottogruppi',
          ),
        ]);
      }
      await identity.deleteGroup(id);
      await write(async (tx, txDb) => {
        const removed = await tx.removePermissionsOfGroup(group.path);
        await record(ctx, 'gruppo', id, 'delete', { path: group.path, permissionsRemoved: removed }, txDb);
      });
      return toGroup(group);
    },

    async addMember(groupId: string, userId: string, ctx: WriteContext): Promise<GroupDetail> {
      const group = await mustGroup(groupId);
      await delegation.checkMembership(ctx, group, userId, await repo.permissionsOf([group.path]));
      await identity.addMember(groupId, userId);
      await record(ctx, 'gruppo', groupId, 'member-add', { userId });
      return groupDetail(await mustGroup(groupId));
    },

    async removeMember(groupId: string, userId: string, ctx: WriteContext): Promise<GroupDetail> {
      await identity.removeMember(groupId, userId);
      await deps.revocations.revokeUser(userId);
      await record(ctx, 'gruppo', groupId, 'member-remove', { userId });
      return groupDetail(await mustGroup(groupId));
    },

    /** Turns one flag (or all, with ALL) on: 'Permesso READ abilitato con successo'. */
    grantFlag(input: { idGruppo: string; section: string; flag: PermissionFlag | 'ALL' }, ctx: WriteContext) {
      const bits = input.flag === 'ALL' ? ALL_PERMISSIONS : permissionFlags[input.flag];
      return changeMask(
        input.idGruppo,
        input.section,
        { or: bits },
        'perm-add',
        () => permissionMessage('add', input.flag),
        ctx,
      );
    },

    /** Turns one flag (or all) off: 'Permesso READ rimosso con successo', 'Tutti i permessi rimossi con successo'. */
    revokeFlag(
      input: { idGruppo: string; section: string; flag: PermissionFlag | 'ALL' },
      ctx: WriteContext,
    ) {
      const bits = input.flag === 'ALL' ? ALL_PERMISSIONS : permissionFlags[input.flag];
      return changeMask(
        input.idGruppo,
        input.section,
        { and: ALL_PERMISSIONS & ~bits },
        'perm-remove',
        () => permissionMessage('remove', input.flag),
        ctx,
      );
    },

    setMask(input: { idGruppo: string; section: string; mask: number }, ctx: WriteContext) {
      return changeMask(input.idGruppo, input.section, { set: input.mask }, 'perm-set', maskMessage, ctx);
    },

    clearMask(input: { idGruppo: string; section: string }, ctx: WriteContext) {
      return changeMask(
        input.idGruppo,
        input.section,
        { set: NO_PERMISSIONS },
        'perm-clear',
        () => adminMessages.allRevoked,
        ctx,
      );
    },

    /** Groups holding at least one permission on the application's sections, with those permissions. */
    async groupsWithPermissionsOn(applicationId: number): Promise<GroupWithPermissions[]> {
      const application = await platform.findApplication(applicationId);
      if (!application) {
        throw new NotFoundError('Applicazione non trovata.');
      }
      const names = new Set(await repo.groupNamesWithPermissionsOn(application.clientId));
      const groups = (await identity.listGroups()).filter((g) => names.has(g.path));
      return withPermissions(groups, application.clientId);
    },

    /** The groups of an application (its own, and those holding permissions on its sections). */
    async groupsOfApplication(clientId: string): Promise<GroupWithPermissions[]> {
      const names = new Set(await repo.groupNamesWithPermissionsOn(clientId));
      const groups = (await identity.listGroups()).filter(
        (g) => g.application === clientId || names.has(g.path),
      );
      return withPermissions(groups, clientId);
    },
  };
}
