import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type ErrorStatus, errorBodySchema, errorMessages } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What each error answer means, as the document's response description (DESIGN.md §5). */
const errorDescriptions: Record<ErrorStatus, string> = {
  400: errorMessages.validation,
  401: errorMessages.unauthenticated,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  409: errorMessages.conflict,
  429: errorMessages.tooManyRequests,
  503: errorMessages.unavailable,
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

/** What `route()` adds to a route's schema for the document only: Fastify neither validates nor serialises it. */
interface DocumentOnly {
  responseHeaders?: Record<string, z.ZodType>;
  errorStatuses?: readonly ErrorStatus[];
}

/**
 * The OpenAPI transform of the zod schemas, plus what a route of the contract declares beyond them: the
 * headers of its success answers and the error body for each status it can fail with. Only the contract's
 * routes (those with an `operationId`) are documented: the identity provider's pages and protocol (its
 * catch-all route accepts every method, HTTP QUERY included), its assets and the SPA are not the API.
 */
export function openApiTransform(document: TransformInput): TransformOutput {
  const { responseHeaders, errorStatuses, ...schema } = (document.schema ?? {}) as DocumentOnly &
    Record<string, unknown>;
  if (!schema.operationId) {
    return { schema: { hide: true }, url: document.url } as TransformOutput;
  }
  // The document is 3.1, so the zod transform emits JSON Schema 2020-12 (its target follows `openapi`).
  const errors = Object.fromEntries(
    (errorStatuses ?? []).map((status) => [
      status,
      {
        description: errorDescriptions[status],
        content: { 'application/json': { schema: errorBodySchema } },
      },
    ]),
  );
  const response = { ...(schema.response as object), ...errors };
  const transformed = jsonSchemaTransform({ ...document, schema: { ...schema, response } } as TransformInput);
  const responses = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  if (!responseHeaders || !responses) {
    return transformed;
  }
  const headers = Object.fromEntries(
    Object.entries(responseHeaders).map(([name, header]) => {
      const { $schema: _, ...json } = z.toJSONSchema(header, { io: 'output', target: 'draft-2020-12' });
      return [name, json];
    }),
  );
  for (const [status, documented] of Object.entries(responses)) {
    if (status.startsWith('2')) {
      documented.headers = headers;
    }
  }
  return transformed;
}

const SCHEMA_REF = '#/components/schemas/';

/** The names of the component schemas `value` refers to, directly or through other components. */
function referencedSchemas(value: unknown, schemas: Record<string, unknown>, found = new Set<string>()) {
  if (Array.isArray(value)) {
    for (const item of value) {
      referencedSchemas(item, schemas, found);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        const name = child.slice(SCHEMA_REF.length);
        if (!found.has(name)) {
          found.add(name);
          referencedSchemas(schemas[name], schemas, found);
        }
      } else {
        referencedSchemas(child, schemas, found);
      }
    }
  }
  return found;
}

/** `value` with its references to component schemas renamed. */
function renameReferences(value: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => renameReferences(item, renames));
  }
  if (!value || typeof value !== 'object') {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        const name = child.slice(SCHEMA_REF.length);
        return [key, `${SCHEMA_REF}${renames.get(name) ?? name}`];
      }
      return [key, renameReferences(child, renames)];
    }),
  );
}

const INPUT = 'Input';

/**
 * The component schemas the operations use, by the names the contract gives them. The zod transform emits
 * every schema with an id twice, as read (`XInput`) and as written (`X`), and most are used only one way:
 * the unused ones go, and `XInput` is called `X` when `X` is unused or says the same.
 */
export function openApiTransformObject(
  document: Parameters<typeof jsonSchemaTransformObject>[0],
): ReturnType<typeof jsonSchemaTransformObject> {
  const transformed = jsonSchemaTransformObject(document) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = transformed.components?.schemas ?? {};
  const used = referencedSchemas(transformed.paths, schemas);
  const renames = new Map<string, string>();
  const same = (a: string, b: string) =>
    JSON.stringify(renameReferences(schemas[a], renames)) ===
    JSON.stringify(renameReferences(schemas[b], renames));
  // Renaming one pair can make another pair equal (a schema that contains the first): repeat until stable.
  for (let renamed = true; renamed; ) {
    renamed = false;
    for (const name of used) {
      const base = name.slice(0, -INPUT.length);
      if (
        name.endsWith(INPUT) &&
        !renames.has(name) &&
        base in schemas &&
        (!used.has(base) || same(name, base))
      ) {
        renames.set(name, base);
        renamed = true;
      }
    }
  }
  return {
    ...transformed,
    paths: renameReferences(transformed.paths, renames),
    components: {
      ...transformed.components,
      schemas: Object.fromEntries(
        Object.entries(schemas)
          .filter(([name]) => used.has(name))
          .map(([name, schema]) => [renames.get(name) ?? name, renameReferences(schema, renames)]),
      ),
    },
  } as ReturnType<typeof jsonSchemaTransformObject>;
}

/** The OpenAPI 3.1 document of the API at `/api/docs/json`, generated from the contract, and its viewer. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string; publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Halo API',
        version: options.version,
        description: 'API della piattaforma Halo (SPEC.md §7).',
      },
      servers: [{ url: options.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
