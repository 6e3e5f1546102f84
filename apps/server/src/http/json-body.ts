import type { FastifyInstance } from 'fastify';

/**
 * The deletes are body-less POSTs and DELETEs (SPEC.md §7), and clients label their empty body as JSON, which
 * Fastify's own parser refuses: an empty body is no body. Any other body still goes through Fastify's
 * (prototype-safe) parser. Registered once, on the root, before the modules' routes.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    jsonParser(request, String(body), done);
  });
}
