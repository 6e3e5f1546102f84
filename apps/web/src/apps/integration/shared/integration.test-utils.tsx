import type { ReactElement } from 'react';
import type { Session } from '../../../shell/auth/session.store.ts';
import { renderScreen } from '../../../test/render-shell.tsx';

/** The integration's administrator, signed in on it. */
const admin: Partial<Session> = {
  logged: true,
  userID: 'u-int',
  username: 'integratore',
  role: 'admin',
  appID: 9,
  appName: 'Integrazioni',
  appClientId: 'integration',
};

/** An integration screen at an address, its administrator signed in. */
export function renderIntegration(screen: ReactElement, url: string) {
  return renderScreen(screen, url, undefined, admin);
}

/** What every item of a log has from its event: its id, the event's id, type and subject. */
export const logItemOf = (id: number) => ({
  id,
  evento: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  tipo: 'it.halo.calendar.booking.created',
  soggetto: `prenotazioni/${id}`,
});
