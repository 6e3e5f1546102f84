import {
  type Asl,
  aslSchema,
  COMUNI_SEARCH_MAX,
  type Comune,
  comuneSchema,
  type Dipartimento,
  type Distretto,
  dipartimentoSchema,
  distrettoSchema,
  type ErrorBody,
  errorBodySchema,
  isSuccessStatus,
  type Nazione,
  nazioneSchema,
  type PresidioOspedaliero,
  type Provincia,
  presidioOspedalieroSchema,
  provinciaSchema,
  type Quartiere,
  quartiereSchema,
  type Regione,
  regionalPublicRoutes,
  regionalRoutes,
  regioneSchema,
  type UnitaOperativa,
  unitaOperativaSchema,
} from '@halo/contract';
import type { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';
import { createHttpClient, type HttpClient, http } from '../../lib/http.ts';
import { getAccessToken } from '../../shell/auth/session.store.ts';
import { loadingOverlay } from '../../shell/overlay/loading-overlay.store.ts';
import type itRegional from './locales/it/regional.ts';

/**
 * The calls of the regional-data service (SPEC.md §7 "Regional data"; paths and parameters in
 * docs/adr/0003-regional-data-api.md), with the error texts of SPEC.md §8.
 */

const pub = regionalPublicRoutes;
const api = regionalRoutes;

/** Retrieval errors (SPEC.md §8: "similar retrieval errors for regional data"), in the current language. */
export type RegionalReadError = keyof (typeof itRegional)['readErrors'];

export function regionalReadError(which: RegionalReadError): string {
  return i18n.t(`regional:readErrors.${which}`);
}

/**
 * SPEC.md §8: the reads of nazioni, province, comuni, quartieri and authorities (ASL) tell the user with the
 * browser's own alert, not the global one. Same bearer header, success rule and overlay as the app's client.
 */
export const browserAlertHttp: HttpClient = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getAccessToken,
  onRequestStart: () => loadingOverlay.begin(),
  onRequestEnd: () => loadingOverlay.end(),
  onFailure: ({ message }) => {
    window.alert(message);
  },
});

