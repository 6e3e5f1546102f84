import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  return (
    <StatusPage title={t('status.unauthorizedTitle')}>
      <p className="lead">{t('status.unauthorizedBody')}</p>
      <Link className="btn btn-primary" to="/">
        {t('status.home')}
      </Link>
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
