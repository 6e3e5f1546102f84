import { catalogueLabel } from '@halo/contract';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useApplicationTitle } from '../../lib/application-title.ts';
import { SvgIcon } from '../../lib/ui/svg-icon.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { builtInPublicPaths } from '../routing/route-rules.ts';
import { PLATFORM_NAME } from './branding.ts';
import { useDisclosure } from './disclosure.ts';
import { LanguageMenu } from './language-menu.tsx';
import type { NavigationEntry } from './navigation.ts';
import { NavigationPanel } from './navigation-panel.tsx';
import { UserMenu } from './user-menu.tsx';
import './app-header.css';
import { useTranslation } from 'react-i18next';

/** A menu's parent item: a disclosure button over its links (the parent's own route first, when it has one). */
function NavigationGroup({ entry, onNavigate }: { entry: NavigationEntry; onNavigate: () => void }) {
  const group = useDisclosure<HTMLLIElement>();
  const { pathname } = useLocation();
  const links = entry.path ? [{ label: entry.label, path: entry.path }, ...entry.children] : entry.children;
  const current = links.some((link) => link.path === pathname);
  const follow = () => {
    group.close();
    onNavigate();
  };
  return (
    <li className={`nav-item dropdown${group.open ? ' show' : ''}`} {...group.wrapperProps}>
      <button
        {...group.toggleProps}
        className={`nav-link dropdown-toggle halo-nav-group${current ? ' active' : ''}`}
      >
        <span>{entry.label}</span>
        <SvgIcon icon="it-expand" size="sm" className="icon-expand" />
      </button>
      <div id={group.listId} className={`dropdown-menu${group.open ? ' show' : ''}`}>
        <div className="link-list-wrapper">
          <ul className="link-list">
            {links.map((link) => (
              <li key={link.path}>
                <NavLink className="dropdown-item list-item" to={link.path} end onClick={follow}>
                  <span>{link.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

function MainNavigation({ entries: seeded }: { entries: NavigationEntry[] }) {
  const { t, i18n } = useTranslation();
  // The labels the platform seeded, in the user's language; an administrator's own as written.
  const language = i18n.resolvedLanguage ?? 'it';
  const entries = seeded.map((entry) => ({
    ...entry,
    label: catalogueLabel(entry.label, language),
    children: entry.children.map((child) => ({ ...child, label: catalogueLabel(child.label, language) })),
  }));
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  const closeAll = () => setOpen(false);
  return (
    <div className="it-header-navbar-wrapper">
      <BandContent>
        <nav className="navbar navbar-expand-lg">
          <div>
            <button
              type="button"
              className="custom-navbar-toggler navbar-toggler"
              aria-controls="halo-main-nav"
              aria-expanded={open}
              aria-label={t('header.toggleNavigation')}
              onClick={() => setOpen((value) => !value)}
            >
              <SvgIcon icon="it-burger" />
            </button>
            <NavigationPanel
              id="halo-main-nav"
              open={open}
              onClose={closeAll}
              label={t('header.navigationDialog')}
              closeLabel={t('header.closeNavigation')}
            >
              <nav className="menu-wrapper" aria-label={t('header.mainNavigation')}>
                <ul className="navbar-nav">
                  {entries.map((entry) =>
                    entry.children.length > 0 ? (
                      <NavigationGroup key={`group:${entry.label}`} entry={entry} onNavigate={closeAll} />
                    ) : (
                      <li className="nav-item" key={entry.path}>
                        <NavLink className="nav-link" to={entry.path ?? '/'} end onClick={closeAll}>
                          <span>{entry.label}</span>
                        </NavLink>
                      </li>
                    ),
                  )}
                </ul>
              </nav>
            </NavigationPanel>
          </div>
        </nav>
      </BandContent>
    </div>
  );
}

/** A band's content in the page's width (Bootstrap Italia's header grid). */
function BandContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className="container-xxl">
      <div className="row">
        <div className="col">{className ? <div className={className}>{children}</div> : children}</div>
      </div>
    </div>
  );
}

/** Bootstrap Italia header: slim band (user), centre band (platform and application), navbar (routes). */
export function AppHeader({ navigation }: { navigation: NavigationEntry[] }) {
  const { t } = useTranslation();
  const { session, signIn } = useAuth();
  const appTitle = useApplicationTitle()({ nome: session.appName, clientId: session.appClientId });
  const location = useLocation();
  const homePath = session.logged ? '/' : (builtInPublicPaths[0] ?? '/');
  return (
    // Bootstrap Italia's wrapper is a div: the <header> element gives the page its banner landmark.
    <header>
      <div className="it-header-wrapper it-shadow">
        <div className="it-header-slim-wrapper">
          <BandContent className="it-header-slim-wrapper-content">
            <Link className="d-lg-block navbar-brand halo-slim-brand" to={homePath}>
              {PLATFORM_NAME}
            </Link>
            <div className="it-header-slim-right-zone header-slim-right-zone">
              <LanguageMenu />
              {session.logged ? (
                <>
                  <Link className="btn btn-primary btn-sm me-2 halo-current-app" to="/apps">
                    {appTitle ? (
                      <>
                        <span className="halo-current-app-prefix">{t('header.currentApplication')}</span>{' '}
                        {appTitle}
                      </>
                    ) : (
                      t('header.chooseApplication')
                    )}
                  </Link>
                  <UserMenu />
                </>
              ) : (
                <button
                  type="button"
                  className="btn-icon btn-full btn btn-primary"
                  onClick={() => signIn(`${location.pathname}${location.search}`)}
                >
                  <span className="rounded-icon">
                    <SvgIcon icon="it-user" color="primary" />
                  </span>
                  <span>{t('header.signIn')}</span>
                </button>
              )}
            </div>
          </BandContent>
        </div>
        <div className="it-nav-wrapper">
          <div className="it-header-center-wrapper">
            <BandContent className="it-header-center-content-wrapper">
              <div className="it-brand-wrapper">
                <Link to={homePath}>
                  <SvgIcon icon="it-pa" />
                  <div className="it-brand-text">
                    <div className="it-brand-title">{PLATFORM_NAME}</div>
                    <div className="it-brand-tagline">{appTitle ?? t('brand.tagline')}</div>
                  </div>
                </Link>
              </div>
            </BandContent>
          </div>
          <MainNavigation entries={navigation} />
        </div>
      </div>
    </header>
  );
}
