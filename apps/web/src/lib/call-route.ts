import {
  type ErrorBody,
  type Page,
  type RouteDef,
  TOTAL_COUNT_HEADER,
  totalCountHeaderSchema,
} from '@halo/contract';
import { safeParse, type z } from 'zod/mini';
import {
  DEFAULT_ERROR_MESSAGE,
  type HttpClient,
  type HttpResult,
  http,
  INVALID_RESPONSE_MESSAGE,
} from './http.ts';

/**
 * Calls described by the contract's route definitions: the method, the URL, the types of the path parameters,
 * the query and the body, and the schema the answer must match all come from the `defineRoute` of
 * `packages/contract`, so a call the server would not understand fails the type check instead of the user.
 */

/** A value of the query string; `undefined`, `null` and `''` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query as the SPA writes it: the schema's parameters, each a value the address can carry. */
type WireQuery<I> = { [K in keyof I]: undefined extends I[K] ? QueryValue : NonNullable<QueryValue> };

// A route whose type is only `RouteDef` (a form shared by several entities) still takes its input, untyped.
type ParamsPart<D> = D extends { params: infer S extends z.core.$ZodType }
  ? { params: z.output<S> }
  : 'params' extends keyof D
    ? { params?: Record<string, string | number> }
    : { params?: undefined };

type QueryPart<D> = D extends { querystring: infer S extends z.core.$ZodType }
  ? Partial<WireQuery<z.input<S>>> extends WireQuery<z.input<S>>
    ? { query?: WireQuery<z.input<S>> }
    : { query: WireQuery<z.input<S>> }
  : 'querystring' extends keyof D
    ? { query?: Record<string, QueryValue> }
    : { query?: undefined };

type BodyPart<D> = D extends { body: infer S extends z.core.$ZodType }
  ? { body: z.input<S> }
  : 'body' extends keyof D
    ? { body?: unknown }
    : { body?: undefined };

// Request headers only where the route declares them (the solved challenge of a self-registration …).
type HeadersPart<D> = D extends { headers: infer S extends z.core.$ZodType }
  ? { headers: z.input<S> }
  : 'headers' extends keyof D
    ? { headers?: Record<string, string> }
    : { headers?: undefined };

/**
 * What a call of the route takes: its path parameters, query, body and declared request headers, typed by the
 * route's schemas.
 */
export type RouteInput<D extends RouteDef> = ParamsPart<D> & QueryPart<D> & BodyPart<D> & HeadersPart<D>;

/** The answer of a success (200, else 201), as the route's response schema gives it. */
export type ResponseOf<D extends RouteDef> = D['response'] extends { 200: infer S extends z.core.$ZodType }
  ? z.output<S>
  : D['response'] extends { 201: infer S extends z.core.$ZodType }
    ? z.output<S>
    : unknown;

/** One item of a route that answers a list. */
export type ItemOf<D extends RouteDef> = ResponseOf<D> extends readonly (infer I)[] ? I : never;

export interface CallOptions {
  signal?: AbortSignal;
  /** Shown when the server's answer has no message of its own (SPEC.md §8 gives one per call). */
  errorMessage?: string;
  /** Raise the global alert on failure (the default); forms and dialogs show the failure where the user looks. */
  alert?: boolean;
  /** Suggestions while typing and other reads the screen shows itself: no global loading status (ADR 0031). */
  background?: boolean;
}

/** The options argument may be left out when the route needs no input. */
type Args<D extends RouteDef, Extra> =
  Partial<RouteInput<D>> extends RouteInput<D>
    ? [options?: RouteInput<D> & Extra]
    : [options: RouteInput<D> & Extra];

interface UntypedInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

const PATH_PARAMETER = /:(\w+)/g;

