import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest } from '../../test/fake-timers.ts';
import { createLoadingOverlay, OVERLAY_HIDE_DELAY_MS } from './loading-overlay.store.ts';

fakeTimersInEachTest();

/** Still up 999 ms after the last request ended, gone at 1000 ms. */
function expectHiddenAfterDelay(overlay: ReturnType<typeof createLoadingOverlay>) {
  vi.advanceTimersByTime(999);
  expect(overlay.isVisible()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(overlay.isVisible()).toBe(false);
}

describe('loading overlay (SPEC.md §2, §9)', () => {
  it('shows while a request runs and hides 1000 ms after it ends', () => {
    expect(OVERLAY_HIDE_DELAY_MS).toBe(1000);
    const overlay = createLoadingOverlay();
    overlay.begin();
    expect(overlay.isVisible()).toBe(true);
    overlay.end();
    expectHiddenAfterDelay(overlay);
  });

  it('counts requests in flight: stays up until the last one ends', () => {
    const overlay = createLoadingOverlay();
    overlay.begin();
    overlay.begin();
    overlay.end();
    vi.advanceTimersByTime(5000);
    expect(overlay.isVisible()).toBe(true);
    expect(overlay.inFlight()).toBe(1);
    overlay.end();
    vi.advanceTimersByTime(1000);
    expect(overlay.isVisible()).toBe(false);
  });

  it('a request starting during the hide delay keeps it up and restarts the delay', () => {
    const overlay = createLoadingOverlay();
    overlay.begin();
    overlay.end();
    vi.advanceTimersByTime(600);
    overlay.begin();
    vi.advanceTimersByTime(600);
    expect(overlay.isVisible()).toBe(true);
    overlay.end();
    expectHiddenAfterDelay(overlay);
  });

  it('notifies subscribers when visibility changes', () => {
    const overlay = createLoadingOverlay();
    const listener = vi.fn();
    overlay.subscribe(listener);
    overlay.begin();
    overlay.end();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores an end without a begin', () => {
    const overlay = createLoadingOverlay();
    overlay.end();
    expect(overlay.inFlight()).toBe(0);
    expect(overlay.isVisible()).toBe(false);
  });
});
