import type { RouteDef } from '@halo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Output<T> = T extends z.ZodType ? z.output<T> : unknown;
type ResponseBody<D extends RouteDef> = {
  [K in keyof D['response']]: D['response'][K] extends z.ZodType ? z.input<D['response'][K]> : never;
}[keyof D['response']];

export type ContractRequest<D extends RouteDef> = FastifyRequest<{
  Params: Output<D['params']>;
  Querystring: Output<D['querystring']>;
  Body: Output<D['body']>;
  Headers: Output<D['headers']>;
}>;

export type ContractHandler<D extends RouteDef> = (
  request: ContractRequest<D>,
  reply: FastifyReply,
) => Promise<ResponseBody<D> | FastifyReply>;

/**
 * Registers a route of `packages/contract` with its handler: the contract's schemas validate the input,
 * serialise the output and document the route in the OpenAPI document; its access rule is enforced by the
 * access-control hook.
 */
export function route<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: ContractHandler<D>,
  options: { rateLimit?: { max: number; timeWindow: string } } = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.url,
    schema: {
      summary: def.summary,
      tags: [...def.tags],
      ...(def.params && { params: def.params }),
      ...(def.querystring && { querystring: def.querystring }),
      ...(def.body && { body: def.body }),
      ...(def.headers && { headers: def.headers }),
      response: def.response,
      ...(def.responseHeaders && { responseHeaders: def.responseHeaders }),
      ...(def.access.kind !== 'public' && { security: [{ bearer: [] }] }),
    },
    config: { access: def.access, ...(options.rateLimit && { rateLimit: options.rateLimit }) },
    handler: handler as never,
  });
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI transform of the zod schemas, plus the response headers a route of the contract declares
 * (`responseHeaders`): @fastify/swagger documents the `headers` of a response's JSON schema.
 */
export function openApiTransform(document: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  if (!document.schema) {
    return jsonSchemaTransform(document);
  }
  const { responseHeaders, ...schema } = document.schema as { responseHeaders?: Record<string, z.ZodType> };
  const transformed = jsonSchemaTransform({ ...document, schema } as TransformInput);
  const responses = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  if (!responseHeaders || !responses) {
    return transformed;
  }
  const headers = Object.fromEntries(
    Object.entries(responseHeaders).map(([name, header]) => {
      const { $schema: _, ...json } = z.toJSONSchema(header, { io: 'output', target: 'openapi-3.0' });
      return [name, json];
    }),
  );
  for (const [status, response] of Object.entries(responses)) {
    if (status.startsWith('2')) {
      response.headers = headers;
    }
  }
  return transformed;
}
