import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every test of the file (or of the `describe`) runs on fake timers, and the real ones come back after it;
 * `address`: the page's address during each test (`/` after it).
 */
export function fakeTimersInEachTest(address?: string) {
  beforeEach(() => {
    vi.useFakeTimers();
    if (address) window.history.replaceState(null, '', address);
  });
  afterEach(() => {
    vi.useRealTimers();
    if (address) window.history.replaceState(null, '', '/');
  });
}
