import { authenticatedAccess, publicAccess, type RouteAccess } from '@halo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FhirResource } from 'fhir/r4.js';
import { loggableError } from '../plugins/error-handler.ts';
import { searchBundle } from './bundle.ts';
import { capabilityStatement } from './capability.ts';
import { FhirError, outcomeOfError } from './outcome.ts';
import type { FhirRegistry } from './provider.ts';
import { parseSearch, resourceId } from './search.ts';

/** Where the API answers: `/fhir/r4` of the server's public address. */
export const FHIR_PREFIX = '/fhir/r4';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

export interface FhirPluginOptions {
  registry: FhirRegistry;
  /** The server's public address (PUBLIC_URL): the base of every fullUrl and link. */
  publicUrl: string;
  version: string;
  clock?: () => Date;
}

/**
 * The FHIR R4 read API (docs/adr/0046-fhir.md), registered with the prefix `FHIR_PREFIX`: `metadata`, `GET [type]/[id]`, `GET [type]?…` and
 * `POST [type]/_search`, every answer `application/fhir+json`, every refusal an OperationOutcome. Authentication
 * is the API's (the same tokens, DPoP included, and revocations: the access-control hook runs on these routes by
 * their `access`); what a caller may see is each provider's, i.e. the owning module's, rule.
 */
export async function fhirPlugin(app: FastifyInstance, options: FhirPluginOptions) {
  const base = `${options.publicUrl.replace(/\/$/, '')}${FHIR_PREFIX}`;
  const now = options.clock ?? (() => new Date());
  const published = now().toISOString();

  app.setErrorHandler((error, request, reply) => {
    const { status, outcome } = outcomeOfError(error);
    if (status >= 500) request.log.error({ error: loggableError(error) }, 'FHIR error');
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="halo", error="invalid_token"');
    return reply.status(status).type(FHIR_JSON).send(outcome);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .type(FHIR_JSON)
      .send(outcomeOfError(notSupported('Indirizzo FHIR non gestito.')).outcome),
  );
  // A search may come as a form (R4 §3.1.1.0.1): read it as a query string.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', async (request) => refuseOtherFormats(request));

  const get = (url: string, access: RouteAccess, handler: (request: FastifyRequest) => Promise<unknown>) =>
    app.route({
      method: 'GET',
      url,
      config: { access },
      handler: async (request, reply) => send(reply, await handler(request)),
    });

  get('/metadata', publicAccess, async () =>
    capabilityStatement(base, options.version, options.registry.all(), published),
  );

  get('/:type/:id', authenticatedAccess, async (request) => {
    const { type, id } = request.params as { type: string; id: string };
    const provider = providerOf(type);
    const resource = await provider.read(request, resourceId('id', id));
    if (!resource) throw new FhirError(404, 'not-found', `${type}/${id} non trovato.`);
    return resource;
  });

  const search = async (request: FastifyRequest, query: Record<string, string | string[] | undefined>) => {
    const { type } = request.params as { type: string };
    const provider = providerOf(type);
    const parsed = parseSearch(query, provider.searchParams, {
      strict: /handling\s*=\s*strict/i.test(String(request.headers.prefer ?? '')),
      base,
      now: now(),
    });
    const page = await provider.search(request, parsed);
    return searchBundle(base, type, parsed, page);
  };
  get('/:type', authenticatedAccess, (request) => search(request, queryOf(request)));
  app.route({
    method: 'POST',
    url: '/:type/_search',
    config: { access: authenticatedAccess },
    handler: async (request, reply) =>
      send(reply, await search(request, { ...queryOf(request), ...formOf(request) })),
  });

  // Halo's FHIR API reads only: every write is refused as R4 says (405 with the methods it allows).
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { access: publicAccess },
    handler: async (_request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new FhirError(405, 'not-supported', 'API FHIR in sola lettura: operazione non consentita.');
    },
  });

  function providerOf(type: string) {
    const provider = options.registry.providerOf(type);
    if (!provider) throw notSupported(`Tipo di risorsa non gestito: ${type}.`);
    return provider;
  }
}

function notSupported(text: string) {
  return new FhirError(404, 'not-supported', text);
}

function send(reply: FastifyReply, body: unknown) {
  return reply
    .type(FHIR_JSON)
    .header('cache-control', 'no-store')
    .send(body as FhirResource);
}

function queryOf(request: FastifyRequest): Record<string, string | string[] | undefined> {
  return (request.query ?? {}) as Record<string, string | string[] | undefined>;
}

function formOf(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, string>) : {};
}

const JSON_FORMATS = /^(json|application\/(fhir\+)?json)$/i;
const JSON_ACCEPT = /(^|,)\s*(\*\/\*|application\/\*|application\/(fhir\+)?json)\s*(;|,|$)/i;

/** JSON only: `_format` or `Accept` asking for XML (or anything else) is 406 (R4 §3.1.0.1.10). */
function refuseOtherFormats(request: FastifyRequest) {
  const format = (request.query as Record<string, unknown> | undefined)?._format;
  const accept = request.headers.accept;
  const formatOk = format === undefined || (typeof format === 'string' && JSON_FORMATS.test(format));
  const acceptOk = accept === undefined || accept === '' || JSON_ACCEPT.test(accept);
  if (!formatOk || !acceptOk) {
    throw new FhirError(
      406,
      'not-supported',
      'Formato non disponibile: questo server risponde solo in JSON.',
    );
  }
}
