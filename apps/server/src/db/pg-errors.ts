export interface PgErrorInfo {
  code: string;
  constraint?: string;
  table?: string;
}

/** The PostgreSQL error behind a driver or drizzle error (drizzle wraps it in `cause`), if any. */
export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        table: typeof candidate.table === 'string' ? candidate.table : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
