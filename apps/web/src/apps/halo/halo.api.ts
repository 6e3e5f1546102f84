import {
  adminMessages,
  type ErrorBody,
  errorBodySchema,
  isSuccessStatus,
  type Page,
  TOTAL_COUNT_HEADER,
  totalCountHeaderSchema,
} from '@halo/contract';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';
import { createHttpClient, type HttpMethod, http } from '../../lib/http.ts';
import { alertStore, raiseAlert } from '../../shell/alerts/alert.store.ts';
import { getAccessToken } from '../../shell/auth/session.store.ts';
import { loadingOverlay } from '../../shell/overlay/loading-overlay.store.ts';
import type itAdmin from './locales/it/admin.ts';

/**
 * The administration calls (SPEC.md §7 "Platform admin", "Authorization", "Menu", "Authorities"). Reads go
 * through the app's client (global alert, empty list or null on failure, SPEC.md §8); writes keep the error
 * body's details, so forms put each message under its field and a 409 can offer a reload.
 */

/** `/a/:id` + `{ id: 3 }` → `/a/3`. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parametro ${name} mancante per ${url}`);
    return encodeURIComponent(String(value));
  });
}

export type QueryValue = string | number | boolean | undefined | null;

/** Adds the parameters that have a value, in the order given. */
export function withQuery(url: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** What an admin read fetches: names its error text under `readError` in the 'admin' namespace. */
export type ReadTarget = keyof (typeof itAdmin)['readError'];

/** The error text of a failed admin read, in the user's language. */
export function readError(what: ReadTarget): string {
  return i18n.t(`admin:readError.${what}`);
}

export function adminList<T>(url: string, schema: z.ZodType<T>, what: ReadTarget, signal?: AbortSignal) {
  return http.getList(url, { schema, errorMessage: readError(what), signal });
}

/**
 * One page of a small catalogue (applications, services, modules, routes, sections, authorities): the server
 * answers that page as an array and counts the matches in X-Total-Count (docs/adr/0004). Null on failure, with
 * the global alert raised, as for a single record.
 */
export async function adminPage<T>(
  url: string,
  query: Record<string, QueryValue> & { page: number; size: number },
  schema: z.ZodType<T>,
  what: ReadTarget,
  signal?: AbortSignal,
): Promise<Page<T> | null> {
  const result = await http.request<unknown>(withQuery(url, query), { signal });
  if (!result.ok) {
    http.report(result, readError(what));
    return null;
  }
  const items = z.array(schema).safeParse(result.data);
  const header = result.headers?.get(TOTAL_COUNT_HEADER);
  const total = header ? totalCountHeaderSchema.safeParse(header) : null;
  if (!items.success || !total?.success) {
    http.report({ ...result, message: null }, readError(what));
    return null;
  }
  return { items: items.data, total: total.data, page: query.page, size: query.size };
}

export function adminOne<T>(url: string, schema: z.ZodType<T>, what: ReadTarget, signal?: AbortSignal) {
  return http.getOne(url, { schema, errorMessage: readError(what), signal });
}

export type WriteFailure = {
  ok: false;
  status: number;
  message: string;
  details: ErrorBody['details'];
};
export type WriteResult<T> = { ok: true; data: T } | WriteFailure;

export interface WriteOptions {
  /** Shown when the server's answer has no message (SPEC.md §8: 'Errore salvataggio dati'). */
  fallback?: string;
  /**
   * Also raise the global alert on failure. Forms and confirmation dialogs show the failure where the user is
   * looking instead; a toggle in a table has no such place.
   */
  alert?: boolean;
}

/**
 * A write of the admin area: the parsed answer, or the status, the message (the server's, else the fallback)
 * and the details of the error body.
 */
export async function adminWrite<T>(
  method: Exclude<HttpMethod, 'GET'>,
  url: string,
  body: unknown,
  schema: z.ZodType<T>,
  options: WriteOptions = {},
): Promise<WriteResult<T>> {
  const fallback = options.fallback ?? adminMessages.saveFailed;
  let errorBody: unknown = null;
  const client = createHttpClient({
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      if (!isSuccessStatus(response.status)) {
        errorBody = await response
          .clone()
          .json()
          .catch(() => null);
      }
      return response;
    },
    getAccessToken,
    onRequestStart: () => loadingOverlay.begin(),
    onRequestEnd: () => loadingOverlay.end(),
    onFailure: () => {},
  });
  const result = await client.request<unknown>(url, { method, body });
  let failure: WriteFailure;
  if (result.ok) {
    const parsed = schema.safeParse(result.data ?? {});
    if (parsed.success) return { ok: true, data: parsed.data };
    failure = { ok: false, status: result.status, message: fallback, details: [] };
  } else if (result.aborted) {
    return { ok: false, status: 0, message: fallback, details: [] };
  } else {
    const parsedError = errorBodySchema.safeParse(errorBody);
    failure = {
      ok: false,
      status: result.status,
      message: result.message ?? fallback,
      details: parsedError.success ? parsedError.data.details : [],
    };
  }
  if (options.alert) raiseAlert(failure.message, { status: failure.status });
  return failure;
}

/** `body.subRoutes.0.pathBase` → `subRoutes.0.pathBase`; null for a detail about something else. */
export function bodyFieldPath(path: string): string | null {
  const match = /^body\.(.+)$/.exec(path);
  return match?.[1] ?? null;
}

export function isConflict(result: WriteResult<unknown>): result is WriteFailure {
  return !result.ok && result.status === 409;
}

// Only one success message at a time: the newest replaces the previous one instead of piling up.
let lastSuccess: number | null = null;

/** Shows an admin call's success message (SPEC.md §8) in the global alert area. */
export function notifySuccess(message: string): void {
  if (lastSuccess !== null) alertStore.dismiss(lastSuccess);
  lastSuccess = raiseAlert(message, { kind: 'success' });
}
