import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * A replica's life after it started: while draining (a SIGTERM received) it still serves what reaches it, but its
 * readiness answers 503 so that the load balancer sends it nothing new.
 */
export interface Lifecycle {
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}

/**
 * The way out on SIGTERM (or SIGINT): readiness fails first; after `delayMs`, the time a load balancer or
 * Kubernetes takes to see it and stop routing here, the server stops listening and closes once the requests in
 * flight and the job worker's running round have finished (Fastify's `close`, whose hooks stop the worker and then
 * the database). Kubernetes' own grace period (30 s by default) bounds the whole; the caller exits after it.
 */
export async function drainAndClose(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  { delayMs }: { delayMs: number },
): Promise<void> {
  lifecycle.draining = true;
  if (delayMs > 0) await sleep(delayMs);
  await app.close();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this replica is draining (serve.ts sets it on SIGTERM). */
    lifecycle: Lifecycle;
  }
}
