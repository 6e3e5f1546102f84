import { z } from 'zod';
import { numericIdSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';

/**
 * Pro.Sa. reports for managers and admin-prosa (issue 15; docs/adr/0021-prosa-feed-report.md): projects by theme,
 * target group, setting, state and district; adhesions per campaign over time; requests by state and handling
 * time. Always within the reader's scope.
 */

const conteggio = z.object({ codice: z.string(), n: z.number().int() });
const conteggioNominato = z.object({
  id: z.number().int().nullable(),
  nome: z.string(),
  n: z.number().int(),
});

export const reportSchema = z
  .object({
    ambito: z.object({ azienda: z.string().nullable(), distretto: z.string().nullable() }).meta({
      description: "Di chi sono i numeri (nulli: tutte le aziende, tutta l'azienda)",
    }),
    progetti: z.object({
      totale: z.number().int(),
      perStato: z.array(conteggio),
      perTematica: z.array(conteggioNominato),
      perDestinatario: z.array(conteggio),
      perSetting: z.array(conteggio),
      perDistretto: z.array(conteggioNominato).meta({ description: 'id nullo: progetti di tutta l’azienda' }),
    }),
    campagne: z.array(
      z.object({
        id: z.number().int(),
        titolo: z.string(),
        stato: z.string(),
        capienza: z.number().int().nullable(),
        aderenti: z.number().int(),
        ritirate: z.number().int(),
        perGiorno: z
          .array(z.object({ giorno: z.string(), n: z.number().int() }))
          .meta({ description: 'Adesioni attive per giorno di adesione (in Italia)' }),
      }),
    ),
    richieste: z.object({
      totale: z.number().int(),
      perStato: z.array(conteggio),
      giorniPresaInCarico: z
        .number()
        .nullable()
        .meta({ description: 'Giorni medi dall’invio alla presa in carico' }),
      giorniDecisione: z
        .number()
        .nullable()
        .meta({ description: 'Giorni medi dall’invio all’accettazione o al rifiuto' }),
    }),
  })
  .meta({ id: 'ReportProsa' });
export type Report = z.infer<typeof reportSchema>;

export const reportQuerySchema = z.object({
  asl: z.optional(numericIdSchema).meta({ description: "Un'azienda (amministratore)" }),
  distretto: z.optional(numericIdSchema).meta({ description: 'Un distretto registrato' }),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const prosaReportRoutes = defineRoutes({
  report: defineRoute({
    method: 'GET',
    url: '/api/prosa/report',
    access: requiresRole(PROSA_APPLICATION, [prosaRoles.admin, prosaRoles.responsabile]),
    summary:
      'I numeri del portale nel proprio ambito: progetti per tematica, destinatari, setting, stato e distretto; adesioni alle campagne nel tempo; richieste per stato e tempi di gestione',
    tags: ['Pro.Sa. report'],
    querystring: reportQuerySchema,
    response: { 200: reportSchema },
    errors: [403],
  }),
});
