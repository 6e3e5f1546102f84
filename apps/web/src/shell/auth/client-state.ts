import { LANGUAGE_STORAGE_KEY } from '../../i18n/i18n.ts';
import { clearSessionCookies } from './session-cookies.ts';

interface ClientStateEnv {
  cookies: { cookie: string };
  localStorage: Pick<Storage, 'clear' | 'getItem' | 'setItem'> | null;
  sessionStorage: Pick<Storage, 'clear'> | null;
}

/** This browser's preferences, not the session's: they outlive a sign-out. */
const devicePreferences = [LANGUAGE_STORAGE_KEY];

function browserEnv(): ClientStateEnv {
  return {
    cookies: document,
    localStorage: globalThis.localStorage ?? null,
    sessionStorage: globalThis.sessionStorage ?? null,
  };
}

/**
 * SPEC.md §4: when authentication is lost or the user logs out, nothing of the session may survive. The
 * language chosen in this browser is not the session's and stays.
 */
export function clearClientState(env: ClientStateEnv = browserEnv()): void {
  clearSessionCookies(env.cookies);
  try {
    const storage = env.localStorage;
    const kept = devicePreferences.map((key) => [key, storage?.getItem(key) ?? null] as const);
    storage?.clear();
    for (const [key, value] of kept) {
      if (value !== null) storage?.setItem(key, value);
    }
  } catch {
    // Storage denied: there is nothing stored to clear.
  }
  try {
    env.sessionStorage?.clear();
  } catch {
    // As above.
  }
}
