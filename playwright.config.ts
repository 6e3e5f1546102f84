import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * `E2E_SHARD=2/3`: this process runs the second third of the files against its own server, database and port
 * (scripts/e2e.ts starts the shards side by side). Shards share nothing, so a spec's sign-out, which revokes
 * the user's tokens (ADR 0010), cannot reach a spec of another shard signed in as the same demo user.
 */
const shardMatch = /^(\d+)\/(\d+)$/.exec(process.env.E2E_SHARD ?? '');
const shard = shardMatch ? { current: Number(shardMatch[1]), total: Number(shardMatch[2]) } : null;
const port = Number(process.env.E2E_PORT ?? 8181 + (shard ? shard.current - 1 : 0));
const baseURL = `http://localhost:${port}`;
const output = shard ? `/shard-${shard.current}` : '';

/**
 * Debian's old headless shell when installed (what Playwright itself runs headless: no GPU process emulating
 * one, about a fifth less CPU per test than the full browser), else Debian's Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests in Debian's Chromium against the real server (built SPA, embedded identity provider,
 * PGlite in a fresh folder, demo data), signing in through the real login page.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  shard,
  outputDir: `test-results${output}`,
  // A `test.only` left in a commit would silently skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI gives a trace of the first failure, but a test that passes only on retry is flaky, and a
  // flaky test fails the run instead of hiding behind the retry.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report${output}` }]],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
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
    // The server's bundle, what `npm start` runs (`npm run test:e2e` builds it with the SPA first).
    command: 'node apps/server/bundle/main.js',
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
      // The event worker sends what is due every second (Integrazioni's deliveries reach their receiver).
      EVENTS_INTERVAL: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
