import { Skiplink, SkiplinkItem } from 'design-react-kit';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PermissionsProvider } from '../../lib/permissions.tsx';
import { GlobalAlerts } from '../alerts/global-alerts.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { LoadingOverlay } from '../overlay/loading-overlay.tsx';
import { useApplicationSwitch } from '../routing/application-switch.tsx';
import type { RoutingPlan } from '../routing/route-rules.ts';
import { ScrollToTop } from '../routing/scroll-to-top.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { navigationEntries } from './navigation.ts';
import { ScreenLoading } from './screen-loading.tsx';

/** The inactivity warning and its dialog: loaded only once someone is signed in (docs/adr/0035-first-page.md). */
const IdleWarning = lazy(() =>
  import('./idle-warning.tsx').then((module) => ({ default: module.IdleWarning })),
);

/** The chat: its chunk loads once someone is signed in, and shows only to who has someone to write to (ADR 0049). */
const ChatWidget = lazy(() =>
  import('../../chat/chat-widget.tsx').then((module) => ({ default: module.ChatWidget })),
);

export function AppLayout({ plan }: { plan: RoutingPlan }) {
  const { t } = useTranslation();
  const { session, idlePolicy } = useAuth();
  const switching = useApplicationSwitch(plan);
  return (
    <>
      <Skiplink nav ariaLabel={t('skipLinks.label')}>
        <SkiplinkItem navItem href="#main-content">
          {t('skipLinks.content')}
        </SkiplinkItem>
        <SkiplinkItem navItem href="#footer">
          {t('skipLinks.footer')}
        </SkiplinkItem>
      </Skiplink>
      <AppHeader navigation={navigationEntries(plan)} />
      <GlobalAlerts />
      {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position. */}
      <main id="main-content" className="halo-main" tabIndex={-1}>
        <PermissionsProvider masks={plan.permissions}>
          {switching ? <ScreenLoading /> : <Outlet />}
        </PermissionsProvider>
      </main>
      <AppFooter />
      <LoadingOverlay />
      {session.logged && idlePolicy ? (
        <Suspense fallback={null}>
          <IdleWarning />
        </Suspense>
      ) : null}
      {session.logged ? (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      ) : null}
      <ScrollToTop />
    </>
  );
}
