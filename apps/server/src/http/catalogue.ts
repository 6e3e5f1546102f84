import { TOTAL_COUNT_HEADER } from '@halo/contract';
import type { FastifyReply } from 'fastify';
import type { Catalogue } from '../db/catalogue.ts';

/** A catalogue's answer: the array, with the matches over all pages in X-Total-Count when it is a page. */
export function catalogueReply<T>(reply: FastifyReply, catalogue: Catalogue<T>): T[] {
  if (catalogue.total !== null) {
    reply.header(TOTAL_COUNT_HEADER, String(catalogue.total));
  }
  return catalogue.items;
}
