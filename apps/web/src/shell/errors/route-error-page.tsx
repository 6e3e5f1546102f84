import { Component, type ReactNode } from 'react';
import { LoadErrorPage } from './load-error-page.tsx';

/** Last resort of the route tree: whatever escaped a screen's boundary still gets a page and a retry. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <main id="main-content" className="halo-main">
      <LoadErrorPage error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}

/** Around the whole route tree (its root route): an error no screen caught shows RouteErrorPage. */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Errore di navigazione.', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
