import { adminMessages, errorCodes, errorMessages } from '@halo/contract';

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * The error vocabulary of the server (STYLE.md §5). Services throw these; one error handler turns them into
 * the body of DESIGN.md §5. Messages are Italian and safe to show: no personal or clinical data.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];

  constructor(
    status: number,
    code: string,
    message: string,
    details: ErrorDetail[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export class ValidationError extends AppError {
  constructor(details: ErrorDetail[], message: string = errorMessages.validation) {
    super(400, errorCodes.validation, message, details);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message: string = errorMessages.unauthenticated) {
    super(401, errorCodes.unauthenticated, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = errorMessages.forbidden) {
    super(403, errorCodes.forbidden, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = errorMessages.notFound) {
    super(404, errorCodes.notFound, message);
  }
}

/** `value` when there is one; else a NotFoundError (404) with `message`. */
export function found<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) {
    throw new NotFoundError(message);
  }
  return value;
}

export class ConflictError extends AppError {
  constructor(message: string = errorMessages.conflict, details: ErrorDetail[] = []) {
    super(409, errorCodes.conflict, message, details);
  }
}

/**
 * An optimistic update lost the race (docs/adr/0004-administration-api.md): the row is not at the version the
 * client read any more. One message for every entity, on `body.version` so forms can show it there.
 */
export class StaleVersionError extends ConflictError {
  constructor() {
    super(adminMessages.stale, [{ path: 'body.version', message: adminMessages.stale }]);
  }
}

/** Rows still pointing at what a refused delete would remove, as a 409's details: the first 50, by id and label. */
export function referenceDetails(
  items: { id: string | number; label: string }[],
  kind: string,
): ErrorDetail[] {
  return items.slice(0, 50).map((item) => ({ path: `${kind}.${item.id}`, message: item.label }));
}
