import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useAuth } from './auth-context.tsx';
import { DEFAULT_AFTER_LOGIN } from './auth-rules.ts';

/**
 * /oidc/callback. A successful answer is handled before the router starts (boot.tsx), so this page is only
 * seen when the sign-in failed or the address was opened by hand.
 */
export function OidcCallbackPage() {
  const { t } = useTranslation();
  const { session, signIn } = useAuth();
  useDocumentTitle(t('callback.documentTitle'));
  if (session.logged) return <Navigate to={DEFAULT_AFTER_LOGIN} replace />;
  return (
    <section className="container-xxl py-5" aria-labelledby="callback-title">
      <h1 id="callback-title">{t('callback.title')}</h1>
      <p className="lead">{t('callback.body')}</p>
      <button type="button" className="btn btn-primary" onClick={() => signIn(DEFAULT_AFTER_LOGIN)}>
        {t('callback.signIn')}
      </button>
    </section>
  );
}
