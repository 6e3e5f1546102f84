import type { ErrorStatus, Principal, RouteDef } from '@halo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { keptHandler, type ReferenceOptions, referenceHandler } from './reference-body.ts';
import { principalOf, type WriteContext, writeContext } from './write-context.ts';

type Output<T> = T extends z.core.$ZodType ? z.output<T> : unknown;
type ResponseBody<D extends RouteDef> = {
  [K in keyof D['response']]: D['response'][K] extends z.core.$ZodType ? z.input<D['response'][K]> : never;
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

interface RouteOptions {
  rateLimit?: { max: number; timeWindow: string };
  /** Bytes a request body may have, when a route takes more than the server's default (a CSV to import). */
  bodyLimit?: number;
  /**
   * A reference read: its answer depends only on the request's address and on these tables, so it is kept
   * serialised and compressed in memory, with a strong entity tag (http/reference-body.ts).
   */
  reference?: ReferenceOptions;
  /**
   * The service may answer with an object it keeps (frozen, the same while it holds): serialised and compressed
   * once per object, with a strong entity tag (http/reference-body.ts).
   */
  kept?: boolean;
  /**
   * The path parameter that carries the query too (SPEC.md §7's `progetti/{query}`): an encoded query string
   * (`titolo=cammino&page=2`), or without `=` the text to search (`q`). The query string's own values win; the
   * whole is validated by the route's querystring schema, as the query string alone would be (docs/adr/0044).
   */
  queryInPath?: string;
}

/** The query a path segment carries: an encoded query string, or the search text. */
export function queryOfSegment(segment: string): Record<string, string> {
  return segment.includes('=') ? Object.fromEntries(new URLSearchParams(segment)) : { q: segment };
}

/**
 * The statuses a route answers with the error body: those its declaration implies (input is validated, a
 * token is required, a flag is checked, a rate limit trips) and those it declares (`errors`). Every route can
 * answer 400, even one without input: the input guard refuses control characters in any query string.
 */
export function errorStatusesOf(def: RouteDef, options: RouteOptions = {}): ErrorStatus[] {
  const implied: ErrorStatus[] = [400];
  if (def.access.kind !== 'public') {
    implied.push(401);
  }
  if (def.access.kind === 'permission' || def.access.kind === 'role') {
    implied.push(403);
  }
  if (options.rateLimit) {
    implied.push(429);
  }
  return [...new Set([...implied, ...(def.errors ?? [])])].sort((a, b) => a - b);
}

/**
 * Registers a route of `packages/contract` with its handler: the contract's schemas validate the input,
 * serialise the output and document the route in the OpenAPI document; its access rule is enforced by the
 * access-control hook.
 */
export function route<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: ContractHandler<D>,
  options: RouteOptions = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.url,
    schema: {
      ...(def.operationId && { operationId: def.operationId }),
      summary: def.summary,
      tags: [...def.tags],
      ...(def.params && { params: def.params }),
      ...(def.querystring && { querystring: def.querystring }),
      ...(def.body && { body: def.body }),
      ...(def.headers && { headers: def.headers }),
      response: def.response,
      // These two are for the OpenAPI document only (plugins/openapi.ts).
      ...(def.responseHeaders && { responseHeaders: def.responseHeaders }),
      errorStatuses: errorStatusesOf(def, options),
      security: def.access.kind === 'public' ? [] : [{ bearer: [] }],
    },
    config: { access: def.access, ...(options.rateLimit && { rateLimit: options.rateLimit }) },
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    ...(options.queryInPath && {
      preValidation: async (request: FastifyRequest) => {
        const segment =
          (request.params as Record<string, string | undefined>)[options.queryInPath ?? ''] ?? '';
        request.query = { ...queryOfSegment(segment), ...(request.query as Record<string, unknown>) };
      },
    }),
    handler: handlerOf(app, def, handler, options) as never,
  });
}

function handlerOf<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: ContractHandler<D>,
  options: RouteOptions,
) {
  const answer = {
    schema: def.response[200],
    signedIn: def.access.kind !== 'public',
  };
  if (options.reference) {
    return referenceHandler(app.readCache, options.reference, answer, handler as never);
  }
  if (options.kept) {
    return keptHandler(answer, handler as never);
  }
  return handler;
}

