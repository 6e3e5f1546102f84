import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes, errorMessages, REALM_PATH } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../paths.ts';

export const defaultSpaRoot = path.resolve(serverRoot, '../web/dist');

const NOT_SPA = new RegExp(`^(/api|/v1|${REALM_PATH})(/|$)`);

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html for any
 * other GET so the SPA's router can take over, each compressed at build time. API paths answer a JSON 404.
 */
export async function spaPlugin(app: FastifyInstance, options: { root: string }) {
  const hasSpa = existsSync(path.join(options.root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      // `dist` links to the current build (scripts/build-web.ts): this process serves the one it found at start,
      // whatever a later build links.
      root: realpathSync(options.root),
      wildcard: false,
      index: false,
      // The build wrote each text file's Brotli and gzip forms (scripts/build-web.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(url)) {
      if (hasSpa) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send("Interfaccia non compilata: eseguire 'npm run build' e riavviare il server.");
    }
    return reply.status(404).send({
      code: errorCodes.notFound,
      message: errorMessages.notFound,
      details: [],
      requestId: String(request.id),
    });
  });
}
