import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import type { ScreenLoader } from '../../lib/screens.ts';
import { ScreenErrorBoundary } from '../errors/screen-error-boundary.tsx';
import { NotFoundPage } from '../errors/status-pages.tsx';
import { ScreenLoading } from '../layout/screen-loading.tsx';
import { withTimeout } from './lazy-load.ts';
import { resolvePage, resolveScreen } from './screen-registry.ts';

// One lazy component per screen and attempt: React.lazy keeps a failed import forever, so a retry needs a new one.
const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(name: string, loader: ScreenLoader, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${name}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => withTimeout(loader()).then((Screen) => ({ default: Screen })));
    lazyCache.set(key, component);
  }
  return component;
}

/**
 * Starts loading a screen (its chunk and its application's texts) before its route renders; the lazy component
 * that renders it later gets the same modules. A failure here is the route's to show, when it renders.
 */
export function prefetchScreen(name: string, page = false): void {
  const loader = page ? resolvePage(name) : resolveScreen(name);
  loader?.().catch(() => undefined);
}

/**
 * Renders the screen a route names; a name outside the registry gets the 404 page (STYLE.md §2). `page` marks a
 * layout or built-in page of a manifest, which only the shell's static routes name.
 */
export function ScreenRoute({ name, page = false }: { name: string; page?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const loader = page ? resolvePage(name) : resolveScreen(name);
  if (!loader) return <NotFoundPage />;
  const Screen = lazyScreen(name, loader, attempt);
  return (
    <ScreenErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
