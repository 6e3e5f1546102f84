import { z } from 'zod/mini';
import type { RouteAccess } from './permissions.ts';

/** The error body of DESIGN.md §5, for every failure the server answers. */
export const errorDetailSchema = z.object({
  path: z.string().check(z.describe('Field path, dot-separated (e.g. body.codiceRegione)')),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema),
    requestId: z.string(),
  })
  .register(z.globalRegistry, { id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  /** A service Halo depends on (the identity provider) answered something unusable. */
  badGateway: 'BAD_GATEWAY',
} as const;

/** Italian messages the server uses when it has nothing more specific to say. */
export const errorMessages = {
  validation: 'Dati non validi: controllare i campi indicati.',
  unauthenticated: 'Autenticazione richiesta.',
  forbidden: 'Permessi insufficienti per questa operazione.',
  notFound: 'Risorsa non trovata.',
  conflict: 'La risorsa è stata modificata o è in uso: ricaricare e riprovare.',
  tooManyRequests: 'Troppe richieste: riprovare tra poco.',
  unavailable: 'Server non disponibile o in manutenzione.',
  internal: 'Errore interno del server.',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses the server answers with the error body (DESIGN.md §5). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/**
 * One route of the API: its path, its access rule and its schemas. The server registers it with a handler,
 * the OpenAPI document is generated from it and the SPA's client is typed by it.
 */
export interface RouteDef {
  method: HttpMethod;
  url: string;
  access: RouteAccess;
  summary: string;
  tags: readonly string[];
  params?: z.core.$ZodType;
  querystring?: z.core.$ZodType;
  body?: z.core.$ZodType;
  headers?: z.core.$ZodType;
  response: Partial<Record<200 | 201 | 204 | 503, z.core.$ZodType>>;
  /** Headers of a success answer worth documenting (e.g. X-Total-Count): name → schema of the value. */
  responseHeaders?: Record<string, z.core.$ZodType>;
  /**
   * The error answers the route's service can give beyond those every route or its declaration implies (400
   * always, 401 unless public, 403 for a permission, 429 when rate limited): typically 404 for a record looked
   * up by id and 409 for a write that can conflict (docs/adr/0008-openapi.md).
   */
  errors?: readonly ErrorStatus[];
  /**
   * The route's name in the OpenAPI document, unique across the API: stamped by `defineRoutes` with the key of
   * the route in its record; a route defined on its own names itself.
   */
  operationId?: string;
}

export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

type Named<T extends Record<string, RouteDef>, P extends string> = {
  readonly [K in keyof T]: T[K] & {
    readonly operationId: P extends '' ? K : `${P}${Capitalize<K & string>}`;
  };
};

/**
 * A record of routes, each named in the OpenAPI document by its key (`operationId`). Records whose keys
 * repeat another record's (the public twins of regional reads) pass a `prefix`: `public` + `Nazioni`.
 */
export function defineRoutes<const T extends Record<string, RouteDef>, const P extends string = ''>(
  routes: T,
  options: { prefix?: P } = {},
): Named<T, P> {
  const name = (key: string) =>
    options.prefix ? `${options.prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}` : key;
  return Object.fromEntries(
    Object.entries(routes).map(([key, def]) => [key, { ...def, operationId: name(key) }]),
  ) as Named<T, P>;
}

/** A response is a success only with status 200 or 201 (SPEC.md §5, §9). */
export function isSuccessStatus(status: number): boolean {
  return status === 200 || status === 201;
}

/**
 * The largest value an integer column holds (PostgreSQL `integer`): ids, versions and positions are bounded by it,
 * so a larger one is a 400 naming the field, not a database error.
 */
export const MAX_INTEGER = 2_147_483_647;

/**
 * Marker id of a record still to be created (SPEC.md §5, §9), for the calendar's records.
 * @public
 */
export const NEW_RECORD_ID = '-1';

/**
 * Cookies the SPA writes and the server reads only to choose which page it sends already rendered (never for access:
 * the server accepts only the Authorization header): the language chosen in the browser, and whether a session is
 * stored (SPEC.md §3's `logged`). docs/adr/0035-first-page.md.
 */
export const pageCookies = { language: 'halo-language', logged: 'logged' } as const;
