import { hasFlag, type PermissionFlag, type PermissionMasks, type RouteAccess } from '@halo/contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * What the signed-in user may do, from their flags per section (`GET /api/v1/halo/me/permissions`, read with the
 * routing and rebuilt on 'update routing'). Screens hide or disable the actions a user cannot do; the server
 * still decides every call.
 */
export interface Permissions {
  /** The user holds the flag on the section. Masks not known (not read): true, the server decides. */
  can(section: string, flag: PermissionFlag): boolean;
  /** The user may make the call: its access rule (a flag on a section, or only a session) holds for them. */
  canCall(route: { access: RouteAccess }): boolean;
}

export function permissionsFrom(masks: PermissionMasks | null | undefined): Permissions {
  const can = (section: string, flag: PermissionFlag) => !masks || hasFlag(masks[section] ?? 0, flag);
  return {
    can,
    canCall: ({ access }) => access.kind !== 'permission' || can(access.section, access.flag),
  };
}

const PermissionsContext = createContext<Permissions>(permissionsFrom(null));

export function PermissionsProvider({
  masks,
  children,
}: {
  masks: PermissionMasks | null | undefined;
  children: ReactNode;
}) {
  const permissions = useMemo(() => permissionsFrom(masks), [masks]);
  return <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): Permissions {
  return useContext(PermissionsContext);
}

/** Renders its children only when the user may make the call (an action button, a form). */
export function IfAllowed({ route, children }: { route: { access: RouteAccess }; children: ReactNode }) {
  return usePermissions().canCall(route) ? children : null;
}
