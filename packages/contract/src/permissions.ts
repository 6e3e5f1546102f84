/**
 * Group permissions per section as bit flags (SPEC.md §6, §9). A group grants a mask per section;
 * 63 grants everything and 0 (on removal) grants nothing.
 */
export const permissionFlags = {
  DELETE: 1,
  ACTION: 2,
  UPDATE: 4,
  WRITE: 8,
  READ: 16,
  LIST: 32,
} as const;

export type PermissionFlag = keyof typeof permissionFlags;

export const permissionFlagNames = Object.keys(permissionFlags) as PermissionFlag[];

export const ALL_PERMISSIONS = 63;
export const NO_PERMISSIONS = 0;

export function hasFlag(mask: number, flag: PermissionFlag): boolean {
  return (mask & permissionFlags[flag]) !== 0;
}

export function grant(mask: number, flag: PermissionFlag): number {
  return mask | permissionFlags[flag];
}

export function revoke(mask: number, flag: PermissionFlag): number {
  return mask & ~permissionFlags[flag];
}

/** The flags a mask holds, in the order DELETE … LIST. */
export function flagsOf(mask: number): PermissionFlag[] {
  return permissionFlagNames.filter((flag) => hasFlag(mask, flag));
}

export function isValidMask(mask: number): boolean {
  return Number.isInteger(mask) && mask >= NO_PERMISSIONS && mask <= ALL_PERMISSIONS;
}

/**
 * What a route requires (DESIGN.md §3): nothing (`public`), a valid token (`authenticated`),
 * or a flag on a section. Every route must declare one; a test walks the route table to prove it.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; section: string; flag: PermissionFlag }
  /** One of the application's roles (the first of the token's client roles, SPEC.md §6); superadmin passes. */
  | { kind: 'role'; application: string; roles: readonly string[] };

export const publicAccess: RouteAccess = { kind: 'public' };
export const authenticatedAccess: RouteAccess = { kind: 'authenticated' };

export function requires(section: string, flag: PermissionFlag): RouteAccess {
  return { kind: 'permission', section, flag };
}

/** A call for some roles of an application (Pro.Sa.'s roles decide, not group permissions: SPEC.md §6). */
export function requiresRole(application: string, roles: readonly string[]): RouteAccess {
  return { kind: 'role', application, roles };
}
