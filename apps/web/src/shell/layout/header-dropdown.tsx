import type { ReactNode } from 'react';
import { useDisclosure } from './disclosure.ts';

/**
 * A list opened from a button of the slim header (the user menu, the language): Bootstrap Italia's dropdown look,
 * the disclosure behaviour of `useDisclosure`. `children` gets the functions that close it.
 */
export function HeaderDropdown({
  className,
  toggleClassName,
  toggleLabel,
  toggle,
  listClassName,
  listLabel,
  children,
}: {
  className: string;
  toggleClassName: string;
  toggleLabel: string;
  toggle: ReactNode;
  listClassName: string;
  listLabel?: string;
  children: (menu: { close: () => void; closeToToggle: () => void }) => ReactNode;
}) {
  const menu = useDisclosure();
  return (
    <div className={`dropdown halo-header-dropdown ${className}`} {...menu.wrapperProps}>
      <button {...menu.toggleProps} className={toggleClassName} aria-label={toggleLabel}>
        {toggle}
      </button>
      <div
        id={menu.listId}
        className={`dropdown-menu dropdown-menu-end ${listClassName}${menu.open ? ' show' : ''}`}
      >
        <div className="link-list-wrapper">
          <ul className="link-list" aria-label={listLabel}>
            {children(menu)}
          </ul>
        </div>
      </div>
    </div>
  );
}
