import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, defineRoutes } from './http.ts';
import { publicAccess } from './permissions.ts';

const ping = defineRoute({
  method: 'GET',
  url: '/api/ping',
  access: publicAccess,
  summary: 'Ping',
  tags: ['test'],
  response: { 200: z.object({ ok: z.boolean() }) },
});

describe('defineRoutes', () => {
  it('names each route by its key, keeping the rest of the definition', () => {
    const routes = defineRoutes({ ping, pong: { ...ping, url: '/api/pong' } });
    expect(routes.ping).toEqual({ ...ping, operationId: 'ping' });
    expect(routes.pong.operationId).toBe('pong');
    expect(routes.pong.url).toBe('/api/pong');
  });

  it('prefixes the names of a record whose keys repeat another record’s', () => {
    const routes = defineRoutes({ ping }, { prefix: 'public' });
    expect(routes.ping.operationId).toBe('publicPing');
  });
});
