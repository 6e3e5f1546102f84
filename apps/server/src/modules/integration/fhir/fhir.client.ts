import type { ProvaConnessioneFhir } from '@halo/contract/integration-fhir';
import type { Bundle, CapabilityStatement, OperationOutcome } from 'fhir/r4.js';
import { clientAssertion } from './fhir.keys.ts';
import type { ConnectionAccess } from './fhir.tables.ts';

/*
 * Halo as a client of another system's FHIR R4 server (docs/adr/0048-fhir-adapter.md): its authentication (none, a
 * bearer token, or SMART Backend Services' client credentials with a signed assertion), `[base]/metadata` for
 * "Prova connessione", and the transaction Bundles the worker posts. Nothing here is logged: tokens, assertions and
 * answers stay in memory, and what the log of messages keeps is a status, a short outcome and an OperationOutcome.
 */

export const FHIR_JSON = 'application/fhir+json';

/** How much of an answer is read: an OperationOutcome or a CapabilityStatement is far smaller. */
const MAX_ANSWER = 1024 * 1024;
/** A token is used until this long before it expires; one without `expires_in` is kept this long. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TOKEN_SECONDS = 300;

/** A call that did not get an answer to use: what the log says of it, and the server's OperationOutcome if any. */
export class FhirCallError extends Error {
  readonly esito: string;
  readonly status: number | null;
  readonly outcome: OperationOutcome | null;

  constructor(esito: string, status: number | null = null, outcome: OperationOutcome | null = null) {
    super(esito);
    this.name = 'FhirCallError';
    this.esito = esito;
    this.status = status;
    this.outcome = outcome;
  }
}

/** An answer: its status, and its body as JSON when it is JSON. */
interface Answer {
  status: number;
  body: unknown;
}

/** A short description of a request that got no answer: never the error's text (it may hold an address). */
function failureOf(error: unknown): FhirCallError {
  if (error instanceof FhirCallError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new FhirCallError('timeout');
  }
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return new FhirCallError(typeof code === 'string' ? `errore di rete (${code})` : 'errore di rete');
}

export function outcomeOf(body: unknown): OperationOutcome | null {
  return body &&
    typeof body === 'object' &&
    (body as { resourceType?: unknown }).resourceType === 'OperationOutcome'
    ? (body as OperationOutcome)
    : null;
}

/** OAuth's refusal (`invalid_client`…) as the log shows it, never its description, which may echo the request. */
function oauthError(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && /^[a-z_]{1,64}$/.test(error) ? ` (${error})` : '';
}

