import { healthenvMappaRoutes as contract } from '@halo/contract/healthenv/mappa';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { route } from '../../../http/route.ts';

/** The map's one call answers from the configuration (no tiles: the map draws the regions' outline). */
export async function mappaRoutes(app: FastifyInstance, deps: { tiles: Config['healthenvTiles'] }) {
  const { tiles } = deps;
  route(app, contract.mappa, async () => ({
    tileUrl: tiles?.url ?? null,
    attribuzione: tiles?.attribution ?? null,
  }));
}
