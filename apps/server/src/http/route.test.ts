import { defineRoute, publicAccess, requires } from '@halo/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createReadCache } from '../db/read-cache.ts';
import { errorStatusesOf, queryOfSegment, route } from './route.ts';

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

describe('a reference route', () => {
  async function appWith(live: { value: boolean }) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const feed = {
      get live() {
        return live.value;
      },
      subscribe: () => () => undefined,
    };
    app.decorate('readCache', createReadCache(feed));
    let calls = 0;
    route(app, base, async () => [`risposta ${++calls}`], { reference: { tables: ['regional.regioni'] } });
    await app.ready();
    return app;
  }

  it('answers from its kept body with an entity tag, and 304 to a request naming it', async () => {
    const app = await appWith({ value: true });
    const first = await app.inject({ url: '/api/things' });
    expect(first.json()).toEqual(['risposta 1']);
    expect((await app.inject({ url: '/api/things' })).json()).toEqual(['risposta 1']);
    const again = await app.inject({
      url: '/api/things',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it('says it varies by encoding only when it has more than one form', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('readCache', createReadCache({ live: true, subscribe: () => () => undefined }));
    const long = Array.from({ length: 200 }, (_, i) => `comune ${i}`);
    route(app, { ...base, url: '/api/short' }, async () => ['Roma'], {
      reference: { tables: ['regional.regioni'] },
    });
    route(app, { ...base, url: '/api/long' }, async () => long, {
      reference: { tables: ['regional.comuni'] },
    });
    await app.ready();

    const short = await app.inject({ url: '/api/short', headers: { 'accept-encoding': 'gzip' } });
    expect(short.body).toBe('["Roma"]');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.headers.vary).toBeUndefined();
    const compressed = await app.inject({ url: '/api/long', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toBe('accept-encoding');
    const plain = await app.inject({ url: '/api/long' });
    expect(plain.json()).toEqual(long);
    expect(plain.headers.vary).toBe('accept-encoding');
    await app.close();
  });

  it('answers afresh, without entity tag, while changes cannot be heard', async () => {
    const app = await appWith({ value: false });
    expect((await app.inject({ url: '/api/things' })).json()).toEqual(['risposta 1']);
    const second = await app.inject({ url: '/api/things' });
    expect(second.json()).toEqual(['risposta 2']);
    expect(second.headers.etag).toBeUndefined();
    await app.close();
  });
});

describe('a route answering objects its service keeps', () => {
  it('serialises a kept (frozen) answer once, tags it and answers 304 to a request naming it', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    let encoded = 0;
    const schema = z.array(
      z.string().refine(() => {
        encoded++;
        return true;
      }),
    );
    let answer: string[] = Object.freeze(['una', 'risposta']) as string[];
    route(app, { ...base, response: { 200: schema } }, async () => answer, { kept: true });
    await app.ready();

    const first = await app.inject({ url: '/api/things' });
    expect(first.json()).toEqual(['una', 'risposta']);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const second = await app.inject({ url: '/api/things' });
    expect(second.body).toBe(first.body);
    expect(encoded).toBe(2);
    const again = await app.inject({
      url: '/api/things',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // A new object is a new answer; one not frozen is serialised as any other answer, without a tag.
    answer = Object.freeze(['un’altra']) as string[];
    const changed = await app.inject({
      url: '/api/things',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(['un’altra']);
    answer = ['non tenuta'];
    const plain = await app.inject({ url: '/api/things' });
    expect(plain.json()).toEqual(['non tenuta']);
    expect(plain.headers.etag).toBeUndefined();
    await app.close();
  });
});

describe('a query carried by a path segment (SPEC.md §7, docs/adr/0044)', () => {
  it('is an encoded query string when it holds "=", the search text otherwise', () => {
    expect(queryOfSegment('q=cammino&page=2')).toEqual({ q: 'cammino', page: '2' });
    expect(queryOfSegment('titolo=a%20b&x=')).toEqual({ titolo: 'a b', x: '' });
    expect(queryOfSegment('cammino')).toEqual({ q: 'cammino' });
    expect(queryOfSegment('gruppi di cammino')).toEqual({ q: 'gruppi di cammino' });
  });
});
