import { z } from 'zod';
import { defineRoute, defineRoutes } from '../http.ts';
import { requiresRole } from '../permissions.ts';
import { PROSA_APPLICATION, prosaRoles } from '../prosa.ts';
import { campagnaSchema } from './campagne.ts';
import { eventoSchema } from './eventi.ts';

/**
 * The personalised feed of a signed-in citizen (issue 15; docs/adr/0021-prosa-feed-report.md): running campaigns
 * they are in the target of, and upcoming events, matched to their age, sex, territory and preferred themes, each
 * with the reasons it was chosen (so the screen can say "because you chose Alimentazione").
 */

export const motivoSchema = z
  .discriminatedUnion('tipo', [
    z.object({ tipo: z.literal('tematica'), id: z.number().int(), nome: z.string() }),
    z.object({ tipo: z.literal('eta'), eta: z.number().int() }),
    z.object({ tipo: z.literal('sesso'), sesso: z.enum(['F', 'M']) }),
    z.object({ tipo: z.literal('territorio'), nome: z.string() }),
    z.object({ tipo: z.literal('adesione'), campagna: z.string() }),
  ])
  .meta({ id: 'MotivoFeed', description: 'Perché un contenuto è proposto' });
export type Motivo = z.infer<typeof motivoSchema>;

export const feedSchema = z
  .object({
    campagne: z.array(z.object({ campagna: campagnaSchema, motivi: z.array(motivoSchema) })),
    eventi: z.array(z.object({ evento: eventoSchema, motivi: z.array(motivoSchema) })),
  })
  .meta({ id: 'FeedCittadino' });
export type Feed = z.infer<typeof feedSchema>;

export const prosaFeedRoutes = defineRoutes({
  feedCittadino: defineRoute({
    method: 'GET',
    url: '/api/prosa/cittadino/feed',
    access: requiresRole(PROSA_APPLICATION, [prosaRoles.cittadino]),
    summary:
      'Le campagne in corso a cui il cittadino può aderire e i prossimi eventi, scelti per età, sesso, territorio e tematiche preferite, con i motivi',
    tags: ['Pro.Sa. feed'],
    response: { 200: feedSchema },
    errors: [403],
  }),
});