/** A write of the request's body, audited as its caller: what most create and update routes do. */
type BodyWrite<D extends RouteDef> = (
  body: Output<D['body']>,
  context: WriteContext,
) => Promise<ResponseBody<D>>;

/** The id in a route's address (`/{id}`). */
type IdOf<D extends RouteDef> = Output<D['params']> extends { id: infer I } ? I : never;

/** The request's body as its route declares it (Fastify's generic request widens it to unknown here). */
function bodyOf<D extends RouteDef>(request: ContractRequest<D>): Output<D['body']> {
  return request.body as Output<D['body']>;
}

/** A create route: the body written as the caller, answered with 201 Created. */
export function createRoute<D extends RouteDef>(app: FastifyInstance, def: D, create: BodyWrite<D>) {
  route(app, def, async (request, reply) => {
    reply.status(201);
    return create(bodyOf(request), writeContext(request));
  });
}

/** A route that writes its body as the caller (an update, a setting). */
export function writeRoute<D extends RouteDef>(app: FastifyInstance, def: D, update: BodyWrite<D>) {
  route(app, def, async (request) => update(bodyOf(request), writeContext(request)));
}

/** What the address says of a record route's record. */
function idOf<D extends RouteDef>(request: ContractRequest<D>): IdOf<D> {
  return (request.params as { id: IdOf<D> }).id;
}

/**
 * A call on the record whose id is in the address, made as the caller: an action such as a new secret, a test or
 * a retry (`created`: answered with 201 Created, for an action that makes something).
 */
export function recordRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  act: (id: IdOf<D>, context: WriteContext) => Promise<ResponseBody<D>>,
  { created = false }: { created?: boolean } = {},
) {
  route(app, def, async (request, reply) => {
    if (created) reply.status(201);
    return act(idOf(request), writeContext(request));
  });
}

/** A delete route: the record whose id is in the address, removed as the caller. */
export function deleteRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  remove: (id: IdOf<D>, context: WriteContext) => Promise<ResponseBody<D>>,
) {
  recordRoute(app, def, remove);
}

/** An update of the record whose id is in the address with the request's body, written as the caller. */
export function recordWriteRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  update: (id: IdOf<D>, body: Output<D['body']>, context: WriteContext) => Promise<ResponseBody<D>>,
) {
  route(app, def, async (request) => update(idOf(request), bodyOf(request), writeContext(request)));
}

/** A write of the request's body by the signed-in caller, whose rights the service checks. */
type CallerWrite<D extends RouteDef> = (
  principal: Principal,
  body: Output<D['body']>,
  context: WriteContext,
) => Promise<ResponseBody<D>>;

/** A create route whose service acts as the signed-in caller: answered with 201 Created. */
export function callerCreateRoute<D extends RouteDef>(app: FastifyInstance, def: D, create: CallerWrite<D>) {
  route(app, def, async (request, reply) => {
    reply.status(201);
    return create(principalOf(request), bodyOf(request), writeContext(request));
  });
}

/** A route whose service writes the body as the signed-in caller (an update, a move to another state). */
export function callerWriteRoute<D extends RouteDef>(app: FastifyInstance, def: D, write: CallerWrite<D>) {
  route(app, def, async (request) => write(principalOf(request), bodyOf(request), writeContext(request)));
}

/** A read of the request's query (a search, a list) as the signed-in caller may see it. */
export function callerQueryRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  read: (principal: Principal, query: Output<D['querystring']>) => Promise<ResponseBody<D>>,
  options: RouteOptions = {},
) {
  route(
    app,
    def,
    async (request) => read(principalOf(request), request.query as Output<D['querystring']>),
    options,
  );
}

/** A read of the record whose id is in the address, as the signed-in caller may see it. */
export function callerReadRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  read: (principal: Principal, id: IdOf<D>) => Promise<ResponseBody<D>>,
) {
  route(app, def, async (request) => read(principalOf(request), idOf(request)));
}
