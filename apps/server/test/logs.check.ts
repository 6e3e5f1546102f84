import { existsSync, readdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scanLogs } from './log-scan.ts';

const dir = process.env.HALO_TEST_LOG_DIR ?? '';

/** Runs after the server tests (vitest.config.ts, group order): their logs hold nothing personal or secret. */
describe('the logs of every test server of this run', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('were written, at level info', () => {
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBeGreaterThan(0);
  });

  it('hold no e-mail, token, password, codice fiscale or SQL', () => {
    expect(scanLogs(dir)).toEqual([]);
  });
});
