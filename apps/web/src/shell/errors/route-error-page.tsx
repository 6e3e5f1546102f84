import { useRouteError } from 'react-router';
import { LoadErrorPage } from './load-error-page.tsx';

/** Last resort of the route tree: whatever escaped a screen's boundary still gets a page and a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Errore di navigazione.', error);
  return (
    <main id="main-content" className="halo-main">
      <LoadErrorPage error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}
