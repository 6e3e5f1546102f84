import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import pg from 'pg';
import { tracer } from '../plugins/tracing.ts';

/** `SELECT …` → `SELECT`: the span's name is the statement's kind, its text an attribute (values never). */
export function operationOf(text: string): string {
  return /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

/** Told of every promise-style query's operation and duration (the metrics' histogram). */
export type QueryObserver = (operation: string, seconds: number) => void;

/**
 * PostgreSQL's client as the pool creates its connections (docs/adr/0042-tracing.md): a span per query made while
 * a request (or another traced operation) is under way, and each query's duration to `observer()` when there is
 * one (the metrics, docs/adr/0038-metrics.md). The statement's text is recorded in the span, its values are not
 * (drizzle sends every value as a parameter). Without tracing and metrics, a query costs one look at the active
 * context and one call.
 */
export function instrumentedClient(observer: () => QueryObserver | undefined): typeof pg.Client {
  return class InstrumentedClient extends pg.Client {
    // pg's overloads: a promise (drizzle in a transaction), a callback (the pool's own `query`, drizzle outside
    // one) or a submittable (a cursor, a stream: left alone).
    override query(...args: unknown[]): never {
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
      const submittable = typeof (config as { submit?: unknown } | undefined)?.submit === 'function';
      const parent = context.active();
      const observe = observer();
      const traced = trace.getSpan(parent) !== undefined;
      if (submittable || typeof text !== 'string' || (!traced && !observe)) {
        return (super.query as (...a: unknown[]) => never)(...args);
      }
      const operation = operationOf(text);
      // The change feed's LISTEN, made when a request happens to open a connection, is not the request's work.
      const span =
        traced && operation !== 'LISTEN'
          ? tracer().startSpan(
              `${operation} ${this.database ?? ''}`.trim(),
              {
                kind: SpanKind.CLIENT,
                attributes: {
                  'db.system.name': 'postgresql',
                  'db.namespace': this.database ?? '',
                  'db.operation.name': operation,
                  'db.query.text': text.slice(0, 4000),
                },
              },
              parent,
            )
          : undefined;
      const started = performance.now();
      const finish = (error?: unknown) => {
        observe?.(operation, (performance.now() - started) / 1000);
        if (error) {
          span?.setStatus({
            code: SpanStatusCode.ERROR,
            message: (error as { code?: string }).code ?? 'errore',
          });
        }
        span?.end();
      };
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        const wrapped = [
          ...args.slice(0, -1),
          (error: unknown, result: unknown) => {
            finish(error ?? undefined);
            (callback as (e: unknown, r: unknown) => void)(error, result);
          },
        ];
        return (super.query as (...a: unknown[]) => never)(...wrapped);
      }
      const result = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
      return result.then(
        (value) => {
          finish();
          return value;
        },
        (error: unknown) => {
          finish(error);
          throw error;
        },
      ) as never;
    }
  };
}
