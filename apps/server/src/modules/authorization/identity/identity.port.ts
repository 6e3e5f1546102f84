/**
 * Identity administration (issue 4): users, groups, membership, realm and client roles live in the identity
 * provider. The rest of the server reaches them only through this port, which has two adapters: the embedded
 * provider (its own tables, in `src/idp`, which owns them) and Keycloak (its Admin REST API). Both throw the
 * server's errors: NotFoundError for an unknown id, ConflictError for a duplicate or a stale version.
 */

export interface IdentityUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  enabled: boolean;
  emailVerified: boolean;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  /** Full paths, sorted, as in the `groups` claim. */
  groups: string[];
  attributes: Record<string, string>;
  createdAt: Date | null;
  version: number;
}

export interface IdentityUserRef {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface IdentityGroup {
  id: string;
  name: string;
  path: string;
  parentId: string | null;
  application: string | null;
  description: string;
  memberCount: number;
  version: number;
}

export interface IdentityRole {
  id: string;
  name: string;
  description: string;
  /** null for a realm role. */
  clientId: string | null;
}

/** What an update of a user may change: everything but its name and groups. */
export interface IdentityUserChanges {
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  attributes: Record<string, string>;
}

export interface NewIdentityUser extends IdentityUserChanges {
  username: string;
  /** A password the person chose (self-registration); without it they set one through the account mail. */
  password?: string;
  groupIds: string[];
}

export interface UserQuery {
  search?: string;
  enabled?: boolean;
  first: number;
  max: number;
  /** `username`, `-createdAt` … ; the Keycloak adapter sorts by username only (Keycloak's own order). */
  sort?: string;
}

export interface GroupChanges {
  name: string;
  application: string | null;
  description: string;
}

/** Keycloak's required-action names. */
export type AccountAction = 'VERIFY_EMAIL' | 'UPDATE_PASSWORD';

export interface AccountMailSent {
  sentAt: Date;
  expiresAt: Date;
}

export interface IdentityAdmin {
  readonly kind: 'embedded' | 'keycloak';

  listUsers(query: UserQuery): Promise<{ items: IdentityUser[]; total: number }>;
  getUser(id: string): Promise<IdentityUser | undefined>;
  findUserByEmail(email: string): Promise<IdentityUser | undefined>;
  createUser(input: NewIdentityUser): Promise<IdentityUser>;
  /** Fails with 409 when `expectedVersion` is no longer the user's version. */
  updateUser(id: string, changes: IdentityUserChanges, expectedVersion: number): Promise<IdentityUser>;
  setUserEnabled(id: string, enabled: boolean): Promise<IdentityUser>;
  /** The person proved the address is theirs (a self-registration's link): enabled, e-mail verified. */
  confirmEmail(id: string): Promise<IdentityUser>;
  deleteUser(id: string): Promise<void>;

  listGroups(): Promise<IdentityGroup[]>;
  getGroup(id: string): Promise<IdentityGroup | undefined>;
  createGroup(input: GroupChanges & { parentId: string | null }): Promise<IdentityGroup>;
  /** Renaming changes the path of the group and of its sub-groups. Fails with 409 on a stale version. */
  updateGroup(id: string, changes: GroupChanges, expectedVersion: number): Promise<IdentityGroup>;
  deleteGroup(id: string): Promise<void>;
  listMembers(groupId: string): Promise<IdentityUserRef[]>;
  addMember(groupId: string, userId: string): Promise<void>;
  removeMember(groupId: string, userId: string): Promise<void>;

  listRealmRoles(): Promise<IdentityRole[]>;
  listClientRoles(clientId: string): Promise<IdentityRole[]>;
  createClientRole(clientId: string, name: string, description: string): Promise<IdentityRole>;
  getRole(id: string): Promise<IdentityRole | undefined>;
  /** Deletes the role; users holding it lose it (as Keycloak does). */
  deleteRole(id: string): Promise<void>;
  usersWithClientRole(clientId: string, name: string): Promise<IdentityUserRef[]>;
  /**
   * Makes sure the identity client of an application exists (Keycloak); nothing to do for the embedded one.
   * Answers whether it created the client.
   */
  ensureClient(clientId: string, name: string): Promise<boolean>;
  /** Deletes an application's identity client and its roles: how a client `ensureClient` created is undone. */
  deleteClient(clientId: string): Promise<void>;

  /** Sends the verify-email / set-password message with a one-time link valid for `lifespanSeconds`. */
  sendAccountEmail(
    userId: string,
    actions: AccountAction[],
    lifespanSeconds: number,
  ): Promise<AccountMailSent>;
}

/** `/a/b/c` → `/a/b`; a top-level group has no parent path. */
export function parentPath(path: string): string | null {
  const index = path.lastIndexOf('/');
  return index > 0 ? path.slice(0, index) : null;
}
