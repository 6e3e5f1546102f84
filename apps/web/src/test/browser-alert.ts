import { beforeEach, vi } from 'vitest';

/** Stubs the browser's `window.alert` in each test of the file: the spy returned hears it, afresh in each test. */
export function browserAlertInEachTest() {
  const browserAlert = vi.fn<(message?: unknown) => void>();
  beforeEach(() => {
    browserAlert.mockReset();
    vi.stubGlobal('alert', browserAlert);
  });
  return browserAlert;
}
