import { getAccessToken } from '../shell/auth/session.store.ts';
import { loadingOverlay } from '../shell/overlay/loading-overlay.store.ts';
import { createRouteCaller } from './call-route.ts';
import { createHttpClient, type HttpClient } from './http.ts';

/**
 * SPEC.md §8: some reads of regional data (nazioni, province, comuni, quartieri, authorities) tell the user with
 * the browser's own alert, not the global one. Same bearer header, success rule and overlay as the app's client.
 */
const browserAlertHttp: HttpClient = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getAccessToken,
  onRequestStart: () => loadingOverlay.begin(),
  onRequestEnd: () => loadingOverlay.end(),
  onFailure: ({ message }) => {
    window.alert(message);
  },
});

/** The calls of SPEC.md §8 that tell the user with the browser's alert (the regional app's and lib/territory's). */
export const browserAlert = createRouteCaller(browserAlertHttp);
