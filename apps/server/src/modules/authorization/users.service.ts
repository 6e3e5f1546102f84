import {
  type AccountMail,
  adminMessages,
  type Page,
  type User,
  type UserInput,
  type UserUpdate,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { pageOf } from '../../http/write-context.ts';
import { pick } from '../../objects.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { EventsService } from '../events/events.service.ts';
import { createAuthorizationRepository } from './authorization.repository.ts';
import { createDelegation } from './delegation.ts';
import { userCreatedEvent } from './identity/identity.events.ts';
import type { IdentityAdmin, IdentityUser, IdentityUserChanges } from './identity/identity.port.ts';
import type { Revocations } from './revocations.ts';

/** Link lifetime of the verify-email / set-password message: 72 hours. */
const ACCOUNT_MAIL_LIFESPAN = 72 * 60 * 60;

/** The fields of a user the identity provider keeps besides its name and groups, and only those. */
function userChanges(input: IdentityUserChanges): IdentityUserChanges {
  return pick(input, [
    'email',
    'firstName',
    'lastName',
    'enabled',
    'realmRoles',
    'clientRoles',
    'attributes',
  ]);
}

/**
 * Users (kept by the identity provider, through the port) and the account messages sent to them: when the last
 * one went out and whether its link has expired (SPEC.md §7 "Authorization").
 */
export function createUsersService(deps: {
  db: Db;
  identity: IdentityAdmin;
  audit: AuditLog;
  revocations: Pick<Revocations, 'revokeUser'>;
  clock?: () => Date;
  /** The outbox: a user created is told to the subscriptions, with its audit row (docs/adr/0047). */
  events?: Pick<EventsService, 'emit'>;
}) {
  const { db, identity, audit } = deps;
  const repo = createAuthorizationRepository(db);
  const delegation = createDelegation({ db, audit });
  const now = deps.clock ?? (() => new Date());

  function record(
    ctx: WriteContext,
    entityId: string,
    action: string,
    details: Record<string, unknown> = {},
    txDb: Db = db,
  ) {
    return audit.recordWrite(ctx, { entity: 'utente', entityId, action, details }, txDb);
  }

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

  async function view(user: IdentityUser): Promise<User> {
    const [viewed] = await withMail([user]);
    return viewed as User;
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
    await inTransaction(db, async (txDb) => {
      await createAuthorizationRepository(txDb).recordAccountMail(
        user.id,
        'set-password',
        sent.sentAt,
        sent.expiresAt,
      );
      await record(ctx, user.id, 'mail-sent', { expiresAt: sent.expiresAt.toISOString() }, txDb);
    });
    return sent;
  }

  return {
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
      return pageOf(query, await withMail(items), total);
    },

    async getUser(id: string): Promise<User> {
      return view(await mustUser(id));
    },

    async createUser(input: UserInput, ctx: WriteContext): Promise<User> {
      await delegation.checkRoles(ctx, null, { realmRoles: [], clientRoles: {} }, input);
      for (const groupId of input.groups) {
        const group = await identity.getGroup(groupId);
        if (group) {
          await delegation.checkMembership(ctx, group, '', await repo.permissionsOf([group.path]));
        }
      }
      const user = await identity.createUser({
        username: input.username,
        ...userChanges(input),
        groupIds: input.groups,
      });
      // The identity provider has no transaction with the database: when the audit row and the event cannot be
      // written, the user is removed again, so that no user is left that nobody was told of.
      try {
        await inTransaction(db, async (txDb) => {
          await record(ctx, user.id, 'create', { groups: user.groups.length }, txDb);
          await deps.events?.emit(txDb, userCreatedEvent(user, 'authorization'), now());
        });
      } catch (error) {
        await identity.deleteUser(user.id).catch(() => undefined);
        throw error;
      }
      if (input.sendMail) {
        await sendAccountMail(user, ctx);
      }
      return view(await mustUser(user.id));
    },

    async updateUser(input: UserUpdate, ctx: WriteContext): Promise<User> {
      const before = await mustUser(input.id);
      await delegation.checkRoles(ctx, input.id, before, input);
      const user = await identity.updateUser(input.id, userChanges(input), input.version);
      const fields = (
        ['email', 'firstName', 'lastName', 'enabled', 'realmRoles', 'clientRoles', 'attributes'] as const
      ).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(user[field]));
      await record(ctx, user.id, 'update', {
        before: { version: before.version },
        after: { version: user.version },
        fields,
      });
      if (before.enabled && !user.enabled) {
        await deps.revocations.revokeUser(user.id);
      }
      return view(user);
    },

    async deleteUser(id: string, ctx: WriteContext): Promise<User> {
      if (ctx.actor?.userId === id) {
        throw new ConflictError('Non è possibile eliminare il proprio utente.', [
          { path: 'params.id', message: 'Utente collegato.' },
        ]);
      }
      const deleted = await view(await mustUser(id));
      await identity.deleteUser(id);
      await deps.revocations.revokeUser(id);
      await inTransaction(db, async (txDb) => {
        await createAuthorizationRepository(txDb).forgetAccountMail(id);
        await record(ctx, id, 'delete', {}, txDb);
      });
      return deleted;
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
