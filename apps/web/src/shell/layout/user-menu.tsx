import { Icon } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { useDisclosure } from './disclosure.ts';

/** Name, role and 'Esci' (SPEC.md §4) in a disclosure menu: a button that opens a list, Escape closes it. */
export function UserMenu() {
  const { t } = useTranslation();
  const { session, signOut } = useAuth();
  const menu = useDisclosure();

  const name = session.displayName ?? session.username ?? t('userMenu.fallbackName');
  return (
    <div className="dropdown halo-user-menu" {...menu.wrapperProps}>
      <button
        {...menu.toggleProps}
        className="btn btn-primary btn-icon btn-full halo-user-toggle"
        aria-label={t('userMenu.toggle', { name })}
      >
        <span className="rounded-icon">
          <Icon icon="it-user" color="primary" aria-hidden="true" />
        </span>
        <span className="d-none d-lg-inline">{name}</span>
      </button>
      <div
        id={menu.listId}
        className={`dropdown-menu dropdown-menu-end halo-user-dropdown${menu.open ? ' show' : ''}`}
      >
        <div className="link-list-wrapper">
          <ul className="link-list">
            <li className="px-4 pt-2">
              <span className="fw-semibold d-block">{name}</span>
              <span className="small d-block">
                {t('userMenu.role', { role: session.role ?? t('userMenu.noRole') })}
              </span>
              {session.appName ? (
                <span className="small d-block">{t('userMenu.application', { name: session.appName })}</span>
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
                <Icon icon="it-logout" size="sm" color="primary" aria-hidden="true" className="me-2" />
                <span>{t('userMenu.signOut')}</span>
              </button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
