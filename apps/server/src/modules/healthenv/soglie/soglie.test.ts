import { SOGLIE_PREDEFINITE } from '@halo/contract/healthenv/soglie';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../test/api.ts';
import {
  API,
  seedRecordsOf as ofFile,
  type ExceedanceRow as Row,
  useHealthenvServer,
  useStation,
} from '../healthenv.test-utils.ts';

describe('health environment: the thresholds', () => {
  const env = useHealthenvServer('operatore.soglie');
  const senato = useStation(env, 'IT1016A');

  describe('GET and PUT /api/healthenv/soglie', () => {
    it('gives the defaults of REFERENCES.md until an administrator saves, then theirs', async () => {
      const current = await env.operatore.get(`${API}/soglie`);
      expect(current.body).toEqual({ ...SOGLIE_PREDEFINITE, version: 1, aggiornate: null });
      const { aggiornate: _, ...body } = current.body;
      expect((await env.operatore.put(`${API}/soglie`, body)).status).toBe(403);

      // PM10's daily limit at 40: the count follows, and the file says by how much.
      const stricter = {
        ...body,
        limiti: body.limiti.map((l: { id: string }) => (l.id === 'PM10-giorno' ? { ...l, soglia: 40 } : l)),
      };
      const saved = await env.admin.put(`${API}/soglie`, stricter);
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(2);
      expect(saved.body.aggiornate).not.toBeNull();
      const rows = await env.operatore.get<Row[]>(`${API}/postazioni/${senato.id}/superamenti?anno=2022`);
      expect(rows.body.find((r) => r.limite === 'PM10-giorno')?.superamenti).toBe(
        ofFile('IT1016A', 'PM10').filter((r) => r.value > 40).length,
      );

      // A second administrator who read version 1 is refused, and nothing changes.
      expect(paths(await env.admin.put(`${API}/soglie`, body), 409)).toEqual(['body.version']);
      expect((await env.operatore.get(`${API}/soglie`)).body.version).toBe(2);
      const back = await env.admin.put(`${API}/soglie`, { ...body, version: 2 });
      expect(back.body).toMatchObject({ version: 3, limiti: SOGLIE_PREDEFINITE.limiti });
    });

    it('refuses bands that do not grow, repeated limits and fractions out of range, with their paths', async () => {
      const { aggiornate: _, ...body } = (await env.operatore.get(`${API}/soglie`)).body;
      const bad = {
        ...body,
        coperturaGiornaliera: 0.3,
        bandeEaqi: { ...body.bandeEaqi, PM10: [20, 40, 30, 100, 150] },
        limiti: [...body.limiti, body.limiti[0]],
      };
      const response = await env.admin.put(`${API}/soglie`, bad);
      expect(paths(response, 400)).toEqual(
        expect.arrayContaining([
          'body.coperturaGiornaliera',
          'body.bandeEaqi.PM10',
          `body.limiti.${body.limiti.length}`,
        ]),
      );
      expect((await env.operatore.get(`${API}/soglie`)).body.version).toBe(body.version);
    });
  });
});
