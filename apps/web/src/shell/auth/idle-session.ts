/**
 * Sign-out after inactivity, with a warning first (issue 12). The time of the last activity is shared by every
 * tab of the browser through localStorage: working in one tab keeps all of them signed in, "Resta collegato" in
 * one closes the warning in all, and the first tab to see the time run out signs out (which the others follow,
 * their storage being cleared).
 */

/** Where the tabs keep the time of the last activity (milliseconds since the epoch). */
export const LAST_ACTIVITY_KEY = 'halo.lastActivity';
/** Activity is written at most this often: a moving mouse does not write on every event. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5000;

export interface IdlePolicy {
  /** Inactivity after which the session ends. */
  idleSeconds: number;
  /** How long before the end the user is asked whether to stay. */
  warnSeconds: number;
}

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

export function idlePhase(lastActivity: number, now: number, policy: IdlePolicy): IdlePhase {
  const secondsLeft = Math.ceil((lastActivity + policy.idleSeconds * 1000 - now) / 1000);
  if (secondsLeft <= 0) return { kind: 'expired' };
  if (secondsLeft <= policy.warnSeconds) return { kind: 'warning', secondsLeft };
  return { kind: 'active' };
}

/** "1:45": minutes and seconds left, as the warning shows them. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

export interface ActivityClock {
  /** Records activity now; `force` writes even within the throttle interval. */
  touch(force?: boolean): void;
  /** The last activity of any tab. */
  last(): number;
}

export function createActivityClock(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: () => number = Date.now,
): ActivityClock {
  let own = now();
  let written = 0;
  const read = (): number => {
    try {
      const stored = Number(storage?.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(stored) && stored > 0 ? stored : 0;
    } catch {
      return 0;
    }
  };
  return {
    touch(force = false) {
      const at = now();
      own = at;
      if (!force && at - written < ACTIVITY_WRITE_INTERVAL_MS) return;
      written = at;
      try {
        storage?.setItem(LAST_ACTIVITY_KEY, String(at));
      } catch {
        // Storage denied: this tab's own time still counts.
      }
    },
    last: () => Math.max(own, read()),
  };
}
