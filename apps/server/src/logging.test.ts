import { describe, expect, it } from 'vitest';
import { signIn, tokenRequest } from '../test/oidc-client.ts';
import type { TestServer } from '../test/servers.ts';
import { withServer } from '../test/suite.ts';
import { DEMO_PASSWORD } from './idp/demo-users.ts';

/** A server for the enclosing `describe` logging at `level`: the lines it writes, and its address once started. */
function withLoggingServer(level: string) {
  const logged = { lines: [] as string[], baseUrl: '' };
  withServer(
    {
      env: { LOG_LEVEL: level },
      overrides: { logStream: { write: (line) => logged.lines.push(line) } },
    },
    (started: TestServer) => {
      logged.baseUrl = started.baseUrl;
    },
  );
  return logged;
}

describe('logs', () => {
  const server = withLoggingServer('trace');
  const { lines } = server;

  it('never contain tokens, passwords, codes, query strings or personal data', async () => {
    const { tokens } = await signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD);
    await tokenRequest(server.baseUrl, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    await fetch(`${server.baseUrl}/api/v1/halo/me?email=cittadino@example.org`, {
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        cookie: `bearerToken=${tokens.access_token}`,
      },
    });
    await fetch(`${server.baseUrl}/api/stroke/public/callbackm/segreto-invito-123`);
    await signIn(server.baseUrl, 'ente', 'password-sbagliata').catch(() => undefined);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/v1/halo/me');
    expect(log).toContain('/api/stroke/public/callbackm/[redatto]');
    for (const secret of [
      tokens.access_token,
      tokens.refresh_token,
      tokens.id_token,
      DEMO_PASSWORD,
      'password-sbagliata',
      'cittadino@example.org',
      'segreto-invito-123',
      'code_challenge',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('the request log at the default level', () => {
  const server = withLoggingServer('info');
  const { lines } = server;

  it('has one line per error answer, none for a quick success', async () => {
    lines.length = 0;
    expect((await fetch(`${server.baseUrl}/api/config`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/v1/halo/me`)).status).toBe(401);
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/v1/halo/me' }),
        res: { statusCode: 401 },
      }),
    ]);
  });
});
