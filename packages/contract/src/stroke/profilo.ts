import { z } from 'zod';
import { defineRoute, defineRoutes } from '../http.ts';
import { strokeRole as role, strokeRoles, strokeTags as tags } from '../stroke.ts';
import { medicoSchema } from './medici.ts';
import { pazienteSchema } from './pazienti.ts';

/** Who the signed-in person is in the service; reading it also records that an invited person has signed in. */
export const profiloStrokeSchema = z
  .object({
    ruoli: z.array(z.enum(['admin', 'medico', 'paziente', 'caregiver'])),
    medico: medicoSchema.nullable(),
    paziente: pazienteSchema.nullable(),
    caregiver: z
      .object({ id: z.number().int(), nome: z.string(), cognome: z.string() })
      .nullable()
      .meta({ description: 'Il profilo di caregiver, anche quando nessun consenso è ancora attivo' }),
    assistiti: z
      .array(pazienteSchema)
      .meta({ description: 'Per un caregiver: i pazienti il cui consenso è attivo' }),
  })
  .meta({ id: 'StrokeProfilo' });
export type ProfiloStroke = z.infer<typeof profiloStrokeSchema>;

const { admin, medico, paziente, caregiver } = strokeRoles;

export const strokeProfiloRoutes = defineRoutes({
  profilo: defineRoute({
    method: 'GET',
    url: '/api/stroke/profilo',
    access: role(admin, medico, paziente, caregiver),
    summary:
      'Chi è la persona collegata nel servizio (medico, paziente, caregiver e i suoi assistiti); un ruolo senza profilo ha il profilo nullo',
    tags,
    response: { 200: profiloStrokeSchema },
    errors: [403],
  }),
});
