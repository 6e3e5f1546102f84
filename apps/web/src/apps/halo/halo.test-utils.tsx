import type { Application, MenuDetail, PermissionMasks } from '@halo/contract';
import type { ReactNode } from 'react';
import type { Session } from '../../shell/auth/session.store.ts';
import { renderScreen } from '../../test/render-shell.tsx';

/** The administrator signed in on the administration. */
const superadmin: Partial<Session> = {
  logged: true,
  userID: 'u-admin',
  username: 'superadmin',
  role: 'superadmin',
  isAdmin: true,
  appID: 1,
  appName: 'Amministrazione',
  appClientId: 'halo',
};

/** Renders an administration screen (renderScreen) for the administrator. */
export function renderAdmin(ui: ReactNode, url = '/', permissions?: PermissionMasks) {
  return renderScreen(ui, url, permissions, superadmin);
}

/** An application as the server lists it. */
export const application = (id: number, nome: string, clientId: string): Application => ({
  id,
  nome,
  clientId,
  description: '',
  icon: 'it-settings',
  hasHomePublic: false,
});

/** The applications list as the server answers it: Halo's own administration only. */
export const haloApps = [application(1, 'Amministrazione', 'halo')];

/** An entry of menu 1, pointing at route `id + 100`. */
export const menuItem = (id: number, label: string, position: number, parentId: number | null = null) => ({
  id,
  menuId: 1,
  parentId,
  label,
  icon: null,
  routeId: id + 100,
  path: `/x/${id}`,
  enabled: true,
  position,
  version: 1,
});

/** Menu 1 of application 2, at version 7. */
export const menuDetail = (nome: string, items: MenuDetail['items']): MenuDetail => ({
  id: 1,
  applicationId: 2,
  nome,
  description: '',
  version: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items,
});
