import type { MenuDetail, PermissionMasks } from '@halo/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PermissionsProvider } from '../../lib/permissions.tsx';
import { alertStore } from '../../shell/alerts/alert.store.ts';
import { GlobalAlerts } from '../../shell/alerts/global-alerts.tsx';
import { renderWithShell } from '../../test/render-shell.tsx';

/**
 * Renders inside the shell's providers, with the global alert area, in a memory router at `url`; `permissions`
 * are the user's flags per section (absent: not known, every action shows).
 */
export function renderAdmin(ui: ReactNode, url = '/', permissions?: PermissionMasks) {
  alertStore.clear();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PermissionsProvider masks={permissions}>
            <GlobalAlerts />
            {ui}
          </PermissionsProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return {
    ...renderWithShell(<RouterProvider router={router} />, {
      logged: true,
      userID: 'u-admin',
      username: 'superadmin',
      role: 'superadmin',
      isAdmin: true,
      appID: 1,
      appName: 'Amministrazione',
      appClientId: 'halo',
    }),
    router,
  };
}

/** The applications list as the server answers it: Halo's own administration only. */
export const haloApps = [
  {
    id: 1,
    nome: 'Amministrazione',
    clientId: 'halo',
    description: '',
    icon: 'it-settings',
    hasHomePublic: false,
  },
];

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
