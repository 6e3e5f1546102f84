import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntervalWorker } from './interval-worker.ts';

const log = { error: vi.fn() } as unknown as Parameters<typeof startIntervalWorker>[2];

describe('the interval worker of a replica', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { sent: [3, 1, 0, 2, 0], hangsAt: 3, firstTick: [3, 1, 0] },
    { sent: [2, 0, 1, 0], hangsAt: 2, firstTick: [2, 0] },
  ])(
    'chains rounds while they send, never overlaps itself, and stops after the round in flight (%o)',
    async ({ sent: planned, hangsAt, firstTick }) => {
      vi.useFakeTimers();
      const sent = [...planned];
      let inFlight = 0;
      let most = 0;
      let release: () => void = () => undefined;
      const rounds: number[] = [];
      const limits: number[] = [];
      const sender = {
        async deliverDue(options: { now: Date; limit: number }) {
          limits.push(options.limit);
          inFlight++;
          most = Math.max(most, inFlight);
          // The round after the first tick's hangs until released: ticks meanwhile must not start another.
          if (rounds.length === hangsAt) await new Promise<void>((resolve) => (release = resolve));
          inFlight--;
          const n = sent.shift() ?? 0;
          rounds.push(n);
          return n;
        },
      };
      const worker = startIntervalWorker(sender, 1000, log, 'round failed');
      await vi.advanceTimersByTimeAsync(1000);
      // One tick: rounds until one sends nothing.
      expect(rounds).toEqual(firstTick);
      await vi.advanceTimersByTimeAsync(5000);
      expect(rounds).toEqual(firstTick);
      const stopped = worker.stop();
      release();
      await stopped;
      expect(rounds).toEqual(planned);
      expect(most).toBe(1);
      expect(limits.every((limit) => limit === 20)).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(rounds).toHaveLength(planned.length);
    },
  );

  it('stops chaining after ten rounds that all send, leaving the rest to the next tick', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const sender = {
      async deliverDue() {
        calls++;
        return 1;
      },
    };
    const worker = startIntervalWorker(sender, 1000, log, 'round failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(20);
    await worker.stop();
  });
  // A failed round's log line: the workers' own tests (events.worker.test.ts, fhir.worker.test.ts).
});
