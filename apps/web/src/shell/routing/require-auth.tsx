import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { gateRoute } from './route-rules.ts';

/** A route marked authenticated sends a visitor without a session to login, remembering the target. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session, signIn } = useAuth();
  const location = useLocation();
  const decision = gateRoute(true, session.logged);
  const target = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (decision === 'login') signIn(target);
  }, [decision, signIn, target]);
  if (decision === 'login') {
    return (
      <section className="container-xxl py-5" role="status">
        <p className="lead">{t('loading.redirectToLogin')}</p>
      </section>
    );
  }
  return children;
}