/** `/a/byid/:id` + `{ id: 3 }` → `/a/byid/3`; each value is encoded, so `a/b` stays one segment. */
export function fillPath(url: string, params: Record<string, unknown> = {}): string {
  return url.replace(PATH_PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Parametro ${name} mancante per ${url}`);
    return encodeURIComponent(String(value));
  });
}

/** Adds the parameters that have a value, in the order given (a list repeats its parameter). */
export function withQuery(url: string, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** The address of a call of the route. */
export function routeUrl<D extends RouteDef>(def: D, ...[input]: Args<D, unknown>): string {
  const { params, query } = (input ?? {}) as UntypedInput;
  return withQuery(fillPath(def.url, params), query);
}

function successSchema(def: RouteDef, status: number): z.core.$ZodType | undefined {
  const response: Partial<Record<number, z.core.$ZodType>> = def.response;
  return response[status] ?? def.response[200] ?? def.response[201];
}

export type WriteFailure = {
  ok: false;
  status: number;
  message: string;
  details: ErrorBody['details'];
};

/** What forms and dialogs get back from a write: the answer, or what to show and under which fields. */
export type WriteResult<T> = { ok: true; data: T } | WriteFailure;

export interface WriteOptions {
  /** Shown when the server's answer has no message (SPEC.md §8: 'Errore salvataggio dati' …). */
  fallback?: string;
  /** Also raise the global alert on failure: a toggle in a table has no place of its own to show it. */
  alert?: boolean;
}

/** The calls of one client: the app's (global alert) or another one (regional reads alert with the browser's). */
export function createRouteCaller(client: HttpClient) {
  /**
   * The call the route describes. A success is a 200 or 201 whose answer matches the route's response schema
   * (SPEC.md §5); on any other outcome `ok` is false and, unless `alert: false`, the global alert shows the
   * server's message, else `errorMessage` (SPEC.md §8). A request the caller aborted alerts nobody.
   */
  async function callRoute<D extends RouteDef>(
    def: D,
    ...[options]: Args<D, CallOptions>
  ): Promise<HttpResult<ResponseOf<D>>> {
    const input = (options ?? {}) as UntypedInput;
    const alert = input.alert ?? true;
    const result = await client.request<unknown>(withQuery(fillPath(def.url, input.params), input.query), {
      method: def.method,
      body: input.body,
      headers: input.headers,
      signal: input.signal,
      background: input.background,
    });
    if (!result.ok) {
      if (alert) client.report(result, input.errorMessage);
      return { ...result, data: null };
    }
    const schema = successSchema(def, result.status);
    // A write answered with no body still tells success from failure (an object, not null), as `send` does.
    const answer = result.data ?? (def.method === 'GET' ? null : {});
    const parsed = schema ? safeParse(schema, answer) : { success: true as const, data: answer };
    if (!parsed.success) {
      const invalid = { ...result, ok: false, data: null, message: null };
      if (alert) client.report(invalid, input.errorMessage ?? INVALID_RESPONSE_MESSAGE);
      return invalid;
    }
    return { ...result, data: parsed.data as ResponseOf<D> };
  }

  /** A list; on any failure the alert is raised and the list is empty (SPEC.md §8). */
  async function readList<D extends RouteDef>(def: D, ...args: Args<D, CallOptions>): Promise<ItemOf<D>[]> {
    const result = await callRoute(def, ...args);
    return result.ok ? (result.data as ItemOf<D>[]) : [];
  }

  /** One record; on any failure the alert is raised and the answer is null (SPEC.md §8). */
  async function readOne<D extends RouteDef>(
    def: D,
    ...args: Args<D, CallOptions>
  ): Promise<ResponseOf<D> | null> {
    const result = await callRoute(def, ...args);
    return result.ok ? result.data : null;
  }

  /**
   * One page of a catalogue the server answers as an array, counting the matches in X-Total-Count
   * (docs/adr/0004). Null on failure, with the alert raised, as for a single record.
   */
  async function readPage<D extends RouteDef>(
    def: D,
    options: RouteInput<D> & CallOptions & { query: { page: number; size: number } },
  ): Promise<Page<ItemOf<D>> | null> {
    const result = await (callRoute as (def: RouteDef, options: unknown) => Promise<HttpResult<unknown>>)(
      def,
      options,
    );
    if (!result.ok) return null;
    const header = result.headers?.get(TOTAL_COUNT_HEADER);
    const total = header ? safeParse(totalCountHeaderSchema, header) : null;
    if (!total?.success) {
      if (options.alert ?? true) {
        client.report(
          { ...result, ok: false, message: null },
          options.errorMessage ?? INVALID_RESPONSE_MESSAGE,
        );
      }
      return null;
    }
    const { page, size } = options.query;
    return { items: result.data as ItemOf<D>[], total: total.data, page, size };
  }

  /**
   * A write for a form or a dialog: the answer, or the status, the message (the server's, else `fallback`)
   * and the error body's details, so each message goes under its field and a 409 can offer a reload. The
   * global alert only with `alert: true`.
   */
  async function writeRoute<D extends RouteDef>(
    def: D,
    ...[options]: Args<D, WriteOptions>
  ): Promise<WriteResult<ResponseOf<D>>> {
    const input = (options ?? {}) as UntypedInput & WriteOptions;
    const fallback = input.fallback ?? DEFAULT_ERROR_MESSAGE;
    const result = await (
      callRoute as (def: RouteDef, options: UntypedInput) => Promise<HttpResult<unknown>>
    )(def, { ...input, errorMessage: fallback, alert: input.alert ?? false });
    if (result.ok) return { ok: true, data: result.data as ResponseOf<D> };
    return { ok: false, status: result.status, message: result.message ?? fallback, details: result.details };
  }

  return { callRoute, readList, readOne, readPage, writeRoute };
}

/** The app's calls: bearer token of the session, the global overlay and the global alert. */
export const { callRoute, readList, readOne, readPage, writeRoute } = createRouteCaller(http);
