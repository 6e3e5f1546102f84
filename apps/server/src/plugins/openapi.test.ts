import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/servers.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/database.ts';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let database: Database;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  const operation = (method: string, path: string) => {
    const found = document.paths[path]?.[method];
    if (!found) {
      throw new Error(`${method} ${path} is not documented`);
    }
    return found;
  };
  const errorStatuses = (op: Operation) =>
    Object.keys(op.responses).filter((status) => Number(status) >= 400);

  beforeAll(async () => {
    database = await openDatabase({});
    app = await buildApp(testConfig({ PUBLIC_URL: 'https://halo.example.org' }), {
      database,
      spaRoot: '/nonexistent',
    });
    document = app.swagger() as unknown as Document;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('is the one served at /api/docs/json, for the configured public URL', async () => {
    const served = (await app.inject({ url: '/api/docs/json' })).json();
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
    expect(document.servers).toEqual([{ url: 'https://halo.example.org' }]);
  });

  it('documents exactly the API routes: not the identity provider, its assets or the SPA', () => {
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    const api = app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(api.length).toBeGreaterThan(100);
    expect(documented.sort()).toEqual([...new Set(api)].sort());
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/auth'))).toEqual([]);
  });

  it("names every operation by its route's key in the contract, uniquely", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operation('get', '/api/v1/halo/routing').operationId).toBe('publicRouting');
    expect(operation('get', '/api/config').operationId).toBe('clientConfig');
    // The public twins of the regional reads share their keys: their record prefixes them.
    expect(operation('get', '/api/v1/gestioneregionale/nazioni').operationId).toBe('nazioni');
    expect(operation('get', '/api/v1/public/gestioneregionale/nazioni').operationId).toBe('publicNazioni');
  });

  it('marks public operations with an empty security requirement and the others with the bearer token', () => {
    expect(operation('get', '/api/v1/halo/routing').security).toEqual([]);
    expect(operation('get', '/api/v1/public/gestioneregionale/comuni/search').security).toEqual([]);
    expect(operation('get', '/api/v1/halo/me').security).toEqual([{ bearer: [] }]);
    for (const { path, method, operation } of operations()) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
    }
  });

  it('documents the error body for the statuses an operation answers', () => {
    // A permission on a section, a path parameter, a record looked up by id.
    expect(errorStatuses(operation('get', '/api/v1/gestioneregionale/regione/byid/{id}'))).toEqual([
      '400',
      '401',
      '403',
      '404',
    ]);
    // Public, with a query string and a rate limit; it declares the identity provider's 503.
    expect(errorStatuses(operation('post', '/api/v1/authorization/public/resendemail'))).toEqual([
      '400',
      '429',
      '503',
    ]);
    // Only a token.
    expect(errorStatuses(operation('get', '/api/v1/halo/me'))).toEqual(['400', '401']);
    // Public without input: only a query string with control characters is refused.
    expect(errorStatuses(operation('get', '/api/v1/halo/routing'))).toEqual(['400']);
    // The health check and the readiness probe answer 503 with their own report (SPEC.md §7, ADR 0037); every
    // other failure is the error body.
    for (const { path, method, operation } of operations()) {
      const report = operation.operationId === 'health' || operation.operationId === 'ready' ? ['503'] : [];
      for (const status of errorStatuses(operation).filter((s) => !report.includes(s))) {
        expect(operation.responses[status]?.content, `${method} ${path} ${status}`).toEqual(errorBody);
      }
    }
  });
});
