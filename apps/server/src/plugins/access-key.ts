import type { Principal } from '@halo/contract';

const keys = new WeakMap<Principal, string>();

/**
 * What decides a principal's access, and nothing of who they are: realm roles, client roles and groups, in a
 * canonical order. Answers that depend only on these (visible applications and routes, permission masks) are
 * computed once and shared by every user holding the same (docs/adr/0032-read-caches.md). Worked out once per
 * principal object: the token verifier gives every request of a token the same frozen one.
 */
export function accessKeyOf(principal: Principal): string {
  let key = keys.get(principal);
  if (key === undefined) {
    const sorted = (values: readonly string[]) => [...values].sort();
    key = JSON.stringify([
      sorted(principal.realmRoles),
      Object.keys(principal.clientRoles)
        .sort()
        .map((client) => [client, sorted(principal.clientRoles[client] ?? [])]),
      sorted(principal.groups),
    ]);
    keys.set(principal, key);
  }
  return key;
}
