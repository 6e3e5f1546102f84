import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../plugins/error-handler.ts';
import type { EventsService } from './events.service.ts';

/** Deliveries claimed per round. */
const BATCH = 20;
/**
 * Rounds one tick may chain while they send something, before it leaves the rest to the next tick: a round sends
 * one delivery per subject, so a subject's next event goes in the next round, not a whole interval later.
 */
const MAX_ROUNDS = 10;

/**
 * The event worker of this replica: every `intervalMs`, sends the deliveries due (every replica runs one; the
 * claims keep them from sending one delivery twice at once or a subject out of order). A tick does nothing while the
 * last one is still sending. `stop` clears the timer and waits for the round in flight.
 */
export function startEventWorker(events: EventsService, intervalMs: number, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        for (let round = 0; round < MAX_ROUNDS; round++) {
          if ((await events.deliverDue({ now: new Date(), limit: BATCH })) === 0) break;
        }
      } catch (error) {
        log.error({ error: loggableError(error) }, 'event delivery round failed');
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
