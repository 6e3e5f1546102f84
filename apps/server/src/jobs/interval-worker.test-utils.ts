import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import type { DueSender } from './interval-worker.ts';

/**
 * Runs a worker, on fake timers, for two ticks of a second whose first round fails with `message`, then stops it:
 * answers how many rounds it tried and its log's `error` (a mock).
 */
export async function runFailingRound(
  start: (sender: DueSender, intervalMs: number, log: FastifyBaseLogger) => { stop(): Promise<void> },
  message: string,
) {
  vi.useFakeTimers();
  try {
    let calls = 0;
    const error = vi.fn();
    const sender = {
      async deliverDue() {
        calls++;
        if (calls === 1) throw new Error(message);
        return 0;
      },
    };
    const worker = start(sender, 1000, { error } as unknown as FastifyBaseLogger);
    await vi.advanceTimersByTimeAsync(2000);
    await worker.stop();
    return { calls, error };
  } finally {
    vi.useRealTimers();
  }
}
