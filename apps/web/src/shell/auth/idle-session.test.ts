import { describe, expect, it } from 'vitest';
import { createActivityClock, formatCountdown, idlePhase, LAST_ACTIVITY_KEY } from './idle-session.ts';

const policy = { idleSeconds: 1800, warnSeconds: 120 };

describe('the idle session', () => {
  it('warns in the last two minutes and ends after thirty of inactivity', () => {
    const start = 1_000_000;
    expect(idlePhase(start, start + 60_000, policy)).toEqual({ kind: 'active' });
    expect(idlePhase(start, start + (1800 - 120) * 1000, policy)).toEqual({
      kind: 'warning',
      secondsLeft: 120,
    });
    expect(idlePhase(start, start + (1800 - 1) * 1000 - 500, policy)).toEqual({
      kind: 'warning',
      secondsLeft: 2,
    });
    expect(idlePhase(start, start + 1800 * 1000, policy)).toEqual({ kind: 'expired' });
  });

  it('shows the time left as minutes and seconds', () => {
    expect(formatCountdown(105)).toBe('1:45');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('shares the last activity between tabs, writing it at most every five seconds unless told', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    let now = 10_000;
    const tab = createActivityClock(storage, () => now);
    const other = createActivityClock(storage, () => now);
    tab.touch();
    expect(store.get(LAST_ACTIVITY_KEY)).toBe('10000');
    now = 12_000;
    tab.touch();
    expect(store.get(LAST_ACTIVITY_KEY)).toBe('10000');
    expect(tab.last()).toBe(12_000);
    tab.touch(true);
    expect(store.get(LAST_ACTIVITY_KEY)).toBe('12000');
    // The other tab, idle since it opened, sees this tab's activity.
    now = 500_000;
    expect(other.last()).toBe(12_000);
  });
});
