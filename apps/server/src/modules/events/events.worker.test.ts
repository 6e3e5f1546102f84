import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventsService } from './events.service.ts';
import { startEventWorker } from './events.worker.ts';

const log = { error: vi.fn() } as unknown as Parameters<typeof startEventWorker>[2];

describe('the event worker of a replica', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('chains rounds while they send, never overlaps itself, and stops after the round in flight', async () => {
    vi.useFakeTimers();
    const sent = [3, 1, 0, 2, 0];
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const rounds: number[] = [];
    const events = {
      async deliverDue() {
        inFlight++;
        most = Math.max(most, inFlight);
        // The third round hangs until released: ticks meanwhile must not start another.
        if (rounds.length === 3) await new Promise<void>((resolve) => (release = resolve));
        inFlight--;
        const n = sent.shift() ?? 0;
        rounds.push(n);
        return n;
      },
    } as unknown as EventsService;
    const worker = startEventWorker(events, 1000, log);
    await vi.advanceTimersByTimeAsync(1000);
    // One tick: rounds until one sends nothing.
    expect(rounds).toEqual([3, 1, 0]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toEqual([3, 1, 0]);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(rounds).toEqual([3, 1, 0, 2, 0]);
    expect(most).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toHaveLength(5);
  });

  it('logs a failed round without its data and goes on at the next tick', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const events = {
      async deliverDue() {
        calls++;
        if (calls === 1) throw new Error('connessione persa');
        return 0;
      },
    } as unknown as EventsService;
    const worker = startEventWorker(events, 1000, log);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ error: expect.any(Object) }),
      'event delivery round failed',
    );
    await worker.stop();
  });
});
