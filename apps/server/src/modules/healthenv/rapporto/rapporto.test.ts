import { describe, expect, it } from 'vitest';
import { API, type ExceedanceRow as Row, seedRecords, useHealthenvServer } from '../healthenv.test-utils.ts';

describe('health environment: the annual report', () => {
  const env = useHealthenvServer('operatore.rapporto');
  const fileRows = seedRecords();

  describe('GET /api/healthenv/rapporto', () => {
    it('gives every station with data in the year its exceedance rows', async () => {
      const response = await env.operatore.get(`${API}/rapporto?anno=2022`);
      expect(response.status).toBe(200);
      // 54: one of the 55 seeded stations (IT2141A, San Severo) has no values in the file.
      const withData = new Set(fileRows.map((r) => r.station));
      expect(withData.size).toBe(54);
      expect(response.body.map((s: { codice: string }) => s.codice).sort()).toEqual([...withData].sort());
      const row = response.body.find((s: { codice: string }) => s.codice === 'IT1016A');
      expect(row).toMatchObject({ nomeCompleto: 'Milano v.Senato', provincia: 'MI', regione: 'Lombardia' });
      expect(row.righe.find((r: Row) => r.limite === 'PM10-giorno').superamenti).toBe(84);
      expect((await env.anonymous.get(`${API}/rapporto?anno=2022`)).status).toBe(401);
    });
  });
});
