import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every test server of the run logs at level info into this folder; the 'logs' project scans it last.
const logDir = process.env.HALO_TEST_LOG_DIR ?? mkdtempSync(path.join(tmpdir(), 'halo-test-logs-'));
// The server project's test servers keep a migrated and seeded database here for the next ones to start from
// (apps/server/test/seeded-snapshot.ts); its global setup removes it after the run.
const snapshotDir = path.join(tmpdir(), `halo-test-snapshot-${process.pid}`);

export default defineConfig({
  test: {
    // One worker per core: Vitest's default leaves one core to itself, a single worker on a two-core CI machine,
    // where the whole run took 16 minutes instead of 10 (the main process mostly waits on its workers).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC', HALO_TEST_LOG_DIR: logDir, HALO_TEST_SNAPSHOT_DIR: snapshotDir },
          // Absolute: vitest takes a relative path from the project's root, knip from this file's folder.
          globalSetup: [
            fileURLToPath(new URL('./apps/server/test/seeded-snapshot.setup.ts', import.meta.url)),
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module cache per worker, as the web project (ADR 0028): each file imported the whole server
          // again, 154 of the project's 370 s. Servers, databases and stubs are each test's own and closed after it.
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          // The repository's own tools (the SPA's build and its size budget): pure functions, no server.
          name: 'scripts',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // After every other project (a higher group runs later): the logs the server tests left behind.
          name: 'logs',
          root: './apps/server',
          include: ['test/logs.check.ts'],
          environment: 'node',
          env: { HALO_TEST_LOG_DIR: logDir },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
