import { z } from 'zod';
import { healthenvReaders, healthenvTags } from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { annoSchema, superamentoSchema } from './postazione.ts';

/** The annual report: every station's exceedances of the year (issue 17, docs/adr/0027). */

export const rapportoPostazioneSchema = z
  .object({
    postazioneId: z.number().int(),
    codice: z.string(),
    nomeCompleto: z.string(),
    provincia: z.string(),
    regione: z.string(),
    righe: z.array(superamentoSchema),
  })
  .meta({ id: 'HealthenvRapportoPostazione' });
export const healthenvRapportoRoutes = defineRoutes({
  rapporto: defineRoute({
    method: 'GET',
    url: '/api/healthenv/rapporto',
    access: healthenvReaders,
    summary: 'Il rapporto annuale: i superamenti dell’anno di ogni postazione',
    tags: healthenvTags,
    querystring: z.object({ anno: annoSchema }),
    response: { 200: z.array(rapportoPostazioneSchema) },
  }),
});
