import type { FastifyBaseLogger } from 'fastify';
import { startIntervalWorker } from '../../../jobs/interval-worker.ts';
import type { FhirAdapter } from './fhir.adapter.ts';

/**
 * The FHIR adapter's worker of this replica (docs/adr/0048): every `intervalMs` (EVENTS_INTERVAL, as the event
 * deliveries'), sends the messages due, as the event worker does; every replica runs one, the claims keep them from
 * sending one message twice at once or a subject out of order. A tick does nothing while the last one is still
 * sending; `stop` clears the timer and waits for the round in flight.
 */
export function startFhirWorker(
  adapter: Pick<FhirAdapter, 'deliverDue'>,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  return startIntervalWorker(adapter, intervalMs, log, 'FHIR adapter round failed');
}
