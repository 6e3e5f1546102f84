import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { UnauthenticatedError } from '../errors.ts';

/**
 * The counters the services feed and the registry they live in. One registry per app, not prom-client's global
 * one: the tests build several apps in one process.
 */
export interface Metrics {
  registry: Registry;
  signIns: Counter<'outcome'>;
  mails: Counter<'outcome'>;
  jobs: Counter<'outcome'>;
  bookingConflicts: Counter<'reason'>;
  imports: Counter<'outcome'>;
  /** PostgreSQL's queries by operation, with their durations (the pool's clients report them). */
  queries: Histogram<'operation'>;
  /** Where the job gauges read the queue from, at each scrape (set once the queue exists). */
  jobStates: { source?: () => Promise<JobCounts> };
}

/** The queue's jobs by state (jobs/job-queue.ts `stats`). */
export interface JobCounts {
  waiting: number;
  due: number;
  running: number;
  retrying: number;
  givenUp: number;
}

/** Seconds; from a cached answer (tens of µs) to a slow export (seconds). */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A replica's metrics: what it counts whether or not anyone reads them (cheap increments). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const jobStates: Metrics['jobStates'] = {};
  new Gauge<'state'>({
    name: 'halo_jobs',
    help: 'Lavori in coda, per stato (waiting, due, running, retrying, given_up), letti dal database a ogni lettura',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await jobStates.source?.();
      if (!counts) return;
      this.set({ state: 'waiting' }, counts.waiting);
      this.set({ state: 'due' }, counts.due);
      this.set({ state: 'running' }, counts.running);
      this.set({ state: 'retrying' }, counts.retrying);
      this.set({ state: 'given_up' }, counts.givenUp);
    },
  });
  const byOutcome = (name: string, help: string) =>
    new Counter<'outcome'>({ name, help, labelNames: ['outcome'], registers: [registry] });
  return {
    registry,
    signIns: byOutcome(
      'halo_sign_ins_total',
      'Accessi al provider integrato, per esito (success, failure, lockout)',
    ),
    mails: byOutcome(
      'halo_mails_total',
      'Messaggi di posta, per esito (sent via SMTP, outbox senza SMTP, failed, queued per un nuovo invio)',
    ),
    jobs: byOutcome('halo_jobs_total', 'Tentativi del worker dei lavori, per esito (done, retry, given-up)'),
    bookingConflicts: new Counter<'reason'>({
      name: 'halo_booking_conflicts_total',
      help: 'Prenotazioni rifiutate, per motivo (slot-full, overlap)',
      labelNames: ['reason'],
      registers: [registry],
    }),
    imports: byOutcome(
      'halo_imports_total',
      'Importazioni di dati (misure ambientali), per esito (done, refused)',
    ),
    queries: new Histogram<'operation'>({
      name: 'halo_db_query_duration_seconds',
      help: 'Durata delle query PostgreSQL, per operazione (SELECT, INSERT, UPDATE, DELETE, altro)',
      labelNames: ['operation'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    jobStates,
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Exposes the metrics in Prometheus' text format, never publicly by default (docs/adr/0038-metrics.md): on a port
 * of their own (`METRICS_PORT`, for a scrape inside the cluster) or at `/metrics` on the public port behind a bearer
 * token (`METRICS_TOKEN`). With neither, nothing is exposed and no hook runs per request. Besides the services'
 * counters: every answer by method, route template (never the raw path: ids would make a series each) and status,
 * with its duration; the process' own (event-loop lag, heap, GC, handles) from prom-client's defaults; the database
 * pool where there is one.
 */
export function exposeMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: {
    port: number | undefined;
    host: string;
    token: string | undefined;
    pool?: () => { total: number; idle: number; waiting: number } | undefined;
    /** Where the database reports its queries' durations (PostgreSQL). */
    queries?: (observer: (operation: string, seconds: number) => void) => void;
  },
): void {
  if (options.port === undefined && options.token === undefined) return;
  const { registry } = metrics;
  collectDefaultMetrics({ register: registry, prefix: 'halo_' });

  const requests = new Histogram<'method' | 'route' | 'status'>({
    name: 'halo_http_request_duration_seconds',
    help: 'Durata delle risposte, per metodo, modello di percorso e stato',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // Only the common operations as labels: a statement's first word could be anything.
  const known = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH']);
  options.queries?.((operation, seconds) =>
    metrics.queries.observe({ operation: known.has(operation) ? operation : 'OTHER' }, seconds),
  );

  if (options.pool) {
    const pool = options.pool;
    new Gauge<'state'>({
      name: 'halo_db_pool_connections',
      help: 'Connessioni del pool PostgreSQL, per stato',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const now = pool();
        if (!now) return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  if (options.token !== undefined) {
    const expected = digest(`Bearer ${options.token}`);
    app.get('/metrics', async (request, reply) => {
      const given = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) throw new UnauthenticatedError();
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  }

  if (options.port !== undefined) {
    const port = options.port;
    let server: Server | undefined;
    app.addHook('onListen', async () => {
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(port, options.host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  }
}
