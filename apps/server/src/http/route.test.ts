import { defineRoute, publicAccess, requires } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatusesOf } from './route.ts';

const base = defineRoute({
  method: 'GET',
  url: '/api/things',
  access: publicAccess,
  summary: 'Things',
  tags: ['test'],
  response: { 200: z.array(z.string()) },
});

describe('the error statuses a route documents', () => {
  it('has only 400 when public and without input (the input guard reads any query string)', () => {
    expect(errorStatusesOf(base)).toEqual([400]);
    expect(errorStatusesOf({ ...base, querystring: z.object({ q: z.string() }) })).toEqual([400]);
  });

  it('derives 401 from a token, 403 from a permission and 429 from a rate limit', () => {
    expect(errorStatusesOf({ ...base, access: { kind: 'authenticated' } })).toEqual([400, 401]);
    expect(errorStatusesOf({ ...base, access: requires('halo.gruppi', 'READ') })).toEqual([400, 401, 403]);
    expect(errorStatusesOf(base, { rateLimit: { max: 5, timeWindow: '1 minute' } })).toEqual([400, 429]);
  });

  it('adds the declared ones, once each, in order', () => {
    const def = { ...base, params: z.object({ id: z.string() }), errors: [409, 404, 400] as const };
    expect(errorStatusesOf({ ...def, access: requires('halo.gruppi', 'UPDATE') })).toEqual([
      400, 401, 403, 404, 409,
    ]);
  });
});
