import type { Page, Principal } from '@halo/contract';
import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../errors.ts';

/** Who writes, for the audit log. */
export interface WriteContext {
  actor: Pick<Principal, 'userId' | 'username'> | null;
  /** The caller's roles and groups, for the delegation rules of authorization; absent for the server's own. */
  principal?: Principal;
  requestId?: string;
}

/** Writes the server makes on its own (seeds, the catalogue at start): audited without an actor. */
export const systemContext: WriteContext = { actor: null };

export function writeContext(request: FastifyRequest): WriteContext {
  const principal = request.principal;
  return {
    actor: principal ? { userId: principal.userId, username: principal.username } : null,
    principal: principal ?? undefined,
    requestId: String(request.id),
  };
}

/** The verified caller of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) {
    throw new UnauthenticatedError();
  }
  return request.principal;
}

/** `{ page, size }` → the rows to skip and take. */
export function pageWindow(query: { page: number; size: number }) {
  return { offset: (query.page - 1) * query.size, limit: query.size };
}

/** The page an answer carries: these items, the total over every page, and the page and size asked for. */
export function pageOf<T>(query: { page: number; size: number }, items: T[], total: number): Page<T> {
  return { items, total, page: query.page, size: query.size };
}

/** One page of a list already held in memory. */
export function pageFrom<T>(query: { page: number; size: number }, all: T[]): Page<T> {
  const { offset, limit } = pageWindow(query);
  return pageOf(query, all.slice(offset, offset + limit), all.length);
}
