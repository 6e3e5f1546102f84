import type { FastifyInstance } from 'fastify';
import { type ErrorDetail, ValidationError } from '../errors.ts';

/** Control characters no field of the API takes: NUL (PostgreSQL text cannot hold it) and the rest of C0 and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** In the path and the query string, line breaks and tabs are refused too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const IN_URL = /[\u0000-\u001F\u007F]/;
const MESSAGE = 'Il valore contiene caratteri di controllo non ammessi.';
/** A body is walked this deep and this wide at most: what lies beyond is left to its schema. */
const MAX_DEPTH = 32;
const MAX_NODES = 20_000;

/** The paths of every string (or object key) holding a refused character, at most 100. */
function findControlCharacters(value: unknown, root: string, pattern: RegExp): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  let nodes = 0;
  const walk = (node: unknown, path: string, depth: number) => {
    if (found.length >= 100 || ++nodes > MAX_NODES || depth > MAX_DEPTH) return;
    if (typeof node === 'string') {
      if (pattern.test(node)) found.push({ path, message: MESSAGE });
      return;
    }
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${path}.${index}`, depth + 1);
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        if (pattern.test(key)) {
          found.push({ path, message: MESSAGE });
          continue;
        }
        walk(inner, `${path}.${key}`, depth + 1);
      }
    }
  };
  walk(value, root, 0);
  return found;
}

/**
 * Refuses, before validation, any string of the path, query or body that carries a control character (400 with
 * each field's path): they have no business in the platform's data, and NUL would fail in PostgreSQL as a 500.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const details = [
      ...findControlCharacters(request.params, 'params', IN_URL),
      ...findControlCharacters(request.query, 'querystring', IN_URL),
      ...findControlCharacters(request.body, 'body', IN_TEXT),
    ];
    if (details.length > 0) {
      throw new ValidationError(details);
    }
  });
}
