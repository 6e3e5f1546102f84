import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config);
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
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a hung one must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
