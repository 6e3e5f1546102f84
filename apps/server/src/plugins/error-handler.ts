import { type ErrorBody, errorCodes, errorMessages } from '@halo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetail } from '../errors.ts';

/** `/body/items/0/name` → `body.items.0.name` */
function fieldPath(context: string | undefined, instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return [context, ...parts].filter(Boolean).join('.');
}

const statusCodes: Record<number, string> = {
  400: errorCodes.validation,
  401: errorCodes.unauthenticated,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  429: errorCodes.tooManyRequests,
  503: errorCodes.unavailable,
};

const statusMessages: Record<number, string> = {
  400: 'Richiesta non valida.',
  401: errorMessages.unauthenticated,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  405: 'Metodo non consentito.',
  409: errorMessages.conflict,
  413: 'Richiesta troppo grande.',
  415: 'Tipo di contenuto non supportato.',
  429: errorMessages.tooManyRequests,
  503: errorMessages.unavailable,
};

/** At most this many field errors in one answer: a huge bad import must not answer an even larger body. */
export const MAX_ERROR_DETAILS = 100;

function capped(details: ErrorDetail[]): ErrorDetail[] {
  if (details.length <= MAX_ERROR_DETAILS) return details;
  const rest = details.length - MAX_ERROR_DETAILS;
  return [
    ...details.slice(0, MAX_ERROR_DETAILS),
    {
      path: '',
      message: rest === 1 ? 'Un altro errore non mostrato.' : `Altri ${rest} errori non mostrati.`,
    },
  ];
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.]{0,127}$/;

/**
 * What an unexpected error may leave in the log: its class, the database's SQLSTATE and constraint (names from
 * our schema, never the query or its parameters) and the stack's frames. Never its message: an error's text can
 * carry the request's data (a driver's "Failed query … params: …"), personal data included.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const entry: Record<string, unknown> = {
    type: error instanceof Error ? error.constructor.name : typeof error,
  };
  for (
    let current: unknown = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    const { code, constraint, table, schema } = current as Record<string, unknown>;
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      entry.dbCode = code;
      for (const [key, value] of Object.entries({ constraint, table, schema })) {
        if (typeof value === 'string' && IDENTIFIER.test(value)) entry[key] = value;
      }
      break;
    }
    if (typeof code === 'string' && IDENTIFIER.test(code)) entry.code = code;
    current = (current as { cause?: unknown }).cause;
  }
  if (error instanceof Error && error.stack) {
    entry.frames = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 10)
      .map((line) => line.trim());
  }
  return entry;
}

/**
 * Fastify's own refusals before any route runs (a malformed percent-encoding, a path parameter longer than the
 * router keeps): the house body too, without echoing the URL.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const body: ErrorBody = {
    code: errorCodes.validation,
    message: tooLong ? 'Indirizzo troppo lungo.' : 'Indirizzo non valido: codifica dei caratteri errata.',
    details: [],
    requestId: String(request.id),
  };
  void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** The one place where errors become HTTP answers (DESIGN.md §5). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (status: number, code: string, message: string, details: ErrorDetail[] = []): ErrorBody => {
      reply.status(status);
      return { code, message, details: capped(details), requestId: String(request.id) };
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: fieldPath(error.validationContext, issue.instancePath),
        message: issue.message ?? 'Valore non valido',
      }));
      return body(400, errorCodes.validation, errorMessages.validation, details);
    }
    if (error instanceof AppError) {
      if (error.status === 401) {
        reply.header('www-authenticate', 'Bearer realm="halo", error="invalid_token"');
      }
      // Our own texts and codes only (never the request's data): enough to find the failing dependency.
      if (error.status >= 500) {
        request.log.error({ code: error.code, status: error.status, message: error.message }, 'server error');
      }
      return body(error.status, error.code, error.message, error.details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: { message: error.message, cause: String(error.cause) } },
        'response does not match its schema',
      );
      return body(500, errorCodes.internal, errorMessages.internal);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return body(
        status,
        statusCodes[status] ?? error.code ?? 'BAD_REQUEST',
        statusMessages[status] ?? 'Richiesta non valida.',
      );
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return body(
      status === 503 ? 503 : 500,
      statusCodes[status] ?? errorCodes.internal,
      statusMessages[status] ?? errorMessages.internal,
    );
  });
}
