import { type Application, platformRoutes } from '@halo/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { readList } from '../../lib/call-route.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { requestRoutingUpdate } from '../routing/routing-events.ts';
import { AppsChooser } from './apps-chooser.tsx';

export function fetchMyApplications(): Promise<Application[]> {
  return readList(platformRoutes.myApps, { errorMessage: i18n.t('shell:alerts.appsError') });
}

/** /apps: after login the user picks the application to work in (SPEC.md §2). */
export function AppsChooserPage() {
  const { t } = useTranslation();
  const { chooseApplication } = useAuth();
  useDocumentTitle(t('chooser.title'));
  const apps = useQuery({ queryKey: ['my-applications'], queryFn: fetchMyApplications });
  return (
    <section className="container-xxl py-4" aria-labelledby="apps-title">
      <h1 id="apps-title">{t('chooser.title')}</h1>
      <p className="lead">{t('chooser.lead')}</p>
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
        <p role="status">{t('chooser.loading')}</p>
      )}
    </section>
  );
}
