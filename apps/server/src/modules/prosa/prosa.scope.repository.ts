import { and, type Column, type SQL, sql } from 'drizzle-orm';
import type { OperatoreRow } from './profiles/profiles.repository.ts';

/**
 * Whose activities a reader works on, as the repositories filter them (a `Viewer` of prosa.scope.ts is one): an
 * administrator every one, a member of staff those of their level (docs/adr/0016), anyone else none.
 */
export interface Scope {
  admin: boolean;
  staff?: Pick<OperatoreRow, 'aziendaId' | 'livello' | 'rifDistretto' | 'rifDipartimento' | 'subject'>;
}

/** A column, or an expression over columns (an event's project or campaign). */
type Operand = Column | SQL;

/**
 * The activities a member of staff works on, as SQL over a table's scope columns (null: every one, for admins;
 * undefined: none beyond what everyone reads). The same rule as `inScope` of prosa.scope.ts, on rows in SQL.
 */
export function scopeSql(
  scope: Scope,
  columns: { aziendaId: Operand; distrettoRef: Operand; dipartimentoRef: Operand | null; autore: Operand },
): SQL | null | undefined {
  if (scope.admin) return null;
  const staff = scope.staff;
  if (!staff) return undefined;
  const is = (operand: Operand, value: number | string) => sql`${operand} = ${value}`;
  const own = is(columns.aziendaId, staff.aziendaId);
  switch (staff.livello) {
    case 'ASL':
      return own;
    case 'DISTRETTO':
      return and(own, is(columns.distrettoRef, staff.rifDistretto ?? -1));
    case 'DIPARTIMENTO':
      return columns.dipartimentoRef
        ? and(own, is(columns.dipartimentoRef, staff.rifDipartimento ?? -1))
        : and(own, sql`false`);
    default:
      return and(own, is(columns.autore, staff.subject));
  }
}
