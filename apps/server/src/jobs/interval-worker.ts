import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../plugins/error-handler.ts';

/** Items claimed per round. */
const BATCH = 20;
/**
 * Rounds one tick may chain while they send something, before it leaves the rest to the next tick: a round sends
 * one item per subject, so a subject's next item goes in the next round, not a whole interval later.
 */
const MAX_ROUNDS = 10;

/** What a worker's rounds send: the items due at `now`, at most `limit`, answering how many it sent. */
export interface DueSender {
  deliverDue(options: { now: Date; limit: number }): Promise<number>;
}

/**
 * A replica's worker over an outbox: every `intervalMs`, sends what is due, chaining rounds while they send (every
 * replica runs one; the claims keep them from sending one item twice at once or a subject out of order). A tick does
 * nothing while the last one is still sending; a failed round is logged as `failure` (the error's type, never its
 * data) and the next tick goes on. `stop` clears the timer and waits for the round in flight.
 */
export function startIntervalWorker(
  sender: DueSender,
  intervalMs: number,
  log: FastifyBaseLogger,
  failure: string,
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        for (let round = 0; round < MAX_ROUNDS; round++) {
          if ((await sender.deliverDue({ now: new Date(), limit: BATCH })) === 0) break;
        }
      } catch (error) {
        log.error({ error: loggableError(error) }, failure);
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
