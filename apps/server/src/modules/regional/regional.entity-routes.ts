import type { RouteDef } from '@halo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ContractHandler, route } from '../../http/route.ts';
import { type WriteContext, writeContext } from '../../http/write-context.ts';

/** The service's three writes of one kind of record, each with who writes (for the audit). */
interface EntityWrites<Input, Update, Row> {
  create(input: Input, ctx: WriteContext): Promise<Row>;
  update(id: number, input: Update, ctx: WriteContext): Promise<Row>;
  remove(id: number, ctx: WriteContext): Promise<Row>;
}

/**
 * Registers the create (201), update and delete calls of one kind of record, as the contract declares them
 * (`<name>Create`, `<name>Update`, `<name>Delete` of `routes`): each hands the body and the id of the address to
 * the service with the writer's context, and answers with the record the service gives.
 */
export function entityWriteRoutes<N extends string, Input, Update, Row>(
  app: FastifyInstance,
  routes: Record<`${N}Create` | `${N}Update` | `${N}Delete`, RouteDef>,
  name: N,
  writes: EntityWrites<Input, Update, Row>,
) {
  writeRoute(app, routes[`${name}Create`], async (request, reply) => {
    reply.status(201);
    return writes.create(request.body as Input, writeContext(request));
  });
  writeRoute(app, routes[`${name}Update`], async (request) =>
    writes.update(idOf(request), request.body as Update, writeContext(request)),
  );
  writeRoute(app, routes[`${name}Delete`], async (request) =>
    writes.remove(idOf(request), writeContext(request)),
  );
}

/**
 * A route whose declaration is one of three: its body and answer are typed by the service's methods, not by the
 * declaration. The contract's schemas still validate the body and the id before the handler, and serialise its
 * answer.
 */
function writeRoute(
  app: FastifyInstance,
  def: RouteDef,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  route(app, def, handler as ContractHandler<RouteDef>);
}

/** The id of the address (`…/update/:id`), a positive integer once the contract's `idParams` has parsed it. */
function idOf(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}
