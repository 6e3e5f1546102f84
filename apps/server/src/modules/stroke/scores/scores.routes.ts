import { calcolaPunteggi, strokeScoreRoutes } from '@halo/contract/stroke/scores';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';

/** The score calculator (docs/adr/0022): the contract's algorithms, nothing stored. */
export async function scoresRoutes(app: FastifyInstance) {
  route(app, strokeScoreRoutes.calcolaPunteggi, async (request) => calcolaPunteggi(request.body));
}
