import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { PLATFORM_NAME } from '../../../shell/layout/branding.ts';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

export function PlatformHome() {
  const { t } = useTranslation('admin');
  const { session } = useAuth();
  useDocumentTitle(t('platformHome.documentTitle'));
  const name = session.displayName ?? session.username;
  return (
    <section className="container-xxl py-4">
      <h1>{t('platformHome.heading', { platform: PLATFORM_NAME })}</h1>
      <p className="lead">{t('platformHome.intro', { platform: PLATFORM_NAME })}</p>
      {name ? (
        <p>
          {session.role ? (
            <Trans
              t={t}
              i18nKey="platformHome.signedInAsWithRole"
              values={{ name, role: session.role }}
              components={{ strong: <strong /> }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="platformHome.signedInAs"
              values={{ name }}
              components={{ strong: <strong /> }}
            />
          )}
        </p>
      ) : null}
      <p>
        {session.appName ? (
          <Trans
            t={t}
            i18nKey="platformHome.currentApplication"
            values={{ name: session.appName }}
            components={{ strong: <strong /> }}
          />
        ) : (
          t('platformHome.noApplication')
        )}
      </p>
      <Link className="btn btn-primary" to="/apps">
        {t('platformHome.chooseApplication')}
      </Link>
    </section>
  );
}
