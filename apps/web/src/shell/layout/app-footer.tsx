import { applicationClients } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLATFORM_NAME } from './branding.ts';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="it-footer" id="footer">
      <div className="it-footer-main">
        <div className="container-xxl">
          <div className="row">
            <div className="col-12 py-4">
              <div className="it-brand-wrapper">
                <Link to="/">
                  <div className="it-brand-text">
                    <p className="it-brand-title h2 mb-0">{PLATFORM_NAME}</p>
                    <p className="it-brand-tagline mb-0">{t('brand.tagline')}</p>
                  </div>
                </Link>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="it-footer-small-prints clearfix">
        <div className="container-xxl">
          <nav aria-label={t('footer.links')}>
            <ul className="it-footer-small-prints-list list-inline mb-0 d-flex flex-column flex-md-row">
              <li className="list-inline-item">
                <Link to="/prosa">{applicationClients.prosa}</Link>
              </li>
              <li className="list-inline-item">
                <Link to="/apps">{t('footer.myApplications')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
