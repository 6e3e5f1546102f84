import { createHash, randomInt, randomUUID } from 'node:crypto';
import { REALM_PATH, WEB_CLIENT_ID } from '@halo/contract';
import { Redis } from 'ioredis';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  authorizationCode,
  BrowserLike,
  decodeJwt,
  endpoints,
  openLoginPage,
  pkce,
  type Tokens,
} from '../../test/oidc-client.ts';
import { type Replicas, type Replica as Server, withTwoReplicas } from '../db/replicas.test-utils.ts';
import { DEMO_PASSWORD } from '../idp/demo-users.ts';

const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Where the replicas count together: the database both use, and Redis when both are given REDIS_URL. */
const stores = [
  { store: 'PostgreSQL', env: {} as Record<string, string> },
  ...(redisUrl ? [{ store: 'Redis', env: { REDIS_URL: redisUrl } }] : []),
];

/** A client of its own (behind the balancer, TRUST_PROXY): no count of another test or an earlier run is its. */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * docs/adr/0033-shared-limits.md: two server processes on one PostgreSQL behind one address (the same PUBLIC_URL,
 * TRUST_PROXY as behind a balancer), the requests alternating between them. A limit of N is N in total, a DPoP
 * proof is accepted once by either, and sign-in failures through both lock the account on both.
 */
describe.runIf(url)('limits of two server processes on one PostgreSQL', () => {
  describe.each(stores)('counted in $store', ({ store, env }) => {
    let database: Replicas['database'] | undefined;
    let a: Server;
    let b: Server;
    let host: string;

    // A lockout after two failures, to see it in a few attempts.
    withTwoReplicas(
      url ?? '',
      'halo_limits',
      { TRUST_PROXY: 'true', LOGIN_FAILURE_FACTOR: '2', ...env },
      (started) => {
        ({ database, a, b } = started);
        host = new URL(a.baseUrl).host;
      },
    );

    /** A request as the balancer forwards it: to either process, for the public address, from `client`. */
    const forwarded = (server: Server, path: string, client: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          'x-forwarded-for': client,
          'x-forwarded-host': host,
        },
      });

    it('accepts a route limited to 5 a minute 5 times in all, then refuses it on both', async () => {
      const client = clientAddress();
      // "Password dimenticata?", limited to 5 a minute; an empty identifier sends no mail.
      const reset = (server: Server) =>
        forwarded(server, `${REALM_PATH}/interaction/${randomUUID()}/reset`, client, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'identifier=',
        });
      const answers = [];
      for (const server of [a, b, a, b, a, b, a]) answers.push(await reset(server));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(answers.slice(0, 5).map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual([
        '4',
        '3',
        '2',
        '1',
        '0',
      ]);
      expect(Number(answers[6]?.headers.get('retry-after'))).toBeGreaterThan(0);

      // Counted where the configuration says: Redis, or the database's table.
      if (store === 'Redis') {
        const redis = new Redis(redisUrl ?? '');
        const count = await redis.get(`halo:rate:POST ${REALM_PATH}/interaction/:uid/reset ${client}`);
        await redis.quit();
        expect(count).toBe('7');
      } else {
        const db = new pg.Client({ connectionString: database?.url });
        await db.connect();
        const { rows } = await db.query('SELECT count FROM limits.rate_counts WHERE key = $1', [
          `POST ${REALM_PATH}/interaction/:uid/reset ${client}`,
        ]);
        await db.end();
        expect(rows).toEqual([{ count: 7 }]);
      }
    });

    it('accepts a DPoP proof once: the other process refuses it again', async () => {
      const { privateKey, publicKey } = await generateKeyPair('ES256');
      const jwk: JWK = await exportJWK(publicKey);
      const proof = (htm: string, htu: string, extra: Record<string, string> = {}) =>
        new SignJWT({ htm, htu, jti: randomUUID(), iat: Math.floor(Date.now() / 1000), ...extra })
          .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
          .sign(privateKey);

      // A DPoP-bound token from the provider both run (one issuer: the public address).
      const { verifier, challenge } = pkce();
      const { code } = await authorizationCode(a.baseUrl, 'medico', DEMO_PASSWORD, challenge);
      const tokenUrl = endpoints(a.baseUrl).token;
      const response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', dpop: await proof('POST', tokenUrl) },
        body: new URLSearchParams({
          client_id: WEB_CLIENT_ID,
          grant_type: 'authorization_code',
          code,
          redirect_uri: endpoints(a.baseUrl).redirectUri,
          code_verifier: verifier,
        }),
      });
      expect(response.status).toBe(200);
      const token = ((await response.json()) as Tokens).access_token;
      expect(decodeJwt(token).cnf).toEqual({ jkt: expect.any(String) });

      const path = '/api/v1/halo/app';
      const ath = createHash('sha256').update(token).digest('base64url');
      const call = (server: Server, dpop: string) =>
        forwarded(server, path, clientAddress(), { headers: { authorization: `DPoP ${token}`, dpop } });
      const first = await proof('GET', `${a.baseUrl}${path}`, { ath });
      const second = await proof('GET', `${a.baseUrl}${path}`, { ath });

      // Each process accepts a new proof, and refuses one the other has accepted, either way round.
      expect((await call(a, first)).status).toBe(200);
      expect((await call(b, first)).status).toBe(401);
      expect((await call(b, second)).status).toBe(200);
      expect((await call(a, second)).status).toBe(401);
      expect((await call(b, second)).status).toBe(401);
    });

    it('locks an account on both after failures through both', async () => {
      const client = clientAddress();
      const browser = new BrowserLike(a.baseUrl);
      const { action } = await openLoginPage(browser);
      expect(action).toBeDefined();
      // The same sign-in form, posted to either process (the interaction is the database's).
      const attempt = async (server: Server, password: string) => {
        const answer = await browser.request(`${server.baseUrl}${action}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': client,
            'x-forwarded-host': host,
          },
          body: new URLSearchParams({ username: 'cittadino', password }),
        });
        await answer.text();
        return answer.status;
      };
      // Two failures (one through each), then the lockout through both, the right password included.
      expect(await attempt(a, 'wrong-1')).toBe(200);
      expect(await attempt(b, 'wrong-2')).toBe(200);
      expect(await attempt(a, 'wrong-3')).toBe(429);
      expect(await attempt(b, DEMO_PASSWORD)).toBe(429);
      expect(await attempt(a, DEMO_PASSWORD)).toBe(429);
    });
  });
});
