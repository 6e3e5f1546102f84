import {
  type Consegna,
  eventTypeLabels,
  eventTypes,
  type Sottoscrizione,
  TEST_EVENT_TYPE,
} from '@halo/contract/integration';
import { json, on } from '../../../test/fetch-stub.ts';
import { logItemOf, renderIntegration } from '../shared/integration.test-utils.tsx';
import { IntegrationSottoscrizioni } from './sottoscrizioni.screen.tsx';

export const API = '/api/v1/integration';
export const SUBSCRIPTIONS = `${API}/subscriptions`;

export function renderSottoscrizioni(url = '/integrazioni/sottoscrizioni') {
  return renderIntegration(<IntegrationSottoscrizioni />, url);
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
  ...logItemOf(id),
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
