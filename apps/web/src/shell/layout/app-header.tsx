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
import { useAuth } from '../auth/auth-context.tsx';
import { builtInPublicPaths } from '../routing/route-rules.ts';
import { PLATFORM_NAME, PLATFORM_TAGLINE } from './branding.ts';
import type { NavigationItem } from './navigation.ts';
import { UserMenu } from './user-menu.tsx';
import './app-header.css';

function MainNavigation({ items }: { items: NavigationItem[] }) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <Header type="navbar" theme="">
      <HeaderContent expand="lg" megamenu={false}>
        <HeaderToggler
          aria-controls="halo-main-nav"
          aria-label="Mostra o nascondi la navigazione"
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
          onOverlayClick={() => setOpen(false)}
          closeSrText="Chiudi la navigazione"
        >
          <nav className="menu-wrapper" aria-label="Navigazione principale">
            <Nav navbar>
              {items.map((item) => (
                <li className="nav-item" key={item.path}>
                  <NavLink className="nav-link" to={item.path} end onClick={() => setOpen(false)}>
                    <span>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </Nav>
          </nav>
        </Collapse>
      </HeaderContent>
    </Header>
  );
}

/** Bootstrap Italia header: slim band (user), centre band (platform and application), navbar (routes). */
export function AppHeader({ navigation }: { navigation: NavigationItem[] }) {
  const { session, signIn } = useAuth();
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
              {session.logged ? (
                <>
                  <Link className="btn btn-primary btn-sm me-2 halo-current-app" to="/apps">
                    {session.appName ? `Applicazione: ${session.appName}` : 'Scegli applicazione'}
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
                  <span>Accedi</span>
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
                    <div className="it-brand-tagline">{session.appName ?? PLATFORM_TAGLINE}</div>
                  </div>
                </Link>
              </div>
            </HeaderContent>
          </Header>
          <MainNavigation items={navigation} />
        </div>
      </Headers>
    </header>
  );
}
