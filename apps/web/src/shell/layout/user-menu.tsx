import { Icon } from 'design-react-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';

/** Name, role and 'Esci' (SPEC.md §4) in a disclosure menu: a button that opens a list, Escape closes it. */
export function UserMenu() {
  const { session, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const name = session.displayName ?? session.username ?? 'Utente';
  return (
    <div className="dropdown halo-user-menu" ref={wrapper}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-primary btn-icon btn-full halo-user-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Menu utente: ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="rounded-icon">
          <Icon icon="it-user" color="primary" aria-hidden="true" />
        </span>
        <span className="d-none d-lg-inline">{name}</span>
      </button>
      <div id={menuId} className={`dropdown-menu dropdown-menu-end halo-user-dropdown${open ? ' show' : ''}`}>
        <div className="link-list-wrapper">
          <ul className="link-list">
            <li className="px-4 pt-2">
              <span className="fw-semibold d-block">{name}</span>
              <span className="small d-block">Ruolo: {session.role ?? 'nessuno'}</span>
              {session.appName ? (
                <span className="small d-block">Applicazione: {session.appName}</span>
              ) : null}
            </li>
            <li>
              <span className="divider" />
            </li>
            <li>
              <Link className="list-item" to="/apps" onClick={() => setOpen(false)}>
                <span>Le mie applicazioni</span>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="list-item btn btn-link text-start w-100 halo-logout"
                onClick={() => {
                  setOpen(false);
                  signOut();
                }}
              >
                <Icon icon="it-logout" size="sm" color="primary" aria-hidden="true" className="me-2" />
                <span>Esci</span>
              </button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
