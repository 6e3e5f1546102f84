import { useEffect, useState } from 'react';

/**
 * Runs `settle` after `delayMs` unless the address has moved meanwhile; answers the way to cancel it. A link followed
 * within the pause: the router has already moved the address and keeps the screen until the next one has loaded, and
 * a list writing its search into the address then would take the user back to the list.
 */
export function afterPause(settle: () => void, delayMs: number): () => void {
  const startedAt = window.location.pathname;
  const timer = setTimeout(() => {
    if (window.location.pathname === startedAt) settle();
  }, delayMs);
  return () => clearTimeout(timer);
}

/** The value, once it has stopped changing for `delayMs` (and the user is still on this page). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => afterPause(() => setSettled(value), delayMs), [value, delayMs]);
  return settled;
}
