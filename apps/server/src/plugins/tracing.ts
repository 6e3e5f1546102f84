import {
  type Context,
  context,
  type ProxyTracerProvider,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { RPCType, setRPCMetadata } from '@opentelemetry/core';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';

/**
 * OpenTelemetry traces (docs/adr/0042-tracing.md): off unless the standard variables ask for them — an OTLP endpoint
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), and neither `OTEL_SDK_DISABLED=true` nor
 * `OTEL_TRACES_EXPORTER=none`. The Node SDK reads every other `OTEL_*` variable itself (service name, resource,
 * sampler, propagators, protocol, headers). When on: a server span per request whose trace id is the request's id
 * in the logs and in `X-Request-Id`; beneath it `@fastify/otel`'s spans of the request, its hooks and its handler;
 * the outgoing `fetch` calls (identity provider, Keycloak's administration) through the undici instrumentation,
 * with the trace context propagated; and one span per PostgreSQL query (db/database.ts). None carries a query's
 * values, a body or a header's value.
 */

export interface Tracing {
  tracer: Tracer;
  /** `@fastify/otel`'s plugin, registered by the app before its routes. */
  fastifyPlugin: () => FastifyPluginCallback;
  /** Sends the spans ended so far. */
  flush: () => Promise<void>;
  /** Sends what is pending and stops. */
  shutdown: () => Promise<void>;
}

/** Whether the environment asks for traces (the SDK is not even loaded otherwise). */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** The tracer the database's spans use: a no-op one until tracing starts. */
export function tracer(): Tracer {
  return trace.getTracer('halo');
}

/** Starts the Node SDK with Halo's instrumentations; null when the environment does not ask for traces. */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (!tracingWanted(env)) return null;
  const [{ NodeSDK }, { UndiciInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const fastifyOtel = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    // The probes, asked every few seconds by every orchestrator, would be most of the traces.
    ignorePaths: ({ url }) => url.startsWith('/api/health/'),
  });
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'halo',
    instrumentations: [new UndiciInstrumentation(), fastifyOtel],
  });
  sdk.start();
  return {
    tracer: trace.getTracer('halo'),
    fastifyPlugin: () => fastifyOtel.plugin(),
    flush: async () => {
      const provider = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate();
      await (provider as { forceFlush?: () => Promise<void> }).forceFlush?.();
    },
    shutdown: () => sdk.shutdown(),
  };
}

const kSpan = Symbol('halo.serverSpan');
type Traced = FastifyRequest & { [kSpan]?: Span };

/** Paths whose requests start no trace: the probes, asked every few seconds by every orchestrator. */
function untraced(url: string): boolean {
  return url.startsWith('/api/health/') || url === '/metrics';
}

/**
 * The request's server span, started before any other hook: its parent is the caller's trace (`traceparent`) if
 * any; its trace id becomes the request's id, in the logs and in `X-Request-Id`. The rest of the request runs in
 * its context, so `@fastify/otel`'s spans, the outgoing calls and the queries are its children.
 */
export function traceRequests(app: FastifyInstance, tracing: Tracing): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (untraced(request.url)) {
      done();
      return;
    }
    const parent: Context = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracing.tracer.startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0] ?? '/',
          'url.scheme': request.protocol,
        },
      },
      parent,
    );
    const traceId = span.spanContext().traceId;
    request.id = traceId;
    // From the app's logger, not the request's (which already carries the id Fastify gave it).
    const log = app.log.child({ reqId: traceId });
    request.log = log;
    reply.log = log;
    reply.header('x-request-id', traceId);
    (request as Traced)[kSpan] = span;
    // Marked as an HTTP server's context: @fastify/otel's request span is then an internal child, not a second
    // server span of the same request.
    context.with(setRPCMetadata(trace.setSpan(parent, span), { type: RPCType.HTTP, span }), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = (request as Traced)[kSpan];
    if (span) {
      // A 404 has no route: its path would make one span name per unknown address.
      const route = request.is404 ? undefined : request.routeOptions.url;
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`${request.method} ${route}`);
      }
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}
