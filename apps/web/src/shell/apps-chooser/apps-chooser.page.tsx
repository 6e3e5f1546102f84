import { type Application, applicationSchema, platformRoutes } from '@halo/contract';
import { useQuery } from '@tanstack/react-query';
import { getList } from '../../lib/http.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { requestRoutingUpdate } from '../routing/routing-events.ts';
import { AppsChooser } from './apps-chooser.tsx';

export const APPS_ERROR_MESSAGE = 'Errore durante il recupero delle applicazioni.';

export function fetchMyApplications(): Promise<Application[]> {
  return getList(platformRoutes.myApps.url, { errorMessage: APPS_ERROR_MESSAGE, schema: applicationSchema });
}

/** /apps: after login the user picks the application to work in (SPEC.md §2). */
export function AppsChooserPage() {
  const { chooseApplication } = useAuth();
  useDocumentTitle('Le tue applicazioni');
  const apps = useQuery({ queryKey: ['my-applications'], queryFn: fetchMyApplications });
  return (
    <section className="container-xxl py-4" aria-labelledby="apps-title">
      <h1 id="apps-title">Le tue applicazioni</h1>
      <p className="lead">Scegli l'applicazione in cui lavorare.</p>
      {apps.data ? (
        <AppsChooser
          apps={apps.data}
          onChoose={(app) => {
            chooseApplication(app);
            // The new application's routes replace the current ones, then its first route opens.
            requestRoutingUpdate({ navigateTo: 'first-route' });
          }}
        />
      ) : (
        <p role="status">Caricamento delle applicazioni...</p>
      )}
    </section>
  );
}
