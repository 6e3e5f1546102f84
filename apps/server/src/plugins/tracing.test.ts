import { createServer, request as httpRequest, type Server } from 'node:http';
import { context, propagation, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startServer } from '../../test/servers.ts';
import { startTracing, type Tracing, tracingWanted } from './tracing.ts';

/** A span as OTLP/HTTP's JSON encoding carries it. */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** An OTLP/HTTP receiver (JSON) on loopback: what a collector would get. */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[];
        };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

const attribute = (span: ReceivedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/**
 * A GET with node:http: this process's `fetch` is traced too (the undici instrumentation), and would add a
 * traceparent of its own to the caller's; the server's callers are other processes.
 */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; requestId: string; body: string }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          requestId: String(response.headers['x-request-id']),
          body,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const INTERNAL = 1;
const SERVER = 2;
const CLIENT = 3;

describe('tracing', () => {
  it('is off without an OTLP endpoint, or when disabled', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
    expect(
      tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBe(false);
  });

  describe('with the standard OTEL_* variables', () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let tracing: Tracing;

    beforeAll(async () => {
      receiver = await startReceiver();
      vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', receiver.url);
      vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
      vi.stubEnv('OTEL_SERVICE_NAME', 'halo-test');
      vi.stubEnv('OTEL_METRICS_EXPORTER', 'none');
      vi.stubEnv('OTEL_LOGS_EXPORTER', 'none');
      const started = await startTracing();
      if (!started) throw new Error('tracing did not start');
      tracing = started;
    });

    afterAll(async () => {
      await tracing.shutdown();
      // The API's registrations are the process's: the next test file in this worker starts without them.
      trace.disable();
      context.disable();
      propagation.disable();
      vi.unstubAllEnvs();
      await new Promise((resolve) => receiver.server.close(resolve));
    });

    it.each(testDatabases())(
      'sends each request as a trace whose id is the request id, with its route, its handler and its queries ($name)',
      async (kind) => {
        receiver.spans.length = 0;
        const lines: string[] = [];
        // PostgreSQL: a database of its own (its queries are traced); PGlite: the run's seeded one.
        const own = kind.name === 'postgres' ? await kind.open() : undefined;
        const server = await startServer({
          ...(own && { database: own.database }),
          env: { LOG_LEVEL: 'info' },
          overrides: { tracing, logStream: { write: (line) => lines.push(line) } },
        });
        try {
          // A caller already in a trace: the request continues it.
          const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
          const continued = await get(`${server.baseUrl}/api/v1/gestioneregionale/regione/byid/12`, {
            traceparent: `00-${callerTrace}-00f067aa0ba902b7-01`,
          });
          expect(continued.requestId).toBe(callerTrace);
          // A request on its own starts a trace; its id is the request's, in the answer, its body and the log.
          const alone = await get(`${server.baseUrl}/api/v1/nessuna-rotta`);
          const requestId = alone.requestId;
          expect(requestId).toMatch(/^[0-9a-f]{32}$/);
          expect((JSON.parse(alone.body) as { requestId: string }).requestId).toBe(requestId);
          expect(lines.some((line) => line.includes(`"reqId":"${requestId}"`))).toBe(true);
          // A public search, which queries the database.
          expect((await get(`${server.baseUrl}/api/public/prosa/campagne?q=vaccinazioni`)).status).toBe(200);
          // The probes start none.
          await get(`${server.baseUrl}/api/health/live`);
        } finally {
          await server.close();
          await own?.drop();
        }
        await tracing.flush();
        const spans = receiver.spans;

        const root = spans.findLast(
          (s) => s.traceId === '4bf92f3577b34da6a3ce929d0e0e4736' && s.kind === SERVER,
        );
        expect(root?.name).toBe('GET /api/v1/gestioneregionale/regione/byid/:id');
        expect(root?.parentSpanId).toBe('00f067aa0ba902b7');
        expect(attribute(root as ReceivedSpan, 'http.route')).toBe(
          '/api/v1/gestioneregionale/regione/byid/:id',
        );
        expect(attribute(root as ReceivedSpan, 'http.response.status_code')).toBe(401);
        // @fastify/otel's spans of the request and its hooks, beneath the server span.
        const children = spans.filter((s) => s.parentSpanId === root?.spanId);
        expect(children.map((s) => [s.name, s.kind])).toContainEqual(['request', INTERNAL]);
        // One server span per request: @fastify/otel's is internal beneath it.
        expect(spans.filter((s) => s.kind === SERVER && s.traceId === root?.traceId)).toHaveLength(1);
        expect(spans.some((s) => s.kind === SERVER && s.name === 'GET /api/v1/nessuna-rotta')).toBe(false);
        expect(spans.some((s) => attribute(s, 'url.path') === '/api/health/live')).toBe(false);
        if (kind.name === 'postgres') {
          const search = spans.findLast(
            (s) => s.kind === SERVER && s.name === 'GET /api/public/prosa/campagne',
          );
          const queries = spans.filter((s) => s.kind === CLIENT && s.traceId === search?.traceId);
          expect(queries.length).toBeGreaterThan(0);
          expect(attribute(queries[0] as ReceivedSpan, 'db.system.name')).toBe('postgresql');
        }
        // Nothing of who or what: no header value, no body.
        expect(JSON.stringify(spans)).not.toContain('authorization');
      },
    );
  });
});
