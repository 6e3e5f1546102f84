import type { RouteAccess } from '@halo/contract';
import type { ReactNode } from 'react';
import { usePermissions } from '../permissions.tsx';

/**
 * One action of a table row ("Modifica", "Elimina"): a link-styled button named after its row for screen readers
 * ("Modifica Anagrafe"), shown only to a user who may make the call it leads to (the server still decides).
 */
export function RowAction({
  route,
  label,
  danger = false,
  onClick,
  children,
}: {
  /** The contract's call the action ends in; absent: anyone who sees the row may. */
  route?: { access: RouteAccess };
  /** The accessible name, naming the row. */
  label: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const { canCall } = usePermissions();
  if (route && !canCall(route)) return null;
  return (
    <button
      type="button"
      className={`btn btn-link btn-sm${danger ? ' text-danger' : ''}`}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
