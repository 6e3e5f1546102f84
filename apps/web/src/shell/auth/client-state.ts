import { clearSessionCookies } from './session-cookies.ts';

interface ClientStateEnv {
  cookies: { cookie: string };
  localStorage: Pick<Storage, 'clear'> | null;
  sessionStorage: Pick<Storage, 'clear'> | null;
}

function browserEnv(): ClientStateEnv {
  return {
    cookies: document,
    localStorage: globalThis.localStorage ?? null,
    sessionStorage: globalThis.sessionStorage ?? null,
  };
}

/** SPEC.md §4: when authentication is lost or the user logs out, nothing of the session may survive. */
export function clearClientState(env: ClientStateEnv = browserEnv()): void {
  clearSessionCookies(env.cookies);
  try {
    env.localStorage?.clear();
  } catch {
    // Storage denied: there is nothing stored to clear.
  }
  try {
    env.sessionStorage?.clear();
  } catch {
    // As above.
  }
}
