import { randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { publicHomePaths, type Readiness, registrationPath, validationMessages } from '@halo/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Transporter } from 'nodemailer';
import pino from 'pino';
import { z } from 'zod';
import type { Config } from './config.ts';
import { type Database, migrationsApplied, openDatabase } from './db/database.ts';
import { createReadCache } from './db/read-cache.ts';
import { seed } from './db/seed.ts';
import { FHIR_PREFIX, fhirPlugin } from './fhir/fhir.plugin.ts';
import { createFhirRegistry } from './fhir/provider.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { createLifecycle } from './http/lifecycle.ts';
import { createActionTokens } from './idp/action-tokens.ts';
import { purgeExpired } from './idp/adapter.ts';
import { createEmbeddedIdentityAdmin } from './idp/embedded.adapter.ts';
import { idpPlugin } from './idp/idp.plugin.ts';
import { loadSecret, loadSigningKeys, publicJwk } from './idp/keys.ts';
import { createPasswordReset } from './idp/password-reset.ts';
import { createProvider } from './idp/provider.ts';
import { createUsersRepository } from './idp/users.repository.ts';
import { type JobQueue, openJobQueue } from './jobs/job-queue.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { createAuditLog } from './modules/audit/audit.service.ts';
import { authorizationModule } from './modules/authorization/authorization.module.ts';
import { createAuthorizationService } from './modules/authorization/authorization.service.ts';
import type { IdentityAdmin } from './modules/authorization/identity/identity.port.ts';
import { createUnavailableIdentityAdmin } from './modules/authorization/identity/unavailable.adapter.ts';
import { createPermissionService } from './modules/authorization/permissions.service.ts';
import { createRevocations } from './modules/authorization/revocations.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { startEventWorker } from './modules/events/events.worker.ts';
import { createMailer, queuedMailRetry, registerMailJob } from './modules/mail/mail.service.ts';
import { menuModule } from './modules/menu/menu.module.ts';
import { createMenuService } from './modules/menu/menu.service.ts';
import { createModuleServices } from './modules/module-services.ts';
import { applicationModules } from './modules/modules.ts';
import { operationsModule, recordServerErrors } from './modules/operations/operations.module.ts';
import { createOperationsRepository } from './modules/operations/operations.repository.ts';
import { createOperationsService } from './modules/operations/operations.service.ts';
import { createPlatformAdminService } from './modules/platform/platform.admin.service.ts';
import { createPlatformLookup } from './modules/platform/platform.lookup.service.ts';
import { platformModule } from './modules/platform/platform.module.ts';
import { createPlatformReads } from './modules/platform/platform.reads.ts';
import { version } from './modules/platform/platform.routes.ts';
import { createPlatformService } from './modules/platform/platform.service.ts';
import { createTransferService } from './modules/platform/platform.transfer.ts';
import { createRouteVisibility } from './modules/platform/platform.visibility.ts';
import type { ModuleDeps } from './modules/server-module.ts';
import { registerAccessControl } from './plugins/access-control.ts';
import { frameworkErrorHandler, loggableError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { createMetrics, exposeMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createSharedLimits } from './plugins/shared-limits.ts';
import { defaultSpaRoot, spaPlugin, spaStylesheets } from './plugins/spa.ts';
import { createTokenVerifier, type TokenVerifier } from './plugins/token-verifier.ts';
import { type Tracing, traceRequests } from './plugins/tracing.ts';

// Validation messages in Italian (DESIGN.md §5), the same words the SPA's forms use (the contract's error map).
z.config({ localeError: validationMessages('it') });

/** What the provider's `grant.revoked` event carries that names the user (logout: the session; reuse: the token). */
interface RevokedGrantContext {
  oidc?: { session?: { accountId?: string }; entities?: { RefreshToken?: { accountId?: string } } };
}

export interface AppOverrides {
  /** A database opened by the caller (tests); otherwise the app opens and closes its own. */
  database?: Database;
  verifier?: TokenVerifier;
  spaRoot?: string;
  /** Origins of development front ends allowed to receive codes (the Vite dev server). */
  devOrigins?: string[];
  sleep?: (ms: number) => Promise<void>;
  /** Where logs go (tests read them back); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** Identity administration to use instead of the one the configuration chooses. */
  identity?: IdentityAdmin;
  /** A nodemailer transport (tests); otherwise SMTP when configured, else the outbox. */
  mailTransport?: Transporter;
  /** OpenTelemetry, when the environment asks for traces (serve.ts starts it; tests their own). */
  tracing?: Tracing | null;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Query strings, invitation codes and feed tokens can carry personal data or secrets: logs get the bare path. */
function loggablePath(url: string): string {
  const pathOnly = url.split('?')[0] ?? '/';
  return pathOnly
    .replace(/(\/public\/callback[mpc]\/)[^/]+/, '$1[redatto]')
    .replace(/(\/api\/v1\/calendar\/feed\/)[^/]+/, '$1[redatto]');
}

/**
 * One line per request, when it is answered, with its method and redacted path (not Fastify's two): at `info`
 * for an error answer (4xx, 5xx) or one slower than a second, at `debug` for the rest. Writing a line for every
 * answer cost a third of the server's throughput on a cheap call (issue 30, docs/benchmarks.md); an access log of
 * every request is one `LOG_LEVEL=debug` away, and the reverse proxy in front usually keeps one anyway.
 */
class RequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (reply.statusCode >= 400 || reply.elapsedTime >= 1000) {
      reply.log.info(line, 'request completed');
    } else {
      reply.log.debug(line, 'request completed');
    }
  }
}

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const startedAt = new Date();
  const ownsDatabase = !overrides.database;
  const spaRoot = overrides.spaRoot ?? defaultSpaRoot;
  const database =
    overrides.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Standard output written asynchronously: lines that come while a write is under way go out together
            // with the next one, instead of a blocking write per line (flushed on exit).
            stream: overrides.logStream ?? pino.destination({ dest: 1, sync: false }),
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redatto]' },
            serializers: {
              req: (req) => ({ id: req.id, method: req.method, url: loggablePath(req.url) }),
              res: (res) => ({ statusCode: res.statusCode }),
            },
          },
    logController: new RequestLog(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Path parameters are validated by their schemas (400 with the field); only absurd ones stop at the router.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: frameworkErrorHandler,
  });

  let jobs: JobQueue | undefined;
  try {
    // Before every other hook and route: the request's span is the parent of all that follows.
    if (overrides.tracing) {
      traceRequests(app, overrides.tracing);
      await app.register(overrides.tracing.fastifyPlugin());
    }
    // Every route's 5xx answers are recorded for the operations page: hooks of the root, before any route.
    const operationsRepository = createOperationsRepository(database.db);
    recordServerErrors(app, operationsRepository);
    await database.migrate();
    // Prometheus metrics, exposed only on their own port or behind a token (docs/adr/0038-metrics.md).
    const metrics = createMetrics();
    // Work planned for later, every module's, on pg-boss (docs/adr/0040-jobs-on-pg-boss.md); mail refused by the
    // SMTP server too. Opened before the seed, which queues jobs of its own.
    const queue = await openJobQueue(database, {
      supervise: config.jobsInterval > 0,
      retentionDays: config.jobsRetentionDays,
      onOutcome: (outcome) => metrics.jobs.inc({ outcome }),
      onError: (error) =>
        app.log.error({ err: error instanceof Error ? error.name : 'errore' }, 'job queue: a round failed'),
    });
    jobs = queue;
    await seed(database, config, queue);

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerInputGuard(app);
    acceptEmptyJsonBodies(app);
    exposeMetrics(app, metrics, {
      port: config.metrics.port,
      host: config.host,
      token: config.metrics.token,
      pool: database.poolStats,
      queries: database.observeQueries,
    });
    // Set as the request arrives (a synchronous hook, no promise per answer); errors and 404s keep it.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });

    const issuerOrigin = new URL(config.oidc.issuer).origin;
    const devOrigins = overrides.devOrigins ?? config.devOrigins;
    // The health-environment map's tiles come from their server's origin (a {s} subdomain: any of its subdomains).
    const tiles = config.healthenvTiles?.url;
    const tileOrigins = tiles
      ? [
          tiles.includes('{s}.')
            ? new URL(tiles.replace('{s}.', 'a.')).origin.replace('//a.', '//*.')
            : new URL(tiles).origin,
        ]
      : [];
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", issuerOrigin],
          formAction: ["'self'", issuerOrigin, ...devOrigins],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
    });
    // Compressing an answer of a few packets saves less than it costs (issue 30's profile: a tenth of a 1 kB
    // navigation answer's time went to gzip); lists and documents above 4 KiB are compressed.
    await app.register(compress, { threshold: 4096 });
    // Counted together by every replica: PostgreSQL's tables or Redis; memory on PGlite (docs/adr/0033).
    const limits = await createSharedLimits({ database, redisUrl: config.redisUrl, log: app.log });
    app.addHook('onClose', () => limits.close());
    await app.register(rateLimit, { global: false, ...limits.rateLimit });

    await registerOpenApi(app, { version, publicUrl: config.publicUrl });

    const db = database.db;
    app.decorate('jobs', queue);
    // The outbox of domain events and this replica's worker sending them (docs/adr/0047-event-subscriptions.md).
    const events = createEventsService({ db });
    app.decorate('events', events);
    metrics.jobStates.source = () => queue.stats();
    const mailer = createMailer({
      db,
      smtp: config.smtp,
      transport: overrides.mailTransport,
      demo: config.demo,
      onSent: (outcome) => metrics.mails.inc({ outcome }),
      retry: queuedMailRetry(queue),
    });
    await registerMailJob(queue, mailer);
    // Reads kept in memory until their tables change, on this replica or another (docs/adr/0032-read-caches.md).
    const cache = createReadCache(database.changes);
    app.decorate('readCache', cache);
    const permissions = createPermissionService({ db, cache });
    const revocations = createRevocations({ db, cache });
    const identity: IdentityAdmin =
      overrides.identity ??
      (config.embeddedIdp
        ? createEmbeddedIdentityAdmin({ db, mailer, issuer: config.oidc.issuer })
        : config.keycloakAdmin
          ? // Keycloak's admin client is loaded only when Halo uses a Keycloak of its own.
            (
              await import('./modules/authorization/identity/keycloak.adapter.ts')
            ).createKeycloakIdentityAdmin({
              ...config.keycloakAdmin,
              webClientId: config.oidc.clientId,
              redirectUri: `${config.publicUrl}/`,
              db,
            })
          : createUnavailableIdentityAdmin());

    let verifier = overrides.verifier;
    const registration = registrationPath();
    if (config.embeddedIdp) {
      const users = createUsersRepository(database.db);
      const signingKeys = await loadSigningKeys(database.db);
      const cookieKeys = [await loadSecret(database.db, 'cookie-key')];
      const provider = createProvider({
        db: database.db,
        users,
        issuer: config.oidc.issuer,
        publicUrl: config.publicUrl,
        clientId: config.oidc.clientId,
        audience: config.oidc.audience,
        devOrigins,
        postLogoutPaths: [...publicHomePaths],
        signingKeys,
        cookieKeys,
        accessTokenTtl: config.accessTokenTtl,
        refreshTokenTtl: config.refreshTokenTtl,
        secureCookies: config.publicUrl.startsWith('https:'),
      });
      provider.proxy = config.trustProxy;
      // A logout (or a refresh token used twice) revokes the grant: the user's access tokens stop at once too.
      provider.on('grant.revoked', (ctx: RevokedGrantContext) => {
        const accountId = ctx.oidc?.session?.accountId ?? ctx.oidc?.entities?.RefreshToken?.accountId;
        if (accountId) {
          revocations
            .revokeUser(accountId)
            .catch((error: unknown) =>
              app.log.error({ error: loggableError(error) }, 'revocation not recorded'),
            );
        }
      });
      verifier ??= createTokenVerifier({
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
        jwks: { keys: signingKeys.map(publicJwk) },
      });
      await purgeExpired(database.db);
      const purge = setInterval(() => purgeExpired(database.db).catch(() => undefined), 60 * 60 * 1000);
      purge.unref();
      app.addHook('onClose', async () => clearInterval(purge));
      registerAccessControl(app, { verifier, permissions, revocations, replays: limits.replays });
      await app.register(idpPlugin, {
        provider,
        users,
        formOrigins: [config.publicUrl, ...devOrigins],
        bruteForce: config.bruteForce,
        actionTokens: createActionTokens(db),
        passwordReset: createPasswordReset({ db, mailer, issuer: config.oidc.issuer }),
        // "Registrati" on the sign-in page, once an application ships a registration page (Pro.Sa.'s).
        registrationUrl: registration ? `${config.publicUrl}${registration}` : undefined,
        // The SPA's stylesheets, read from the build this process serves (the `dist` link resolved now).
        stylesheets: existsSync(spaRoot) ? spaStylesheets(realpathSync(spaRoot)) : undefined,
        sleep: overrides.sleep,
        onSignIn: (outcome) => metrics.signIns.inc({ outcome }),
      });
    } else {
      verifier ??= createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
      registerAccessControl(app, { verifier, permissions, revocations, replays: limits.replays });
    }

    // The core modules' services, each taking what it needs of the others (STYLE.md §4).
    const audit = createAuditLog({ db });
    // The audit log keeps everything unless AUDIT_RETENTION_DAYS says otherwise (docs/adr/0039-backups.md): trimmed
    // at start and every hour, by every replica (a delete of what is past the cut-off: the same result twice).
    const retention = config.auditRetentionDays;
    if (retention !== null) {
      const trim = () =>
        audit
          .purgeOlderThan(retention)
          .catch((error: unknown) =>
            app.log.error({ error: loggableError(error) }, 'audit retention failed'),
          );
      app.addHook('onReady', async () => {
        await trim();
      });
      const hourly = setInterval(trim, 60 * 60 * 1000);
      hourly.unref();
      app.addHook('onClose', async () => clearInterval(hourly));
    }
    const reads = createPlatformReads(db, cache);
    const visibility = createRouteVisibility({ db, permissions, reads });
    const lookup = createPlatformLookup({ db, visibility, reads });
    const authorization = createAuthorizationService({
      db,
      identity,
      audit,
      revocations,
      events,
      apiClientId: config.oidc.audience,
      systemSections: () =>
        new Set(app.apiRoutes.flatMap((r) => (r.access.kind === 'permission' ? [r.access.section] : []))),
      platform: lookup,
    });
    const menus = createMenuService({ db, audit, platform: lookup, cache });
    const admin = createPlatformAdminService({
      db,
      audit,
      visibility,
      authorization,
      identity,
      menus,
      active: {
        embedded: config.embeddedIdp,
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        identityAdmin:
          config.embeddedIdp || overrides.identity
            ? identity.kind
            : config.keycloakAdmin
              ? 'keycloak'
              : 'none',
      },
    });
    const transfer = createTransferService({
      db,
      audit,
      admin,
      authorization,
      identity,
      menus,
      apiClientId: config.oidc.audience,
    });
    const platformService = createPlatformService({
      db,
      visibility,
      permissions,
      reads,
      maintenance: cache.value(['platform.settings'], () => admin.maintenance()),
    });

    const lifecycle = createLifecycle();
    app.decorate('lifecycle', lifecycle);
    const tokens = verifier;
    const readiness = async (): Promise<Readiness> => {
      const [databaseUp, migrations, identityProvider] = await Promise.all([
        database.ping(),
        migrationsApplied(database.db),
        tokens.ready ? tokens.ready() : true,
      ]);
      const checks = {
        database: databaseUp,
        migrations,
        identityProvider,
        spa: existsSync(path.join(spaRoot, 'index.html')),
      };
      const ready = !lifecycle.draining && Object.values(checks).every(Boolean);
      return { status: ready ? 'ready' : 'unavailable', draining: lifecycle.draining, checks };
    };
    await app.register(platformModule.register, {
      database,
      config,
      service: platformService,
      admin,
      transfer,
      authorization,
      mailer,
      readiness,
    });
    await app.register(authorizationModule.register, { service: authorization });
    await app.register(menuModule.register, { service: menus });
    await app.register(auditModule.register, { audit });

    // The application modules, all with the same dependencies (modules/server-module.ts).
    const coreDeps: Omit<ModuleDeps, 'services'> = {
      database,
      db,
      cache,
      config,
      audit,
      identity,
      mailer,
      permissions,
      grants: authorization.grants,
      jobs: queue,
      counters: {
        bookingConflict: (reason) => metrics.bookingConflicts.inc({ reason }),
        imported: (outcome) => metrics.imports.inc({ outcome }),
      },
      fhir: createFhirRegistry(),
      events,
    };
    const moduleDeps: ModuleDeps = { ...coreDeps, services: createModuleServices(coreDeps, app.log) };
    for (const module of applicationModules) {
      await app.register(module.register, moduleDeps);
    }
    // FHIR R4 over what the modules registered (docs/adr/0046-fhir.md).
    await app.register(fhirPlugin, {
      prefix: FHIR_PREFIX,
      registry: coreDeps.fhir,
      publicUrl: config.publicUrl,
      version,
    });

    // The operations page: the status this replica sees, and every replica's server errors (ADR 0043).
    await app.register(operationsModule.register, {
      service: createOperationsService({
        database,
        config,
        repository: operationsRepository,
        mailer,
        jobs: queue,
        audit,
        identityReady: async () => (tokens.ready ? tokens.ready() : true),
        draining: () => lifecycle.draining,
        spaRoot,
        version,
        startedAt,
        serverLocation: import.meta.url,
      }),
    });
    await app.register(spaPlugin, { root: spaRoot });

    // Fastify runs the `onClose` hooks last added first (after the server has stopped listening and its requests
    // in flight have finished): the database is closed after the job worker's running round.
    if (ownsDatabase) {
      app.addHook('onClose', async () => database.close());
    }
    // Added after the database's: the worker stops (its running jobs finish) before the database closes.
    app.addHook('onClose', async () => queue.stop());
    if (config.jobsInterval > 0) {
      app.addHook('onReady', async () => queue.start(config.jobsInterval * 1000));
    }
    if (config.eventsInterval > 0) {
      // Added after the database's too: the round in flight settles its deliveries before the database closes.
      const worker = startEventWorker(events, config.eventsInterval * 1000, app.log);
      app.addHook('onClose', async () => worker.stop());
    }
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    if (ownsDatabase) {
      await database.close().catch(() => undefined);
    }
    throw error;
  }
}
