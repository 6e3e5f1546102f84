import {
  type AccountMail,
  ALL_PERMISSIONS,
  type Authority,
  type AuthorityDetail,
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
  type Role,
  type Section,
  type SectionInput,
  type User,
  type UserInput,
  type UserUpdate,
} from '@halo/contract';
import type { Catalogue, CatalogueQuery } from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { ConflictError, type ErrorDetail, NotFoundError, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { type AuthorizationRepository, createAuthorizationRepository } from './authorization.repository.ts';
import type { IdentityAdmin, IdentityGroup, IdentityRole, IdentityUser } from './identity/identity.port.ts';

/** What the authorization service needs to know of the platform's applications and routes. */
export interface PlatformLookup {
  findApplication(id: number): Promise<{ id: number; nome: string; clientId: string } | undefined>;
  findApplicationByClientId(
    clientId: string,
  ): Promise<{ id: number; nome: string; clientId: string } | undefined>;
  routesUsingRole(applicationId: number, role: string): Promise<{ id: number; path: string }[]>;
  routesUsingSection(section: string): Promise<{ id: number; path: string }[]>;
  applicationsWithAuthority(authority: string): Promise<{ id: number; nome: string; clientId: string }[]>;
}

/** Link lifetime of the verify-email / set-password message: 72 hours. */
export const ACCOUNT_MAIL_LIFESPAN = 72 * 60 * 60;

const MAX_LISTED = 50;

function refList(items: { id: string | number; label: string }[], kind: string): ErrorDetail[] {
  return items.slice(0, MAX_LISTED).map((item) => ({ path: `${kind}.${item.id}`, message: item.label }));
}

/**
 * Groups, users, roles, authorities (through the identity port) and the permissions groups hold on sections
 * (in the platform's tables), with the messages of SPEC.md §8 and an audit row for every change.
 */
export function createAuthorizationService(deps: {
  db: Db;
  identity: IdentityAdmin;
  audit: AuditLog;
  platform: PlatformLookup;
  /** The API's client: its client roles are the authorities. */
  apiClientId: string;
  /** Sections the server's own routes are declared on: they cannot be deleted. */
  systemSections: () => Set<string>;
  clock?: () => Date;
}) {
  const { db, identity, audit, platform } = deps;
  const repo = createAuthorizationRepository(db);
  const now = deps.clock ?? (() => new Date());

  async function inTransaction<T>(fn: (tx: AuthorizationRepository, txDb: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (transaction) => {
      const txDb = transaction as unknown as Db;
      return fn(createAuthorizationRepository(txDb), txDb);
    });
  }

  function record(
    ctx: WriteContext,
    entity: string,
    entityId: string | number,
    action: string,
    details: Record<string, unknown> = {},
    txDb: Db = db,
  ) {
    return audit.record(
      { actor: ctx.actor, entity, entityId, action, details, requestId: ctx.requestId },
      txDb,
    );
  }

  async function authorities(): Promise<Authority[]> {
    return (await identity.listClientRoles(deps.apiClientId)).map((r) => ({
      name: r.name,
      description: r.description,
    }));
  }

  // -- groups ----------------------------------------------------------------------------------------------------

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

  async function mustSection(name: string) {
    const section = await repo.findSection(name);
    if (!section) {
      throw new NotFoundError('Sezione non trovata.');
    }
    return section;
  }

  async function permissionResult(
    group: IdentityGroup,
    section: string,
    mask: number,
    message: string,
  ): Promise<{ message: string; group: string; section: string; mask: number; flags: string[] }> {
    return { message, group: group.path, section, mask, flags: flagsOf(mask) };
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
    await mustSection(section);
    const mask = await inTransaction(async (tx, txDb) => {
      const before = await tx.maskOf(group.path, section);
      const after = await tx.changeMask(group.path, section, change);
      await record(ctx, 'permesso', `${group.path}|${section}`, action, { before, after }, txDb);
      return after;
    });
    return permissionResult(group, section, mask, message(mask));
  }

  // -- users -----------------------------------------------------------------------------------------------------

  async function withMail(users: IdentityUser[]): Promise<User[]> {
    const mails = await repo.accountMailOf(users.map((u) => u.id));
    const at = now().getTime();
    return users.map((user) => {
      const mail = mails.find((m) => m.userId === user.id);
      const info: AccountMail | null = mail
        ? {
            kind: mail.kind === 'verify-email' ? 'verify-email' : 'set-password',
            sentAt: mail.sentAt.toISOString(),
            expiresAt: mail.expiresAt.toISOString(),
            expired: mail.expiresAt.getTime() <= at,
          }
        : null;
      return { ...user, createdAt: user.createdAt?.toISOString() ?? null, mail: info };
    });
  }

  async function mustUser(id: string): Promise<IdentityUser> {
    const user = await identity.getUser(id);
    if (!user) {
      throw new NotFoundError('Utente non trovato.');
    }
    return user;
  }

  async function sendAccountMail(user: IdentityUser, ctx: WriteContext) {
    const actions = user.emailVerified
      ? (['UPDATE_PASSWORD'] as const)
      : (['VERIFY_EMAIL', 'UPDATE_PASSWORD'] as const);
    const sent = await identity.sendAccountEmail(user.id, [...actions], ACCOUNT_MAIL_LIFESPAN);
    await inTransaction(async (tx, txDb) => {
      await tx.recordAccountMail(user.id, 'set-password', sent.sentAt, sent.expiresAt);
      await record(ctx, 'utente', user.id, 'mail-sent', { expiresAt: sent.expiresAt.toISOString() }, txDb);
    });
    return sent;
  }

  function toRole(role: IdentityRole): Role {
    return { id: role.id, name: role.name, description: role.description, application: role.clientId };
  }

  async function mustApplication(id: number) {
    const application = await platform.findApplication(id);
    if (!application) {
      throw new NotFoundError('Applicazione non trovata.');
    }
    return application;
  }

  return {
    // groups ------------------------------------------------------------------------------------------------------
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
      const start = (query.page - 1) * query.size;
      return {
        items: groups.slice(start, start + query.size).map(toGroup),
        total,
        page: query.page,
        size: query.size,
      };
    },

    async getGroup(id: string): Promise<GroupDetail> {
      return groupDetail(await mustGroup(id));
    },

    async createGroup(input: GroupInput, ctx: WriteContext): Promise<Group> {
      if (input.application && !(await platform.findApplicationByClientId(input.application))) {
        throw new ValidationError([{ path: 'body.application', message: 'Applicazione sconosciuta.' }]);
      }
      const group = await identity.createGroup(input);
      await record(ctx, 'gruppo', group.id, 'create', { path: group.path });
      return toGroup(group);
    },

    async updateGroup(input: GroupUpdate, ctx: WriteContext): Promise<Group> {
      const current = await mustGroup(input.id);
      if (input.application && !(await platform.findApplicationByClientId(input.application))) {
        throw new ValidationError([{ path: 'body.application', message: 'Applicazione sconosciuta.' }]);
      }
      const updated = await identity.updateGroup(
        input.id,
        { name: input.name, application: input.application, description: input.description },
        input.version,
      );
      await inTransaction(async (tx, txDb) => {
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
          ...refList(
            members.map((m) => ({ id: m.id, label: m.username })),
            'membri',
          ),
          ...refList(
            children.map((c) => ({ id: c.id, label: c.path })),
            'sottogruppi',
          ),
        ]);
      }
      await identity.deleteGroup(id);
      await inTransaction(async (tx, txDb) => {
        const removed = await tx.removePermissionsOfGroup(group.path);
        await record(ctx, 'gruppo', id, 'delete', { path: group.path, permissionsRemoved: removed }, txDb);
      });
      return toGroup(group);
    },

    async addMember(groupId: string, userId: string, ctx: WriteContext): Promise<GroupDetail> {
      await identity.addMember(groupId, userId);
      await record(ctx, 'gruppo', groupId, 'member-add', { userId });
      return groupDetail(await mustGroup(groupId));
    },

    async removeMember(groupId: string, userId: string, ctx: WriteContext): Promise<GroupDetail> {
      await identity.removeMember(groupId, userId);
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
      const application = await mustApplication(applicationId);
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

    // sections ----------------------------------------------------------------------------------------------------
    async listSections(filter: { application?: string }): Promise<Section[]> {
      const system = deps.systemSections();
      return (await repo.listSections(filter)).map((s) => ({ ...s, system: system.has(s.name) }));
    },

    async sectionsCatalogue(
      filter: { application?: string },
      query: CatalogueQuery<'name' | 'application'>,
    ): Promise<Catalogue<Section>> {
      const system = deps.systemSections();
      const found = await repo.sectionsCatalogue(filter, query);
      return { ...found, items: found.items.map((s) => ({ ...s, system: system.has(s.name) })) };
    },

    async createSection(input: SectionInput, ctx: WriteContext): Promise<Section> {
      if (!(await platform.findApplicationByClientId(input.application))) {
        throw new ValidationError([{ path: 'body.application', message: 'Applicazione sconosciuta.' }]);
      }
      try {
        await inTransaction(async (tx, txDb) => {
          await tx.insertSection({
            name: input.name,
            application: input.application,
            description: input.description,
          });
          await record(ctx, 'sezione', input.name, 'create', {}, txDb);
        });
      } catch (error) {
        if (pgErrorOf(error)?.code === '23505') {
          throw new ConflictError('Esiste già una sezione con questo nome.', [
            { path: 'body.name', message: 'Sezione già esistente.' },
          ]);
        }
        throw error;
      }
      return { ...input, system: deps.systemSections().has(input.name) };
    },

    /** Refused for the server's own sections and for sections routes are gated on; permissions go with it. */
    async deleteSection(name: string, ctx: WriteContext): Promise<Section> {
      const section = await mustSection(name);
      if (deps.systemSections().has(name)) {
        throw new ConflictError('La sezione è usata dalle chiamate del server e non si può eliminare.', [
          { path: 'params.id', message: 'Sezione di sistema.' },
        ]);
      }
      const routes = await platform.routesUsingSection(name);
      if (routes.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare la sezione: è usata da ${routes.length} rotte.`,
          refList(
            routes.map((r) => ({ id: r.id, label: r.path })),
            'rotte',
          ),
        );
      }
      await inTransaction(async (tx, txDb) => {
        const removed = await tx.deleteSection(name);
        await record(ctx, 'sezione', name, 'delete', { permissionsRemoved: removed }, txDb);
      });
      return { ...section, system: false };
    },

    async sectionExists(name: string): Promise<boolean> {
      return (await repo.findSection(name)) !== undefined;
    },

    // roles -------------------------------------------------------------------------------------------------------
    async createRole(input: { application: string; name: string; description: string }, ctx: WriteContext) {
      const application = await platform.findApplicationByClientId(input.application);
      if (!application) {
        throw new ValidationError([{ path: 'body.application', message: 'Applicazione sconosciuta.' }]);
      }
      await identity.ensureClient(application.clientId, application.nome);
      const role = await identity.createClientRole(application.clientId, input.name, input.description);
      await record(ctx, 'ruolo', role.id, 'create', { application: application.clientId, name: role.name });
      return toRole(role);
    },

    async rolesOfApplication(applicationId: number): Promise<Role[]> {
      const application = await mustApplication(applicationId);
      return (await identity.listClientRoles(application.clientId)).map(toRole);
    },

    async rolesOfClient(clientId: string): Promise<Role[]> {
      return (await identity.listClientRoles(clientId)).map(toRole);
    },

    async realmRoles(): Promise<Role[]> {
      return (await identity.listRealmRoles()).map(toRole);
    },

    /** Refused while routes are given to the role; users holding it lose it. */
    async deleteRole(id: string, ctx: WriteContext): Promise<Role> {
      const role = await identity.getRole(id);
      if (!role) {
        throw new NotFoundError('Ruolo non trovato.');
      }
      if (role.clientId === null) {
        throw new ConflictError('I ruoli del realm non si eliminano da qui.', [
          { path: 'params.id', message: role.name },
        ]);
      }
      const application = await platform.findApplicationByClientId(role.clientId);
      const routes = application ? await platform.routesUsingRole(application.id, role.name) : [];
      if (routes.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare il ruolo: ${routes.length} rotte sono assegnate a esso.`,
          refList(
            routes.map((r) => ({ id: r.id, label: r.path })),
            'rotte',
          ),
        );
      }
      await identity.deleteRole(id);
      await record(ctx, 'ruolo', id, 'delete', { application: role.clientId, name: role.name });
      return toRole(role);
    },

    // authorities -------------------------------------------------------------------------------------------------
    authorities,

    async authoritiesCatalogue(query: CatalogueQuery<'name'>): Promise<Catalogue<Authority>> {
      return repo.authoritiesCatalogue(await authorities(), query);
    },

    async authority(name: string): Promise<AuthorityDetail> {
      const role = (await identity.listClientRoles(deps.apiClientId)).find((r) => r.name === name);
      if (!role) {
        throw new NotFoundError('Authority non trovata.');
      }
      const [users, applications] = await Promise.all([
        identity.usersWithClientRole(deps.apiClientId, name),
        platform.applicationsWithAuthority(name),
      ]);
      return { name, description: role.description, users, applications };
    },

    /** The authority, created in the identity provider when it does not exist yet. */
    async ensureAuthority(name: string, description: string, ctx: WriteContext): Promise<Authority> {
      const existing = (await identity.listClientRoles(deps.apiClientId)).find((r) => r.name === name);
      if (existing) {
        return { name, description: existing.description };
      }
      await identity.ensureClient(deps.apiClientId, 'Halo API');
      const role = await identity.createClientRole(deps.apiClientId, name, description);
      await record(ctx, 'authority', name, 'create', {});
      return { name, description: role.description };
    },

    /** Refused (409) while applications enable it; users holding it lose it. */
    async removeAuthority(name: string, ctx: WriteContext): Promise<Authority> {
      const role = (await identity.listClientRoles(deps.apiClientId)).find((r) => r.name === name);
      if (!role) {
        throw new NotFoundError('Authority non trovata.');
      }
      const applications = await platform.applicationsWithAuthority(name);
      if (applications.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare l'authority: è abilitata da ${applications.length} applicazioni.`,
          refList(
            applications.map((a) => ({ id: a.id, label: a.nome })),
            'applicazioni',
          ),
        );
      }
      await identity.deleteRole(role.id);
      await record(ctx, 'authority', name, 'delete', {});
      return { name, description: role.description };
    },

    // users -------------------------------------------------------------------------------------------------------
    async listUsers(query: {
      page: number;
      size: number;
      sort?: string;
      q?: string;
      enabled?: boolean;
    }): Promise<Page<User>> {
      const { items, total } = await identity.listUsers({
        first: (query.page - 1) * query.size,
        max: query.size,
        search: query.q,
        enabled: query.enabled,
        sort: query.sort,
      });
      return { items: await withMail(items), total, page: query.page, size: query.size };
    },

    async getUser(id: string): Promise<User> {
      const [user] = await withMail([await mustUser(id)]);
      return user as User;
    },

    async createUser(input: UserInput, ctx: WriteContext): Promise<User> {
      const user = await identity.createUser({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        enabled: input.enabled,
        realmRoles: input.realmRoles,
        clientRoles: input.clientRoles,
        attributes: input.attributes,
        groupIds: input.groups,
      });
      await record(ctx, 'utente', user.id, 'create', { groups: user.groups.length });
      if (input.sendMail) {
        await sendAccountMail(user, ctx);
      }
      const [view] = await withMail([await mustUser(user.id)]);
      return view as User;
    },

    async updateUser(input: UserUpdate, ctx: WriteContext): Promise<User> {
      const before = await mustUser(input.id);
      const user = await identity.updateUser(
        input.id,
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          enabled: input.enabled,
          realmRoles: input.realmRoles,
          clientRoles: input.clientRoles,
          attributes: input.attributes,
        },
        input.version,
      );
      const fields = (
        ['email', 'firstName', 'lastName', 'enabled', 'realmRoles', 'clientRoles', 'attributes'] as const
      ).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(user[field]));
      await record(ctx, 'utente', user.id, 'update', {
        before: { version: before.version },
        after: { version: user.version },
        fields,
      });
      const [view] = await withMail([user]);
      return view as User;
    },

    async deleteUser(id: string, ctx: WriteContext): Promise<User> {
      if (ctx.actor?.userId === id) {
        throw new ConflictError('Non è possibile eliminare il proprio utente.', [
          { path: 'params.id', message: 'Utente collegato.' },
        ]);
      }
      const [view] = await withMail([await mustUser(id)]);
      await identity.deleteUser(id);
      await inTransaction(async (tx, txDb) => {
        await tx.forgetAccountMail(id);
        await record(ctx, 'utente', id, 'delete', {}, txDb);
      });
      return view as User;
    },

    /** Sends a new verify-email / set-password link to the user with this address (404 if there is none). */
    async resendEmail(email: string, ctx: WriteContext) {
      const user = await identity.findUserByEmail(email);
      if (!user) {
        throw new NotFoundError('Nessun utente con questo indirizzo e-mail.');
      }
      const sent = await sendAccountMail(user, ctx);
      return {
        message: adminMessages.resendSent,
        sentAt: sent.sentAt.toISOString(),
        expiresAt: sent.expiresAt.toISOString(),
      };
    },

    /** The public request: same answer whether the address exists or not; disabled users get nothing. */
    async resendEmailPublic(email: string, ctx: WriteContext) {
      const user = await identity.findUserByEmail(email);
      if (user?.enabled) {
        await sendAccountMail(user, ctx);
      }
      return { message: adminMessages.resendPublic };
    },
  };
}

export type AuthorizationService = ReturnType<typeof createAuthorizationService>;
