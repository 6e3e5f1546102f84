import { z } from 'zod';
import { refIdSchema } from '../admin.ts';
import {
  CODICI_VALORE_MANCANTE,
  dayField,
  healthenvTags,
  healthenvWriters,
  inquinanti,
  healthenvMessages as m,
  periodiMonitoraggio,
  unitaMisura,
  validitaMonitoraggio,
} from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';

/** The measurement records (monitoraggi) of a sensor, hourly or daily, written one at a time (issue 17). */

const valoreSchema = z.number({ error: 'Valore non valido.' }).superRefine((v, ctx) => {
  if ((CODICI_VALORE_MANCANTE as readonly number[]).includes(v)) {
    ctx.addIssue({ code: 'custom', message: m.codiceMancante });
  } else if (v < 0) {
    ctx.addIssue({ code: 'custom', message: m.negativo });
  }
});

const recordFields = {
  sensoreId: refIdSchema,
  valore: valoreSchema.meta({ description: 'Media del periodo, nell’unità del sensore' }),
  unita: z
    .enum(unitaMisura, { error: 'Unità di misura non gestita.' })
    .optional()
    .meta({ description: 'Se presente deve essere quella del sensore' }),
  validita: z
    .enum(validitaMonitoraggio, { error: 'Validità: valid, invalid o provisional.' })
    .default('provisional'),
  fonte: z.string().trim().min(1).max(100).default('inserimento manuale'),
  sostituisci: z
    .boolean()
    .default(false)
    .meta({ description: 'true: sostituisce il valore già registrato per lo stesso sensore e istante' }),
};

export const monitoraggioCreateSchema = z
  .discriminatedUnion(
    'periodo',
    [
      z
        .object({
          periodo: z.literal('giorno'),
          data: dayField('Giorno').meta({ description: 'Giorno di calendario in ora solare (UTC+01:00)' }),
          ...recordFields,
        })
        .strict(),
      z
        .object({
          periodo: z.literal('ora'),
          inizio: z.iso
            .datetime({ offset: true, error: 'Inizio non valido (ISO 8601 con fuso).' })
            .refine((t) => Date.parse(t) % 3_600_000 === 0, 'Un valore orario inizia allo scoccare dell’ora.')
            .meta({ description: 'Inizio dell’ora di media' }),
          ...recordFields,
        })
        .strict(),
    ],
    { error: 'Periodo: ora o giorno.' },
  )
  .meta({ id: 'HealthenvMonitoraggioCreate' });
export type MonitoraggioCreate = z.infer<typeof monitoraggioCreateSchema>;

export const monitoraggioSchema = z
  .object({
    id: z.number().int(),
    sensoreId: z.number().int(),
    postazioneId: z.number().int(),
    inquinante: z.enum(inquinanti),
    periodo: z.enum(periodiMonitoraggio),
    inizio: z.string(),
    fine: z.string(),
    data: z.string().nullable().meta({ description: 'Il giorno, per un valore giornaliero' }),
    valore: z.number(),
    unita: z.enum(unitaMisura),
    validita: z.enum(validitaMonitoraggio),
    fonte: z.string(),
    segnalazione: z.string().nullable().meta({ description: 'Controlli di plausibilità della fonte' }),
  })
  .meta({ id: 'HealthenvMonitoraggio' });
export type Monitoraggio = z.infer<typeof monitoraggioSchema>;
export const healthenvMonitoraggiRoutes = defineRoutes({
  aggiungiMonitoraggio: defineRoute({
    method: 'POST',
    url: '/api/healthenv/monitoraggio/add',
    access: healthenvWriters,
    summary:
      'Registra un valore orario o giornaliero di un sensore (201); con sostituisci: true sostituisce quello già presente (200)',
    tags: healthenvTags,
    body: monitoraggioCreateSchema,
    response: { 200: monitoraggioSchema, 201: monitoraggioSchema },
    errors: [409],
  }),
});