/** `/a/:id` + `{ id: 3 }` → `/a/3`. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parametro ${name} mancante per ${url}`);
    return encodeURIComponent(String(value));
  });
}

/** Adds the defined query parameters, in the order given. */
export function withQuery(url: string, query: Record<string, string | number | boolean | undefined | null>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

type Signal = AbortSignal | undefined;

// ---------------------------------------------------------------------------------------------------------------
// Public reads (no token needed): the picker of the prevention portal's registration and the comune search.

export const publicRegional = {
  regioni: (signal?: Signal): Promise<Regione[]> =>
    http.getList(pub.regioni.url, {
      schema: regioneSchema,
      errorMessage: regionalReadError('regioni'),
      signal,
    }),
  province: (codRegione: string, signal?: Signal): Promise<Provincia[]> =>
    browserAlertHttp.getList(withQuery(pub.provinceByCodiceRegione.url, { codRegione }), {
      schema: provinciaSchema,
      errorMessage: regionalReadError('province'),
      signal,
    }),
  comuni: (sigla: string, signal?: Signal): Promise<Comune[]> =>
    browserAlertHttp.getList(withQuery(pub.comuniBySigla.url, { sigla }), {
      schema: comuneSchema,
      errorMessage: regionalReadError('comuni'),
      signal,
    }),
  quartieri: (comune: number, signal?: Signal): Promise<Quartiere[]> =>
    browserAlertHttp.getList(withQuery(pub.quartieriByComune.url, { comune }), {
      schema: quartiereSchema,
      errorMessage: regionalReadError('quartieri'),
      signal,
    }),
  asl: (codRegione: string, signal?: Signal): Promise<Asl[]> =>
    browserAlertHttp.getList(withQuery(pub.aslByCodes.url, { codRegione }), {
      schema: aslSchema,
      errorMessage: regionalReadError('asl'),
      signal,
    }),
  distretti: (codiceAsl: string, signal?: Signal): Promise<Distretto[]> =>
    http.getList(withQuery(pub.distrettiByCodiceAsl.url, { codiceAsl }), {
      schema: distrettoSchema,
      errorMessage: regionalReadError('distretti'),
      signal,
    }),
};

export type SearchOutcome = { ok: true; comuni: Comune[] } | { ok: false; aborted: boolean };

export const SEARCH_LIMIT = 20;

/**
 * The as-you-type comune search (ADR 0003). A failure is shown beside the search box, never as an alert: an
 * alert on every keystroke would stop the user typing. A superseded request is aborted and reports nothing.
 */
export async function searchComuni(q: string, limit = SEARCH_LIMIT, signal?: Signal): Promise<SearchOutcome> {
  const url = withQuery(pub.comuniSearch.url, { q, limit: Math.min(limit, COMUNI_SEARCH_MAX) });
  const result = await http.request<unknown>(url, { signal });
  if (!result.ok) return { ok: false, aborted: result.aborted };
  const parsed = comuneSchema.array().safeParse(result.data);
  return parsed.success ? { ok: true, comuni: parsed.data } : { ok: false, aborted: false };
}

// ---------------------------------------------------------------------------------------------------------------
// Authenticated reads (the administration screens; never cached by the server).

export const regional = {
  nazioni: (signal?: Signal): Promise<Nazione[]> =>
    browserAlertHttp.getList(api.nazioni.url, {
      schema: nazioneSchema,
      errorMessage: regionalReadError('nazioni'),
      signal,
    }),
  regioni: (signal?: Signal): Promise<Regione[]> =>
    http.getList(api.regioni.url, {
      schema: regioneSchema,
      errorMessage: regionalReadError('regioni'),
      signal,
    }),
  province: (codRegione: string, signal?: Signal): Promise<Provincia[]> =>
    browserAlertHttp.getList(withQuery(api.province.url, { codRegione }), {
      schema: provinciaSchema,
      errorMessage: regionalReadError('province'),
      signal,
    }),
  provinciaBySigla: (sigla: string, signal?: Signal): Promise<Provincia | null> =>
    browserAlertHttp.getOne(fillPath(api.provinciaBySigla.url, { sigla }), {
      schema: provinciaSchema,
      errorMessage: regionalReadError('provincia'),
      signal,
    }),
  comuni: (siglaProvincia: string, signal?: Signal): Promise<Comune[]> =>
    browserAlertHttp.getList(withQuery(api.comuni.url, { siglaProvincia }), {
      schema: comuneSchema,
      errorMessage: regionalReadError('comuni'),
      signal,
    }),
  comuneById: (id: number, signal?: Signal): Promise<Comune | null> =>
    browserAlertHttp.getOne(fillPath(api.comuneById.url, { id }), {
      schema: comuneSchema,
      errorMessage: regionalReadError('comune'),
      signal,
    }),
  quartieri: (comune: number, signal?: Signal): Promise<Quartiere[]> =>
    browserAlertHttp.getList(withQuery(api.quartieriByComune.url, { comune }), {
      schema: quartiereSchema,
      errorMessage: regionalReadError('quartieri'),
      signal,
    }),
  asl: (codRegione: string, signal?: Signal): Promise<Asl[]> =>
    browserAlertHttp.getList(withQuery(api.aslByCodiceRegione.url, { codRegione }), {
      schema: aslSchema,
      errorMessage: regionalReadError('asl'),
      signal,
    }),
  distretti: (codiceAsl: string, signal?: Signal): Promise<Distretto[]> =>
    http.getList(withQuery(api.distrettiByCodiceAsl.url, { codiceAsl }), {
      schema: distrettoSchema,
      errorMessage: regionalReadError('distretti'),
      signal,
    }),
  dipartimenti: (
    query: { distretto?: number; codiceAsl?: string },
    signal?: Signal,
  ): Promise<Dipartimento[]> =>
    http.getList(withQuery(api.dipartimenti.url, query), {
      schema: dipartimentoSchema,
      errorMessage: regionalReadError('dipartimenti'),
      signal,
    }),
  presidi: (
    query: { codiceAsl?: string; distretto?: number },
    signal?: Signal,
  ): Promise<PresidioOspedaliero[]> =>
    http.getList(withQuery(api.presidiOspedalieri.url, query), {
      schema: presidioOspedalieroSchema,
      errorMessage: regionalReadError('presidi'),
      signal,
    }),
  unitaOperative: (
    query: { dipartimento?: number; presidio?: number; codiceAsl?: string },
    signal?: Signal,
  ): Promise<UnitaOperativa[]> =>
    http.getList(withQuery(api.unitaOperative.url, query), {
      schema: unitaOperativaSchema,
      errorMessage: regionalReadError('unitaOperative'),
      signal,
    }),
};

// ---------------------------------------------------------------------------------------------------------------
// Writes

export type WriteOperation = 'create' | 'update' | 'delete';

/**
 * SPEC.md §8: a failed regional write shows the server's message when it gives one, else 'Errore nella
 * creazione regione', 'Errore nella modifica dati …', 'Errore nell'eliminazione …' for the entity at hand.
 */
export function writeFallbackMessage(operation: WriteOperation, entityLabel: string): string {
  switch (operation) {
    case 'create':
      return i18n.t('regional:writeErrors.create', { entity: entityLabel });
    case 'update':
      return i18n.t('regional:writeErrors.update', { entity: entityLabel });
    case 'delete':
      return i18n.t('regional:writeErrors.delete', { entity: entityLabel });
  }
}

export type WriteResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; details: ErrorBody['details'] };

/**
 * A POST write of the regional service. Unlike `send`, it keeps the error body's `details`: the forms put
 * each field's message under its input, and a refused delete lists the records that still depend on it.
 */
export async function regionalWrite<T>(
  url: string,
  body: unknown,
  fallbackMessage: string,
  schema: z.ZodType<T>,
): Promise<WriteResult<T>> {
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
    // The form or the confirmation dialog shows the failure where the user is looking.
    onFailure: () => {},
  });
  const result = await client.request<unknown>(url, { method: 'POST', body });
  if (result.ok) {
    const parsed = schema.safeParse(result.data);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, status: result.status, message: fallbackMessage, details: [] };
  }
  const parsedError = errorBodySchema.safeParse(errorBody);
  return {
    ok: false,
    status: result.status,
    message: result.message ?? fallbackMessage,
    details: parsedError.success ? parsedError.data.details : [],
  };
}

/** `body.codiceCatastale` → `codiceCatastale`; paths outside the body (children of a refused delete) → null. */
export function bodyField(path: string): string | null {
  const match = /^body\.([^.]+)/.exec(path);
  return match?.[1] ?? null;
}