export function createFhirClient(options: { timeoutMs?: number; clock?: () => Date } = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.clock ?? (() => new Date());
  /** SMART access tokens, per connection and the settings they were asked with, until shortly before they expire. */
  const tokens = new Map<string, { token: string; until: number }>();

  async function call(url: string, init: RequestInit): Promise<Answer> {
    try {
      const response = await fetch(url, {
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
        ...init,
      });
      const text = await response.text();
      let body: unknown = null;
      if (text.length <= MAX_ANSWER) {
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
      }
      return { status: response.status, body };
    } catch (error) {
      throw failureOf(error);
    }
  }

  const cacheKey = (c: ConnectionAccess) =>
    JSON.stringify([c.id, c.keyId, c.clientId, c.tokenUrl, c.scope, c.baseUrl]);

  /** The token endpoint: the connection's, or the one its server's SMART configuration names. */
  async function tokenEndpoint(connection: ConnectionAccess): Promise<string> {
    if (connection.tokenUrl) return connection.tokenUrl;
    const answer = await call(`${connection.baseUrl}/.well-known/smart-configuration`, {
      headers: { accept: 'application/json' },
    });
    const endpoint = (answer.body as { token_endpoint?: unknown } | null)?.token_endpoint;
    // Over TLS, as the base is; plain HTTP only from a server on plain HTTP (loopback, outside production).
    const scheme = connection.baseUrl.startsWith('http://') ? /^https?:\/\// : /^https:\/\//;
    if (answer.status !== 200 || typeof endpoint !== 'string' || !scheme.test(endpoint)) {
      throw new FhirCallError(
        `smart-configuration senza token_endpoint (HTTP ${answer.status})`,
        answer.status,
      );
    }
    return endpoint;
  }

  /**
   * An access token by SMART Backend Services (client credentials with a signed assertion), kept until shortly
   * before it expires; `fresh` asks for a new one (the connection's check does).
   */
  async function smartToken(connection: ConnectionAccess, fresh: boolean): Promise<string> {
    const key = cacheKey(connection);
    const kept = tokens.get(key);
    if (!fresh && kept && kept.until > now().getTime()) return kept.token;
    if (!connection.clientId || !connection.privateKey || !connection.keyId) {
      throw new FhirCallError('token: connessione SMART senza client o chiave');
    }
    let endpoint: string;
    try {
      endpoint = await tokenEndpoint(connection);
    } catch (error) {
      throw new FhirCallError(`token: ${failureOf(error).esito}`, failureOf(error).status);
    }
    const assertion = await clientAssertion(
      { privateKey: connection.privateKey, keyId: connection.keyId },
      { clientId: connection.clientId, tokenUrl: endpoint },
      now(),
    );
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: connection.scope ?? '',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
    });
    let answer: Answer;
    try {
      answer = await call(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
    } catch (error) {
      throw new FhirCallError(`token: ${failureOf(error).esito}`);
    }
    const granted = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof granted?.access_token !== 'string') {
      throw new FhirCallError(
        `token non ottenuto: HTTP ${answer.status}${oauthError(answer.body)}`,
        answer.status,
      );
    }
    const seconds = typeof granted.expires_in === 'number' ? granted.expires_in : DEFAULT_TOKEN_SECONDS;
    const at = now().getTime();
    // A token kept under settings since changed (a new key, another client) is never asked for again: expired
    // ones go as a new one comes, so the map holds at most one live token per connection's settings.
    for (const [kept, { until }] of tokens) if (until <= at) tokens.delete(kept);
    tokens.set(key, {
      token: granted.access_token,
      until: at + Math.max(0, seconds * 1000 - TOKEN_MARGIN_MS),
    });
    return granted.access_token;
  }

  async function authorization(connection: ConnectionAccess, fresh = false): Promise<Record<string, string>> {
    switch (connection.autenticazione) {
      case 'bearer':
        return connection.bearerToken ? { authorization: `Bearer ${connection.bearerToken}` } : {};
      case 'smart':
        return { authorization: `Bearer ${await smartToken(connection, fresh)}` };
      default:
        return {};
    }
  }

  return {
    /**
     * "Prova connessione": `[base]/metadata` with the connection's authentication (a fresh SMART token). Whatever
     * goes wrong is the answer, never an exception.
     */
    async check(connection: ConnectionAccess): Promise<ProvaConnessioneFhir> {
      const failed = (
        errore: string,
        stato: number | null = null,
        outcome: OperationOutcome | null = null,
      ) => ({
        ok: false,
        stato,
        fhirVersion: null,
        software: null,
        errore,
        outcome: outcome as Record<string, unknown> | null,
      });
      try {
        const headers = { accept: FHIR_JSON, ...(await authorization(connection, true)) };
        const answer = await call(`${connection.baseUrl}/metadata`, { headers });
        const outcome = outcomeOf(answer.body);
        if (answer.status < 200 || answer.status >= 300) {
          return failed(`Il server ha risposto HTTP ${answer.status}.`, answer.status, outcome);
        }
        const capability = answer.body as CapabilityStatement | null;
        if (capability?.resourceType !== 'CapabilityStatement') {
          return failed('La risposta non è un CapabilityStatement FHIR.', answer.status, outcome);
        }
        const software = capability.software
          ? [capability.software.name, capability.software.version].filter(Boolean).join(' ')
          : null;
        return {
          ok: true,
          stato: answer.status,
          fhirVersion: capability.fhirVersion ?? null,
          software,
          errore: null,
          outcome: null,
        };
      } catch (error) {
        const failure = failureOf(error);
        return failed(failure.esito, failure.status, failure.outcome);
      }
    },

    /**
     * Posts a transaction Bundle to the server's base: its status and OperationOutcome. A refused SMART token
     * (401) is forgotten, so the next attempt asks for a new one.
     */
    async transaction(
      connection: ConnectionAccess,
      bundle: Bundle,
    ): Promise<{ status: number; outcome: OperationOutcome | null }> {
      let headers: Record<string, string>;
      try {
        headers = await authorization(connection);
      } catch (error) {
        throw failureOf(error);
      }
      const answer = await call(connection.baseUrl, {
        method: 'POST',
        headers: { 'content-type': FHIR_JSON, accept: FHIR_JSON, ...headers },
        body: JSON.stringify(bundle),
      });
      if (answer.status === 401 && connection.autenticazione === 'smart') tokens.delete(cacheKey(connection));
      return { status: answer.status, outcome: outcomeOf(answer.body) };
    },
  };
}

export type FhirClient = ReturnType<typeof createFhirClient>;
