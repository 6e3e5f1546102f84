import { catalogueLabel } from '@halo/contract';
import {
  Button,
  Collapse,
  Header,
  HeaderContent,
  HeaderRightZone,
  Headers,
  HeaderToggler,
  Icon,
  Nav,
} from 'design-react-kit';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useApplicationTitle } from '../../lib/application-title.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { builtInPublicPaths } from '../routing/route-rules.ts';
import { PLATFORM_NAME } from './branding.ts';
import { useDisclosure } from './disclosure.ts';
import { LanguageMenu } from './language-menu.tsx';
import type { NavigationEntry } from './navigation.ts';
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
        <Icon icon="it-expand" size="sm" aria-hidden="true" className="icon-expand" />
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
    <Header type="navbar" theme="">
      <HeaderContent expand="lg" megamenu={false}>
        <HeaderToggler
          aria-controls="halo-main-nav"
          aria-label={t('header.toggleNavigation')}
          isOpen={open}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon icon="it-burger" aria-hidden="true" />
        </HeaderToggler>
        <Collapse
          id="halo-main-nav"
          isOpen={open}
          navbar
          header
          onOverlayClick={closeAll}
          closeSrText={t('header.closeNavigation')}
        >
          <nav className="menu-wrapper" aria-label={t('header.mainNavigation')}>
            <Nav navbar>
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
            </Nav>
          </nav>
        </Collapse>
      </HeaderContent>
    </Header>
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
    // The kit's wrapper is a div: the <header> element gives the page its banner landmark.
    <header>
      <Headers shadow>
        <Header type="slim" theme="">
          <HeaderContent>
            <Link className="d-lg-block navbar-brand halo-slim-brand" to={homePath}>
              {PLATFORM_NAME}
            </Link>
            <HeaderRightZone>
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
                <Button
                  color="primary"
                  className="btn-icon btn-full"
                  onClick={() => signIn(`${location.pathname}${location.search}`)}
                >
                  <span className="rounded-icon">
                    <Icon icon="it-user" color="primary" aria-hidden="true" />
                  </span>
                  <span>{t('header.signIn')}</span>
                </Button>
              )}
            </HeaderRightZone>
          </HeaderContent>
        </Header>
        <div className="it-nav-wrapper">
          <Header type="center">
            <HeaderContent>
              <div className="it-brand-wrapper">
                <Link to={homePath}>
                  <Icon icon="it-pa" aria-hidden="true" />
                  <div className="it-brand-text">
                    <div className="it-brand-title">{PLATFORM_NAME}</div>
                    <div className="it-brand-tagline">{appTitle ?? t('brand.tagline')}</div>
                  </div>
                </Link>
              </div>
            </HeaderContent>
          </Header>
          <MainNavigation entries={navigation} />
        </div>
      </Headers>
    </header>
  );
}
