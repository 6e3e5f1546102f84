import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes, errorMessages, pageCookies, REALM_PATH } from '@halo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accepts, notModified } from '../http/reference-body.ts';
import { serverRoot } from '../paths.ts';

export const defaultSpaRoot = path.resolve(serverRoot, '../web/dist');

const NOT_SPA = new RegExp(`^(/api|/v1|/fhir|${REALM_PATH})(/|$)`);

/** A page the build rendered (scripts/prerender-web.ts): the whole document, as text and compressed. */
interface Prerendered {
  language: string;
  /** Strong entity tag of the document (the encoding's suffix is added per answer). */
  tag: string;
  forms: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/**
 * The pages the build rendered, by path then language (the first language listed is the default), read once: the
 * build in `.prerendered/` (a dot folder, never served as a file). None when the build has none.
 */
function readPrerendered(root: string): Map<string, Prerendered[]> {
  const pages = new Map<string, Prerendered[]>();
  const folder = path.join(root, '.prerendered');
  const list = path.join(folder, 'pages.json');
  if (!existsSync(list)) return pages;
  const entries = JSON.parse(readFileSync(list, 'utf8')) as {
    path: string;
    language: string;
    file: string;
  }[];
  for (const entry of entries) {
    const file = path.join(folder, entry.file);
    const identity = readFileSync(file);
    const page: Prerendered = {
      language: entry.language,
      tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
      forms: { identity, br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) },
    };
    pages.set(entry.path, [...(pages.get(entry.path) ?? []), page]);
  }
  return pages;
}

/**
 * The stylesheets `index.html` links (from the build's manifest, `.vite/manifest.json`), as addresses: the identity
 * provider's pages link them too. None without a build.
 */
export function spaStylesheets(root: string): string[] | undefined {
  const manifest = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return undefined;
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { css?: string[] }>;
  const css = entries['index.html']?.css;
  return css && css.length > 0 ? css.map((file) => `/${file}`) : undefined;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The page rendered at build time for this request, if it should have one: its path has one, in the language the
 * browser chose (the `halo-language` cookie; Italian, the default, otherwise), and no session is stored (SPEC.md
 * §3's `logged` cookie), since a signed-in user's page differs. The SPA checks both again (shell/prerendered.ts).
 */
function prerenderedFor(
  request: FastifyRequest,
  pages: Map<string, Prerendered[]>,
  url: string,
): Prerendered | undefined {
  const forPath = pages.get(url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);
  if (!forPath || cookie(request, pageCookies.logged) === 'true') return undefined;
  const language = cookie(request, pageCookies.language);
  return forPath.find((page) => page.language === language) ?? forPath[0];
}

function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: Prerendered) {
  const encoding = accepts(request, 'br') ? 'br' : accepts(request, 'gzip') ? 'gzip' : undefined;
  const tag = `"${page.tag}${encoding ? `.${encoding}` : ''}"`;
  reply
    .header('cache-control', 'no-cache')
    // The document depends on the cookies above: a shared cache keeps one per cookie header, or none.
    .header('vary', 'accept-encoding, cookie')
    .header('etag', tag)
    .type('text/html; charset=utf-8');
  if (notModified(request, page.tag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(page.forms[encoding ?? 'identity']);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html for any
 * other GET so the SPA's router can take over — or, at a public page the build rendered, that page's document
 * (docs/adr/0035-first-page.md) — each compressed at build time. API paths answer a JSON 404.
 */
export async function spaPlugin(app: FastifyInstance, options: { root: string }) {
  const hasSpa = existsSync(path.join(options.root, 'index.html'));
  const prerendered = hasSpa ? readPrerendered(realpathSync(options.root)) : new Map<string, Prerendered[]>();
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
        const page = prerenderedFor(request, prerendered, url);
        if (page) return sendPrerendered(request, reply, page);
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
