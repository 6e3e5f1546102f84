import { z } from 'zod';
import { defineRoute, defineRoutes } from './http.ts';
import { publicAccess } from './permissions.ts';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    version: z.string(),
  })
  .meta({ id: 'Health' });

export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'unavailable']),
    /** The process is shutting down: it finishes what it has but should get nothing new. */
    draining: z.boolean(),
    checks: z.object({
      database: z.boolean().meta({ description: 'Il database risponde' }),
      migrations: z.boolean().meta({ description: 'Tutte le migrazioni sono applicate' }),
      identityProvider: z.boolean().meta({ description: "Le chiavi dell'identity provider sono caricate" }),
      spa: z.boolean().meta({ description: "La build dell'applicazione web è presente" }),
    }),
  })
  .meta({ id: 'Readiness' });

export type Readiness = z.infer<typeof readinessSchema>;

export const healthRoutes = defineRoutes({
  health: defineRoute({
    method: 'GET',
    url: '/api/health',
    access: publicAccess,
    summary: 'Stato del server e del database',
    tags: ['platform'],
    response: { 200: healthSchema, 503: healthSchema },
  }),
  /** For a liveness probe: the process answers. Nothing else is checked, so an outage elsewhere restarts nothing. */
  live: defineRoute({
    method: 'GET',
    url: '/api/health/live',
    access: publicAccess,
    summary: 'Il processo risponde (sonda di liveness)',
    tags: ['platform'],
    response: { 200: livenessSchema },
  }),
  /** For a readiness probe: whether this replica should get requests. */
  ready: defineRoute({
    method: 'GET',
    url: '/api/health/ready',
    access: publicAccess,
    summary: 'La replica può ricevere richieste (sonda di readiness)',
    tags: ['platform'],
    response: { 200: readinessSchema, 503: readinessSchema },
  }),
});
