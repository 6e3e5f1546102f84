import { API_AUDIENCE, REALM_PATH, WEB_CLIENT_ID } from '@halo/contract';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Where the embedded database lives when DATA_DIR does not say. */
const DEFAULT_DATA_DIR = './data';

/**
 * Where the database is, read as the server reads it, and nothing else of the configuration: the maintenance
 * commands (`npm run migrate`, `admin:create`, `backup`, `restore`) run where a full production configuration (its
 * secrets, its address) need not be.
 */
export function databaseLocation(env: Record<string, string | undefined> = process.env): {
  url: string | undefined;
  dataDir: string;
} {
  return { url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || DEFAULT_DATA_DIR };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().optional(),
  /** Redis for what the replicas count together (rate limits, DPoP proofs seen); else DATABASE_URL's tables. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default(WEB_CLIENT_ID),
  OIDC_AUDIENCE: z.string().default(API_AUDIENCE),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).default(300),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 14),
  /** A signed-in user inactive this long is signed out (Keycloak's "SSO Session Idle"); the SPA warns first. */
  SESSION_IDLE_TIMEOUT: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 60),
  SESSION_IDLE_WARNING: z.coerce.number().int().min(10).default(120),
  /** How often the job worker looks for due jobs (reminders, lapsing offers), in seconds; 0: no worker. */
  JOBS_INTERVAL: z.coerce.number().int().min(0).max(3600).optional(),
  /** How often the event worker sends the deliveries due to subscriptions, in seconds; 0: no worker. */
  EVENTS_INTERVAL: z.coerce.number().int().min(0).max(3600).optional(),
  /** Days a job done or given up is kept before it is deleted (a given-up one stays in the dead-letter queue). */
  JOBS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /** Prometheus metrics on a port of their own (never the public one), or on /metrics with a bearer token. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(32).optional(),
  /** Days the audit log keeps its entries; unset: everything, for ever. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).optional(),
  /** Seconds a replica keeps serving after SIGTERM, readiness failing, before it stops listening. */
  SHUTDOWN_DELAY: z.coerce.number().int().min(0).max(60).optional(),
  DEMO: booleanFromEnv.optional(),
  LOGIN_FAILURE_FACTOR: z.coerce.number().int().min(2).default(10),
  LOGIN_WAIT_INCREMENT: z.coerce.number().int().min(1).default(60),
  LOGIN_MAX_WAIT: z.coerce.number().int().min(1).default(900),
  LOGIN_FAILURE_RESET: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Halo <no-reply@halo.local>'),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Origins of development front ends (`npm run dev` sets Vite's) that may receive codes and post forms. */
  DEV_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  KEYCLOAK_ADMIN_URL: z.url().optional(),
  KEYCLOAK_REALM: z.string().min(1).optional(),
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().min(1).optional(),
  KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().min(1).optional(),
  /** Signs the proof-of-work challenges of self-registration; replicas must share it (random per process if unset). */
  REGISTRATION_CHALLENGE_SECRET: z.string().min(32).optional(),
  /** How many days a stroke-care invitation (doctor, patient, caregiver) stays valid. */
  STROKE_INVITE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /**
   * The health-environment map's tiles, an https URL template with {z}/{x}/{y} (e.g. a regional WMTS or an
   * OpenStreetMap tile server the deployment may use); unset, the map draws the regions' outline only (offline).
   */
  HEALTHENV_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'an https URL template with {z}, {x} and {y}')
    .optional(),
  /** The attribution the tiles' licence requires (e.g. "© OpenStreetMap contributors"). */
  HEALTHENV_TILE_ATTRIBUTION: z.string().min(1).max(300).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** REDIS_URL: rate limits and DPoP proofs seen counted in Redis (docs/adr/0033-shared-limits.md). */
  redisUrl: string | undefined;
  /** Run the embedded OpenID Connect provider (when no external issuer is configured). */
  embeddedIdp: boolean;
  oidc: { issuer: string; clientId: string; audience: string };
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Inactivity after which the SPA signs the user out, and how long before it asks whether to stay. */
  session: { idleSeconds: number; warnSeconds: number };
  /** Brute-force detection of the embedded provider's sign-in (Keycloak's settings, in seconds). */
  bruteForce: { failureFactor: number; waitIncrement: number; maxWait: number; failureReset: number };
  /** Seed demo users and data (never in production). */
  demo: boolean;
  /** REGISTRATION_CHALLENGE_SECRET: signs self-registration's proof-of-work challenges. */
  registrationChallengeSecret: string | undefined;
  /** Days an invitation of the stroke service stays valid (STROKE_INVITE_DAYS). */
  strokeInviteDays: number;
  /** The health-environment map's tiles (HEALTHENV_TILE_URL, HEALTHENV_TILE_ATTRIBUTION); null: outline only. */
  healthenvTiles: { url: string; attribution: string | null } | null;
  /** Seconds between the job worker's rounds; 0 runs no worker (tests run jobs themselves). */
  jobsInterval: number;
  /** Seconds between the event worker's rounds; 0 runs none (tests send deliveries themselves). */
  eventsInterval: number;
  /** Days a completed or failed job is kept (JOBS_RETENTION_DAYS). */
  jobsRetentionDays: number;
  /**
   * SHUTDOWN_DELAY: seconds between a SIGTERM and the end of listening, while readiness answers 503, for the load
   * balancer to stop sending requests here (docs/adr/0037-probes-and-shutdown.md).
   */
  shutdownDelay: number;
  /** AUDIT_RETENTION_DAYS: entries older are removed every hour; null keeps everything (the default). */
  auditRetentionDays: number | null;
  /**
   * Prometheus metrics (docs/adr/0038-metrics.md): METRICS_PORT, a port of their own on HOST; METRICS_TOKEN, on the
   * public port at /metrics with `Authorization: Bearer <token>`. Neither: no metrics, and no cost per request.
   */
  metrics: { port: number | undefined; token: string | undefined };
  logLevel: string;
  smtp: { host: string; port: number; user?: string; password?: string; from: string } | undefined;
  trustProxy: boolean;
  /**
   * Origins besides PUBLIC_URL the provider may redirect to and the CSP lets forms post to: only a development
   * front end's (`npm run dev`); demo data alone (`npm start`) does not loosen anything.
   */
  devOrigins: string[];
  /**
   * Identity administration on an external Keycloak (users, groups, roles): a confidential client with a service
   * account allowed to manage the realm. Undefined with the embedded provider, or when not configured.
   */
  keycloakAdmin: { baseUrl: string; realm: string; clientId: string; clientSecret: string } | undefined;
}

