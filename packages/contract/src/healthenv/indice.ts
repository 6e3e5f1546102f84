import { z } from 'zod';
import { healthenvReaders, healthenvTags, inquinanti } from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';

/** The European Air Quality Index of every active station at its latest data (issue 17, docs/adr/0027). */

export const indicePostazioneSchema = z
  .object({
    postazioneId: z.number().int(),
    banda: z
      .number()
      .int()
      .min(1)
      .max(6)
      .nullable()
      .meta({ description: '1 buona … 6 estremamente scadente' }),
    inquinante: z.enum(inquinanti).nullable().meta({ description: 'L’inquinante peggiore' }),
    istante: z.string().nullable().meta({ description: 'L’ora (o il giorno) a cui si riferisce l’indice' }),
    aggiornato: z
      .boolean()
      .meta({ description: 'false: nessun valore nelle ultime ore di silenzio configurate' }),
    valori: z.array(
      z.object({
        inquinante: z.enum(inquinanti),
        media: z.enum(['ora', '24 ore', 'giorno']),
        valore: z.number(),
        banda: z.number().int().min(1).max(6),
      }),
    ),
  })
  .meta({ id: 'HealthenvIndicePostazione' });
export type IndicePostazione = z.infer<typeof indicePostazioneSchema>;
export const healthenvIndiceRoutes = defineRoutes({
  indice: defineRoute({
    method: 'GET',
    url: '/api/healthenv/indice',
    access: healthenvReaders,
    summary: 'L’indice europeo di qualità dell’aria di ogni postazione attiva, all’ultimo dato disponibile',
    tags: healthenvTags,
    response: { 200: z.array(indicePostazioneSchema) },
  }),
});
