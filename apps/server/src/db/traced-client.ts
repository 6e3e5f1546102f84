import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import pg from 'pg';
import { tracer } from '../plugins/tracing.ts';

/** `SELECT …` → `SELECT`: the span's name is the statement's kind, its text an attribute (values never). */
function operationOf(text: string): string {
  return /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * PostgreSQL's client with a span per query made while a request (or another traced operation) is under way
 * (docs/adr/0042-tracing.md): the pool creates its connections from it. The statement's text is recorded, its
 * values are not (drizzle sends every value as a parameter). Without tracing, or outside a traced operation (the
 * change feed's LISTEN, the job worker's polling), a query costs one look at the active context.
 */
export class TracedClient extends pg.Client {
  // pg's overloads (callback, promise, submittable): only the promise form, drizzle's, is traced.
  override query(...args: unknown[]): never {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
    const callback = typeof args.at(-1) === 'function';
    const submittable = typeof (config as { submit?: unknown } | undefined)?.submit === 'function';
    const parent = context.active();
    if (callback || submittable || typeof text !== 'string' || !trace.getSpan(parent)) {
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const span = tracer().startSpan(
      `${operationOf(text)} ${this.database ?? ''}`.trim(),
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.namespace': this.database ?? '',
          'db.operation.name': operationOf(text),
          'db.query.text': text.slice(0, 4000),
        },
      },
      parent,
    );
    const result = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
    return result.then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: (error as { code?: string }).code ?? 'errore',
        });
        span.end();
        throw error;
      },
    ) as never;
  }
}