/** `https://sso.example.org/realms/halo` → Keycloak's base URL and realm (also with the legacy `/auth` prefix). */
export function keycloakOfIssuer(issuer: string): { baseUrl: string; realm: string } | undefined {
  const match = /^(.*)\/realms\/([^/]+)\/?$/.exec(issuer);
  return match ? { baseUrl: match[1] ?? '', realm: decodeURIComponent(match[2] ?? '') } : undefined;
}

/**
 * What production refuses to start without (docs/adr/0037-probes-and-shutdown.md): an address of its own (the
 * identity provider's issuer, the links in mails and the cookies are made of it; a default of localhost would
 * work nowhere), the secret the replicas share to sign self-registration's challenges (a random one per process
 * fails every challenge answered to another replica or after a restart), and no demo data.
 */
function productionProblems(e: z.infer<typeof envSchema>, demo: boolean): string[] {
  const problems: string[] = [];
  if (!e.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL: obbligatoria in produzione (l'indirizzo pubblico di Halo, es. https://halo.asl.example.it)",
    );
  }
  if (!e.REGISTRATION_CHALLENGE_SECRET) {
    problems.push(
      'REGISTRATION_CHALLENGE_SECRET: obbligatoria in produzione (almeno 32 caratteri casuali, la stessa per ogni replica)',
    );
  }
  if (demo) problems.push('DEMO: i dati dimostrativi non sono ammessi in produzione');
  return problems;
}

/** Reads and validates the environment; throws with every problem listed so the server fails fast at boot. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configurazione non valida:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const production = e.NODE_ENV === 'production';
  const demo = e.DEMO ?? !production;
  const issuer = (e.OIDC_ISSUER ?? `${publicUrl}${REALM_PATH}`).replace(/\/$/, '');
  const fromIssuer = e.OIDC_ISSUER ? keycloakOfIssuer(issuer) : undefined;
  const keycloakBase = e.KEYCLOAK_ADMIN_URL?.replace(/\/$/, '') ?? fromIssuer?.baseUrl;
  const keycloakRealm = e.KEYCLOAK_REALM ?? fromIssuer?.realm;
  // Production starts only with what several replicas and real users need: one line per variable missing.
  const missing = production ? productionProblems(e, demo) : [];
  if (missing.length > 0) {
    throw new Error(`Configurazione non valida:\n  ${missing.join('\n  ')}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    embeddedIdp: e.OIDC_ISSUER === undefined,
    oidc: {
      issuer,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
    },
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    bruteForce: {
      failureFactor: e.LOGIN_FAILURE_FACTOR,
      waitIncrement: e.LOGIN_WAIT_INCREMENT,
      maxWait: e.LOGIN_MAX_WAIT,
      failureReset: e.LOGIN_FAILURE_RESET,
    },
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    session: {
      idleSeconds: e.SESSION_IDLE_TIMEOUT,
      warnSeconds: Math.min(e.SESSION_IDLE_WARNING, Math.floor(e.SESSION_IDLE_TIMEOUT / 2)),
    },
    demo,
    registrationChallengeSecret: e.REGISTRATION_CHALLENGE_SECRET,
    strokeInviteDays: e.STROKE_INVITE_DAYS,
    healthenvTiles: e.HEALTHENV_TILE_URL
      ? { url: e.HEALTHENV_TILE_URL, attribution: e.HEALTHENV_TILE_ATTRIBUTION ?? null }
      : null,
    jobsInterval: e.JOBS_INTERVAL ?? (e.NODE_ENV === 'test' ? 0 : 30),
    eventsInterval: e.EVENTS_INTERVAL ?? (e.NODE_ENV === 'test' ? 0 : 5),
    jobsRetentionDays: e.JOBS_RETENTION_DAYS,
    shutdownDelay: e.SHUTDOWN_DELAY ?? (e.NODE_ENV === 'production' ? 5 : 0),
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS ?? null,
    logLevel: e.LOG_LEVEL,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    devOrigins: e.DEV_ORIGINS,
    keycloakAdmin:
      e.OIDC_ISSUER &&
      keycloakBase &&
      keycloakRealm &&
      e.KEYCLOAK_ADMIN_CLIENT_ID &&
      e.KEYCLOAK_ADMIN_CLIENT_SECRET
        ? {
            baseUrl: keycloakBase,
            realm: keycloakRealm,
            clientId: e.KEYCLOAK_ADMIN_CLIENT_ID,
            clientSecret: e.KEYCLOAK_ADMIN_CLIENT_SECRET,
          }
        : undefined,
  };
}
