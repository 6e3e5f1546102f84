import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bundle, BundleEntry, OperationOutcome } from 'fhir/r4.js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { bodyOf, listenOnLoopback } from '../../../../test/loopback.ts';

/*
 * Another system's FHIR R4 server, on loopback, for the FHIR adapter's tests (docs/adr/0048): it checks every
 * transaction Bundle it receives and answers a transaction-response; it can refuse with a 500 and an
 * OperationOutcome, then recover; it asks for a token as configured, and its SMART token endpoint verifies Halo's
 * client assertion against the JWKS Halo publishes.
 */

export interface ReceivedTransaction {
  bundle: Bundle;
  authorization: string | undefined;
  contentType: string | undefined;
}

export interface TokenRequest {
  clientId: string;
  kid: string;
  scope: string;
}

type Auth =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | { kind: 'smart'; clientId: string; jwksUrl: string };

const FHIR_JSON = 'application/fhir+json';

function outcome(code: string, diagnostics: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics }] };
}

function send(response: ServerResponse, status: number, body: unknown, type = FHIR_JSON) {
  response.writeHead(status, { 'content-type': type });
  response.end(JSON.stringify(body));
}

/** What is wrong with a transaction Bundle of PUTs, if anything (R4 §3.1.0.11, the adapter's one kind of entry). */
export function transactionProblem(bundle: unknown): string | null {
  const b = bundle as Bundle | null;
  if (b?.resourceType !== 'Bundle') return 'not a Bundle';
  if (b.type !== 'transaction') return `Bundle.type ${String(b.type)}`;
  if (!b.entry?.length) return 'no entry';
  for (const entry of b.entry as BundleEntry[]) {
    const resource = entry.resource;
    if (!resource?.resourceType || !resource.id) return 'entry without a resource and its id';
    if (entry.request?.method !== 'PUT') return `request.method ${String(entry.request?.method)}`;
    if (entry.request.url !== `${resource.resourceType}/${resource.id}`)
      return `request.url ${entry.request.url}`;
    if (!entry.fullUrl?.endsWith(`/${resource.resourceType}/${resource.id}`))
      return `fullUrl ${entry.fullUrl}`;
  }
  return null;
}

/** Starts the server on a free port: `baseUrl` is its FHIR base (`…/fhir`); `close` stops it. */
export async function startFhirReceiver() {
  const received: ReceivedTransaction[] = [];
  const tokenRequests: TokenRequest[] = [];
  const issued = new Set<string>();
  let auth: Auth = { kind: 'none' };
  /** How many transactions to refuse with a 500 before accepting again. */
  let failures = 0;
  let origin = '';

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await bodyOf(request));
    const refuse = (error: string) => send(response, 400, { error }, 'application/json');
    if (auth.kind !== 'smart') return refuse('unauthorized_client');
    if (form.get('grant_type') !== 'client_credentials') return refuse('unsupported_grant_type');
    if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') {
      return refuse('invalid_request');
    }
    const assertion = form.get('client_assertion') ?? '';
    try {
      const { kid, alg, typ } = decodeProtectedHeader(assertion);
      if (alg !== 'ES384' || typ !== 'JWT' || !kid) return refuse('invalid_client');
      // The key Halo publishes, fetched from its JWKS as a FHIR server registered with its URL does.
      const { payload } = await jwtVerify(assertion, createRemoteJWKSet(new URL(auth.jwksUrl)), {
        issuer: auth.clientId,
        subject: auth.clientId,
        audience: `${origin}/auth/token`,
        algorithms: ['ES384'],
      });
      if (!payload.jti || !payload.exp || payload.exp - Math.floor(Date.now() / 1000) > 300) {
        return refuse('invalid_client');
      }
      tokenRequests.push({ clientId: auth.clientId, kid, scope: form.get('scope') ?? '' });
      const accessToken = randomUUID();
      issued.add(accessToken);
      return send(
        response,
        200,
        { access_token: accessToken, token_type: 'bearer', expires_in: 300, scope: form.get('scope') },
        'application/json',
      );
    } catch {
      return refuse('invalid_client');
    }
  }

  function authorized(request: IncomingMessage): boolean {
    const header = request.headers.authorization;
    if (auth.kind === 'none') return true;
    if (auth.kind === 'bearer') return header === `Bearer ${auth.token}`;
    return !!header?.startsWith('Bearer ') && issued.has(header.slice('Bearer '.length));
  }

  async function fhir(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.method === 'GET' && path === '/fhir/.well-known/smart-configuration') {
      return send(
        response,
        200,
        { token_endpoint: `${origin}/auth/token`, capabilities: ['client-confidential-asymmetric'] },
        'application/json',
      );
    }
    if (!authorized(request)) return send(response, 401, outcome('login', 'Token mancante o non valido.'));
    if (request.method === 'GET' && path === '/fhir/metadata') {
      return send(response, 200, {
        resourceType: 'CapabilityStatement',
        status: 'active',
        kind: 'instance',
        fhirVersion: '4.0.1',
        software: { name: 'Ricevitore di prova', version: '1.0' },
        format: ['json'],
      });
    }
    if (request.method === 'POST' && path === '/fhir') {
      const body = await bodyOf(request);
      let bundle: unknown;
      try {
        bundle = JSON.parse(body);
      } catch {
        return send(response, 400, outcome('structure', 'JSON non valido.'));
      }
      const problem = transactionProblem(bundle);
      if (problem) return send(response, 400, outcome('structure', problem));
      received.push({
        bundle: bundle as Bundle,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
      });
      if (failures > 0) {
        failures--;
        return send(response, 500, outcome('exception', 'Archivio non disponibile.'));
      }
      return send(response, 200, {
        resourceType: 'Bundle',
        type: 'transaction-response',
        entry: (bundle as Bundle).entry?.map((entry) => ({
          response: {
            status: '200 OK',
            location: `${entry.request?.url}/_history/1`,
          },
        })),
      });
    }
    return send(response, 404, outcome('not-found', 'Indirizzo non gestito.'));
  }

  const server = await listenOnLoopback((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const handled =
      path === '/auth/token' && request.method === 'POST'
        ? token(request, response)
        : fhir(request, response, path);
    handled.catch(() => send(response, 500, outcome('exception', 'Errore del ricevitore.')));
  });
  origin = server.origin;

  return {
    baseUrl: `${origin}/fhir`,
    tokenUrl: `${origin}/auth/token`,
    received,
    tokenRequests,
    /** Who may call: anyone, a bearer token, or SMART Backend Services with this client id and Halo's JWKS. */
    expect(next: Auth) {
      auth = next;
    },
    /** Refuses the next `count` transactions with a 500 and an OperationOutcome. */
    failNext(count: number) {
      failures = count;
    },
    /** Forgets the tokens it issued (as a server whose tokens were revoked). */
    revokeTokens() {
      issued.clear();
    },
    reset() {
      received.length = 0;
      tokenRequests.length = 0;
      issued.clear();
      failures = 0;
      auth = { kind: 'none' };
    },
    close: server.close,
  };
}

export type FhirReceiver = Awaited<ReturnType<typeof startFhirReceiver>>;
