import { calcolaPunteggi, strokeScoreRoutes } from '@halo/contract/stroke-scores';
import { route } from '../../http/route.ts';
import type { ServerModule } from '../server-module.ts';

/**
 * Stroke care (issue 16). First slice: the score calculator, pure functions of the contract behind an
 * authenticated call for doctors and the application's admins (no storage, nothing logged of what is asked).
 */
export const strokeModule: ServerModule = {
  name: 'stroke',
  async register(app) {
    route(app, strokeScoreRoutes.calcolaPunteggi, async (request) => calcolaPunteggi(request.body));
  },
};
