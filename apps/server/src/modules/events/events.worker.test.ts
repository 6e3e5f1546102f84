import { describe, expect, it } from 'vitest';
import { runFailingRound } from '../../jobs/interval-worker.test-utils.ts';
import { startEventWorker } from './events.worker.ts';

// The rounds themselves (chaining, no overlap, stop) are the interval worker's: jobs/interval-worker.test.ts.
describe('the event worker of a replica', () => {
  it('logs a failed round without its data and goes on at the next tick', async () => {
    const { calls, error } = await runFailingRound(startEventWorker, 'connessione persa');
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ error: expect.any(Object) }),
      'event delivery round failed',
    );
  });
});
