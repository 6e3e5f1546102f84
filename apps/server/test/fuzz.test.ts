import { errorBodySchema } from '@halo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/idp/demo-users.ts';
import { signIn } from './oidc-client.ts';
import { startServer, type TestServer } from './servers.ts';

/**
 * Bad input over every operation of the OpenAPI document, as a probe would send it: boundary integers, control
 * characters, huge strings, deep nesting, wrong types, wrong content types, malformed percent-encoding. Whatever
 * the input, the answer is never a 5xx, and every 4xx has the house body (DESIGN.md §5). Deterministic: the same
 * inputs in the same order every run; signed in as superadmin so that input reaches validation and handlers.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: { type?: string | string[] };
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Values for one path or query parameter, percent-encoded as they go on the wire. */
const urlValues = [
  '0',
  '-1',
  '2147483648',
  '9007199254740992',
  '1e400',
  'abc',
  '%00',
  '%0A',
  '%ZZ',
  '%E0%A4%A',
  encodeURIComponent('ü'.repeat(300)),
  'a'.repeat(1500),
];

/** Values put in each property of a body in turn. */
const fieldValues: unknown[] = [
  0,
  -1,
  2 ** 31,
  2 ** 53,
  1.5,
  '',
  '\u0000',
  'x'.repeat(100_000),
  [],
  {},
  null,
  true,
  { $where: '1' },
];

function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** Whole bodies of the wrong shape, and raw payloads with the wrong type. */
const bodies: { payload: string; contentType: string }[] = [
  { payload: '42', contentType: 'application/json' },
  { payload: '"testo"', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: JSON.stringify(nested(2000)), contentType: 'application/json' },
  { payload: JSON.stringify({ s: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' },
  { payload: '<a>1</a>', contentType: 'application/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'testo', contentType: 'text/plain' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
];

function resolve(document: Document, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
}

/** A body of the right shape, so that one bad field at a time is what is tested. */
function plausibleBody(document: Document, schema: JsonSchema | undefined, depth = 0): unknown {
  const resolved = resolve(document, schema);
  if (!resolved || depth > 6) return null;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  const alternative = resolved.anyOf?.[0] ?? resolved.oneOf?.[0];
  if (alternative) return plausibleBody(document, alternative, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'a';
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([name, inner]) => [
          name,
          plausibleBody(document, inner, depth + 1),
        ]),
      );
    default:
      return null;
  }
}

/** A value of the right type for every parameter, so that one bad value at a time is what is tested. */
function plausible(parameter: Parameter): string {
  const type = parameter.schema?.type;
  return type === 'integer' || type === 'number' ? '1' : type === 'boolean' ? 'true' : 'a';
}

function url(path: string, operation: Operation, bad?: { name: string; value: string }): string {
  const parameters = operation.parameters ?? [];
  let filled = path;
  for (const p of parameters.filter((p) => p.in === 'path')) {
    filled = filled.replace(`{${p.name}}`, p.name === bad?.name ? bad.value : plausible(p));
  }
  const query = parameters
    .filter((p) => p.in === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=${p.name === bad?.name ? bad.value : plausible(p)}`);
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let server: TestServer;
  let authorization: string;
  let document: Document;

  beforeAll(async () => {
    server = await startServer();
    authorization = `Bearer ${(await signIn(server.baseUrl, 'superadmin', DEMO_PASSWORD)).tokens.access_token}`;
    document = server.app.swagger() as unknown as Document;
  });
  afterAll(() => server.close());

  it('never answers 5xx, and every 4xx carries the house error body', async () => {
    const failures: string[] = [];
    let requests = 0;
    const send = async (
      method: string,
      target: string,
      payload?: string,
      contentType = 'application/json',
    ): Promise<void> => {
      requests++;
      const response = await server.app.inject({
        method: method.toUpperCase() as 'GET',
        url: target,
        headers: { authorization, ...(payload !== undefined && { 'content-type': contentType }) },
        ...(payload !== undefined && { payload }),
      });
      const label = `${method.toUpperCase()} ${target.slice(0, 120)} ${payload?.slice(0, 60) ?? ''}`;
      if (response.statusCode >= 500) {
        failures.push(`${response.statusCode} ${label}`);
      } else if (response.statusCode >= 400) {
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = response.body;
        }
        if (!errorBodySchema.safeParse(body).success)
          failures.push(`${response.statusCode} without the house body: ${label}`);
      }
    };

    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);

    for (const { path, method, operation } of operations) {
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in !== 'header')) {
        for (const value of urlValues) {
          await send(method, url(path, operation, { name: parameter.name, value }));
        }
      }
      const schema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
      if (!operation.requestBody) continue;
      for (const body of bodies) {
        await send(method, url(path, operation), body.payload, body.contentType);
      }
      const base = plausibleBody(document, schema);
      for (const property of Object.keys(schema?.properties ?? {})) {
        for (const value of fieldValues) {
          const body = { ...(base as Record<string, unknown>), [property]: value };
          await send(method, url(path, operation), JSON.stringify(body));
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 180_000);
});
