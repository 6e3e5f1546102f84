import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { http } from '../lib/http.ts';
import { type AuthService, createAuthService } from './auth/auth.service.ts';
import { type AuthActions, AuthProvider } from './auth/auth-context.tsx';
import { clearClientState } from './auth/client-state.ts';
import { deferredUserManager } from './auth/deferred-user-manager.ts';
import { setProofSigner } from './auth/dpop.ts';
import type { IdlePolicy } from './auth/idle-session.ts';
import { dpopAvailable, isUserStoreKey, OIDC_CALLBACK_PATH } from './auth/oidc-settings.ts';
import { sessionStore } from './auth/session.store.ts';
import { defaultExclusiveRunner } from './auth/token-refresh.ts';
import { loadClientConfig } from './config/client-config.ts';
import { LoadErrorPage } from './errors/load-error-page.tsx';
import { BootScreen } from './layout/boot-screen.tsx';
import { requestRoutingUpdate } from './routing/routing-events.ts';
import { RoutingHost } from './routing/routing-host.tsx';
import { createPlatformRoutingApi, loadRoutingPlan } from './routing/routing-loader.ts';

/** Configuration, identity client, session and the screens' query cache, before the first route table is built. */
export interface ShellServices {
  auth: AuthService;
  idlePolicy: IdlePolicy | null;
  queryClient: QueryClient;
}

export async function initShell(): Promise<ShellServices> {
  // The query cache is the screens', not the shell's: its code loads beside the configuration, after the first paint.
  const queryClient = import('./query-client.ts').then(({ createQueryClient }) => createQueryClient());
  const config = await loadClientConfig(http);
  // The identity client loads when first needed (a sign-in, a stored session, a proof): not on a public page.
  const userManager = config
    ? deferredUserManager(config.oidc, window.location.origin, window.localStorage)
    : null;
  if (userManager && dpopAvailable()) setProofSigner(userManager.dpopProof);
  const auth = createAuthService({
    userManager,
    session: sessionStore,
    runExclusive: defaultExclusiveRunner(),
    clearClientState: () => clearClientState(),
    navigate: (url) => window.location.assign(url),
    onAuthLost: () => {
      void queryClient.then((client) => client.clear());
      requestRoutingUpdate();
    },
    origin: window.location.origin,
  });
  if (window.location.pathname === OIDC_CALLBACK_PATH) {
    const next = await auth.completeSignIn(window.location.href);
    // Code and state leave the address bar (and the history) either way.
    window.history.replaceState(null, '', next ?? OIDC_CALLBACK_PATH);
  } else {
    await auth.restore();
  }
  auth.startWatching(isUserStoreKey);
  return { auth, idlePolicy: config?.session ?? null, queryClient: await queryClient };
}

const loadPlan = (path?: string) =>
  loadRoutingPlan(sessionStore, createPlatformRoutingApi(http), () =>
    path ? new URL(path, window.location.origin).pathname : window.location.pathname,
  );

export function ShellRoot({ ready }: { ready: Promise<ShellServices> }) {
  const [services, setServices] = useState<ShellServices | null>(null);
  // A start that failed (a chunk the shell needs did not arrive, the sign-in could not complete) says so and
  // offers to try again, rather than leaving the boot screen on for good.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let active = true;
    ready.then(
      (started) => {
        if (active) setServices(started);
      },
      (error: unknown) => {
        console.error('Avvio non riuscito.', error);
        if (active) setFailure({ error });
      },
    );
    return () => {
      active = false;
    };
  }, [ready]);
  const actions = useMemo<AuthActions | null>(() => {
    if (!services) return null;
    const { auth, idlePolicy } = services;
    return {
      store: auth.session,
      signIn: (returnTo) => void auth.signIn(returnTo),
      signOut: () => void auth.signOut(),
      chooseApplication: (app) => auth.chooseApplication(app),
      extendSession: () => void auth.extendSession(),
      idlePolicy,
    };
  }, [services]);
  if (failure) {
    return (
      <LoadErrorPage error={failure.error} onRetry={() => window.location.reload()} withHomeLink={false} />
    );
  }
  if (!actions || !services) return <BootScreen />;
  return (
    <QueryClientProvider client={services.queryClient}>
      <AuthProvider auth={actions}>
        <RoutingHost loadPlan={loadPlan} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
