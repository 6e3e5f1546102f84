import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../../plugins/error-handler.ts';
import type { FhirAdapter } from './fhir.adapter.ts';

/** Messages claimed per round. */
const BATCH = 20;
/** Rounds one tick may chain while they send (a round sends one message per subject), as the event worker does. */
const MAX_ROUNDS = 10;

/**
 * The FHIR adapter's worker of this replica (docs/adr/0048): every `intervalMs` (EVENTS_INTERVAL, as the event
 * deliveries'), sends the messages due; every replica runs one, the claims keep them from sending one message twice
 * at once or a subject out of order. A tick does nothing while the last one is still sending; `stop` clears the
 * timer and waits for the round in flight.
 */
export function startFhirWorker(
  adapter: Pick<FhirAdapter, 'deliverDue'>,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        for (let round = 0; round < MAX_ROUNDS; round++) {
          if ((await adapter.deliverDue({ now: new Date(), limit: BATCH })) === 0) break;
        }
      } catch (error) {
        log.error({ error: loggableError(error) }, 'FHIR adapter round failed');
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
