import { z } from 'zod';
import { idParamsSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema } from '../paging.ts';
import { strokeRole as role, strokeRoles, strokeTags as tags } from '../stroke.ts';

/** A patient's access log: who read or changed their data, and when (docs/adr/0023, docs/adr/0029). */

export const accessoSchema = z
  .object({
    at: z.string(),
    chi: z.string().meta({ description: 'Nome e cognome (o nome utente) di chi ha letto o modificato' }),
    ruolo: z.enum(['admin', 'medico', 'paziente', 'caregiver']).meta({ description: 'In quale veste' }),
    azione: z.enum(['lettura', 'modifica']),
    cosa: z
      .string()
      .meta({ description: 'Che cosa: scheda, fattori clinici, fattori di rischio, punteggi…' }),
  })
  .meta({ id: 'StrokeAccesso' });
export type Accesso = z.infer<typeof accessoSchema>;
export const accessiQuerySchema = pageQuerySchema(['at']);
export const accessiPageSchema = pageSchema(accessoSchema, 'StrokeAccessiPage');

const { medico, paziente } = strokeRoles;

export const strokeAccessiRoutes = defineRoutes({
  accessi: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/accessi',
    access: role(medico, paziente),
    summary: 'Chi ha letto o modificato i dati di un paziente, e quando',
    tags,
    params: idParamsSchema,
    querystring: accessiQuerySchema,
    response: { 200: accessiPageSchema },
    errors: [404],
  }),
});
