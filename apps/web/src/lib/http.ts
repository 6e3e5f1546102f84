import { type ErrorBody, errorBodySchema, isSuccessStatus } from '@halo/contract';
import * as z from 'zod/mini';
import { raiseAlert } from '../shell/alerts/alert.store.ts';
import { authorizationHeaders } from '../shell/auth/dpop.ts';
import { getAccessToken } from '../shell/auth/session.store.ts';
import { loadingOverlay } from '../shell/overlay/loading-overlay.store.ts';

/** Used when neither the server nor the caller says anything more precise. */
export const DEFAULT_ERROR_MESSAGE = 'Errore durante la comunicazione con il server.';
export const INVALID_RESPONSE_MESSAGE = 'Risposta del server non valida.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpResult<T> {
  /** True only for 200 and 201 (SPEC.md §5). */
  ok: boolean;
  /** HTTP status; 0 when no answer came back. */
  status: number;
  data: T | null;
  /** The error body's message, when the server sent one. */
  message: string | null;
  /** The error body's details (field paths such as `body.nome`, for forms); empty when it had none. */
  details: ErrorBody['details'];
  /** The caller cancelled the request: nothing to report. */
  aborted: boolean;
  /** The answer's headers (X-Total-Count of a catalogue's page …); null when no answer came back. */
  headers: Headers | null;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A request the screen tells the user about itself (suggestions while typing): it does not show the global
   * 'Caricamento in corso...' (docs/adr/0031).
   */
  background?: boolean;
}

export interface CallOptions<T> {
  /** Italian message shown when the server's error body has none (SPEC.md §8). */
  errorMessage?: string;
  /** Shape of the answer (for lists: of one item); a mismatch counts as a failure. */
  schema?: z.core.$ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpFailure {
  message: string;
  status: number;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  getAccessToken: () => string | null;
  onRequestStart: () => void;
  onRequestEnd: () => void;
  onFailure: (failure: HttpFailure) => void;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function serverDetails(body: unknown): ErrorBody['details'] {
  const parsed = z.safeParse(errorBodySchema, body);
  return parsed.success ? parsed.data.details : [];
}

function serverMessage(body: unknown): string | null {
  const parsed = z.safeParse(errorBodySchema, body);
  if (parsed.success) return parsed.data.message;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return null;
}

export function createHttpClient(deps: HttpClientDeps) {
  async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = deps.getAccessToken();
    if (token) Object.assign(headers, await authorizationHeaders(token, url, options.method ?? 'GET'));
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const tracked = !options.background;
    if (tracked) deps.onRequestStart();
    try {
      const response = await deps.fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
      const data = await readBody(response);
      const ok = isSuccessStatus(response.status);
      return {
        ok,
        status: response.status,
        data: ok ? (data as T) : null,
        message: ok ? null : serverMessage(data),
        details: ok ? [] : serverDetails(data),
        aborted: false,
        headers: response.headers,
      };
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      return { ok: false, status: 0, data: null, message: null, details: [], aborted, headers: null };
    } finally {
      if (tracked) deps.onRequestEnd();
    }
  }

  /** Raises the global alert for a failed call: the server's message, else the caller's, with the status. */
  function report(result: HttpResult<unknown>, errorMessage: string = DEFAULT_ERROR_MESSAGE): void {
    if (result.aborted) return;
    deps.onFailure({ message: result.message ?? errorMessage, status: result.status });
  }

  /** GET a list; on any failure the alert is raised and the list is empty (SPEC.md §8). */
  async function getList<T>(url: string, options: CallOptions<T> = {}): Promise<T[]> {
    const result = await request<unknown>(url, { signal: options.signal, headers: options.headers });
    if (!result.ok) {
      report(result, options.errorMessage);
      return [];
    }
    const schema = options.schema ? z.array(options.schema) : z.array(z.unknown());
    const parsed = z.safeParse(schema, result.data);
    if (!parsed.success) {
      deps.onFailure({ message: options.errorMessage ?? INVALID_RESPONSE_MESSAGE, status: result.status });
      return [];
    }
    return parsed.data as T[];
  }

  /** GET one record; on any failure the alert is raised and the answer is null (SPEC.md §8). */
  async function getOne<T>(url: string, options: CallOptions<T> = {}): Promise<T | null> {
    const result = await request<unknown>(url, { signal: options.signal, headers: options.headers });
    if (!result.ok) {
      report(result, options.errorMessage);
      return null;
    }
    if (!options.schema) return result.data as T | null;
    const parsed = z.safeParse(options.schema, result.data);
    if (!parsed.success) {
      deps.onFailure({ message: options.errorMessage ?? INVALID_RESPONSE_MESSAGE, status: result.status });
      return null;
    }
    return parsed.data;
  }

  /**
   * A write: the answer's body, or null on failure (alert raised). A success without a body gives an empty
   * object, so callers can always tell success (not null) from failure (null).
   */
  async function send<T = unknown>(
    method: Exclude<HttpMethod, 'GET'>,
    url: string,
    body?: unknown,
    options: CallOptions<T> = {},
  ): Promise<T | null> {
    const result = await request<unknown>(url, {
      method,
      body,
      signal: options.signal,
      headers: options.headers,
    });
    if (!result.ok) {
      report(result, options.errorMessage);
      return null;
    }
    const data = result.data ?? {};
    if (!options.schema) return data as T;
    const parsed = z.safeParse(options.schema, data);
    if (!parsed.success) {
      deps.onFailure({ message: options.errorMessage ?? INVALID_RESPONSE_MESSAGE, status: result.status });
      return null;
    }
    return parsed.data;
  }

  return { request, report, getList, getOne, send };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's client: bearer token of the session, the global overlay and the global alert. */
export const http: HttpClient = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getAccessToken,
  onRequestStart: () => loadingOverlay.begin(),
  onRequestEnd: () => loadingOverlay.end(),
  onFailure: ({ message, status }) => {
    raiseAlert(message, { status });
  },
});

/** Reads by URL; the app's calls go through `callRoute` (call-route.ts), typed by the contract's routes. */
export const { getList, getOne } = http;
