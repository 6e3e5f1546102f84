import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';

function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="container-xxl py-5" aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      {children}
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('status.notFoundTitle')}>
      <p className="lead">{t('status.notFoundBody')}</p>
      <Link className="btn btn-primary" to="/">
        {t('status.home')}
      </Link>
    </StatusPage>
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <StatusPage title={t('status.unauthorizedTitle')}>
      <p className="lead">{t('status.unauthorizedBody')}</p>
      <div className="d-flex flex-wrap gap-3">
        {/* Signed in, what the user may open is one step away (docs/adr/0030). */}
        {session.logged ? (
          <Link className="btn btn-primary" to="/apps">
            {t('footer.myApplications')}
          </Link>
        ) : null}
        <Link className={`btn ${session.logged ? 'btn-outline-primary' : 'btn-primary'}`} to="/">
          {t('status.home')}
        </Link>
      </div>
    </StatusPage>
  );
}

export function ServerProblemsPage() {
  const { t } = useTranslation();
  return (
    // The Italian title is SPEC.md §8's message (errorMessages.unavailable).
    <StatusPage title={t('status.serverProblemsTitle')}>
      <p className="lead">{t('status.serverProblemsBody')}</p>
      {/* A full reload, not a router link: the configuration and the session must be fetched again. */}
      <a className="btn btn-primary" href="/">
        {t('status.home')}
      </a>
    </StatusPage>
  );
}
