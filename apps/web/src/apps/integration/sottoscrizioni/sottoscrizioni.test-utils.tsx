import {
  type Consegna,
  eventTypeLabels,
  eventTypes,
  type Sottoscrizione,
  TEST_EVENT_TYPE,
} from '@halo/contract/integration';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { IntegrationSottoscrizioni } from './sottoscrizioni.screen.tsx';

export const API = '/api/v1/integration';
export const SUBSCRIPTIONS = `${API}/subscriptions`;

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

export function renderSottoscrizioni(url = '/integrazioni/sottoscrizioni') {
  return renderScreen(<IntegrationSottoscrizioni />, url, undefined, admin);
}

export const sottoscrizione = (
  id: number,
  nome: string,
  changes: Partial<Sottoscrizione> = {},
): Sottoscrizione => ({
  id,
  nome,
  url: `https://${nome.toLowerCase()}.example.it/eventi`,
  tipi: ['it.halo.calendar.booking.created'],
  datiPersonali: false,
  attiva: true,
  ritentaPerOre: 24,
  version: 1,
  creataIl: '2026-11-20T09:00:00.000Z',
  aggiornataIl: '2026-11-20T09:00:00.000Z',
  consegne: { pending: 0, delivered: 0, parked: 0 },
  ultimaConsegna: null,
  inErrore: 0,
  ...changes,
});

export const consegna = (
  id: number,
  stato: Consegna['stato'],
  changes: Partial<Consegna> = {},
): Consegna => ({
  id,
  evento: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  tipo: 'it.halo.calendar.booking.created',
  soggetto: `prenotazioni/${id}`,
  istante: '2026-11-28T10:15:00.000Z',
  stato,
  tentativi: stato === 'delivered' ? 1 : 3,
  ultimoEsito: stato === 'delivered' ? 'HTTP 200' : 'HTTP 503',
  consegnata: stato === 'delivered' ? '2026-11-28T10:15:05.000Z' : null,
  prossimoTentativo: stato === 'pending' ? '2026-11-28T10:20:00.000Z' : null,
  ...changes,
});

/** The event types as the server answers them. */
export const eventTypesRoute = on('GET', `${API}/event-types`, () =>
  json(
    eventTypes.map((tipo) => ({
      tipo,
      etichetta: eventTypeLabels[tipo],
      sottoscrivibile: tipo !== TEST_EVENT_TYPE,
    })),
  ),
);

/** The list of subscriptions as one JSON page. */
export const listRoute = (rows: () => Sottoscrizione[]) =>
  on('GET', SUBSCRIPTIONS, () => json({ items: rows(), total: rows().length, page: 1, size: 20 }));
