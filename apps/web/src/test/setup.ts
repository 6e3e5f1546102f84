import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n/i18n.ts';

// design-react-kit's CommonJS build requires bootstrap-italia's UMD bundle, which sets
// process.env.NODE_ENV to 'production' as a side effect; React's JSX dev runtime, loaded after it, would then
// be the production one (without jsxDEV). Load the kit once here and put the test mode back.
const nodeEnv = process.env.NODE_ENV;
await import('design-react-kit');
process.env.NODE_ENV = nodeEnv;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A test that switched to English leaves the next one in Italian, the default.
  await i18n.changeLanguage('it');
  document.documentElement.lang = 'it';
});
