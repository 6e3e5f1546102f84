import { describe, expect, it } from 'vitest';
import { API, useHealthenvServer } from '../healthenv.test-utils.ts';

describe('health environment: the map', () => {
  const env = useHealthenvServer('operatore.mappa');

  describe('GET /api/healthenv/mappa', () => {
    it('has no tiles unless the deployment configures them: the map draws the regions’ outline', async () => {
      expect((await env.operatore.get(`${API}/mappa`)).body).toEqual({ tileUrl: null, attribuzione: null });
      expect((await env.anonymous.get(`${API}/mappa`)).status).toBe(401);
    });
  });
});
