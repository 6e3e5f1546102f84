import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationTitle } from '../../lib/application-title.ts';
import { SvgIcon } from '../../lib/ui/svg-icon.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { HeaderDropdown } from './header-dropdown.tsx';

/** Name, role and 'Esci' (SPEC.md §4) in a disclosure menu: a button that opens a list, Escape closes it. */
export function UserMenu() {
  const { t } = useTranslation();
  const { session, signOut } = useAuth();
  const appTitle = useApplicationTitle()({ nome: session.appName, clientId: session.appClientId });
  const name = session.displayName ?? session.username ?? t('userMenu.fallbackName');
  return (
    <HeaderDropdown
      className="halo-user-menu"
      toggleClassName="btn btn-primary btn-icon btn-full halo-user-toggle"
      toggleLabel={t('userMenu.toggle', { name })}
      toggle={
        <>
          <span className="rounded-icon">
            <SvgIcon icon="it-user" color="primary" />
          </span>
          <span className="d-none d-lg-inline">{name}</span>
        </>
      }
      listClassName="halo-user-dropdown"
    >
      {(menu) => (
        <>
          <li className="px-4 pt-2">
            <span className="fw-semibold d-block">{name}</span>
            <span className="small d-block">
              {t('userMenu.role', { role: session.role ?? t('userMenu.noRole') })}
            </span>
            {appTitle ? (
              <span className="small d-block">{t('userMenu.application', { name: appTitle })}</span>
            ) : null}
          </li>
          <li>
            <span className="divider" />
          </li>
          <li>
            <Link className="list-item" to="/apps" onClick={menu.close}>
              <span>{t('userMenu.myApplications')}</span>
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="list-item btn btn-link text-start w-100 halo-logout"
              onClick={() => {
                menu.close();
                signOut();
              }}
            >
              <SvgIcon icon="it-logout" size="sm" color="primary" className="me-2" />
              <span>{t('userMenu.signOut')}</span>
            </button>
          </li>
        </>
      )}
    </HeaderDropdown>
  );
}
