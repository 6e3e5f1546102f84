import type { PermissionMasks } from '@halo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { PermissionsProvider } from '../lib/permissions.tsx';
import { alertStore } from '../shell/alerts/alert.store.ts';
import { GlobalAlerts } from '../shell/alerts/global-alerts.tsx';
import { type AuthActions, AuthProvider } from '../shell/auth/auth-context.tsx';
import { createSessionStore, type Session } from '../shell/auth/session.store.ts';

/** Renders shell UI with a session held in memory and spies for the sign-in actions. */
export function renderWithShell(ui: ReactNode, session: Partial<Session> = {}) {
  const store = createSessionStore({ storage: null, writeCookies: () => {} });
  if (Object.keys(session).length > 0) store.update(session);
  const auth = {
    store,
    signIn: vi.fn<AuthActions['signIn']>(),
    signOut: vi.fn<AuthActions['signOut']>(),
    chooseApplication: vi.fn<AuthActions['chooseApplication']>(),
    extendSession: vi.fn<AuthActions['extendSession']>(),
    idlePolicy: null,
  } satisfies AuthActions;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider auth={auth}>{ui}</AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, auth, store };
}

export const signedIn: Partial<Session> = {
  logged: true,
  userID: 'u-1',
  username: 'mrossi',
  displayName: 'Mario Rossi',
  role: 'medico',
  appID: 4,
  appName: 'Stroke',
  appClientId: 'stroke',
};

/**
 * Renders inside the shell's providers, with the global alert area, and a memory router at `url`;
 * `permissions` are the user's flags per section (absent: not known, every action shows); `session`, who is
 * signed in (a physician of stroke care unless told).
 */
export function renderScreen(
  ui: ReactNode,
  url = '/',
  permissions?: PermissionMasks,
  session: Partial<Session> = signedIn,
) {
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
  return { ...renderWithShell(<RouterProvider router={router} />, session), router };
}

/** Renders `routes` in a memory router at `url`, each screen with the global alert area, for `session`. */
export function renderRoutes(
  routes: { path: string; element: ReactNode }[],
  url: string,
  session: Partial<Session>,
) {
  alertStore.clear();
  const withAlerts = routes.map((route) => ({
    ...route,
    element: (
      <>
        <GlobalAlerts />
        {route.element}
      </>
    ),
  }));
  const router = createMemoryRouter(withAlerts, { initialEntries: [url] });
  return { ...renderWithShell(<RouterProvider router={router} />, session), router };
}
