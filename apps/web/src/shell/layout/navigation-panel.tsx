import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SvgIcon } from '../../lib/ui/svg-icon.tsx';

/** Bootstrap Italia's panel slides in and out in this time (its `.navbar-collapsable` transition). */
const PANEL_TRANSITION_MS = 350;

/**
 * The header's navigation: a bar on a desktop, a panel that slides in over the page below `lg` (Bootstrap Italia's
 * `navbar-collapsable`), with the behaviour of design-react-kit's `Collapse` without its dependency on reactstrap,
 * which would weigh on every page's first download. Open, the panel is a modal dialog: it takes the focus, the page
 * behind it is inert and does not scroll, Escape, the overlay and the close button close it, and the focus goes
 * back to the control that opened it.
 */
export function NavigationPanel({
  id,
  open,
  onClose,
  label,
  closeLabel,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The dialog's name while it is open. */
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [visible, setVisible] = useState(open);
  const [expanded, setExpanded] = useState(open);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<Element | null>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (open) {
      trigger.current = document.activeElement;
      setVisible(true);
      return;
    }
    setExpanded(false);
    const timer = setTimeout(() => {
      setVisible(false);
      if (trigger.current instanceof HTMLElement) trigger.current.focus();
      trigger.current = null;
    }, PANEL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !visible || expanded) return;
    // Displayed, not yet moved in: reading its size makes the browser lay the panel out where it starts, so that
    // `expanded`, added next, slides it in (the kit waited two animation frames for the same).
    void panel.current?.offsetHeight;
    setExpanded(true);
    panel.current?.focus();
  }, [open, visible, expanded]);

  useEffect(() => {
    if (!open) return;
    const main = document.querySelector('main');
    document.body.style.overflow = 'hidden';
    main?.setAttribute('inert', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = '';
      main?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const display = { display: visible ? 'block' : 'none' };
  // A dialog only while open: on a desktop the same element is the navigation bar.
  return (
    <div
      ref={panel}
      id={id}
      tabIndex={-1}
      className={`navbar-collapsable${expanded ? ' expanded' : ''} collapse`}
      style={display}
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': label } : {})}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the overlay is a pointer's way out; the close button and Escape are the keyboard's */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div
        className={`overlay${visible ? ' fade' : ''}${expanded ? ' show' : ''}`}
        style={display}
        onClick={onClose}
      />
      <div className="close-div">
        <button className="btn close-menu" type="button" onClick={onClose}>
          <span className="visually-hidden">{closeLabel}</span>
          <SvgIcon icon="it-close-big" color="white" />
        </button>
      </div>
      {children}
    </div>
  );
}
