import { z } from 'zod';
import { healthenvReaders, healthenvTags } from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';

/** The map's tiles, from the server's configuration (issue 17). */

export const mappaSchema = z
  .object({
    tileUrl: z
      .string()
      .nullable()
      .meta({ description: 'Modello URL delle tessere ({z}/{x}/{y}); null: solo il contorno delle regioni' }),
    attribuzione: z.string().nullable(),
  })
  .meta({ id: 'HealthenvMappa' });
export const healthenvMappaRoutes = defineRoutes({
  mappa: defineRoute({
    method: 'GET',
    url: '/api/healthenv/mappa',
    access: healthenvReaders,
    summary: 'Le tessere della mappa (configurazione del server)',
    tags: healthenvTags,
    response: { 200: mappaSchema },
  }),
});
