import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath, isFhirPath } from '../http/api-paths.ts';

/**
 * Helmet's headers (CSP, HSTS, frame, referrer, MIME sniffing…), worked out once at start: they do not depend on
 * the request. @fastify/helmet built Helmet again for every request, parsing the CSP's directives each time (a
 * tenth of a bare answer's time in the profile of issue 30); here Helmet writes its headers once into a record,
 * and every answer gets a copy of the record.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What a JSON answer of the API needs (OWASP's REST Security Cheat Sheet): nothing may run or be framed from it
 * (`default-src 'none'; frame-ancestors 'none'`), no MIME sniffing, no read from another origin's page (CORP), no
 * cross-domain policy for plug-ins reading its downloads, and HSTS when served over HTTPS. The document headers
 * (COOP, Origin-Agent-Cluster, DNS prefetch, the page's script and style sources…) concern pages, not answers: 13
 * headers of about 700 bytes on every call were a measurable share of a short answer's cost (issue 30).
 */
export function apiSecurityHeaders(documents: Record<string, string>): Record<string, string> {
  const hsts = documents['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'x-permitted-cross-domain-policies': 'none',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const documents = securityHeaders(options);
  const answers = apiSecurityHeaders(documents);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) || isFhirPath(request.url) ? answers : documents);
    done();
  });
}
