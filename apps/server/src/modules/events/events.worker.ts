import type { FastifyBaseLogger } from 'fastify';
import { startIntervalWorker } from '../../jobs/interval-worker.ts';
import type { EventsService } from './events.service.ts';

/**
 * The event worker of this replica: every `intervalMs`, sends the deliveries due (every replica runs one; the
 * claims keep them from sending one delivery twice at once or a subject out of order). A tick does nothing while the
 * last one is still sending. `stop` clears the timer and waits for the round in flight.
 */
export function startEventWorker(
  events: Pick<EventsService, 'deliverDue'>,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  return startIntervalWorker(events, intervalMs, log, 'event delivery round failed');
}
