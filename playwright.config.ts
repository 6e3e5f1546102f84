import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in Debian's Chromium against the real server (built SPA, embedded identity provider,
 * PGlite in a fresh folder, demo data), signing in through the real login page.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // A `test.only` left in a commit would silently skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI gives a trace of the first failure, but a test that passes only on retry is flaky, and a
  // flaky test fails the run instead of hiding behind the retry.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'halo-e2e-')),
      // Short-lived tokens prove the SPA refreshes them without a reload.
      ACCESS_TOKEN_TTL: '20',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
