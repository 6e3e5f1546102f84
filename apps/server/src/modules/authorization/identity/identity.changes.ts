import type { IdentityAdmin } from './identity.port.ts';

/**
 * The identity provider has no transaction. An operation that changes it and then the database (the import of an
 * application's configuration) makes its identity changes through this recorder, and when a later step fails it
 * takes them back, newest first, before rethrowing: seen from outside, nothing happened.
 *
 * Only changes that can be taken back exactly are allowed through the recorder; the others (deleting anything,
 * users, e-mails) throw at once instead of being made without a way back.
 */
export interface IdentityChangeRecorder {
  /** The identity port, recording every change made through it. Reads pass straight through. */
  readonly identity: IdentityAdmin;
  /** What has been changed so far, oldest first (`role prosa/operatore`, `group /prosa/medici` …). */
  readonly changes: readonly string[];
  /**
   * Takes every recorded change back, newest first (a role before the client it belongs to, a sub-group before
   * its parent), and forgets them. An undo that fails does not stop the others: the answer lists the changes
   * left in place, with their errors.
   */
  undo(): Promise<{ change: string; error: unknown }[]>;
}

export function recordIdentityChanges(identity: IdentityAdmin): IdentityChangeRecorder {
  const recorded: { change: string; undo: () => Promise<unknown> }[] = [];
  const refuse = (operation: string) => async (): Promise<never> => {
    throw new Error(`identity change recorder: ${operation} cannot be undone, so it is not allowed here`);
  };

  const recording: IdentityAdmin = {
    kind: identity.kind,

    listUsers: (query) => identity.listUsers(query),
    getUser: (id) => identity.getUser(id),
    findUserByEmail: (email) => identity.findUserByEmail(email),
    createUser: refuse('createUser'),
    updateUser: refuse('updateUser'),
    setUserEnabled: refuse('setUserEnabled'),
    confirmEmail: refuse('confirmEmail'),
    deleteUser: refuse('deleteUser'),

    listGroups: () => identity.listGroups(),
    getGroup: (id) => identity.getGroup(id),
    async createGroup(input) {
      const group = await identity.createGroup(input);
      recorded.push({ change: `group ${group.path}`, undo: () => identity.deleteGroup(group.id) });
      return group;
    },
    async updateGroup(id, changes, expectedVersion) {
      const before = await identity.getGroup(id);
      const after = await identity.updateGroup(id, changes, expectedVersion);
      if (before) {
        const previous = {
          name: before.name,
          application: before.application,
          description: before.description,
        };
        // From the version this change made: if someone changed the group since, the undo gets a 409 and leaves
        // their change alone.
        recorded.push({
          change: `group ${before.path}`,
          undo: () => identity.updateGroup(id, previous, after.version),
        });
      }
      return after;
    },
    deleteGroup: refuse('deleteGroup'),
    listMembers: (groupId) => identity.listMembers(groupId),
    async addMember(groupId, userId) {
      const wasMember = (await identity.listMembers(groupId)).some((u) => u.id === userId);
      await identity.addMember(groupId, userId);
      if (!wasMember) {
        recorded.push({
          change: `member ${userId} of group ${groupId}`,
          undo: () => identity.removeMember(groupId, userId),
        });
      }
    },
    async removeMember(groupId, userId) {
      const wasMember = (await identity.listMembers(groupId)).some((u) => u.id === userId);
      await identity.removeMember(groupId, userId);
      if (wasMember) {
        recorded.push({
          change: `membership ${userId} of group ${groupId} removed`,
          undo: () => identity.addMember(groupId, userId),
        });
      }
    },

    listRealmRoles: () => identity.listRealmRoles(),
    listClientRoles: (clientId) => identity.listClientRoles(clientId),
    async createClientRole(clientId, name, description) {
      const role = await identity.createClientRole(clientId, name, description);
      recorded.push({ change: `role ${clientId}/${name}`, undo: () => identity.deleteRole(role.id) });
      return role;
    },
    getRole: (id) => identity.getRole(id),
    deleteRole: refuse('deleteRole'),
    usersWithClientRole: (clientId, name) => identity.usersWithClientRole(clientId, name),
    async ensureClient(clientId, name) {
      const created = await identity.ensureClient(clientId, name);
      if (created) {
        recorded.push({ change: `client ${clientId}`, undo: () => identity.deleteClient(clientId) });
      }
      return created;
    },
    deleteClient: refuse('deleteClient'),

    sendAccountEmail: refuse('sendAccountEmail'),
  };

  return {
    identity: recording,
    get changes() {
      return recorded.map((r) => r.change);
    },
    async undo() {
      const failed: { change: string; error: unknown }[] = [];
      for (const { change, undo } of recorded.splice(0).reverse()) {
        try {
          await undo();
        } catch (error) {
          failed.push({ change, error });
        }
      }
      return failed;
    },
  };
}

/**
 * Runs `work` with an identity port that records its changes; when `work` fails, the changes are taken back and
 * the error rethrown. When some cannot be taken back, the error says which (a 500: someone must look).
 */
export async function withIdentityUndo<T>(
  identity: IdentityAdmin,
  what: string,
  work: (identity: IdentityAdmin) => Promise<T>,
): Promise<T> {
  const recorder = recordIdentityChanges(identity);
  try {
    return await work(recorder.identity);
  } catch (error) {
    const left = await recorder.undo();
    if (left.length > 0) {
      throw new Error(
        `${what} failed and these identity changes could not be undone: ${left
          .map((l) => `${l.change} (${l.error instanceof Error ? l.error.message : String(l.error)})`)
          .join(', ')}`,
        { cause: error },
      );
    }
    throw error;
  }
}
