import {
  deriveRole,
  hasFlag,
  type PermissionFlag,
  type Principal,
  roleClaimsOf,
  SUPERADMIN_REALM_ROLE,
} from '@halo/contract';
import { CALENDAR_APPLICATION, calendarSections, calendarMessages as m } from '@halo/contract/calendar';
import { NotFoundError } from '../../errors.ts';
import type { CalendarParts } from './calendar.parts.ts';
import type { CalendarRow } from './calendar.repository.ts';

/*
 * Who may do what with a calendar: see it, book on it, operate it (manage its bookings). The rules read a
 * principal's masks on the calendar's two sections and the calendar's groups; they decide what may be asked.
 */

/** Operates a calendar: holds `flag` on the bookings section and belongs to one of its operator groups (if any). */
export function operates(
  calendar: CalendarRow,
  principal: Principal,
  mask: Map<string, number>,
  flag: PermissionFlag = 'LIST',
): boolean {
  if (!hasFlag(mask.get(calendarSections.prenotazioni) ?? 0, flag)) return false;
  return (
    isAdmin(principal) ||
    calendar.gruppiOperatori.length === 0 ||
    calendar.gruppiOperatori.some((g) => principal.groups.includes(g))
  );
}

/** The platform's superadmin and the calendar application's admins operate every calendar. */
function isAdmin(principal: Principal): boolean {
  return (
    principal.realmRoles.includes(SUPERADMIN_REALM_ROLE) ||
    deriveRole(roleClaimsOf(principal), CALENDAR_APPLICATION).isAdmin
  );
}

/** Books on a calendar: anyone on a public one, its groups on a reserved one, its operators on any. */
export function mayBook(calendar: CalendarRow, principal: Principal, mask: Map<string, number>): boolean {
  switch (calendar.tipoAccesso) {
    case 'pubblico':
      return true;
    case 'riservato':
      return calendar.gruppi.some((g) => principal.groups.includes(g)) || operates(calendar, principal, mask);
    default:
      return operates(calendar, principal, mask);
  }
}

/** Sees a calendar: who reads the calendars' section, its operators, and who may book on it while it is active. */
export function maySee(calendar: CalendarRow, principal: Principal, mask: Map<string, number>): boolean {
  return (
    hasFlag(mask.get(calendarSections.calendari) ?? 0, 'READ') ||
    operates(calendar, principal, mask) ||
    (calendar.attivo && mayBook(calendar, principal, mask))
  );
}

/** A principal's masks on the calendar's sections, and the calendars they may see. */
export function createCalendarAccess({ deps, repo }: CalendarParts) {
  async function masks(principal: Principal) {
    return deps.permissions.masksFor(principal, [calendarSections.calendari, calendarSections.prenotazioni]);
  }

  /** A calendar as the reads see it: kept until a calendar changes, on any replica (docs/adr/0032). */
  const readCalendar = deps.cache
    ? deps.cache.memo({
        tables: ['calendar.calendars'],
        load: (id: number) => repo.findCalendar(id),
        max: 5000,
      })
    : (id: number) => repo.findCalendar(id);

  async function visibleCalendar(id: number, principal: Principal) {
    const [calendar, mask] = await Promise.all([readCalendar(id), masks(principal)]);
    if (!calendar || !maySee(calendar, principal, mask)) {
      throw new NotFoundError(m.notFound);
    }
    return { calendar, mask };
  }

  return { masks, visibleCalendar };
}

export type CalendarAccess = ReturnType<typeof createCalendarAccess>;
