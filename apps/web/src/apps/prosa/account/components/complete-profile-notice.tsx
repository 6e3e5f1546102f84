import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useProsaProfile } from '../prosa-profile.tsx';

const PROFILE_PATH = '/prosa/profilo';

/**
 * A citizen who has not been through the welcome path (nor skipped it) is invited to, on every page of the portal
 * but the profile itself, where the path is.
 */
export function CompleteProfileNotice() {
  const { t } = useTranslation('prosaAccount');
  const { pathname } = useLocation();
  const { profile } = useProsaProfile();
  if (profile?.ruolo !== 'cittadino' || profile.data.boarding.completato) return null;
  if (pathname.replace(/\/+$/, '') === PROFILE_PATH) return null;
  return (
    <div className="container-xxl pt-4">
      <div className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-3 mb-0">
        <p className="mb-0">{t('boarding.invite')}</p>
        <Link className="btn btn-primary btn-sm" to={PROFILE_PATH}>
          {t('boarding.inviteLink')}
        </Link>
      </div>
    </div>
  );
}
