import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// design-react-kit's CommonJS build requires bootstrap-italia's UMD bundle, which sets
// process.env.NODE_ENV to 'production' as a side effect; React's JSX dev runtime, loaded after it, would then
// be the production one (without jsxDEV). Load the kit once here and put the test mode back.
const nodeEnv = process.env.NODE_ENV;
await import('design-react-kit');
process.env.NODE_ENV = nodeEnv;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
