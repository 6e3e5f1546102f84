import { describe, expect, it } from 'vitest';
import { cloudEvent, DEFAULT_RETRY, nextAttempt } from './cloud-event.ts';

describe('cloudEvent', () => {
  it('builds a CloudEvents 1.0 JSON event with its required attributes', () => {
    const event = cloudEvent({
      type: 'it.halo.calendar.booking.created',
      source: '/calendar',
      subject: 'prenotazioni/42',
      data: { prenotazione: 42, calendario: 7 },
      time: new Date('2026-11-29T10:00:00Z'),
    });
    expect(event).toMatchObject({
      specversion: '1.0',
      source: '/calendar',
      type: 'it.halo.calendar.booking.created',
      subject: 'prenotazioni/42',
      time: '2026-11-29T10:00:00.000Z',
      datacontenttype: 'application/json',
      data: { prenotazione: 42, calendario: 7 },
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('nextAttempt', () => {
  const first = new Date('2026-11-29T10:00:00Z');
  const after = (seconds: number) => new Date(first.getTime() + seconds * 1000);

  it('doubles the delay from the first, up to the longest', () => {
    const delays = [1, 2, 3, 4, 8, 12].map((attempts) => {
      const at = nextAttempt(DEFAULT_RETRY, attempts, first, first, 0.5);
      return at === 'parked' ? at : (at.getTime() - first.getTime()) / 1000;
    });
    expect(delays).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('spreads retries by ±10% with the jitter', () => {
    expect(nextAttempt(DEFAULT_RETRY, 1, first, first, 0)).toEqual(after(27));
    expect(nextAttempt(DEFAULT_RETRY, 1, first, first, 0.75)).toEqual(after(31.5));
  });

  it('parks a delivery whose next try would fall after the period', () => {
    const policy = { ...DEFAULT_RETRY, giveUpAfterHours: 1 };
    expect(nextAttempt(policy, 3, first, after(3500), 0.5)).toBe('parked');
    expect(nextAttempt(policy, 3, first, after(3000), 0.5)).toEqual(after(3120));
  });
});
