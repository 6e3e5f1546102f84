import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, languages, textsReady } from '../i18n/i18n.ts';
import { applicationTexts, loadNamespace } from '../i18n/resources.ts';
import '../lib/validation-language.ts';
import { alertStore } from '../shell/alerts/alert.store.ts';
import { setProofSigner } from '../shell/auth/dpop.ts';
import { sessionStore } from '../shell/auth/session.store.ts';

// design-react-kit's CommonJS build requires bootstrap-italia's UMD bundle, which sets
// process.env.NODE_ENV to 'production' as a side effect; React's JSX dev runtime, loaded after it, would then
// be the production one (without jsxDEV). Load the kit once here and put the test mode back.
const nodeEnv = process.env.NODE_ENV;
await import('design-react-kit');
process.env.NODE_ENV = nodeEnv;

// A screen's first render in a worker compiles its lazy chunk's modules there (a second or more on a loaded
// two-core machine): `findBy…` waits up to 5 s for it, and still answers as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

// Every application's texts in both languages, and the shell's in English, as the browser holds them once the
// application's first screen (or the language) has loaded them (i18n/resources.ts): a screen rendered on its own
// in a test then never waits for its texts.
await textsReady;
for (const namespace of ['shell', 'ui']) {
  i18n.addResourceBundle('en', namespace, await loadNamespace('en', namespace));
}
for (const texts of Object.values(applicationTexts)) {
  for (const language of languages) {
    for (const [namespace, bundle] of Object.entries(await texts[language]())) {
      i18n.addResourceBundle(language, namespace, bundle);
    }
  }
}

/*
 * The test files of a worker share one module cache (vite.config.ts: `isolate: false`), so each test puts back
 * what the app keeps globally: the page, storage, the tab's session, the alerts, the proof signer, spies, stubbed
 * globals and timers, and the language.
 */
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStore.reset();
  alertStore.clear();
  setProofSigner(null);
  localStorage.clear();
  sessionStorage.clear();
  // A test that switched to English leaves the next one in Italian, the default.
  await i18n.changeLanguage('it');
  document.documentElement.lang = 'it';
});
