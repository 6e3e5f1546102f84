import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { drainAndClose } from './http/lifecycle.ts';
import { startTracing } from './plugins/tracing.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// OpenTelemetry when the standard OTEL_* variables ask for it (docs/adr/0042-tracing.md); its spans go out at exit.
const tracing = await startTracing();
const app = await buildApp(config, { tracing });
await app.listen({ host: config.host, port: config.port });
app.log.info(
  { publicUrl: config.publicUrl, database: config.databaseUrl ? 'postgres' : 'pglite', demo: config.demo },
  'Halo ready',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal, delaySeconds: config.shutdownDelay }, 'draining, then shutting down');
    // Readiness fails at once; requests keep being served for the delay, then those in flight and the job worker's
    // round finish (docs/adr/0037-probes-and-shutdown.md). A hung request must not keep the process alive forever.
    setTimeout(() => process.exit(1), (config.shutdownDelay + 20) * 1000).unref();
    drainAndClose(app, app.lifecycle, { delayMs: config.shutdownDelay * 1000 })
      // The last requests' spans go out before the process does.
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
