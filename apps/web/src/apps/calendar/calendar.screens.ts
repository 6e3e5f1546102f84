import type { ScreensOf } from '@halo/contract';
import type { calendarManifest } from '@halo/contract/calendar.manifest';
import type { ScreenRegistry } from '../../lib/screens.ts';

/** The calendar application's screens, by the names its manifest lists: each one a lazy chunk. */
export const screens = {
  CalendarHome: () => import('./disponibilita/calendar-home.screen.tsx').then((m) => m.CalendarHome),
  CalendarAgenda: () => import('./agenda/calendar-agenda.screen.tsx').then((m) => m.CalendarAgenda),
  CalendarCalendari: () =>
    import('./calendari/calendar-calendari.screen.tsx').then((m) => m.CalendarCalendari),
  CalendarPrenotazioni: () =>
    import('./prenotazioni/calendar-prenotazioni.screen.tsx').then((m) => m.CalendarPrenotazioni),
} satisfies ScreenRegistry<ScreensOf<typeof calendarManifest>>;
