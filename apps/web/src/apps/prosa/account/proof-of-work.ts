import { prosaRegistrationRoutes } from '@halo/contract/prosa/registration';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../../../lib/call-route.ts';

/**
 * The self-registration's proof of work (docs/adr/0015): a challenge of the server, solved in the browser with
 * WebCrypto (ALTCHA's open library, no outside service), sent as `x-altcha`. The server spends a solved challenge
 * once and keeps it valid ten minutes, so every submit attempt takes a fresh one; the next is solved in the
 * background as soon as one is taken, so a second attempt does not wait either.
 */

/** A solved challenge older than this is solved again: the server's are valid ten minutes. */
const MAX_AGE_MS = 9 * 60_000;
/** Past this, the work is worth a word to the person waiting. */
export const SLOW_AFTER_MS = 3_000;

/** The header's value: base64 of the challenge and its solution, as the server reads it. */
export function challengeHeader(challenge: Challenge, solution: unknown): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A fresh challenge of the server, solved; rejects when it could not be read or solved (aborted included). */
async function solveFresh(signal: AbortSignal): Promise<string> {
  const answer = await callRoute(prosaRegistrationRoutes.sfidaRegistrazione, { alert: false, signal });
  if (!answer.ok) throw new Error('challenge');
  const challenge = answer.data as unknown as Challenge;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new Error('unsolved');
  return challengeHeader(challenge, solution);
}

interface Attempt {
  header: Promise<string>;
  startedAt: number;
}

export type ProofState = 'working' | 'ready' | 'failed';

/**
 * Starts the work when the page opens. `state` says where it is, `slow` whether it has taken long enough to
 * mention; `take()` gives a solved challenge's header (waiting for it if needed, trying once more after a
 * failure) and starts the next one.
 */
export function useProofOfWork() {
  const [state, setState] = useState<ProofState>('working');
  const [slow, setSlow] = useState(false);
  const current = useRef<Attempt | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback((): Attempt => {
    const signal = controller.current?.signal ?? new AbortController().signal;
    const attempt: Attempt = { header: solveFresh(signal), startedAt: Date.now() };
    // Every attempt settles: a failure is reported by `take`, never unhandled.
    attempt.header.catch(() => undefined);
    current.current = attempt;
    setState('working');
    setSlow(false);
    const timer = setTimeout(() => {
      if (current.current === attempt) setSlow(true);
    }, SLOW_AFTER_MS);
    attempt.header.then(
      () => {
        clearTimeout(timer);
        if (current.current === attempt) {
          setState('ready');
          setSlow(false);
        }
      },
      () => {
        clearTimeout(timer);
        if (current.current === attempt && !signal.aborted) {
          setState('failed');
          setSlow(false);
        }
      },
    );
    return attempt;
  }, []);

  useEffect(() => {
    controller.current = new AbortController();
    start();
    return () => {
      controller.current?.abort();
      current.current = null;
    };
  }, [start]);

  const take = useCallback(async (): Promise<string | null> => {
    let attempt = current.current ?? start();
    if (Date.now() - attempt.startedAt > MAX_AGE_MS) attempt = start();
    let header = await attempt.header.catch(() => null);
    if (header === null) header = await start().header.catch(() => null);
    if (header !== null) start();
    return header;
  }, [start]);

  return { state, slow, take };
}
