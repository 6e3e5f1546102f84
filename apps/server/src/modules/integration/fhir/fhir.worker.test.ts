import { describe, expect, it } from 'vitest';
import { runFailingRound } from '../../../jobs/interval-worker.test-utils.ts';
import { startFhirWorker } from './fhir.worker.ts';

// The rounds themselves (chaining, no overlap, stop) are the interval worker's: jobs/interval-worker.test.ts.
describe('the FHIR adapter worker of a replica', () => {
  it('logs a failed round without its data and goes on at the next tick', async () => {
    const { calls, error } = await runFailingRound(
      startFhirWorker,
      'Appointment/prenotazione-1: connessione persa',
    );
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledWith(
      { error: expect.objectContaining({ type: 'Error' }) },
      'FHIR adapter round failed',
    );
    // The error's message (which could name a resource) is not in the line.
    expect(JSON.stringify(error.mock.calls)).not.toContain('prenotazione');
  });
});
