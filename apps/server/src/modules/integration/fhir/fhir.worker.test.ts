import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFhirWorker } from './fhir.worker.ts';

const log = { error: vi.fn() } as unknown as Parameters<typeof startFhirWorker>[2];

describe('the FHIR adapter worker of a replica', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('chains rounds while they send, never overlaps itself, and stops after the round in flight', async () => {
    vi.useFakeTimers();
    const sent = [2, 0, 1, 0];
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const rounds: number[] = [];
    const adapter = {
      async deliverDue() {
        inFlight++;
        most = Math.max(most, inFlight);
        // The third round hangs until released: ticks meanwhile must not start another.
        if (rounds.length === 2) await new Promise<void>((resolve) => (release = resolve));
        inFlight--;
        const n = sent.shift() ?? 0;
        rounds.push(n);
        return n;
      },
    };
    const worker = startFhirWorker(adapter, 1000, log);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toEqual([2, 0]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toEqual([2, 0]);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(rounds).toEqual([2, 0, 1, 0]);
    expect(most).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toHaveLength(4);
  });

  it('logs a failed round without its data and goes on at the next tick', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const adapter = {
      async deliverDue() {
        calls++;
        if (calls === 1) throw new Error('Appointment/prenotazione-1: connessione persa');
        return 0;
      },
    };
    const worker = startFhirWorker(adapter, 1000, log);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    expect(log.error).toHaveBeenCalledWith(
      { error: expect.objectContaining({ type: 'Error' }) },
      'FHIR adapter round failed',
    );
    // The error's message (which could name a resource) is not in the line.
    expect(JSON.stringify((log.error as unknown as { mock: { calls: unknown[] } }).mock.calls)).not.toContain(
      'prenotazione',
    );
    await worker.stop();
  });
});
