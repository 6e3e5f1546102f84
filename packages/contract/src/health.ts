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

export const healthRoutes = defineRoutes({
  health: defineRoute({
    method: 'GET',
    url: '/api/health',
    access: publicAccess,
    summary: 'Stato del server e del database',
    tags: ['platform'],
    response: { 200: healthSchema, 503: healthSchema },
  }),
});
