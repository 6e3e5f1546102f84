import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, tokenRequest } from '../test/oidc-client.ts';
import { freePort, testConfig } from '../test/servers.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_PASSWORD } from './idp/demo-users.ts';
import { users as usersTable } from './idp/idp.tables.ts';
import { createUsersRepository } from './idp/users.repository.ts';

/**
 * Two real starts on a folder: the first migrates and seeds a database on disk (every application's demo data),
 * which takes 25–30 s on two busy cores; the test is about what survives, not how fast, hence its own timeout.
 */
const TWO_STARTS_MS = 120_000;

describe('a restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data and sessions: tokens issued before still work, refresh tokens still refresh', {
    timeout: TWO_STARTS_MS,
  }, async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = testConfig({ PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir });

    const first = await buildApp(config, { spaRoot: '/nonexistent' });
    await first.listen({ host: '127.0.0.1', port });
    const { tokens } = await signIn(baseUrl, 'operatore.sanitario', DEMO_PASSWORD);
    await first.close();

    // A user's change made while the server was down must survive the next start's seeding.
    const database = await openDatabase({ dataDir });
    const users = createUsersRepository(database.db);
    expect(await users.count()).toBe(12);
    await database.db
      .update(usersTable)
      .set({ firstName: 'Modificata' })
      .where(eq(usersTable.username, 'cittadino'));
    await database.close();

    const second = await buildApp(config, { spaRoot: '/nonexistent' });
    await second.listen({ host: '127.0.0.1', port });
    try {
      const me = await fetch(`${baseUrl}/api/v1/halo/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.status).toBe(200);
      const refreshed = await tokenRequest(baseUrl, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.close();
    }
    const after = await openDatabase({ dataDir });
    const cittadino = await createUsersRepository(after.db).findByUsername('cittadino');
    expect(cittadino?.firstName).toBe('Modificata');
    expect(await createUsersRepository(after.db).count()).toBe(12);
    await after.close();
  });
});
